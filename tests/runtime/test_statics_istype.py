"""Static type, color and base P/T changes compiled from real card text (CR 611.3a,
613.1d-e, 613.4b, 205.1): "All Forests are 1/1 creatures that are still lands.", "All
creatures are black.", "Enchanted artifact is a creature with base power and toughness 5/5
in addition to its other types.", "Enchanted creature is a Demon Spirit."."""

from __future__ import annotations

from test_statics_conditions import compiled

from mtgc.runtime.cards_basic import forest, grizzly_bears, island
from mtgc.runtime.mana.symbols import ManaType
from mtgc.runtime.scenario import Scenario

LIVING_LANDS = compiled("Living Lands {3}{G}\nEnchantment\nAll Forests are 1/1 creatures that "
                        "are still lands.")  # fmt: skip
DARKEST_HOUR = compiled("Darkest Hour {B}\nEnchantment\nAll creatures are black.")
ENSOUL = compiled(
    "Ensoul Artifact {1}{U}\nEnchantment — Aura\nEnchant artifact\nEnchanted artifact is a "
    "creature with base power and toughness 5/5 in addition to its other types."
)
ONI = compiled("Oni Possession {2}{B}\nEnchantment — Aura\nEnchant creature\nEnchanted "
               "creature is a Demon Spirit.")  # fmt: skip
TRINKET = compiled("Trinket {1}\nArtifact\n{T}: Add {C}.")


def test_all_forests_are_creatures_and_all_creatures_black():
    """CR 205.1b, 613.1d-e: the Forests are 1/1 land creatures (still Forests), and then
    black (layer 5 sees the creatures made in layer 4); the Island is untouched."""
    s = Scenario()
    f = s.battlefield(0, forest())[0]
    isl = s.battlefield(1, island())[0]
    s.battlefield(0, LIVING_LANDS)
    ch = s.game.view(f)
    assert ch.is_type("Creature") and ch.is_type("Land") and "Forest" in ch.subtypes
    assert s.pt(f) == (1, 1) and not s.game.view(isl).is_type("Creature")
    s.battlefield(1, DARKEST_HOUR)
    assert s.game.view(f).colors == frozenset({ManaType.B})
    assert s.game.view(isl).colors == frozenset()


def test_auras_set_types_and_base_pt():
    """CR 205.1a-b, 613.4b: Ensoul Artifact makes a 5/5 artifact creature; Oni Possession's
    creature is a Demon Spirit (its old creature types replaced)."""
    s = Scenario()
    trinket = s.battlefield(0, TRINKET)[0]
    s.battlefield(0, ENSOUL, attached_to=trinket)
    ch = s.game.view(trinket)
    assert ch.is_type("Artifact") and ch.is_type("Creature") and s.pt(trinket) == (5, 5)
    bear = s.battlefield(1, grizzly_bears())[0]
    s.battlefield(0, ONI, attached_to=bear)
    assert s.game.view(bear).subtypes == {"Demon", "Spirit"}
