"""Digital-only mechanics of MTG Arena (Alchemy cards): "perpetually", "conjure", "seek",
"draft ... from its spellbook" and "specializes". The Comprehensive Rules don't define them;
the grammar (grammar/digital.lark) reads them as ordinary verbs, adverbs and trigger events,
so that any noun phrase or zone fits. "perpetually" and "seek" run (lowering/digital.py,
runtime/actions/digital.py, which documents what they do); the others have no runtime
handler yet (lowering: unsupported).
"""

from __future__ import annotations

import attrs

from .base import Node, agreeing, verb
from .objects import FixedParts, ObjectRef


@attrs.frozen
class Perpetual(Node):
    """Arena-only: "perpetually gets +1/+1", "perpetually gains flying" — the change stays
    with the card in every zone for the rest of the game (not a duration of CR 611.2)."""

    rules = ("perpetual",)
    predicate: Node

    pick = (1,)

    def render(self) -> str:
        return f"perpetually {self.predicate.render()}"


@attrs.frozen
class Conjure(FixedParts):
    """Arena-only: "conjure a card named Think Twice into your graveyard", "conjure a
    duplicate of it into your hand" — a new card is created in the zone (unlike a token,
    CR 111, it is a card)."""

    rules = ("conjure", "conjure_duplicate")


@attrs.frozen
class Seek(FixedParts):
    """Arena-only: "seek a nonland card with mana value 2 or less" — a card that fits is
    chosen at random from the library and put into its owner's hand."""

    rules = ("seek",)


@attrs.frozen
class DraftFromSpellbook(FixedParts):
    """Arena-only: "draft a card from this creature's spellbook" — one of three random
    cards of the card's spellbook (a fixed list printed with it) is put into the hand."""

    rules = ("draft_from_spellbook",)


@attrs.frozen
class GetBoon(FixedParts):
    """Arena-only: "you get a one-time boon with "[triggered ability]"" — the ability
    triggers once (like a delayed triggered ability, CR 603.7) and is then gone."""

    rules = ("get_boon",)


@attrs.frozen
class SpecializesEvent(Node):
    """Arena-only trigger event: "When this creature specializes", "When this card
    specializes from your graveyard" — its specialize ability resolved."""

    rules = ("specializes_event",)
    subject: Node
    zone: Node | None = None

    pick = (0, 2)

    def render(self) -> str:
        def body() -> str:
            tail = f" from {self.zone.render()}" if self.zone is not None else ""
            return f"{self.subject.render()} {verb('<specialize|specializes>')}{tail}"

        return agreeing(self.subject, body)


@attrs.frozen
class EntersOrSpecializesEvent(Node):
    """Arena-only: "When this creature enters or specializes" — either event (CR 603.2)."""

    rules = ("enters_or_specializes_event",)
    subject: Node

    pick = (0,)

    def render(self) -> str:
        def body() -> str:
            return f"{self.subject.render()} {verb('<enter|enters> or <specialize|specializes>')}"

        return agreeing(self.subject, body)


@attrs.frozen
class Spellbook(Node):
    """Arena-only: a card's spellbook, the fixed list of cards printed with it that draft and
    conjure effects take cards from ("from this creature's spellbook")."""

    rules = ("spellbook",)
    possessor: Node

    pick = (0,)

    def render(self) -> str:
        return f"{self.possessor.render()} spellbook"


@attrs.frozen
class DuplicateRef(ObjectRef):
    """Arena-only: the card a conjure effect made, "the duplicate", "that duplicate" (compare
    the copies of CR 707.10)."""

    rules = ("duplicate_ref",)
    determiner: str
    plural: bool = False

    @classmethod
    def build(cls, children, span, **fixed):
        det, noun = (str(c) for c in children if c is not None)
        return cls(det.lower(), noun.lower() == "duplicates", span=span)

    def render(self) -> str:
        return f"{self.determiner} {'duplicates' if self.plural else 'duplicate'}"
