"""Characteristic-defining abilities that set power and toughness, compiled from real card
text (CR 604.3, 208.2a, 613.4a): layer 7a on the battlefield, and in every other zone."""

from __future__ import annotations

from test_statics_conditions import compiled

from mtgc.runtime.cards_basic import grizzly_bears, island, swamp
from mtgc.runtime.scenario import Scenario

NIGHTMARE = compiled(
    "Nightmare {5}{B}\nCreature — Nightmare Horse\nFlying\nNightmare's power and toughness are "
    "each equal to the number of Swamps you control.\n*/*"
)
LHURGOYF = compiled(
    "Lhurgoyf {2}{G}{G}\nCreature — Lhurgoyf\nLhurgoyf's power is equal to the number of "
    "creature cards in all graveyards and its toughness is equal to that number plus 1.\n*/1+*"
)
MORTIVORE = compiled(
    "Mortivore {2}{B}{B}\nCreature — Lhurgoyf\nMortivore's power and toughness are each equal "
    "to the number of creature cards in all graveyards.\n{B}: Regenerate this creature.\n*/*"
)


def test_power_and_toughness_equal_to_swamps_you_control():
    """CR 604.3, 613.4a: Nightmare's P/T follow the Swamps its controller controls (Bob's
    Swamp doesn't count); an anthem still applies on top of it (layer 7c after 7a)."""
    s = Scenario()
    s.battlefield(0, swamp(), swamp(), island())
    horse = s.battlefield(0, NIGHTMARE)[0]
    s.battlefield(1, swamp())
    assert s.pt(horse) == (2, 2)
    s.battlefield(0, swamp())
    assert s.pt(horse) == (3, 3)
    anthem = compiled("Anthem {W}\nEnchantment\nCreatures you control get +1/+1.")
    s.battlefield(0, anthem)
    assert s.pt(horse) == (4, 4)


def test_that_number_plus_one_and_any_zone():
    """CR 208.2a, 604.3: Lhurgoyf's toughness is "that number plus 1"; the ability works in
    the hand too (a characteristic-defining ability functions everywhere)."""
    s = Scenario()
    goyf = s.battlefield(0, LHURGOYF)[0]
    in_hand = s.hand(1, LHURGOYF)[0]
    assert s.pt(goyf) == (0, 1)
    s.graveyard(0, grizzly_bears(), island())
    s.graveyard(1, grizzly_bears())
    assert s.pt(goyf) == (2, 3)
    assert s.pt(in_hand) == (2, 3)


def test_counts_itself_in_the_graveyard_without_looping():
    """CR 604.3: two Mortivores in graveyards each count both creature cards (and the
    Bears): the count reads their types, never their P/T."""
    s = Scenario()
    a = s.graveyard(0, MORTIVORE)[0]
    b = s.graveyard(1, MORTIVORE, grizzly_bears())[0]
    assert s.pt(a) == (3, 3)
    assert s.pt(b) == (3, 3)


def test_twice_the_number_of_cards_in_your_hand():
    """CR 604.3: "each equal to twice the number of cards in your hand"."""
    masumaro = compiled(
        "Masumaro, First to Live {3}{G}{G}{G}\nLegendary Creature — Spirit\nMasumaro's power "
        "and toughness are each equal to twice the number of cards in your hand.\n*/*"
    )
    s = Scenario()
    m = s.battlefield(0, masumaro)[0]
    s.hand(0, island(), island())
    s.hand(1, island())
    assert s.pt(m) == (4, 4)


def test_star_without_a_defining_ability_stays_unsupported():
    """CR 208.2a: a '*' with nothing defining it is not given a made-up value."""
    import pytest

    with pytest.raises(AssertionError):
        compiled("Blob {1}\nCreature — Ooze\nFlying\n*/*")
