"""Triggers on damage dealt to an object — CR 120.3, 603.2: "Whenever this creature deals
[combat] damage to a creature, destroy that creature"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from ..state.filters import Ctx, ObjectFilter, ObjectRef, Who
from ..state.objects import GameObject, PlayerRef
from . import events as ev
from .triggers import TriggerPattern

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class DamageToObject(TriggerPattern):
    """ "Whenever this creature / equipped creature deals [combat] damage to a [filter]":
    the source is this object (``attached``: the creature it's attached to), the recipient
    an object matching ``recipient`` as the damage is dealt."""

    recipient: ObjectFilter
    attached: bool = False
    combat_only: bool = False

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        from .trigger_events import _attached_to

        if not isinstance(event, ev.DamageDealt) or (self.combat_only and not event.combat):
            return False
        source = _attached_to(game, ctx) if self.attached else ctx.source_id
        if event.source_id != source or not isinstance(event.target, int):
            return False
        obj = game.state.objects.get(event.target)
        return isinstance(obj, GameObject) and self.recipient.matches(ctx, obj)


@attrs.frozen
class DamagedObject(ObjectRef):
    """ "that creature" after "deals damage to a creature": the object dealt damage."""

    def resolve(self, ctx: Ctx) -> list[int]:
        target = getattr(ctx.event, "target", None)
        return [target] if isinstance(target, int) else []


@attrs.frozen
class ThisDealsDamageToPlayer(TriggerPattern):
    """ "Whenever this creature deals [combat] damage to an opponent / a player" (CR 120.3):
    ``to`` says which players (relative to this object's controller)."""

    to: Who = Who.OPPONENT
    combat_only: bool = False

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, ev.DamageDealt) or (self.combat_only and not event.combat):
            return False
        t = event.target
        return (event.source_id == ctx.source_id and isinstance(t, PlayerRef)
                and self.to.matches(t.index, ctx.controller))  # fmt: skip
