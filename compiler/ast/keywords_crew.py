"""Crew and saddle (CR 702.122, 702.171): how a creature counts toward the crew and saddle
costs it helps pay. The grammar is in grammar/keywords.lark."""

from __future__ import annotations

import attrs

from .base import Node, join
from .objects import FixedParts


@attrs.frozen
class CrewPowerMeasure(FixedParts):
    """CR 702.122a, 702.171a: the power a creature counts with as it crews or saddles ("as
    though its power were 2 greater", "using its toughness rather than its power")."""

    rules = ("crew_power_measure",)


@attrs.frozen
class CrewsCounting(Node):
    """CR 702.122a, 702.171a: a creature's crew and saddle costs counted another way ("crews
    Vehicles as though its power were 2 greater", "saddles Mounts and crews Vehicles using
    its toughness rather than its power"); ``actions`` are the verb phrases, "crews
    Vehicles" and/or "saddles Mounts"."""

    rules = ("crews_counting",)
    actions: tuple[str, ...]
    measure: Node

    @classmethod
    def build(cls, children, span, **fixed):
        *actions, measure = (c for c in children if c is not None)
        return cls(tuple(str(a) for a in actions), measure, span=span)

    def render(self) -> str:
        return join((" and ".join(self.actions), self.measure))


@attrs.frozen
class CrewsEvent(Node):
    """CR 702.122a, 702.171a: a creature crews a Vehicle or saddles a Mount ("Whenever this
    creature crews a Vehicle, ...")."""

    rules = ("crews_event",)
    subject: Node
    verb: str  # "crew" or "saddle"
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        subject, verb, obj = children
        return cls(subject, str(verb).lower().removesuffix("s"), obj, span=span)

    def render(self) -> str:
        third = getattr(self.subject, "third_person", False)
        return join((self.subject, self.verb + ("s" if third else ""), self.object))
