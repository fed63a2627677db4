"""Round 3 area eff5: party conditions, counting repetitions, paying to end an effect,
protection from one of two qualities, and related effect shapes."""

from __future__ import annotations

import attrs

from .base import Node, agreeing, node_class, tidy
from .events import ReflexiveTrigger
from .lists import ObjectEither
from .objects import FixedParts


@attrs.frozen
class FullPartyCondition(FixedParts):
    """CR 700.8: "you have a full party" — a Cleric, a Rogue, a Warrior and a Wizard among
    the creatures a player controls."""

    rules = ("full_party_condition",)


@attrs.frozen
class NumberOfTimes(FixedParts):
    """CR 702.33c, 702.140, 603.4: a count of repetitions, "the number of times this
    creature was kicked", "the number of times this creature has mutated", "the number of
    times this ability has resolved this turn"."""

    rules = ("number_of_times",)


@attrs.frozen
class PayToEndEffect(FixedParts):
    """CR 118.1, 611.2b: paying a cost to end a continuous effect, "You may pay {U} to end
    this effect."."""

    rules = ("pay_to_end_effect",)


@attrs.frozen
class ProtectionOrChoice(FixedParts):
    """CR 702.16: protection from one of two qualities chosen as the effect resolves,
    "protection from artifacts or from the color of your choice"."""

    rules = ("protection_or_choice",)


@attrs.frozen
class DelayedTime(FixedParts):
    """CR 603.7a: the time a delayed triggered ability triggers, "at the beginning of the
    first upkeep", "at the beginning of your next main phase"."""

    rules = ("delayed_time",)


@attrs.frozen
class ConditionalDelayedSentence(Node):
    """CR 603.7a, 608.2c: "If you do, at the beginning of the first upkeep, [effect]." — a
    delayed triggered ability created only if the condition holds."""

    rules = ("conditional_delayed_sentence",)
    condition: Node
    time: DelayedTime
    clauses: Node

    def render(self) -> str:
        body = agreeing(None, self.clauses.render)
        return f"if {self.condition.render()}, {self.time.render()}, {body}."


@attrs.frozen
class PutCountersPair(Node):
    """CR 122.1: putting counters on two objects in one instruction, "put a +1/+1 counter on
    that creature and a +1/+1 counter on this creature"."""

    rules = ("put_counters_pair",)
    template = "<put|puts> {first} on {first_object} and {second} on {second_object}"
    first: Node
    first_object: Node
    second: Node
    second_object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(*[c for c in children if isinstance(c, Node)], span=span)


@attrs.frozen
class ObjectAndOr(ObjectEither):
    """CR 608.2d: one or both of two objects, "a creature card and/or a land card"."""

    rules = ("object_and_or",)

    def render(self) -> str:
        return f"{self.first.render()} and/or {self.second.render()}"


PutsOntoBattlefieldEvent = node_class(
    "PutsOntoBattlefieldEvent", "puts_onto_battlefield_event",
    "{subject} <put|puts> {object} {prep} {zone}",
    "CR 603.2, 110.2: a player puts a permanent onto the battlefield (\"Whenever a player "
    "puts a Swamp onto the battlefield\").",
    {"subject": "Node", "verb": "str", "object": "Node", "prep": "str", "zone": "Node"},
)  # fmt: skip


@attrs.frozen
class SameNameCondition(FixedParts):
    """CR 201.2: "it has the same name as a permanent", "it doesn't have the same name as
    another creature you control"."""

    rules = ("same_name_condition",)


@attrs.frozen
class ThatHasSameName(FixedParts):
    """CR 201.2: "that has the same name as a card in your graveyard"."""

    rules = ("that_has_same_name",)


PutIntoFrom = node_class(
    "PutIntoFrom", "put_into_from", "<put|puts> {object} {prep} {zone} {from_prep} {source}",
    "CR 400.6: moving an object to a zone from the zone it is in, \"Put your commander into "
    "your hand from the command zone.\".",
    {"verb": "str", "object": "Node", "prep": "str", "zone": "Node", "from_prep": "Node",
     "source": "Node"}, subject=None,
)  # fmt: skip


@attrs.frozen
class PayRepeatedly(FixedParts):
    """CR 601.2f, 608.2c: paying a cost any number of times, "pay {1}{W} any number of
    times"."""

    rules = ("pay_repeatedly",)


@attrs.frozen
class PaidTimes(FixedParts):
    """CR 603.12: the condition of a reflexive trigger on a repeated payment, "you pay this
    cost one or more times"."""

    rules = ("paid_times",)


@attrs.frozen
class PaidTimesTrigger(ReflexiveTrigger):
    """CR 603.12: a reflexive trigger on a repeated payment, "When you pay this cost one or
    more times, ..."."""

    rules = ("paid_times_trigger",)


@attrs.frozen
class DoTheSame(FixedParts):
    """CR 608.2c: repeating the preceding instruction for other objects, "then do the same
    for Aura cards"."""

    rules = ("do_the_same",)


CounterAll = node_class(
    "CounterAll", "counter_all", "<counter|counters> {object}",
    "CR 701.6: countering every spell or ability of a kind, \"Counter all other spells.\".",
    {"object": "Node"}, subject=None,
)  # fmt: skip


@attrs.frozen
class MoveAllCounters(FixedParts):
    """CR 122.5: moving every counter from one object to another, "Move all counters from
    target creature onto another target creature."."""

    rules = ("move_all_counters",)


AttacksPlayerWithEvent = node_class(
    "AttacksPlayerWithEvent", "attacks_player_with_event",
    "{subject} <attack|attacks> {player} with {attackers}",
    "CR 508.1, 603.2: a player attacks a player with creatures (\"Whenever a player attacks "
    "enchanted player with one or more creatures\").",
    {"subject": "Node", "verb": "str", "player": "Node", "attackers": "Node"},
)  # fmt: skip


NotA = node_class(
    "NotA", "not_a", "{neg} {article} {descriptor}",
    "CR 608.2c: a negated type check, \"if it's not a token\".",
    {"neg": "str", "article": "Node", "descriptor": "Node"}, subject=None,
)  # fmt: skip


@attrs.frozen
class InZoneAbove(FixedParts):
    """CR 404.2: a card's place in a graveyard's order, "in your graveyard with a creature
    card directly above it"."""

    rules = ("in_zone_above",)


ManaOfThat = node_class(
    "ManaOfThat", "mana_of_that", "{amount} mana of that {kind}",
    "CR 106.1b: mana of a color or type chosen before, \"Add one mana of that color.\".",
    {"amount": "Node", "kind": "str"}, subject=None,
)  # fmt: skip


@attrs.frozen
class AmountPaidBy(FixedParts):
    """CR 107.3, 118: the amount a player paid, "the amount of mana that player paid this
    way"."""

    rules = ("amount_paid_by",)


@attrs.frozen
class LoseFraction(FixedParts):
    """CR 107.1a: losing a fraction of a life total, "loses a third of their life, rounded
    up"."""

    rules = ("lose_fraction",)

    def render(self) -> str:
        return tidy(super().render())


@attrs.frozen
class TriggerEventEither(Node):
    """CR 603.2: either of two trigger events, "Whenever a creature dies or a creature card
    is put into a graveyard from a library"."""

    rules = ("trigger_event_either",)
    first: Node
    second: Node

    @classmethod
    def build(cls, children, span, **fixed):
        first, *_, second = children
        return cls(first, second, span=span)

    def render(self) -> str:
        return f"{self.first.render()} or {self.second.render()}"


@attrs.frozen
class ConditionalNextTime(Node):
    """CR 615.3, 614.1, 608.2c: "If you lose the flip, the next time it would deal combat
    damage this turn, it deals that damage to you instead." — a one-shot effect that exists
    only if the condition holds."""

    rules = ("conditional_next_time",)
    condition: Node
    sentence: Node

    def render(self) -> str:
        return f"if {self.condition.render()}, {self.sentence.render()}"


AnyTimeCould = node_class(
    "AnyTimeCould", "any_time_could", "any time {player} could cast {article} {card_type}",
    "CR 307.1, 117.1a: an action allowed whenever a player could cast a spell of a type, "
    "\"any time you could cast an instant\".",
    {"when": "str", "player": "Node", "cast": "str", "article": "Node", "card_type": "str"},
    subject=None,
)  # fmt: skip
