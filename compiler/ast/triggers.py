"""Triggered abilities and trigger events (CR 603)."""

from __future__ import annotations

import attrs

from .base import Node, agreeing, capitalize, fill, join, node_class, verb
from .objects import FixedParts, FixedPhrase


@attrs.frozen
class TriggeredAbility(Node):
    """CR 603.1: "[When/Whenever/At] [trigger event], [effect]." A first sentence
    "if [condition], ..." is an intervening "if" clause (CR 603.4)."""

    rules = ("triggered_ability", "modal_triggered_ability")
    trigger_word: str
    event: Node
    effects: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], children[2], span=span)

    def render(self) -> str:
        head = capitalize(f"{self.trigger_word} {self.event.render()}, ")
        if not hasattr(self.effects, "render_continuing"):  # "..., choose one —" (CR 700.2)
            return head + self.effects.render()[:1].lower() + self.effects.render()[1:]
        return head + self.effects.render_continuing()


def _event(name, rule, template, doc, fields):
    """A trigger event node; the verbs of the event are written by its template."""
    return node_class(name, rule, template, doc, fields, skip=_VERBS)


_VERBS = {
    "enters", "enter", "dies", "die", "attacks", "attack", "blocks", "block", "casts", "cast",
    "deals", "deal", "leaves", "leave", "sacrifices", "sacrifice", "taps", "tap", "is", "are",
    "draws", "draw", "gains", "gain", "combat", "becomes", "become",
}  # fmt: skip


EntersEvent = _event(
    "EntersEvent", "enters_event", "{subject} <enter|enters>[ {under}]",
    "CR 603.6a: an object enters the battlefield.", {"subject": "Node", "under": "Node | None"},
)  # fmt: skip
DiesEvent = _event(
    "DiesEvent", "dies_event", "{subject} <die|dies>",
    "CR 700.4: an object dies (is put into a graveyard from the battlefield).",
    {"subject": "Node"},
)  # fmt: skip
AttacksEvent = _event(
    "AttacksEvent", "attacks_event", "{subject} <attack|attacks>",
    "CR 508.3a: a creature attacks.", {"subject": "Node"},
)  # fmt: skip
BlocksEvent = _event(
    "BlocksEvent", "blocks_event", "{subject} <block|blocks>[ {blocked}]",
    "CR 509.3c: a creature blocks (a creature).", {"subject": "Node", "blocked": "Node | None"},
)  # fmt: skip
AttacksOrBlocksEvent = _event(
    "AttacksOrBlocksEvent", "attacks_or_blocks_event",
    "{subject} <attack|attacks> or <block|blocks>",
    "CR 508.3a, 509.3c: a creature attacks or blocks.", {"subject": "Node"},
)  # fmt: skip
CastEvent = _event(
    "CastEvent", "cast_event", "{subject} <cast|casts> {spell}",
    "CR 603.6a, 601.2i: a player casts a spell.", {"subject": "Node", "spell": "Node"},
)  # fmt: skip
LeavesEvent = _event(
    "LeavesEvent", "leaves_event", "{subject} <leave|leaves> the battlefield",
    "CR 603.6c, 603.10a: leaves-the-battlefield abilities.", {"subject": "Node"},
)  # fmt: skip
SacrificeEvent = _event(
    "SacrificeEvent", "sacrifice_event", "{subject} <sacrifice|sacrifices> {object}",
    "CR 701.21: a player sacrifices a permanent.", {"subject": "Node", "object": "Node"},
)  # fmt: skip
TapForManaEvent = _event(
    "TapForManaEvent", "tapped_for_mana_event", "{subject} <tap|taps> {object} for mana",
    "CR 106.11a, 605.1a: a player taps a permanent for mana.",
    {"subject": "Node", "object": "Node"},
)  # fmt: skip
IsTappedForManaEvent = _event(
    "IsTappedForManaEvent", "is_tapped_for_mana_event", "{subject} <are|is> tapped for mana",
    "CR 106.11a: a permanent is tapped for mana.", {"subject": "Node"},
)  # fmt: skip
DrawEvent = _event(
    "DrawEvent", "draw_event", "{subject} <draw|draws> {cards}",
    "CR 121: a player draws a card.", {"subject": "Node", "cards": "Node"},
)  # fmt: skip
GainLifeEvent = _event(
    "GainLifeEvent", "gain_life_event", "{subject} <gain|gains> life",
    "CR 119.9: a player gains life.", {"subject": "Node"},
)  # fmt: skip


@attrs.frozen
class CombatDamageEvent(Node):
    """CR 510.3a: a source deals (combat) damage to a player."""

    rules = ("combat_damage_event",)
    subject: Node
    kind: str
    recipient: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[2]).lower(), children[3], span=span)

    def render(self) -> str:
        def body():
            from .base import verb

            deal = verb("<deal|deals>")
            to = f" to {self.recipient.render()}" if self.recipient is not None else ""
            return f"{self.subject.render()} {deal} {self.kind}{to}"

        return agreeing(self.subject, body)


@attrs.frozen
class UnderControl(Node):
    """ "under your control"."""

    rules = ("under_control",)
    template = "under {player} control"
    player: Node

    pick = (0,)


@attrs.frozen
class StepEvent(Node):
    """CR 503-513: "the beginning of your upkeep", "the beginning of each end step"."""

    rules = ("step_event",)
    owner: Node
    step: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[1]).lower(), span=span)

    def render(self) -> str:
        return join(("the beginning of", self.owner, self.step))


@attrs.frozen
class StepOwner(FixedPhrase):
    """Whose step: "your", "each", "each opponent's", ..."""

    rules = ("step_owner",)


BecomesBlockedEvent = _event(
    "BecomesBlockedEvent", "becomes_blocked_event", "{subject} <become|becomes> blocked",
    "CR 509.1h: a creature becomes blocked.", {"subject": "Node"},
)  # fmt: skip
BecomesTappedEvent = _event(
    "BecomesTappedEvent", "becomes_tapped_event", "{subject} <become|becomes> {state}",
    "CR 701.26: a permanent becomes tapped or untapped.", {"subject": "Node", "state": "str"},
)  # fmt: skip
BecomesTargetEvent = _event(
    "BecomesTargetEvent", "becomes_target_event",
    "{subject} <become|becomes> the target of {source}",
    "CR 115: an object becomes the target of a spell or ability.",
    {"subject": "Node", "source": "Node"},
)  # fmt: skip


@attrs.frozen
class PutIntoZoneEvent(Node):
    """CR 603.6a, 603.10a: an object is put into a zone from another ("is put into a
    graveyard from the battlefield")."""

    rules = ("put_into_graveyard_event",)
    subject: Node
    to_zone: Node
    from_zone: Node

    @classmethod
    def build(cls, children, span, **fixed):
        subject, _is, _put, _into, to_zone, _from, from_zone = children
        return cls(subject, to_zone, from_zone, span=span)

    def render(self) -> str:
        verb = "are" if getattr(self.subject, "plural", False) else "is"
        return (f"{self.subject.render()} {verb} put into {self.to_zone.render()} "
                f"from {self.from_zone.render()}")  # fmt: skip


@attrs.frozen
class WhileSaddledEvent(Node):
    """CR 702.171b: "Whenever this creature attacks while saddled" — the event happens
    while the Mount has the saddled designation."""

    rules = ("while_saddled_event",)
    event: Node

    pick = (0,)  # the event; WHILE_SADDLED is a fixed phrase

    def render(self) -> str:
        return f"{self.event.render()} while saddled"


@attrs.frozen
class CastThisWayEvent(Node):
    """CR 603.6a, 608.2c: "When you cast a spell this way" — a spell cast with the
    permission the same ability gave."""

    rules = ("cast_this_way_event",)
    subject: Node
    spell: Node

    pick = (0, 2)

    def render(self) -> str:
        return agreeing(self.subject, lambda: f"{self.subject.render()} "
                        + verb("<cast|casts>") + f" {self.spell.render()} this way")  # fmt: skip


@attrs.frozen
class CrimeEvent(FixedParts):
    """CR 700.13: "Whenever you commit a crime" — a spell or ability the player controls
    targets an opponent or what an opponent controls or owns in the graveyard."""

    rules = ("crime_event",)


@attrs.frozen
class EntersDuringEvent(FixedParts):
    """CR 508.1, 603.6a: "this creature enters during the declare attackers step" — an
    object enters the battlefield during a given step."""

    rules = ("enters_during_event",)


@attrs.frozen
class DrawDuringEvent(FixedParts):
    """CR 121.1, 603.2: "you draw a card during an opponent's turn" — a draw in a given
    player's turn."""

    rules = ("draw_during_event",)


@attrs.frozen
class PlayOrCastEvent(FixedParts):
    """CR 305.1, 601.2i: "you play a land or cast a spell" — either event triggers the
    ability ("this way": with the permission the ability gave)."""

    rules = ("play_or_cast_event",)


@attrs.frozen
class TakeInitiativeEvent(FixedParts):
    """CR 725.2: "Whenever you take the initiative"."""

    rules = ("take_initiative_event",)


@attrs.frozen
class EventLead(FixedParts):
    """One of the events an object's :class:`EventChoice` names, in the first place:
    "attacks", "blocks", "becomes tapped", "is dealt damage", "becomes the target of a
    spell", "is put into a graveyard from the battlefield" (CR 603.2)."""

    rules = ("event_lead",)


@attrs.frozen
class EventPhrase(FixedParts):
    """A later event of an :class:`EventChoice`: an :class:`EventLead`, or "dies", "leaves
    the battlefield", "deals combat damage to a player" (CR 603.2, 603.6c, 700.4)."""

    rules = ("event_phrase",)


@attrs.frozen
class EventChoice(Node):
    """CR 603.2: one ability that triggers whenever one object does any of two or three
    things: "Whenever this creature becomes tapped or is dealt damage", "Whenever this
    creature attacks, blocks, or becomes the target of a spell" (each occurrence of any of
    them triggers it once, CR 603.2c)."""

    rules = ("event_choice", "event_choice_series")
    subject: Node
    events: tuple

    @classmethod
    def build(cls, children, span, **fixed):
        nodes = [c for c in children if isinstance(c, Node)]
        return cls(nodes[0], tuple(nodes[1:]), span=span)

    def render(self) -> str:
        words = [e.render() for e in self.events]
        if len(words) == 2:
            tail = f"{words[0]} or {words[1]}"
        else:
            tail = ", ".join(words[:-1]) + f", or {words[-1]}"
        return f"{self.subject.render()} {tail}"


@attrs.frozen
class PlayerActionEvent(Node):
    """CR 603.2, 701: a player performs a keyword action or a rules verb, as a trigger
    event: "Whenever you create one or more creature tokens", "Whenever a player mills a
    nonland card", "Whenever you proliferate". The action is the effects' verb phrase."""

    rules = ("player_action_event",)
    player: Node
    action: Node

    def render(self) -> str:
        return agreeing(self.player, lambda: f"{self.player.render()} {self.action.render()}")


_OR = ("or", "and/or")


@attrs.frozen
class PlayerLooksEvent(Node):
    """CR 701.22 scry, 701.25 surveil, as a trigger event whatever the number of cards:
    "Whenever you scry", "Whenever you scry or surveil"."""

    rules = ("player_looks_event",)
    player: Node
    actions: tuple[str, ...]  # "scry", "surveil"

    @classmethod
    def build(cls, children, span, **fixed):
        words = [str(c).lower() for c in children[1:] if isinstance(c, str)]
        names = ("scry" if w.startswith("scr") else "surveil" for w in words if w not in _OR)
        return cls(children[0], tuple(names), span=span)

    def render(self) -> str:
        forms = {"scry": "<scry|scries>", "surveil": "<surveil|surveils>"}
        words = " or ".join(forms[a] for a in self.actions)
        return agreeing(self.player, lambda: f"{self.player.render()} {verb(words)}")


@attrs.frozen
class PlayerAct(FixedParts):
    """One of the acts of a :class:`PlayerEventChoice`: "casts a spell from exile", "plays a
    land", "discards a card", "attacks with their commander", "mills a card" (CR 601,
    305.1, 701.9, 508.1, 701.17)."""

    rules = ("player_act",)


@attrs.frozen
class PlayerEventChoice(Node):
    """CR 603.2: one ability that triggers whenever a player does either of two things
    ("Whenever a player plays a land from exile or casts a spell from exile")."""

    rules = ("player_event_choice",)
    player: Node
    first: Node
    second: Node

    def render(self) -> str:
        return agreeing(self.player, lambda: join((self.player, self.first, "or", self.second)))


EntersStateEvent = _event(
    "EntersStateEvent", "enters_state_event", "{subject} <enter|enters> {state}",
    "CR 603.6a, 614.1c: an object enters the battlefield tapped or untapped.",
    {"subject": "Node", "state": "str"},
)  # fmt: skip


@attrs.frozen
class AlsoTriggersSentence(Node):
    """CR 113.6b: a triggered ability that states another zone it functions in ("This
    ability also triggers if this card is in your graveyard.")."""

    rules = ("also_triggers_sentence",)
    kind: str  # "ability"
    condition: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[-1], span=span)

    def render(self) -> str:
        return f"this {self.kind} also triggers if {self.condition.render()}."


@attrs.frozen
class SearchEvent(Node):
    """CR 701.23: a player searches a zone, as a trigger event: "Whenever an opponent
    searches their library"."""

    rules = ("search_event",)
    player: Node
    zone: Node

    pick = (0, 2)

    def render(self) -> str:
        return agreeing(
            self.player, lambda: join((self.player, verb("<search|searches>"), self.zone))
        )


@attrs.frozen
class BecomesPlottedEvent(Node):
    """CR 702.170d: a card becomes plotted, as a trigger event: "When this card becomes
    plotted"."""

    rules = ("becomes_plotted_event",)
    subject: Node

    pick = (0,)

    def render(self) -> str:
        return agreeing(
            self.subject, lambda: f"{self.subject.render()} {verb('<become|becomes>')} plotted"
        )


@attrs.frozen
class BecomesPlotted(Node):
    """CR 702.170d: an effect makes a card in exile plotted: "it becomes plotted"."""

    rules = ("becomes_plotted",)

    pick = ()

    def render(self) -> str:
        return f"{verb('<become|becomes>')} plotted"


@attrs.frozen
class BecomesCrewedEvent(Node):
    """CR 702.122d, 702.171a: a Vehicle's crew ability or a Mount's saddle ability resolves,
    as a trigger event: "Whenever this Vehicle becomes crewed", "Whenever this creature
    becomes saddled"."""

    rules = ("becomes_crewed_event",)
    subject: Node
    designation: str  # "crewed" or "saddled"

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[-1]).lower(), span=span)

    def render(self) -> str:
        return agreeing(
            self.subject,
            lambda: f"{self.subject.render()} {verb('<become|becomes>')} {self.designation}",
        )


BecomesUnattachedEvent = _event(
    "BecomesUnattachedEvent", "becomes_unattached_event",
    "{subject} <become|becomes> unattached from {object}",
    "CR 701.3d, 603.2: an Aura or Equipment stops being attached to an object.",
    {"subject": "Node", "object": "Node"},
)  # fmt: skip


@attrs.frozen
class InterveningModes(Node):
    """CR 603.4, 700.2: the modes of a triggered ability after an intervening "if" clause,
    "if a creature died this turn, choose one — ..." (checked as it triggers and as it
    resolves; the mode is chosen as it is put on the stack, CR 603.3c)."""

    rules = ("intervening_modes",)
    condition: Node
    modal: Node

    def render(self) -> str:
        modal = self.modal.render()
        return f"if {self.condition.render()}, {modal[:1].lower()}{modal[1:]}"


@attrs.frozen
class PhasesEvent(Node):
    """CR 702.26a, 702.26d: a permanent phases in or out ("Whenever this creature phases
    out, ..."); ``direction`` is "in" or "out"."""

    rules = ("phases_event",)
    subject: Node
    direction: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[1]).split()[-1].lower(), span=span)

    def render(self) -> str:
        return agreeing(self.subject, lambda: fill("{subject} <phase|phases> {direction}", self))


@attrs.frozen
class CompletesDungeonEvent(Node):
    """CR 309.7: a player completes a dungeon ("Whenever you complete a dungeon, ...")."""

    rules = ("completes_dungeon_event",)
    player: Node

    pick = (0,)

    def render(self) -> str:
        return agreeing(self.player, lambda: fill("{player} <complete|completes> a dungeon", self))
