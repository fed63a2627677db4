"""Optional payments during resolution — CR 608.2c, 118.

"You may pay {1}. If you do, draw a card." / "You may sacrifice a creature. If you don't,
..." — the player may pay a cost as the effect resolves; what follows depends on whether
they did. A player can't pay a cost they're unable to pay (CR 118.3).
"""

from __future__ import annotations

from typing import Any

import attrs

from ..state.effect_base import Effect
from ..state.filters import Ctx, PlayerSel, You


@attrs.frozen
class MayPay(Effect):
    """ "[Player] may [pay cost]. If [they] do, [then]. (If [they] don't, [otherwise].)"."""

    cost: tuple[Any, ...]
    then: Effect | None = None
    otherwise: Effect | None = None
    payer: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> None:
        from ..agents import ChooseYesNo
        from ..errors import RulesError
        from .effects import _players

        game = ctx.game
        paid = False
        for p in _players(self.payer, ctx)[:1]:
            if game.can_pay_simple(p, self.cost, ctx.source_id) and game.ask(
                p, ChooseYesNo(p, f"pay {self.cost!r}?")
            ):
                try:
                    game.pay_simple(p, self.cost, ctx.source_id)
                    game.log_note(f"P{p} pays {self.cost!r}")
                    paid = True
                except RulesError:
                    paid = False
        follow = self.then if paid else self.otherwise
        if follow is not None:
            follow.resolve(ctx)

    def children(self) -> tuple[Effect, ...]:
        return tuple(e for e in (self.then, self.otherwise) if e is not None)
