"""Offspring — CR 702.175.

"Offspring [cost]" means "You may pay an additional [cost] as you cast this spell" (an
optional additional cost, CR 118.8) and "When this permanent enters, if its offspring cost
was paid, create a token that's a copy of it, except it's 1/1." (CR 702.175a). The permanent
keeps the spell's ``optional_paid`` choices, so the trigger's condition reads them.
"""

from __future__ import annotations

from typing import Any

import attrs

from ..actions.copies import CreateTokenCopy
from ..continuous.copies import SetValues
from ..events.triggers import Enters
from ..state.abilities import Ability, Keyword, SpellAbility, TriggeredAbility
from ..state.filters import Condition, Ctx, This
from ..state.objects import GameObject, real_card
from .cards import optional_keywords


@attrs.frozen
class OffspringPaid(Condition):
    """CR 702.175a-b: "if its offspring cost was paid" — the optional cost of this instance
    of offspring (``keyword``) among the card's optional additional costs."""

    keyword: Any

    def holds(self, ctx: Ctx) -> bool:
        obj = ctx.game.state.objects.get(ctx.source_id)
        if not isinstance(obj, GameObject):
            return False
        card = real_card(obj)
        sa = next((a for a in card.abilities if isinstance(a, SpellAbility)), None)
        first = len(sa.optional_costs) if sa is not None else 0
        paid = obj.choices.get("optional_paid", ())
        return any(first + n in paid for n, a in enumerate(optional_keywords(card))
                   if a == self.keyword)  # fmt: skip


@attrs.frozen
class Offspring(Keyword):
    """CR 702.175a — "Offspring [cost]"."""

    cost: tuple[Any, ...] = ()
    additional_cost_keyword = True
    cr = "702.175"

    def expand(self) -> tuple[Ability, ...]:
        copy = CreateTokenCopy(This(), exceptions=(SetValues(power=1, toughness=1),))
        return (TriggeredAbility(Enters(this=True), copy, intervening_if=OffspringPaid(self)),)
