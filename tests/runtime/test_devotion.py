"""Devotion (CR 700.5), compiled from real cards' text: "where X is your devotion to
black" — mana symbols of that color among the mana costs of permanents you control; and
"the life lost this way" after it (CR 119.3)."""

from __future__ import annotations

from effects_compile import compile_card

from mtgc.runtime.cards_basic import creature, grizzly_bears, swamp
from mtgc.runtime.scenario import Scenario, Zone

SANGUIMANCY = compile_card("You draw X cards and you lose X life, where X is your devotion "
                           "to black.", "Sorcery", "{4}{B}", name="Sanguimancy")  # fmt: skip
FANATIC = compile_card("When this creature enters, it deals damage to each opponent equal to "
                       "your devotion to red.", "Creature — Minotaur Shaman", "{3}{R}",
                       ("4", "2"), name="Fanatic of Mogis")  # fmt: skip


def test_sanguimancy_counts_black_symbols_hybrid_included():
    """CR 700.5, 107.4e: {B}{B} and a {B/G} hybrid symbol count (3); the spell itself is not
    a permanent and lands have no mana cost; generic mana doesn't count."""
    s = Scenario()
    s.battlefield(0, *[swamp() for _ in range(5)])
    s.battlefield(0, creature("Black Knight", "{B}{B}", 2, 2),
                  creature("Hybrid Bear", "{1}{B/G}", 2, 2), grizzly_bears())  # fmt: skip
    s.library(0, *[grizzly_bears() for _ in range(5)])
    s.cast(0, s.hand(0, SANGUIMANCY)[0])
    s.resolve()
    assert s.life(0) == 17
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"] * 3


def test_fanatic_counts_itself():
    """CR 700.5: the entering permanent's own {R} counts once it is on the battlefield."""
    s = Scenario()
    s.battlefield(0, creature("Red Knight", "{R}{R}", 2, 2))
    s.battlefield(0, FANATIC, enter=True)
    s.resolve()
    assert s.life(1) == 17


GRAY_MERCHANT = compile_card("When this creature enters, each opponent loses X life, where X "
                             "is your devotion to black. You gain life equal to the life lost "
                             "this way.", "Creature — Zombie", "{3}{B}{B}", ("2", "4"),
                             name="Gray Merchant of Asphodel")  # fmt: skip


def test_gray_merchant_gains_the_life_lost_this_way():
    """CR 119.3, 608.2c: two opponents each lose 2 (its own {B}{B}); "the life lost this
    way" is the total, 4."""
    s = Scenario(("Alice", "Bob", "Carol"))
    s.battlefield(0, GRAY_MERCHANT, enter=True)
    s.resolve()
    assert (s.life(0), s.life(1), s.life(2)) == (24, 18, 18)
