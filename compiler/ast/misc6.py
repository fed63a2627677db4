"""misc6: alternatives joined by "or" and a few sentence shapes (round 4)."""

from __future__ import annotations

import attrs

from .base import Node


@attrs.frozen
class CostsEither(Node):
    """CR 602.1, 118.8: an activation cost offered two ways, "{3}, {T} or {B}, {T}" (the
    player chooses which set of costs to pay as the ability is activated, CR 601.2f-h)."""

    rules = ("costs_either",)
    first: Node
    second: Node

    @classmethod
    def build(cls, children, span, **fixed):
        first, _or, second = children
        return cls(first, second, span=span)

    def render(self) -> str:
        return f"{self.first.render()} or {self.second.render()}"


@attrs.frozen
class BattlefieldOrPlace(Node):
    """CR 400.1, 403: an object on the battlefield or in another zone, "if CARDNAME is on the
    battlefield or in your graveyard"."""

    rules = ("battlefield_or_place",)
    place: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[-1], span=span)

    def render(self) -> str:
        return f"on the battlefield or {self.place.render()}"
