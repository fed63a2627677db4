"""Cumulative upkeep with a cost naming objects (CR 702.24a), compiled from a real card's
text (Vexing Sphinx): "Discard a card" for each age counter."""

from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseObjects, ChooseYesNo
from mtgc.runtime.scenario import Scenario, Step, Zone

SPHINX = """Vexing Sphinx {1}{U}{U}
Creature — Sphinx
Flying
Cumulative upkeep—Discard a card. (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)
When this creature dies, draw a card for each age counter on it.
4/4"""  # noqa: E501


def _to_alices_upkeep(s: Scenario) -> None:
    s.advance_to(Step.UPKEEP)  # Bob's
    s.advance_to(Step.UPKEEP)  # Alice's


def test_second_age_counter_discards_two_cards():
    """CR 702.24a: with two age counters, the cost is paid twice: two cards discarded."""
    s = Scenario()
    (sphinx,) = s.battlefield(0, compile_card(SPHINX), counters={"age": 1})
    a, b = s.hand(0, bear(name="A"), bear(name="B"))
    s.library(1, *[bear()] * 3)
    s.library(0, *[bear()] * 3)
    _to_alices_upkeep(s)
    s.answer(0, ChooseYesNo, True, about="pay")
    s.answer(0, ChooseObjects, (a, b), required=False)
    s.resolve_stack()
    assert s.zone_of(sphinx) is Zone.BATTLEFIELD and s.obj(sphinx).counters == {"age": 2}
    assert sorted(s.zone_names(0, Zone.GRAVEYARD)) == ["A", "B"]


def test_unable_to_pay_twice_sacrifices_it():
    """CR 702.24a: one card in hand can't pay the cost twice: the Sphinx is sacrificed and
    the card stays in hand."""
    s = Scenario()
    (sphinx,) = s.battlefield(0, compile_card(SPHINX), counters={"age": 1})
    s.hand(0, bear(name="A"))
    s.library(1, *[bear()] * 3)
    s.library(0, *[bear()] * 3)
    _to_alices_upkeep(s)
    s.resolve_stack()
    assert s.find("Vexing Sphinx", Zone.GRAVEYARD, 0)
    assert s.zone_names(0, Zone.HAND) == ["A"]
