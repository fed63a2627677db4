"""The typed AST of Oracle text (architecture, pipeline step 4).

Nodes are frozen attrs classes, one module per rules area. :func:`build` turns a Lark
parse tree into nodes by looking each rule up in :data:`base.REGISTRY`.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

from lark import Token, Tree

from .base import CARD_NAMES, REGISTRY, Node, Span

# Importing a module registers its node classes; every module of this package is one rules
# area, so a new area is a new module here and nothing else changes.
for _module in pkgutil.iter_modules(__path__):
    importlib.import_module(f"{__name__}.{_module.name}")

__all__ = ["CARD_NAMES", "REGISTRY", "Node", "Span", "build", "MissingNodeClass"]


class MissingNodeClass(Exception):
    """A grammar rule has no AST class: a defect of mtgc, not of the card text."""


def build(tree: Tree | Token) -> Any:
    """Turn a Lark tree into AST nodes (tokens become plain strings)."""
    if isinstance(tree, Token):
        return str(tree)
    if not isinstance(tree, Tree):
        return tree
    children = [build(c) for c in tree.children]
    try:
        cls, fixed = REGISTRY[tree.data]
    except KeyError:
        raise MissingNodeClass(f"no AST class for grammar rule {tree.data!r}") from None
    meta = tree.meta
    span = None if meta.empty else Span(meta.start_pos, meta.end_pos)
    return cls.build(children, span, **fixed)
