"""Readable, indented trees of AST nodes, for ``mtgc parse``.

A node prints as its class name and one line per field; a tuple holding nodes prints as
a list, one item per line; plain values (words, numbers, booleans, None) print with
``repr``. Left out: a node's source span (the text shown with the tree says the same)
and, unless ``all_fields`` is set, fields that hold their default value (None, False, an
empty tuple), as a constructor call would leave them out.
"""

from __future__ import annotations

from typing import Any

import attrs

INDENT = "  "


def show_tree(node: Any, all_fields: bool = False) -> str:
    """``node`` as an indented tree (see the module docstring)."""
    return "\n".join(tree_lines(node, 0, all_fields))


def tree_lines(value: Any, depth: int = 0, all_fields: bool = False) -> list[str]:
    """The lines of ``value``'s tree, indented by ``depth`` levels."""
    pad = INDENT * depth
    if _is_node(value):
        lines = [pad + type(value).__name__]
        for field in attrs.fields(type(value)):
            item = getattr(value, field.name)
            if field.name == "span" or (not all_fields and _is_default(field, item)):
                continue
            lines.extend(_field_lines(field.name, item, depth + 1, all_fields))
        return lines
    if _holds_nodes(value):
        lines = [pad + "["]
        for item in value:
            lines.extend(tree_lines(item, depth + 1, all_fields))
        return [*lines, pad + "]"]
    return [pad + _leaf(value)]


def _field_lines(name: str, value: Any, depth: int, all_fields: bool) -> list[str]:
    pad = INDENT * depth
    if _is_node(value) or _holds_nodes(value):
        first, *rest = tree_lines(value, depth, all_fields)
        return [f"{pad}{name}: {first.lstrip()}", *rest]
    return [f"{pad}{name}: {_leaf(value)}"]


def _is_default(field: attrs.Attribute, value: Any) -> bool:
    default = field.default
    if isinstance(default, attrs.Factory):  # type: ignore[arg-type]
        default = default.factory() if not default.takes_self else attrs.NOTHING
    if default is attrs.NOTHING:
        return False
    return value is default or (value in (None, False, ()) and value == default)


def _is_node(value: Any) -> bool:
    return attrs.has(type(value))


def _holds_nodes(value: Any) -> bool:
    return isinstance(value, tuple) and any(_is_node(v) or _holds_nodes(v) for v in value)


def _leaf(value: Any) -> str:
    if isinstance(value, tuple):
        return "[" + ", ".join(_leaf(v) for v in value) + "]"
    return repr(value)
