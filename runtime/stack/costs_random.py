"""Random discards as a cost — CR 701.9b, 118.3: "Discard a card at random: ..."."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from ..errors import CostError
from .costs import Cost

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class DiscardAtRandomCost(Cost):
    """CR 701.9b: "Discard N cards at random" — the game's seeded generator picks them; the
    cost can't be paid with fewer than N cards in hand (CR 118.3)."""

    n: int = 1

    def check(self, game: Game, payer: int, source_id: int) -> None:
        if len(game.state.players[payer].hand) < self.n:
            raise CostError(f"P{payer} has fewer than {self.n} cards in hand (CR 118.3)")

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        hand = list(game.state.players[payer].hand)
        for i in game.rng.sample(hand, self.n):
            game.discard(i)
