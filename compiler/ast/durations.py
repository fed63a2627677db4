"""Durations and periods (CR 611.2, 500): periods of a named player, cards exiled until one
is found, spells cast in a period or this way (CR 601.2, 608.2h), haunt triggers (CR
702.55), put onto the battlefield in a state (CR 508.4), proliferating more than once (CR
701.27). The grammar is grammar/durations.lark."""

from __future__ import annotations

import attrs

from .base import Node, agreeing, join, text, verb
from .objects import FixedPhrase, PlayerRef


def _verb(base: str) -> str:
    return verb(f"<{base}|{base}s>")


@attrs.frozen
class ExileUntil(Node):
    """CR 406, 701.20a: exile cards from the top of a library one at a time until a card
    with a quality is exiled ("until you exile a nonland card")."""

    rules = ("exile_until",)
    cards: Node
    player: Node
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        _, cards, _until, player, _exile, obj = children
        return cls(cards, player, obj, span=span)

    def render(self) -> str:
        again = "exiles" if getattr(self.player, "third_person", False) else "exile"
        return join((_verb("exile"), self.cards, "until", self.player, again, self.object))


@attrs.frozen
class CastDuring(Node):
    """CR 601.2, 608.2h: spells a player cast in a period ("spells you cast this turn")."""

    rules = ("cast_during",)
    player: Node
    duration: Node

    @classmethod
    def build(cls, children, span, **fixed):
        player, _cast, duration = children
        return cls(player, duration, span=span)

    def render(self) -> str:
        return join((self.player, "cast", self.duration))


@attrs.frozen
class CastThisWayCondition(Node):
    """CR 608.2h: "if you cast a spell this way" — a spell cast by the permission of the
    same effect."""

    rules = ("cast_this_way_condition",)
    player: Node
    spell: Node

    @classmethod
    def build(cls, children, span, **fixed):
        player, _cast, spell, _way = children
        return cls(player, spell, span=span)

    def render(self) -> str:
        return join((self.player, "cast", self.spell, "this way"))


@attrs.frozen
class HauntedObject(Node):
    """CR 702.55c: "the creature it haunts" — the creature a haunting card haunts."""

    rules = ("haunted_object",)
    kind: str
    pronoun: str

    @classmethod
    def build(cls, children, span, **fixed):
        kind, pronoun, _haunts = children
        return cls(str(kind).lower(), str(pronoun).lower(), span=span)

    def render(self) -> str:
        return f"the {self.kind} {self.pronoun} haunts"


@attrs.frozen
class EntersOrHauntedDies(Node):
    """CR 702.55c: haunt's trigger "When this creature enters or the creature it haunts
    dies"."""

    rules = ("enters_or_haunted_dies",)
    subject: Node
    enters: str
    conjunction: str
    haunted: Node
    dies: str

    @classmethod
    def build(cls, children, span, **fixed):
        subject, enters, conj, haunted, dies = children
        return cls(subject, str(enters).lower(), str(conj).lower(), haunted,
                   str(dies).lower(), span=span)  # fmt: skip

    def render(self) -> str:
        return join((self.subject, self.enters, self.conjunction, self.haunted, self.dies))


def _put_parts(children) -> tuple[str, Node, str, Node, list]:
    """(verb base, object, preposition, zone, the rest) of a put/return rule."""
    if str(children[0]).lower().startswith("return"):
        _, obj, zone, *rest = children
        return "return", obj, "to", zone, rest
    _, obj, prep, zone, *rest = children
    return "put", obj, str(prep).lower(), zone, rest


@attrs.frozen
class PutUnderControlTapped(Node):
    """CR 110.2, 110.5: put or return a permanent onto the battlefield under a player's
    control tapped ("onto the battlefield under your control tapped")."""

    rules = ("put_control_tapped",)
    verb_base: str
    object: Node
    preposition: str
    zone: Node
    control: Node
    tapped: str

    @classmethod
    def build(cls, children, span, **fixed):
        base, obj, prep, zone, (control, tapped) = _put_parts(children)
        return cls(base, obj, prep, zone, control, str(tapped).lower(), span=span)

    def render(self) -> str:
        return join((_verb(self.verb_base), self.object, self.preposition, self.zone,
                     self.control, self.tapped))  # fmt: skip


@attrs.frozen
class PutAttackingPlayer(Node):
    """CR 508.4: put a creature onto the battlefield "tapped and attacking" a named player
    (or a planeswalker) — it was never declared as an attacker."""

    rules = ("put_attacking_player",)
    verb_base: str
    object: Node
    preposition: str
    zone: Node
    player: Node

    @classmethod
    def build(cls, children, span, **fixed):
        base, obj, prep, zone, (_tapped, _and, player) = _put_parts(children)
        return cls(base, obj, prep, zone, player, span=span)

    def render(self) -> str:
        return join((_verb(self.verb_base), self.object, self.preposition, self.zone,
                     "tapped and attacking", self.player))  # fmt: skip


@attrs.frozen
class ProliferateTimes(Node):
    """CR 701.27: proliferate more than once ("Proliferate twice.")."""

    rules = ("proliferate_times",)
    times: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[1]).lower(), span=span)

    def render(self) -> str:
        return join((_verb("proliferate"), self.times))


@attrs.frozen
class ManaOfAnyChosen(Node):
    """CR 106.1, 106.7: "one mana of any color they choose" — a player other than the
    controller chooses the color."""

    rules = ("mana_of_any_chosen",)
    amount: Node
    one: bool
    kind: str
    player: Node
    choose: str

    @classmethod
    def build(cls, children, span, **fixed):
        amount, one, kind, player, choose = children
        return cls(amount, one is not None, str(kind).lower(), player, str(choose).lower(),
                   span=span)  # fmt: skip

    def render(self) -> str:
        one = " one" if self.one else ""
        return join((f"{self.amount.render()} mana of any{one} {self.kind}", self.player,
                     self.choose))  # fmt: skip


@attrs.frozen
class DontLoseGame(Node):
    """CR 104.3b, 704.5a: a player doesn't lose the game for having 0 or less life (the
    state-based action doesn't apply to them)."""

    rules = ("dont_lose_game",)
    negation: str
    life: Node
    comparator: str

    @classmethod
    def build(cls, children, span, **fixed):
        neg, _lose, life, comparator = children
        return cls(str(neg).lower(), life, str(comparator).lower(), span=span)

    def render(self) -> str:
        return join((self.negation, verb("<lose|loses>"), "the game for having", self.life,
                     self.comparator, "life"))  # fmt: skip


@attrs.frozen
class EachOfThatPlayers(PlayerRef):
    """CR 102.3: "each of that player's opponents" (or teammates)."""

    rules = ("each_of_that_players",)
    noun: str
    group: str

    @classmethod
    def build(cls, children, span, **fixed):
        noun, _poss, group = children
        return cls(str(noun).lower(), str(group).lower(), span=span)

    def render(self) -> str:
        return f"each of that {self.noun}'s {self.group}"


@attrs.frozen
class TheOrdinalObject(Node):
    """CR 603.2, 608.2h: an object by its order in a turn ("the second creature spell you
    cast this turn")."""

    rules = ("the_ordinal_object", "ordinal_state")
    ordinal: Node
    descriptor: Node
    qualifiers: tuple
    #: one object ("The second spell you cast each turn costs {1} less")
    plural = False
    third_person = True

    @classmethod
    def build(cls, children, span, **fixed):
        ordinal, descriptor, *qualifiers = children
        return cls(ordinal, descriptor, tuple(qualifiers), span=span)

    def render(self) -> str:
        return join(("the", self.ordinal, self.descriptor, *self.qualifiers))


@attrs.frozen
class TheOrdinalEachTurn(TheOrdinalObject):
    """CR 601.2f, 500: an object by its order in every turn, counted anew each turn ("The
    second spell you cast each turn costs {1} less to cast.")."""

    rules = ("the_ordinal_each_turn",)

    def render(self) -> str:
        return f"{super().render()} each turn"


@attrs.frozen
class CastParticiple(Node):
    """CR 601.2: spells cast in a period, by anyone ("each other spell cast this turn")."""

    rules = ("cast_participle",)
    duration: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], span=span)

    def render(self) -> str:
        return join(("cast", self.duration))


@attrs.frozen
class OncePeriod(FixedPhrase):
    """CR 601.3: the period of a once-per-period permission ("each turn", "during each of
    your turns")."""

    rules = ("once_period",)


@attrs.frozen
class OncePerTurnSentence(Node):
    """CR 601.3, 305.1: a permission that may be used once in each period ("Once during each
    of your turns, you may cast a creature spell from your graveyard.")."""

    rules = ("once_per_turn_sentence",)
    period: Node
    clauses: Node
    where_x: Node | None = None

    def render(self) -> str:
        body = agreeing(None, self.clauses.render) + text(self.where_x)
        return f"once {self.period.render()}, {body}."


@attrs.frozen
class DoneThisWay(Node):
    """CR 608.2h, 601.2: the objects an earlier action of the ability cast, exiled, created
    or drew ("a spell cast this way", "each card exiled this way")."""

    rules = ("done_this_way",)
    participle: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), span=span)

    def render(self) -> str:
        return f"{self.participle} this way"
