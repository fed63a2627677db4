"""mtgc — a compiler for Magic: The Gathering rules text.

The package's parts live in top-level folders of the repository, mapped into this
namespace by ``pyproject.toml``: ``mtgc.grammar``, ``mtgc.compiler``, ``mtgc.runtime``
and ``mtgc.cards``.
"""

__version__ = "0.1.0"

from . import _codecache

_codecache.install()
