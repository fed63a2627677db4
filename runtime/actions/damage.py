"""Damage dealt by another object — CR 120.1, 608.2h: "Target creature you control deals
damage equal to its power to target creature", "When this creature dies, it deals 2 damage
to any target" (a source that left the battlefield deals damage as it last existed)."""

from __future__ import annotations

from typing import Any

import attrs

from ..state.effect_base import Effect
from ..state.filters import All, Ctx, ObjectRef, Target, _objects, _players, amount_value
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
            ids = [i for i in _objects(to, ctx) if not (other and i == src)]
            game.deal_damage_at_once([(src, i, n) for i in ids])  # one event (CR 120.4)
        else:
            game.deal_damage_at_once([(src, PlayerRef(p), n) for p in _players(to, ctx)])


@attrs.frozen
class DamageEvent(Effect):
    """CR 120.4 — "[source] deals N damage to each creature and each player": the damage
    to every recipient of the list is one damage event (``effect`` deals the parts)."""

    effect: Effect

    def resolve(self, ctx: Ctx) -> None:
        with ctx.game.damage_event():
            self.effect.resolve(ctx)

    def children(self) -> tuple[Effect, ...]:
        return (self.effect,)


@attrs.frozen
class DealDamageDivided(Effect):
    """CR 601.2d, 120.4, 608.2b — "[this] deals N damage divided as you choose among
    [targets]": the ability has N target slots from ``first``, each standing for 1 damage
    of the division; the same object may be chosen in several slots (the targets are the
    different objects chosen, each assigned at least 1 — CR 601.2d — as the division is
    announced with the targets). At resolution each legal target is dealt its share, all in
    one damage event; a target that became illegal is dealt none (CR 608.2b)."""

    first: int
    count: int

    def resolve(self, ctx: Ctx) -> None:
        shares: dict[Any, int] = {}
        for k in range(self.first, self.first + self.count):
            t = ctx.targets[k] if k < len(ctx.targets) else None
            if t is not None:
                shares[t] = shares.get(t, 0) + 1
        if shares:
            ctx.game.deal_damage_at_once([(ctx.source_id, t, n) for t, n in shares.items()])
