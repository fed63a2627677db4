"""Double team — MTG Arena's digital-only keyword (not in the Comprehensive Rules; the
runtime is the authority for it, as for :mod:`mtgc.runtime.actions.digital`).

"Double team" means "When this creature attacks, if it's not a token, conjure a duplicate of
it into your hand. Then both cards perpetually lose double team." To conjure a duplicate is
to put a new card into the hand that is the same card as this one (its card with the
perpetual changes made to it so far); "perpetually lose" is a change to the card itself
(:func:`~mtgc.runtime.actions.digital.change_card`), so neither card's double team ever
triggers again.
"""

from __future__ import annotations

from typing import Any

import attrs

from ..actions.digital import PerpetualChange, change_card
from ..events.triggers import Attacks
from ..state.abilities import Ability, Keyword, TriggeredAbility
from ..state.effect_base import Effect
from ..state.filters import Condition, Ctx
from ..state.objects import CardDefinition, GameObject, Zone, real_card


@attrs.frozen
class DoubleTeam(Keyword):
    """Double team (MTG Arena)."""

    def expand(self) -> tuple[Ability, ...]:
        return (TriggeredAbility(Attacks(this=True), ConjureDuplicate(),
                                 intervening_if=NotAToken()),)  # fmt: skip


@attrs.frozen
class NotAToken(Condition):
    """ "if it's not a token" (CR 111.1): this object isn't a token."""

    def holds(self, ctx: Ctx) -> bool:
        obj = ctx.game.state.objects.get(ctx.source_id)
        return isinstance(obj, GameObject) and not obj.is_token


@attrs.frozen
class LoseDoubleTeam(PerpetualChange):
    """ "perpetually lose double team": the card's double team abilities are removed."""

    def apply(self, card: CardDefinition) -> CardDefinition:
        kept = tuple(a for a in card.abilities if not isinstance(a, DoubleTeam))
        return attrs.evolve(card, abilities=kept)


@attrs.frozen
class ConjureDuplicate(Effect):
    """Conjure a duplicate of this card into its controller's hand, then both cards
    perpetually lose double team."""

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        obj: Any = game.state.objects.get(ctx.source_id)
        if not isinstance(obj, GameObject):
            return
        card = LoseDoubleTeam().apply(real_card(obj))
        new = game.bring_in(card, ctx.controller, Zone.HAND)
        game.log_note(f"P{ctx.controller} conjures a duplicate of {obj.name} (#{new})")
        change_card(game, obj.id, LoseDoubleTeam())
