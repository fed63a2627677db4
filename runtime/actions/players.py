"""Effects another player performs — CR 109.5, 608.2c-d.

"Target opponent exiles a card from their hand", "Each player creates a Treasure token",
"Its controller may return a creature they control to its owner's hand": the spell's
controller follows the instructions (CR 608.2c), but the player the sentence names performs
the action and makes its choices (CR 608.2d); "they" and "their" in it are that player.
"""

from __future__ import annotations

import attrs

from ..state.effect_base import Effect
from ..state.filters import Ctx, PlayerSel, _players


@attrs.frozen
class PlayerPerforms(Effect):
    """``effect`` performed by each of ``players`` in turn order (CR 101.4): within it,
    "you" is that player (the effect was compiled with "they"/"their" read as "you"/"your").
    Objects remembered or created along the way stay visible to the rest of the ability
    (CR 608.2c: "the exiled card", "If they do")."""

    players: PlayerSel
    effect: Effect

    def resolve(self, ctx: Ctx) -> None:
        before = dict(ctx.info)
        acted: list[int] = []
        for p in _players(self.players, ctx):
            if ctx.game.state.players[p].lost:
                continue  # CR 800.4a: a player who left the game does nothing
            # each player makes their own choices ("a card from their hand", CR 608.2d);
            # what the last one did stays readable ("If they do", CR 608.2c)
            info = dict(before)
            self.effect.resolve(attrs.evolve(ctx, controller=p, info=info))
            ctx.info.update(info)
            acted.extend(i for i in ctx.remembered if i not in acted)
        # "the cards revealed / exiled this way": every player's (CR 608.2c)
        ctx.remembered[:] = acted

    def children(self) -> tuple[Effect, ...]:
        return (self.effect,)
