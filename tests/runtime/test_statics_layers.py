"""Continuous effects of static abilities compiled from real card text (CR 611.3a,
613.4c): counts read while the layers apply ("for each")."""

from __future__ import annotations

from test_statics_conditions import compiled

from mtgc.runtime.cards_basic import forest, grizzly_bears, island
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
