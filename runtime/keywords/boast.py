"""Boast — CR 702.142.

"Boast — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only if this creature attacked
this turn and only once each turn." (CR 702.142a): the activated ability with two
activation restrictions (CR 602.5b), the first read from this turn's record of the
creatures declared as attackers (CR 508.1).
"""

from __future__ import annotations

import attrs

from ..events.conditions import this_turn
from ..state.filters import Condition, Ctx


@attrs.frozen
class AttackedThisTurn(Condition):
    """CR 702.142a — "this creature attacked this turn" (this object was declared as an
    attacker this turn; a new object after a zone change hasn't, CR 400.7)."""

    def holds(self, ctx: Ctx) -> bool:
        return any(e[2] == ctx.source_id for e in this_turn(ctx, "attacked"))
