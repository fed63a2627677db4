"""Conditions built of the general parts (CR 608.2c), compiled from card text: a life
change either way (CR 119.3, 119.4: "if you gained or lost life this turn") and how many
cards a player has in a zone (CR 402, 404: "if you have two or more cards in your
graveyard")."""

from effects_compile import compile_card

from mtgc.runtime.cards_basic import grizzly_bears, swamp
from mtgc.runtime.scenario import Scenario, Zone

CHECK = compile_card("If you gained or lost life this turn, draw two cards.", "Sorcery", "{B}",
                     name="Check")  # fmt: skip
DRAIN = compile_card("You lose 1 life.", "Sorcery", "{B}", name="Drain")
FEAST = compile_card("You gain 2 life.", "Sorcery", "{B}", name="Feast")


def _scenario() -> Scenario:
    s = Scenario()
    s.battlefield(0, swamp(), swamp())
    s.library(0, *[grizzly_bears() for _ in range(4)])
    return s


def test_no_life_change_draws_nothing():
    """CR 119.3: no life was gained or lost this turn, so the condition is false."""
    s = _scenario()
    s.cast(0, s.hand(0, CHECK)[0])
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == []


def test_life_lost_this_turn_counts():
    """CR 119.3: losing life satisfies "gained or lost life"."""
    s = _scenario()
    s.cast(0, s.hand(0, DRAIN)[0])
    s.resolve()
    s.cast(0, s.hand(0, CHECK)[0])
    s.resolve()
    assert s.life(0) == 19
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears", "Grizzly Bears"]


def test_life_gained_this_turn_counts():
    """CR 119.3: gaining life satisfies it too."""
    s = _scenario()
    s.cast(0, s.hand(0, FEAST)[0])
    s.resolve()
    s.cast(0, s.hand(0, CHECK)[0])
    s.resolve()
    assert s.life(0) == 22
    assert len(s.zone_names(0, Zone.HAND)) == 2


def test_cards_in_your_graveyard_counts_them():
    """CR 404: "if you have two or more cards in your graveyard" counts the cards there."""
    hoard = compile_card("If you have two or more cards in your graveyard, draw a card.",
                         "Sorcery", "{B}", name="Hoard")  # fmt: skip
    s = _scenario()
    s.graveyard(0, grizzly_bears())
    s.cast(0, s.hand(0, hoard)[0])
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == []  # one card only: no draw
    s.graveyard(0, grizzly_bears(), grizzly_bears())
    s.cast(0, s.hand(0, hoard)[0])
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]
