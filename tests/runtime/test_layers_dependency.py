"""Layers with dependencies (CR 613.8) and land type changes (CR 305.7), with cards
compiled from their Oracle text: within a layer an effect that depends on another waits
for it whatever the timestamps (613.8a-b); an effect whose ability another effect removes
doesn't exist (613.8a: "the existence of the first effect")."""

import pytest
from kw_compile import compile_card

from mtgc.runtime.scenario import Scenario

PLAINS = "Plains\nBasic Land — Plains\n({T}: Add {W}.)"
SWAMP = "Swamp\nBasic Land — Swamp\n({T}: Add {B}.)"
BLOOD_MOON = "Blood Moon {2}{R}\nEnchantment\nNonbasic lands are Mountains."
URBORG = """Urborg, Tomb of Yawgmoth
Legendary Land
Each land is a Swamp in addition to its other land types."""
YAVIMAYA = """Yavimaya, Cradle of Growth
Legendary Land
Each land is a Forest in addition to its other land types."""
KORMUS_BELL = "Kormus Bell {4}\nArtifact\nAll Swamps are 1/1 black creatures that are still lands."
TOWER = "Tower of the Magistrate\nLand\n{T}: Add {C}.\n{1}, {T}: Target creature gains \
protection from artifacts until end of turn."


def _mana(s: Scenario, land: int, index: int = 0) -> str:
    s.tap_for_mana(0, land, index)
    out = s.pool(0)
    s.state.players[0].pool.clear()
    s.obj(land).tapped = False
    s.game.changed()
    return out


def test_urborg_makes_each_land_a_swamp_with_the_swamp_mana_ability():
    """CR 305.7: a land that gains a land type in addition keeps its types and abilities
    and gains the new type's mana ability (CR 305.6) — Urborg itself too."""
    s = Scenario()
    plains = s.battlefield(0, compile_card(PLAINS))[0]
    urborg = s.battlefield(0, compile_card(URBORG))[0]
    assert s.game.view(plains).subtypes == {"Plains", "Swamp"}
    assert _mana(s, plains, 0) == "{W}" and _mana(s, plains, 1) == "{B}"
    assert s.game.view(urborg).subtypes == {"Swamp"}
    assert _mana(s, urborg) == "{B}"


def test_blood_moon_replaces_land_types_and_rules_text():
    """CR 305.7: "Nonbasic lands are Mountains" — Tower of the Magistrate loses its
    abilities and land types and has only "{T}: Add {R}"; basic lands are unchanged."""
    s = Scenario()
    tower = s.battlefield(0, compile_card(TOWER))[0]
    plains = s.battlefield(0, compile_card(PLAINS))[0]
    s.battlefield(1, compile_card(BLOOD_MOON))
    assert s.game.view(tower).subtypes == {"Mountain"}
    assert len(s.game.activated_abilities(tower)) == 1
    assert _mana(s, tower) == "{R}"
    assert s.game.view(plains).subtypes == {"Plains"}


@pytest.mark.parametrize("moon_first", [True, False])
def test_blood_moon_removes_urborgs_ability_whatever_the_timestamps(moon_first):
    """CR 613.8a-b, 305.7: Urborg's effect depends on Blood Moon's (applying Blood Moon
    removes Urborg's ability: the existence of its effect), so Blood Moon applies first in
    layer 4 in either timestamp order: Urborg is just a Mountain and the basic Plains is
    not a Swamp."""
    s = Scenario()
    if moon_first:
        s.battlefield(1, compile_card(BLOOD_MOON))
    urborg = s.battlefield(0, compile_card(URBORG))[0]
    plains = s.battlefield(0, compile_card(PLAINS))[0]
    if not moon_first:
        s.battlefield(1, compile_card(BLOOD_MOON))
    assert s.game.view(urborg).subtypes == {"Mountain"}
    assert _mana(s, urborg) == "{R}"
    assert s.game.view(plains).subtypes == {"Plains"}
    assert len(s.game.activated_abilities(plains)) == 1


@pytest.mark.parametrize("bell_first", [True, False])
def test_kormus_bell_waits_for_urborg(bell_first):
    """CR 613.8a-b: applying Urborg changes what Kormus Bell applies to (every land becomes
    a Swamp), so Kormus Bell's effect depends on it and applies after it in layer 4, even
    with the earlier timestamp: every land, the Plains too, is a 1/1 black creature."""
    s = Scenario()
    if bell_first:
        s.battlefield(1, compile_card(KORMUS_BELL))
    plains = s.battlefield(0, compile_card(PLAINS))[0]
    urborg = s.battlefield(0, compile_card(URBORG))[0]
    if not bell_first:
        s.battlefield(1, compile_card(KORMUS_BELL))
    for land in (plains, urborg):
        v = s.game.view(land)
        assert v.is_creature and "Swamp" in v.subtypes, land
        assert s.pt(land) == (1, 1)


def test_blood_moon_urborg_and_kormus_bell():
    """CR 613.8: Blood Moon first (Urborg depends on it), so Urborg's effect is gone;
    Kormus Bell then applies to the real Swamps only: the basic Swamp is a 1/1 creature,
    Urborg (a Mountain) and the Plains are not creatures."""
    s = Scenario()
    s.battlefield(1, compile_card(KORMUS_BELL))
    swamp, plains, urborg = s.battlefield(0, compile_card(SWAMP), compile_card(PLAINS),
                                          compile_card(URBORG))  # fmt: skip
    s.battlefield(1, compile_card(BLOOD_MOON))
    assert s.pt(swamp) == (1, 1)
    assert not s.game.view(plains).is_creature
    assert not s.game.view(urborg).is_creature
    assert s.game.view(urborg).subtypes == {"Mountain"}


def test_yavimaya_and_urborg_both_apply():
    """CR 305.7, 613.7: two "in addition" land type effects don't depend on each other;
    each land is a Forest and a Swamp with both mana abilities."""
    s = Scenario()
    plains = s.battlefield(0, compile_card(PLAINS))[0]
    s.battlefield(0, compile_card(URBORG), compile_card(YAVIMAYA))
    assert s.game.view(plains).subtypes == {"Plains", "Swamp", "Forest"}
    assert len(s.game.activated_abilities(plains)) == 3
