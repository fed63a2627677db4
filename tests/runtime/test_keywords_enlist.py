"""Enlist (CR 702.154), compiled from a real card's text (Coalition Skyknight): an optional
cost to attack (508.1g) paid by tapping a nonattacking creature, and its linked boost."""

from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseObjects
from mtgc.runtime.scenario import PlayerRef, Scenario, Step

SKYKNIGHT = """Coalition Skyknight {3}{W}
Creature — Human Knight
Flying
Enlist (As this creature attacks, you may tap a nonattacking creature you control without summoning sickness. When you do, add its power to this creature's until end of turn.)
2/2"""  # noqa: E501


def test_enlist_taps_a_creature_and_adds_its_power():
    """CR 702.154a: the Skyknight enlists a 3/3; it attacks as a 5/2 and deals 5."""
    s = Scenario()
    (knight,) = s.battlefield(0, compile_card(SKYKNIGHT))
    (ogre,) = s.battlefield(0, bear(name="Ogre", pt="3/3"))
    s.answer(0, ChooseObjects, (ogre,), about="enlist")
    s.attack({knight: PlayerRef(1)})
    s.resolve_stack()
    assert s.obj(ogre).tapped and ogre not in s.state.combat.attackers
    assert s.pt(knight) == (5, 2)
    s.advance_to(Step.POSTCOMBAT_MAIN)
    assert s.life(1) == 15
    s.advance_to(Step.CLEANUP)
    assert s.pt(knight) == (2, 2)


def test_enlist_only_creatures_without_summoning_sickness():
    """CR 702.154a: a creature that came under your control this turn (no haste) can't be
    enlisted: nothing is asked, nothing is tapped."""
    s = Scenario()
    (knight,) = s.battlefield(0, compile_card(SKYKNIGHT))
    (ogre,) = s.battlefield(0, bear(name="Ogre", pt="3/3"), sick=True)
    s.attack({knight: PlayerRef(1)})
    s.resolve_stack()
    assert not s.obj(ogre).tapped
    assert s.pt(knight) == (2, 2)


def test_enlist_is_optional():
    """CR 702.154a: "you may tap" — declining, nothing happens."""
    s = Scenario()
    (knight,) = s.battlefield(0, compile_card(SKYKNIGHT))
    (ogre,) = s.battlefield(0, bear(name="Ogre", pt="3/3"))
    s.answer(0, ChooseObjects, (), about="enlist")
    s.attack({knight: PlayerRef(1)})
    s.resolve_stack()
    assert not s.obj(ogre).tapped and s.pt(knight) == (2, 2)
