"""Enlist — CR 702.154.

"As this creature attacks, you may tap up to one untapped creature you control that you
didn't choose to attack with and that either has haste or has been under your control
continuously since this turn began. When you do, this creature gets +X/+0 until end of
turn, where X is the tapped creature's power." (CR 702.154a). The tap is an optional cost
to attack (702.154b, 508.1g), paid as attackers are declared (:func:`enlist_costs`, called
by :mod:`mtgc.runtime.combat.combat`); paying it triggers the linked reflexive ability
(CR 603.12, 607.2h). Each instance enlists once (702.154d); a creature can't enlist
itself or one that enlists (702.154c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..actions.effects import ModifyPTEffect
from ..agents import ChooseObjects
from ..combat import combat as _combat
from ..events.triggers import PendingTrigger, TriggerPattern
from ..state.abilities import Keyword, TriggeredAbility
from ..state.effect_base import Effect
from ..state.filters import Ctx, ObjectRef, This
from ..state.qualities import StatOf

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class Enlist(Keyword):
    """CR 702.154a — "Enlist"."""

    cr = "702.154"


@attrs.frozen
class Enlisted(ObjectRef):
    """The creature tapped to pay an enlist cost (the ability's "the tapped creature")."""

    obj_id: int

    def resolve(self, ctx: Ctx) -> list[int]:
        return [self.obj_id]


@attrs.frozen
class EnlistPaid(TriggerPattern):
    """CR 603.12: the reflexive trigger "When you do" — put on the stack by paying the
    cost, never matched from an event."""

    def matches(self, game: Any, event: Any, ctx: Ctx) -> bool:
        return False


@attrs.frozen
class EnlistBoost(Effect):
    """CR 702.154a — "this creature gets +X/+0 until end of turn, where X is the tapped
    creature's power" (its power as the ability resolves, or as it last existed)."""

    enlisted: int

    def resolve(self, ctx: Ctx) -> None:
        ModifyPTEffect(This(), StatOf("power", Enlisted(self.enlisted)), 0).resolve(ctx)


@_combat.optional_attack_costs.provide
def enlist_costs(game: Game, player: int, attackers: dict[int, Any]) -> None:
    """CR 702.154a-d, 508.1g: for each instance of enlist of each attacking creature, the
    player may tap an eligible creature; each tap triggers that instance's boost."""
    used: set[int] = set()
    for a in attackers:
        for _ in (k for k in game.view(a).abilities if isinstance(k, Enlist)):
            cands = tuple(
                i for i in game.state.battlefield
                if i not in attackers and i not in used and game.view(i).is_creature
                and game.view(i).controller == player and not game.get(i).tapped
                and not game.summoning_sick(i)
            )  # fmt: skip
            if not cands:
                break
            pick = game.ask(player, ChooseObjects(player, cands, 0, 1, f"enlist for #{a}"))
            pick = tuple(ChooseObjects(player, cands, 0, 1).validate(pick))
            if not pick:
                continue
            used.add(pick[0])
            game.tap(pick[0])
            game.log_note(f"#{a} enlists #{pick[0]} (CR 702.154c)")
            boost = TriggeredAbility(EnlistPaid(), EnlistBoost(pick[0]))
            game.state.pending.append(PendingTrigger(boost, a, player, None))
