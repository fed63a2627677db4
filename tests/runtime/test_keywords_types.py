"""Changeling (CR 702.73), compiled from card text: the object is every creature type in
every zone (a characteristic-defining ability, CR 604.3)."""

from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseObjects
from mtgc.runtime.scenario import Scenario, Zone

WOODLAND = """Woodland Changeling {1}{G}
Creature — Shapeshifter
Changeling (This card is every creature type.)
2/2"""
LORD = """Lord of Atlantis {U}{U}
Creature — Merfolk
Other Merfolk get +1/+1 and have islandwalk.
2/2"""
SAGE = """Vedalken Sage {2}{U}
Creature — Vedalken Wizard
Wizardcycling {1}
1/1"""
ISLAND = "Island\nBasic Land — Island\n({T}: Add {U}.)"


def test_changeling_is_every_creature_type_on_the_battlefield():
    """CR 702.73a: a changeling is a Merfolk, so Lord of Atlantis pumps it and gives it
    islandwalk; a Bear isn't."""
    s = Scenario()
    s.battlefield(0, compile_card(LORD))
    ch, b = s.battlefield(0, compile_card(WOODLAND), bear())
    view = s.game.view(ch)
    assert {"Merfolk", "Elf", "Shapeshifter", "Time Lord"} <= view.subtypes
    assert s.pt(ch) == (3, 3) and s.pt(b) == (2, 2)


def test_changeling_in_the_library_is_found_as_a_wizard():
    """CR 702.73a, 604.3: in the library too — wizardcycling finds the changeling."""
    s = Scenario()
    s.battlefield(0, compile_card(ISLAND))
    b, ch = s.library(0, bear(), compile_card(WOODLAND))
    sage = s.hand(0, compile_card(SAGE))[0]
    s.activate(0, sage)
    seen = []
    s.answer(0, ChooseObjects, lambda d: (seen.append(d.options), d.options)[1])
    s.resolve()
    assert seen == [(ch,)]
    assert s.zone_names(0, Zone.HAND) == ["Woodland Changeling"]


DEVOID = """Eldrazi Skyspawner Jr. {2}{U}
Creature — Eldrazi Drone
Devoid (This card has no color.)
Flying
2/1"""


def test_devoid_is_colorless_everywhere():
    """CR 702.114a: colorless on the battlefield and in the hand despite its {U} cost; so
    a plain blue creature stays blue."""
    s = Scenario()
    on = s.battlefield(0, compile_card(DEVOID))[0]
    held = s.hand(0, compile_card(DEVOID))[0]
    assert s.game.view(on).colors == frozenset() and s.game.view(held).colors == frozenset()
    b = s.battlefield(0, bear(name="Merfolk", cost="{U}", pt="1/1"))[0]
    assert s.game.view(b).colors != frozenset()
