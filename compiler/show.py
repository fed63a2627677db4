"""Readable, indented trees of AST nodes, for ``mtgc parse``.

A node prints as its class name and one line per field; a tuple holding nodes prints as
a list, one item per line; plain values (words, numbers, booleans, None) print with
``repr``. A node's source span is left out: the text shown with the tree says the same.
"""

from __future__ import annotations

from typing import Any

import attrs

INDENT = "  "


def show_tree(node: Any) -> str:
    """``node`` as an indented tree (see the module docstring)."""
    return "\n".join(tree_lines(node))


def tree_lines(value: Any, depth: int = 0) -> list[str]:
    """The lines of ``value``'s tree, indented by ``depth`` levels."""
    pad = INDENT * depth
    if _is_node(value):
        lines = [pad + type(value).__name__]
        for field in attrs.fields(type(value)):
            if field.name != "span":
                lines.extend(_field_lines(field.name, getattr(value, field.name), depth + 1))
        return lines
    if _holds_nodes(value):
        lines = [pad + "["]
        for item in value:
            lines.extend(tree_lines(item, depth + 1))
        return [*lines, pad + "]"]
    return [pad + _leaf(value)]


def _field_lines(name: str, value: Any, depth: int) -> list[str]:
    pad = INDENT * depth
    if _is_node(value) or _holds_nodes(value):
        first, *rest = tree_lines(value, depth)
        return [f"{pad}{name}: {first.lstrip()}", *rest]
    return [f"{pad}{name}: {_leaf(value)}"]


def _is_node(value: Any) -> bool:
    return attrs.has(type(value))


def _holds_nodes(value: Any) -> bool:
    return isinstance(value, tuple) and any(_is_node(v) or _holds_nodes(v) for v in value)


def _leaf(value: Any) -> str:
    if isinstance(value, tuple):
        return "[" + ", ".join(_leaf(v) for v in value) + "]"
    return repr(value)
