"""Companion (CR 702.139) and the starting deck its condition looks at (CR 103.2a,
702.139b): the rules-area extension "companion". The grammar is grammar/companion.lark."""

from __future__ import annotations

import attrs

from .base import Node, capitalize
from .keywords import keyword_rule


@attrs.frozen
class Companion(Node):
    """CR 702.139a: "Companion — [Condition]." — a keyword ability that functions outside
    the game: the card may be revealed as its owner's companion if the condition holds for
    the starting deck."""

    rules = ("companion",)
    name: str
    condition: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[2], span=span)

    @property
    def rule(self) -> str:
        return keyword_rule(self.name)

    def render(self) -> str:
        return f"{self.name} \u2014 {capitalize(self.condition.render())}."


@attrs.frozen
class StartingDeck(Node):
    """CR 103.2a, 702.139b: a player's starting deck, their deck after they set aside their
    sideboard, as a place cards are in ("each nonland card in your starting deck")."""

    rules = ("starting_deck",)
    possessor: Node

    pick = (0,)

    def render(self) -> str:
        return f"{self.possessor.render()} starting deck"
