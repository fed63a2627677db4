"""Mana effects — CR 106.4 (adding mana), 106.5 (undefined types produce nothing), 106.6
(restrictions), 106.7 ("could produce"), 106.12 (tapped for mana), 605 (mana abilities).
An ability whose effect contains one of these is a mana ability when it meets CR 605.1.
"""

from __future__ import annotations

from typing import Any

import attrs

from ..agents import ChooseOption
from ..mana.symbols import ALL_TYPES, COLORS, ManaType, PaymentPurpose, SpendRestriction
from ..state.effect_base import Effect
from ..state.filters import Ctx, ObjectFilter, amount_value


class ManaEffect(Effect):
    """Base of effects that add mana (CR 106.4, 605)."""

    __slots__ = ()
    adds_mana = True

    def possible_types(self, ctx: Ctx, visited: frozenset[int]) -> frozenset[ManaType]:
        raise NotImplementedError


def _produce(ctx: Ctx, types: list[ManaType], restriction: SpendRestriction | None) -> None:
    player = ctx.info.get("player", ctx.controller)
    ctx.game.produce_mana(player, types, ctx.source_id, ctx.info.get("tapped_for_mana", False),
                          restriction)  # fmt: skip


def _pick_type(ctx: Ctx, options: frozenset[ManaType], reason: str) -> ManaType | None:
    if not options:
        return None
    ordered = tuple(t for t in ALL_TYPES if t in options)
    wanted = ctx.info.get("color")
    if wanted in ordered:
        return wanted
    if len(ordered) == 1:
        return ordered[0]
    player = ctx.info.get("player", ctx.controller)
    return ordered[ctx.game.ask(player, ChooseOption(player, ordered, reason))]


@attrs.frozen
class AddMana(ManaEffect):
    """CR 106.4 — "Add {G}{G}" (fixed types); ``to`` names another player who adds it
    ("its controller adds an additional {G}", CR 106.12a)."""

    mana: tuple[ManaType, ...]
    restriction: SpendRestriction | None = None
    to: Any = None

    def resolve(self, ctx: Ctx) -> None:
        if self.to is not None:
            players = self.to.resolve(ctx)
            if not players:
                return
            ctx.info["player"] = players[0]
        _produce(ctx, list(self.mana), self.restriction)

    def possible_types(self, ctx: Ctx, visited: frozenset[int]) -> frozenset[ManaType]:
        return frozenset(self.mana)


@attrs.frozen
class AddManaTimes(ManaEffect):
    """CR 106.1, 107.1 — "Add {G} for each Elf you control": ``mana`` ``count`` times, the
    count made as the ability resolves (CR 608.2h)."""

    mana: tuple[ManaType, ...]
    count: Any

    def resolve(self, ctx: Ctx) -> None:
        n = amount_value(self.count, ctx)
        if n > 0:
            _produce(ctx, list(self.mana) * n, None)

    def possible_types(self, ctx: Ctx, visited: frozenset[int]) -> frozenset[ManaType]:
        return frozenset(self.mana)


@attrs.frozen
class AddManaAnyColor(ManaEffect):
    """ "Add N mana of any one color" (CR 106.4; choice among ``colors``)."""

    count: int = 1
    colors: tuple[ManaType, ...] = COLORS
    restriction: SpendRestriction | None = None

    def resolve(self, ctx: Ctx) -> None:
        t = _pick_type(ctx, frozenset(self.colors), "mana color")
        if t is not None:
            _produce(ctx, [t] * self.count, self.restriction)

    def possible_types(self, ctx: Ctx, visited: frozenset[int]) -> frozenset[ManaType]:
        return frozenset(self.colors)


@attrs.frozen
class AddManaCouldProduce(ManaEffect):
    """CR 106.7 — "Add one mana of any [type/color] that a [filter] could produce"
    (Reflecting Pool: ``any_type=True``, lands you control; Fellwar Stone: colors only,
    lands an opponent controls). Costs of those abilities are ignored; with no definable
    type the ability produces nothing (CR 106.5)."""

    filter: ObjectFilter
    any_type: bool = True

    def resolve(self, ctx: Ctx) -> None:
        t = _pick_type(ctx, self.possible_types(ctx, frozenset({ctx.source_id})), "could produce")
        if t is not None:
            _produce(ctx, [t], None)

    def possible_types(self, ctx: Ctx, visited: frozenset[int]) -> frozenset[ManaType]:
        types = ctx.game.could_produce(self.filter, ctx, visited)
        return types if self.any_type else types & frozenset(COLORS)


@attrs.frozen
class AddManaOfProducedType(ManaEffect):
    """CR 106.12a, 605.1b — "that player adds one mana of any type that land produced"
    (Heartbeat of Spring-style triggered mana ability)."""

    count: int = 1

    def resolve(self, ctx: Ctx) -> None:
        ev = ctx.event
        ctx.info["player"] = getattr(ev, "player", ctx.controller)
        t = _pick_type(ctx, frozenset(getattr(ev, "mana", ())), "produced type")
        if t is not None:
            _produce(ctx, [t] * self.count, None)

    def possible_types(self, ctx: Ctx, visited: frozenset[int]) -> frozenset[ManaType]:
        return frozenset()


@attrs.frozen
class CantBeSpentOn(SpendRestriction):
    """CR 106.6: "This mana can't be spent to cast nonartifact spells." — the mana pays for
    anything but casting a spell that fits (``card_types``: it has one of them, when any;
    ``exclude_types``: it has none of them)."""

    exclude_types: frozenset[str] = frozenset()

    def allows(self, purpose: PaymentPurpose) -> bool:
        if purpose.kind != "spell":
            return True
        has = not self.card_types or bool(self.card_types & purpose.card_types)
        return not (has and not (self.exclude_types & purpose.card_types))
