"""Assist — CR 702.132.

"If the total cost to cast a spell with assist includes a generic mana component, before
you activate mana abilities while casting it, you may choose another player. ... Before you
begin to pay the total cost of the spell, the player you chose may pay for any amount of the
generic mana in the spell's total cost." (CR 702.132a). The caster chooses the player (or
no one), that player chooses how much of the generic mana they pay (no more than their
untapped mana sources and pool could), and it's paid as part of the total cost (601.2h) —
the mana they spend is mana spent to cast the spell (recorded as any other payment is).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..agents import ChooseNumber, ChooseOption
from ..errors import InvalidInputError
from ..mana.symbols import ManaCost, PaymentPurpose
from ..stack.casting import mana_sources, pay_costs
from ..stack.costs import Cost
from ..state.abilities import Keyword
from ..state.objects import GameObject

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class Assist(Keyword):
    """CR 702.132a — "Assist"."""

    cr = "702.132"


@attrs.frozen
class AssistPayment(Cost):
    """CR 702.132a — ``helper`` pays {``amount``} of the spell's generic mana."""

    helper: int
    amount: int

    def check(self, game: Game, payer: int, source_id: int) -> None:
        return None

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        spell = game.get(source_id)
        purpose = PaymentPurpose("spell", spell.card.types, source_id, self.helper, game)
        game.log_note(f"P{self.helper} assists, paying {{{self.amount}}} (CR 702.132a)")
        pay_costs(game, self.helper, (ManaCost.parse(f"{{{self.amount}}}"),), source_id,
                  None, None, (), True, purpose)  # fmt: skip


def assist(game: Game, player: int, spell: GameObject, req: Any) -> tuple[Any, list[Any]]:
    """CR 702.132a: the part of the total cost ``req`` another player pays, chosen before
    mana abilities are activated; returns what's left for the caster and the payment."""
    if req.generic <= 0 or not any(isinstance(a, Assist) for a in spell.card.abilities):
        return req, []
    others = [p for p in game.apnap() if p != player and not game.state.players[p].lost]
    if not others:
        return req, []
    names = ("no one", *(f"P{p}" for p in others))
    pick = game.ask(player, ChooseOption(player, names, "assist: the player who may pay"))
    if pick == 0:
        return req, []
    helper = others[pick - 1]
    purpose = PaymentPurpose("spell", spell.card.types, spell.id, helper, game)
    pool = [u for u in game.state.players[helper].pool if u.usable_for(purpose)]
    most = min(req.generic, len(pool) + len(mana_sources(game, helper, set(), purpose)))
    if most <= 0:
        return req, []
    n = game.ask(helper, ChooseNumber(helper, 0, most, "assist: generic mana to pay"))
    n = ChooseNumber(helper, 0, most).validate(n)
    if n > most:
        raise InvalidInputError(f"P{helper} can pay at most {{{most}}} (CR 702.132a)")
    if n <= 0:
        return req, []
    return attrs.evolve(req, generic=req.generic - n), [AssistPayment(helper, n)]
