"""Boast (CR 702.142), compiled from a real card's text (Hagi Mob)."""

import pytest
from kw_compile import compile_card

from mtgc.runtime.errors import RulesError
from mtgc.runtime.scenario import PlayerRef, Scenario, Step

HAGI_MOB = """Hagi Mob {4}{R}
Creature — Troll Berserker
Boast — {1}{R}: This creature deals 1 damage to any target. (Activate only if this creature attacked this turn and only once each turn.)
5/4"""  # noqa: E501
MOUNTAIN = "Mountain\nBasic Land — Mountain\n({T}: Add {R}.)"


def test_boast_only_after_attacking_and_once_each_turn():
    """CR 702.142a: not before it attacked; once after it attacked; not twice."""
    s = Scenario()
    (mob,) = s.battlefield(0, compile_card(HAGI_MOB))
    s.battlefield(0, *[compile_card(MOUNTAIN)] * 4)
    s.set_step(Step.PRECOMBAT_MAIN)
    with pytest.raises(RulesError):
        s.activate(0, mob, targets=(PlayerRef(1),))
    s.attack({mob: PlayerRef(1)})
    s.activate(0, mob, targets=(PlayerRef(1),))
    s.resolve_stack()
    assert s.life(1) == 19
    with pytest.raises(RulesError):
        s.activate(0, mob, targets=(PlayerRef(1),))
