""" "This creature can block only creatures with flying." compiled from real card text
(CR 509.1b)."""

from __future__ import annotations

import pytest
from test_statics_conditions import BOB, compiled

from mtgc.runtime.cards_basic import grizzly_bears
from mtgc.runtime.errors import CombatError
from mtgc.runtime.scenario import Scenario

SPRITE = compiled(
    "Cloud Sprite {U}\nCreature — Faerie\nFlying\nThis creature can block only creatures with "
    "flying.\n1/1"
)
BIRD = compiled("Bird {W}\nCreature — Bird\nFlying\n1/1")


def test_can_block_only_creatures_with_flying():
    """CR 509.1b: the Sprite can't block the Bears but can block the flying Bird."""
    s = Scenario()
    bear, bird = s.battlefield(0, grizzly_bears(), BIRD)
    sprite = s.battlefield(1, SPRITE)[0]
    s.attack({bear: BOB, bird: BOB})
    with pytest.raises(CombatError):
        s.block(1, {sprite: bear})
    s.block(1, {sprite: bird})
    assert s.state.combat.blocked == {bird: [sprite]}
