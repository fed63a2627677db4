"""Optional payments during resolution — CR 608.2c, 118.

"You may pay {1}. If you do, draw a card." / "You may sacrifice a creature. If you don't,
..." — the player may pay a cost as the effect resolves; what follows depends on whether
they did. A player can't pay a cost they're unable to pay (CR 118.3).
"""

from __future__ import annotations

from typing import Any

import attrs

from ..agents import ChooseYesNo
from ..errors import RulesError
from ..mana.symbols import Generic, ManaCost
from ..state.effect_base import Effect
from ..state.filters import Amount, Ctx, PlayerSel, You, _players, amount_value
from .effects import Unless


@attrs.frozen
class MayPay(Effect):
    """ "[Player] may [pay cost]. If [they] do, [then]. (If [they] don't, [otherwise].)".
    With several players ("each opponent may sacrifice a creature. If a player does, ..."),
    each in turn order (CR 101.4) may pay, even if one already has (the ruling of Desecration
    Demon, 2017-03-14); "If a player does" holds when any of them paid."""

    cost: tuple[Any, ...]
    then: Effect | None = None
    otherwise: Effect | None = None
    payer: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        paid = False
        for p in _players(self.payer, ctx):
            if game.can_pay_simple(p, self.cost, ctx.source_id) and game.ask(
                p, ChooseYesNo(p, f"pay {self.cost!r}?")
            ):
                try:
                    game.pay_simple(p, self.cost, ctx.source_id)
                    game.log_note(f"P{p} pays {self.cost!r}")
                    paid = True
                except RulesError:
                    pass
        ctx.info["did"] = paid  # "When you do" after it (CR 603.12)
        follow = self.then if paid else self.otherwise
        if follow is not None:
            follow.resolve(ctx)

    def children(self) -> tuple[Effect, ...]:
        return tuple(e for e in (self.then, self.otherwise) if e is not None)


@attrs.frozen
class UnlessPaysForEach(Effect):
    """CR 118.12, 107.1: "[effect] unless [player] pays {N} for each [X]" — the generic cost
    is N times the count as the effect resolves (CR 608.2h); {0} can be paid (CR 118.5)."""

    payer: PlayerSel
    generic: int
    count: Amount
    effect: Effect

    def resolve(self, ctx: Ctx) -> None:
        n = self.generic * amount_value(self.count, ctx)
        Unless(self.payer, (ManaCost((Generic(n),)),), self.effect).resolve(ctx)

    def children(self) -> tuple[Effect, ...]:
        return (self.effect,)
