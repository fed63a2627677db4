"""Costs that tap, return or exile objects (CR 118.3, 602.2): "Tap an untapped creature
you control", "Return a land you control to its owner's hand", "Exile this card from your
graveyard"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from ..errors import CostError
from ..state.filters import ObjectFilter
from ..state.objects import GameObject, Zone
from .costs import Cost, _ChosenObjectsCost, _ThisOrChosenCost

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class TapObjectsCost(_ChosenObjectsCost):
    """ "Tap N untapped [filter] you control". Unlike {T} (CR 302.6) a creature tapped
    this way may have come under its controller's control this turn; the source itself is
    eligible when it fits the filter and is untapped."""

    filter: ObjectFilter | None = None
    n: int = 1

    def candidates(self, game: Game, payer: int, source_id: int) -> list[int]:
        return [i for i in super().candidates(game, payer, source_id)
                if not game.state.objects[i].tapped]  # fmt: skip

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        for i in chosen:
            game.tap(i)


@attrs.frozen
class ReturnToHandCost(_ThisOrChosenCost):
    """ "Return [N] [filter] you control to its owner's hand"; ``filter=None``: "return
    this permanent to its owner's hand"."""

    filter: ObjectFilter | None = None
    n: int = 1

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        for i in chosen:
            game.move(i, Zone.HAND, cause="cost")


@attrs.frozen
class ExileSelfCost(Cost):
    """ "Exile this [permanent]" (``zone`` battlefield) or "Exile this card from your
    graveyard" (``zone`` graveyard; the ability then works only there, CR 113.6k)."""

    zone: Zone = Zone.BATTLEFIELD

    def check(self, game: Game, payer: int, source_id: int) -> None:
        obj = game.state.objects.get(source_id)
        if not isinstance(obj, GameObject) or obj.zone is not self.zone:
            raise CostError(f"#{source_id} is not in the {self.zone.value} (CR 118.3)")

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        game.move(source_id, Zone.EXILE, cause="cost")


@attrs.frozen
class PutCountersCost(_ThisOrChosenCost):
    """ "Put N [kind] counters on this permanent" (``filter=None``) or "on a [filter] you
    control" as a cost (CR 118.3, 122.1)."""

    kind: str = "+1/+1"
    amount: int = 1
    filter: ObjectFilter | None = None
    n: int = 1

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        for i in chosen:
            game.add_counters(i, self.kind, self.amount)
