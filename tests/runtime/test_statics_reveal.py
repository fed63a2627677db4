""" "As this land enters, you may reveal an Island or Swamp card from your hand. If you
don't, this land enters tapped." compiled from real card text (CR 614.12, 614.1c)."""

from __future__ import annotations

from test_statics_conditions import compiled

from mtgc.runtime.agents import ChooseObjects
from mtgc.runtime.cards_basic import island, mountain
from mtgc.runtime.scenario import Scenario

ESTUARY = compiled(
    "Choked Estuary\nLand\nAs this land enters, you may reveal an Island or Swamp card from "
    "your hand. If you don't, this land enters tapped.\n{T}: Add {U} or {B}."
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
