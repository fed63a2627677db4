"""Battles — CR 310: the Siege's intrinsic triggered ability (CR 310.11b).

A battle enters with defense counters (CR 310.4b, :mod:`.zones`), damage dealt to it removes
that many (CR 120.3h, 310.6, :mod:`.primitives`), it is attacked through its protector
(CR 310.8, :mod:`mtgc.runtime.combat.combat`) and with no defense it is put into its
owner's graveyard (CR 704.5v, 310.7, :mod:`mtgc.runtime.turns.sba`) — unless it is the
source of an ability that has triggered but not yet left the stack, as a Siege is when its
last defense counter is removed: "When the last defense counter is removed from this
permanent, exile it, then you may cast it transformed without paying its mana cost."
(CR 310.11b; :func:`siege_ability`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from ..agents import CastSpell, ChooseYesNo
from ..errors import RulesError
from ..events import events as ev
from ..events.triggers import TriggerPattern
from ..stack.casting import CAST_TRANSFORMED, cast_spell
from ..state.abilities import TriggeredAbility
from ..state.effect_base import Effect
from ..state.filters import Ctx, ObjectFilter
from ..state.objects import GameObject, Zone

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class LastDefenseCounterRemoved(TriggerPattern):
    """CR 310.11b — "When the last defense counter is removed from this permanent"."""

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, ev.CountersChanged) or event.object_id != ctx.source_id:
            return False
        if event.kind != "defense" or event.amount >= 0:
            return False
        obj = game.state.objects.get(event.object_id)
        return isinstance(obj, GameObject) and obj.counters.get("defense", 0) <= 0


@attrs.frozen
class ExileThenCastTransformed(Effect):
    """CR 310.11b, 712.8c — "exile it, then you may cast it transformed without paying its
    mana cost": the card, exiled from the battlefield, is cast with its back face up (a
    card that isn't double-faced, or whose back face can't be cast, stays in exile)."""

    def resolve(self, ctx: Ctx) -> None:
        game, me = ctx.game, ctx.controller
        obj = game.state.objects.get(ctx.source_id)
        if not isinstance(obj, GameObject) or obj.zone is not Zone.BATTLEFIELD:
            return
        new = game.move(obj.id, Zone.EXILE, cause="defeated Siege (CR 310.11b)")
        exiled = game.state.objects.get(new) if new is not None else None
        if not isinstance(exiled, GameObject) or exiled.zone is not Zone.EXILE:
            return
        if exiled.card.back is None:
            return
        if not game.ask(me, ChooseYesNo(me, f"cast #{exiled.id} transformed without paying?")):
            return
        game.grant_play_permission(exiled.id, me, "eot", ObjectFilter(zone=None))
        extra = game.state.extra
        extra["cast_during_resolution"] = True
        extra[CAST_TRANSFORMED] = exiled.id
        try:
            game.transaction(cast_spell, game, me, CastSpell(exiled.id, without_paying=True))
        except RulesError:
            game.log_note(f"#{exiled.id} can't be cast transformed; it stays in exile")
        finally:
            extra.pop("cast_during_resolution", None)
            extra.pop(CAST_TRANSFORMED, None)
            game.state.permissions = [p for p in game.state.permissions if p[0] != exiled.id]


def siege_ability() -> TriggeredAbility:
    """CR 310.11b — the intrinsic triggered ability every Siege has."""
    return TriggeredAbility(LastDefenseCounterRemoved(), ExileThenCastTransformed())
