"""Optional payments during resolution — CR 608.2c, 118.

"You may pay {1}. If you do, draw a card." / "You may sacrifice a creature. If you don't,
..." — the player may pay a cost as the effect resolves; what follows depends on whether
they did. A player can't pay a cost they're unable to pay (CR 118.3).
"""

from __future__ import annotations

from typing import Any

import attrs

from ..agents import ChooseNumber, ChooseYesNo
from ..errors import RulesError
from ..mana.symbols import Generic, ManaCost, VariableX
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


#: The largest X a player is offered for "you may pay {X}" (as for X announced while
#: casting, runtime/stack/casting.py).
MAX_X = 20


def with_x(cost: ManaCost, x: int) -> ManaCost:
    """``cost`` with each {X} as {``x``} (CR 107.3)."""
    return ManaCost(tuple(Generic(x) if isinstance(s, VariableX) else s for s in cost.symbols))


@attrs.frozen
class MayPayX(Effect):
    """CR 107.3, 608.2c: "You may pay {X}. If you do, draw X cards." — the player chooses
    X as they pay (any value they can pay, 0 included, CR 107.3 and 118.5); X of what
    follows is that value. The payment is the mana cost ``cost`` holding {X}."""

    cost: ManaCost
    then: Effect | None = None
    otherwise: Effect | None = None

    def resolve(self, ctx: Ctx) -> None:
        game, p = ctx.game, ctx.controller
        high = -1
        while high < MAX_X and game.can_pay_simple(p, (with_x(self.cost, high + 1),),
                                                   ctx.source_id):  # fmt: skip
            high += 1
        paid, x = False, 0
        if high >= 0 and game.ask(p, ChooseYesNo(p, f"pay {self.cost}?")):
            x = min(game.ask(p, ChooseNumber(p, 0, high, "X")), high)
            try:
                game.pay_simple(p, (with_x(self.cost, x),), ctx.source_id)
                game.log_note(f"P{p} pays {self.cost} with X={x}")
                paid = True
            except RulesError:
                pass
        ctx.info["did"] = paid
        follow = self.then if paid else self.otherwise
        if follow is not None:
            follow.resolve(attrs.evolve(ctx, x=x) if paid else ctx)

    def children(self) -> tuple[Effect, ...]:
        return tuple(e for e in (self.then, self.otherwise) if e is not None)
