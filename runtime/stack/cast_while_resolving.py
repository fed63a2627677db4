"""Casting a spell from your hand while an effect resolves: "You may cast a spell with mana
value 3 or less from your hand without paying its mana cost." (Sram's Expertise; CR 608.2g,
118.9, 601.2)."""

from __future__ import annotations

import attrs

from ..agents import ChooseObjects
from ..state.effect_base import Effect
from ..state.filters import Ctx, ObjectFilter
from ..state.objects import GameObject, Zone


@attrs.frozen
class CastFromHandFree(Effect):
    """CR 608.2g, 118.9: the controller may choose a card in their hand matching ``filter``
    (never a land, CR 305.9) and cast it now without paying its mana cost, ignoring timing
    (CR 601.2: it is cast as this effect resolves)."""

    filter: ObjectFilter

    def resolve(self, ctx: Ctx) -> None:
        from ..keywords.cards import cast_now

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
