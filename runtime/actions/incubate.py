"""Incubate — CR 701.53, 111.10i.

To incubate N, a player creates an Incubator token that enters the battlefield with N
+1/+1 counters on it (CR 701.53a). An Incubator token is a double-faced token (CR 701.53b):
its front face is a colorless Incubator artifact with "{2}: Transform this token."; its back
face is a 0/0 colorless Phyrexian artifact creature named Phyrexian Token. The token's
definition (``incubator``) comes from the compiler, which reads that ability's rules text;
transforming it is :mod:`mtgc.runtime.actions.transform` (CR 701.27, 712.1 via
``CardDefinition.back``).
"""

from __future__ import annotations

import attrs

from ..state.effect_base import Effect
from ..state.filters import Amount, Ctx, PlayerSel, You, amount_value
from ..state.objects import CardDefinition
from .effects import _players

PLUS_ONE = "+1/+1"


@attrs.frozen
class Incubate(Effect):
    """CR 701.53a — "[Player] incubate(s) N" (``times``: "incubate 3 X times"): each time,
    create one Incubator token entering with N +1/+1 counters (none when N is 0)."""

    amount: Amount
    incubator: CardDefinition
    who: PlayerSel = You()
    times: Amount = 1

    def resolve(self, ctx: Ctx) -> None:
        created = ctx.info["created"] = []  # "incubate 2, then transform it" (CR 608.2c)
        for p in _players(self.who, ctx):
            for _ in range(max(0, amount_value(self.times, ctx))):
                n = amount_value(self.amount, ctx)
                counters = {PLUS_ONE: n} if n > 0 else {}
                created.extend(ctx.game.create_tokens(self.incubator, p, 1, counters=counters))
