"""Zones: card movement between libraries, hands, graveyards and exile, and hidden
information (CR 400-407, 701.17 mill, 701.19 search, 701.20 reveal)."""

from __future__ import annotations

import attrs

from .base import Node, join, verb
from .objects import DescWord, FixedPhrase, ObjectRef

# ---- effects


@attrs.frozen
class ChooseFrom(Node):
    """CR 701.20a, 402.3: a player chooses a card from a revealed or looked-at hand ("You
    choose a nonland card from it"), perhaps at random (CR 701.9b)."""

    rules = ("choose_from",)
    template = "<choose|chooses> {choice}[ {at_random}] {source}[ {quality}]"
    choice: Node
    source: Node
    at_random: str | None = None
    quality: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        _, choice, at_random, source, quality = children
        return cls(choice, source, "at random" if at_random else None, quality, span=span)


@attrs.frozen
class PutOrdered(Node):
    """CR 401.4: put cards on top or bottom of a library "in any order" (the owner chooses)
    or "in a random order"."""

    rules = ("put_ordered",)
    template = "<put|puts> {object} {preposition} {zone} {order}"
    object: Node
    preposition: str
    zone: Node
    order: str

    @classmethod
    def build(cls, children, span, **fixed):
        _, obj, prep, zone, order = children
        return cls(obj, str(prep).lower(), zone, str(order).lower(), span=span)


@attrs.frozen
class PutBack(Node):
    """CR 401.4: put looked-at cards back on top of their library ("put them back in any
    order")."""

    rules = ("put_back",)
    template = "<put|puts> {object} back {order}"
    object: Node
    order: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], str(children[2]).lower(), span=span)


@attrs.frozen
class AlsoPut(Node):
    """CR 400.6: a further destination of the "put" before it, its verb understood ("and
    the rest on the bottom of your library in any order")."""

    rules = ("also_put",)
    template = "{object} {preposition} {zone}[ {tapped}][ {order}]"
    object: Node
    preposition: str
    zone: Node
    tapped: str | None = None
    order: str | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        obj, prep, zone, tapped, order = children
        return cls(obj, str(prep).lower(), zone, str(tapped).lower() if tapped else None,
                   str(order).lower() if order else None, span=span)  # fmt: skip


@attrs.frozen
class ReturnFirst(Node):
    """CR 400.6: "return to [zone] [objects]", the destination before a long object."""

    rules = ("return_first",)
    template = "<return|returns> to {zone} {object}"
    zone: Node
    object: Node

    pick = (1, 2)


@attrs.frozen
class DrawOrMillEqual(Node):
    """CR 121.1, 701.17a: draw or mill a number of cards given by an amount ("mills cards
    equal to its power")."""

    rules = ("draw_or_mill_equal",)
    action: str  # "draw" or "mill"
    noun: str
    amount: Node

    @classmethod
    def build(cls, children, span, **fixed):
        action = "draw" if str(children[0]).lower().startswith("draw") else "mill"
        return cls(action, str(children[1]).lower(), children[2], span=span)

    def render(self) -> str:
        v = verb(f"<{self.action}|{self.action}s>")
        return f"{v} {self.noun} equal to {self.amount.render()}"


@attrs.frozen
class ThatManyCards(Node):
    """ "that many cards": a number of cards given by an earlier amount (CR 608.2c)."""

    rules = ("that_many_cards",)
    noun: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), span=span)

    def render(self) -> str:
        return f"that many {self.noun}"


# ---- objects


@attrs.frozen
class SelfInZone(ObjectRef):
    """CR 201.5, 400.1: the card itself in a zone ("this card from your graveyard")."""

    rules = ("self_in_zone",)
    template = "{object} {zone}"
    object: Node
    zone: Node


@attrs.frozen
class OneOf(ObjectRef):
    """ "one of them", "two of those cards": some of the objects named before."""

    rules = ("one_of",)
    template = "{amount} of {object}"
    amount: Node
    object: Node

    @property
    def plural(self) -> bool:  # type: ignore[override]
        return bool(getattr(self.amount, "plural", False))


@attrs.frozen
class TheRest(FixedPhrase):
    """ "the rest", "the other": the looked-at or revealed cards not yet put elsewhere
    (CR 401.4, 701.20)."""

    rules = ("the_rest",)

    @property
    def plural(self) -> bool:
        return self.phrase == "the rest"

    @property
    def third_person(self) -> bool:
        return not self.plural


@attrs.frozen
class ExiledWith(Node):
    """CR 406.6, 607.2a: cards exiled by an object's ability ("exiled with this creature"),
    or by the effect before ("exiled this way")."""

    rules = (("exiled_with", {}), ("exiled_this_way", {"this_way": True}))
    source: Node | None = None
    this_way: bool = False

    @classmethod
    def build(cls, children, span, this_way=False):
        if this_way:
            return cls(None, True, span=span)
        return cls(children[1], span=span)

    def render(self) -> str:
        return "exiled this way" if self.this_way else f"exiled with {self.source.render()}"


@attrs.frozen
class ExiledWord(DescWord):
    """CR 406: "the exiled card", a card in exile linked to the ability (CR 607.2a)."""

    rules = ("exiled_word",)

    def render(self) -> str:
        return "exiled"


# ---- zones


@attrs.frozen
class ZoneList(Node):
    """CR 400.1: several zones of one player ("their hand and graveyard", "your graveyard,
    hand, and library", "your hand or graveyard")."""

    rules = ("zone_list",)
    owner: Node
    names: tuple[str, ...]
    separators: tuple[str, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        owner, *rest = children
        names = tuple(str(w).lower() for w in rest[0::2])
        seps = tuple(str(s).lower() for s in rest[1::2])
        return cls(owner, names, seps, span=span)

    def render(self) -> str:
        out = f"{self.owner.render()} {self.names[0]}"
        for sep, name in zip(self.separators, self.names[1:], strict=True):
            out += f"{sep} {name}" if sep.startswith(",") else f" {sep} {name}"
        return out


# ---- triggers


@attrs.frozen
class PutAnywhereEvent(Node):
    """CR 603.6, 700.4: "is put into a graveyard from anywhere"."""

    rules = ("put_anywhere_event",)
    subject: Node
    preposition: str
    zone: Node

    @classmethod
    def build(cls, children, span, **fixed):
        subject, _is, _put, prep, zone, _from, _anywhere = children
        return cls(subject, str(prep).lower(), zone, span=span)

    def render(self) -> str:
        v = "are" if getattr(self.subject, "plural", False) else "is"
        return join((self.subject, v, "put", self.preposition, self.zone, "from anywhere"))


@attrs.frozen
class PutThere(Node):
    """CR 400.7: where cards in a zone came from ("that were put there from the
    battlefield this turn", "that were put into your graveyard from the battlefield")."""

    rules = ("put_there",)
    template = "put {destination} {preposition} {zone}[ {duration}]"
    destination: Node | str
    preposition: Node
    zone: Node
    duration: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        rest = children[1:]
        if isinstance(rest[0], str):  # "into your graveyard"
            prep, zone_to, *rest = rest
            dest = ZoneDestination(str(prep).lower(), zone_to)
        else:
            dest = "there"
        return cls(dest, *rest, span=span)


@attrs.frozen
class ZoneDestination(Node):
    """ "into your graveyard": a preposition and a zone."""

    template = "{preposition} {zone}"
    preposition: str
    zone: Node


# ---- batch 2: reveal until, face down, the top of a library


@attrs.frozen
class RevealUntil(Node):
    """CR 701.20a: reveal cards from the top of a library one at a time until a card
    with a quality is revealed."""

    rules = ("reveal_until",)
    template = "<reveal|reveals> {cards} until {player} {reveal} {object}"
    cards: Node
    player: Node
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        _, cards, _until, player, _reveal, obj = children
        return cls(cards, player, obj, span=span)

    @property
    def reveal(self) -> str:
        return "reveals" if self.player.third_person else "reveal"


@attrs.frozen
class ExileFaceDown(Node):
    """CR 406.3: exile a card face down (it can't be looked at except as allowed)."""

    rules = ("exile_face_down",)
    template = "<exile|exiles> {object} {face}"
    object: Node
    face: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], str(children[2]).lower(), span=span)


@attrs.frozen
class TurnFace(Node):
    """CR 708.2, 711: turn a permanent face down or face up."""

    rules = ("turn_face",)
    template = "turn {object} {face}"
    object: Node
    face: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[1]).lower(), span=span)


@attrs.frozen
class PutOnTop(Node):
    """CR 401.1: put cards on top of the library just searched ("put that card on top")."""

    rules = ("put_on_top",)
    template = "<put|puts> {object} on top[ {order}]"
    object: Node
    order: str | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        order = children[3]
        return cls(children[1], str(order).lower() if order else None, span=span)


@attrs.frozen
class LookAnyTime(Node):
    """CR 401.2: permission to look at the top card of one's library at any time."""

    rules = ("look_any_time",)
    template = "<look|looks> at {object} any time"
    object: Node

    pick = (1,)


@attrs.frozen
class TopOfZone(Node):
    """CR 401.1: the top or bottom of a library, as a place ("from the top of your
    library")."""

    rules = ("top_of_zone",)
    template = "the {end} of {zone}"
    end: str
    zone: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], span=span)


@attrs.frozen
class TopOfKind(ObjectRef):
    """CR 404.2: the top card of a kind in an ordered zone ("the top creature card of your
    graveyard")."""

    rules = ("top_of_kind",)
    template = "the {end} {descriptor} of {zone}"
    end: str
    descriptor: Node
    zone: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], children[2], span=span)


@attrs.frozen
class LoneNumber(ObjectRef):
    """ "one", "two": a number of the cards named before ("put one onto the battlefield
    tapped and the other into your hand")."""

    rules = ("lone_number",)
    word: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), span=span)

    @property
    def plural(self) -> bool:  # type: ignore[override]
        return self.word != "one"

    def render(self) -> str:
        return self.word


@attrs.frozen
class ShuffleZone(Node):
    """CR 701.20a: shuffle a library ("Shuffle your library")."""

    rules = ("shuffle_zone",)
    template = "<shuffle|shuffles> {zone}"
    zone: Node

    pick = (1,)


# ---- batch 3


@attrs.frozen
class MovedThisWay(Node):
    """CR 608.2c: the cards an earlier action moved ("revealed this way", "milled this
    way", "put into a graveyard this way")."""

    rules = ("moved_this_way",)
    participle: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), span=span)

    def render(self) -> str:
        return f"{self.participle} this way"


@attrs.frozen
class SameName(Node):
    """CR 201.2: cards with a given name ("with the same name as that card", "with that
    name", "with the chosen name")."""

    rules = ("same_name",)
    phrase: str
    object: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        obj = next((c for c in children if isinstance(c, Node)), None)
        phrase = " ".join(str(c).lower() for c in children if isinstance(c, str))
        return cls(phrase, obj, span=span)

    def render(self) -> str:
        return join((self.phrase, self.object))


@attrs.frozen
class PronounInZone(ObjectRef):
    """An object named before, in a zone ("it from your hand") (CR 400.1)."""

    rules = ("pronoun_in_zone",)
    template = "{pronoun} {zone}"
    pronoun: Node
    zone: Node

    @property
    def plural(self) -> bool:  # type: ignore[override]
        return bool(getattr(self.pronoun, "plural", False))


@attrs.frozen
class PutFromTop(Node):
    """CR 401.4: put a card into a library at a position ("third from the top")."""

    rules = ("put_from_top",)
    template = "<put|puts> {object} {preposition} {zone} {ordinal} from the {end}"
    object: Node
    preposition: str
    zone: Node
    ordinal: str
    end: str

    @classmethod
    def build(cls, children, span, **fixed):
        _, obj, prep, zone, ordinal, end = children
        return cls(obj, str(prep).lower(), zone, str(ordinal).lower(), str(end).lower(),
                   span=span)  # fmt: skip


@attrs.frozen
class DiscardEvent(Node):
    """CR 701.9, 603.2: "Whenever you discard a card"."""

    rules = ("discard_event",)
    player: Node
    object: Node

    pick = (0, 2)

    def render(self) -> str:
        v = "discards" if getattr(self.player, "third_person", False) else "discard"
        return join((self.player, v, self.object))


# ---- batch 4


@attrs.frozen
class AtRandom(Node):
    """CR 701.9b: cards chosen at random ("a card at random")."""

    rules = ("at_random",)
    template = "at random"


@attrs.frozen
class OwnedBy(Node):
    """CR 108.3: "a card you own", "land cards that player owns"."""

    rules = ("owned_by",)
    player: Node

    pick = (0,)

    def render(self) -> str:
        v = "owns" if getattr(self.player, "third_person", False) else "own"
        return f"{self.player.render()} {v}"


@attrs.frozen
class CardTypesAmong(ObjectRef):
    """CR 205.2a: the card types among some cards ("four or more card types among cards
    in your graveyard")."""

    rules = ("card_types_among",)
    amount: Node | None
    comparator: str | None
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        amount, comparator, _types, obj = children
        return cls(amount, str(comparator).lower() if comparator else None, obj, span=span)

    plural = True

    def render(self) -> str:
        return join((self.amount, self.comparator, "card types among", self.object))


@attrs.frozen
class PutAttacking(Node):
    """CR 508.4: put or return a creature onto the battlefield "tapped and attacking"
    (it was never declared as an attacker)."""

    rules = ("put_attacking",)
    verb_base: str
    object: Node
    preposition: str
    zone: Node

    @classmethod
    def build(cls, children, span, **fixed):
        if str(children[0]).lower().startswith("return"):
            _, obj, zone, _tapped, _and = children
            return cls("return", obj, "to", zone, span=span)
        _, obj, prep, zone, _tapped, _and = children
        return cls("put", obj, str(prep).lower(), zone, span=span)

    def render(self) -> str:
        v = verb(f"<{self.verb_base}|{self.verb_base}s>")
        return join((v, self.object, self.preposition, self.zone, "tapped and attacking"))


@attrs.frozen
class ChooseOneOf(Node):
    """CR 701.20a: "you choose one of them" — a choice among revealed cards."""

    rules = ("choose_one_of",)
    template = "<choose|chooses> {choice}"
    choice: Node

    pick = (1,)


@attrs.frozen
class ExileUntilLeaves(Node):
    """CR 610.3: exile an object until another leaves the battlefield; it returns when
    that object leaves."""

    rules = ("exile_until_leaves",)
    template = "<exile|exiles> {object} until {source} leaves the battlefield"
    object: Node
    source: Node

    @classmethod
    def build(cls, children, span, **fixed):
        _, obj, _until, source, _leaves = children
        return cls(obj, source, span=span)


@attrs.frozen
class PutEvent(Node):
    """CR 603.6c, 603.10a: an object is put into a zone ("is put into a graveyard")."""

    rules = ("put_event",)
    subject: Node
    preposition: str
    zone: Node

    @classmethod
    def build(cls, children, span, **fixed):
        subject, _is, _put, prep, zone = children
        return cls(subject, str(prep).lower(), zone, span=span)

    def render(self) -> str:
        v = "are" if getattr(self.subject, "plural", False) else "is"
        return join((self.subject, v, "put", self.preposition, self.zone))


@attrs.frozen
class NoCardsCondition(Node):
    """CR 402 (hellbent): "you have no cards in hand"."""

    rules = ("no_cards_condition",)
    player: Node
    noun: str
    preposition: Node
    zone: str

    @classmethod
    def build(cls, children, span, **fixed):
        player, _have, noun, prep, zone = children
        return cls(player, str(noun).lower(), prep, str(zone).lower(), span=span)

    def render(self) -> str:
        v = "has" if getattr(self.player, "third_person", False) else "have"
        return join((self.player, v, "no", self.noun, self.preposition, self.zone))


@attrs.frozen
class DurationSentence(Node):
    """CR 611.2a: a sentence led by its duration ("Until end of turn, you may play that
    card.")."""

    rules = (("duration_sentence", {}), ("duration_quoted_sentence", {"period": False}))
    duration: Node
    clauses: Node
    where_x: Node | None = None
    period: bool = True

    @classmethod
    def build(cls, children, span, period=True):
        where_x = children[2] if len(children) > 2 else None
        return cls(children[0], children[1], where_x, period, span=span)

    def render(self) -> str:
        from .base import agreeing, text

        out = f"{self.duration.render()}, {agreeing(None, self.clauses.render)}"
        out += text(self.where_x)
        return out + "." if self.period else out


# ---- batch 5


@attrs.frozen
class TurnedFaceEvent(Node):
    """CR 708.8: "When this creature is turned face up"."""

    rules = ("turned_face_event",)
    subject: Node
    face: str

    @classmethod
    def build(cls, children, span, **fixed):
        subject, _is, face = children
        return cls(subject, str(face).lower(), span=span)

    def render(self) -> str:
        v = "are" if getattr(self.subject, "plural", False) else "is"
        return join((self.subject, v, "turned", self.face))


@attrs.frozen
class OtherwiseSentence(Node):
    """CR 608.2c: "Otherwise, [clauses]." — done when the condition before is false."""

    rules = ("otherwise_sentence",)
    clauses: Node

    def render(self) -> str:
        from .base import agreeing

        return f"otherwise, {agreeing(None, self.clauses.render)}."


@attrs.frozen
class OutsideGame(FixedPhrase):
    """CR 400.11: cards outside the game ("from outside the game")."""

    rules = ("outside_game",)


@attrs.frozen
class OpeningHand(Node):
    """CR 103.6: a player's opening hand."""

    rules = ("opening_hand",)
    owner: Node
    name: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[1]).lower(), span=span)

    def render(self) -> str:
        return f"{self.owner.render()} opening {self.name}"


@attrs.frozen
class BeginGameWith(Node):
    """CR 103.6a: a card in the opening hand begins the game on the battlefield."""

    rules = ("begin_game_with",)
    template = "begin the game with {object} on the battlefield"
    object: Node


@attrs.frozen
class PlayWithoutPaying(Node):
    """CR 118.9, 305.1: play a card without paying its mana cost."""

    rules = ("play_without_paying",)
    template = "<play|plays> {object} {without}"
    object: Node
    without: Node

    pick = (1, 2)


@attrs.frozen
class LoseLifeEqual(Node):
    """CR 119.1: lose life equal to an amount."""

    rules = ("lose_life_equal",)
    template = "<lose|loses> life equal to {amount}"
    amount: Node

    pick = (1,)


@attrs.frozen
class Manifest(Node):
    """CR 701.40: manifest — put a card onto the battlefield face down as a 2/2 creature."""

    rules = ("manifest",)
    template = "<manifest|manifests> {object}"
    object: Node

    pick = (1,)


# ---- batch 6


@attrs.frozen
class DrawNthEvent(Node):
    """CR 121.2: "Whenever you draw your second card each turn"."""

    rules = ("draw_nth_event",)
    player: Node
    possessive: str
    ordinal: str
    noun: str

    @classmethod
    def build(cls, children, span, **fixed):
        player, _draw, poss, ordinal, noun = children
        return cls(player, str(poss).lower(), str(ordinal).lower(), str(noun).lower(),
                   span=span)  # fmt: skip

    def render(self) -> str:
        v = "draws" if getattr(self.player, "third_person", False) else "draw"
        return join((self.player, v, self.possessive, self.ordinal, self.noun, "each turn"))


@attrs.frozen
class WouldBePutInto(Node):
    """CR 614.1a: "would be put into a graveyard" (from anywhere)."""

    rules = ("would_be_put_into",)
    template = "be put {preposition} {zone}"
    preposition: str
    zone: Node

    @classmethod
    def build(cls, children, span, **fixed):
        _, prep, zone = children
        return cls(str(prep).lower(), zone, span=span)


@attrs.frozen
class WouldLeaveBattlefield(Node):
    """CR 614.1a, 603.6c: "would leave the battlefield" (to any zone; the wording of unearth,
    CR 702.84a)."""

    rules = ("would_leave_battlefield",)
    template = "leave the battlefield"


# ---- batch 7


def _destination(children):
    """(verb, object, preposition, zone, rest) of "return X to Z ..." / "put X into Z ..."."""
    head = str(children[0]).lower()
    if head.startswith("return"):
        return "return", children[1], "to", children[2], children[3:]
    return "put", children[1], str(children[2]).lower(), children[3], children[4:]


@attrs.frozen
class PutTransformed(Node):
    """CR 712.14: a double-faced card put onto the battlefield "transformed"."""

    rules = ("put_transformed",)
    verb_base: str
    object: Node
    preposition: str
    zone: Node
    under: Node | None = None
    attached: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        v, obj, prep, zone, rest = _destination(children)
        _transformed, under, attached = rest
        return cls(v, obj, prep, zone, under, attached, span=span)

    def render(self) -> str:
        v = verb(f"<{self.verb_base}|{self.verb_base}s>")
        return join((v, self.object, self.preposition, self.zone, "transformed", self.under,
                     self.attached))  # fmt: skip


@attrs.frozen
class PutAttached(Node):
    """CR 303.4f: an Aura or Equipment put onto the battlefield attached to an object."""

    rules = ("put_attached",)
    verb_base: str
    object: Node
    preposition: str
    zone: Node
    tapped: bool = False
    under: Node | None = None
    attached: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        v, obj, prep, zone, rest = _destination(children)
        tapped, under, attached = rest
        return cls(v, obj, prep, zone, tapped is not None, under, attached, span=span)

    def render(self) -> str:
        v = verb(f"<{self.verb_base}|{self.verb_base}s>")
        tapped = "tapped" if self.tapped else None
        return join((v, self.object, self.preposition, self.zone, tapped, self.under,
                     self.attached))  # fmt: skip


@attrs.frozen
class AttachedTo(Node):
    """CR 303.4f, 301.5c: "attached to that creature"."""

    rules = ("attached_to",)
    template = "attached to {object}"
    object: Node

    pick = (1,)


# ---- batch 8


@attrs.frozen
class CausesDiscard(Node):
    """CR 701.9: a spell or ability causes a player to discard a card (madness-like
    triggers and replacements: "causes you to discard this card")."""

    rules = ("causes_discard",)
    source: Node
    player: Node
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        source, causes, player, _discard, obj = children
        return cls(source, player, obj, span=span)

    def render(self) -> str:
        v = "causes" if getattr(self.source, "third_person", True) else "cause"
        return join((self.source, v, self.player, "to discard", self.object))


@attrs.frozen
class MoreCardsCondition(Node):
    """CR 402: comparing hand sizes ("if that player has more cards in hand than you")."""

    rules = ("more_cards_condition",)
    player: Node
    comparison: str
    noun: str
    preposition: Node
    zone: str
    other: Node

    @classmethod
    def build(cls, children, span, **fixed):
        player, _have, comp, noun, prep, zone, other = children
        return cls(player, str(comp).lower(), str(noun).lower(), prep, str(zone).lower(),
                   other, span=span)  # fmt: skip

    def render(self) -> str:
        v = "has" if getattr(self.player, "third_person", False) else "have"
        return join((self.player, v, self.comparison, self.noun, self.preposition,
                     self.zone, "than", self.other))  # fmt: skip


# ---- batch 9


@attrs.frozen
class WasMovedCondition(Node):
    """CR 608.2c: a condition on what an earlier action did ("If an Insect card was milled
    this way") or how a spell was cast ("if this spell was cast from your hand")."""

    rules = (("was_moved_condition", {}), ("was_cast_condition", {"cast": True}))
    object: Node
    verb_word: str
    detail: Node
    cast: bool = False

    @classmethod
    def build(cls, children, span, cast=False):
        if cast:
            obj, was, _cast, detail = children
        else:
            obj, was, detail = children
        return cls(obj, str(was).lower(), detail, cast, span=span)

    def render(self) -> str:
        return join((self.object, self.verb_word, "cast" if self.cast else None, self.detail))
