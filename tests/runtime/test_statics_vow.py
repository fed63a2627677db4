""" "Enchanted creature gets +2/+2, has vigilance, and can't attack you or planeswalkers you
control." compiled from real card text (CR 508.1c, 613.4c, 506.2): the later clauses share
the first clause's subject."""

from __future__ import annotations

import pytest
from test_statics_conditions import BOB, compiled

from mtgc.runtime.cards_basic import grizzly_bears, island
from mtgc.runtime.errors import CombatError
from mtgc.runtime.scenario import Scenario, Step
from mtgc.runtime.state.abilities import Vigilance
from mtgc.runtime.state.filters import PlayerRef

VOW = compiled(
    "Vow of Duty {2}{W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +2/+2, "
    "has vigilance, and can't attack you or planeswalkers you control."
)


def test_vow_on_opponents_creature_stops_attacks_on_you():
    """CR 508.1c: Alice's Vow on Bob's Bears: 4/4 with vigilance, and they can't attack
    Alice (the Aura's controller)."""
    s = Scenario()
    s.library(0, island(), island())
    s.library(1, island(), island())
    bear = s.battlefield(1, grizzly_bears())[0]
    s.battlefield(0, VOW, attached_to=bear)
    assert s.pt(bear) == (4, 4) and s.game.view(bear).has_keyword(Vigilance)
    s.advance_to(Step.UPKEEP)  # Bob's turn
    assert s.state.active == 1
    with pytest.raises(CombatError):
        s.attack({bear: PlayerRef(0)})


def test_vow_on_your_own_creature_lets_it_attack_opponents():
    """CR 508.1c, 702.20b: the restriction is only about the Aura's controller: Alice's
    enchanted Bears attack Bob, and vigilance keeps them untapped."""
    s = Scenario()
    bear = s.battlefield(0, grizzly_bears())[0]
    s.battlefield(0, VOW, attached_to=bear)
    s.attack({bear: BOB})
    assert s.state.combat.attackers == {bear: BOB}
    assert not s.obj(bear).tapped
