"""Round-three statics compiled from real card text and played out: conditional
activation restrictions (CR 602.5b), play permissions (CR 305.2, 601.3) and replacement
effects (CR 614)."""

from __future__ import annotations

import pytest
from test_statics_conditions import BOB, compiled

from mtgc.runtime.agents import ChooseYesNo
from mtgc.runtime.cards_basic import forest, grizzly_bears, island
from mtgc.runtime.errors import RulesError
from mtgc.runtime.mana import ManaType
from mtgc.runtime.scenario import Scenario, Step, Zone

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


EXPLORATION = compiled(
    "Exploration {G}\nEnchantment\nYou may play an additional land on each of your turns."
)
STORM_CAULDRON = compiled(
    "Storm Cauldron {5}\nArtifact\nEach player may play an additional land during each of "
    "their turns."
)
AMULET = compiled(
    "Flash Amulet {2}\nArtifact\nAny player may cast creature and enchantment spells as though "
    "they had flash."
)
ORRERY = compiled("Vedalken Orrery {4}\nArtifact\nYou may cast spells as though they had flash.")
THORN = compiled(
    "Thorn Elemental {5}{G}{G}\nCreature — Elemental\nYou may have this creature assign its "
    "combat damage as though it weren't blocked.\n7/7"
)
MIND_STONE = compiled("Mind Stone {2}\nArtifact\n{T}: Add {C}.")


def test_additional_land_play_on_your_turns():
    """CR 305.2, 505.6b: with Exploration Alice plays two lands in her turn, not three."""
    s = Scenario()
    s.battlefield(0, EXPLORATION)
    a, b, c = s.hand(0, island(), island(), island())
    s.play_land(0, a)
    s.play_land(0, b)
    with pytest.raises(RulesError):
        s.play_land(0, c)
    assert s.zone_names(0, Zone.BATTLEFIELD) == ["Exploration", "Island", "Island"]


def test_each_player_may_play_an_additional_land():
    """CR 305.2: Storm Cauldron (controlled by Alice) gives Bob a second land play too."""
    s = Scenario()
    s.library(0, *[island() for _ in range(3)])
    s.library(1, *[island() for _ in range(3)])
    s.battlefield(0, STORM_CAULDRON)
    s.advance_to(Step.UPKEEP)  # Bob's turn
    s.advance_to(Step.PRECOMBAT_MAIN)
    assert s.state.active == 1
    a, b, c = s.hand(1, island(), island(), island())
    s.play_land(1, a)
    s.play_land(1, b)
    with pytest.raises(RulesError):
        s.play_land(1, c)
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Island", "Island"]


def test_cast_as_though_flash_for_each_player_and_only_those_types():
    """CR 601.3b, 307.1: during Alice's upkeep Bob casts a creature spell thanks to Alice's
    artifact (any player may), but not a noncreature artifact spell."""
    s = Scenario()
    s.battlefield(0, AMULET)
    s.battlefield(1, forest(), forest(), forest(), forest())
    s.set_step(Step.UPKEEP, active=0)
    bears = s.hand(1, grizzly_bears())[0]
    stone = s.hand(1, MIND_STONE)[0]
    s.pass_priority(0)
    with pytest.raises(RulesError):
        s.cast(1, stone)
    s.cast(1, bears)
    s.resolve()
    assert s.zone_names(1, Zone.BATTLEFIELD).count("Grizzly Bears") == 1


def test_orrery_is_only_for_its_controller():
    """CR 601.3b: "You may cast spells as though they had flash" — its controller only."""
    s = Scenario()
    s.battlefield(1, ORRERY)
    s.battlefield(0, forest(), forest())
    s.battlefield(1, forest(), forest())
    s.set_step(Step.UPKEEP, active=0)
    with pytest.raises(RulesError):  # Alice has priority, but no flash permission
        s.cast(0, s.hand(0, grizzly_bears())[0])
    s.pass_priority(0)
    s.cast(1, s.hand(1, MIND_STONE)[0])
    s.resolve()
    assert "Mind Stone" in s.zone_names(1, Zone.BATTLEFIELD)


def test_assign_combat_damage_as_though_not_blocked():
    """CR 510.1c: Thorn Elemental is blocked by a Bear; Alice chooses to assign its 7 damage
    to Bob; the Bear takes none and survives. Declining, the Bear takes it and dies."""
    for choice, life, bear_dies in ((True, 13, False), (False, 20, True)):
        s = Scenario()
        thorn = s.battlefield(0, THORN)[0]
        bear = s.battlefield(1, grizzly_bears())[0]
        s.attack({thorn: BOB})
        s.block(1, {bear: thorn})
        s.answer(0, ChooseYesNo, choice)
        s.advance_to(Step.END)
        assert s.life(1) == life
        assert (s.zone_of(bear) is not Zone.BATTLEFIELD) == bear_dies
