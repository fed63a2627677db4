"""The typed AST of Oracle text (architecture, pipeline step 4).

Nodes are frozen attrs classes, one module per rules area. :func:`parse` builds the
nodes of one ability while the LALR parser reduces (no intermediate parse tree);
:func:`build` turns a Lark parse tree into the same nodes. Both look each rule up in
:data:`base.REGISTRY`.
"""

from __future__ import annotations

import functools
import hashlib
import importlib
import json
import os
import sys
from typing import Any

from lark import Token, Tree

from ... import cache_dir, prune_cache, write_cache
from ...grammar.driver import Fallback, passthrough
from .base import BATTLEFIELD_WORDING, CARD_NAMES, NAME_PLURAL, REGISTRY, SOURCES, Node, Span

__all__ = [
    "BATTLEFIELD_WORDING",
    "CARD_NAMES",
    "NAME_PLURAL",
    "REGISTRY",
    "Node",
    "Span",
    "build",
    "parse",
    "rule_class",
    "load_all",
    "MissingNodeClass",
]

# Importing a module registers its node classes; every module of this package is one rules
# area, so a new area is a new module here and nothing else changes. The modules are
# imported when a rule of theirs is first needed (:func:`rule_class`), through an index
# of which module registers which rule, so that checking one card defines the node
# classes of the areas it uses, not all of them (issue 2: start-up under 0.5 s; making
# 1,300 classes was most of it). The index is built by importing every module once and
# cached beside the parser, keyed by the modules' names, sizes and modification times.


def _modules() -> list[os.DirEntry]:
    here = os.path.dirname(__file__)
    found = [e for e in os.scandir(here) if e.name.endswith(".py") and e.is_file()]
    return sorted((e for e in found if e.name != "__init__.py"), key=lambda e: e.name)


def load_all() -> dict[str, tuple[type[Node], dict[str, Any]]]:
    """Import every rules-area module: the whole :data:`REGISTRY`."""
    for entry in _modules():
        importlib.import_module(f"{__name__}.{entry.name[:-3]}")
    return REGISTRY


@functools.cache
def _index() -> dict[str, str]:
    """Rule name -> the module of this package that registers it."""
    entries = _modules()
    key = repr([(e.name, e.stat().st_size, e.stat().st_mtime_ns) for e in entries])
    digest = hashlib.sha256(f"{key}\0{sys.version}".encode()).hexdigest()[:16]
    path = os.path.join(cache_dir(), f"ast-index-{digest}.json")
    try:
        with open(path, encoding="utf-8") as f:
            index = json.load(f)
        if isinstance(index, dict) and all(isinstance(v, str) for v in index.values()):
            return index
    except (OSError, ValueError):  # missing or damaged: make it again
        pass
    load_all()
    index = {name: SOURCES[name] for name in REGISTRY if SOURCES[name].startswith(__name__)}
    try:
        write_cache(path, lambda f: f.write(json.dumps(index).encode("utf-8")))
    except OSError:  # an unwritable cache only costs time
        pass
    prune_cache(path, "ast-index-*.json")
    return index


def rule_class(rule: str) -> tuple[type[Node], dict[str, Any]] | None:
    """The node class of a grammar rule and its fixed fields, importing the module that
    defines it if needed; None when no class claims the rule."""
    found = REGISTRY.get(rule)
    if found is None:
        module = _index().get(rule)
        if module is not None:
            try:
                importlib.import_module(module)
            except ImportError:  # an index older than the modules: fall back to all of them
                load_all()
            found = REGISTRY.get(rule)
            if found is None:
                found = load_all().get(rule)
    return found


class MissingNodeClass(Exception):
    """A grammar rule has no AST class: a defect of mtgc, not of the card text."""


def build(tree: Tree | Token) -> Any:
    """Turn a Lark tree into AST nodes (tokens become plain strings)."""
    if isinstance(tree, Token):
        return str(tree)
    if not isinstance(tree, Tree):
        return tree
    children = [build(c) for c in tree.children]
    found = rule_class(tree.data)
    if found is None:
        raise MissingNodeClass(f"no AST class for grammar rule {tree.data!r}")
    cls, fixed = found
    meta = tree.meta
    span = None if meta.empty else Span(meta.start_pos, meta.end_pos)
    return cls.build(children, span, **fixed)


# --------------------------------------------------------------------------- direct building
#
# Lark's LALR parser calls one callback per rule as it reduces. Its default callbacks make
# a parse tree (and, with ``propagate_positions``, copy positions into every tree's meta),
# which :func:`build` then walks again. The callbacks below make the AST nodes directly:
# the same children (keywords dropped, ``_rule`` children spliced, ``[x]`` placeholders,
# ``?rule`` collapsed) and the same spans, in less time.


class _Inline:
    """The children of a reduced ``_rule``, spliced into its parent's children."""

    __slots__ = ("children", "span")

    def __init__(self, children: list[Any], span: Span | None) -> None:
        self.children = children
        self.span = span


#: While one ability parses: id(child) -> (child, start, end) for a child that a ``?rule``
#: passed up unchanged while dropping words around it. Its parent's span covers those
#: words, as Lark's ``propagate_positions`` does with its "container" positions. The child
#: is kept in the value so that its id is not reused during the parse.
_CONTAINERS: dict[int, tuple[Any, int, int]] = {}


def _edge(children: Any, end: bool) -> int | None:
    """The start (or, with ``end``, the end) offset of the first child in ``children``
    that has a position."""
    containers = _CONTAINERS
    for c in children:
        if c is None:
            continue
        if containers:
            found = containers.get(id(c))
            if found is not None:
                return found[2 if end else 1]
        if c.__class__ is Token:
            return c.end_pos if end else c.start_pos
        span = getattr(c, "span", None)
        if span is not None:
            return span.end if end else span.start
    return None


def _bounds(children: list[Any]) -> tuple[int, int] | None:
    """Start of the first and end of the last child that has a position (:func:`_edge`
    from each end, inlined for the common first and last child: this runs on every
    reduction)."""
    first = children[0]
    if first is not None and first.__class__ is Token and not _CONTAINERS:
        start = first.start_pos
    else:
        start = _edge(children, end=False)
        if start is None:
            return None
    last = children[-1]
    if last is not None and last.__class__ is Token and not _CONTAINERS:
        return start, last.end_pos
    return start, _edge(reversed(children), end=True)


def _reducer(rule: Any, maybe_placeholders: bool) -> Any:
    """The callback for one grammar rule (see the comment above)."""
    from lark.parse_tree_builder import maybe_create_child_filter

    options = rule.options
    made = maybe_create_child_filter(
        rule.expansion, options.keep_all_tokens, False,
        options.empty_indices if maybe_placeholders else None,
    )  # fmt: skip
    if made is None:
        include = [(i, False, 0) for i in range(len(rule.expansion))]
        trailing = 0
    elif len(made.args) == 2:  # ChildFilterLALR(to_include, nones_to_add)
        include, trailing = made.args
    else:  # ChildFilterLALR_NoPlaceholders(to_include)
        include, trailing = [(i, expand, 0) for i, expand in made.args[0]], 0
    simple = trailing == 0 and all(not e and not n for _, e, n in include)
    picks = [i for i, _, _ in include]
    collapse = bool(options.expand1 and not rule.alias)
    name = rule.alias or rule.options.template_source or rule.origin.name
    if name.startswith("_"):
        make = _Inline
    elif (found := rule_class(name)) is not None:
        cls, fixed = found
        node_build = cls.build

        if fixed:

            def make(children: list[Any], span: Span | None) -> Any:
                values = [str(c) if c.__class__ is Token else c for c in children]
                return node_build(values, span, **fixed)
        else:

            def make(children: list[Any], span: Span | None) -> Any:
                return node_build([str(c) if c.__class__ is Token else c for c in children], span)
    else:

        def make(children: list[Any], span: Span | None) -> Any:
            raise MissingNodeClass(f"no AST class for grammar rule {name!r}")

    if collapse and simple and picks == [0] and len(rule.expansion) == 1:
        return passthrough  # the one child is the value (no words around it)

    every = simple and picks == list(range(len(rule.expansion)))

    def reduce(children: list[Any]) -> Any:
        if every:  # the parser's list of this reduction's children is no one else's
            kept = children
        elif simple:
            kept = [children[i] for i in picks]
        else:
            kept = []
            for i, expand, nones in include:
                if nones:
                    kept += [None] * nones
                if expand:
                    kept += children[i].children
                else:
                    kept.append(children[i])
            if trailing:
                kept += [None] * trailing
        bounds = _bounds(children) if children else None
        if collapse and len(kept) == 1:
            child = kept[0]
            if bounds is not None and child is not None and len(children) > 1:
                _CONTAINERS[id(child)] = (child, bounds[0], bounds[1])
            return child
        return make(kept, None if bounds is None else Span(*bounds))

    return reduce


class _Callbacks(dict):
    """The node-making callback of each rule, made the first time the rule reduces."""

    def __missing__(self, rule: Any) -> Any:
        made = self[rule] = _reducer(rule, maybe_placeholders=True)
        return made

    def __bool__(self) -> bool:  # Lark skips the callbacks when the mapping is empty
        return True


_AST_PARSER: list[Any] = []


def _ast_parser() -> Any:
    """The grammar's table and contextual lexer with the node-making callbacks: the fast
    driver (``grammar/driver.py``) and Lark's LALR parser, which says why a text the
    driver gave up on does not parse."""
    if not _AST_PARSER:
        from lark.lexer import LexerThread
        from lark.parsers.lalr_parser import _Parser

        from ...grammar import tables
        from ...grammar.driver import Driver

        found = tables()
        callbacks = _Callbacks()
        lark_parser = _Parser(found.parse_table, callbacks)

        def slow(text: str) -> Any:
            return lark_parser.parse(LexerThread.from_text(found.lexer, text), "ability")

        _AST_PARSER.append((Driver(found, callbacks, "ability").parse, slow))
    return _AST_PARSER[0]


def parse(text: str) -> Any:
    """Parse one normalized ability straight into its AST node.

    Raises Lark's ``UnexpectedInput`` when the text doesn't parse, :class:`UnknownWord`
    for a word of the right shape that the CR doesn't list, and
    :class:`MissingNodeClass` for a rule without a node class."""
    fast, slow = _ast_parser()
    try:
        try:
            result = fast(text)
        except Fallback:  # Lark's parser raises its own exception for the text
            _CONTAINERS.clear()
            result = slow(text)
    finally:
        _CONTAINERS.clear()
    return str(result) if isinstance(result, Token) else result
