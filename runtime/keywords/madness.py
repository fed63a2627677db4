"""Madness as a discard replacement — CR 702.35a: "If a player would discard this card,
that player discards it, but exiles it instead of putting it into their graveyard", a
source of the one replacement pipeline (:func:`~mtgc.runtime.events.replacement.propose`
on a :class:`~mtgc.runtime.events.replacement_actions.DiscardProposal`), so the
discarding player orders it with any other discard replacement (CR 616.1). The keyword and
its cast trigger are in :mod:`.cards`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..events.replacement import ReplacementSpec, replacement_source
from ..events.replacement_actions import DiscardProposal
from ..events.triggers import PendingTrigger
from ..state.abilities import TriggeredAbility
from ..state.filters import Ctx
from ..state.objects import GameObject, Zone
from .cards import CastWithMadness, Madness, QueuedTrigger

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class MadnessExile(ReplacementSpec):
    """CR 702.35a — "If a player would discard this card, that player discards it, but
    exiles it instead of putting it into their graveyard"; the cast trigger waits to be put
    on the stack (:class:`CastWithMadness`)."""

    cost: tuple[Any, ...] = ()

    def describe(self) -> str:
        return "madness: exile it instead"

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        return isinstance(proposal, DiscardProposal) and proposal.obj_id == ctx.source_id

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.to_zone = Zone.EXILE
        trigger = QueuedTrigger("exiled with madness")
        ability = TriggeredAbility(trigger, CastWithMadness(self.cost))
        owner = game.state.objects[proposal.obj_id].owner  # type: ignore[union-attr]
        game.state.pending.append(PendingTrigger(ability, proposal.obj_id, owner, None))


@replacement_source
def _madness(game: Game, proposal: Any) -> list[tuple[Any, Any, Ctx]]:
    """The madness effect of the card being discarded (CR 702.35a)."""
    if not isinstance(proposal, DiscardProposal):
        return []
    obj = game.state.objects.get(proposal.obj_id)
    if not isinstance(obj, GameObject) or obj.zone is not Zone.HAND:
        return []
    return [((obj.id, "madness"), MadnessExile(a.cost), Ctx(game, obj.id, obj.owner))
            for a in obj.card.abilities if isinstance(a, Madness)]  # fmt: skip
