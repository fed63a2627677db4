"""Ravenous — CR 702.156.

Ravenous is found on creature cards with {X} in their mana cost; it represents a
replacement effect and a triggered ability (CR 702.156a): "This permanent enters with X
+1/+1 counters on it" and "When this permanent enters, if X is 5 or more, draw a card"
(X: the X paid for the spell it was, CR 107.3m).
"""

from __future__ import annotations

import attrs

from ..actions.effects import DrawCards
from ..events.replacement import EntersWithCounters
from ..events.triggers import Enters
from ..state.abilities import Ability, Keyword, ReplacementAbility, TriggeredAbility
from ..state.filters import Condition, Ctx, X
from ..state.objects import GameObject


@attrs.frozen
class CastXAtLeast(Condition):
    """CR 107.3m: "if X is N or more" — the X paid for the spell this permanent was."""

    n: int

    def holds(self, ctx: Ctx) -> bool:
        obj = ctx.game.state.objects.get(ctx.source_id)
        x = obj.cast_x if isinstance(obj, GameObject) else None
        return (x or 0) >= self.n


@attrs.frozen
class Ravenous(Keyword):
    """CR 702.156a — "Ravenous"."""

    cr = "702.156"

    def expand(self) -> tuple[Ability, ...]:
        return (
            ReplacementAbility(EntersWithCounters("+1/+1", X())),
            TriggeredAbility(Enters(this=True), DrawCards(1), intervening_if=CastXAtLeast(5)),
        )
