"""Round-three statics compiled from real card text and played out: conditional
activation restrictions (CR 602.5b), play permissions (CR 305.2, 601.3) and replacement
effects (CR 614)."""

from __future__ import annotations

import pytest
from test_statics_conditions import compiled

from mtgc.runtime.cards_basic import grizzly_bears, island
from mtgc.runtime.errors import RulesError
from mtgc.runtime.mana import ManaType
from mtgc.runtime.scenario import Scenario, Zone

OPAL = compiled(
    "Mox Opal {0}\nLegendary Artifact\nMetalcraft — {T}: Add one mana of any color. Activate "
    "only if you control three or more artifacts."
)
STUDENT = compiled(
    "Graveyard Scholar {1}{U}\nCreature — Human\n{T}: Draw a card. Activate only if there are "
    "seven or more cards in your graveyard.\n1/1"
)
ARTIFACT = compiled("Ornithopter {0}\nArtifact Creature — Thopter\nFlying\n0/2")


def test_activate_only_if_condition_checked_on_activation():
    """CR 602.5b: with six cards in her graveyard Alice can't activate the ability; with a
    seventh she can, and it draws a card."""
    s = Scenario()
    s.library(0, *[island() for _ in range(3)])
    scholar = s.battlefield(0, STUDENT)[0]
    s.graveyard(0, *[grizzly_bears() for _ in range(6)])
    with pytest.raises(RulesError):
        s.activate(0, scholar)
    assert s.zone_names(0, Zone.HAND) == [] and not s.obj(scholar).tapped
    s.graveyard(0, grizzly_bears())
    s.activate(0, scholar)
    s.resolve()
    assert s.obj(scholar).tapped
    assert s.zone_names(0, Zone.HAND) == ["Island"]


def test_mana_ability_with_activation_condition():
    """CR 602.5b, 605.1a: Mox Opal (a mana ability) can't be activated with two artifacts;
    with a third it adds mana."""
    s = Scenario()
    mox = s.battlefield(0, OPAL)[0]
    s.battlefield(0, ARTIFACT)
    with pytest.raises(RulesError):
        s.tap_for_mana(0, mox, color=ManaType.R)
    assert s.pool(0) == "(empty)" and not s.obj(mox).tapped
    s.battlefield(0, ARTIFACT)
    s.tap_for_mana(0, mox, color=ManaType.R)
    assert s.pool(0) == "{R}"
