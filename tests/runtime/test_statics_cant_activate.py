"""Static abilities forbidding activated abilities (CR 602.5: a player can't begin to
activate an ability that's prohibited from being activated; CR 605.1a: mana abilities are
activated abilities), compiled from real cards' Oracle text."""

import pytest
from effects_compile import compile_card

from mtgc.runtime.cards_basic import forest, grizzly_bears
from mtgc.runtime.errors import IllegalActionError
from mtgc.runtime.scenario import PlayerRef, Scenario
from mtgc.runtime.state.game_state import Step

ARREST = compile_card(
    "Enchant creature\nEnchanted creature can't attack or block, and its activated "
    "abilities can't be activated.", "Enchantment — Aura", "{2}{W}", name="Arrest")  # fmt: skip
NULL_ROD = compile_card("Activated abilities of artifacts can't be activated.", "Artifact",
                        "{2}", name="Null Rod")  # fmt: skip
DAMPING_MATRIX = compile_card(
    "Activated abilities of artifacts and creatures can't be activated unless they're mana "
    "abilities.", "Artifact", "{3}", name="Damping Matrix")  # fmt: skip
MIND_STONE = compile_card("{T}: Add {C}.\n{1}, {T}, Sacrifice this artifact: Draw a card.",
                          "Artifact", "{2}", name="Mind Stone")  # fmt: skip
PRODIGAL_SORCERER = compile_card(
    "{T}: This creature deals 1 damage to any target.", "Creature — Human Wizard Sorcerer",
    "{2}{U}", ("1", "1"), name="Prodigal Sorcerer")  # fmt: skip
LLANOWAR_ELVES = compile_card("{T}: Add {G}.", "Creature — Elf Druid", "{G}", ("1", "1"),
                              name="Llanowar Elves")  # fmt: skip


def test_arrested_creature_cant_activate_or_attack():
    """CR 602.5, 508.1c: the enchanted Sorcerer's ability can't be activated; another
    creature's can."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    pinned, free = s.battlefield(0, PRODIGAL_SORCERER, PRODIGAL_SORCERER)
    s.battlefield(1, ARREST, attached_to=pinned)
    with pytest.raises(IllegalActionError):
        s.activate(0, pinned, targets=(PlayerRef(1),))
    s.activate(0, free, targets=(PlayerRef(1),))
    s.resolve()
    assert s.life(1) == 19


def test_null_rod_stops_artifact_mana_abilities_too():
    """CR 602.5, 605.1a: Mind Stone's mana ability can't be activated under Null Rod; a
    creature's can."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    stone = s.battlefield(0, MIND_STONE)[0]
    elves = s.battlefield(0, LLANOWAR_ELVES)[0]
    s.battlefield(1, NULL_ROD)
    with pytest.raises(IllegalActionError):
        s.tap_for_mana(0, stone)
    s.tap_for_mana(0, elves)
    assert s.pool(0) == "{G}"


def test_damping_matrix_allows_mana_abilities():
    """CR 602.5, 605.1a: "unless they're mana abilities" — Mind Stone still taps for {C},
    but its draw ability and the Sorcerer's damage can't be activated."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    stone = s.battlefield(0, MIND_STONE)[0]
    sorcerer = s.battlefield(0, PRODIGAL_SORCERER)[0]
    s.battlefield(0, forest(), grizzly_bears())
    s.battlefield(1, DAMPING_MATRIX)
    with pytest.raises(IllegalActionError):
        s.activate(0, sorcerer, targets=(PlayerRef(1),))
    with pytest.raises(IllegalActionError):
        s.activate(0, stone, index=1)
    s.tap_for_mana(0, stone)
    assert s.pool(0) == "{C}"
