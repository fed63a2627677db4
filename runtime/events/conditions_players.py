"""Conditions on a player's own state (CR 102, 103, 122): how many poison counters a player
has ("an opponent has three or more poison counters", CR 122.1f, 104.3d), how many
opponents a player has ("you have two or more opponents", CR 102.3) and whether a player was
the starting player of the game ("if you weren't the starting player", CR 103.1).
"""

from __future__ import annotations

from typing import Any

import attrs

from ..state.filters import Condition, Ctx
from .conditions import COMPARATORS, PlayerAmountCompare, _players

#: ``state.extra`` key: the player who took the game's first turn (CR 103.1, 103.8).
STARTING_PLAYER = "starting_player"


@attrs.frozen
class PoisonCompare(PlayerAmountCompare):
    """CR 122.1f: "[player] has N or more poison counters" — a player's poison counters
    compared to N (any of the players ``who`` names)."""

    def measure(self, player: Any) -> int:
        return player.poison


def starting_player(state: Any) -> int:
    """CR 103.1: the player who took the game's first turn (player 0 unless the game was
    started for another, as a new state's turn 1 is player 0's)."""
    return state.extra.get(STARTING_PLAYER, 0)


@attrs.frozen
class WasStartingPlayer(Condition):
    """CR 103.1: "if you were the starting player" (``was``) / "if you weren't the starting
    player" (not ``was``) — whether one of the players ``who`` names took the first turn."""

    who: Any
    was: bool = True

    def holds(self, ctx: Ctx) -> bool:
        first = starting_player(ctx.game.state)
        return (first in _players(self.who, ctx)) is self.was


@attrs.frozen
class OpponentsCompare(Condition):
    """CR 102.3, 800.4: "[player] has two or more opponents" — how many opponents a player
    has (the other players still in the game: a player who left it is no one's opponent,
    CR 800.4a) compared to N, for any of the players ``who`` names."""

    who: Any
    amount: int
    compare: str | None

    def holds(self, ctx: Ctx) -> bool:
        test = COMPARATORS[self.compare]
        return any(
            test(len(ctx.game.opponents(p)), self.amount) for p in _players(self.who, ctx)
        )


@attrs.frozen
class CompletedDungeon(Condition):
    """CR 309.7: "you've completed a dungeon" — one of the players ``who`` names has
    completed a dungeon this game (removed it from the game from its bottommost room)."""

    who: Any

    def holds(self, ctx: Ctx) -> bool:
        done = ctx.game.state.extra.get("completed_dungeons", {})
        return any(done.get(p) for p in _players(self.who, ctx))
