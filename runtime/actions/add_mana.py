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
from ..state.objects import GameObject


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

    count: Any = 1  # an Amount: "Add X mana of any one color, where X is ..." (CR 107.3)
    colors: tuple[ManaType, ...] = COLORS
    restriction: SpendRestriction | None = None

    def resolve(self, ctx: Ctx) -> None:
        n = amount_value(self.count, ctx)
        if n <= 0:  # CR 106.5-like: no mana is added, no color chosen
            return
        t = _pick_type(ctx, frozenset(self.colors), "mana color")
        if t is not None:
            _produce(ctx, [t] * n, self.restriction)

    def possible_types(self, ctx: Ctx, visited: frozenset[int]) -> frozenset[ManaType]:
        return frozenset(self.colors)


@attrs.frozen
class AddManaCombination(ManaEffect):
    """CR 106.1 — "Add N mana in any combination of {R} and/or {G}", "Add two mana in any
    combination of colors": each of the N mana is of one of ``colors``, chosen one by one
    (unlike "N mana of any one color")."""

    count: Any = 1  # an Amount ("X mana in any combination of colors", CR 107.3)
    colors: tuple[ManaType, ...] = COLORS
    restriction: SpendRestriction | None = None

    def resolve(self, ctx: Ctx) -> None:
        n = amount_value(self.count, ctx)
        picked = [_pick_type(ctx, frozenset(self.colors), "mana color") for _ in range(n)]
        types = [t for t in picked if t is not None]
        if types:
            _produce(ctx, types, self.restriction)

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

    def allows(self, purpose: PaymentPurpose, source: int | None = None) -> bool:
        if purpose.kind != "spell":
            return True
        has = not self.card_types or bool(self.card_types & purpose.card_types)
        return not (has and not (self.exclude_types & purpose.card_types))


@attrs.frozen
class SpendOnly(SpendRestriction):
    """CR 106.6: "Spend this mana only to cast creature spells", "... only to cast artifact
    spells or activate abilities of artifacts", "... only on costs that contain {X}" — the
    mana pays only for the uses listed: casting a spell that fits one of ``spells`` (the
    spell on the stack, CR 601.2a), activating an ability whose source fits one of
    ``abilities`` (None: any ability, mana abilities too, CR 605), or a cost with {X} in it
    (CR 107.3), or a special action named in ``specials``. The filters are seen from the
    mana's source ("of the chosen type": the type chosen for the source) and the paying
    player ("you control")."""

    spells_only: bool = False
    spells: tuple[ObjectFilter, ...] = ()
    abilities: tuple[ObjectFilter | None, ...] = ()
    x_costs: bool = False
    #: special actions the mana pays for, by :attr:`PaymentPurpose.kind`: "unlock" (a door,
    #: CR 709.5e), "turn face up" (CR 116.2b, 702.37e)
    specials: frozenset[str] = frozenset()

    def allows(self, purpose: PaymentPurpose, source: int | None = None) -> bool:
        if self.x_costs and purpose.has_x:
            return True
        if purpose.kind in self.specials:
            return True
        game, obj_id = purpose.game, purpose.object_id
        obj = game.state.objects.get(obj_id) if game is not None and obj_id is not None else None
        if not isinstance(obj, GameObject):
            return False
        if purpose.kind == "spell":
            filters: tuple[ObjectFilter | None, ...] = self.spells
        elif purpose.kind == "ability":
            filters = self.abilities
        else:
            return False
        if None in filters:
            return True
        player = purpose.player if purpose.player is not None else game.view(obj_id).controller
        ctx = Ctx(game, source if source is not None else obj_id, player)
        return any(f.matches(ctx, obj, any_zone=True) for f in filters if f is not None)
