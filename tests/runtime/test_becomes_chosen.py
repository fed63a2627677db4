"""Becoming the color / creature type / basic land type of your choice (CR 608.2d: chosen
as the effect resolves; CR 613.1d-e, 205.1b, 305.7), compiled from real cards' Oracle
text."""

from __future__ import annotations

from effects_compile import compile_card

from mtgc.runtime.agents import ChooseOption
from mtgc.runtime.cards_basic import forest, island
from mtgc.runtime.mana.symbols import ManaType
from mtgc.runtime.scenario import Scenario, Step

REEF_SHAMAN = compile_card("{T}: Target land becomes the basic land type of your choice until "
                           "end of turn.", "Creature — Merfolk Shaman", "{U}", ("0", "2"),
                           name="Reef Shaman")  # fmt: skip
RAINBOW_CROW = compile_card("Flying\n{1}: This creature becomes the color of your choice until "
                            "end of turn.", "Creature — Bird", "{3}{U}", ("2", "2"),
                            name="Rainbow Crow")  # fmt: skip
MISTFORM_DREAMER = compile_card("Flying\n{1}: This creature becomes the creature type of your "
                                "choice until end of turn.", "Creature — Illusion", "{2}{U}",
                                ("2", "1"), name="Mistform Dreamer")  # fmt: skip


def test_reef_shaman_turns_a_forest_into_a_swamp():
    """CR 305.7: the land loses its old land type and taps for {B}; it is a Forest again
    after the turn (CR 514.2)."""
    s = Scenario()
    shaman = s.battlefield(0, REEF_SHAMAN)[0]
    land = s.battlefield(1, forest())[0]
    s.answer(0, ChooseOption, 2, about="basic land type")  # Plains, Island, Swamp, ...
    s.activate(0, shaman, targets=(land,))
    s.resolve()
    assert s.game.view(land).subtypes == frozenset({"Swamp"})
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    s.tap_for_mana(1, land)
    assert s.pool(1) == "{B}"


def test_rainbow_crow_becomes_the_chosen_color():
    """CR 613.1e, 105.3: the new color replaces blue."""
    s = Scenario()
    s.battlefield(0, island())
    crow = s.battlefield(0, RAINBOW_CROW)[0]
    s.answer(0, ChooseOption, 3, about="color")  # W U B R G: red
    s.activate(0, crow)
    s.resolve()
    assert s.game.view(crow).colors == frozenset({ManaType.R})


def test_mistform_dreamer_replaces_its_creature_types():
    """CR 205.1b: the chosen creature type replaces Illusion."""
    s = Scenario()
    s.battlefield(0, island())
    dreamer = s.battlefield(0, MISTFORM_DREAMER)[0]
    s.answer(0, ChooseOption, lambda d: d.options.index("Goblin"), about="creature type")
    s.activate(0, dreamer)
    s.resolve()
    assert s.game.view(dreamer).subtypes == frozenset({"Goblin"})
