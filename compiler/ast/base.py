"""The AST's base class, its registry of grammar rules, and rendering helpers.

Every node is a small frozen attrs class. A node names the grammar rules it is built
from in ``rules`` (a rule name, or ``(rule name, {field: value})`` for an alias that
fixes a field); the registry is filled by ``__attrs_init_subclass__`` as classes are
defined, so adding a construct means adding one class (STYLE.md, practice 3).

Rendering: a node renders its Oracle wording with ``render()``. Most nodes declare a
``template`` such as ``"destroy {target}"``; ``{field}`` renders a field, and
``[...]`` keeps its contents only when every field named inside is present (not None,
not False, not empty). Nodes whose wording needs more override ``render``.
"""

from __future__ import annotations

import contextvars
import re
import sys
from collections.abc import Iterable
from typing import Any, ClassVar

import attrs

#: Rule name -> (node class, fixed keyword arguments).
REGISTRY: dict[str, tuple[type[Node], dict[str, Any]]] = {}
#: Rule name -> the module whose import registered it (for the index of
#: :func:`mtgc.compiler.ast.rule_class`).
SOURCES: dict[str, str] = {}

#: The card's names while a face renders: (full name, short name).
CARD_NAMES: contextvars.ContextVar[tuple[str, str]] = contextvars.ContextVar(
    "CARD_NAMES", default=("CARDNAME", "SHORTNAME")
)

#: Whether the card's name takes plural verbs while a face renders: a name joining two
#: names ("Aang and Katara", "Bebop & Rocksteady") is written with plural verbs on some
#: cards ("Whenever Aang and Katara enter or attack") and singular ones on others
#: ("When Gisa and Geralf enters"); :func:`mtgc.compiler.pipeline.check_face` reads which.
NAME_PLURAL: contextvars.ContextVar[bool] = contextvars.ContextVar("NAME_PLURAL", default=False)

#: Whether the subject of the clause being rendered is third person singular; verbs
#: in templates are written "<base|third person>", e.g. "<draw|draws>".
THIRD_PERSON: contextvars.ContextVar[bool] = contextvars.ContextVar("THIRD_PERSON", default=False)

#: Whether the ability being rendered was written in the older wording "enters the
#: battlefield" (CR 603.6a; Oracle text says "enters" since 2024). The normalizer reads the
#: older wording as the current one (:func:`mtgc.compiler.normalize.normalize` marks the
#: unit); the verb "enter" renders it back as written.
BATTLEFIELD_WORDING: contextvars.ContextVar[bool] = contextvars.ContextVar(
    "BATTLEFIELD_WORDING", default=False
)

_FIELD = re.compile(r"\{(\w+)\}")
_VERB = re.compile(r"<([^<>|]*)\|([^<>|]*)>")
_OPTIONAL = re.compile(r"\[([^\[\]]*)\]")


def _importing_module() -> str:
    """The module whose top level is running: the one defining the class being registered,
    or calling a factory that makes it (``cls.__module__`` names the factory's module)."""
    frame = sys._getframe(2)
    while frame is not None and frame.f_code.co_name != "<module>":
        frame = frame.f_back
    return "" if frame is None else frame.f_globals.get("__name__", "")


class UnknownWord(Exception):
    """A word the lexer admitted by its shape that is not in the CR's list (a misspelled
    plural such as "Elfs"): bad card text, reported as a parse error."""


@attrs.frozen
class Span:
    """Start and end offsets of a node in the normalized text of its ability line."""

    start: int
    end: int


@attrs.frozen
class Node:
    """Base of every AST node."""

    rules: ClassVar[tuple[Any, ...]] = ()
    template: ClassVar[str | None] = None
    #: True for nodes that only carry a word to their parent and never stay in the AST.
    transient: ClassVar[bool] = False

    span: Span | None = attrs.field(default=None, eq=False, repr=False, kw_only=True)

    @classmethod
    def __attrs_init_subclass__(cls) -> None:
        for entry in cls.__dict__.get("rules", ()):
            name, fixed = (entry, {}) if isinstance(entry, str) else entry
            if name in REGISTRY:
                raise TypeError(f"grammar rule {name!r} is claimed by two AST classes")
            REGISTRY[name] = (cls, fixed)
            SOURCES[name] = _importing_module()

    #: Which of the rule's children become the node's fields, in order (None: all of them).
    pick: ClassVar[tuple[int, ...] | None] = None

    @classmethod
    def build(cls, children: list[Any], span: Span | None, **fixed: Any) -> Node:
        """Make the node from the rule's children (tokens and nodes, keywords dropped).

        A node without fields ignores its children (its words are fixed by the rule); a
        node with ``pick`` takes the children at those positions."""
        if cls.pick is not None:
            children = [children[i] for i in cls.pick]
        elif len(_FIELD_NAMES.get(cls) or _field_names(cls)) == 1:  # only the span
            children = []
        return cls(*children, span=span, **fixed)

    def render(self) -> str:
        """The node's Oracle wording."""
        if self.template is None:
            raise NotImplementedError(f"{type(self).__name__} has no template")
        return fill(self.template, self)

    def deepest(self, limit: int) -> Node | None:
        """The first node found more than ``limit`` levels below this one, or None.

        Iterative, so that an AST nested far deeper than Python's recursion limit (quoted
        abilities inside quoted abilities, hundreds deep) is measured without recursing."""
        stack: list[tuple[Any, int]] = [(self, 0)]
        names = _FIELD_NAMES
        while stack:
            value, depth = stack.pop()
            if isinstance(value, Node):
                if depth > limit:
                    return value
                cls = value.__class__
                fields = names.get(cls) or _field_names(cls)
                below = depth + 1
                for name in fields:
                    v = getattr(value, name)
                    if isinstance(v, (Node, tuple)):
                        stack.append((v, below))
            elif isinstance(value, tuple):
                stack.extend((v, depth) for v in value if isinstance(v, (Node, tuple)))
        return None

    def walk(self) -> Iterable[Node]:
        """This node and every node below it, depth first."""
        yield self
        cls = self.__class__
        for name in _FIELD_NAMES.get(cls) or _field_names(cls):
            yield from _walk_value(getattr(self, name))


#: Node class -> the names of its fields, in order (what ``attrs.astuple`` of one level
#: reads, without building its tuple: :meth:`Node.deepest` runs on every line parsed).
_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    found = _FIELD_NAMES[cls] = tuple(f.name for f in attrs.fields(cls))
    return found


def by_kind(cls, children: list, fields: dict[str, str], skip: int = 0) -> list:
    """Assign a rule's children to fields by kind: fields annotated ``str`` take the
    tokens in order, the others take the nodes in order (``None`` placeholders of absent
    optional parts go with the nodes). Keyword tokens that are not fields are ignored."""
    nodes = [c for c in children[skip:] if c is None or isinstance(c, Node)]
    tokens = [str(c) for c in children[skip:] if isinstance(c, str)]
    out = []
    for annotation in fields.values():
        source = tokens if annotation == "str" else nodes
        out.append(source.pop(0) if source else None)
    return out


def _walk_value(value: Any) -> Iterable[Node]:
    if isinstance(value, Node):
        yield from value.walk()
    elif isinstance(value, tuple):
        for item in value:
            yield from _walk_value(item)


def text(value: Any) -> str:
    """Render a field value: a node, a tuple of nodes (joined by spaces), or a word."""
    if value is None or value is False:
        return ""
    if isinstance(value, Node):
        return value.render()
    if isinstance(value, tuple):
        return " ".join(text(v) for v in value)
    return str(value)


def _present(node: Node, name: str) -> bool:
    value = getattr(node, name)
    return value is not None and value is not False and value != ()


def fill(template: str, node: Node) -> str:
    """Fill a render template from a node's fields (see the module docstring)."""

    def optional(m: re.Match[str]) -> str:
        names = _FIELD.findall(m.group(1))
        return m.group(1) if all(_present(node, n) for n in names) else ""

    while "[" in template:
        template = _OPTIONAL.sub(optional, template)
    template = verb(template)
    out = _FIELD.sub(lambda m: text(getattr(node, m.group(1))), template)
    return tidy(out)


def verb(template: str) -> str:
    """Choose each "<base|third person>" verb form for the current subject."""
    third = THIRD_PERSON.get()
    return _VERB.sub(lambda m: enters(m.group(2) if third else m.group(1)), template)


def enters(form: str) -> str:
    """A form of a verb as written: "enter"/"enters" with "the battlefield" after it when
    the ability uses the older wording (see :data:`BATTLEFIELD_WORDING`)."""
    if form in ("enter", "enters") and BATTLEFIELD_WORDING.get():
        return form + " the battlefield"
    return form


def agreeing(subject: Node | None, render) -> str:
    """Render with verbs agreeing with ``subject`` (None: imperative, base forms)."""
    third = bool(subject is not None and getattr(subject, "third_person", False))
    token = THIRD_PERSON.set(third)
    try:
        return render()
    finally:
        THIRD_PERSON.reset(token)


_SPACES = re.compile(r" {2,}")
_BEFORE_PUNCT = re.compile(r" +([,.:;!?)]|'s\b|'\s)")


def tidy(s: str) -> str:
    """Collapse the spaces left by absent optional parts."""
    s = _SPACES.sub(" ", s).strip()
    return _BEFORE_PUNCT.sub(r"\1", s)


def join(parts: Iterable[Any], sep: str = " ") -> str:
    return sep.join(p for p in (text(v) for v in parts) if p)


def capitalize(s: str) -> str:
    """Upper-case the first letter of a sentence (Oracle capitalizes every sentence)."""
    i = 1 if s[:1] == '"' else 0
    return s[:i] + s[i : i + 1].upper() + s[i + 1 :]


def series(items: tuple[Any, ...], conj: str = "and") -> str:
    """'a', 'a and b', 'a, b, and c' (the Oracle serial comma)."""
    words = [text(i) for i in items]
    if len(words) <= 1:
        return "".join(words)
    if len(words) == 2:
        return f"{words[0]} {conj} {words[1]}"
    return ", ".join(words[:-1]) + f", {conj} {words[-1]}"


def node_class(
    name: str,
    rule: str,
    template: str,
    doc: str,
    fields: dict[str, str],
    subject: str | None = "subject",
    skip: frozenset[str] = frozenset(),
) -> type[Node]:
    """Make a simple node class: its fields are the rule's nodes (in order) and named
    tokens (lower-cased, for fields annotated ``str``), tokens in ``skip`` are words the
    template writes itself, and it renders ``template`` with verbs agreeing with the field
    named ``subject``."""
    ns: dict[str, Any] = {"__doc__": doc, "rules": (rule,), "__annotations__": dict(fields)}

    def build(cls, children, span, **fixed):
        kept = [c for c in children if not (isinstance(c, str) and c.lower() in skip)]
        values = [v.lower() if isinstance(v, str) else v for v in by_kind(cls, kept, fields)]
        return cls(*values, span=span)

    def render(self) -> str:
        who = getattr(self, subject) if subject else None
        return agreeing(who, lambda: fill(template, self))

    ns["build"] = classmethod(build)
    ns["render"] = render
    return attrs.frozen(type(name, (Node,), ns))
