"""Winning and losing the game — CR 104.2, 104.3.

Every way a player loses (the state-based actions of CR 704.5a-c, an effect that says so,
CR 104.3e) goes through :func:`lose_game`, so that "You can't lose the game" (a
:class:`PlayerRule` static) holds against all of them; an effect that says a player wins
(CR 104.2b) goes through :func:`win_game`, which "Your opponents can't win the game"
stops. A player whose opponents have all left wins whatever the effects say (CR 104.2a):
that is the state-based check, not this module.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from ..continuous.restrictions import player_rule
from ..events import events as ev
from ..state.effect_base import Effect
from ..state.filters import Ctx, PlayerSel, You, _players

if TYPE_CHECKING:
    from ..game import Game

#: The :class:`PlayerRule` names (CR 104.2b, 104.3e).
CANT_LOSE = "can't lose the game"
CANT_WIN = "can't win the game"


def lose_game(game: Game, player: int, reason: str) -> bool:
    """``player`` loses the game unless a static says they can't (CR 104.3); whether
    they lost."""
    p = game.state.players[player]
    if p.lost:
        return False
    if player_rule(game, player, CANT_LOSE):
        return False  # checked again at every state-based check (CR 704.3): no note
    p.lost = True
    game.emit(ev.PlayerLost(player, reason))
    return True


def win_game(game: Game, player: int, reason: str) -> bool:
    """CR 104.2b — an effect states that ``player`` wins: the game ends with them as the
    winner and every other player still in it loses, unless a static says ``player``
    can't win; whether they won."""
    st = game.state
    if st.players[player].lost or st.game_over:
        return False
    if player_rule(game, player, CANT_WIN):
        game.log_note(f"P{player} can't win the game ({reason})")
        return False
    for p in st.players:
        if p.index != player and not p.lost:
            p.lost = True
            game.emit(ev.PlayerLost(p.index, f"P{player} wins the game: {reason}"))
    st.game_over = True
    st.winner = player
    return True


@attrs.frozen
class GameOutcome(Effect):
    """CR 104.2b, 104.3e — "[player] wins the game" / "[player] loses the game"."""

    win: bool
    players: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> None:
        why = f"an effect of #{ctx.source_id} (CR {'104.2b' if self.win else '104.3e'})"
        for p in _players(self.players, ctx):
            if self.win:
                win_game(ctx.game, p, why)
            else:
                lose_game(ctx.game, p, why)
