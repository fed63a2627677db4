"""Recover — CR 702.59a: "When a creature is put into your graveyard from the battlefield,
you may pay [cost]. If you do, return this card from your graveyard to your hand.
Otherwise, exile this card." (a triggered ability functioning in the graveyard, 113.6k)."""

from __future__ import annotations

from typing import Any

import attrs

from ..actions.pay import MayPay
from ..events.triggers import ZoneChangeTrigger
from ..state.abilities import TriggeredAbility
from ..state.effect_base import Effect
from ..state.filters import CREATURE, Ctx, Who
from ..state.objects import GameObject, Zone
from .cycling import IntoOwnersGraveyard


@attrs.frozen
class MoveThisCard(Effect):
    """Move the ability's source card from its graveyard to ``to_zone`` (if it's still
    there, CR 400.7)."""

    to_zone: Zone

    def resolve(self, ctx: Ctx) -> None:
        obj = ctx.game.state.objects.get(ctx.source_id)
        if isinstance(obj, GameObject) and obj.zone is Zone.GRAVEYARD:
            ctx.game.move(obj.id, self.to_zone, cause="recover")


def recover(cost: tuple[Any, ...]) -> TriggeredAbility:
    """CR 702.59a — the triggered ability "Recover [cost]" stands for (the card's own
    ability, not a keyword expansion: graveyard triggers are read from the card)."""
    dies = ZoneChangeTrigger(Zone.GRAVEYARD, Zone.BATTLEFIELD, CREATURE)
    effect = MayPay(cost, MoveThisCard(Zone.HAND), MoveThisCard(Zone.EXILE))
    return TriggeredAbility(IntoOwnersGraveyard(dies, Who.YOU), effect, zone=Zone.GRAVEYARD)
