"""Sunburst — CR 702.44.

"Sunburst" means "If this object is entering as a creature, ignoring any type-changing
effects that would affect it, it enters with a +1/+1 counter on it for each color of mana
spent to cast it. Otherwise, it enters with a charge counter on it for each color of mana
spent to cast it." (CR 702.44a): a replacement effect on how it enters (CR 614.1c), adding
counters only as a resolving spell, for the colors of the mana spent on its costs (702.44b,
read from the spell's record of the mana spent, CR 601.2h); each instance works separately
(702.44d).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..events.replacement import MoveProposal, ReplacementSpec
from ..stack.mana_spent import ColorsSpent
from ..state.abilities import Ability, Keyword, ReplacementAbility
from ..state.filters import Ctx
from ..state.objects import Zone

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class SunburstCounters(ReplacementSpec):
    """CR 702.44a-b — it enters with a +1/+1 counter (a creature card: its printed types,
    ignoring type-changing effects) or a charge counter for each color spent to cast it."""

    self_only = True

    def describe(self) -> str:
        return "sunburst (CR 702.44a)"

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        if not isinstance(proposal, MoveProposal) or proposal.to_zone is not Zone.BATTLEFIELD:
            return False
        return game.get(proposal.object_id).zone is Zone.STACK  # CR 702.44b

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        n = ColorsSpent().value(ctx)
        if n > 0:
            kind = "+1/+1" if "Creature" in game.get(proposal.object_id).card.types else "charge"
            proposal.counters[kind] = proposal.counters.get(kind, 0) + n


@attrs.frozen
class Sunburst(Keyword):
    """CR 702.44a — "Sunburst"."""

    cr = "702.44"

    def expand(self) -> tuple[Ability, ...]:
        return (ReplacementAbility(SunburstCounters()),)
