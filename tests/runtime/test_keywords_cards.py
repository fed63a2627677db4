"""Keywords that work from a hand or graveyard, compiled from card text: cycling and
typecycling (CR 702.29)."""

import pytest
from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseObjects
from mtgc.runtime.errors import CostError, IllegalActionError
from mtgc.runtime.scenario import Scenario, Zone

DRIFTING_MEADOW = """Drifting Meadow
Land
This land enters tapped.
{T}: Add {W}.
Cycling {2} ({2}, Discard this card: Draw a card.)"""
MIGRATORY_ROUTE = """Migratory Route {3}{W}{U}
Sorcery
Create four 1/1 white Bird creature tokens with flying.
Basic landcycling {2}"""
TWISTED = """Twisted Abomination {5}{B}
Creature — Zombie Mutant
Swampcycling {2}
5/3"""
PLAINS = "Plains\nBasic Land — Plains\n({T}: Add {W}.)"
SWAMP = "Swamp\nBasic Land — Swamp\n({T}: Add {B}.)"
ISLAND = "Island\nBasic Land — Island\n({T}: Add {U}.)"


def test_cycling_discards_and_draws():
    """CR 702.29a: "{2}, Discard this card: Draw a card." — activated from the hand (the
    discard is part of the cost, so the card is in the graveyard while the ability waits
    on the stack, CR 602.2)."""
    s = Scenario()
    lands = s.battlefield(0, compile_card(PLAINS), compile_card(PLAINS))
    s.library(0, bear())
    meadow = s.hand(0, compile_card(DRIFTING_MEADOW))[0]
    s.activate(0, meadow, 1)  # index 0 is its mana ability
    assert all(s.obj(i).tapped for i in lands)
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Drifting Meadow"]
    assert s.stack_names() == ["ability of Drifting Meadow"]
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]


def test_cycling_needs_its_cost_and_the_hand():
    """CR 118.3: no mana, no cycling; CR 702.29a: cycling works only from the hand."""
    s = Scenario()
    meadow = s.hand(0, compile_card(DRIFTING_MEADOW))[0]
    with pytest.raises(CostError):
        s.activate(0, meadow, 1)  # index 0 is its mana ability
    assert s.zone_names(0, Zone.HAND) == ["Drifting Meadow"]
    t = Scenario()
    t.battlefield(0, compile_card(PLAINS), compile_card(PLAINS))
    on_field = t.battlefield(0, compile_card(DRIFTING_MEADOW))[0]
    with pytest.raises(IllegalActionError):
        t.activate(0, on_field, 1)  # index 0 is its mana ability


def test_basic_landcycling_searches_for_a_basic_land():
    """CR 702.29e-f: basic landcycling finds a basic land card (not a nonland) and puts it
    into the hand."""
    s = Scenario()
    s.battlefield(0, compile_card(PLAINS), compile_card(PLAINS))
    b, isl = s.library(0, bear(), compile_card(ISLAND))
    route = s.hand(0, compile_card(MIGRATORY_ROUTE))[0]
    s.activate(0, route)
    seen = []
    s.answer(0, ChooseObjects, lambda d: (seen.append(d.options), (d.options[0],))[1])
    s.resolve()
    assert seen == [(isl,)]
    assert s.zone_names(0, Zone.HAND) == ["Island"]
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Migratory Route"]


def test_swampcycling_finds_only_swamps():
    """CR 702.29e: swampcycling searches for a Swamp card."""
    s = Scenario()
    s.battlefield(0, compile_card(PLAINS), compile_card(PLAINS))
    s.library(0, compile_card(ISLAND), compile_card(SWAMP))
    t = s.hand(0, compile_card(TWISTED))[0]
    s.activate(0, t)
    s.answer(0, ChooseObjects, lambda d: d.options[:1])
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Swamp"]
    assert s.zone_names(0, Zone.LIBRARY) == ["Island"]
