"""Trigger events, conditions, amounts, modal and timing sentences: the rules-area
extension "events" (CR 603, 608.2c, 700.2, 107). The grammar is grammar/events.lark."""

from __future__ import annotations

import attrs

from .base import Node, agreeing, fill, join, node_class
from .objects import FixedParts, FixedPhrase, ObjectRef


def _node_class(name, rule, template, doc, fields, subject="subject"):
    return node_class(name, rule, template, doc, fields, subject, skip=_AUXILIARIES)


#: Auxiliary words a template writes itself (never kept as fields).
_AUXILIARIES = {"is", "are", "you're"}

# ---- trigger events (CR 603.2)

DealtDamageEvent = _node_class(
    "DealtDamageEvent", "dealt_damage_event", "{subject} <are|is> dealt {kind}",
    "CR 120.3: an object is dealt damage.", {"subject": "Node", "kind": "str"},
)  # fmt: skip
YouDealtDamageEvent = _node_class(
    "YouDealtDamageEvent", "you_dealt_damage_event", "you're dealt {kind}",
    "CR 120.3: you are dealt damage (\"Whenever you're dealt damage\").",
    {"kind": "str"}, subject=None,
)  # fmt: skip
CycleEvent = _node_class(
    "CycleEvent", "cycle_event", "{subject} <cycle|cycles> {object}",
    "CR 702.29: a player cycles a card.", {"subject": "Node", "object": "Node"},
)  # fmt: skip
CycleOrDiscardEvent = _node_class(
    "CycleOrDiscardEvent", "cycle_or_discard_event",
    "{subject} <cycle|cycles> or <discard|discards> {object}",
    "CR 702.29, 701.9: a player cycles or discards a card.",
    {"subject": "Node", "object": "Node"},
)  # fmt: skip
ChaosEvent = _node_class(
    "ChaosEvent", "chaos_event", "chaos ensues",
    "CR 311.7: chaos ensues (a planar die roll, on planes).", {}, subject=None,
)  # fmt: skip
SchemeEvent = _node_class(
    "SchemeEvent", "scheme_event", "{subject} <set|sets> {scheme} in motion",
    "CR 701.32, 904.9: a scheme is set in motion.", {"subject": "Node", "scheme": "Node"},
)  # fmt: skip
CrankEvent = _node_class(
    "CrankEvent", "crank_event", "{subject} <crank|cranks> {object}",
    "Cranking a Contraption (Unstable): not in the CR (CR 701.45a leaves the Unstable "
    "mechanics out).",
    {"subject": "Node", "object": "Node"},
)  # fmt: skip
MutatesEvent = _node_class(
    "MutatesEvent", "mutates_event", "{subject} mutates",
    "CR 702.140: a mutating creature spell merges with a creature.", {"subject": "Node"},
)  # fmt: skip
ExploitsEvent = _node_class(
    "ExploitsEvent", "exploits_event", "{subject} exploits {object}",
    "CR 702.110: a creature exploits a creature (sacrifices it).",
    {"subject": "Node", "object": "Node"},
)  # fmt: skip
MonstrousEvent = _node_class(
    "MonstrousEvent", "monstrous_event", "{subject} <become|becomes> monstrous",
    "CR 701.37: a creature becomes monstrous.", {"subject": "Node"},
)  # fmt: skip
LoseLifeEvent = _node_class(
    "LoseLifeEvent", "lose_life_event", "{subject} <lose|loses> life",
    "CR 119.3: a player loses life.", {"subject": "Node"},
)  # fmt: skip
PlayLandEvent = _node_class(
    "PlayLandEvent", "play_land_event", "{subject} <play|plays> {object}",
    "CR 305.1: a player plays a land.", {"subject": "Node", "object": "Node"},
)  # fmt: skip
PlayerAttacksEvent = _node_class(
    "PlayerAttacksEvent", "player_attacks_event",
    "{subject} <attack|attacks>[ with {attackers}]",
    "CR 508.1: a player attacks (with some creatures).",
    {"subject": "Node", "attackers": "Node | None"},
)  # fmt: skip
CastOrCopyEvent = _node_class(
    "CastOrCopyEvent", "cast_or_copy_event", "{subject} <cast|casts> or <copy|copies> {spell}",
    "CR 601.2i, 707.10: a player casts or copies a spell (magecraft).",
    {"subject": "Node", "spell": "Node"},
)  # fmt: skip


@attrs.frozen
class EitherEvent(Node):
    """CR 603.2: one ability that triggers on either of two events of one object ("When
    this creature enters or attacks")."""

    rules = ("either_event",)
    subject: Node
    first: str  # "enter" or "die"
    second: Node

    @classmethod
    def build(cls, children, span, **fixed):
        subject, first, _or, second = children
        return cls(subject, "enter" if first.lower().startswith("enter") else "die", second,
                   span=span)  # fmt: skip

    def render(self) -> str:
        first = "<enter|enters>" if self.first == "enter" else "<die|dies>"
        return agreeing(self.subject, lambda: fill(f"{{subject}} {first} or {{second}}", self))


_ACTION_TEMPLATES = {
    "attack": "<attack|attacks>",
    "die": "<die|dies>",
    "leave": "<leave|leaves> the battlefield",
    "deal": "<deal|deals> {kind} to {object}",
    "turned": "<are|is> turned {kind}",
    "put": "<are|is> put {kind} {object}[ {from_prep} {from_zone}]",
    "target": "<become|becomes> the target of {object}",
    "tapped": "<become|becomes> {kind}",
}


@attrs.frozen
class EventAction(Node):
    """The second event of an :class:`EitherEvent`: "attacks", "dies", "leaves the
    battlefield", "deals combat damage to a player", "is put into exile", ..."""

    rules = ("event_action",)
    action: str
    kind: str | None = None
    object: Node | None = None
    from_prep: Node | None = None
    from_zone: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        head = str(children[0]).lower()
        nodes = [c for c in children if not isinstance(c, str)]
        if head.startswith("attack"):
            return cls("attack", span=span)
        if head.startswith("die"):
            return cls("die", span=span)
        if head.startswith("leave"):
            return cls("leave", span=span)
        if head.startswith("deal"):
            return cls("deal", str(children[1]).lower(), nodes[0], span=span)
        if head.startswith("become") and not nodes:  # "becomes tapped" (CR 701.26)
            return cls("tapped", str(children[1]).lower(), span=span)
        if head.startswith("become"):
            return cls("target", None, nodes[0], span=span)
        if str(children[1]).lower() == "turned" or len(children) == 2:
            return cls("turned", str(children[-1]).lower(), span=span)
        _is, _put, prep, zone, from_prep, from_zone = children
        return cls("put", str(prep).lower(), zone, from_prep, from_zone, span=span)

    def render(self) -> str:
        return fill(_ACTION_TEMPLATES[self.action], self)


@attrs.frozen
class StepOfPlayerEvent(Node):
    """CR 503-513: "the beginning of the upkeep of enchanted creature's controller"."""

    rules = ("step_of_player_event",)
    owner: Node
    step: str
    player: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[1]).lower(), children[2], span=span)

    def render(self) -> str:
        return join(("the beginning of", self.owner, self.step, "of", self.player))


@attrs.frozen
class StepPlayer(FixedPhrase):
    """Whose step, by a player described: "enchanted player's", "the chosen player's"."""

    rules = ("step_player",)


@attrs.frozen
class PlayerStepEvent(Node):
    """CR 503-513: "the beginning of enchanted player's upkeep"."""

    rules = ("player_step_event",)
    owner: Node
    step: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[1]).lower(), span=span)

    def render(self) -> str:
        return join(("the beginning of", self.owner, self.step))


# ---- objects and qualifiers


@attrs.frozen
class SelfOrAnother(ObjectRef):
    """CR 603.2: "this creature or another Ally you control" — a trigger on the object
    itself or another object of a kind."""

    rules = ("self_or_another",)
    itself: Node
    other: Node
    #: "or", or "and/or" (the verb is then plural: "Whenever Anje and/or one or more other
    #: Vampires you control enter").
    conjunction: str = "or"

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], children[2], str(children[1]).lower(), span=span)

    @property
    def third_person(self) -> bool:
        return self.conjunction == "or"

    def render(self) -> str:
        return f"{self.itself.render()} {self.conjunction} {self.other.render()}"


@attrs.frozen
class DealtDamageBy(Node):
    """CR 120: "dealt damage by this creature this turn" — objects a source dealt damage
    to."""

    rules = ("dealt_damage_by",)
    kind: str
    source: Node | None = None
    duration: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        kind, source, duration = children
        return cls(str(kind).lower(), source, duration, span=span)

    def render(self) -> str:
        by = f"by {self.source.render()}" if self.source is not None else None
        return join(("dealt", self.kind, by, self.duration))


# ---- conditions (CR 608.2c)


@attrs.frozen
class TurnCondition(FixedPhrase):
    """CR 500.7: whose turn it is: "it's your turn", "it's not your turn"."""

    rules = ("turn_condition",)


HasCondition = _node_class(
    "HasCondition", "has_condition", "{object} <have|has> {quality}",
    "CR 608.2c: an object has a quality (\"if it has flying\", \"it has mana value 2 or "
    "less\", \"it has a +1/+1 counter on it\").",
    {"object": "Node", "quality": "Node"}, subject="object",
)  # fmt: skip


@attrs.frozen
class LifeChangeCondition(Node):
    """CR 119.3: "you gained 3 or more life this turn", "an opponent lost life this turn",
    "you didn't lose life this turn"."""

    rules = (("life_change_condition", {}), ("no_life_change_condition", {"negated": True}))
    player: Node
    change: str  # "gain" or "lose"
    amount: Node | None = None
    comparator: str | None = None
    duration: Node | None = None
    negated: bool = False

    @classmethod
    def build(cls, children, span, negated=False):
        if negated:
            player, _didnt, change, duration = children
            kind = "gain" if change.lower().startswith("gain") else "lose"
            return cls(player, kind, None, None, duration, True, span=span)
        player, change, amount, comparator, duration = children
        kind = "gain" if change.lower() == "gained" else "lose"
        comp = str(comparator).lower() if comparator else None
        return cls(player, kind, amount, comp, duration, span=span)

    def render(self) -> str:
        if self.negated:
            return join((self.player, "didn't", self.change, "life", self.duration))
        past = "gained" if self.change == "gain" else "lost"
        return join((self.player, past, self.amount, self.comparator, "life", self.duration))


CastCondition = _node_class(
    "CastCondition", "cast_condition", "{player} <cast|casts> {spell}[ {detail}]",
    "CR 601.2: a player cast a spell (\"if you cast it from your hand\").",
    {"player": "Node", "spell": "Node", "detail": "Node | None"}, subject="player",
)  # fmt: skip


@attrs.frozen
class CastDetail(FixedPhrase):
    """Where or when a spell was cast: "from your hand", "during your main phase"."""

    rules = ("cast_detail",)


@attrs.frozen
class PastStateCondition(Node):
    """CR 608.2c: an object's earlier state: "this spell was kicked", "it was blocked this
    turn", "that creature was a Cleric"."""

    rules = ("past_state_condition",)
    object: Node
    verb: str  # was, wasn't, were, weren't
    state: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[1]).lower(), children[2], span=span)

    def render(self) -> str:
        return join((self.object, self.verb, self.state))


@attrs.frozen
class BlockedState(Node):
    """CR 509.1h: "blocked (this turn)"."""

    rules = ("blocked_state",)
    duration: Node | None = None

    def render(self) -> str:
        return join(("blocked", self.duration))


@attrs.frozen
class MonarchCondition(Node):
    """CR 724: "you're the monarch"."""

    rules = ("monarch_condition",)
    template = "you're the monarch"


@attrs.frozen
class MoreThanCondition(Node):
    """CR 608.2c: "an opponent controls more lands than you"."""

    rules = ("more_than_condition",)
    player: Node
    comparison: str
    descriptor: Node
    other: Node

    @classmethod
    def build(cls, children, span, **fixed):
        player, _control, comparison, descriptor, other = children
        return cls(player, str(comparison).lower(), descriptor, other, span=span)

    def render(self) -> str:
        control = "controls" if self.player.third_person else "control"
        return join((self.player, control, self.comparison, self.descriptor, "than",
                     self.other))  # fmt: skip


@attrs.frozen
class NumberCondition(Node):
    """CR 107.3: "X is 5 or more"."""

    rules = ("number_condition",)
    number: Node
    verb: str
    value: Node
    comparator: str | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        number, verb, value, comparator = children
        comp = str(comparator).lower() if comparator else None
        return cls(number, str(verb).lower(), value, comp, span=span)

    def render(self) -> str:
        return join((self.number, self.verb, self.value, self.comparator))


@attrs.frozen
class NoObject(ObjectRef):
    """ "no creatures", "no artifacts": an object phrase that matches nothing (a
    condition holds when there is none, CR 608.2c)."""

    rules = ("no_object",)
    descriptor: Node
    qualifiers: tuple[Node, ...] = ()

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], tuple(children[1:]), span=span)

    @property
    def plural(self) -> bool:  # type: ignore[override]
        return self.descriptor.plural

    def render(self) -> str:
        return join(("no", self.descriptor, *self.qualifiers))


@attrs.frozen
class IfCondition(Node):
    """CR 608.2c: a condition after the effect it limits ("Destroy target creature if it
    has mana value 2 or less.")."""

    rules = (("if_condition", {}), ("instead_if_condition", {"instead": True}))
    condition: Node
    instead: bool = False

    @classmethod
    def build(cls, children, span, instead=False):
        return cls(children[-1], instead, span=span)

    def render(self) -> str:
        return ("instead if " if self.instead else "if ") + self.condition.render()


@attrs.frozen
class Devotion(Node):
    """CR 700.5: "your devotion to white", "your devotion to white and blue"."""

    rules = ("devotion",)
    owner: Node
    colors: tuple[str, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        owner, *colors = children
        return cls(owner, tuple(str(c).lower() for c in colors if c is not None), span=span)

    def render(self) -> str:
        return f"{self.owner.render()} devotion to " + " and ".join(self.colors)


@attrs.frozen
class HalfAmount(Node):
    """CR 107.1a: "half the number of ..., rounded up"."""

    rules = ("half_amount",)
    amount: Node
    rounding: str | None = None  # "up" or "down"

    @classmethod
    def build(cls, children, span, **fixed):
        amount, rounded = children
        return cls(amount, str(rounded).split()[-1].lower() if rounded else None, span=span)

    def render(self) -> str:
        out = f"half {self.amount.render()}"
        return out + (f", rounded {self.rounding}" if self.rounding else "")


@attrs.frozen
class ManaSpentAmount(Node):
    """CR 601.2h: "the amount of mana spent to cast it"."""

    rules = ("mana_spent_amount",)
    spell: Node

    pick = (-1,)

    def render(self) -> str:
        return f"the amount of mana spent to cast {self.spell.render()}"


@attrs.frozen
class ColorsSpentAmount(Node):
    """CR 702.119 (converge): "the number of colors of mana spent to cast this spell"."""

    rules = ("colors_spent_amount",)
    noun: str
    spell: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[-1], span=span)

    def render(self) -> str:
        return f"the number of {self.noun} of mana spent to cast {self.spell.render()}"


@attrs.frozen
class ActedOnPossessive(Node):
    """CR 608.2h: the possessive of an object an earlier action named ("the sacrificed
    creature's power", "the exiled card's mana value")."""

    rules = ("acted_on_possessive",)
    action: str
    descriptor: Node
    mark: str

    @classmethod
    def build(cls, children, span, **fixed):
        action, descriptor, mark = children
        return cls(str(action).lower(), descriptor, str(mark), span=span)

    def render(self) -> str:
        return f"the {self.action} {self.descriptor.render()}{self.mark}"


# ---- sentences


@attrs.frozen
class ReflexiveTrigger(Node):
    """CR 603.12: a reflexive triggered ability, "When you do, ..."."""

    rules = ("reflexive_trigger",)
    trigger_word: str
    condition: Node
    clauses: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], children[2], span=span)

    def render(self) -> str:
        body = agreeing(None, self.clauses.render)
        return f"{self.trigger_word} {self.condition.render()}, {body}."


@attrs.frozen
class DelayedTrigger(Node):
    """CR 603.7: a delayed triggered ability an effect creates ("When that creature dies
    this turn, ...")."""

    rules = ("delayed_trigger",)
    trigger_word: str
    event: Node
    duration: Node
    clauses: Node

    @classmethod
    def build(cls, children, span, **fixed):
        word, event, duration, clauses = children
        return cls(str(word).lower(), event, duration, clauses, span=span)

    def render(self) -> str:
        body = agreeing(None, self.clauses.render)
        return f"{self.trigger_word} {self.event.render()} {self.duration.render()}, {body}."


@attrs.frozen
class SpendRestriction(Node):
    """CR 107.3: "Spend only black mana on X." (how X may be paid)."""

    rules = ("spend_restriction",)
    colors: tuple[str, ...]
    connective: str | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        first, connective, second, _x = children
        colors = (str(first).lower(),) + ((str(second).lower(),) if second else ())
        return cls(colors, str(connective).lower() if connective else None, span=span)

    def render(self) -> str:
        colors = f" {self.connective} ".join(self.colors)
        return f"spend only {colors} mana on X."


# ---- more trigger events


@attrs.frozen
class CountersPutEvent(Node):
    """CR 122.6: counters are put on an object ("one or more +1/+1 counters are put on
    another creature you control")."""

    rules = ("counters_put_event",)
    counters: Node | None
    number: str | None
    comparator: str | None
    kind: Node | None
    noun: str | None
    verb: str
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        if isinstance(children[0], Node) and len(children) == 4:
            counters, verb, _put, obj = children
            return cls(counters, None, None, None, None, str(verb).lower(), obj, span=span)
        number, comparator, kind, noun, verb, _put, obj = children
        return cls(None, number.render(), str(comparator).lower(), kind,
                   str(noun).lower(), str(verb).lower(), obj, span=span)  # fmt: skip

    def render(self) -> str:
        if self.counters is not None:
            counters = self.counters.render()
        else:
            counters = join((self.number, self.comparator, self.kind, self.noun))
        return f"{counters} {self.verb} put on {self.object.render()}"


CastDuringEvent = _node_class(
    "CastDuringEvent", "cast_during_event", "{subject} <cast|casts> {spell} {during}",
    "CR 601.2i: a player casts a spell during a turn (\"during your turn\").",
    {"subject": "Node", "spell": "Node", "during": "Node"},
)  # fmt: skip


@attrs.frozen
class DuringTurn(FixedPhrase):
    """ "during your turn", "during an opponent's turn"."""

    rules = ("during_turn",)


@attrs.frozen
class DayNightEvent(FixedPhrase):
    """CR 728.2: "day becomes night or night becomes day"."""

    rules = ("day_night_event",)


LeaveZoneEvent = _node_class(
    "LeaveZoneEvent", "leave_zone_event", "{subject} <leave|leaves> {owner} {zone}",
    "CR 603.10a: cards leave a zone (\"one or more cards leave your graveyard\").",
    {"subject": "Node", "verb": "str", "owner": "Node", "zone": "str"},
)  # fmt: skip


@attrs.frozen
class OrdinalObject(ObjectRef):
    """CR 603.2: a player's nth object of a turn ("your second card each turn", "their
    first spell during each opponent's turn")."""

    rules = ("ordinal_object",)
    owner: str
    ordinal: Node
    descriptor: Node
    qualifiers: tuple[Node, ...] = ()
    period: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        owner, ordinal, descriptor, *rest = children
        period = rest.pop() if rest else None
        return cls(str(owner).lower(), ordinal, descriptor, tuple(rest), period, span=span)

    def render(self) -> str:
        return join((self.owner, self.ordinal, self.descriptor, *self.qualifiers, self.period))


@attrs.frozen
class Ordinal(FixedPhrase):
    """ "first", "second", "third"."""

    rules = ("ordinal",)


@attrs.frozen
class OrdinalPeriod(FixedPhrase):
    """The period an ordinal counts in: "each turn", "during each opponent's turn"."""

    rules = ("ordinal_period",)


@attrs.frozen
class ThatTargets(Node):
    """CR 115.7: "a spell that targets this creature", "that targets only it"."""

    rules = (("that_targets", {}), ("that_targets_only", {"only": True}))
    object: Node
    only: bool = False

    @classmethod
    def build(cls, children, span, only=False):
        return cls(children[-1], only, span=span)

    def render(self) -> str:
        return ("that targets only " if self.only else "that targets ") + self.object.render()


# ---- modal spells (CR 700.2)


@attrs.frozen
class ModalWithRider(Node):
    """CR 700.2: a modal spell whose intro is a sentence with a rider ("Choose three. You may
    choose the same mode more than once.") followed by bulleted modes."""

    rules = ("modal_with_rider",)
    intro: Node
    rider: Node
    modes: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(*children, span=span)

    def render(self) -> str:
        from .base import capitalize

        head = f"{capitalize(self.intro.render())}. {capitalize(self.rider.render())}"
        return head + self.modes.render()


@attrs.frozen
class ModeRider(Node):
    """CR 700.2d, 700.2f: "You may choose the same mode more than once.", "If this spell
    was kicked, choose any number instead."."""

    rules = (("mode_rider", {}), ("mode_rider_if", {"conditional": True}))
    condition: Node | None = None
    choice: Node | None = None
    conditional: bool = False

    @classmethod
    def build(cls, children, span, conditional=False):
        if not conditional:
            return cls(span=span)
        condition, _choose, count, _instead = children
        return cls(condition, count, True, span=span)

    def render(self) -> str:
        if not self.conditional:
            return "you may choose the same mode more than once."
        return f"if {self.condition.render()}, choose {self.choice.render()} instead."


@attrs.frozen
class ModeCount(FixedPhrase):
    """How many modes a rider allows: "both", "any number"."""

    rules = ("mode_count",)


# ---- more conditions (CR 608.2c)

RemainsCondition = _node_class(
    "RemainsCondition", "remains_condition", "{object} <remain|remains> {state}",
    "CR 611.2b: \"as long as this creature remains tapped\".",
    {"object": "Node", "state": "Node"}, subject="object",
)  # fmt: skip


@attrs.frozen
class StatCondition(Node):
    """CR 208, 202.3: "its mana value is X", "its power is 4 or greater"."""

    rules = ("stat_condition", "stat_was_condition")
    stat: Node
    verb: str
    value: Node
    comparator: str | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        stat, verb, value, comparator = children
        comp = str(comparator).lower() if comparator else None
        return cls(stat, str(verb).lower(), value, comp, span=span)

    def render(self) -> str:
        return join((self.stat, self.verb, self.value, self.comparator))


@attrs.frozen
class MonstrousState(Node):
    """CR 701.37b: a monstrous permanent."""

    rules = ("monstrous_state",)
    template = "monstrous"


@attrs.frozen
class UnlessAction(Node):
    """CR 118.12: "unless [player] [action]" — an optional cost whose payment stops the
    effect ("unless you sacrifice two Islands", "unless they pay {2}")."""

    rules = (("unless_action", {}), ("unless_they_pay", {"pays": True}))
    player: Node
    action: Node
    for_each: Node | None = None
    pays: bool = False

    @classmethod
    def build(cls, children, span, pays=False):
        if pays:
            player, _pay, cost, for_each = children
            return cls(player, cost, for_each, True, span=span)
        return cls(children[0], children[1], span=span)

    def render(self) -> str:
        if self.pays:
            pay = "pays" if self.player.third_person else "pay"
            return join(("unless", self.player, pay, self.action, self.for_each))
        return join(("unless", self.player, agreeing(self.player, self.action.render)))


YouveCastCondition = _node_class(
    "YouveCastCondition", "youve_cast_condition", "you've cast {spell}[ {duration}]",
    "CR 601.2: \"if you've cast a historic spell this turn\".",
    {"spell": "Node", "duration": "Node | None"}, subject=None,
)  # fmt: skip


@attrs.frozen
class ManaSpentCondition(Node):
    """CR 702.149 (adamant): "at least three white mana was spent to cast this spell"."""

    rules = ("mana_spent_condition",)
    amount: Node
    color: str
    verb: str
    spell: Node

    @classmethod
    def build(cls, children, span, **fixed):
        amount, color, verb, _cast, spell = children
        return cls(amount, str(color).lower(), str(verb).lower(), spell, span=span)

    def render(self) -> str:
        return join(("at least", self.amount, self.color, "mana", self.verb,
                     "spent to cast", self.spell))  # fmt: skip


TargetsCondition = _node_class(
    "TargetsCondition", "targets_condition", "{object} <target|targets> {target}",
    "CR 115.7: a spell or ability targets an object (\"if it targets a blue permanent\").",
    {"object": "Node", "target": "Node"}, subject="object",
)  # fmt: skip


@attrs.frozen
class LeftBattlefieldCondition(Node):
    """CR 603.10a (revolt): "a permanent left the battlefield under your control this
    turn"."""

    rules = ("left_battlefield_condition",)
    object: Node
    under: Node | None
    duration: Node

    def render(self) -> str:
        return join((self.object, "left the battlefield", self.under, self.duration))


@attrs.frozen
class PlaneswalkEvent(FixedParts):
    """CR 901.9, 311.7: "When you planeswalk to this plane", "When you planeswalk away
    from ...", "When you encounter this phenomenon"."""

    rules = ("planeswalk_event",)


BlessingCondition = _node_class(
    "BlessingCondition", "blessing_condition", "{player} <have|has> the city's blessing",
    "CR 702.131c: a player has the city's blessing (ascend).", {"player": "Node"},
    subject="player",
)  # fmt: skip
InitiativeCondition = _node_class(
    "InitiativeCondition", "initiative_condition", "{player} <have|has> the initiative",
    "CR 725.1: a player has the initiative.", {"player": "Node"}, subject="player",
)  # fmt: skip
ExertEvent = _node_class(
    "ExertEvent", "exert_event", "{subject} <exert|exerts> {object}",
    "CR 701.43: a player exerts a creature.", {"subject": "Node", "object": "Node"},
)  # fmt: skip


@attrs.frozen
class LosesGameEvent(Node):
    """CR 104.3: a player wins or loses the game ("Whenever a player loses the game")."""

    rules = ("loses_game_event",)
    subject: Node
    verb: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[1]).lower(), span=span)

    def render(self) -> str:
        return f"{self.subject.render()} {self.verb} the game"


@attrs.frozen
class CommanderRef(ObjectRef):
    """CR 903.3: "your commander"."""

    rules = ("commander_ref",)
    owner: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), span=span)

    def render(self) -> str:
        return f"{self.owner} commander"


DiedCondition = _node_class(
    "DiedCondition", "died_condition", "{object} died[ {under}] {duration}",
    "CR 700.4: an object died (this turn), under a player's control (CR 603.10a).",
    {"object": "Node", "under": "Node", "duration": "Node"},
    subject=None,
)  # fmt: skip


@attrs.frozen
class UnlessCondition(Node):
    """CR 608.2c: "unless [condition]" ("enters tapped unless you control two or more
    basic lands")."""

    rules = ("unless_condition",)
    condition: Node

    def render(self) -> str:
        return f"unless {self.condition.render()}"


CantCondition = _node_class(
    "CantCondition", "cant_condition", "{player} can't",
    "CR 608.2c: \"If you can't, ...\" — whether a player could take the action before.",
    {"player": "Node"}, subject=None,
)  # fmt: skip


@attrs.frozen
class ReflexiveIfTrigger(Node):
    """CR 603.12, 603.4: a reflexive triggered ability with an intervening "if" clause:
    "When you do, if you control a red permanent, ..." (it triggers only if the condition
    is true, and does nothing unless it is still true as it resolves)."""

    rules = ("reflexive_if_trigger",)
    trigger_word: str
    event: Node
    condition: Node
    clauses: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), *children[1:4], span=span)

    def render(self) -> str:
        body = agreeing(None, self.clauses.render)
        return (f"{self.trigger_word} {self.event.render()}, if {self.condition.render()}, "
                f"{body}.")  # fmt: skip


@attrs.frozen
class ReflexiveModalTrigger(Node):
    """CR 603.12, 700.2: a modal reflexive triggered ability, "When you do, choose one —"
    followed by its modes (the last sentence of the ability)."""

    rules = ("reflexive_modal_trigger",)
    trigger_word: str
    condition: Node
    modal: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], children[2], span=span)

    def render(self) -> str:
        modal = self.modal.render()
        return f"{self.trigger_word} {self.condition.render()}, {modal[:1].lower()}{modal[1:]}"
