"""Coin flips — CR 705: "Flip a coin. If you win the flip, ... If you lose the flip, ...".

The player who flips calls "heads" or "tails" (a decision); the game's random generator
gives the result (CR 705.1: two outcomes of equal likelihood); the player wins the flip if
the call matches (CR 705.2). The outcome is recorded for the conditions "if you win / lose
the flip" later in the same effect (:class:`FlipResult`).
"""

from __future__ import annotations

import attrs

from ..agents import ChooseOption
from ..state.effect_base import Effect
from ..state.filters import Condition, Ctx

#: ``Ctx.info`` key: whether the player won the last flip of the effect (CR 705.2).
FLIP_WON = "flip_won"
_SIDES = ("heads", "tails")


@attrs.frozen
class FlipCoin(Effect):
    """CR 705.1-705.2 — the ability's controller flips a coin."""

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        player = ctx.controller
        call = game.ask(player, ChooseOption(player, _SIDES, "call the coin flip"))
        result = game.rng.randrange(2)
        won = call == result
        ctx.info[FLIP_WON] = won
        game.log_note(f"P{player} calls {_SIDES[call]}, the coin shows {_SIDES[result]}: "
                      f"{'wins' if won else 'loses'} the flip")  # fmt: skip


@attrs.frozen
class FlipResult(Condition):
    """CR 705.2 — "if you win the flip" (``won``) / "if you lose the flip"."""

    won: bool = True

    def holds(self, ctx: Ctx) -> bool:
        if FLIP_WON not in ctx.info:
            return False
        return bool(ctx.info[FLIP_WON]) == self.won
