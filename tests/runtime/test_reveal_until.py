"""Revealing cards from the top of a library until a card with a quality is revealed
(CR 701.20a, 401.2), compiled from real cards' Oracle text."""

from __future__ import annotations

from effects_compile import compile_card

from mtgc.runtime.cards_basic import forest, grizzly_bears, island, mountain
from mtgc.runtime.scenario import Scenario, Zone

EVOLUTIONARY_LEAP = compile_card("{G}, Sacrifice a creature: Reveal cards from the top of your "
                                 "library until you reveal a creature card. Put that card into "
                                 "your hand and the rest on the bottom of your library in a "
                                 "random order.", "Enchantment", "{1}{G}",
                                 name="Evolutionary Leap")  # fmt: skip
TREASURE_HUNT = compile_card("Reveal cards from the top of your library until you reveal a "
                             "nonland card, then put all cards revealed this way into your "
                             "hand.", "Sorcery", "{1}{U}", name="Treasure Hunt")  # fmt: skip


def test_evolutionary_leap_finds_the_first_creature():
    """CR 701.20a: two lands, then a creature: the creature goes to the hand, the two lands
    to the bottom (CR 401.4), the card below the creature stays on top."""
    s = Scenario()
    s.battlefield(0, forest())
    s.battlefield(0, grizzly_bears())
    leap = s.battlefield(0, EVOLUTIONARY_LEAP)[0]
    s.library(0, island(), mountain(), grizzly_bears(), forest())
    s.activate(0, leap)
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]
    names = [s.game.view(i).name for i in s.state.players[0].library]
    assert names[0] == "Forest" and sorted(names[1:]) == ["Island", "Mountain"]


def test_treasure_hunt_takes_every_card_revealed():
    """CR 701.20a, 400.6: the lands revealed before the nonland card, and that card."""
    s = Scenario()
    s.battlefield(0, island(), island())
    s.library(0, forest(), mountain(), grizzly_bears(), island())
    s.cast(0, s.hand(0, TREASURE_HUNT)[0])
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Forest", "Grizzly Bears", "Mountain"]
    assert [s.game.view(i).name for i in s.state.players[0].library] == ["Island"]


def test_with_no_such_card_the_whole_library_is_revealed():
    """CR 701.20a: no creature card — nothing is put into the hand, and every revealed card
    goes to the bottom."""
    s = Scenario()
    s.battlefield(0, forest())
    s.battlefield(0, grizzly_bears())
    leap = s.battlefield(0, EVOLUTIONARY_LEAP)[0]
    s.library(0, island(), mountain())
    s.activate(0, leap)
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == []
    assert sorted(s.game.view(i).name for i in s.state.players[0].library) == ["Island",
                                                                               "Mountain"]


RECROSS_THE_PATHS = compile_card("Reveal cards from the top of your library until you reveal a "
                                 "land card. Put that card onto the battlefield and the rest on "
                                 "the bottom of your library in any order. Clash with an "
                                 "opponent. If you win, return Recross the Paths to its owner's "
                                 "hand.", "Sorcery", "{2}{G}",
                                 name="Recross the Paths")  # fmt: skip


def test_recross_the_paths_puts_the_land_onto_the_battlefield_and_the_rest_below():
    """CR 701.20a, 400.7, 401.4: the land found enters the battlefield (a new object); the
    cards revealed before it, still in the library, go to the bottom (a random game once
    found the rest looked for the land, now on the battlefield, in the library)."""
    s = Scenario()
    s.battlefield(0, forest(), forest(), forest())
    s.library(0, grizzly_bears(), island(), grizzly_bears())
    s.library(1, mountain())
    s.cast(0, s.hand(0, RECROSS_THE_PATHS)[0])
    s.resolve()
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Island") == 1
    assert [s.game.view(i).name for i in s.state.players[0].library][-1] == "Grizzly Bears"
    assert "Island" not in [s.game.view(i).name for i in s.state.players[0].library]
