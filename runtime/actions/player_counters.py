"""Counters a player gets — CR 122.1f: "that player gets two poison counters" (a player
with ten or more poison counters loses the game, CR 704.5c)."""

from __future__ import annotations

import attrs

from ..state.effect_base import Effect
from ..state.filters import Amount, Ctx, PlayerSel, You, _players, amount_value


@attrs.frozen
class GetPoisonCounters(Effect):
    """CR 122.1f: each of ``players`` gets ``amount`` poison counters."""

    amount: Amount
    players: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        for p in _players(self.players, ctx):
            n = amount_value(self.amount, ctx)
            if n > 0:
                game.state.players[p].poison += n
                game.log_note(f"P{p} gets {n} poison counter(s) (CR 122.1f)")
        game.changed()
