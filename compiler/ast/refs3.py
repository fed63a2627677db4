"""References, round 3: teams, players described by what they did or have, "for each of its
colors", "in addition to its other colors and types": the rules-area extension "refs3"
(CR 102, 810, 608.2c, 105, 205). The grammar is grammar/refs3.lark."""

from __future__ import annotations

import attrs

from .base import Node, agreeing
from .layers import InAddition
from .objects import PlayerRef


@attrs.frozen
class Team(PlayerRef):
    """CR 810.2: a team of the Two-Headed Giant variant ("creatures your team controls",
    "target player's team")."""

    rules = ("team",)
    possessor: Node

    def render(self) -> str:
        return f"{self.possessor.render()} team"


@attrs.frozen
class NumberOfPlayersWho(Node):
    """CR 107.3, 608.2c: "the number of opponents who control more lands than you"."""

    rules = ("number_of_players_who",)
    noun: str
    action: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], span=span)

    def render(self) -> str:
        return f"the number of {self.noun} who {self.action.render()}"


@attrs.frozen
class ForEachPlayerWho(NumberOfPlayersWho):
    """CR 107.1, 608.2c: "for each opponent who controls fewer creatures than you" — an
    amount multiplied by the number of players a relative clause describes."""

    rules = ("for_each_player_who",)

    def render(self) -> str:
        return f"for each {self.noun} who {self.action.render()}"


@attrs.frozen
class ForEachPlayerWhoSentence(Node):
    """CR 609.3, 608.2c: "For each opponent who does, [effect]."."""

    rules = ("for_each_player_who_sentence",)
    noun: str
    action: Node
    clauses: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], children[2], span=span)

    def render(self) -> str:
        head = f"for each {self.noun} who {self.action.render()}"
        return f"{head}, {agreeing(None, self.clauses.render)}."


@attrs.frozen
class ForEachOfIts(Node):
    """CR 105.2, 107.1: "for each of its colors", "for each of that spell's colors"."""

    rules = ("for_each_of_its",)
    possessor: Node
    noun: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[1]).lower(), span=span)

    def render(self) -> str:
        return f"for each of {self.possessor.render()} {self.noun}"


@attrs.frozen
class InAdditionBoth(InAddition):
    """CR 205.1b, 105.3: "in addition to its other colors and types" (the new color and types
    are added to the old ones)."""

    rules = ("in_addition_both",)

    @classmethod
    def build(cls, children, span, **fixed):
        pos, noun = children
        return cls(str(pos).lower(), None, str(noun).lower(), span=span)
