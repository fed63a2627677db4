"""The Oracle-text grammar: one ``.lark`` file per rules area, joined into one LALR(1)
grammar and built once per process.

The parser tables are cached on disk (Lark's cache, keyed by the grammar's hash and the
Lark version), so a cold interpreter loads them instead of rebuilding them.
"""

from __future__ import annotations

import functools
import hashlib
import os
import re
import tempfile
from pathlib import Path

from lark import Lark

HERE = Path(__file__).parent

#: The core grammar files, in the order they are joined; ``abilities.lark`` holds the start
#: rule. Every other ``*.lark`` file here is a rules-area extension, joined after them in
#: name order; it adds alternatives to core rules with ``%extend`` (e.g.
#: ``%extend predicate: regenerate``), so that an area can grow in a file of its own.
CORE_FILES = (
    "abilities.lark",
    "keywords.lark",
    "costs.lark",
    "mana.lark",
    "triggers.lark",
    "statics.lark",
    "replacements.lark",
    "effects.lark",
    "objects.lark",
    "common.lark",
    "vocabulary.lark",
)


def files() -> tuple[str, ...]:
    """The grammar files in the order they are joined."""
    extensions = sorted(p.name for p in HERE.glob("*.lark") if p.name not in CORE_FILES)
    return (*CORE_FILES, *extensions)


def grammar_text() -> str:
    """The whole grammar, as Lark reads it."""
    return "\n".join(
        f"// ---- {name}\n" + (HERE / name).read_text(encoding="utf-8") for name in files()
    )


def _cache_path(text: str) -> str:
    import lark

    digest = hashlib.sha256((text + lark.__version__).encode()).hexdigest()[:16]
    base = os.environ.get("MTGC_CACHE_DIR") or os.path.join(tempfile.gettempdir(), "mtgc")
    os.makedirs(base, exist_ok=True)
    return os.path.join(base, f"grammar-{digest}.lark-cache")


@functools.cache
def parser() -> Lark:
    """The LALR(1) parser with the contextual lexer, built (or loaded) once."""
    text = grammar_text()
    options = dict(
        parser="lalr",
        lexer="contextual",
        start="ability",
        propagate_positions=True,
        maybe_placeholders=True,
        g_regex_flags=re.IGNORECASE,
    )
    try:
        return Lark(text, cache=_cache_path(text), **options)
    except OSError:  # an unwritable cache directory only costs time
        return Lark(text, **options)
