"""Huge numbers and runaway actions are refused, never a hang or a crash (CR 104.4b, 118.3,
732: a refused action leaves the game as it was), with cards compiled from their text."""

from __future__ import annotations

import pytest

import mtgc
from mtgc.runtime.errors import CostError, GameLimitError
from mtgc.runtime.scenario import Scenario, Zone


def one(text: str):
    (card,) = mtgc.compile(text)
    return card


def test_huge_token_counts_are_refused_and_the_action_undone():
    """CR 104.4b bounds what a game can do; "create 99,999,999,999 tokens" is refused with
    a clear error, and the failed action changes nothing (CR 732 transactions)."""
    s = Scenario()
    s.battlefield(0, mtgc.card("Plains"))
    spell = s.hand(
        0, one("Overflow {W}\nSorcery\nCreate 99999999999 1/1 white Soldier creature tokens.\n")
    )[0]
    s.cast(0, spell)
    before = len(s.game.state.objects)
    with pytest.raises(GameLimitError, match="99,999,999,999 tokens"):
        s.resolve()
    assert len(s.game.state.objects) == before
    assert s.stack_names() == ["Overflow"]


def test_a_huge_mana_cost_is_unpayable_and_the_spell_stays_in_hand():
    """CR 118.3: {100000000000} can't be paid with one Plains; casting is refused with a
    CostError and the card is back in its owner's hand (CR 601.2i, 732)."""
    s = Scenario()
    s.battlefield(0, mtgc.card("Plains"))
    card = s.hand(0, one("Big Thing {100000000000}\nSorcery\nYou gain 1 life.\n"))[0]
    with pytest.raises(CostError, match="100,000,000,000 mana"):
        s.cast(0, card)
    assert s.zone_names(0, Zone.HAND) == ["Big Thing"]
    assert s.stack_names() == []
