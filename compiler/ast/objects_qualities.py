"""Qualities of objects (CR 105, 108.3, 205, 605): ownership, "of each color", mana and
loyalty abilities, "doesn't share/have"; turn-order votes and join forces (CR 101.4,
701.38), state triggers (CR 603.8), mana added in an amount (CR 106.1), cost-reduction
limits (CR 601.2f), combat timing (CR 506). The grammar is
grammar/objects_qualities.lark."""

from __future__ import annotations

import attrs

from .base import Node, agreeing, node_class
from .objects import DescWord, FixedParts, FixedSentence, TheyPlayer


@attrs.frozen
class StartingWithSentence(Node):
    """CR 101.4: actions taken in turn order, "Starting with you, each player votes for a
    nonland permanent you don't control." (CR 701.38 voting)."""

    rules = ("starting_with_sentence",)
    player: Node
    clauses: Node

    pick = (1, 2)

    def render(self) -> str:
        return f"starting with {self.player.render()}, {agreeing(None, self.clauses.render)}."


@attrs.frozen
class VoteFor(Node):
    """CR 701.38: a vote, "each player votes for a nonland permanent you don't control"."""

    rules = ("vote_for",)
    template = "<vote|votes> for {choice}"
    choice: Node

    pick = (1,)


@attrs.frozen
class TotalPaid(Node):
    """CR 107.1c (join forces): "the total amount of mana paid this way"."""

    rules = ("total_paid",)
    resource: str

    @classmethod
    def build(cls, children, span, **fixed):
        words = [str(c).lower() for c in children]
        return cls(words[4], span=span)

    def render(self) -> str:
        return f"the total amount of {self.resource} paid this way"


ControlOrThere = node_class(
    "ControlOrThere", "control_or_there", "{control} or {there}",
    """CR 608.2c: either of two conditions, "if you control a Desert or there is a Desert
    card in your graveyard".""",
    {"control": "Node", "there": "Node"}, subject=None, skip=frozenset({"or"}),
)  # fmt: skip
@attrs.frozen
class AddAmount(Node):
    """CR 106.1: mana added in a variable amount, "Add an amount of {G} equal to this
    creature's power"."""

    rules = ("add_amount",)
    template = "<add|adds> an amount of {mana} equal to {amount}"
    mana: str
    amount: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[1]), children[2], span=span)


@attrs.frozen
class Ownership(Node):
    """CR 108.3: a filter by owner, "all permanents they own", "permanents you don't own"."""

    rules = (("pronoun_owns", {"negated": False}), ("not_owned_by", {"negated": True}))
    player: Node
    negated: bool = False

    @classmethod
    def build(cls, children, span, negated=False):
        player = children[0]
        if isinstance(player, str):
            player = TheyPlayer(span=span)
        return cls(player, negated, span=span)

    def render(self) -> str:
        third = getattr(self.player, "third_person", False)
        if self.negated:
            return f"{self.player.render()} {'doesn' if third else 'don'}'t own"
        return f"{self.player.render()} {'owns' if third else 'own'}"


OwnCondition = node_class(
    "OwnCondition", "own_condition", "{player} <own|owns> {object}",
    """CR 108.3: "if you own a card in exile".""",
    {"player": "Node", "object": "Node"}, subject="player", skip=frozenset({"own", "owns"}),
)  # fmt: skip


@attrs.frozen
class OfEachKind(FixedParts):
    """CR 105.1, 205: one of each quality, "a creature of each color", "a land of each
    basic land type", "one card of each card type"."""

    rules = ("of_each_kind",)

    def render(self) -> str:
        return "of each " + super().render()


@attrs.frozen
class AbilityClass(DescWord):
    """CR 605.1a, 606: the kind of an ability, "mana abilities", "loyalty abilities"."""

    rules = ("ability_class",)
    word: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), span=span)

    def render(self) -> str:
        return self.word


@attrs.frozen
class ReductionLimit(FixedSentence):
    """CR 601.2f: the limit of a cost reduction, "This effect reduces only the amount of
    colored mana you pay."."""

    rules = ("reduction_limit",)


@attrs.frozen
class DamageUnpreventable(FixedParts):
    """CR 615.12: "the damage can't be prevented"."""

    rules = ("damage_unpreventable",)


@attrs.frozen
class ThatDoesnt(FixedParts):
    """CR 105.4, 122: a negated relative clause, "that doesn't share a creature type with
    a creature you control", "that doesn't have a +1/+1 counter on it"."""

    rules = ("that_doesnt",)


@attrs.frozen
class DoesntHaveCondition(FixedParts):
    """CR 608.2c: "if it doesn't have first strike", "if this creature doesn't have a
    +1/+1 counter on it"."""

    rules = ("doesnt_have_condition",)


@attrs.frozen
class GroupWord(DescWord):
    """CR 700.12: "outlaw", a word for objects with any of the Assassin, Mercenary, Pirate,
    Rogue or Warlock creature types; a noun ("outlaws you control") or an adjective
    ("outlaw creature cards")."""

    rules = ("group_word",)
    word: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), span=span)

    @property
    def plural(self) -> bool:  # type: ignore[override]
        return self.word.endswith("s")

    def render(self) -> str:
        return self.word


@attrs.frozen
class SymbolInManaCost(Node):
    """CR 107.3, 202.1: a mana symbol in an object's mana cost ("with {X} in its mana
    cost")."""

    rules = ("symbol_in_mana_cost",)
    symbol: str
    possessor: str
    noun: str

    @classmethod
    def build(cls, children, span, **fixed):
        symbol, possessor, noun = children
        return cls(str(symbol), str(possessor).lower(), str(noun).lower(), span=span)

    def render(self) -> str:
        return f"{self.symbol} in {self.possessor} {self.noun}"
