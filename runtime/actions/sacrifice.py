"""Sacrificing named permanents — CR 701.21a: a player can sacrifice only a permanent they
control ("sacrifice it" by the ability's controller does nothing to someone else's)."""

from __future__ import annotations

import attrs

from ..state.effect_base import Effect
from ..state.filters import Ctx, ObjectRef, This
from ..state.objects import GameObject, Zone


@attrs.frozen
class SacrificeYours(Effect):
    """ "Sacrifice [it / that creature]" — the ability's controller sacrifices the
    referenced permanents they control."""

    what: ObjectRef = This()

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        for i in self.what.resolve(ctx):
            obj = game.state.objects.get(i)
            if (
                isinstance(obj, GameObject)
                and obj.zone is Zone.BATTLEFIELD
                and game.view(i).controller == ctx.controller
            ):
                game.sacrifice(i, ctx.controller)
