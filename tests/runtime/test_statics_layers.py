"""Continuous effects of static abilities compiled from real card text (CR 611.3a,
613.4c): counts read while the layers apply ("for each")."""

from __future__ import annotations

import pytest
from test_statics_conditions import BOLT, compiled

from mtgc.runtime.cards_basic import forest, grizzly_bears, island, mountain
from mtgc.runtime.errors import CostError
from mtgc.runtime.scenario import Scenario, Zone


def test_gets_plus_one_for_each_artifact_you_control():
    """CR 613.4c, 611.3a: "This creature gets +1/+0 for each artifact you control." — the
    count follows the game: it counts itself, and changes as artifacts come and go."""
    text = ("Golem {3}\nArtifact Creature — Golem\nThis creature gets +1/+0 for each artifact "
            "you control.\n0/2")  # fmt: skip
    trinket = compiled("Trinket {1}\nArtifact\n{T}: Add {C}.")
    s = Scenario()
    golem = s.battlefield(0, compiled(text))[0]
    assert s.pt(golem) == (1, 2)
    s.battlefield(0, trinket, trinket)
    s.battlefield(1, trinket)  # Bob's artifact doesn't count
    assert s.pt(golem) == (3, 2)


def test_enchanted_creature_gets_plus_one_for_each_forest():
    """CR 613.4c: "Enchanted creature gets +1/+1 for each Forest you control." """
    text = ("Blanchwood Armor {2}{G}\nEnchantment — Aura\nEnchant creature\nEnchanted creature "
            "gets +1/+1 for each Forest you control.")  # fmt: skip
    s = Scenario()
    bear = s.battlefield(0, grizzly_bears())[0]
    s.battlefield(0, forest(), forest(), island())
    s.battlefield(0, compiled(text), attached_to=bear)
    assert s.pt(bear) == (4, 4)


def test_for_each_creature_card_in_your_graveyard():
    """CR 613.4c: "This creature gets +1/+1 for each creature card in your graveyard." —
    cards in Bob's graveyard don't count."""
    text = ("Ghoul {2}{B}\nCreature — Zombie\nThis creature gets +1/+1 for each creature card in "
            "your graveyard.\n1/1")  # fmt: skip
    s = Scenario()
    ghoul = s.battlefield(0, compiled(text))[0]
    s.graveyard(0, grizzly_bears(), island())
    s.graveyard(1, grizzly_bears())
    assert s.pt(ghoul) == (2, 2)
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Grizzly Bears", "Island"]


def test_noncreature_spells_cost_one_more():
    """CR 601.2f: "Noncreature spells cost {1} more to cast." — Alice's Bolt needs two
    lands while it's on the battlefield (Bob's permanent taxes everyone)."""
    thalia = compiled("Thalia {1}{W}\nCreature — Human Soldier\nNoncreature spells cost {1} "
                      "more to cast.\n2/1")  # fmt: skip
    s = Scenario()
    s.battlefield(1, thalia)
    s.battlefield(0, mountain())
    with pytest.raises(CostError):
        s.cast(0, s.hand(0, compiled(BOLT))[0], targets=(s.find("Thalia")[0],))
    s.battlefield(0, mountain())
    s.cast(0, s.find("Lightning Bolt", Zone.HAND)[0], targets=(s.find("Thalia")[0],))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Thalia"]


def test_this_spell_costs_one_less_for_each_artifact():
    """CR 601.2f: "This spell costs {1} less to cast for each artifact you control." on a
    sorcery — with two artifacts, {2}{U} costs {U}."""
    text = ("Thoughtcast {4}{U}\nSorcery\nThis spell costs {1} less to cast for each artifact you "
            "control.\nDraw two cards.")  # fmt: skip
    trinket = compiled("Trinket {1}\nArtifact\nThis artifact enters tapped.")
    s = Scenario()
    s.battlefield(0, trinket, trinket, trinket, trinket)
    s.battlefield(0, island())
    s.library(0, island(), island())
    s.cast(0, s.hand(0, compiled(text))[0])
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Island", "Island"]
