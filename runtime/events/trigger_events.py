"""More trigger events — CR 603.2 (a trigger event), 603.10a (leaves-the-battlefield
abilities look back): blocks (CR 509.3c), becomes tapped (701.26), draws (121.2), gains life
(119.9), deals damage (120.3, 510.3a), attacks with the permanent this is attached to
(508.3a), "this or another [filter]" zone changes, and the players "that player" names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..state.filters import Ctx, ObjectFilter, ObjectRef, PlayerSel, Who
from ..state.objects import GameObject, PlayerRef, Zone
from . import events as ev
from .conditions import this_turn
from .triggers import TriggerPattern, ZoneChangeTrigger, _lki_match

if TYPE_CHECKING:
    from ..game import Game


def _attached_to(game: Game, ctx: Ctx) -> int | None:
    src = game.state.objects.get(ctx.source_id)
    return getattr(src, "attached_to", None)


@attrs.frozen
class OrThis(TriggerPattern):
    """ "Whenever this creature or another [filter] enters / dies" (CR 603.2): the zone
    change of the source itself or of another object matching ``base``'s filter."""

    base: ZoneChangeTrigger

    @property
    def looks_back(self) -> bool:  # type: ignore[override]
        return self.base.looks_back

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if self.base.matches(game, event, ctx):
            return True
        return attrs.evolve(self.base, filter=None, this=True).matches(game, event, ctx)


@attrs.frozen
class Blocks(TriggerPattern):
    """CR 509.3c — "Whenever [this creature / a filter] blocks"."""

    filter: ObjectFilter | None = None
    this: bool = False

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, ev.BlockDeclared):
            return False
        if self.this and event.object_id != ctx.source_id:
            return False
        return _lki_match(game, self.filter, event.object_id, ctx)


@attrs.frozen
class BecomesTapped(TriggerPattern):
    """CR 701.26 — "Whenever [this / enchanted / a filter] permanent becomes tapped"."""

    filter: ObjectFilter | None = None
    this: bool = False
    attached: bool = False

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, ev.Tapped):
            return False
        if self.this and event.object_id != ctx.source_id:
            return False
        if self.attached and _attached_to(game, ctx) != event.object_id:
            return False
        return _lki_match(game, self.filter, event.object_id, ctx)


@attrs.frozen
class Draws(TriggerPattern):
    """CR 121.2 — "Whenever [a player / an opponent / you] draws a card" (each card)."""

    who: Who = Who.ANY

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        return isinstance(event, ev.CardDrawn) and self.who.matches(event.player, ctx.controller)


@attrs.frozen
class GainsLife(TriggerPattern):
    """CR 119.9 — "Whenever [you / a player] gain(s) life" (once per life-gain event)."""

    who: Who = Who.YOU

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        return (
            isinstance(event, ev.LifeChanged) and event.amount > 0
            and self.who.matches(event.player, ctx.controller)
        )  # fmt: skip


@attrs.frozen
class AttachedAttacks(TriggerPattern):
    """CR 508.3a — "Whenever enchanted / equipped creature attacks"."""

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        return isinstance(event, ev.AttackDeclared) and (
            _attached_to(game, ctx) == event.object_id
        )


@attrs.frozen
class DamageBy(TriggerPattern):
    """CR 120.3, 510.3a — "Whenever [a filter / enchanted creature] deals [combat] damage
    [to a player / to an opponent]". ``to``: None (anything: once per damage event in which
    the source deals damage, CR 510.2, 603.2c), or which players (once per player)."""

    filter: ObjectFilter | None = None
    attached: bool = False
    combat_only: bool = False
    to: Who | None = None

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        kind = ev.SourceDealtDamage if self.to is None else ev.DamageDealt
        if not isinstance(event, kind) or (self.combat_only and not event.combat):
            return False
        if self.to is not None:
            target = event.target
            if not isinstance(target, PlayerRef) or not self.to.matches(target.index,
                                                                         ctx.controller):
                return False
        if self.attached and _attached_to(game, ctx) != event.source_id:
            return False
        return _lki_match(game, self.filter, event.source_id, ctx)


@attrs.frozen
class EventSource(ObjectRef):
    """ "it" / "that creature" after "Whenever a creature deals damage": the source."""

    def resolve(self, ctx: Ctx) -> list[int]:
        source = getattr(ctx.event, "source_id", None)
        return [] if source is None else [source]


@attrs.frozen
class DamagedPlayer(PlayerSel):
    """ "that player" after "deals damage to a player": the player dealt damage."""

    def resolve(self, ctx: Ctx) -> list[int]:
        target = getattr(ctx.event, "target", None)
        return [target.index] if isinstance(target, PlayerRef) else []


@attrs.frozen
class ActivePlayer(PlayerSel):
    """ "that player" after "at the beginning of each player's upkeep": whose step it is
    (CR 102.1: the active player)."""

    def resolve(self, ctx: Ctx) -> list[int]:
        active = getattr(ctx.event, "active", None)
        return [] if active is None else [active]


@attrs.frozen
class AnyOf(TriggerPattern):
    """ "Whenever this creature attacks or blocks" — either event (CR 603.2)."""

    patterns: tuple[TriggerPattern, ...]

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        return any(p.matches(game, event, ctx) for p in self.patterns)


@attrs.frozen
class AttachedBlocks(TriggerPattern):
    """CR 509.3c — "Whenever enchanted / equipped creature blocks"."""

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        return isinstance(event, ev.BlockDeclared) and (
            _attached_to(game, ctx) == event.object_id
        )


@attrs.frozen
class DealtDamage(TriggerPattern):
    """CR 120.3 — "Whenever [this creature / enchanted creature / a filter] is dealt
    [combat] damage"."""

    filter: ObjectFilter | None = None
    this: bool = False
    attached: bool = False
    combat_only: bool = False
    #: "Whenever a source an opponent controls / a creature deals damage to this creature":
    #: what the source of the damage must be, as it dealt it (None: any source)
    source: ObjectFilter | None = None

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, ev.DamageDealt) or not isinstance(event.target, int):
            return False
        if self.combat_only and not event.combat:
            return False
        if self.this and event.target != ctx.source_id:
            return False
        if self.attached and _attached_to(game, ctx) != event.target:
            return False
        if not _lki_match(game, self.source, event.source_id, ctx):
            return False
        return _lki_match(game, self.filter, event.target, ctx)


@attrs.frozen
class DamagedObject(ObjectRef):
    """ "it" after "Whenever a creature is dealt damage": the creature dealt damage."""

    def resolve(self, ctx: Ctx) -> list[int]:
        target = getattr(ctx.event, "target", None)
        return [target] if isinstance(target, int) else []


@attrs.frozen
class AttachedDies(TriggerPattern):
    """CR 700.4, 603.10a — "When enchanted / equipped creature dies" (the Aura or
    Equipment is still attached as the creature dies)."""

    looks_back = True

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        return (
            isinstance(event, ev.ZoneChange) and event.from_zone is Zone.BATTLEFIELD
            and event.to_zone is Zone.GRAVEYARD and _attached_to(game, ctx) == event.object_id
        )  # fmt: skip


@attrs.frozen
class BecomesBlocked(TriggerPattern):
    """CR 509.3d — "Whenever this creature becomes blocked": once per combat, however many
    creatures block it (matched on the first of its blockers); with ``filter``, "Whenever
    a creature you control becomes blocked": once for each such attacker."""

    filter: ObjectFilter | None = None

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, ev.BlockDeclared):
            return False
        if self.filter is None and event.attacker_id != ctx.source_id:
            return False
        if self.filter is not None and not _lki_match(game, self.filter, event.attacker_id, ctx):
            return False
        combat = game.state.combat
        blockers = combat.blocked.get(event.attacker_id, []) if combat is not None else []
        return bool(blockers) and blockers[0] == event.object_id


@attrs.frozen
class AttacksAlone(TriggerPattern):
    """CR 506.5, 508.3a — "Whenever [this / a filter] creature attacks alone"."""

    filter: ObjectFilter | None = None
    this: bool = False

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, ev.AttackDeclared):
            return False
        combat = game.state.combat
        if combat is None or len(combat.attackers) != 1:
            return False
        if self.this and event.object_id != ctx.source_id:
            return False
        return _lki_match(game, self.filter, event.object_id, ctx)


@attrs.frozen
class AttacksWithOthers(TriggerPattern):
    """CR 508.1, 508.3a (battalion) — "Whenever this creature and at least two other
    creatures attack": this creature attacks, and at least ``count`` other attacking
    creatures match ``others``."""

    count: int
    others: ObjectFilter

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, ev.AttackDeclared) or event.object_id != ctx.source_id:
            return False
        combat = game.state.combat
        if combat is None:
            return False
        objs = game.state.objects
        others = [a for a in combat.attackers if a != ctx.source_id
                  and isinstance(objs.get(a), GameObject)
                  and self.others.matches(ctx, objs[a])]  # fmt: skip
        return len(others) >= self.count


@attrs.frozen
class AttachedControllersStep(TriggerPattern):
    """CR 503.1a-ish — "At the beginning of the upkeep of enchanted creature's controller"
    (the player who controls the permanent this is attached to, when the step begins)."""

    step: Any

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, ev.StepBegan) or event.step != self.step:
            return False
        host = _attached_to(game, ctx)
        return host is not None and game.known(host) and (
            game.view(host).controller == event.active
        )


@attrs.frozen
class Discards(TriggerPattern):
    """CR 701.9 — "Whenever [you / an opponent] discard(s) a card" (each card)."""

    who: Who = Who.ANY

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        return (
            isinstance(event, ev.ZoneChange) and event.cause == "discard"
            and self.who.matches(event.owner, ctx.controller)
        )  # fmt: skip


@attrs.frozen
class OpponentMadeDiscardThis(TriggerPattern):
    """CR 701.9, 603.2: "When a spell or ability an opponent controls causes you to discard
    this card" — the card's own ability triggers where the discard put it (CR 603.10-like:
    it looks at the card as it is discarded)."""

    off_battlefield = True

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        return (isinstance(event, ev.Discarded) and event.new_id == ctx.source_id
                and event.by is not None and event.by != event.player)  # fmt: skip


@attrs.frozen
class EventCauser(PlayerSel):
    """ "that player" after "When a spell or ability an opponent controls causes you to
    discard this card": the controller of that spell or ability."""

    def resolve(self, ctx: Ctx) -> list[int]:
        by = getattr(ctx.event, "by", None)
        return [] if by is None else [by]


@attrs.frozen
class EventOwner(PlayerSel):
    """ "that player" after "Whenever an opponent discards a card": the card's owner."""

    def resolve(self, ctx: Ctx) -> list[int]:
        owner = getattr(ctx.event, "owner", None)
        return [] if owner is None else [owner]


@attrs.frozen
class CastThisSpell(TriggerPattern):
    """CR 601.2i, 603.2: "When you cast this spell" — triggers on the stack, from the spell
    itself, as it becomes cast (like storm and cascade, CR 702.40a, 702.85a)."""

    off_battlefield = True

    def matches(self, game: Any, event: Any, ctx: Ctx) -> bool:
        return (
            isinstance(event, ev.SpellCast)
            and event.object_id == ctx.source_id
            and event.player == ctx.controller
        )


@attrs.frozen
class BlocksCreature(TriggerPattern):
    """CR 509.3c: "Whenever this creature / equipped creature blocks a [filter] creature" —
    once for each such attacker it blocks."""

    filter: Any = None
    attached: bool = False

    def matches(self, game: Any, event: Any, ctx: Ctx) -> bool:
        if not isinstance(event, ev.BlockDeclared):
            return False
        me = ctx.source_id
        if self.attached:
            src = game.state.objects.get(me)
            me = getattr(src, "attached_to", None)
        return event.object_id == me and _lki_match(game, self.filter, event.attacker_id, ctx)


@attrs.frozen
class AttackBatch(TriggerPattern):
    """CR 508.3a, 603.2c: "Whenever one or more [filter] creatures attack" — triggers once
    per declaration, on the first declared attacker that fits (all attackers are declared,
    and in combat, before any attack event)."""

    filter: Any = None
    #: "Whenever you attack with two or more creatures" (CR 508.3c): at least this many
    #: of the declared attackers fit the filter.
    at_least: int = 1

    def matches(self, game: Any, event: Any, ctx: Ctx) -> bool:
        combat = game.state.combat
        if not isinstance(event, ev.AttackDeclared) or combat is None:
            return False
        fits = [a for a in combat.attackers if _lki_match(game, self.filter, a, ctx)]
        return len(fits) >= max(self.at_least, 1) and fits[0] == event.object_id



@attrs.frozen
class NthSpellCastTrigger(TriggerPattern):
    """CR 603.2, 601.2i: "Whenever you cast your second spell each turn", "Whenever a
    player casts their first noncreature spell each turn" — the spell is the caster's
    ``nth`` spell matching ``filter`` cast this turn (the turn's casts are recorded as they
    happen, CR 500.7)."""

    nth: int
    filter: ObjectFilter | None = None
    by: Who = Who.ANY

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, ev.SpellCast) or not self.by.matches(event.player, ctx.controller):
            return False
        if not _lki_match(game, self.filter, event.object_id, ctx):
            return False
        n = 0
        for _, player, obj_id in this_turn(ctx, "cast"):
            if player == event.player and _lki_match(game, self.filter, obj_id, ctx):
                n += 1
            if obj_id == event.object_id:
                break
        return n == self.nth


@attrs.frozen
class NthCardDrawnTrigger(TriggerPattern):
    """CR 121.2, 603.2: "Whenever you draw your second card each turn" — the card drawn is
    the drawing player's ``nth`` card drawn this turn (the turn's draws are recorded as they
    happen, CR 500.7); once per turn at most."""

    nth: int
    who: Who = Who.YOU

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, ev.CardDrawn) or not self.who.matches(event.player,
                                                                         ctx.controller):
            return False
        n = 0
        for _, player, obj_id in this_turn(ctx, "drew"):
            if player == event.player:
                n += 1
            if obj_id == event.object_id:
                break
        return n == self.nth


@attrs.frozen
class LeavesGraveyard(ZoneChangeTrigger):
    """CR 603.10a, 404: "Whenever a creature card leaves your graveyard" — a card that fits
    ``filter`` (as it last existed there) leaves the graveyard of a player ``owner`` names;
    such a trigger looks back in time."""

    owner: Who = Who.YOU

    @property
    def looks_back(self) -> bool:  # type: ignore[override]
        return True

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        return (
            super().matches(game, event, ctx) and isinstance(event, ev.ZoneChange)
            and self.owner.matches(event.owner, ctx.controller)
        )  # fmt: skip
