"""mtgc — a compiler for Magic: The Gathering rules text.

The package's parts live in top-level folders of the repository, mapped into this
namespace by ``pyproject.toml``: ``mtgc.grammar``, ``mtgc.compiler``, ``mtgc.runtime``
and ``mtgc.cards``.
"""

__version__ = "0.1.0"

import functools
import os
import sys
from collections.abc import Callable
from typing import BinaryIO

#: The cache folder's name. Not a Python identifier, so that running Python from the
#: folder that holds it can never import it as the package (a folder named ``mtgc`` in
#: the working directory is found before the installed package, as a namespace package).
CACHE_NAME = "mtgc-cache"


def cache_dir() -> str:
    """Where mtgc keeps what it builds once (the parser tables, generated code, the AST's
    index): ``$MTGC_CACHE_DIR`` when set, else the user's cache directory
    (``~/.cache/mtgc-cache`` on Linux, by :mod:`platformdirs`). Deleting it only costs
    time.

    A directory that can't be written is reported once (on stderr) and a private one is
    used instead, kept between runs (``<tmp>/mtgc-cache-<user>``), so that an unwritable
    cache costs one build, not one per run."""
    configured = os.environ.get("MTGC_CACHE_DIR")
    if not configured:
        configured = _default_cache_dir()
    return _usable_cache_dir(configured)


@functools.cache
def _default_cache_dir() -> str:
    try:
        import platformdirs
    except ImportError:  # pragma: no cover - platformdirs is a dependency
        return os.path.join(os.path.expanduser("~"), ".cache", CACHE_NAME)
    return platformdirs.user_cache_dir(CACHE_NAME, appauthor=False)


def _writable(path: str) -> bool:
    """Can files be made in ``path`` (created if missing)? Tried by making one: a mode
    check says nothing on a read-only file system or for root."""
    try:
        os.makedirs(path, exist_ok=True)
        # as tempfile.mkstemp does, without importing tempfile (and shutil, bz2, lzma,
        # random under it: a few ms of every run)
        probe = os.path.join(path, f".probe-{os.getpid()}-{os.urandom(6).hex()}")
        os.close(os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
        os.unlink(probe)
    except OSError:
        return False
    return True


def _private_cache_dir() -> str:
    """A cache directory of this user's own in the temp directory (mode 0700, owned by
    the user, not a symbolic link), or a new temporary one when that can't be had."""
    getuid = getattr(os, "getuid", None)
    if getuid is not None:
        owner = str(getuid())
    else:  # pragma: no cover - Windows
        import getpass

        owner = getpass.getuser()
    import tempfile

    path = os.path.join(tempfile.gettempdir(), f"{CACHE_NAME}-{owner}")
    try:
        os.makedirs(path, mode=0o700, exist_ok=True)
        info = os.lstat(path)
        import stat

        own = getuid is None or info.st_uid == getuid()
        if stat.S_ISDIR(info.st_mode) and own and _writable(path):
            return path
    except OSError:
        pass
    return tempfile.mkdtemp(prefix=f"{CACHE_NAME}-")


@functools.cache
def _usable_cache_dir(configured: str) -> str:
    if _writable(configured):
        return configured
    private = _private_cache_dir()
    print(
        f"mtgc: warning: the cache directory {configured} can't be written; "
        f"using {private} (set MTGC_CACHE_DIR to choose another)",
        file=sys.stderr,
    )
    return private


def write_cache(path: str, write: Callable[[BinaryIO], object]) -> None:
    """Write a cache file atomically: ``write`` fills a temporary file beside ``path``,
    which then replaces it, so a concurrent reader sees the old file or the new one. On
    failure the temporary file is removed and the exception propagates."""
    import tempfile

    os.makedirs(os.path.dirname(path), exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            write(f)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise


def prune_cache(keep: str, pattern: str, days: float = 7) -> None:
    """Remove the files of the cache directory matching ``pattern`` (cached for other
    versions of the grammar or the code) left unused for ``days``, except ``keep``."""
    import glob
    import time

    horizon = time.time() - days * 86400
    for old in glob.glob(os.path.join(os.path.dirname(keep), pattern)):
        try:
            if old != keep and os.stat(old).st_atime < horizon:
                os.unlink(old)
        except OSError:
            pass


from . import _codecache  # noqa: E402 (uses cache_dir)

_codecache.install()


# --------------------------------------------------------------------------- public API
# Each function imports what it needs when it is called, so ``import mtgc`` stays cheap.


class CompileError(Exception):
    """A card face that does not compile to runtime objects.

    ``face`` is the face's name, ``status`` its status (``"error"``: its text does not
    parse or a part of the card is wrong; ``"unsupported"``: it parses but a node cannot
    run yet), ``diagnostics`` the located problems (each with ``code``, ``message``,
    ``line``, ``column``, ``hint``), ``source`` the file it came from. The message names
    the first problem and its place (``file:line:col``).
    """

    def __init__(self, result) -> None:  # a mtgc.compiler.pipeline.FaceResult
        self.face = result.name
        self.status = result.status
        self.source = result.source or "<text>"
        self.diagnostics = tuple(result.diagnostics) or tuple(result.notes)
        first = self.diagnostics[0] if self.diagnostics else None
        where = f"{self.source}:{first.line}:{first.column}: " if first else ""
        what = f"{first.message} [{first.code}]" if first else result.status
        super().__init__(f"{where}{self.face}: {what}")


class CardTextError(CompileError):
    """The face does not parse, renders back differently, or a part of it (mana cost,
    type line, power/toughness, loyalty, defense) breaks the rules that define it."""


class NotExecutableError(CompileError):
    """The face parses, but some node has no runtime handler yet; ``nodes`` says which,
    in words (one E300 note each, in ``diagnostics``, placed at the node)."""

    def __init__(self, result) -> None:
        super().__init__(result)
        self.nodes = tuple(d.message for d in result.notes if d.code == "E300")


def _as_path(source):
    if isinstance(source, os.PathLike):
        return os.fspath(source)
    if isinstance(source, str) and "\n" not in source:
        return source
    return None


def load(source: str | os.PathLike[str]) -> list:
    """The cards (``CardSpec`` records) of a path or of card text.

    A ``pathlib.Path``, or a string without a newline, is a path: a card file, a folder,
    MTGJSON or Scryfall JSON, JSON lines, or ``-`` for standard input. A string holding a
    newline is card text in the card file format. Raises
    ``mtgc.compiler.cards.CardInputError`` when the input as a whole can't be read; a
    single bad card is loaded with its problem, which :func:`check` reports.

    >>> import mtgc
    >>> (shock,) = mtgc.load("Shock {R}\\nInstant\\nShock deals 2 damage to any target.\\n")
    >>> shock.name, shock.faces[0].mana_cost, shock.faces[0].type_line
    ('Shock', '{R}', 'Instant')
    """
    from .compiler import cards

    path = _as_path(source)
    if path is not None:
        return cards.load(path)
    return cards.loads(source, "<text>", "text")


def _cards_of(card) -> list:
    from .compiler.cards import CardSpec

    if isinstance(card, CardSpec):
        return [card]
    if isinstance(card, (str, os.PathLike)):
        return load(card)
    return list(card)


def check(card) -> list:
    """The check of every face of ``card``: a list of ``FaceResult`` (``status`` is
    ``"ok"``, ``"unsupported"`` or ``"error"``; ``diagnostics`` the errors and ``notes``
    the notes, each placed at its line and column). ``card`` is a ``CardSpec``, several,
    or anything :func:`load` reads.

    >>> import mtgc
    >>> text = "Bad Bear {1}{Z}\\ncreature \\u2014 Bear\\n2/2\\n"
    >>> [(d.code, d.line, d.column) for d in mtgc.check(text)[0].diagnostics]
    [('E410', 1, 13), ('E420', 2, 1)]
    """
    from .compiler.pipeline import check_card

    return [result for spec in _cards_of(card) for result in check_card(spec)]


def compile(card) -> list:  # noqa: A001 (mtgc.compile, as the API promises)
    """The runtime ``CardDefinition`` of every face of ``card`` (as :func:`check` takes
    it), ready for a game or a scenario. Raises :class:`CardTextError` or
    :class:`NotExecutableError` (both :class:`CompileError`) for the first face that
    doesn't compile, naming the problem and its place.

    >>> import mtgc
    >>> (shock,) = mtgc.compile("Shock {R}\\nInstant\\nShock deals 2 damage to any target.\\n")
    >>> shock.name, sorted(shock.types), str(shock.mana_cost)
    ('Shock', ['Instant'], '{R}')
    >>> try:
    ...     mtgc.compile("Test Bear {1}{G}\\nCreature \\u2014 Bear\\nSoulbond\\n2/2\\n")
    ... except mtgc.NotExecutableError as error:
    ...     print(error)
    <text>:3:1: Test Bear: 'Soulbond' (CR 702.95) parses but can't run yet [E300]
    """
    from .compiler.cards import CardSpec
    from .compiler.lower import lower_face
    from .compiler.pipeline import ERROR, OK, check_face

    out = []
    for spec in _cards_of(card):
        assert isinstance(spec, CardSpec)
        for face in spec.faces:
            result = check_face(face, spec.source, face.line, spec.layout)
            if result.status == ERROR:
                raise CardTextError(result)
            lowered = lower_face(face, result.abilities) if result.status == OK else None
            if lowered is None or lowered.definition is None:
                raise NotExecutableError(result)
            out.append(lowered.definition)
    return out


def library() -> list:
    """The cards of the library that ships with mtgc (``cards/``), as ``CardSpec``s."""
    from .compiler.cards import load_library

    return load_library()


_EXTRA: dict[str, list] = {}


def card(name: str, corpus: str | os.PathLike[str] | None = None):
    """The compiled ``CardDefinition`` of the card (or face) called ``name``, any case,
    from the library; with ``corpus`` (any path :func:`load` reads, such as
    ``../shared/corpus/oracle-cards.jsonl``) also from there when the library lacks it.
    Raises ``mtgc.compiler.cards.CardNotFound`` (a ``LookupError``) with a "did you
    mean" for an unknown name, and :class:`CompileError` for a card that doesn't compile.

    >>> import mtgc
    >>> bolt = mtgc.card("lightning bolt")
    >>> bolt.name, str(bolt.mana_cost)
    ('Lightning Bolt', '{R}')
    >>> try:
    ...     mtgc.card("Lightnig Bolt")
    ... except LookupError as error:
    ...     print(error)
    no card named 'Lightnig Bolt' in the library (did you mean 'Lightning Bolt'?)
    """
    from .compiler.cards import CardNotFound, find_card

    try:
        spec, face = find_card(library(), name, "the library")
    except CardNotFound:
        if corpus is None:
            raise
        key = os.fspath(corpus)
        if key not in _EXTRA:
            _EXTRA[key] = load(corpus)
        spec, face = find_card(_EXTRA[key], name, key)
    spec = type(spec)(spec.name, (face,), spec.layout, spec.source, spec.line)
    return compile(spec)[0]
