"""Casting a spell from your hand while an effect resolves: "You may cast a spell with mana
value 3 or less from your hand without paying its mana cost." (Sram's Expertise; CR 608.2g,
118.9, 601.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..agents import ChooseObjects
from ..continuous.layers import EffectInstance
from ..events.replacement import MoveProposal, ReplacementSpec
from ..hooks import Hook
from ..state.effect_base import Effect
from ..state.filters import Ctx, ObjectFilter, ObjectRef
from ..state.objects import GameObject, Zone

if TYPE_CHECKING:
    from ..game import Game

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
class CastFromAmong(Effect):
    """CR 608.2g, 118.9: "You may cast an instant or sorcery spell from among them [without
    paying its mana cost]" — the controller may choose one of the cards the effect
    remembered (looked at, revealed, milled or exiled) matching ``filter``, never a land
    (CR 305.9), and cast it now; the others stay remembered as "the rest"."""

    filter: ObjectFilter
    free: bool = True

    def resolve(self, ctx: Ctx) -> None:
        game, me = ctx.game, ctx.controller
        cands = tuple(
            i for i in ctx.remembered
            if isinstance(game.state.objects.get(i), GameObject)
            and game.state.objects[i].zone not in (Zone.BATTLEFIELD, Zone.STACK)  # type: ignore[union-attr]
            and "Land" not in game.view(i).types
            and (self.free or game.state.objects[i].card.mana_cost is not None)  # type: ignore[union-attr]
            and self.filter.matches(ctx, game.state.objects[i], any_zone=True)  # type: ignore[arg-type]
        )  # fmt: skip
        if not cands:
            return
        pick = game.ask(me, ChooseObjects(me, cands, 0, 1, "cast from among them"))
        for i in pick:
            cost = None if self.free else (game.state.objects[i].card.mana_cost,)  # type: ignore[union-attr]
            cast_now(game, me, i, cost)


@attrs.frozen
class CastCard(Effect):
    """CR 608.2g, 601.2: "You may cast target instant card from your graveyard [without
    paying its mana cost]", "cast that card" — the controller may cast each card ``what``
    names now, as the effect resolves (ignoring timing), without paying its mana cost
    (``free``) or paying it (a card without a mana cost then can't be cast, CR 202.1b)."""

    what: ObjectRef
    free: bool = True
    #: "If that spell would be put into a graveyard, exile it instead." (CR 614.1a)
    exile_instead: bool = False

    def resolve(self, ctx: Ctx) -> None:
        game, me = ctx.game, ctx.controller
        for i in self.what.resolve(ctx):
            obj = game.state.objects.get(i)
            if not isinstance(obj, GameObject) or obj.zone in (Zone.BATTLEFIELD, Zone.STACK):
                continue
            if "Land" in game.view(i).types:  # CR 305.9: lands are played, not cast
                continue
            if not self.free and obj.card.mana_cost is None:
                continue
            cast = cast_now(game, me, i, None if self.free else (obj.card.mana_cost,))
            if cast and self.exile_instead:
                spell = game.state.stack[-1]
                # the stack is empty before any turn ends (CR 500.2): "eot" outlives it
                game.add_effect(EffectInstance(SpellExiledInstead(spell), ctx.source_id, me,
                                               game.stamp(), None, "eot"))  # fmt: skip


@attrs.frozen
class SpellExiledInstead(ReplacementSpec):
    """CR 614.1a: "If that spell would be put into a graveyard, exile it instead." — the
    spell ``spell_id`` (while it's on the stack: a new object after, CR 400.7)."""

    spell_id: int

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        if not isinstance(proposal, MoveProposal) or proposal.to_zone is not Zone.GRAVEYARD:
            return False
        obj = game.state.objects.get(proposal.object_id)
        return isinstance(obj, GameObject) and obj.zone is Zone.STACK and obj.id == self.spell_id

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.to_zone = Zone.EXILE
