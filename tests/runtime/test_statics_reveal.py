""" "As this land enters, you may reveal an Island or Swamp card from your hand. If you
don't, this land enters tapped." and "As this land enters, you may pay 2 life. If you don't,
it enters tapped." compiled from real card text (CR 614.12, 614.1c, 119.4)."""

from __future__ import annotations

from test_statics_conditions import compiled

from mtgc.runtime.agents import ChooseObjects, ChooseYesNo
from mtgc.runtime.cards_basic import island, mountain
from mtgc.runtime.scenario import Scenario

ESTUARY = compiled(
    "Choked Estuary\nLand\nAs this land enters, you may reveal an Island or Swamp card from "
    "your hand. If you don't, this land enters tapped.\n{T}: Add {U} or {B}."
)
CRYPT = compiled(
    "Blood Crypt\nLand — Swamp Mountain\nAs this land enters, you may pay 2 life. If you "
    "don't, it enters tapped."
)


def test_reveal_an_island_and_it_enters_untapped():
    """CR 614.12: Alice reveals the Island in her hand: the land enters untapped."""
    s = Scenario()
    s.hand(0, mountain())
    isl = s.hand(0, island())[0]
    land = s.hand(0, ESTUARY)[0]
    s.answer(0, ChooseObjects, (isl,))
    s.play_land(0, land)
    new = s.find("Choked Estuary")[0]
    assert not s.obj(new).tapped
    assert isl in s.state.players[0].hand  # revealed, not moved


def test_no_matching_card_or_declining_enters_tapped():
    """CR 614.1c: with only a Mountain in hand (nothing to reveal) the land enters tapped;
    declining to reveal an Island does too."""
    s = Scenario()
    s.hand(0, mountain())
    s.play_land(0, s.hand(0, ESTUARY)[0])
    assert s.obj(s.find("Choked Estuary")[0]).tapped
    assert not any(kind == "ChooseObjects" for _, kind, _ in s.game.record)  # not asked
    s2 = Scenario()
    s2.hand(0, island())
    s2.answer(0, ChooseObjects, ())
    s2.play_land(0, s2.hand(0, ESTUARY)[0])
    assert s2.obj(s2.find("Choked Estuary")[0]).tapped


def test_pay_two_life_and_it_enters_untapped():
    """CR 614.12, 119.4: Alice pays 2 life as Blood Crypt enters: it enters untapped."""
    s = Scenario()
    s.answer(0, ChooseYesNo, True)
    s.play_land(0, s.hand(0, CRYPT)[0])
    assert not s.obj(s.find("Blood Crypt")[0]).tapped
    assert s.state.players[0].life == 18


def test_decline_or_cant_pay_life_enters_tapped():
    """CR 614.1c: declining to pay, the land enters tapped and Alice keeps her life; with
    1 life she can't pay 2 (CR 119.4), isn't asked, and it enters tapped."""
    s = Scenario()
    s.answer(0, ChooseYesNo, False)
    s.play_land(0, s.hand(0, CRYPT)[0])
    assert s.obj(s.find("Blood Crypt")[0]).tapped
    assert s.state.players[0].life == 20
    s2 = Scenario()
    s2.state.players[0].life = 1
    s2.play_land(0, s2.hand(0, CRYPT)[0])
    assert s2.obj(s2.find("Blood Crypt")[0]).tapped
    assert s2.state.players[0].life == 1
    assert not any(kind == "ChooseYesNo" for _, kind, _ in s2.game.record)
