""" "Blue spells and red spells", "artifact creatures and/or white creatures", "Other snow and
Zombie creatures" — an object description joining two descriptions (or two qualities) with
"and" names the objects either one describes (CR 109.2), compiled from real cards' Oracle
text and played out."""

from __future__ import annotations

import pytest
from kw_compile import bear, compile_card

from mtgc.runtime.cards_basic import island, mountain
from mtgc.runtime.errors import RulesError
from mtgc.runtime.scenario import Scenario, Step, Zone

NARFI = compile_card(
    "Narfi, Betrayer King {3}{U}{B}\nLegendary Snow Creature \u2014 Zombie Wizard\n"
    "Other snow and Zombie creatures you control get +1/+1.\n"
    "{S}{S}{S}: Return this card from your graveyard to the battlefield tapped.\n4/3"
)
NIGHTSCAPE_FAMILIAR = compile_card(
    "Nightscape Familiar {1}{B}\nCreature \u2014 Zombie\n"
    "Blue spells and red spells you cast cost {1} less to cast.\n"
    "{1}{B}: Regenerate this creature.\n1/1"
)
ZOMBIE = bear("Walking Corpse", "{1}{B}", "2/2", "Creature \u2014 Zombie")
SNOW_BEAR = bear("Snow Bear", "{1}{G}", "2/2", "Snow Creature \u2014 Bear")
PLAIN_BEAR = bear()
BLUE_BEAR = bear("Blue Bear", "{1}{U}", "2/2")
RED_BEAR = bear("Red Bear", "{1}{R}", "2/2")
GREEN_BEAR = bear("Green Bear", "{1}{G}", "2/2")


def test_narfi_pumps_snow_creatures_and_zombies():
    """CR 109.2: a snow creature and a Zombie each get +1/+1; a creature that is neither
    doesn't, nor Narfi itself ("Other"), nor an opponent's Zombie."""
    s = Scenario()
    s.battlefield(0, NARFI)
    zombie, snow, plain = s.battlefield(0, ZOMBIE, SNOW_BEAR, PLAIN_BEAR)
    theirs = s.battlefield(1, ZOMBIE)[0]
    assert [s.pt(i) for i in (zombie, snow, plain, theirs)] == [(3, 3), (3, 3), (2, 2), (2, 2)]
    assert s.pt(s.find("Narfi, Betrayer King")[0]) == (4, 3)


def test_nightscape_familiar_reduces_blue_and_red_spells():
    """CR 601.2f: blue spells and red spells cost {1} less — a blue and a red two-drop each
    cast with one land; a green one isn't reduced."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN, active=0)
    s.battlefield(0, NIGHTSCAPE_FAMILIAR, island(), mountain())
    s.cast(0, s.hand(0, BLUE_BEAR)[0])
    s.resolve()
    s.cast(0, s.hand(0, RED_BEAR)[0])
    s.resolve()
    assert {"Blue Bear", "Red Bear"} <= set(s.zone_names(0, Zone.BATTLEFIELD))
    s2 = Scenario()
    s2.set_step(Step.PRECOMBAT_MAIN, active=0)
    s2.battlefield(0, NIGHTSCAPE_FAMILIAR, mountain())
    with pytest.raises(RulesError):  # {1}{G} with one Mountain: not enough mana (CR 118.3)
        s2.cast(0, s2.hand(0, GREEN_BEAR)[0])
