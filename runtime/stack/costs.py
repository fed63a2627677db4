"""Costs — CR 118, 107.5 ({T}), 107.6 ({Q}), 119.4 (paying life), 302.6, 606 (loyalty).

An ability's cost is a tuple of components: a :class:`~mtgc.runtime.mana.symbols.ManaCost` plus
any of the classes below. Non-mana components are checked with ``check`` (raising
:class:`~mtgc.runtime.errors.CostError`, CR 118.3) and paid with ``pay``; components that
need a choice of objects (sacrifice, discard, exile) ask the payer's agent unless the
action pre-supplied the choice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..agents import ChooseOption
from ..errors import CostError
from ..state.filters import Ctx, ObjectFilter, X
from ..state.objects import GameObject, Zone

if TYPE_CHECKING:
    from ..game import Game


class Cost:
    """Base of non-mana cost components."""

    __slots__ = ()
    needs_choice = False
    #: CR 606.4: a loyalty cost (an ability with one is no mana ability, CR 605.1a)
    loyalty = False
    #: The permanents chosen to pay it are sacrificed ("the sacrificed creature", CR 608.2h)
    sacrifices = False

    def candidates(self, game: Game, payer: int, source_id: int) -> list[int]:
        return []

    def count(self) -> int:
        return 0

    def bounds(
        self, game: Game, payer: int, source_id: int, cands: tuple[int, ...]
    ) -> tuple[int, int]:
        """The fewest and the most objects the payer may choose among ``cands``."""
        return self.count(), self.count()

    def check(self, game: Game, payer: int, source_id: int) -> None:
        raise NotImplementedError

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        raise NotImplementedError


#: The fields of a cost component that may hold X ("pay X life", "discard X cards").
_X_FIELDS = ("n", "amount")


def has_x(cost: Any) -> bool:
    """CR 107.3a: whether a non-mana cost component has an X in it ("Remove X ki counters
    from this creature", "As an additional cost to cast this spell, pay X life"), whose
    value the controller announces as the spell is cast or the ability activated."""
    return any(isinstance(getattr(cost, f, None), X) for f in _X_FIELDS)


def with_x(costs: list[Any], x: int) -> list[Any]:
    """CR 107.3a: the components with every X in them equal to the announced value."""
    return [
        attrs.evolve(c, **{f: x for f in _X_FIELDS if isinstance(getattr(c, f, None), X)})
        if has_x(c) else c
        for c in costs
    ]  # fmt: skip


def _source(game: Game, source_id: int) -> GameObject:
    obj = game.state.objects.get(source_id)
    if not isinstance(obj, GameObject) or obj.zone is not Zone.BATTLEFIELD:
        raise CostError(f"#{source_id} is not a permanent on the battlefield")
    return obj


@attrs.frozen
class TapCost(Cost):
    """CR 107.5 — {T}: tap this permanent; not if already tapped, not if summoning sick."""

    def check(self, game: Game, payer: int, source_id: int) -> None:
        obj = _source(game, source_id)
        if obj.tapped:
            raise CostError(f"{obj.name}#{obj.id} is already tapped (CR 107.5, 118.3)")
        if game.summoning_sick(obj.id):
            raise CostError(f"{obj.name}#{obj.id} has summoning sickness (CR 302.6)")

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        game.tap(source_id)

    def __str__(self) -> str:
        return "{T}"


@attrs.frozen
class UntapCost(Cost):
    """CR 107.6 — {Q}: untap this permanent; not if already untapped, not if summoning sick."""

    def check(self, game: Game, payer: int, source_id: int) -> None:
        obj = _source(game, source_id)
        if not obj.tapped:
            raise CostError(f"{obj.name}#{obj.id} is already untapped (CR 107.6, 118.3)")
        if game.summoning_sick(obj.id):
            raise CostError(f"{obj.name}#{obj.id} has summoning sickness (CR 302.6)")

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        game.untap(source_id)

    def __str__(self) -> str:
        return "{Q}"


@attrs.frozen
class PayLifeCost(Cost):
    """CR 119.4 — pay N life: only if life >= N; paying 0 is always possible (119.4b)."""

    amount: int

    def check(self, game: Game, payer: int, source_id: int) -> None:
        if self.amount > 0 and game.state.players[payer].life < self.amount:
            raise CostError(f"P{payer} can't pay {self.amount} life (CR 119.4)")

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        if self.amount:
            game.lose_life(payer, self.amount)


class _ChosenObjectsCost(Cost):
    needs_choice = True
    zone = Zone.BATTLEFIELD

    def candidates(self, game: Game, payer: int, source_id: int) -> list[int]:
        ctx = Ctx(game, source_id, payer)
        f = attrs.evolve(self.filter or ObjectFilter(), zone=self.zone)  # type: ignore[attr-defined]
        if self.zone is Zone.BATTLEFIELD:
            pool = game.state.battlefield
        else:
            pool = game.state.zone_list(self.zone, payer)
        out = []
        for i in pool:
            obj = game.state.objects[i]
            if not isinstance(obj, GameObject) or not f.matches(ctx, obj):
                continue
            if self.zone is Zone.BATTLEFIELD and game.view(i).controller != payer:
                continue
            out.append(i)
        return out

    def count(self) -> int:
        return self.n  # type: ignore[attr-defined]

    def check(self, game: Game, payer: int, source_id: int) -> None:
        if len(self.candidates(game, payer, source_id)) < self.count():
            raise CostError(f"not enough objects to pay {self!r} (CR 118.3)")


class _ThisOrChosenCost(_ChosenObjectsCost):
    """A cost on "this permanent" (``filter`` None) or on chosen permanents."""

    @property
    def on_this(self) -> bool:
        """Whether it's a cost on this permanent itself ("Sacrifice this creature")."""
        return self.filter is None  # type: ignore[attr-defined]

    def candidates(self, game: Game, payer: int, source_id: int) -> list[int]:
        if self.filter is None:  # type: ignore[attr-defined]
            obj = game.state.objects.get(source_id)
            ok = isinstance(obj, GameObject) and obj.zone is Zone.BATTLEFIELD
            return [source_id] if ok and game.view(source_id).controller == payer else []
        return super().candidates(game, payer, source_id)


@attrs.frozen
class SacrificeCost(_ThisOrChosenCost):
    """CR 701.21 — "Sacrifice [N] [filter]"; ``filter=None`` means "sacrifice this"."""

    filter: ObjectFilter | None = None
    n: int = 1
    sacrifices = True

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        for i in chosen:
            game.sacrifice(i, payer)


@attrs.frozen
class DiscardCost(_ChosenObjectsCost):
    """CR 701.9 — "Discard [N] [filter] card(s)"."""

    filter: ObjectFilter | None = None
    n: int = 1
    zone = Zone.HAND

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        for i in chosen:
            game.discard(i)


@attrs.frozen
class DiscardHandCost(Cost):
    """CR 701.9a, 118.3 — "Discard your hand" as a cost: every card in the payer's hand,
    discarded at once. It needs no resource the payer could lack, so it can be paid with an
    empty hand (nothing is discarded then)."""

    def check(self, game: Game, payer: int, source_id: int) -> None:
        return None

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        ids = list(game.state.players[payer].hand)
        with game.simultaneously(ids):
            for i in ids:
                game.discard(i)

    def __str__(self) -> str:
        return "Discard your hand"


@attrs.frozen
class ExileCost(_ChosenObjectsCost):
    """CR 406 — "Exile [N] [filter] from [zone]" as a cost."""

    filter: ObjectFilter | None = None
    n: int = 1
    from_zone: Zone = Zone.GRAVEYARD

    @property
    def zone(self) -> Zone:  # type: ignore[override]
        return self.from_zone

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        for i in chosen:
            game.move(i, Zone.EXILE, cause="cost")


@attrs.frozen
class RemoveCountersCost(Cost):
    """CR 122.8 — "Remove N [kind] counters from this permanent"."""

    kind: str
    n: int = 1

    def check(self, game: Game, payer: int, source_id: int) -> None:
        obj = _source(game, source_id)
        if obj.counters.get(self.kind, 0) < self.n:
            raise CostError(f"{obj.name}#{obj.id} has fewer than {self.n} {self.kind} counters")

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        game.add_counters(source_id, self.kind, -self.n)


@attrs.frozen
class RemoveAnyCountersCost(Cost):
    """CR 122.8, 118.3: "Remove a counter / two counters from this creature" — counters of
    any kinds; with several kinds on it, the payer chooses each counter's kind."""

    n: int = 1

    def check(self, game: Game, payer: int, source_id: int) -> None:
        obj = _source(game, source_id)
        if sum(v for v in obj.counters.values() if v > 0) < self.n:
            raise CostError(f"{obj.name}#{obj.id} has fewer than {self.n} counters")

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        for _ in range(self.n):
            obj = _source(game, source_id)
            kinds = tuple(sorted(k for k, v in obj.counters.items() if v > 0))
            pick = 0
            if len(kinds) > 1:
                pick = game.ask(payer, ChooseOption(payer, kinds, "counter to remove"))
            game.add_counters(source_id, kinds[pick], -1)


@attrs.frozen
class LoyaltyCost(Cost):
    """CR 606.4 — a loyalty cost [+N] / [-N]; can't remove more loyalty than it has."""

    amount: int
    loyalty = True

    def check(self, game: Game, payer: int, source_id: int) -> None:
        obj = _source(game, source_id)
        if self.amount < 0 and obj.counters.get("loyalty", 0) < -self.amount:
            raise CostError(f"{obj.name}#{obj.id} doesn't have {-self.amount} loyalty")

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        game.add_counters(source_id, "loyalty", self.amount)


def describe(costs: Any) -> str:
    return ", ".join(str(c) for c in costs)
