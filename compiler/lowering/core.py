"""The lowering registry and its context (architecture, pipeline step 6).

A lowering function takes an AST node and the :class:`Env` of the ability being lowered and
returns runtime objects. Functions are registered per node class with :func:`lowers`, so a
construct is one function (STYLE.md, practice 3). A node the runtime cannot execute raises
:class:`NotLowered`; the ability is then reported as an :class:`Unsupported` — never
dropped, never a crash.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from ..ast import Node

#: AST node class -> lowering function ``(node, env) -> runtime object(s)``.
LOWERERS: dict[type, Callable[[Any, Env], Any]] = {}


def lowers(*classes: type) -> Callable:
    """Register the decorated function as the lowering of ``classes``."""

    def register(fn: Callable) -> Callable:
        for cls in classes:
            if cls in LOWERERS:
                raise TypeError(f"{cls.__name__} has two lowerings")
            LOWERERS[cls] = fn
        return fn

    return register


@attrs.frozen
class Unsupported:
    """A node of a card that the runtime cannot execute yet, and why."""

    node: Any
    reason: str
    #: Index of the ability line (in the face's parsed abilities) holding the node.
    ability: int = attrs.field(default=-1, eq=False)

    @property
    def kind(self) -> str:
        return type(self.node).__name__


class NotLowered(Exception):
    """Raised by a lowering function for a node it cannot turn into runtime objects."""

    def __init__(self, node: Any, reason: str) -> None:
        super().__init__(reason)
        self.node = node
        self.reason = reason


@attrs.define
class Env:
    """What a lowering function needs to know about the ability around the node.

    ``permanent``: the face is a permanent card (a line of effects is then a static ability,
    CR 113.3d). ``targets``: target slots allocated so far (CR 115.1). ``event``: the kind of
    trigger event whose objects "that card", "that player" refer to. ``it``: the object an
    "it" refers to.
    """

    permanent: bool = False
    targets: list[Any] = attrs.Factory(list)
    event: str | None = None
    it: Any = None
    event_ref: Any = None
    event_player: Any = None
    that: Any = None
    subject: Any = None
    predicates: Any = None
    #: References already made for a node (by identity): a subject shared by several
    #: actions is one target, not one per action (CR 115.1).
    refs: dict[int, Any] = attrs.Factory(dict)
    #: Set by the action that consumed the predicates' "for each" / duration.
    used: set[str] = attrs.Factory(set)
    #: "It's still a land." right after the sentence being lowered (CR 205.1b), if any.
    still: Any = None

    def add_target(self, spec: Any) -> int:
        self.targets.append(spec)
        return len(self.targets) - 1


def lower(node: Any, env: Env) -> Any:
    """Lower one node through the registry (by its class, then its base classes)."""
    for cls in type(node).__mro__:
        fn = LOWERERS.get(cls)
        if fn is not None:
            return fn(node, env)
    kind = type(node).__name__ if isinstance(node, Node) else repr(node)
    raise NotLowered(node, f"no runtime handler for {kind}")


def only(node: Any, *known: str) -> None:
    """Refuse a node holding a field this lowering doesn't read (a field the AST gained
    later, say): a modifier must never be silently dropped."""
    for field in attrs.fields(type(node)):
        if field.name in known or field.name == "span":
            continue
        value = getattr(node, field.name)
        if (
            value is not None
            and value is not False
            and value != ()
            and (field.default is attrs.NOTHING or value != field.default)
        ):
            raise NotLowered(node, f"'{field.name}' of {type(node).__name__} is not supported yet")


def fail(node: Any, reason: str) -> NotLowered:
    """The exception for ``node`` (``raise fail(node, "...")``)."""
    return NotLowered(node, reason)
