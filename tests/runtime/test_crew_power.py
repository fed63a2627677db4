"""How a creature counts toward crew and saddle costs (CR 702.122a, 702.171a), compiled
from real cards' text (Deathless Pilot, Hotshot Mechanic, Giant Ox): "as though its power
were 2 greater", "using its toughness rather than its power", for crewing Vehicles and/or
saddling Mounts."""

import pytest
from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseObjects
from mtgc.runtime.errors import CostError
from mtgc.runtime.keywords.saddle import is_saddled
from mtgc.runtime.scenario import Scenario, Step

PILOT = """Deathless Pilot {1}{B}
Creature — Zombie Pilot
This creature saddles Mounts and crews Vehicles as though its power were 2 greater.
{3}{B}: Return this card from your graveyard to your hand.
2/2"""

MECHANIC = """Hotshot Mechanic {W}
Artifact Creature — Fox Pilot
This creature crews Vehicles as though its power were 2 greater.
2/1"""

OX = """Giant Ox {1}{W}
Creature — Ox
This creature crews Vehicles using its toughness rather than its power.
0/6"""

TRUCK = """Heavy Truck {4}
Artifact — Vehicle
Crew 4
6/6"""

MOUNT = """Wooly Mount {3}{G}
Creature — Beast Mount
Saddle 4
4/4"""


def _crew(pilot_text: str) -> tuple[Scenario, int, int]:
    s = Scenario()
    (truck,) = s.battlefield(0, compile_card(TRUCK))
    (pilot,) = s.battlefield(0, compile_card(pilot_text))
    s.set_step(Step.PRECOMBAT_MAIN)
    s.answer(0, ChooseObjects, (pilot,))
    return s, truck, pilot


def test_deathless_pilot_crews_as_though_its_power_were_two_greater():
    """CR 702.122a: the 2/2 Pilot alone pays Crew 4."""
    s, truck, pilot = _crew(PILOT)
    s.activate(0, truck)
    s.resolve()
    assert s.obj(pilot).tapped and s.game.view(truck).is_creature


def test_giant_ox_crews_with_its_toughness():
    """CR 702.122a: the 0/6 Ox pays Crew 4 with its toughness."""
    s, truck, ox = _crew(OX)
    s.activate(0, truck)
    s.resolve()
    assert s.game.view(truck).is_creature


def test_deathless_pilot_saddles_as_though_its_power_were_two_greater():
    """CR 702.171a: the Pilot alone pays Saddle 4."""
    s = Scenario()
    (mount,) = s.battlefield(0, compile_card(MOUNT))
    (pilot,) = s.battlefield(0, compile_card(PILOT))
    s.set_step(Step.PRECOMBAT_MAIN)
    s.answer(0, ChooseObjects, (pilot,))
    s.activate(0, mount)
    s.resolve()
    assert is_saddled(s.game, mount)


def test_hotshot_mechanic_counts_more_only_for_crewing():
    """CR 702.171a: "crews Vehicles" alone — as a saddler the 2/1 Mechanic counts 2, short
    of Saddle 4, while a plain 2/2 Bears doesn't crew 4 either."""
    s = Scenario()
    (mount,) = s.battlefield(0, compile_card(MOUNT))
    (mech,) = s.battlefield(0, compile_card(MECHANIC))
    s.set_step(Step.PRECOMBAT_MAIN)
    with pytest.raises(CostError):
        s.activate(0, mount)
    s2, truck, _ = _crew(MECHANIC)
    s2.activate(0, truck)
    s2.resolve()
    assert s2.game.view(truck).is_creature
    s3 = Scenario()
    (truck3,) = s3.battlefield(0, compile_card(TRUCK))
    s3.battlefield(0, bear())
    s3.set_step(Step.PRECOMBAT_MAIN)
    with pytest.raises(CostError):
        s3.activate(0, truck3)
