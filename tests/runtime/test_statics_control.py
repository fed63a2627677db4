""" "You control enchanted creature." compiled from real card text (CR 613.1b layer 2,
303.4): Alice controls Bob's creature while her Aura enchants it."""

from __future__ import annotations

from test_statics_conditions import compiled

from mtgc.runtime.cards_basic import grizzly_bears, island, plains
from mtgc.runtime.scenario import Scenario

CONTROL_MAGIC = compiled(
    "Control Magic {2}{U}{U}\nEnchantment — Aura\nEnchant creature\nYou control enchanted creature."
)
DISENCHANT = compiled("Disenchant {1}{W}\nInstant\nDestroy target artifact or enchantment.")


def test_control_magic_changes_control_while_attached():
    """CR 613.1b: Bob's Bears are Alice's (and summoning sick for her, CR 302.6) while
    Control Magic enchants them; when the Aura leaves, Bob controls them again."""
    s = Scenario()
    s.battlefield(0, island(), island(), island(), island(), plains(), plains())
    bear = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, CONTROL_MAGIC)[0], targets=(bear,))
    s.resolve()
    aura = s.find("Control Magic")[0]
    assert s.obj(aura).attached_to == bear
    assert s.game.view(bear).controller == 0
    s.game.track_control()
    assert s.game.summoning_sick(bear)
    s.cast(0, s.hand(0, DISENCHANT)[0], targets=(aura,))
    s.resolve()
    assert s.game.view(bear).controller == 1
