"""Banding (CR 702.22), compiled from real cards' text (Benalish Hero, Mesa Pegasus, Baton of
Morale): attacking bands (702.22c-d), a band blocked as a group (702.22h), and the damage
division the banding creature's controller makes (702.22j-k)."""

import pytest
from kw_compile import bear, compile_card

from mtgc.runtime.agents import AssignCombatDamage
from mtgc.runtime.cards_basic import plains
from mtgc.runtime.errors import RulesError
from mtgc.runtime.keywords.banding import DeclareBands
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone

HERO = """Benalish Hero {W}
Creature — Human Soldier
Banding (Any creatures with banding, and up to one without, can attack in a band. Bands are blocked as a group. If any creatures with banding you control are blocking or being blocked by a creature, you divide that creature's combat damage, not its controller, among any of the creatures it's being blocked by or is blocking.)
1/1"""  # noqa: E501

PEGASUS = """Mesa Pegasus {1}{W}
Creature — Pegasus
Flying; banding (Any creatures with banding, and up to one without, can attack in a band. Bands are blocked as a group. If any creatures with banding you control are blocking or being blocked by a creature, you divide that creature's combat damage, not its controller, among any of the creatures it's being blocked by or is blocking.)
1/1"""  # noqa: E501

BATON = """Baton of Morale {2}
Artifact
{2}: Target creature gains banding until end of turn. (Any creatures with banding, and up to one without, can attack in a band. Bands are blocked as a group. If any creatures with banding a player controls are blocking or being blocked by a creature, that player divides that creature's combat damage, not its controller, among any of the creatures it's being blocked by or is blocking.)"""  # noqa: E501

BOB = PlayerRef(1)


def test_a_band_is_blocked_as_a_group_and_the_attacker_divides_the_blockers_damage():
    """CR 702.22c, h, k: Benalish Hero bands with a Grizzly Bears; a 3/4 Ogre blocking the Hero
    blocks the Bears too, and the attacking player (not the Ogre's controller) divides the
    Ogre's 3 damage: all of it to the Hero. Neither band member deals damage to Bob."""
    s = Scenario()
    hero, bears = s.battlefield(0, compile_card(HERO), bear())
    (ogre,) = s.battlefield(1, bear(name="Ogre", pt="3/4"))
    s.answer(0, DeclareBands, ((hero, bears),))
    s.attack({hero: BOB, bears: BOB})
    s.block(1, {ogre: hero})
    assert sorted(s.state.combat.blocked) == sorted([hero, bears])
    assert sorted(s.state.combat.blockers[ogre]) == sorted([hero, bears])
    s.answer(0, AssignCombatDamage, {hero: 3, bears: 0})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 20
    assert s.zone_of(hero) is None and s.zone_of(bears) is Zone.BATTLEFIELD
    assert s.obj(ogre).damage == 3


def test_an_attacker_blocked_by_a_banding_creature_has_its_damage_divided_by_the_defender():
    """CR 702.22j: a 4/4 blocked by Benalish Hero and a Grizzly Bears: Bob, the defending
    player, divides its damage among the blockers as he chooses — all 4 to the Hero."""
    s = Scenario()
    (giant,) = s.battlefield(0, bear(name="Giant", pt="4/4"))
    hero, bears = s.battlefield(1, compile_card(HERO), bear())
    s.attack({giant: BOB})
    s.block(1, {hero: giant, bears: giant})
    s.answer(1, AssignCombatDamage, {hero: 4, bears: 0})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.zone_of(hero) is None and s.zone_of(bears) is Zone.BATTLEFIELD


def test_a_band_has_at_most_one_creature_without_banding():
    """CR 702.22c: two creatures without banding can't band with one that has it (a band of
    Mesa Pegasus and two Grizzly Bears is refused)."""
    s = Scenario()
    peg, b1, b2 = s.battlefield(0, compile_card(PEGASUS), bear(), bear())
    s.answer(0, DeclareBands, ((peg, b1, b2),))
    with pytest.raises(RulesError):
        s.attack({peg: BOB, b1: BOB, b2: BOB})


def test_banding_granted_until_end_of_turn_lets_a_creature_band():
    """CR 702.22c: Baton of Morale gives a Grizzly Bears banding; it bands with another one
    (the one creature without banding), and the band is blocked as a group (702.22h)."""
    s = Scenario()
    (baton,) = s.battlefield(0, compile_card(BATON))
    s.battlefield(0, plains(), plains())
    b1, b2 = s.battlefield(0, bear(), bear())
    (wall,) = s.battlefield(1, bear(name="Wall", pt="0/5"))
    s.set_step(Step.PRECOMBAT_MAIN)
    s.activate(0, baton, targets=(b1,))
    s.resolve()
    s.answer(0, DeclareBands, ((b1, b2),))
    s.attack({b1: BOB, b2: BOB})
    s.block(1, {wall: b2})
    assert sorted(s.state.combat.blockers[wall]) == sorted([b1, b2])
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 20 and s.obj(wall).damage == 4


def test_nothing_is_asked_without_banding():
    """CR 702.22c: attackers without banding or "bands with other" form no band."""
    s = Scenario()
    b1, b2 = s.battlefield(0, bear(), bear())
    s.attack({b1: BOB, b2: BOB})
    assert s.state.combat.bands == []
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 16
