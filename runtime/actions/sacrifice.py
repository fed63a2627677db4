"""Sacrificing named permanents — CR 701.21a: a player can sacrifice only a permanent they
control ("sacrifice it" by the ability's controller does nothing to someone else's)."""

from __future__ import annotations

import attrs

from ..state.effect_base import Effect
from ..state.filters import Ctx, ObjectFilter, ObjectRef, PlayerSel, This, _players
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


@attrs.frozen
class PlayerSacrifices(Effect):
    """CR 701.21a — "[player] sacrifices [it / that creature]" ("Target creature's controller
    sacrifices it"): each of those players sacrifices the referenced permanents they control;
    a player can't sacrifice a permanent someone else controls."""

    players: PlayerSel
    what: ObjectRef

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        ids = list(self.what.resolve(ctx))
        for p in _players(self.players, ctx):
            for i in ids:
                obj = game.state.objects.get(i)
                if (isinstance(obj, GameObject) and obj.zone is Zone.BATTLEFIELD
                        and game.view(i).controller == p):  # fmt: skip
                    game.sacrifice(i, p)


@attrs.frozen
class SacrificeAll(Effect):
    """CR 701.21a — "[player] sacrifices all [permanents] they control": each of those
    players sacrifices every permanent they control that matches (``filter`` read from that
    player's point of view), all at once."""

    players: PlayerSel
    filter: ObjectFilter = ObjectFilter()

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        chosen: list[tuple[int, int]] = []
        for p in _players(self.players, ctx):
            pctx = Ctx(game, ctx.source_id, p)
            chosen.extend(
                (i, p) for i in game.state.battlefield
                if game.view(i).controller == p and self.filter.matches(pctx, game.state.objects[i])
            )  # fmt: skip
        for i, p in chosen:
            obj = game.state.objects.get(i)
            if isinstance(obj, GameObject) and obj.zone is Zone.BATTLEFIELD:
                game.sacrifice(i, p)
