"""mtgc — a compiler for Magic: The Gathering rules text.

The package's parts live in top-level folders of the repository, mapped into this
namespace by ``pyproject.toml``: ``mtgc.grammar``, ``mtgc.compiler``, ``mtgc.runtime``
and ``mtgc.cards``.
"""

__version__ = "0.1.0"

import functools
import os
import sys
import tempfile
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
        fd, probe = tempfile.mkstemp(dir=path, prefix=".probe-")
        os.close(fd)
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
