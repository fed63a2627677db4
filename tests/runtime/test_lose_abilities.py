""" "[Objects] lose [abilities]" (CR 613.1f, layer 6; CR 611.2a, 611.3a), compiled from real
cards' Oracle text."""

from __future__ import annotations

from effects_compile import compile_card

from mtgc.runtime.cards_basic import creature, forest, island
from mtgc.runtime.scenario import Scenario, Step
from mtgc.runtime.state.abilities import Defender, Flying, Indestructible

RADJAN_SPIRIT = compile_card("{T}: Target creature loses flying until end of turn.",
                             "Creature — Spirit", "{3}{G}", ("3", "2"),
                             name="Radjan Spirit")  # fmt: skip
GROUNDED = compile_card("Enchant creature\nEnchanted creature loses flying.",
                        "Enchantment — Aura", "{1}{G}", name="Grounded")  # fmt: skip
MANOR_GARGOYLE = compile_card("Defender\nThis creature has indestructible as long as it has "
                              "defender.\n{1}: Until end of turn, this creature loses defender "
                              "and gains flying.", "Artifact Creature — Gargoyle", "{5}",
                              ("4", "4"), name="Manor Gargoyle")  # fmt: skip


def test_radjan_spirit_removes_flying_until_end_of_turn():
    """CR 613.1f, 514.2: the bird loses flying, and has it again after the cleanup step."""
    s = Scenario()
    spirit = s.battlefield(0, RADJAN_SPIRIT)[0]
    bird = s.battlefield(1, creature("Bird", "{1}{U}", 1, 1, Flying()))[0]
    s.activate(0, spirit, targets=(bird,))
    s.resolve()
    assert not s.game.view(bird).has_keyword(Flying)
    s.advance_to(Step.UPKEEP)  # Bob's turn: the effect ended in the cleanup step
    assert s.game.view(bird).has_keyword(Flying)


def test_grounded_removes_flying_while_attached():
    """CR 611.3a: the Aura's static ability applies while it enchants the creature."""
    s = Scenario()
    s.battlefield(0, forest(), forest())
    bird = s.battlefield(1, creature("Bird", "{1}{U}", 1, 1, Flying()))[0]
    s.cast(0, s.hand(0, GROUNDED)[0], targets=(bird,))
    s.resolve()
    assert not s.game.view(bird).has_keyword(Flying)


def test_manor_gargoyle_loses_defender_and_so_indestructible():
    """CR 613.1f, 613.7: losing defender and gaining flying in timestamp order; the static
    "as long as it has defender" then no longer grants indestructible (CR 611.3a)."""
    s = Scenario()
    s.battlefield(0, island())
    gargoyle = s.battlefield(0, MANOR_GARGOYLE)[0]
    assert s.game.view(gargoyle).has_keyword(Indestructible)
    s.activate(0, gargoyle)
    s.resolve()
    view = s.game.view(gargoyle)
    assert view.has_keyword(Flying)
    assert not view.has_keyword(Defender)
    assert not view.has_keyword(Indestructible)
