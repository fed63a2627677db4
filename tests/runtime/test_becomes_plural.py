"""Plural type changes without an article (CR 613.1d-f, 205.1b: "All lands you control
become 1/1 creatures until end of turn. They're still lands.") and "becomes colorless" (CR
105.2c), compiled from real cards' text and played."""

from __future__ import annotations

from effects_compile import compile_card

from mtgc.runtime.cards_basic import forest
from mtgc.runtime.mana.symbols import ManaType
from mtgc.runtime.scenario import Scenario, Step

LIFE = compile_card("All lands you control become 1/1 creatures until end of turn. They're "
                    "still lands.", "Sorcery", "{G}", name="Life")  # fmt: skip
RAGING_SPIRIT = compile_card("{2}: This creature becomes colorless until end of turn.",
                             "Creature — Elemental Spirit", "{3}{R}", ("3", "3"),
                             name="Raging Spirit")  # fmt: skip


def test_lands_become_creatures_that_are_still_lands():
    """CR 205.1b: each land is a 1/1 creature and still a land (a Forest) until end of
    turn (CR 514.2)."""
    s = Scenario()
    lands = s.battlefield(0, forest(), forest())
    s.cast(0, s.hand(0, LIFE)[0])
    s.resolve()
    for land in lands:
        view = s.game.view(land)
        assert view.types == frozenset({"Land", "Creature"}) and "Forest" in view.subtypes
        assert s.pt(land) == (1, 1)
    s.advance_to(Step.CLEANUP)
    assert s.game.view(lands[0]).types == frozenset({"Land"})


def test_becomes_colorless_until_end_of_turn():
    """CR 105.2c: the red creature has no color until the end of the turn."""
    s = Scenario()
    spirit = s.battlefield(0, RAGING_SPIRIT)[0]
    s.battlefield(0, forest(), forest())
    assert s.game.view(spirit).colors == frozenset({ManaType.R})
    s.activate(0, spirit)
    s.resolve()
    assert s.game.view(spirit).colors == frozenset()
    s.advance_to(Step.CLEANUP)
    assert s.game.view(spirit).colors == frozenset({ManaType.R})
