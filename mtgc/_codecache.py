"""A disk cache for the methods attrs generates, so that a cold interpreter starts fast.

attrs writes ``__init__``, ``__eq__``, ``__hash__`` and ``__repr__`` of every class as
Python source and compiles it when the class is defined. mtgc defines about 700 attrs
classes (the AST and the runtime), and compiling their methods was the largest part of
the time ``mtgc check`` needs for one card (issue 2: under 0.5 s from a cold interpreter).
Python caches the bytecode of modules in ``.pyc`` files but not this; here the compiled
code objects are kept in one ``marshal`` file keyed by the attrs and Python versions, and
looked up by the generated source and its file name. A miss compiles as attrs would, and
the file is rewritten at exit when anything was added. Any problem with the cache file
only costs time: the code is then compiled as usual.

The same goes for mtgc's own modules when Python was told not to write bytecode
(``PYTHONDONTWRITEBYTECODE``, ``-B``): it then compiles every module from source in every
process, about 0.6 s of a one-card ``mtgc check``. :class:`_BytecodeFinder` keeps their
bytecode in the cache directory instead of beside the sources (the setting's point),
checked against each source's modification time and size as a ``.pyc`` is.
"""

from __future__ import annotations

import atexit
import functools
import hashlib
import importlib.machinery
import importlib.util
import marshal
import os
import re
import sys
from typing import Any

try:
    import attr
    from attr import _make
except ImportError:  # pragma: no cover - attrs is a dependency
    _make = None


def _path() -> str:
    key = f"{_attrs_version()}\0{sys.version}\0{_FORMAT}".encode()
    from . import cache_dir

    return os.path.join(cache_dir(), f"attrs-code-{hashlib.sha256(key).hexdigest()[:16]}.marshal")


#: Bumped when the file's layout changes.
_FORMAT = 2


def _attrs_version() -> str:
    """Which attrs this is: the path, size and modification time of the module that
    generates the code. (``attr.__version__`` asks ``importlib.metadata``, whose import,
    with the email package, was a tenth of a one-card ``mtgc check``.)"""
    try:
        info = os.stat(_make.__file__)
    except (OSError, TypeError, AttributeError):
        return str(getattr(attr, "__version_info__", ""))
    return f"{_make.__file__}\0{info.st_size}\0{info.st_mtime_ns}"


# The file holds, for each file name attrs gives a class's generated code (one per class:
# ``<attrs generated methods module.Class>``), the marshalled ``{script: code}`` of that
# name, kept as bytes until a class of that name is made: a process unmarshals the code of
# the classes it defines, not that of every class any process has defined (a one-card
# check defines a third of them; loading them all was ~5% of its time, issue 15).

#: File name -> its ``{script: code}``, marshalled, as read from the file.
_PACKED: dict[str, bytes] = {}
#: File name -> ``{script: code}``, for the names this process has looked up.
_CODE: dict[str, dict[str, Any]] = {}

#: attrs salts a class's ``__hash__`` with ``hash()`` of a string, which differs in every
#: process (PYTHONHASHSEED); the salt only needs to be constant within a process, so the
#: key ignores it and the cached code keeps the salt of the process that compiled it.
_SALT = re.compile(r"hash\(\(\s*-?\d+,")
_added = False


def _load() -> None:
    try:
        with open(_path(), "rb") as f:
            # One read, then loads: marshal.load on a file object reads object by object
            # through Python calls.
            packed = marshal.loads(f.read())
    except Exception:  # missing, truncated or foreign: compile as usual
        return
    if isinstance(packed, dict):
        _PACKED.update(packed)


def _codes(filename: str) -> dict[str, Any]:
    """The cached ``{script: code}`` of a generated file name (empty when none or damaged)."""
    codes = _CODE.get(filename)
    if codes is None:
        codes = {}
        packed = _PACKED.get(filename)
        if packed is not None:
            try:
                found = marshal.loads(packed)
                if isinstance(found, dict):
                    codes = found
            except Exception:  # a damaged entry: compile again
                pass
        _CODE[filename] = codes
    return codes


def _save() -> None:
    if not _added:
        return
    from . import write_cache

    out = dict(_PACKED)
    out.update((name, marshal.dumps(codes)) for name, codes in _CODE.items() if codes)
    try:
        write_cache(_path(), lambda f: marshal.dump(out, f))
    except Exception:  # an unwritable cache only costs time next start
        pass


def _compile_and_eval(
    script: str,
    globs: dict[str, Any] | None,
    locs: Any = None,
    filename: str = "",
) -> None:
    """attrs' ``_compile_and_eval`` with the compiled code looked up first."""
    global _added
    key = _SALT.sub("hash((0,", script)
    codes = _codes(filename)
    bytecode = codes.get(key)
    if bytecode is None:
        bytecode = codes[key] = compile(script, filename, "exec")
        _added = True
    eval(bytecode, globs, locs)


class _CachedSourceLoader(importlib.machinery.SourceFileLoader):
    """A module's loader that keeps its bytecode in the cache directory."""

    def get_code(self, fullname: str) -> Any:
        source_path = self.get_filename(fullname)
        try:
            st = os.stat(source_path)
        except OSError:
            return super().get_code(fullname)
        mtime, size = int(st.st_mtime), st.st_size
        key = f"{source_path}\0{sys.version}".encode()
        pyc = os.path.join(_bytecode_dir(), hashlib.sha256(key).hexdigest()[:24] + ".pyc")
        try:
            with open(pyc, "rb") as f:
                data = f.read()
            # The header of a timestamp .pyc: magic, flags (0), mtime, size.
            if (
                data[:4] == importlib.util.MAGIC_NUMBER
                and int.from_bytes(data[4:8], "little") == 0
                and int.from_bytes(data[8:12], "little") == mtime & 0xFFFFFFFF
                and int.from_bytes(data[12:16], "little") == size & 0xFFFFFFFF
            ):
                return marshal.loads(data[16:])
        except (OSError, ValueError, EOFError, TypeError):
            pass
        code = self.source_to_code(self.get_data(source_path), source_path)
        header = (
            importlib.util.MAGIC_NUMBER
            + (0).to_bytes(4, "little")
            + (mtime & 0xFFFFFFFF).to_bytes(4, "little")
            + (size & 0xFFFFFFFF).to_bytes(4, "little")
        )
        from . import write_cache

        try:
            write_cache(pyc, lambda f: f.write(header + marshal.dumps(code)))
        except OSError:  # an unwritable cache only costs time next start
            pass
        return code


class _BytecodeFinder:  # a meta path finder (importlib.abc's import costs time)
    """Finds ``mtgc.*`` modules as the other finders do, with :class:`_CachedSourceLoader`."""

    def find_spec(self, fullname: str, path: Any, target: Any = None) -> Any:
        if not fullname.startswith("mtgc."):
            return None
        for finder in sys.meta_path:
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(fullname, path, target)
            if spec is not None:
                loader = spec.loader
                if type(loader) is importlib.machinery.SourceFileLoader:
                    spec.loader = _CachedSourceLoader(loader.name, loader.path)
                return spec
        return None


@functools.cache
def _bytecode_dir() -> str:
    from . import cache_dir

    return os.path.join(cache_dir(), "bytecode")


def install() -> None:
    """Route attrs' code generation through the cache (when attrs has the hook we
    expect; otherwise nothing changes)."""
    if _make is None or not callable(getattr(_make, "_compile_and_eval", None)):
        return
    if os.environ.get("MTGC_NO_CODE_CACHE"):
        return
    if sys.dont_write_bytecode and not any(isinstance(f, _BytecodeFinder) for f in sys.meta_path):
        sys.meta_path.insert(0, _BytecodeFinder())
    _load()
    _make._compile_and_eval = _compile_and_eval
    tuple_class = getattr(_make, "_make_attr_tuple_class", None)
    if callable(tuple_class) and not hasattr(tuple_class, "cache_info"):
        _make._make_attr_tuple_class = _shared_tuple_class(tuple_class)
    attribute = getattr(_make, "Attribute", None)
    evolve = getattr(attribute, "evolve", None)
    if callable(evolve) and not hasattr(evolve, "shared"):
        attribute.evolve = _shared_inherited(evolve)
    atexit.register(_save)


def _shared_inherited(evolve: Any) -> Any:
    """attrs' ``Attribute.evolve`` with the copy marked ``inherited`` made once per field.

    Defining a class, attrs copies every field of its bases as ``inherited`` (through
    ``copy.copy``, slow); the AST's classes inherit ``span`` and their families' fields
    many times over (issue 15). Fields are immutable once their class is made, so the
    subclasses can share the copy; any other change makes a new field as before. The
    value keeps the field, so that its ``id`` is not reused while the entry is held."""
    made: dict[int, tuple[Any, Any]] = {}

    def shared(self: Any, **changes: Any) -> Any:
        if len(changes) != 1 or changes.get("inherited") is not True:
            return evolve(self, **changes)
        found = made.get(id(self))
        if found is None or found[0] is not self:
            found = made[id(self)] = (self, evolve(self, **changes))
        return found[1]

    shared.shared = True
    return shared


def _shared_tuple_class(make: Any) -> Any:
    """attrs' ``_make_attr_tuple_class`` made once per list of field names.

    attrs gives every class the tuple subclass that ``attrs.fields(cls)`` returns, with a
    property per field name (``fields(cls).span``); making it was ~5% of defining a class
    (issue 15), and the AST's ~1,700 classes have few distinct lists of field names (every
    node has ``span``). The class only reads items by position, so classes with the same
    names can share it; its name is the first such class's."""

    made: dict[tuple[str, ...], type] = {}

    def shared(cls_name: str, attr_names: Any) -> type:
        names = tuple(attr_names)
        found = made.get(names)
        if found is None:
            found = made[names] = make(cls_name, list(names))
        return found

    shared.cache_info = lambda: len(made)  # marks the function as this wrapper
    return shared


# --------------------------------------------------------------------------- regular expressions
#
# The lexer compiles its regular expressions as it meets each lexer state and character
# (about 1,100 in a 3,000-face run; some are 10-17 kB unions holding the subtype trie).
# Python's ``re`` parses and compiles a pattern in Python code, to a list of integers that
# ``_sre.compile`` makes a pattern of; that list is what is cached here, by the pattern and
# its flags, so that a cold process makes each pattern in microseconds. A Python whose
# ``re`` lacks these internals, or any problem with the file, compiles as usual.

try:
    import _sre
    import array

    try:
        from re import _compiler as _re_compiler
        from re import _parser as _re_parser
    except ImportError:  # Python 3.10
        import sre_compile as _re_compiler  # type: ignore[no-redef]
        import sre_parse as _re_parser  # type: ignore[no-redef]
    _CODE_TYPE = next(t for t in "IL" if array.array(t).itemsize == _sre.CODESIZE)
except (ImportError, StopIteration):  # pragma: no cover - another Python implementation
    _sre = None

#: (pattern, flags) -> (flags, code as bytes, groups, groupindex, indexgroup).
_REGEX: dict[tuple[str, int], tuple] | None = None
_regex_added: set[tuple[str, int]] = set()
_regex_used: set[tuple[str, int]] = set()
#: Entries kept in the file at most; beyond it, those this process didn't use are dropped.
_REGEX_KEEP = 4000


def _regex_path() -> str:
    from . import cache_dir

    key = f"{sys.version}\0{getattr(_sre, 'MAGIC', '')}".encode()
    return os.path.join(cache_dir(), f"regex-{hashlib.sha256(key).hexdigest()[:16]}.marshal")


def _load_regex() -> dict[tuple[str, int], tuple]:
    global _REGEX
    if _REGEX is None:
        _REGEX = {}
        try:
            with open(_regex_path(), "rb") as f:
                loaded = marshal.loads(f.read())
            if isinstance(loaded, dict):
                _REGEX.update(loaded)
        except Exception:  # missing, truncated or foreign: compile as usual
            pass
        atexit.register(save_regex)
    return _REGEX


def save_regex() -> None:
    """Write the regular expressions compiled by this process to the cache (done at
    exit; worker processes, which skip ``atexit``, call it themselves)."""
    if not _regex_added or _REGEX is None:
        return
    entries = _REGEX
    if len(entries) > _REGEX_KEEP:
        entries = {k: v for k, v in entries.items() if k in _regex_used}
    from . import write_cache

    try:
        write_cache(_regex_path(), lambda f: marshal.dump(entries, f))
    except Exception:  # an unwritable cache only costs time next start
        pass
    _regex_added.clear()


def compile_regex(pattern: str, flags: int = 0) -> re.Pattern:
    """``re.compile(pattern, flags)``, made from the cached compiled code when there is
    some (the same pattern object: same code, flags and groups)."""
    if _sre is None or os.environ.get("MTGC_NO_CODE_CACHE"):
        return re.compile(pattern, flags)
    key = (pattern, int(flags))  # an int, not a RegexFlag: marshal stores ints
    cache = _load_regex()
    _regex_used.add(key)
    found = cache.get(key)
    if found is not None:
        try:
            made_flags, code, groups, groupindex, indexgroup = found
            return _sre.compile(
                pattern, made_flags, array.array(_CODE_TYPE, code).tolist(), groups,
                groupindex, indexgroup,
            )  # fmt: skip
        except Exception:  # a foreign or damaged entry: compile it again
            pass
    try:
        parsed = _re_parser.parse(pattern, flags)
        code = _re_compiler._code(parsed, flags)
        state = parsed.state
        groupindex = dict(state.groupdict)
        indexgroup = [None] * state.groups
        for name, index in groupindex.items():
            indexgroup[index] = name
        entry = (
            int(flags | state.flags), array.array(_CODE_TYPE, code).tobytes(), state.groups - 1,
            groupindex, tuple(indexgroup),
        )  # fmt: skip
        made = _sre.compile(pattern, entry[0], code, entry[2], entry[3], entry[4])
    except Exception:  # an ``re`` other than the one this was written for
        return re.compile(pattern, flags)
    cache[key] = entry
    _regex_added.add(key)
    return made
