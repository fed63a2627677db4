""" "Artifact spells you cast have convoke", "Spells you cast have delve / affinity for
artifacts" (CR 611.3, 601.2f-h; 702.51a convoke, 702.66a delve, 702.41a affinity): abilities a
permanent's static ability grants to the spells its controller casts, compiled from Chief
Engineer's, Teval's and Sami's Oracle text."""

import pytest
from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseObjects
from mtgc.runtime.cards_basic import island, mountain
from mtgc.runtime.errors import CostError
from mtgc.runtime.scenario import Scenario, Zone

ENGINEER = """Chief Engineer {1}{U}
Creature — Human Artificer
Artifact spells you cast have convoke.
1/3"""

TEVAL = """Teval, Arbiter of Virtue {2}{B}{G}{U}
Legendary Creature — Spirit Dragon
Flying, lifelink
Spells you cast have delve.
Whenever you cast a spell, you lose life equal to its mana value.
6/6"""

SAMI = """Sami, Wildcat Captain {4}{R}{W}
Legendary Creature — Human Artificer Rogue
Double strike, vigilance
Spells you cast have affinity for artifacts.
4/4"""

GOLEM = """Iron Golem {4}
Artifact Creature — Golem
3/5"""

OGRE = """Hill Ogre {4}
Creature — Ogre
4/4"""


def test_creatures_convoke_an_artifact_spell():
    """CR 702.51a: Chief Engineer and two bears tap to pay three of the Golem's {4}, an
    Island the fourth."""
    s = Scenario()
    land = s.battlefield(0, island())[0]
    engineer = s.battlefield(0, compile_card(ENGINEER))[0]
    bears = s.battlefield(0, bear(), bear())
    s.answer(0, ChooseObjects, (engineer, *bears))
    s.cast(0, s.hand(0, compile_card(GOLEM))[0])
    assert all(s.obj(i).tapped for i in (land, engineer, *bears))
    s.resolve_stack()
    assert "Iron Golem" in s.zone_names(0, Zone.BATTLEFIELD)


def test_a_nonartifact_spell_has_no_convoke():
    """CR 611.3: only artifact spells have convoke: the Ogre's {4} can't be paid with one
    Island and three creatures."""
    s = Scenario()
    s.battlefield(0, island())
    s.battlefield(0, compile_card(ENGINEER))
    s.battlefield(0, bear(), bear())
    with pytest.raises(CostError):
        s.cast(0, s.hand(0, compile_card(OGRE))[0])


def test_delve_exiles_graveyard_cards_to_pay():
    """CR 702.66a: three cards exiled from Alice's graveyard pay {3} of the Ogre's {4}."""
    s = Scenario()
    s.battlefield(0, mountain())
    s.battlefield(0, compile_card(TEVAL))
    gy = s.graveyard(0, island(), island(), island())
    s.answer(0, ChooseObjects, tuple(gy))
    s.cast(0, s.hand(0, compile_card(OGRE))[0])
    assert s.zone_names(0, Zone.GRAVEYARD) == []
    assert s.zone_names(0, Zone.EXILE) == ["Island", "Island", "Island"]


def test_affinity_for_artifacts_reduces_the_cost():
    """CR 702.41a: with three artifacts, the Ogre costs {1}."""
    s = Scenario()
    land = s.battlefield(0, mountain())[0]
    s.battlefield(0, compile_card(SAMI))
    s.battlefield(0, *[compile_card(GOLEM)] * 3)
    s.cast(0, s.hand(0, compile_card(OGRE))[0])
    assert s.obj(land).tapped
    s.resolve_stack()
    assert "Hill Ogre" in s.zone_names(0, Zone.BATTLEFIELD)
