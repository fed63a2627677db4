"""Self-replacement effects on an object's own move "from anywhere" — CR 614.1a, 614.12.

"If this creature would be put into a graveyard from anywhere, exile it instead." (the back
faces of disturb cards, CR 702.146) applies wherever the object is — on the battlefield, on
the stack, in a hand or library — so the object's own ability is a candidate for its own
move in every zone (the Darksteel Colossus example of CR 616.1), not only while it is a
permanent. :func:`_own_move` offers it to the pipeline (:func:`~mtgc.runtime.events.
replacement.replacement_source`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..state.abilities import ReplacementAbility
from ..state.filters import Ctx
from ..state.objects import GameObject, Zone
from .replacement import MoveProposal, ReplacementSpec, replacement_source

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class ExileSelfInsteadOfGraveyard(ReplacementSpec):
    """CR 614.1a — "If [this object] would be put into a graveyard from anywhere, exile it
    instead."."""

    self_only = True

    def describe(self) -> str:
        return "exile it instead of putting it into a graveyard"

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        return (isinstance(proposal, MoveProposal) and proposal.to_zone is Zone.GRAVEYARD
                and proposal.object_id == ctx.source_id)  # fmt: skip

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.to_zone = Zone.EXILE


@replacement_source
def _own_move(game: Game, proposal: Any) -> list[tuple[Any, Any, Ctx]]:
    if not isinstance(proposal, MoveProposal) or proposal.to_zone is not Zone.GRAVEYARD:
        return []
    obj = game.state.objects.get(proposal.object_id)
    if not isinstance(obj, GameObject):
        return []
    ch = game.view(obj.id)
    ctx = Ctx(game, obj.id, ch.controller)
    return [
        (("from anywhere", obj.id, n), a.replacement, ctx)
        for n, a in enumerate(ch.abilities)
        if isinstance(a, ReplacementAbility)
        and isinstance(a.replacement, ExileSelfInsteadOfGraveyard)
    ]  # fmt: skip
