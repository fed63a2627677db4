""" "Remove a counter from this creature" as a cost (CR 122.8, 118.3), counters of any kind,
compiled from Moonlit Lamenter's Oracle text."""

import pytest
from kw_compile import compile_card

from mtgc.runtime.agents import ChooseOption
from mtgc.runtime.cards_basic import island, plains
from mtgc.runtime.errors import CostError
from mtgc.runtime.scenario import Scenario

LAMENTER = """Moonlit Lamenter {2}{W}
Creature — Treefolk Cleric
This creature enters with a −1/−1 counter on it.
{1}{W}, Remove a counter from this creature: Draw a card. Activate only as a sorcery.
2/5"""


def test_removes_its_only_counter_then_cant_pay():
    """CR 122.8: the −1/−1 counter is removed to draw; with no counters left the cost can't
    be paid (CR 118.3)."""
    s = Scenario()
    s.battlefield(0, *(plains() for _ in range(4)))
    s.library(0, island(), island())
    lamenter = s.battlefield(0, compile_card(LAMENTER), enter=True)[0]
    assert s.pt(lamenter) == (1, 4)
    s.activate(0, lamenter)
    s.resolve_stack()
    assert s.pt(lamenter) == (2, 5) and len(s.state.players[0].hand) == 1
    with pytest.raises(CostError):
        s.activate(0, lamenter)


def test_the_payer_chooses_which_kind():
    """CR 122.8: with a −1/−1 and a stun counter, Alice removes the stun counter."""
    s = Scenario()
    s.battlefield(0, *(plains() for _ in range(2)))
    s.library(0, island())
    lamenter = s.battlefield(0, compile_card(LAMENTER), enter=True)[0]
    s.obj(lamenter).counters["stun"] = 1
    s.answer(0, ChooseOption, 1)  # options sorted: "-1/-1", "stun"
    s.activate(0, lamenter)
    s.resolve_stack()
    assert s.obj(lamenter).counters.get("stun", 0) == 0 and s.pt(lamenter) == (1, 4)
