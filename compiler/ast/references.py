"""References to objects and players by what happened to them, and past periods: the
rules-area extension "references" (CR 608.2h, 700.4, 603.10a, 500). The grammar is
grammar/references.lark."""

from __future__ import annotations

import attrs

from .base import Node, join, node_class
from .objects import FixedParts, ObjectRef


def _node_class(name, rule, template, doc, fields, subject=None):
    return node_class(name, rule, template, doc, fields, subject, skip=_AUXILIARIES)


#: Words a template writes itself (never kept as fields).
_AUXILIARIES = {"cast", "copy", "is", "are", "the battlefield"}


def _parts(children) -> tuple:
    """The rule's children in order: nodes as they are, words lower-cased, absent parts
    dropped."""
    return tuple(c if isinstance(c, Node) else str(c).lower() for c in children if c is not None)


# ---- conditions on what happened in a period (CR 608.2c)

CastInPeriodCondition = _node_class(
    "CastInPeriodCondition", "cast_in_period_condition", "{player} cast {spell} {duration}",
    "CR 601.2: a player cast spells in a period (\"if a player cast two or more spells last "
    "turn\").", {"player": "Node", "spell": "Node", "duration": "Node"},
)  # fmt: skip
WereCastInPeriodCondition = _node_class(
    "WereCastInPeriodCondition", "were_cast_in_period_condition",
    "{spells} {verb} cast {duration}",
    "CR 601.2: spells were cast in a period (\"if no spells were cast last turn\").",
    {"spells": "Node", "verb": "str", "duration": "Node"},
)  # fmt: skip


@attrs.frozen
class PlayerDealtDamageCondition(Node):
    """CR 120.3: a player was dealt damage ("if an opponent was dealt damage this turn",
    "If a player is dealt damage this way")."""

    rules = ("player_dealt_damage_condition",)
    player: Node
    verb: str  # is, was
    amount: Node | None
    comparator: str | None
    kind: str
    period: Node | str  # a duration or "this way"

    @classmethod
    def build(cls, children, span, **fixed):
        player, verb, amount, comparator, kind, period = children
        comparator = str(comparator).lower() if comparator else None
        period = period if isinstance(period, Node) else str(period).lower()
        return cls(player, str(verb).lower(), amount, comparator, str(kind).lower(), period,
                   span=span)  # fmt: skip

    def render(self) -> str:
        return join((self.player, self.verb, "dealt", self.amount, self.comparator, self.kind,
                     self.period))  # fmt: skip


@attrs.frozen
class PlayerStatusCondition(FixedParts):
    """A player's status: CR 122.1f "is poisoned" (has a poison counter), CR 724 "is the
    monarch"."""

    rules = ("player_status_condition",)


@attrs.frozen
class EnteredCondition(Node):
    """CR 603.6a: an object entered the battlefield ("if it entered this turn", "if it
    entered from your graveyard", "if an artifact entered the battlefield under your
    control this turn")."""

    rules = ("entered_condition",)
    object: Node
    parts: tuple  # "the battlefield", under your control / from a zone, the period

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], _parts(children[1:]), span=span)

    def render(self) -> str:
        return join((self.object, "entered", *self.parts))


# ---- qualifiers: objects named by what happened to them (CR 608.2h)


@attrs.frozen
class ThatDied(Node):
    """CR 700.4: "that died this turn", "that died under your control this turn", "that
    died this way"."""

    rules = ("that_died",)
    control: Node | None
    period: Node | str | None

    @classmethod
    def build(cls, children, span, **fixed):
        control, period = children
        return cls(control, period if isinstance(period, Node | None) else str(period).lower(),
                   span=span)  # fmt: skip

    def render(self) -> str:
        return join(("that died", self.control, self.period))


@attrs.frozen
class ThatEntered(Node):
    """CR 603.6a: "that entered this turn", "that entered the battlefield under your
    control this turn"."""

    rules = ("that_entered",)
    battlefield: bool
    control: Node | None
    duration: Node

    @classmethod
    def build(cls, children, span, **fixed):
        battlefield, control, duration = children
        return cls(battlefield is not None, control, duration, span=span)

    def render(self) -> str:
        where = "the battlefield" if self.battlefield else None
        return join(("that entered", where, self.control, self.duration))


@attrs.frozen
class ChosenAtRandom(Node):
    """CR 706.2 (random choices): "chosen at random"."""

    rules = ("chosen_at_random",)
    template = "chosen at random"


@attrs.frozen
class PlayerDid(Node):
    """CR 608.2h: an object named by what a player did to it: "you drew this turn",
    "they exiled this way", "you cycled or discarded this turn", "they controlled"."""

    rules = ("player_did",)
    player: Node
    actions: tuple[str, ...]
    how: Node | str | None  # "this way" or the object it was done with
    duration: Node | None

    @classmethod
    def build(cls, children, span, **fixed):
        player = children[0]
        actions = tuple(str(c).lower() for c in children[1:] if isinstance(c, str)
                        and str(c).lower() not in ("or", "this way"))  # fmt: skip
        this_way = any(isinstance(c, str) and str(c).lower() == "this way" for c in children)
        nodes = [c for c in children[1:] if isinstance(c, Node)]
        duration = nodes.pop() if nodes and _is_duration(nodes[-1]) else None
        how = "this way" if this_way else (nodes[0] if nodes else None)
        return cls(player, actions, how, duration, span=span)

    def render(self) -> str:
        how = f"with {self.how.render()}" if isinstance(self.how, Node) else self.how
        return join((self.player, " or ".join(self.actions), how, self.duration))


@attrs.frozen
class ThatPlayerDid(Node):
    """CR 608.2h: "that you cycled or discarded this turn"."""

    rules = ("that_player_did",)
    template = "that {clause}"
    clause: Node

    pick = (1,)


def _is_duration(node: Node) -> bool:
    return type(node).__name__ == "Duration"


@attrs.frozen
class YouveDone(Node):
    """CR 608.2h: "you've drawn this turn", "you've cast this turn", "you've cycled or
    discarded this turn"."""

    rules = ("youve_done",)
    subject: str  # you've, they've
    actions: tuple[str, ...]
    duration: Node | None

    @classmethod
    def build(cls, children, span, **fixed):
        words = [str(c).lower() for c in children if isinstance(c, str)]
        duration = children[-1] if isinstance(children[-1], Node | None) else None
        return cls(words[0], tuple(w for w in words[1:] if w != "or"), duration, span=span)

    def render(self) -> str:
        return join((self.subject, " or ".join(self.actions), self.duration))


# ---- objects named by an earlier action (CR 608.2h)


@attrs.frozen
class ActedOnObject(ObjectRef):
    """CR 608.2h: "the sacrificed creature", "the discarded card", "the milled cards"."""

    rules = ("acted_on_object",)
    action: str
    descriptor: Node
    qualifiers: tuple[Node, ...] = ()

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], tuple(children[2:]), span=span)

    @property
    def plural(self) -> bool:  # type: ignore[override]
        return bool(getattr(self.descriptor, "plural", False))

    def render(self) -> str:
        return join(("the", self.action, self.descriptor, *self.qualifiers))


# ---- trigger events of players (CR 120.3, 508.1)


@attrs.frozen
class PlayerDealtDamageEvent(Node):
    """CR 120.3: "Whenever an opponent is dealt damage", "is dealt 3 or more damage by a
    single source"."""

    rules = ("player_dealt_damage_event",)
    player: Node
    amount: Node | None
    comparator: str | None
    kind: str
    source: Node | None

    @classmethod
    def build(cls, children, span, **fixed):
        player, _is, amount, comparator, kind, source = children
        comparator = str(comparator).lower() if comparator else None
        return cls(player, amount, comparator, str(kind).lower(), source, span=span)

    def render(self) -> str:
        by = f"by {self.source.render()}" if self.source is not None else None
        return join((self.player, "is dealt", self.amount, self.comparator, self.kind, by))


PlayerAttackedEvent = _node_class(
    "PlayerAttackedEvent", "player_attacked_event", "{player} is attacked",
    "CR 508.1: a player is attacked (\"Whenever enchanted player is attacked\").",
    {"player": "Node"},
)  # fmt: skip


# ---- "X is the number of pin counters on this artifact." (CR 107.3)

XDefinition = _node_class(
    "XDefinition", "x_definition", "X is {amount}.",
    "CR 107.3: a sentence that defines X (\"X is the number of cards in your hand.\").",
    {"amount": "Node"},
)  # fmt: skip


# ---- "the last card you drew this turn" (CR 608.2h)


@attrs.frozen
class LastObject(ObjectRef):
    """CR 608.2h: the most recent of the objects described ("the last card you drew this
    turn")."""

    rules = ("last_object",)
    descriptor: Node
    qualifiers: tuple[Node, ...] = ()

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], tuple(children[1:]), span=span)

    def render(self) -> str:
        return join(("the last", self.descriptor, *self.qualifiers))


# ---- choosing an object (CR 700.2)


@attrs.frozen
class ChooseObject(Node):
    """CR 700.2: a player chooses an object or player described further ("Choose a creature
    you control.", "choose an opponent at random")."""

    rules = ("choose_object",)
    template = "<choose|chooses> {choice} {qualifiers}"
    choice: Node
    qualifiers: tuple[Node, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], tuple(children[2:]), span=span)


# ---- zones without a determiner (CR 404)


@attrs.frozen
class BareZone(Node):
    """CR 400.1: every zone of that name ("cards in graveyards", "from graveyards")."""

    rules = ("bare_zone",)
    name: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), span=span)

    def render(self) -> str:
        return self.name


@attrs.frozen
class BareZoneList(Node):
    """CR 400.1: every zone of several names ("from graveyards or libraries", "in
    graveyards and libraries")."""

    rules = ("bare_zone_list",)
    names: tuple[str, ...]
    separators: tuple[str, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        names = tuple(str(w).lower() for w in children[0::2])
        seps = tuple(str(s).lower() for s in children[1::2])
        return cls(names, seps, span=span)

    def render(self) -> str:
        out = self.names[0]
        for sep, name in zip(self.separators, self.names[1:], strict=True):
            out += f"{sep} {name}" if sep.startswith(",") else f" {sep} {name}"
        return out


# ---- copying more than once (CR 707.10)

CopyTimes = _node_class(
    "CopyTimes", "copy_times", "copy {object} {times}",
    "CR 707.10: copy a spell or card more than once (\"Copy target instant or sorcery spell "
    "twice.\").", {"object": "Node", "times": "str"},
)  # fmt: skip


# ---- "one mana of the chosen color" (CR 106.1)


@attrs.frozen
class ManaOfChosen(Node):
    """CR 106.1: mana of a color or type chosen earlier ("Add one mana of the chosen
    color.")."""

    rules = ("mana_of_chosen",)
    amount: Node
    kind: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[1]).lower(), span=span)

    def render(self) -> str:
        return f"{self.amount.render()} mana of the chosen {self.kind}"


# ---- "that targets you" (CR 115.7)

ThatTargetsPlayer = _node_class(
    "ThatTargetsPlayer", "that_targets_player", "that targets {player}",
    "CR 115.7: a spell or ability that targets a player (\"Counter target spell that "
    "targets you.\").", {"player": "Node"},
)  # fmt: skip


# ---- "controlled by the same player" (CR 108.4)

ControlledByPlayers = _node_class(
    "ControlledByPlayers", "controlled_by_players", "controlled by {players}",
    "CR 108.4: objects controlled by a player, the same player, or different players.",
    {"players": "Node"},
)  # fmt: skip


@attrs.frozen
class SamePlayers(FixedParts):
    """ "the same player", "different players": how the controllers of several objects
    relate (CR 108.4)."""

    rules = ("same_players",)


# ---- "If that card has the chosen name" (CR 201.3)


@attrs.frozen
class HasChosenNameCondition(Node):
    """CR 201.3: an object has the name (or other choice) chosen earlier ("If that card
    has the chosen name")."""

    rules = ("has_chosen_name_condition",)
    object: Node
    noun: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[2]).lower(), span=span)

    def render(self) -> str:
        verb = "has" if getattr(self.object, "third_person", False) else "have"
        return join((self.object, verb, "the chosen", self.noun))
