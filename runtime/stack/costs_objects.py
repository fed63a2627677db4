"""Costs that tap, return or exile objects (CR 118.3, 602.2): "Tap an untapped creature
you control", "Return a land you control to its owner's hand", "Exile this card from your
graveyard"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..errors import CostError
from ..state.filters import Ctx, ObjectFilter
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


def _fits(game: Game, payer: int, source_id: int, part: ObjectFilter | None, obj_id: int) -> bool:
    """Whether the permanent ``obj_id`` the payer controls fits one description of a cost
    (``None``: this permanent itself)."""
    obj = game.state.objects.get(obj_id)
    if not isinstance(obj, GameObject) or obj.zone is not Zone.BATTLEFIELD:
        return False
    if game.view(obj_id).controller != payer:  # CR 701.21a
        return False
    if part is None:
        return obj_id == source_id
    return attrs.evolve(part, zone=Zone.BATTLEFIELD).matches(Ctx(game, source_id, payer), obj)


def _assigned(fits: list[list[int]]) -> bool:
    """Whether each description gets its own permanent (a matching covering them all)."""
    owner: dict[int, int] = {}

    def place(k: int, seen: set[int]) -> bool:
        for i in fits[k]:
            if i in seen:
                continue
            seen.add(i)
            if i not in owner or place(owner[i], seen):
                owner[i] = k
                return True
        return False

    return all(place(k, set()) for k in range(len(fits)))


@attrs.frozen
class SacrificeEachCost(Cost):
    """CR 701.21a, 118.3 — "Sacrifice a creature and a Swamp", "Sacrifice this creature and
    another green creature", "Sacrifice a green creature, a white creature, and a blue
    creature": one permanent for each description (``None``: this permanent), each a
    different permanent, sacrificed together. It can't be paid unless every description gets
    its own permanent (CR 118.3)."""

    parts: tuple[ObjectFilter | None, ...]
    needs_choice = True
    sacrifices = True

    def candidates(self, game: Game, payer: int, source_id: int) -> list[int]:
        return [i for i in game.state.battlefield
                if any(_fits(game, payer, source_id, p, i) for p in self.parts)]  # fmt: skip

    def count(self) -> int:
        return len(self.parts)

    def _fill(self, game: Game, payer: int, source_id: int, ids: Any) -> bool:
        return _assigned([[i for i in ids if _fits(game, payer, source_id, p, i)]
                          for p in self.parts])  # fmt: skip

    def check(self, game: Game, payer: int, source_id: int) -> None:
        if not self._fill(game, payer, source_id, self.candidates(game, payer, source_id)):
            raise CostError(f"no permanents to pay {self!r} (CR 118.3)")

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        if len(set(chosen)) != len(self.parts) or not self._fill(game, payer, source_id, chosen):
            raise CostError(f"the permanents chosen don't pay {self!r} (CR 118.3)")
        with game.simultaneously(list(chosen)):
            for i in chosen:
                game.sacrifice(i, payer)


@attrs.frozen
class SacrificeAllCost(Cost):
    """CR 701.21a, 118.3 — "Sacrifice all creatures you control" as a cost: every permanent
    of the description the payer controls, together. It needs no resource the payer could
    lack, so it can be paid when they control none (nothing is sacrificed then)."""

    filter: ObjectFilter
    needs_choice = True
    sacrifices = True

    def candidates(self, game: Game, payer: int, source_id: int) -> list[int]:
        return [i for i in game.state.battlefield if _fits(game, payer, source_id, self.filter, i)]

    def bounds(
        self, game: Game, payer: int, source_id: int, cands: tuple[int, ...]
    ) -> tuple[int, int]:
        return len(cands), len(cands)

    def check(self, game: Game, payer: int, source_id: int) -> None:
        return None

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        with game.simultaneously(list(chosen)):
            for i in chosen:
                game.sacrifice(i, payer)


@attrs.frozen
class RevealCost(Cost):
    """CR 701.20a, 118.3 — "reveal an Elf card from your hand" as a cost: the payer shows
    a card of the description from their hand (it stays there); with none it can't be
    paid."""

    filter: ObjectFilter | None = None
    n: int = 1
    needs_choice = True

    def candidates(self, game: Game, payer: int, source_id: int) -> list[int]:
        f = attrs.evolve(self.filter or ObjectFilter(), zone=Zone.HAND)
        ctx = Ctx(game, source_id, payer)
        return [i for i in game.state.players[payer].hand
                if i != source_id and f.matches(ctx, game.state.objects[i])]  # fmt: skip

    def count(self) -> int:
        return self.n

    def check(self, game: Game, payer: int, source_id: int) -> None:
        if len(self.candidates(game, payer, source_id)) < self.n:
            raise CostError(f"no card to reveal for {self!r} (CR 118.3)")

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        names = ", ".join(game.state.objects[i].name for i in chosen)
        game.log_note(f"P{payer} reveals {names}")


@attrs.frozen
class AnyOneCost(Cost):
    """CR 601.2b, 608.2d — "sacrifice a creature or pay {3}{B}": costs offered as
    alternatives; the payer announces which one they'll pay (:func:`chosen_alternatives`)
    and then pays that one only."""

    options: tuple[tuple[Any, ...], ...]

    def check(self, game: Game, payer: int, source_id: int) -> None:
        raise CostError("the alternative to pay was not announced (CR 601.2b)")

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        raise CostError("the alternative to pay was not announced (CR 601.2b)")

    def __str__(self) -> str:
        return " or ".join(", ".join(str(c) for c in o) for o in self.options)


def chosen_alternatives(game: Game, payer: int, costs: Any) -> list[Any]:
    """CR 601.2b: the components of ``costs`` with each :class:`AnyOneCost` replaced by the
    alternative the payer announces."""
    from ..agents import ChooseOption

    out: list[Any] = []
    for c in costs:
        if isinstance(c, AnyOneCost):
            labels = tuple(", ".join(str(x) for x in o) for o in c.options)
            k = game.ask(payer, ChooseOption(payer, labels, "cost to pay"))
            out.extend(c.options[ChooseOption(payer, labels).validate(k)])
        else:
            out.append(c)
    return out
