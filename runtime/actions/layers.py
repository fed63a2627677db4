"""One-shot effects that create layered continuous effects on objects (CR 611.2, 613):
"[objects] lose [abilities] [until end of turn]" (layer 6, CR 613.1f)."""

from __future__ import annotations

from typing import Any

import attrs

from ..continuous.layers import EffectInstance, RemoveAbilities
from ..state.effect_base import Effect
from ..state.filters import Ctx, ObjectRef, _objects


@attrs.frozen
class LoseAbilities(Effect):
    """CR 611.2a, 611.2c, 613.1f — "[objects] lose [abilities] [until end of turn]": the
    objects are locked in as the effect resolves; without a duration the effect lasts for
    as long as they stay on the battlefield (CR 611.2a, 400.7)."""

    what: ObjectRef
    abilities: tuple[Any, ...]
    duration: str = "eot"

    def resolve(self, ctx: Ctx) -> None:
        ids = frozenset(_objects(self.what, ctx))
        g = ctx.game
        g.add_effect(EffectInstance(RemoveAbilities(self.abilities), ctx.source_id,
                                    ctx.controller, g.stamp(), ids, self.duration))  # fmt: skip
