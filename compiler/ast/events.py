"""Trigger events, conditions, amounts, modal and timing sentences: the rules-area
extension "events" (CR 603, 608.2c, 700.2, 107). The grammar is grammar/events.lark."""

from __future__ import annotations

import attrs

from .base import Node, agreeing, by_kind, fill, join
from .objects import FixedPhrase, ObjectRef


def _node_class(name: str, rule: str | tuple, template: str, doc: str, fields: dict,
                subject: str | None = "subject"):  # fmt: skip
    """A node whose fields are the rule's nodes (in order) and named tokens (in order, for
    fields annotated ``str``, lower-cased), rendered from ``template`` with verbs agreeing
    with the field ``subject``."""
    ns = {"__doc__": doc, "rules": (rule,), "__annotations__": dict(fields)}

    def build(cls, children, span, **fixed):
        kept = [c for c in children if not (isinstance(c, str) and c.lower() in _AUXILIARIES)]
        values = by_kind(cls, kept, fields)
        values = [v.lower() if isinstance(v, str) else v for v in values]
        return cls(*values, span=span)

    def render(self):
        who = getattr(self, subject) if subject else None
        return agreeing(who, lambda: fill(template, self))

    ns["build"] = classmethod(build)
    ns["render"] = render
    return attrs.frozen(type(name, (Node,), ns))


#: Auxiliary words a template writes itself (never kept as fields).
_AUXILIARIES = {"is", "are", "you're"}

# ---- trigger events (CR 603.2)

TurnedFaceUpEvent = _node_class(
    "TurnedFaceUpEvent", "turned_face_up_event", "{subject} <are|is> turned {direction}",
    "CR 702.37e, 708.8: a face-down permanent is turned face up.",
    {"subject": "Node", "direction": "str"},
)  # fmt: skip
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
DiscardEvent = _node_class(
    "DiscardEvent", "discard_event", "{subject} <discard|discards> {object}",
    "CR 701.9: a player discards a card.", {"subject": "Node", "object": "Node"},
)  # fmt: skip
ChaosEvent = _node_class(
    "ChaosEvent", "chaos_event", "chaos ensues",
    "CR 311.7: chaos ensues (a planar die roll, on planes).", {}, subject=None,
)  # fmt: skip
SchemeEvent = _node_class(
    "SchemeEvent", "scheme_event", "{subject} <set|sets> {scheme} in motion",
    "CR 314.5, 701.31: a scheme is set in motion.", {"subject": "Node", "scheme": "Node"},
)  # fmt: skip
CrankEvent = _node_class(
    "CrankEvent", "crank_event", "{subject} <crank|cranks> {object}",
    "Cranking a Contraption (Unfinity's assembling rules, CR 905).",
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
        if head.startswith("become"):
            return cls("target", None, nodes[0], span=span)
        if str(children[1]).lower() == "turned" or len(children) == 2:
            return cls("turned", str(children[-1]).lower(), span=span)
        _is, _put, prep, zone, from_prep, from_zone = children
        return cls("put", str(prep).lower(), zone, from_prep, from_zone, span=span)

    def render(self) -> str:
        return fill(_ACTION_TEMPLATES[self.action], self)


@attrs.frozen
class OnTurn(FixedPhrase):
    """"on your turn", "on each opponent's turn"."""

    rules = ("on_turn",)


@attrs.frozen
class CombatOnTurnEvent(Node):
    """CR 506.1, 507.1: "the beginning of combat on your turn"."""

    rules = ("combat_on_turn_event",)
    step: str
    turn: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], span=span)

    def render(self) -> str:
        return join(("the beginning of", self.step, self.turn))


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

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], children[2], span=span)

    def render(self) -> str:
        return f"{self.itself.render()} or {self.other.render()}"


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

