"""Warp — CR 702.185.

"Warp [cost]" means "You may cast this card from your hand by paying [cost] rather than its
mana cost" and "If this spell's warp cost was paid, exile the permanent this spell becomes
at the beginning of the next end step. Its owner may cast this card after the current turn
has ended for as long as it remains exiled." (CR 702.185a; an alternative cost, 118.9).
A warped card in exile (CR 702.185b) has ``obj.choices["warped"]``: the turn it was exiled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..errors import IllegalActionError
from ..events.triggers import BeginningOfStep
from ..state.abilities import Ability, Keyword, TriggeredAbility
from ..state.effect_base import Effect
from ..state.filters import Ctx, Who
from ..state.game_state import Step
from ..state.objects import GameObject, Zone, real_card
from .cards import CastWith

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class ExileWarped(Effect):
    """CR 702.185a-b — exile the permanent; the card in exile is a warped card."""

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        obj = game.state.objects.get(ctx.source_id)
        if not isinstance(obj, GameObject) or obj.zone is not Zone.BATTLEFIELD:
            return
        new = game.move(obj.id, Zone.EXILE, cause="warp")
        exiled = game.state.objects.get(new) if new is not None else None
        if isinstance(exiled, GameObject) and exiled.zone is Zone.EXILE:
            exiled.choices["warped"] = game.state.turn
            game.changed()


@attrs.frozen
class Warp(Keyword):
    """CR 702.185a — "Warp [cost]"."""

    cost: tuple[Any, ...] = ()
    cr = "702.185"

    @property
    def alternative_cost(self) -> tuple[Any, ...]:
        """CR 702.185a, 118.9 — paid rather than the mana cost."""
        return self.cost

    def on_cast(self, game: Game, spell: GameObject) -> None:
        """CR 702.185a: only a card cast from its owner's hand may be cast for its warp
        cost."""
        if spell.choices.get("cast_from") is not Zone.HAND:
            raise IllegalActionError("a warp cost is paid only casting from a hand (CR 702.185a)")

    def expand(self) -> tuple[Ability, ...]:
        # "at the beginning of the next end step" (CR 603.7): the permanent is exiled then,
        # so the ability never triggers twice
        return (TriggeredAbility(BeginningOfStep(Step.END, Who.ANY), ExileWarped(),
                                 intervening_if=CastWith("warp")),)  # fmt: skip


def warped_cost(game: Game, obj: GameObject, player: int) -> tuple[Any, ...] | None:
    """CR 702.185a — a warped card its owner may cast from exile on a later turn, paying its
    mana cost; None if it can't be cast this way."""
    turn = obj.choices.get("warped")
    if obj.zone is not Zone.EXILE or obj.owner != player or turn is None:
        return None
    if turn >= game.state.turn:
        return None
    cost = real_card(obj).mana_cost
    return (cost,) if cost is not None else ()
