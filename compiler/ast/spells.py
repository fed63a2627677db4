"""Spells and their sentences: copies of spells and framed conditionals (CR 707, 608.2c);
casting conditions and amounts measured as a spell is cast, casting by paying another cost
(CR 601.2, 118.9); copies of tokens created before (CR 111.1) and steps named in the plural
(CR 500-513). The grammar is grammar/spells.lark."""

from __future__ import annotations

import attrs

from .base import Node, agreeing, join, series, text, verb
from .effects import ConditionalSentence
from .objects import FixedParts, FixedPhrase, ObjectRef, Pronoun, words


@attrs.frozen
class CopyRef(ObjectRef):
    """CR 707.10: a copy named before, "the copy", "that copy", "the copies"."""

    rules = ("copy_ref",)
    determiner: str
    plural: bool = False

    @classmethod
    def build(cls, children, span, **fixed):
        *det, noun = [str(c) for c in children if c is not None]
        return cls(words(det), noun.lower() == "copies", span=span)

    def render(self) -> str:
        return f"{self.determiner} {'copies' if self.plural else 'copy'}"


@attrs.frozen
class CopyWithException(Node):
    """CR 707.9: a copy effect with exceptions, "copy it, except the copy is a 1/1 Spirit"."""

    rules = ("copy_with_exception",)
    action: Node
    changes: Node

    def render(self) -> str:
        return f"{self.action.render()}, except {self.changes.render()}"


@attrs.frozen
class CopyChanges(Node):
    """CR 707.9a-b: the changes a copy effect makes, "that the copy is red", "it's 1/1, it's
    a Spirit in addition to its other types, and it has flying"."""

    rules = ("copy_changes",)
    changes: tuple[Node, ...]
    that: bool = False

    @classmethod
    def build(cls, children, span, **fixed):
        that = any(isinstance(c, str) and c.lower() == "that" for c in children)
        return cls(tuple(c for c in children if isinstance(c, Node)), that, span=span)

    def render(self) -> str:
        items = tuple(agreeing(None, c.render) for c in self.changes)
        body = series(items) if len(items) > 2 else " and ".join(items)
        return f"that {body}" if self.that else body


@attrs.frozen
class SharedSubjectChange(Node):
    """CR 707.9b: a change that shares the subject of the change before it, "has menace"
    in "except it's 4/4 and has menace"; its verb agrees with that subject ("it")."""

    rules = ("shared_subject_change",)
    change: Node

    def render(self) -> str:
        return agreeing(_IT, self.change.render)


@attrs.frozen
class CopyIs(Node):
    """CR 707.9b: a copy's changed characteristics, "it's a 4/4 black Zombie", "it's 1/1"."""

    rules = (("copy_is", {}), ("copy_is_pt", {}))
    contraction: str
    amount: Node | None = None
    pt: str | None = None
    descriptor: Node | None = None
    rider: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        if len(children) == 2:
            return cls(str(children[0]), pt=str(children[1]), span=span)
        contraction, amount, pt, descriptor = children
        rider = None
        pt = str(pt) if pt is not None else None
        return cls(str(contraction), amount, pt, descriptor, rider, span=span)

    def render(self) -> str:
        return join((self.contraction, self.amount, self.pt, self.descriptor, self.rider))


@attrs.frozen
class CopyIsnt(Node):
    """CR 707.9b: a copy without a characteristic, "the token isn't legendary", "it's not
    legendary"."""

    rules = (("copy_isnt", {}), ("copy_is_not", {"contracted": True}))
    subject: Node | str
    quality: Node
    contracted: bool = False

    @classmethod
    def build(cls, children, span, contracted=False):
        if contracted:
            return cls(str(children[0]), children[2], True, span=span)
        return cls(children[0], children[2], span=span)

    def render(self) -> str:
        if self.contracted:
            return f"{self.subject} not {self.quality.render()}"
        plural = not getattr(self.subject, "third_person", True)
        return f"{text(self.subject)} {'aren' if plural else 'isn'}'t {self.quality.render()}"


#: The subject a shared-subject change agrees with (a copy is one object: "it").
_IT = Pronoun("it")


# ---- sentences (CR 608.2c)


@attrs.frozen
class ThenConditionalSentence(ConditionalSentence):
    """CR 608.2c: "Then if [condition], [effect]." — a conditional done after the sentence
    before it."""

    rules = ("then_conditional_sentence",)

    def render(self) -> str:
        return "then " + super().render()


@attrs.frozen
class FramedConditionalSentence(ConditionalSentence):
    """CR 611.2a, 608.2c: a conditional led by its duration or by a condition of its own,
    "Until end of turn, if target player would draw a card, ...", "As long as this artifact
    is untapped, if a creature would deal combat damage to you, ..."."""

    rules = (("framed_conditional_sentence", {}),
             ("as_long_as_conditional_sentence", {"as_long_as": True}))  # fmt: skip
    frame: Node | None = None
    as_long_as: bool = False
    instead: bool = False

    @classmethod
    def build(cls, children, span, as_long_as=False):
        frame, condition, instead, clauses = children
        return cls(condition, clauses, frame, as_long_as, instead is not None, span=span)

    def render(self) -> str:
        lead = "as long as " if self.as_long_as else ""
        body = agreeing(None, self.clauses.render)
        instead = "instead " if self.instead else ""
        return f"{lead}{self.frame.render()}, if {self.condition.render()}, {instead}{body}."


# ---- sharing characteristics (CR 105.4, 205.3)


@attrs.frozen
class SharesWith(Node):
    """CR 105.4, 205.3: "shares a creature type with it", "shares at least one color with
    the exiled card"."""

    rules = ("shares_with",)
    verb: str
    amount: str
    kind: str | None
    characteristic: str
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        verb, amount, kind, characteristic, obj = children
        kind = str(kind).lower() if kind is not None else None
        return cls(str(verb).lower(), amount.phrase, kind, str(characteristic).lower(), obj,
                   span=span)  # fmt: skip

    def render(self) -> str:
        return join((self.verb, self.amount, self.kind, self.characteristic, "with", self.object))


@attrs.frozen
class ShareAmount(FixedPhrase):
    """ "a", "an", "at least one": how much a shared characteristic must overlap."""

    rules = ("share_amount",)
    transient = True


@attrs.frozen
class ThatShares(Node):
    """ "that shares a creature type with it": an object filter (CR 105.4, 205.3)."""

    rules = ("that_shares",)
    shares: Node

    def render(self) -> str:
        return f"that {self.shares.render()}"


@attrs.frozen
class SharesCondition(Node):
    """CR 608.2c: "if it shares a card type with that spell"."""

    rules = ("shares_condition",)
    object: Node
    shares: Node

    def render(self) -> str:
        return f"{self.object.render()} {self.shares.render()}"


# ---- players one by one (CR 609.3)


@attrs.frozen
class ForEachPlayerYouHave(Node):
    """ "for each opponent you have": an amount counted over players (CR 102.2)."""

    rules = ("for_each_player_you_have",)
    noun: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), span=span)

    def render(self) -> str:
        return f"for each {self.noun} you have"


# ---- trigger events (CR 603.2)


@attrs.frozen
class FirstTimeEvent(Node):
    """CR 603.2: an event that triggers only the first time it happens in a turn,
    "Whenever you gain life for the first time each turn"."""

    rules = ("first_time_event",)
    event: Node
    period: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[1]).rsplit(" ", 2)[1].lower(), span=span)

    def render(self) -> str:
        return f"{self.event.render()} for the first time {self.period} turn"


# ---- counters (CR 122)


@attrs.frozen
class CountersOfAmount(Node):
    """CR 122: counters counted by a phrase, "that many +1/+1 counters", "any number of
    storage counters", "all counters", "a counter" (of any kind)."""

    rules = (("that_many_counters", {}), ("counters_of_any_kind", {"any_kind": True}))
    amount: str | Node
    kind: Node | None
    noun: str
    any_kind: bool = False

    @classmethod
    def build(cls, children, span, any_kind=False):
        if any_kind:
            amount, noun = children
            return cls(amount, None, str(noun).lower(), True, span=span)
        amount, kind, noun = children
        return cls(str(amount).lower(), kind, str(noun).lower(), span=span)

    def render(self) -> str:
        return join((self.amount, self.kind, self.noun))


@attrs.frozen
class RemoveAllCounters(Node):
    """CR 122: "remove all counters from target permanent"."""

    rules = ("remove_all_counters",)
    verb: str
    amount: str
    noun: str
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        verb, amount, noun, obj = children
        return cls(str(verb).lower(), str(amount).lower(), str(noun).lower(), obj, span=span)

    def render(self) -> str:
        verb = "removes" if self.verb == "removes" else "remove"
        return f"{verb} {self.amount} {self.noun} from {self.object.render()}"


@attrs.frozen
class CountersRemoved(ObjectRef):
    """CR 122, 118.3: "each charge counter removed this way" — counters removed as a cost
    or an effect, counted afterwards."""

    rules = ("counters_removed",)
    kind: Node | None
    noun: str
    this_way: bool = False

    @classmethod
    def build(cls, children, span, **fixed):
        kind, noun, this_way = children
        return cls(kind, str(noun).lower(), this_way is not None, span=span)

    def render(self) -> str:
        return join((self.kind, self.noun, "removed", "this way" if self.this_way else None))


@attrs.frozen
class CountersOfAnyKindOn(ObjectRef):
    """CR 122: "each counter on it" — counters of every kind on an object."""

    rules = ("counters_of_any_kind_on",)
    noun: str
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], span=span)

    def render(self) -> str:
        return f"{self.noun} on {self.object.render()}"


# ---- keyword actions (CR 701)


@attrs.frozen
class Monstrosity(Node):
    """CR 701.37: "Monstrosity N." — if this permanent isn't monstrous, put N +1/+1 counters
    on it and it becomes monstrous."""

    rules = ("monstrosity",)
    amount: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], span=span)

    def render(self) -> str:
        return f"monstrosity {self.amount.render()}"


@attrs.frozen
class ForEachTypeAmong(Node):
    """CR 700.5 (domain), 205.2: "for each basic land type among lands you control"."""

    rules = ("for_each_type_among",)
    descriptor: Node | None
    noun: str
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        descriptor, noun, obj = children
        return cls(descriptor, str(noun).lower(), obj, span=span)

    def render(self) -> str:
        return join(("for each", self.descriptor, self.noun, "among", self.object))


@attrs.frozen
class DealDamageAmount(Node):
    """CR 614.1a: "it deals 4 damage instead" — the amount of damage a source deals instead
    of the amount named before (the recipient stays the same)."""

    rules = ("deal_damage_amount",)
    template = "<deal|deals> {amount} {kind}"
    amount: Node
    kind: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], str(children[2]).lower(), span=span)


@attrs.frozen
class StateTriggerEvent(Node):
    """CR 603.8: a state trigger, "When this artifact has twenty or more charge counters on
    it"."""

    rules = ("state_trigger_event",)
    object: Node
    quality: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], children[2], span=span)

    def render(self) -> str:
        has = "has" if getattr(self.object, "third_person", True) else "have"
        return f"{self.object.render()} {has} {self.quality.render()}"


# ---- flipping (CR 705, 710)


@attrs.frozen
class FlipPermanent(Node):
    """CR 710.4: "flip this creature" — a flip card turns 180 degrees (its flipped status)."""

    rules = ("flip_permanent",)
    template = "<flip|flips> {object}"
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], span=span)


# ---- how mana was spent (CR 106.6)


@attrs.frozen
class ThatManaSpentCondition(Node):
    """CR 106.6: "that mana is spent on a creature spell"."""

    rules = ("that_mana_spent_condition",)
    verb: str
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[-1], span=span)

    def render(self) -> str:
        return f"that mana {self.verb} spent on {self.object.render()}"


@attrs.frozen
class ManaFromSpentCondition(Node):
    """CR 106.6: "mana from a Treasure was spent to cast this spell"."""

    rules = ("mana_from_spent_condition",)
    source: Node
    was: str
    spell: Node

    @classmethod
    def build(cls, children, span, **fixed):
        source, was, _cast, spell = children
        return cls(source, str(was).lower(), spell, span=span)

    def render(self) -> str:
        return f"mana from {self.source.render()} {self.was} spent to cast {self.spell.render()}"


@attrs.frozen
class CreateOfThose(Node):
    """CR 111.1, 609.3: create more of the tokens an earlier instruction described ("Create
    two of those tokens.", "create five of those tokens instead")."""

    rules = ("create_of_those",)
    amount: Node
    kind: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], str(children[2]).lower(), span=span)

    def render(self) -> str:
        return f"{verb('<create|creates>')} {self.amount.render()} of those {self.kind}"


@attrs.frozen
class DidntCastCondition(Node):
    """CR 601.2: a player didn't cast a spell ("if you didn't cast it from your hand", "if
    that player didn't cast a spell this turn"); with "haven't" the same test said in the
    present perfect ("if you haven't cast a spell from your hand this turn")."""

    rules = ("didnt_cast_condition",)
    player: Node
    object: Node
    prep: Node | None = None
    zone: Node | None = None
    duration: Node | None = None
    auxiliary: str = "didn't"

    @classmethod
    def build(cls, children, span, **fixed):
        player, aux, _cast, obj, prep, zone, duration = children
        return cls(player, obj, prep, zone, duration, str(aux).lower(), span=span)

    def render(self) -> str:
        return join((self.player, self.auxiliary, "cast", self.object, self.prep, self.zone,
                     self.duration))  # fmt: skip


@attrs.frozen
class AmountAsYouCast(Node):
    """CR 601.2: an amount counted as the spell is cast ("the number of Mountains you control
    as you cast this spell")."""

    rules = ("amount_as_you_cast",)
    amount: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], span=span)

    def render(self) -> str:
        return f"{self.amount.render()} as you cast this spell"


@attrs.frozen
class ControlAsYouCast(Node):
    """CR 601.2: a condition checked as the spell is cast ("if you control a commander as you
    cast this spell")."""

    rules = ("control_as_you_cast",)
    condition: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], span=span)

    def render(self) -> str:
        return f"{self.condition.render()} as you cast this spell"


@attrs.frozen
class ModeRiderMay(Node):
    """CR 700.2: a rider allowing more modes under a condition ("If you control a commander
    as you cast this spell, you may choose both instead.")."""

    rules = ("mode_rider_may",)
    condition: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], span=span)

    def render(self) -> str:
        return f"if {self.condition.render()}, you may choose both instead."



@attrs.frozen
class CastByPaying(Node):
    """CR 118.9, 601.2b, 601.2f: cast a spell by paying another cost ("cast this card from
    your graveyard by paying {B}{B} and sacrificing two creatures rather than paying its mana
    cost", "by exiling four instant and/or sorcery cards from your graveyard in addition to
    paying its other costs")."""

    rules = ("cast_by_paying",)
    object: Node
    prep: Node | None
    zone: Node | None
    costs: tuple[Node, ...]
    relation: Node

    @classmethod
    def build(cls, children, span, **fixed):
        _cast, obj, prep, zone, *rest = children
        return cls(obj, prep, zone, tuple(rest[:-1]), rest[-1], span=span)

    def render(self) -> str:
        costs = " and ".join(c.render() for c in self.costs)
        return join((verb("<cast|casts>"), self.object, self.prep, self.zone, "by", costs,
                     self.relation))  # fmt: skip


@attrs.frozen
class CostGerund(FixedParts):
    """CR 118.9, 601.2f: a cost paid in casting, as a gerund ("paying {1}", "paying 3 life",
    "sacrificing two creatures", "exiling four instant and/or sorcery cards from your
    graveyard")."""

    rules = ("cost_gerund",)


@attrs.frozen
class CostRelation(FixedParts):
    """CR 118.9, 601.2f: how a cost relates to the spell's own costs ("rather than paying its
    mana cost" — an alternative cost; "in addition to paying its other costs" — an
    additional cost)."""

    rules = ("cost_relation",)


@attrs.frozen
class ModeRiderDifferentTargets(Node):
    """CR 700.2f, 115.1: a rider requiring each chosen mode to target a different player
    ("Each mode must target a different player.")."""

    rules = ("mode_rider_different_targets",)
    mode: str  # "mode"
    player: str  # "player"

    @classmethod
    def build(cls, children, span, **fixed):
        words = [str(c).lower() for c in children if isinstance(c, str)]
        return cls(words[0], words[-1], span=span)

    def render(self) -> str:
        return f"each {self.mode} must target a different {self.player}."


@attrs.frozen
class BecomeCopyUntil(Node):
    """CR 707.9, 611.2a, 613.1a: a copy effect that lasts until end of turn, with exceptions:
    "becomes a copy of that card until end of turn, except it has flying"."""

    rules = ("become_copy_until",)
    object: Node
    exception: Node

    pick = (2, 4)

    def render(self) -> str:
        copy = f"{verb('<become|becomes>')} a copy of {self.object.render()}"
        return f"{copy} until end of turn{self.exception.render()}"


@attrs.frozen
class CastUsingCondition(Node):
    """CR 601.2b, 118.9, 702.188a: whether a spell was cast using a keyword ability that
    casts it for an alternative or additional cost ("this spell was cast using teamwork",
    "they were cast using web-slinging"); ``state`` is "was", "wasn't" or "were"."""

    rules = ("cast_using_condition",)
    object: Node
    state: str
    keyword: str

    @classmethod
    def build(cls, children, span, **fixed):
        obj, state, _cast, _using, keyword = children
        return cls(obj, str(state).lower(), str(keyword).lower(), span=span)

    def render(self) -> str:
        return join((self.object, self.state, "cast using", self.keyword))
