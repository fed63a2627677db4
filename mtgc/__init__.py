"""mtgc — a compiler for Magic: The Gathering rules text.

The package's parts live in top-level folders of the repository, mapped into this
namespace by ``pyproject.toml``: ``mtgc.grammar``, ``mtgc.compiler``, ``mtgc.runtime``
and ``mtgc.cards``.
"""

__version__ = "0.1.0"

import os
import tempfile
from collections.abc import Callable
from typing import BinaryIO


def cache_dir() -> str:
    """Where mtgc keeps what it builds once (the parser, generated code, the AST's index):
    ``$MTGC_CACHE_DIR``, by default ``<tmp>/mtgc``. Deleting it only costs time."""
    return os.environ.get("MTGC_CACHE_DIR") or os.path.join(tempfile.gettempdir(), "mtgc")


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
