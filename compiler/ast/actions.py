"""Keyword actions (CR 701) and rules verbs: verbs with at most a number or an object, and
energy paid as a cost (CR 107.14). The keyword actions without a node of their own
elsewhere are read through terminals generated from the CR (grammar/vocabulary.py), one
node per parameter shape, each naming its action; Room doors (CR 709.5) are locked and
unlocked here too. Also paying to end an effect or repeatedly (CR 118.1, 601.2f), moving
and putting counters (CR 122.5), countering all (CR 701.6), doing the same for other
objects (CR 608.2c), party and repetition counts (CR 700.8, 702.33c). The grammar is
grammar/actions.lark."""

from __future__ import annotations

import attrs

from ...grammar import vocabulary_data as vocab
from .base import Node, UnknownWord, agreeing, capitalize, join, node_class, tidy, verb
from .effects import _verb_rule
from .events import ReflexiveTrigger
from .lists import ObjectEither
from .objects import FixedParts, ObjectRef


@attrs.frozen
class Repeat(Node):
    """ "twice", "three times", "X times": how often a keyword action is performed."""

    rules = ("repeat",)
    multiplier: str | None = None
    count: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        first = children[0]
        if isinstance(first, Node):
            return cls(None, first, span=span)
        return cls(str(first).lower(), None, span=span)

    def render(self) -> str:
        return self.multiplier if self.multiplier else f"{self.count.render()} times"


Investigate = _verb_rule("Investigate", "investigate", "<investigate|investigates>[ {repeat}]",
                         "CR 701.36: investigate (create a Clue token).",
                         {"repeat": "Node"})  # fmt: skip
Proliferate = _verb_rule("Proliferate", "proliferate", "<proliferate|proliferates>",
                         "CR 701.27: proliferate.", {})  # fmt: skip
Connive = _verb_rule("Connive", "connive", "<connive|connives>[ {amount}]",
                     "CR 701.50: connive (draw, discard, +1/+1 counter if nonland).",
                     {"amount": "Node"})  # fmt: skip
Venture = _verb_rule("Venture", "venture", "<venture|ventures> into the dungeon",
                     "CR 701.46: venture into the dungeon.", {})  # fmt: skip
Populate = _verb_rule("Populate", "populate", "<populate|populates>[ {repeat}]",
                      "CR 701.30: populate (copy a creature token you control).",
                      {"repeat": "Node"})  # fmt: skip
Learn = _verb_rule("Learn", "learn", "<learn|learns>", "CR 701.48: learn.", {})
Adapt = _verb_rule("Adapt", "adapt", "<adapt|adapts> {amount}", "CR 701.43: adapt N.",
                   {"amount": "Node"})  # fmt: skip
Bolster = _verb_rule("Bolster", "bolster", "<bolster|bolsters> {amount}",
                     "CR 701.39: bolster N.", {"amount": "Node"})  # fmt: skip
Support = _verb_rule("Support", "support", "<support|supports> {amount}",
                     "CR 701.41: support N.", {"amount": "Node"})  # fmt: skip
ExtraTurn = _verb_rule("ExtraTurn", "extra_turn", "<take|takes> an extra turn after this one",
                       "CR 500.7: take an extra turn.", {})  # fmt: skip
PayEnergy = _verb_rule("PayEnergy", "pay_energy", "<pay|pays> {energy}",
                       "CR 107.14: pay energy ({E}).", {"energy": "str"})  # fmt: skip


@attrs.frozen
class Explore(Node):
    """CR 701.44: explore ("it explores", "then it explores again")."""

    rules = ("explore",)
    template = "<explore|explores>[ {again}]"
    again: str | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        return cls("again" if children[1] else None, span=span)


@attrs.frozen
class Amass(Node):
    """CR 701.47: amass [subtype] N."""

    rules = ("amass",)
    template = "<amass|amasses> {subtype} {amount}"
    subtype: str
    amount: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[1]), children[2], span=span)


@attrs.frozen
class Clash(Node):
    """CR 701.29: clash with an opponent."""

    rules = ("clash",)
    template = "<clash|clashes> with an {opponent}"
    opponent: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[1]).lower(), span=span)


@attrs.frozen
class DoubleCounters(Node):
    """CR 122.1: "double the number of [kind] counters on [object]" (put that many more),
    or "of each kind of counter on"."""

    rules = ("double_counters",)
    kind: Node | None
    noun: str
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        nodes = [c for c in children[1:] if isinstance(c, Node) or c is None]
        words = [str(c) for c in children[1:] if isinstance(c, str)]
        kind = nodes[0] if len(nodes) == 2 else None
        return cls(kind, words[0], nodes[-1], span=span)

    def render(self) -> str:
        what = (f"{self.kind.render()} {self.noun}" if self.kind is not None
                else f"each kind of {self.noun}")  # fmt: skip
        return f"{verb('<double|doubles>')} the number of {what} on {self.object.render()}"


@attrs.frozen
class PhaseOut(Node):
    """CR 702.26: an object phases out (perhaps until a time)."""

    rules = ("phase_out",)
    template = "<phase|phases> out[ {duration}]"
    duration: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], span=span)


# ---- CR 701: the keyword actions read through the generated terminals -----------------

#: Any inflected form of a generated keyword action (lower-cased) -> the action's name.
_ACTION_OF_FORM = {
    form.lower(): name
    for name, (_rule, _shape, base, third, _past) in vocab.KEYWORD_ACTIONS.items()
    for form in (base, third)
}


def _action(token: object) -> str:
    return _ACTION_OF_FORM[str(token).lower()]


def _action_verb(action: str) -> str:
    """The action's verb phrase agreeing with the clause's subject ("discover" after
    "you", "discovers" after "that player")."""
    _rule, _shape, base, third, _past = vocab.KEYWORD_ACTIONS[action]
    return verb(f"<{base}|{third}>")


class _KeywordActionNode(Node):
    """Shared by the keyword action nodes: the action's name (a CR 701 term) and rule."""

    @property
    def cr_rule(self) -> str:
        """The number of the CR rule that defines the action ("701.57")."""
        return vocab.KEYWORD_ACTIONS[self.action][0]


@attrs.frozen
class KeywordAction(_KeywordActionNode):
    """CR 701: a keyword action that takes no parameter — CR 701.51 open an Attraction,
    701.52 roll to visit your Attractions, 701.56 time travel, 701.61 forage, 701.62
    manifest dread — perhaps repeated ("Manifest dread twice")."""

    rules = ("keyword_action",)
    action: str
    repeat: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(_action(children[0]), children[1], span=span)

    def render(self) -> str:
        return join((_action_verb(self.action), self.repeat))


@attrs.frozen
class KeywordActionNumber(_KeywordActionNode):
    """CR 701: a keyword action with a number — CR 701.29 fateseal N, 701.53 incubate N,
    701.57 discover N, 701.59 collect evidence N, 701.63 endure N, 701.66 earthbend N,
    701.68 blight N."""

    rules = ("keyword_action_number",)
    action: str
    amount: Node
    repeat: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(_action(children[0]), children[1], children[2], span=span)

    def render(self) -> str:
        return join((_action_verb(self.action), self.amount, self.repeat))


@attrs.frozen
class KeywordActionObject(_KeywordActionNode):
    """CR 701: a keyword action done to objects — CR 701.28 convert, 701.33 abandon,
    701.35 detain, 701.45 assemble, 701.58 cloak, 701.60 suspect, 701.64 harness, 701.65
    airbend — or CR 701.4 behold a [quality] (its object names the quality)."""

    rules = ("keyword_action_object", "keyword_action_quality")
    action: str
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(_action(children[0]), children[1], span=span)

    def render(self) -> str:
        return f"{_action_verb(self.action)} {self.object.render()}"


@attrs.frozen
class KeywordActionCost(_KeywordActionNode):
    """CR 701.67: waterbend [cost] (pay it, tapping artifacts and creatures for generic
    mana)."""

    rules = ("keyword_action_cost",)
    action: str
    cost: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(_action(children[0]), children[1], span=span)

    def render(self) -> str:
        return f"{_action_verb(self.action)} {self.cost.render()}"


@attrs.frozen
class KeywordActionClause(_KeywordActionNode):
    """CR 701.54: "the Ring tempts you" — a whole clause of an effect (as a trigger event:
    :class:`KeywordActionClauseEvent`)."""

    rules = ("keyword_action_clause",)
    action: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(_action(children[0]), span=span)

    def render(self) -> str:
        return vocab.KEYWORD_ACTIONS[self.action][2]


@attrs.frozen
class KeywordActionClauseEvent(KeywordActionClause):
    """CR 701.54d: the clause as a trigger event, "Whenever the Ring tempts you"."""

    rules = ("keyword_action_clause_event",)


@attrs.frozen
class VillainousChoice(_KeywordActionNode):
    """CR 701.55a: "[A player] faces a villainous choice — [option A], or [option B]."
    (the player chooses one option; all its actions are performed). The first option is
    one clause or two joined by "and"."""

    rules = ("villainous_choice",)
    subject: Node
    action: str
    first: tuple[Node, ...]
    second: Node

    @classmethod
    def build(cls, children, span, **fixed):
        nodes = [c for c in children if isinstance(c, Node)]
        token = next(c for c in children if isinstance(c, str) and c.lower() in _ACTION_OF_FORM)
        return cls(nodes[0], _action(token), tuple(nodes[1:-1]), nodes[-1], span=span)

    def render(self) -> str:
        head = agreeing(self.subject, lambda: join((self.subject, _action_verb(self.action))))
        first = " and ".join(agreeing(None, c.render) for c in self.first)
        return f"{head} \u2014 {capitalize(first)}, or {agreeing(None, self.second.render)}."


@attrs.frozen
class KeywordActionEvent(_KeywordActionNode):
    """CR 603.2, 701: a player performs a keyword action ("Whenever you discover", "whenever
    you collect evidence", "Whenever you forage", "Whenever a player airbends" — CR
    701.65b, 701.66b, 701.67c), perhaps done to an object."""

    rules = ("keyword_action_event", "keyword_action_object_event")
    subject: Node
    action: str
    object: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        obj = children[2] if len(children) > 2 else None
        return cls(children[0], _action(children[1]), obj, span=span)

    def render(self) -> str:
        return agreeing(self.subject, lambda: join(
            (self.subject, _action_verb(self.action), self.object)))  # fmt: skip


ConniveEvent = node_class(
    "ConniveEvent", "connive_event", "{subject} <connive|connives>",
    "CR 701.50b: a permanent connives (after the process is complete).",
    {"subject": "Node"}, skip=frozenset({"connive", "connives"}),
)  # fmt: skip
ExpendEvent = node_class(
    "ExpendEvent", "expend_event", "{subject} <expend|expends> {amount}",
    "CR 700.14: a player expends N (their mana spent on spells this turn reaches N).",
    {"subject": "Node", "amount": "Node"}, skip=frozenset({"expend", "expends"}),
)  # fmt: skip


@attrs.frozen
class UnlockEvent(Node):
    """CR 709.5h-i: a player unlocks a half of a Room ("When you unlock this door"), or
    fully unlocks a Room ("whenever you fully unlock a Room")."""

    rules = ("unlock_event",)
    subject: Node
    fully: bool
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], children[1] is not None, children[3], span=span)

    def render(self) -> str:
        return agreeing(self.subject, lambda: join(
            (self.subject, "fully" if self.fully else None, verb("<unlock|unlocks>"),
             self.object)))  # fmt: skip


@attrs.frozen
class Door(Node):
    """CR 709.5c: a half of a Room, "a locked door", "an unlocked door of target Room
    you control"."""

    rules = ("door",)
    state: str | None
    room: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        state = str(children[0]).lower() if children[0] is not None else None
        return cls(state, children[1], span=span)

    def render(self) -> str:
        article = "an" if self.state == "unlocked" else "a"
        of = f" of {self.room.render()}" if self.room is not None else ""
        return join((article, self.state, "door")) + of


@attrs.frozen
class UnlockDoor(Node):
    """CR 709.5f-g: "unlock a locked door of a Room you control", "lock or unlock a door
    of target Room you control"."""

    rules = ("unlock_door",)
    either: bool
    door: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0] is not None, children[-1], span=span)

    def render(self) -> str:
        either = "<lock or unlock|locks or unlocks>" if self.either else "<unlock|unlocks>"
        head = verb(either)
        return f"{head} {self.door.render()}"


@attrs.frozen
class Meld(Node):
    """CR 701.42a: meld the two cards of a meld pair into the named melded permanent."""

    rules = ("meld",)
    object: Node
    result: str  # the melded card's name (a name, CR 201.2)

    @classmethod
    def build(cls, children, span, **fixed):
        if str(children[2]).lower() != "into":
            raise UnknownWord(str(children[2]))
        return cls(children[1], str(children[3]), span=span)

    def render(self) -> str:
        return f"{verb('<meld|melds>')} {self.object.render()} into {self.result}"


@attrs.frozen
class EvidenceCollected(Node):
    """CR 701.59c: "evidence was collected" — whether evidence was collected as the cost
    linked to this ability (CR 607)."""

    rules = ("evidence_collected",)

    def render(self) -> str:
        return "evidence was collected"


@attrs.frozen
class ExploreEvent(Node):
    """CR 701.44b: a permanent explores (after the process is complete), perhaps revealing
    a card of a kind ("explores a land card")."""

    rules = ("explore_event",)
    subject: Node
    revealed: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], children[2], span=span)

    def render(self) -> str:
        return agreeing(self.subject, lambda: join(
            (self.subject, verb("<explore|explores>"), self.revealed)))  # fmt: skip


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


@attrs.frozen
class DidActionCondition(Node):
    """CR 608.2c, 608.2h: what a player did earlier in the ability ("this way") or this
    turn, as a condition: "if you discarded a card this way", "if you sacrificed a
    permanent this turn", "If you exiled a land card this way"."""

    rules = ("did_action_condition",)
    player: Node
    verb: str  # "sacrificed", "exiled", "discarded", "milled", "destroyed", "returned",
    # "revealed"
    object: Node
    frame: Node | str  # "this way", or a duration

    @classmethod
    def build(cls, children, span, **fixed):
        player, did, obj, frame = children
        frame = frame if isinstance(frame, Node) else str(frame).lower()
        return cls(player, str(did).lower(), obj, frame, span=span)

    def render(self) -> str:
        return join((self.player, self.verb, self.object, self.frame))


@attrs.frozen
class ActedThisWayEvent(Node):
    """CR 603.12, 608.2c: an action the ability did earlier, "this way", as the event of a
    reflexive trigger or a condition: "When you discard a card this way", "If you reveal a
    creature card this way", "When you play a card this way"."""

    rules = ("acted_this_way_event",)
    player: Node
    action: Node

    pick = (0, 1)

    def render(self) -> str:
        return agreeing(
            self.player, lambda: f"{self.player.render()} {self.action.render()} this way"
        )


@attrs.frozen
class PutSticker(FixedParts):
    """CR 123.3: "put a sticker on [object]", "put a power and toughness sticker on it" (a
    sticker of one of the kinds of CR 123.1 from the player's sticker sheets)."""

    rules = ("put_sticker",)


@attrs.frozen
class ExertCost(Node):
    """CR 701.43a, 118.3: "Exert this creature" as a cost (it won't untap during its
    controller's next untap step)."""

    rules = ("exert_cost",)
    object: Node

    pick = (1,)

    def render(self) -> str:
        return f"exert {self.object.render()}"


@attrs.frozen
class FightEachOther(Node):
    """CR 701.14a: the two creatures of the subject fight ("Those creatures fight each
    other.")."""

    rules = ("fight_each_other",)
    template = "<fight|fights> each other"


@attrs.frozen
class SearchedThisWayCondition(Node):
    """CR 701.23, 608.2c: whether the player searched a zone as part of the ability ("If you
    search your library this way, shuffle.")."""

    rules = ("searched_this_way_condition",)
    player: Node
    verb: str  # "search" or "searched", as written
    owner: Node
    zone: str

    @classmethod
    def build(cls, children, span, **fixed):
        player, verb, owner, zone, _this_way = children
        return cls(player, str(verb).lower(), owner, str(zone).lower(), span=span)

    def render(self) -> str:
        return join((self.player, self.verb, self.owner, self.zone, "this way"))


# ---- CR 701.54b, 701.54e: the Ring-bearer designation


@attrs.frozen
class RingBearerRef(ObjectRef):
    """CR 701.54e: "your Ring-bearer" — the creature with the Ring-bearer designation that
    the player chose (CR 701.54a), as long as they control it."""

    rules = ("ring_bearer_ref",)
    owner: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), span=span)

    def render(self) -> str:
        return f"{self.owner} Ring-bearer"


@attrs.frozen
class RingBearerWord(Node):
    """CR 701.54b: "Ring-bearer" as the noun of an object phrase ("a Ring-bearer",
    "protection from Ring-bearers")."""

    rules = ("ring_bearer_word",)
    plural: bool = False

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).endswith("s"), span=span)

    def render(self) -> str:
        return "Ring-bearers" if self.plural else "Ring-bearer"
