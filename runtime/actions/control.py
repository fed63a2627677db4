"""Exchanging control of two permanents — CR 701.12a-b (control-changing effects, layer 2,
CR 613.1b)."""

from __future__ import annotations

from typing import Any

import attrs

from ..continuous.layers import ChangeController, EffectInstance
from ..state.effect_base import Effect
from ..state.filters import Ctx, _objects


@attrs.frozen
class ExchangeControl(Effect):
    """CR 701.12b: "exchange control of [two permanents]" — if they're controlled by
    different players, each of them gains control of the one the other controlled (two
    layer-2 effects, indefinitely); if by the same player, nothing happens. CR 701.12a: if
    the exchange can't be completed (one of them is gone), no part of it happens."""

    what: tuple[Any, ...]

    def resolve(self, ctx: Ctx) -> None:
        g = ctx.game
        ids = list(dict.fromkeys(i for ref in self.what for i in _objects(ref, ctx)))
        if len(ids) != 2:
            g.log_note("the exchange of control can't be completed: nothing happens (CR 701.12a)")
            return
        a, b = ids
        ca, cb = g.view(a).controller, g.view(b).controller
        if ca == cb:
            return  # CR 701.12b
        stamp = g.stamp()
        g.add_effect(EffectInstance(ChangeController(), ctx.source_id, cb, stamp, frozenset({a})))
        g.add_effect(EffectInstance(ChangeController(), ctx.source_id, ca, stamp, frozenset({b})))
        g.changed()


__all__ = ["ExchangeControl"]
