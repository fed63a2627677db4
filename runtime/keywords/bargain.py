"""Bargain — CR 702.166.

"Bargain" means "You may sacrifice an artifact, enchantment, or token as you cast this
spell." (an optional additional cost, CR 702.166a, 118.8). A spell is "bargained" if that
cost was paid (CR 702.166b); the permanent it becomes was bargained too (the spell's
``optional_paid`` choices stay with it).
"""

from __future__ import annotations

import attrs

from ..stack.costs import SacrificeCost
from ..state.abilities import Keyword, SpellAbility
from ..state.filters import Condition, Ctx, ObjectFilter
from ..state.objects import GameObject, real_card
from ..state.qualities import AnyOf
from .cards import optional_keywords

#: CR 702.166a — "an artifact, enchantment, or token" (you control: CR 701.21a).
BARGAIN_SACRIFICE = SacrificeCost(ObjectFilter(extra=(AnyOf((
    ObjectFilter(card_types=frozenset({"Artifact", "Enchantment"})),
    ObjectFilter(token=True))),)))  # fmt: skip


@attrs.frozen
class Bargain(Keyword):
    """CR 702.166a — Bargain (an optional additional cost)."""

    cost: tuple[SacrificeCost, ...] = (BARGAIN_SACRIFICE,)
    additional_cost_keyword = True
    cr = "702.166"


@attrs.frozen
class Bargained(Condition):
    """CR 702.166b — "if this spell was bargained" / "if it was bargained" (the spell, or
    the permanent it became): its bargain cost was paid."""

    def holds(self, ctx: Ctx) -> bool:
        obj = ctx.game.state.objects.get(ctx.source_id)
        if not isinstance(obj, GameObject):
            return False
        card = real_card(obj)
        sa = next((a for a in card.abilities if isinstance(a, SpellAbility)), None)
        first = len(sa.optional_costs) if sa is not None else 0
        kws = optional_keywords(card)
        paid = obj.choices.get("optional_paid", ())
        return any(first + n in paid for n, a in enumerate(kws) if isinstance(a, Bargain))
