"""Lists 2: colors, choices and amounts offered as alternatives or named together
(CR 105, 608.2c, 608.2d)."""

from __future__ import annotations

import attrs

from .base import Node


@attrs.frozen
class ColorsCountState(Node):
    """CR 105.2: how many colors an object is, "that's one or more colors"."""

    rules = ("colors_count_state",)
    count: Node
    comparator: str

    @classmethod
    def build(cls, children, span, **fixed):
        count, comparator, _noun = children
        return cls(count, str(comparator), span=span)

    def render(self) -> str:
        return f"{self.count.render()} {self.comparator} colors"


@attrs.frozen
class OfPlayerChoice(Node):
    """CR 608.2d: a choice made by another player, "target creature of an opponent's
    choice"."""

    rules = ("of_player_choice",)
    chooser: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], span=span)

    def render(self) -> str:
        return f"of {self.chooser.render()}'s choice"
