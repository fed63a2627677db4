"""Energy — CR 107.14, 122.1: energy counters a player has ({E}); "you get {E}{E}" gives
a player energy counters and "Pay {E}{E}" removes them (a cost the player can pay only
with enough energy, CR 118.3).

The counts live in ``state.extra["energy"]`` as a tuple indexed by player, replaced (never
changed in place) so a rolled-back transaction restores them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from ..errors import CostError
from ..stack.costs import Cost
from ..state.effect_base import Effect
from ..state.filters import Ctx, PlayerSel, You

if TYPE_CHECKING:
    from ..game import Game


def energy(game: Game, player: int) -> int:
    """The number of energy counters ``player`` has (CR 122.1)."""
    counts = game.state.extra.get("energy", ())
    return counts[player] if player < len(counts) else 0


def add_energy(game: Game, player: int, n: int) -> None:
    """Put (n > 0) or remove (n < 0) energy counters on ``player``."""
    counts = list(game.state.extra.get("energy", ()))
    counts += [0] * (player + 1 - len(counts))
    counts[player] = max(0, counts[player] + n)
    game.state.extra["energy"] = tuple(counts)
    game.log_note(f"P{player} {n:+d} energy ({counts[player]})")


@attrs.frozen
class GetEnergy(Effect):
    """CR 107.14 — "[player] get(s) {E}{E}": that many energy counters."""

    n: int
    players: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> None:
        from .effects import _players

        for p in _players(self.players, ctx):
            add_energy(ctx.game, p, self.n)


@attrs.frozen
class EnergyCost(Cost):
    """CR 107.14, 118.3 — "Pay {E}{E}": remove that many energy counters from yourself."""

    n: int

    def check(self, game: Game, payer: int, source_id: int) -> None:
        if energy(game, payer) < self.n:
            raise CostError(f"P{payer} has fewer than {self.n} energy (CR 118.3)")

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        add_energy(game, payer, -self.n)

    def __str__(self) -> str:
        return "pay " + "{E}" * self.n
