"""Conspire (CR 702.78) and casualty (CR 702.153), compiled from real cards' text (Burn
Trail, Light 'Em Up)."""

import pytest
from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseTargets, ChooseYesNo
from mtgc.runtime.errors import RulesError
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone

LIGHT_EM_UP = """Light 'Em Up {1}{R}
Sorcery
Casualty 2 (As you cast this spell, you may sacrifice a creature with power 2 or greater. When you do, copy this spell and you may choose a new target for the copy.)
Light 'Em Up deals 2 damage to target creature or planeswalker."""  # noqa: E501
BURN_TRAIL = """Burn Trail {3}{R}
Sorcery
Burn Trail deals 3 damage to any target.
Conspire (As you cast this spell, you may tap two untapped creatures you control that share a color with it. When you do, copy it and you may choose a new target for the copy.)"""  # noqa: E501
MOUNTAIN = "Mountain\nBasic Land — Mountain\n({T}: Add {R}.)"


def _setup() -> tuple[Scenario, int, int, int]:
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[compile_card(MOUNTAIN)] * 2)
    a, b = s.battlefield(1, bear(name="Elf", pt="2/2"), bear(name="Ogre", pt="2/2"))
    return s, a, b, s.hand(0, compile_card(LIGHT_EM_UP))[0]


def test_casualty_sacrifice_copies_the_spell_with_a_new_target():
    """CR 702.153a: sacrificing a 2/2 as it's cast copies it; the copy kills the Ogre."""
    s, elf, ogre, spell = _setup()
    (fodder,) = s.battlefield(0, bear())
    s.answer(0, ChooseYesNo, True, about="new targets")
    s.answer(0, ChooseTargets, (ogre,))
    s.cast(0, spell, targets=(elf,), optional=(0,))
    s.resolve_stack()
    assert s.zone_of(fodder) is not Zone.BATTLEFIELD
    assert sorted(s.zone_names(1, Zone.GRAVEYARD)) == ["Elf", "Ogre"]
    s.check_answers()


def test_casualty_needs_enough_power():
    """CR 702.153a: a 1/1 can't be sacrificed for casualty 2."""
    s, elf, ogre, spell = _setup()
    s.battlefield(0, bear(name="Squire", pt="1/2"))
    with pytest.raises(RulesError):
        s.cast(0, spell, targets=(elf,), optional=(0,))


def test_casualty_unpaid_no_copy():
    """CR 702.153a: without the sacrifice, no copy."""
    s, elf, ogre, spell = _setup()
    s.cast(0, spell, targets=(elf,))
    s.resolve_stack()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Elf"]


def _goblin(name: str) -> object:
    return bear(name=name, cost="{R}", types="Creature — Goblin", pt="1/1")


def test_conspire_taps_two_red_creatures_and_copies():
    """CR 702.78a: tapping two red creatures, Burn Trail is copied: 6 damage to Bob."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[compile_card(MOUNTAIN)] * 4)
    a, b = s.battlefield(0, _goblin("Goblin A"), _goblin("Goblin B"))
    s.answer(0, ChooseYesNo, False, about="new targets")
    s.cast(0, s.hand(0, compile_card(BURN_TRAIL))[0], targets=(PlayerRef(1),), optional=(0,))
    s.resolve_stack()
    assert s.obj(a).tapped and s.obj(b).tapped
    assert s.life(1) == 14


def test_conspire_needs_creatures_sharing_a_color():
    """CR 702.78a: green creatures don't share a color with the red spell."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[compile_card(MOUNTAIN)] * 4)
    s.battlefield(0, _goblin("Goblin A"), bear())
    with pytest.raises(RulesError):
        s.cast(0, s.hand(0, compile_card(BURN_TRAIL))[0], targets=(PlayerRef(1),),
               optional=(0,))  # fmt: skip
