""" "[Creature] can't attack you or planeswalkers you control" — CR 508.1c.

A :class:`~mtgc.runtime.continuous.restrictions.CantAttackIf` whose condition is that the
defending player (CR 506.2: the player attacked, or the controller of the planeswalker
attacked) is the static ability's controller (the Vows, Pacifism-like auras)."""

from __future__ import annotations

import attrs

from ..state.filters import Condition, Ctx


@attrs.frozen
class DefendingIsYou(Condition):
    """While an attack is checked: the defending player is the ability's controller."""

    def holds(self, ctx: Ctx) -> bool:
        return getattr(ctx.event, "defending_player", None) == ctx.controller
