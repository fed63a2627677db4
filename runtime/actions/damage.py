"""Damage dealt by another object — CR 120.1, 608.2h: "Target creature you control deals
damage equal to its power to target creature", "When this creature dies, it deals 2 damage
to any target" (a source that left the battlefield deals damage as it last existed)."""

from __future__ import annotations

from typing import Any

import attrs

from ..state.effect_base import Effect
from ..state.filters import All, Ctx, ObjectRef, Target, amount_value
from ..state.objects import PlayerRef


@attrs.frozen
class DealDamageBy(Effect):
    """CR 120: "[source] deals N damage to [recipient]" with a source other than the
    ability's own; nothing happens if the source is gone without a trace (an illegal
    target)."""

    source: ObjectRef
    amount: Any
    to: Any

    def resolve(self, ctx: Ctx) -> None:
        from .effects import _objects, _players

        game = ctx.game
        sources = [i for i in self.source.resolve(ctx) if game.known(i)]
        if not sources:
            return
        src = sources[0]
        n = amount_value(self.amount, ctx)
        to = self.to
        if isinstance(to, Target) and to.index < len(ctx.targets):
            t = ctx.targets[to.index]
            if isinstance(t, PlayerRef):
                game.deal_damage(src, t, n)
                return
        if isinstance(to, ObjectRef):
            # "[it] deals N damage to each other creature": other than the damage's source
            other = isinstance(to, All) and to.filter.other
            for i in _objects(to, ctx):
                if not (other and i == src):
                    game.deal_damage(src, i, n)
        else:
            for p in _players(to, ctx):
                game.deal_damage(src, PlayerRef(p), n)
