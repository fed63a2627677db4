"""Umbra armor — CR 702.89.

"Umbra armor" means "If enchanted permanent would be destroyed, instead remove all damage
marked on it and destroy this Aura." (CR 702.89a; "totem armor" is its older name,
702.89b). It is a replacement effect on the enchanted permanent's destruction (CR 614.8)
in the replacement pipeline, whether the destruction comes from an effect or from a
state-based action (lethal damage, CR 704.5g).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..events.replacement import DestroyProposal, ReplacementSpec
from ..state.abilities import Ability, Keyword, ReplacementAbility
from ..state.filters import Ctx
from ..state.objects import GameObject, Zone

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class DestroyAuraInstead(ReplacementSpec):
    """CR 702.89a — "If enchanted permanent would be destroyed, instead remove all damage
    marked on it and destroy this Aura"."""

    def describe(self) -> str:
        return "umbra armor (CR 702.89a)"

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        if not isinstance(proposal, DestroyProposal) or not proposal.destroyed:
            return False
        aura = game.state.objects.get(ctx.source_id)
        return (
            isinstance(aura, GameObject) and aura.zone is Zone.BATTLEFIELD
            and aura.attached_to == proposal.object_id
        )  # fmt: skip

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.destroyed = False
        obj = game.get(proposal.object_id)
        obj.damage = 0
        obj.deathtouch_damage = False
        game.log_note(f"{obj.name}#{obj.id}: damage removed (umbra armor, CR 702.89a)")
        game.destroy(ctx.source_id)


@attrs.frozen
class UmbraArmor(Keyword):
    """CR 702.89a — "Umbra armor" (an Aura's replacement of its permanent's destruction)."""

    cr = "702.89"

    def expand(self) -> tuple[Ability, ...]:
        return (ReplacementAbility(DestroyAuraInstead()),)
