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
"""

from __future__ import annotations

import atexit
import gc
import hashlib
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
    key = f"{attr.__version__}\0{sys.version}".encode()
    from . import cache_dir

    return os.path.join(cache_dir(), f"attrs-code-{hashlib.sha256(key).hexdigest()[:16]}.marshal")


_CODE: dict[tuple[str, str], Any] = {}

#: attrs salts a class's ``__hash__`` with ``hash()`` of a string, which differs in every
#: process (PYTHONHASHSEED); the salt only needs to be constant within a process, so the
#: key ignores it and the cached code keeps the salt of the process that compiled it.
_SALT = re.compile(r"hash\(\(\s*-?\d+,")
_added = False


def _load() -> None:
    # The cyclic collector is paused while the file's ~10^5 objects are made: they trigger
    # collections that would only find them all alive (code objects hold no cycles).
    collecting = gc.isenabled()
    gc.disable()
    try:
        with open(_path(), "rb") as f:
            # One read, then loads: marshal.load on a file object reads object by object
            # through Python calls, eight times slower for this 4 MB file.
            code = marshal.loads(f.read())
    except Exception:  # missing, truncated or foreign: compile as usual
        return
    finally:
        if collecting:
            gc.enable()
    if isinstance(code, dict):
        _CODE.update(code)


def _save() -> None:
    if not _added:
        return
    from . import write_cache

    try:
        write_cache(_path(), lambda f: marshal.dump(_CODE, f))
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
    key = (_SALT.sub("hash((0,", script), filename)
    bytecode = _CODE.get(key)
    if bytecode is None:
        bytecode = _CODE[key] = compile(script, filename, "exec")
        _added = True
    eval(bytecode, globs, locs)


def install() -> None:
    """Route attrs' code generation through the cache (when attrs has the hook we
    expect; otherwise nothing changes)."""
    if _make is None or not callable(getattr(_make, "_compile_and_eval", None)):
        return
    if os.environ.get("MTGC_NO_CODE_CACHE"):
        return
    _load()
    _make._compile_and_eval = _compile_and_eval
    atexit.register(_save)
