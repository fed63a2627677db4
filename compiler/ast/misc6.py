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
