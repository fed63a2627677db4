"""Casting a spell from your hand while an effect resolves: "You may cast a spell with mana
value 3 or less from your hand without paying its mana cost." (Sram's Expertise; CR 608.2g,
118.9, 601.2)."""

from __future__ import annotations

import attrs

from ..agents import ChooseObjects
from ..hooks import Hook
from ..state.effect_base import Effect
from ..state.filters import Ctx, ObjectFilter, ObjectRef
from ..state.objects import GameObject, Zone

#: CR 608.2g, 601.2: cast a card while an effect resolves;
#: provided by :mod:`mtgc.runtime.keywords.cards`
cast_now = Hook("cast_now")


@attrs.frozen
class CastFromHandFree(Effect):
    """CR 608.2g, 118.9: the controller may choose a card in their hand matching ``filter``
    (never a land, CR 305.9) and cast it now without paying its mana cost, ignoring timing
    (CR 601.2: it is cast as this effect resolves)."""

    filter: ObjectFilter

    def resolve(self, ctx: Ctx) -> None:
        game, me = ctx.game, ctx.controller
        cands = tuple(
            i for i in game.state.zone_list(Zone.HAND, me)
            if isinstance(game.state.objects.get(i), GameObject)
            and "Land" not in game.view(i).types
            and self.filter.matches(ctx, game.state.objects[i], any_zone=True)  # type: ignore[arg-type]
        )  # fmt: skip
        if not cands:
            return
        pick = game.ask(me, ChooseObjects(me, cands, 0, 1, "cast without paying its mana cost"))
        for i in pick:
            cast_now(game, me, i)


@attrs.frozen
class CastCard(Effect):
    """CR 608.2g, 601.2: "You may cast target instant card from your graveyard [without
    paying its mana cost]", "cast that card" — the controller may cast each card ``what``
    names now, as the effect resolves (ignoring timing), without paying its mana cost
    (``free``) or paying it (a card without a mana cost then can't be cast, CR 202.1b)."""

    what: ObjectRef
    free: bool = True

    def resolve(self, ctx: Ctx) -> None:
        game, me = ctx.game, ctx.controller
        for i in self.what.resolve(ctx):
            obj = game.state.objects.get(i)
            if not isinstance(obj, GameObject) or obj.zone in (Zone.BATTLEFIELD, Zone.STACK):
                continue
            if "Land" in game.view(i).types:  # CR 305.9: lands are played, not cast
                continue
            if self.free:
                cast_now(game, me, i)
            elif obj.card.mana_cost is not None:
                cast_now(game, me, i, (obj.card.mana_cost,))
