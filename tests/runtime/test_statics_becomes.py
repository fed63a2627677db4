""" "[Object] becomes a 2/1 blue Faerie creature with flying until end of turn. It's still
a land." compiled from real card text (CR 611.2c, 613.1d-f, 613.4b, 205.1)."""

from __future__ import annotations

import pytest
from test_statics_conditions import compiled

from mtgc.runtime.cards_basic import forest, grizzly_bears, island, plains
from mtgc.runtime.mana.symbols import ManaType
from mtgc.runtime.scenario import Scenario, Step
from mtgc.runtime.state.abilities import Flying

CONCLAVE = compiled(
    "Faerie Conclave\nLand\n{1}{U}: This land becomes a 2/1 blue Faerie creature with flying "
    "until end of turn. It's still a land."
)


def test_manland_becomes_a_creature_until_end_of_turn():
    """CR 205.1b, 613.1d-f, 613.4b: the land is a 2/1 blue Faerie land creature with flying
    (it keeps the land type) until the cleanup step, then just a land again."""
    s = Scenario()
    s.library(0, island(), island())
    s.library(1, island(), island())
    land = s.battlefield(0, CONCLAVE)[0]
    s.battlefield(0, island(), island())
    ch = s.game.view(land)
    assert not ch.is_type("Creature") and s.pt(land) == (None, None)
    s.activate(0, land)
    s.resolve()
    ch = s.game.view(land)
    assert ch.is_type("Creature") and ch.is_type("Land")
    assert "Faerie" in ch.subtypes and ch.colors == frozenset({ManaType.U})
    assert ch.has_keyword(Flying) and s.pt(land) == (2, 1)
    s.advance_to(Step.UPKEEP)  # Bob's turn: the effect ended in the cleanup step
    ch = s.game.view(land)
    assert not ch.is_type("Creature") and not ch.colors and not ch.has_keyword(Flying)


def test_artifact_becomes_golem_artifact_creature_and_target_land():
    """CR 205.1b: "becomes a 2/2 Golem artifact creature" keeps the artifact type; "Target
    land becomes a 1/1 creature until end of turn. It's still a land." works on Bob's land,
    and +1/+1 counters still apply on top of the new base P/T (layer 7c after 7b)."""
    idol = compiled(
        "Guardian Idol {2}\nArtifact\n{2}: This artifact becomes a 2/2 Golem artifact "
        "creature until end of turn."
    )
    kamahl = compiled(
        "Kamahl, Fist of Krosa {4}{G}{G}\nLegendary Creature — Human Druid\n{G}: Target land "
        "becomes a 1/1 creature until end of turn. It's still a land.\n4/3"
    )
    s = Scenario()
    statue = s.battlefield(0, idol)[0]
    druid = s.battlefield(0, kamahl)[0]
    s.battlefield(0, forest(), forest(), forest())
    target = s.battlefield(1, plains())[0]
    s.obj(target).counters["+1/+1"] = 1
    s.activate(0, statue)
    s.resolve()
    ch = s.game.view(statue)
    assert ch.is_type("Artifact") and ch.is_type("Creature") and ch.subtypes == {"Golem"}
    assert s.pt(statue) == (2, 2)
    s.activate(0, druid, targets=(target,))
    s.resolve()
    ch = s.game.view(target)
    assert ch.is_type("Land") and ch.is_type("Creature") and "Plains" in ch.subtypes
    assert s.pt(target) == (2, 2)
    assert not s.game.view(s.battlefield(1, grizzly_bears())[0]).is_type("Land")


def test_becoming_a_creature_without_keeping_types_is_refused():
    """CR 205.1a: "becomes a 2/2 creature" alone would replace the enchantment type — not
    supported yet, so the face isn't ok."""
    with pytest.raises(AssertionError):
        compiled("Statue {1}\nEnchantment\n{1}: This enchantment becomes a 2/2 creature until "
                 "end of turn.")  # fmt: skip


def test_becomes_type_riders_and_colors():
    """CR 205.1a-b, 105.3, 613.4b: "becomes an artifact in addition to its other types";
    "becomes a Frog with base power and toughness 3/3" replaces the creature types;
    "that's still a land"; "becomes blue" replaces the colors, "in addition to its other
    colors" adds one."""
    coating = compiled("Coating {2}{U}\nArtifact\n{T}: Target permanent becomes an artifact in "
                       "addition to its other types until end of turn.")  # fmt: skip
    omnibian = compiled(
        "Omnibian {1}{G}{U}\nCreature — Frog\n{T}: Target creature becomes a Frog with base "
        "power and toughness 3/3 until end of turn.\n1/1"
    )
    druid = compiled("Quirion Druid {2}{G}\nCreature — Elf Druid\n{G}, {T}: Target land becomes "
                     "a 2/2 green creature that's still a land.\n1/2")  # fmt: skip
    wisps = compiled("Wisps {U}\nInstant\nTarget creature becomes blue until end of turn.")
    indigo = compiled("Indigo Faerie {1}{U}\nCreature — Faerie\n{U}: Target permanent becomes "
                      "blue in addition to its other colors until end of turn.\n1/1")  # fmt: skip
    s = Scenario()
    s.battlefield(0, forest(), island(), island(), island())
    tools = s.battlefield(0, coating, omnibian, druid, indigo)
    bear = s.battlefield(1, grizzly_bears())[0]
    target_land = s.battlefield(1, plains())[0]
    s.activate(0, tools[0], targets=(bear,))
    s.resolve()
    assert s.game.view(bear).is_type("Artifact") and s.game.view(bear).is_type("Creature")
    s.activate(0, tools[1], targets=(bear,))
    s.resolve()
    ch = s.game.view(bear)
    assert ch.subtypes == {"Frog"} and s.pt(bear) == (3, 3)
    s.activate(0, tools[2], targets=(target_land,))
    s.resolve()
    ch = s.game.view(target_land)
    assert ch.is_type("Land") and ch.is_type("Creature") and s.pt(target_land) == (2, 2)
    assert ch.colors == frozenset({ManaType.G}) and "Plains" in ch.subtypes
    s.activate(0, tools[3], targets=(bear,))
    s.resolve()
    assert s.game.view(bear).colors == frozenset({ManaType.G, ManaType.U})
    s.battlefield(0, island())
    s.cast(0, s.hand(0, wisps)[0], targets=(bear,))
    s.resolve()
    assert s.game.view(bear).colors == frozenset({ManaType.U})
