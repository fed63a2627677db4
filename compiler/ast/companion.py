"""Companion (CR 702.139) and the starting deck its condition looks at (CR 103.2a,
702.139b): the rules-area extension "companion". The grammar is grammar/companion.lark."""

from __future__ import annotations

import attrs

from .base import Node, capitalize, join
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


@attrs.frozen
class ZoneContainsOnly(Node):
    """A condition on what a zone holds: "your starting deck contains only instant, sorcery,
    and land cards" (CR 702.139a conditions, CR 103.2a)."""

    rules = ("zone_contains_only",)
    zone: Node
    verb: str
    cards: Node

    @classmethod
    def build(cls, children, span, **fixed):
        zone, verb, cards = children
        return cls(zone, str(verb).lower(), cards, span=span)

    def render(self) -> str:
        return f"{self.zone.render()} {self.verb} only {self.cards.render()}"


@attrs.frozen
class MutuallyDifferentCondition(Node):
    """CR 201.2: objects whose names all differ from one another, "each nonland card in
    your starting deck has a different name"."""

    rules = ("mutually_different_condition",)
    subject: Node
    verb: str
    noun: str

    @classmethod
    def build(cls, children, span, **fixed):
        subject, verb, noun = children
        return cls(subject, str(verb).lower(), str(noun).lower(), span=span)

    def render(self) -> str:
        return f"{self.subject.render()} {self.verb} a different {self.noun}"


@attrs.frozen
class SharesMutualCondition(Node):
    """CR 105.4, 205.3: objects sharing a characteristic with each other, "each nonland card
    in your starting deck shares a card type"."""

    rules = ("shares_mutual_condition",)
    subject: Node
    verb: str
    amount: Node
    kind: str | None
    characteristic: str

    @classmethod
    def build(cls, children, span, **fixed):
        subject, verb, amount, kind, characteristic = children
        kind = str(kind).lower() if kind is not None else None
        return cls(subject, str(verb).lower(), amount, kind, str(characteristic).lower(),
                   span=span)  # fmt: skip

    def render(self) -> str:
        return join((self.subject, self.verb, self.amount, self.kind, self.characteristic))


@attrs.frozen
class ParityQuality(Node):
    """CR 202.3: the parity of mana values, "cards with even mana values", "with odd mana
    values"."""

    rules = ("parity_quality",)
    parity: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), span=span)

    def render(self) -> str:
        return f"{self.parity} mana values"
