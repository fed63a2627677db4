"""Triggered abilities — CR 603 (trigger events, APNAP placement, intervening "if",
delayed triggers 603.7, look-back for leaves-the-battlefield 603.10) and CR 605.1b
(triggered mana abilities resolve immediately).

Trigger conditions are event patterns with a ``matches(game, event, ctx)`` method:
:class:`ZoneChangeTrigger` (enters / dies / leaves / put into a graveyard),
:class:`SacrificeTrigger`, :class:`Attacks`, :class:`TappedForMana`, :class:`SpellCastTrigger`,
:class:`BeginningOfStep`, :class:`DealsDamage`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..agents import ChooseModes, ChooseOrder
from ..state.abilities import TriggeredAbility, all_abilities
from ..state.command_zone import controller_of, functions_in_command
from ..state.filters import Ctx, ObjectFilter, Who
from ..state.objects import GameObject, PlayerRef, StackAbility, Zone
from . import events as ev

if TYPE_CHECKING:
    from ..game import Game


class TriggerPattern:
    """Base of trigger conditions."""

    __slots__ = ()
    looks_back = False
    #: CR 605.1b: a trigger on mana abilities / mana being added (a mana ability's trigger)
    mana_trigger = False

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        raise NotImplementedError


def _lki_match(game: Game, f: ObjectFilter | None, obj_id: int | None, ctx: Ctx) -> bool:
    if f is None:
        return True
    if obj_id is None or not game.known(obj_id):
        return False
    obj = game.state.objects.get(obj_id)
    if not isinstance(obj, GameObject):
        obj = game.lki_object(obj_id)
    return f.matches(ctx, obj, game.view(obj_id), any_zone=True)


@attrs.frozen
class ZoneChangeTrigger(TriggerPattern):
    """CR 603.6 — "When/Whenever [this / a filter] enters / dies / leaves / is put into ...".

    ``this``: the source itself. Leaves-the-battlefield patterns look back in time
    (CR 603.10a): the object is matched as it last existed on the battlefield.
    """

    to_zone: Zone | None = None
    from_zone: Zone | None = None
    filter: ObjectFilter | None = None
    this: bool = False

    @property
    def looks_back(self) -> bool:  # type: ignore[override]
        return self.from_zone is Zone.BATTLEFIELD

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, ev.ZoneChange):
            return False
        if self.to_zone is not None and event.to_zone is not self.to_zone:
            return False
        if self.from_zone is not None and event.from_zone is not self.from_zone:
            return False
        entering = self.to_zone is Zone.BATTLEFIELD
        obj_id = event.new_id if entering else event.object_id
        if self.this and obj_id != ctx.source_id:
            return False
        return _lki_match(game, self.filter, obj_id, ctx)


def Enters(filter: ObjectFilter | None = None, this: bool = False) -> ZoneChangeTrigger:
    """ "When [this / a filter] enters" (CR 603.6a)."""
    return ZoneChangeTrigger(to_zone=Zone.BATTLEFIELD, filter=filter, this=this)


def Dies(filter: ObjectFilter | None = None, this: bool = False) -> ZoneChangeTrigger:
    """ "When [this / a filter] dies" — battlefield to graveyard (CR 700.4)."""
    return ZoneChangeTrigger(Zone.GRAVEYARD, Zone.BATTLEFIELD, filter, this)


@attrs.frozen
class SacrificeTrigger(TriggerPattern):
    """ "Whenever [a player / an opponent] sacrifices a [filter]" (CR 701.21).

    Triggers whatever zone the permanent ended up in (a Rest in Peace exile still is a
    sacrifice); the filter sees the permanent as it last existed (CR 603.10a).
    """

    filter: ObjectFilter | None = None
    by: Who = Who.ANY
    looks_back = True

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, ev.Sacrificed):
            return False
        if not self.by.matches(event.player, ctx.controller):
            return False
        if self.filter is not None and self.filter.token is not None:
            if event.is_token != self.filter.token:
                return False
        return _lki_match(game, self.filter, event.object_id, ctx)


@attrs.frozen
class Attacks(TriggerPattern):
    """CR 508.3a — "Whenever [this creature / a filter] attacks"."""

    filter: ObjectFilter | None = None
    this: bool = False

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, ev.AttackDeclared):
            return False
        if self.this and event.object_id != ctx.source_id:
            return False
        return _lki_match(game, self.filter, event.object_id, ctx)


@attrs.frozen
class TappedForMana(TriggerPattern):
    """CR 106.12a — "Whenever [a player taps] a [filter] for mana" (Heartbeat of Spring).

    ``this``: "whenever you tap this creature for mana"; ``attached``: "whenever enchanted
    land is tapped for mana" (the permanent the source is attached to, CR 303.4)."""

    filter: ObjectFilter | None = None
    who: Who = Who.ANY
    this: bool = False
    attached: bool = False
    mana_trigger = True

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, ev.ManaAdded) or not event.tapped_for_mana or not event.mana:
            return False
        if not self.who.matches(event.player, ctx.controller):
            return False
        if self.this and event.object_id != ctx.source_id:
            return False
        if self.attached:
            src = game.state.objects.get(ctx.source_id)
            if getattr(src, "attached_to", None) is None or src.attached_to != event.object_id:
                return False
        return _lki_match(game, self.filter, event.object_id, ctx)


@attrs.frozen
class SpellCastTrigger(TriggerPattern):
    """CR 601.2i — "Whenever [a player] casts a [filter] spell"."""

    filter: ObjectFilter | None = None
    by: Who = Who.ANY

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, ev.SpellCast) or not self.by.matches(event.player, ctx.controller):
            return False
        return _lki_match(game, self.filter, event.object_id, ctx)


@attrs.frozen
class BeginningOfStep(TriggerPattern):
    """CR 603.6b-ish — "At the beginning of [your / each] [step]"."""

    step: Any
    whose: Who = Who.YOU

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        return (
            isinstance(event, ev.StepBegan)
            and event.step == self.step
            and self.whose.matches(event.active, ctx.controller)
        )


@attrs.frozen
class DealsDamage(TriggerPattern):
    """ "Whenever this deals [combat] damage [to a player]" (CR 120): without a recipient,
    once for each damage event in which it deals damage (all combat damage of a step is one
    event, CR 510.2, 603.2c); to a player, once for each player dealt damage."""

    combat_only: bool = False
    to_player: bool = False

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        kind = ev.DamageDealt if self.to_player else ev.SourceDealtDamage
        if not isinstance(event, kind) or event.source_id != ctx.source_id:
            return False
        if self.combat_only and not event.combat:
            return False
        return not self.to_player or isinstance(event.target, PlayerRef)


@attrs.frozen
class BecomesTarget(TriggerPattern):
    """ "Whenever [this permanent / enchanted creature / a creature you control] becomes
    the target of a spell [or ability] [you control / an opponent controls]" (ward, CR
    702.21a; CR 115.1). ``this``: this object; ``attached``: the object this is attached to;
    ``subject``: a permanent that fits; ``spells``: spells only, not abilities."""

    this: bool = True
    by: Who = Who.ANY
    attached: bool = False
    subject: ObjectFilter | None = None
    spells: bool = False

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, ev.BecameTarget) or not self.by.matches(
            event.player, ctx.controller
        ):
            return False
        if self.spells and not isinstance(game.state.objects.get(event.spell_id), GameObject):
            return False  # CR 112.1: an ability on the stack isn't a spell
        target = event.object_id
        if self.attached:
            src = game.state.objects.get(ctx.source_id)
            return target is not None and target == getattr(src, "attached_to", None)
        if self.subject is not None:
            return isinstance(target, int) and _lki_match(game, self.subject, target, ctx)
        return not self.this or target == ctx.source_id


@attrs.frozen
class StateTrigger(TriggerPattern):
    """CR 603.8 — a state trigger ("When you control no Islands", "When this artifact has
    twenty or more charge counters on it"): it triggers as soon as the game state matches
    ``condition`` (a condition with ``holds(ctx)``), not on an event, so :meth:`matches`
    never holds; :func:`check_state_triggers` looks at the state instead."""

    condition: Any

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        return False


@attrs.frozen
class PendingTrigger:
    """A triggered ability waiting to be put on the stack (CR 603.3)."""

    ability: TriggeredAbility
    source_id: int
    controller: int
    event: Any
    delayed: bool = False


@attrs.frozen
class DelayedTrigger:
    """CR 603.7 — a delayed triggered ability created by a resolving effect."""

    ability: TriggeredAbility
    source_id: int
    controller: int
    one_shot: bool = True


def battlefield_triggers(game: Game) -> list[tuple[int, TriggeredAbility, int]]:
    """``(source, ability, controller)`` of the triggered abilities of permanents, which
    trigger from the battlefield (CR 113.6, 603.2)."""
    return [
        (i, a, controller)
        for i, _, a, controller in game.abilities_of_permanents(TriggeredAbility)
        if a.zone is Zone.BATTLEFIELD
    ]


def command_triggers(game: Any) -> list[tuple[int, TriggeredAbility, int]]:
    """``(source, ability, controller)`` of the triggered abilities that function in the
    command zone (CR 113.6p: an emblem's, CR 114.4; a face-up scheme's, plane's or
    phenomenon's, CR 904.8, 901.7; not a dungeon's, CR 309)."""
    st = game.state
    out = []
    for i in st.command:
        obj = st.objects[i]
        if not functions_in_command(st, obj):
            continue
        for a in obj.card.abilities:
            if isinstance(a, TriggeredAbility) and a.zone is Zone.COMMAND:
                out.append((i, a, controller_of(st, obj)))
    return out


def trigger_sources(
    game: Game, lki_sources: tuple[int, ...] = ()
) -> list[tuple[int, TriggeredAbility, int]]:
    """``(source, ability, controller)`` of every ability that may trigger on an event:
    those of permanents, and the leaves-the-battlefield abilities of ``lki_sources`` that
    just left it, which look back in time (CR 603.10a)."""
    st = game.state
    seen = list(battlefield_triggers(game))
    for i in dict.fromkeys(lki_sources):
        if i in st.objects or not game.known(i):
            continue
        ch = game.view(i)
        for a in all_abilities(ch.abilities):
            if isinstance(a, TriggeredAbility) and a.zone is Zone.BATTLEFIELD:
                if getattr(a.trigger, "looks_back", False):
                    seen.append((i, a, ch.controller))
    return seen


def check_triggers(
    game: Game,
    event: ev.Event,
    lki_sources: tuple[int, ...] = (),
    sources: list[tuple[int, TriggeredAbility, int]] | None = None,
) -> None:
    """CR 603.2 — find abilities that trigger on ``event``.

    Sources: :func:`trigger_sources` (``sources`` when the caller has read them once for
    the events of one simultaneous action) and delayed triggers. Triggered mana abilities
    resolve at once (CR 605.3b/605.1b).
    """
    st = game.state
    seen = list(trigger_sources(game, lki_sources) if sources is None else sources)
    for i in getattr(event, "trigger_sources", ()):  # e.g. "When you cycle this card" (702.29d)
        if i in st.objects and i not in st.battlefield and game.known(i):
            ch = game.view(i)
            for a in all_abilities(ch.abilities):
                if isinstance(a, TriggeredAbility) and getattr(a.trigger, "off_battlefield", False):
                    seen.append((i, a, ch.controller))
    for pl in st.players:  # CR 113.6k: abilities that function from a graveyard
        for i in list(pl.graveyard):
            for a in game.state.objects[i].card.abilities:
                if isinstance(a, TriggeredAbility) and a.zone is Zone.GRAVEYARD and not any(
                    j == i and b is a for j, b, _ in seen
                ):
                    seen.append((i, a, pl.index))
    if st.command:  # CR 114.4: an emblem's abilities function in the command zone
        seen.extend(command_triggers(game))
    for i, a, controller in seen:
        ctx = Ctx(game, i, controller, event=event)
        if not a.trigger.matches(game, event, ctx):
            continue
        if a.intervening_if is not None and not a.intervening_if.holds(ctx):
            continue
        pending = PendingTrigger(a, i, controller, event)
        if a.is_mana_ability:
            resolve_mana_trigger(game, pending)
        else:
            st.pending.append(pending)
    check_state_triggers(game, seen)
    for d in list(st.delayed):
        ctx = Ctx(game, d.source_id, d.controller, event=event)
        if d.ability.trigger.matches(game, event, ctx):
            st.pending.append(PendingTrigger(d.ability, d.source_id, d.controller, event, True))
            if d.one_shot:
                st.delayed.remove(d)


def check_state_triggers(
    game: Game, sources: list[tuple[int, TriggeredAbility, int]] | None = None
) -> None:
    """CR 603.8 — each state trigger whose state now holds triggers, unless it has
    already triggered and hasn't left the stack yet (waiting to be put on it counts).

    Called after every event (so a state that holds for a moment during a resolution is
    seen, as in the rule's example) and as a player would receive priority (a state that
    no event announces, such as an effect ending). ``sources``: as in
    :func:`check_triggers`; only a source still in the zone its ability functions from can
    trigger."""
    st = game.state
    for i, a, controller in battlefield_triggers(game) if sources is None else sources:
        if not isinstance(a.trigger, StateTrigger):
            continue
        if a.zone is Zone.BATTLEFIELD and i not in st.battlefield:
            continue  # left the battlefield: looked back at for other triggers only
        if _state_trigger_waiting(game, i, a):
            continue
        if a.trigger.condition.holds(Ctx(game, i, controller)):
            st.pending.append(PendingTrigger(a, i, controller, None))


def _state_trigger_waiting(game: Game, source_id: int, ability: TriggeredAbility) -> bool:
    """Whether ``ability`` of ``source_id`` has triggered and not yet left the stack."""
    st = game.state
    if any(p.source_id == source_id and p.ability is ability for p in st.pending):
        return True
    for sid in st.stack:
        item = st.objects.get(sid)
        if isinstance(item, StackAbility) and item.source_id == source_id:
            if item.ability is ability:
                return True
    return False


def resolve_mana_trigger(game: Game, pending: PendingTrigger) -> None:
    """CR 605.3b — a triggered mana ability resolves immediately after it triggers."""
    ctx = Ctx(game, pending.source_id, pending.controller, event=pending.event)
    pending.ability.effect.resolve(ctx)


def put_pending_on_stack(game: Game) -> bool:
    """CR 603.3b — APNAP order; each player orders their own triggers (agent choice)."""
    st = game.state
    if not st.pending:
        return False
    pending, st.pending = st.pending, []
    for player in game.apnap():
        mine = [p for p in pending if p.controller == player]
        if len(mine) > 1:
            names = tuple(f"{game.view(p.source_id).name}: {p.ability.trigger!r}" for p in mine)
            order = game.ask(player, ChooseOrder(player, names))
            mine = [mine[k] for k in order]
        for p in mine:
            put_trigger_on_stack(game, p)
    return True


def put_trigger_on_stack(game: Game, p: PendingTrigger) -> None:
    """CR 603.3, 603.3d — the ability becomes the topmost object; targets are chosen now;
    with no legal target it is removed."""
    st = game.state
    sid = st.next_id
    st.next_id += 1
    lki = game.view(p.source_id) if game.known(p.source_id) else None
    item = StackAbility(sid, p.ability, p.source_id, lki, p.controller, "triggered", game.stamp())
    item.event = p.event
    x = getattr(game.state.objects.get(p.source_id), "cast_x", None)
    item.x_value = x or 0  # CR 107.3m
    specs = p.ability.targets
    if p.ability.modes:  # CR 603.3c: modes are announced as it is put on the stack
        n = len(p.ability.modes)
        item.modes = game.ask(p.controller, ChooseModes(p.controller, n, p.ability.mode_count))
        specs = tuple(t for m in item.modes for t in p.ability.modes[m].targets)
    if specs:
        ctx = Ctx(game, p.source_id, p.controller, event=p.event, x=item.x_value)
        chosen = game.choose_targets(p.controller, specs, ctx, None, "trigger")
        if chosen is None:
            game.log_note(f"triggered ability of #{p.source_id} has no legal targets")
            return
        item.targets = chosen
    st.objects[sid] = item
    st.stack.append(sid)
    game.announce_targets(sid, item.targets, p.controller)
    game.log_note(
        f"P{p.controller} puts {game.describe_ability(p.ability, p.source_id)} on the stack"
    )
