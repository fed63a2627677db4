"""Conditions — CR 603.4 (intervening "if" clauses), 608.2c ("If [condition], [effect]."),
611.3a ("as long as [condition]": a static ability's effect applies while it holds).

A condition is a frozen spec with ``holds(ctx)``; the same spec serves a trigger's
intervening "if" (checked as the ability triggers and again as it resolves), a conditional
effect (checked as the effect resolves) and a conditional static ability (checked
continuously). :class:`~mtgc.runtime.filters.YouControl`, ``LifeAtMost`` and ``CostWasPaid``
live in :mod:`mtgc.runtime.filters`.
"""

from __future__ import annotations

import operator
from typing import Any

import attrs

from .filters import All, Condition, Ctx, ObjectFilter, ObjectRef, PlayerSel, Who
from .objects import GameObject, Zone
from .replacement import ReplacementSpec

#: "N or more", "N or less", exactly N (CR 107.1): comparator word -> test of (count, N).
COMPARATORS = {
    "or more": operator.ge, "or greater": operator.ge, "or less": operator.le,
    "or fewer": operator.le, None: operator.eq,
}  # fmt: skip


def _players(who: Who | PlayerSel, ctx: Ctx) -> list[int]:
    if isinstance(who, Who):
        players = ctx.game.state.players
        return [i for i in range(len(players)) if who.matches(i, ctx.controller)]
    return who.resolve(ctx)


@attrs.frozen
class Not(Condition):
    """ "you don't control ...", "it wasn't kicked": the negation of a condition."""

    condition: Condition

    def holds(self, ctx: Ctx) -> bool:
        return not self.condition.holds(ctx)


@attrs.frozen
class PlayerControls(Condition):
    """ "[player] controls [N or more / no] [filter]": some player of ``who`` ("you", "an
    opponent", "defending player") controls a number of matching permanents that compares
    to ``amount`` (``compare``: a :data:`COMPARATORS` key; ``at least 1`` by default)."""

    filter: ObjectFilter
    who: Any = Who.YOU
    amount: int = 1
    compare: str | None = "or more"

    def holds(self, ctx: Ctx) -> bool:
        test = COMPARATORS[self.compare]
        found = All(attrs.evolve(self.filter, controller=Who.ANY)).resolve(ctx)
        views = [ctx.game.view(i).controller for i in found]
        return any(test(views.count(p), self.amount) for p in _players(self.who, ctx))


@attrs.frozen
class ThereAre(Condition):
    """ "there are [N or more] [filter] [in your graveyard / on the battlefield]"."""

    filter: ObjectFilter
    amount: int = 1
    compare: str | None = "or more"

    def holds(self, ctx: Ctx) -> bool:
        count = len(_all(self.filter, ctx))
        return COMPARATORS[self.compare](count, self.amount)


def _all(flt: ObjectFilter, ctx: Ctx) -> list[int]:
    """Every object matching ``flt``; a card in a graveyard is its owner's (CR 404.2)."""
    if flt.zone is Zone.BATTLEFIELD:
        return All(flt).resolve(ctx)
    out = []
    game = ctx.game
    for i, obj in list(game.state.objects.items()):
        if not isinstance(obj, GameObject) or (flt.zone is not None and obj.zone is not flt.zone):
            continue
        if flt.controller is not Who.ANY and not flt.controller.matches(obj.owner, ctx.controller):
            continue
        if attrs.evolve(flt, controller=Who.ANY).matches(ctx, obj):
            out.append(i)
    return out


@attrs.frozen
class LifeCompare(Condition):
    """CR 119: "[player] has N or less / N or more life"."""

    who: Any
    amount: int
    compare: str | None

    def holds(self, ctx: Ctx) -> bool:
        test = COMPARATORS[self.compare]
        players = ctx.game.state.players
        return any(test(players[p].life, self.amount) for p in _players(self.who, ctx))


@attrs.frozen
class HandCompare(Condition):
    """CR 402: "[player] has N or fewer cards in hand", "you have no cards in hand"."""

    who: Any
    amount: int
    compare: str | None

    def holds(self, ctx: Ctx) -> bool:
        test = COMPARATORS[self.compare]
        hands = ctx.game.state.players
        return any(test(len(hands[p].hand), self.amount) for p in _players(self.who, ctx))


@attrs.frozen
class ObjectIs(Condition):
    """ "this creature is untapped", "it's attacking", "it's a creature": the object an
    ability refers to matches ``filter`` (in its current zone when ``any_zone``)."""

    ref: ObjectRef
    filter: ObjectFilter

    def holds(self, ctx: Ctx) -> bool:
        game = ctx.game
        for i in self.ref.resolve(ctx):
            obj = game.state.objects.get(i)
            if isinstance(obj, GameObject):
                return self.filter.matches(ctx, obj, any_zone=self.filter.zone is None)
            return False
        return False


@attrs.frozen
class IsTurn(Condition):
    """CR 500.7, 102.1: "it's your turn" / "it's not your turn"."""

    who: Who = Who.YOU

    def holds(self, ctx: Ctx) -> bool:
        return self.who.matches(ctx.game.state.active, ctx.controller)


@attrs.frozen
class DidOptional(Condition):
    """CR 608.2c: "If you do" / "If you don't" after "you may [action]": whether the
    player chose to take the optional action just before (recorded as it resolved)."""

    def holds(self, ctx: Ctx) -> bool:
        return bool(ctx.info.get("did"))


@attrs.frozen
class ConditionalReplacement(ReplacementSpec):
    """A replacement effect that applies only while ``condition`` holds (CR 614.1c: "This
    land enters tapped unless you control two or more basic lands"; CR 614.12: checked as
    the permanent would enter)."""

    spec: Any
    condition: Condition

    @property
    def self_only(self) -> bool:
        return self.spec.self_only

    def applies(self, game: Any, proposal: Any, ctx: Ctx) -> bool:
        return self.spec.applies(game, proposal, ctx) and self.condition.holds(ctx)

    def apply(self, game: Any, proposal: Any, ctx: Ctx) -> None:
        self.spec.apply(game, proposal, ctx)

    def transform_types(self, types: Any, ctx: Ctx) -> Any:
        return self.spec.transform_types(types, ctx) if self.condition.holds(ctx) else types
