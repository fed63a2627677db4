"""Discarding cards of a kind — CR 701.9a: "Target player reveals their hand and discards all
nonland cards", "each player discards a creature card" (the player chooses which)."""

from __future__ import annotations

import attrs

from ..state.effect_base import Effect
from ..state.filters import Amount, Ctx, ObjectFilter, PlayerSel, You, amount_value


def _hand(ctx: Ctx, p: int, flt: ObjectFilter) -> tuple[int, ...]:
    game = ctx.game
    pctx = Ctx(game, ctx.source_id, p)  # "you" in the filter: the discarding player
    return tuple(i for i in game.state.players[p].hand
                 if flt.matches(pctx, game.state.objects[i], any_zone=True))  # fmt: skip


@attrs.frozen
class DiscardAllOf(Effect):
    """CR 701.9a: "[player] discards all [filter] cards" (their hand's matching cards)."""

    filter: ObjectFilter
    players: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> None:
        from .effects import _players

        for p in _players(self.players, ctx):
            for i in _hand(ctx, p, self.filter):
                ctx.game.discard(i)


@attrs.frozen
class DiscardSomeOf(Effect):
    """CR 701.9a: "[player] discards N [filter] cards" — the player chooses (all if they
    have N or fewer)."""

    filter: ObjectFilter
    count: Amount = 1
    players: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> None:
        from ..agents import ChooseObjects
        from .effects import _players

        game = ctx.game
        n = amount_value(self.count, ctx)
        for p in _players(self.players, ctx):
            options = _hand(ctx, p, self.filter)
            k = min(n, len(options))
            if k == 0:
                continue
            chosen = options if k == len(options) else tuple(
                game.ask(p, ChooseObjects(p, options, k, k, "discard")))  # fmt: skip
            for i in chosen:
                game.discard(i)
