"""Exchanging control of two permanents (CR 701.12a-b), compiled from real cards' text."""

from effects_compile import compile_card

from mtgc.runtime.cards_basic import creature, grizzly_bears, island
from mtgc.runtime.scenario import Scenario, Zone

#: Switcheroo
SWITCHEROO = compile_card("Exchange control of two target creatures.", "Sorcery", "{4}{U}",
                          name="Switcheroo")  # fmt: skip
#: Phyrexian Infiltrator
INFILTRATOR = compile_card("{2}{U}{U}: Exchange control of this creature and target creature.",
                           "Creature — Phyrexian Minion", "{2}{U}{U}", ("2", "2"),
                           name="Phyrexian Infiltrator")  # fmt: skip


def test_two_target_creatures_change_controllers():
    """CR 701.12b: Alice's Bears and Bob's Goblin are controlled by different players: each
    player gains control of the other's."""
    s = Scenario()
    s.battlefield(0, *[island() for _ in range(5)])
    bear = s.battlefield(0, grizzly_bears())[0]
    goblin = s.battlefield(1, creature("Raging Goblin", "{R}", 1, 1))[0]
    s.cast(0, s.hand(0, SWITCHEROO)[0], targets=(bear, goblin))
    s.resolve_stack()
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Raging Goblin") == 1
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Grizzly Bears"]


def test_no_part_of_an_incomplete_exchange_happens():
    """CR 701.12a: the targeted Goblin is gone as the ability resolves: the Infiltrator
    stays Alice's."""
    s = Scenario()
    s.battlefield(0, *[island() for _ in range(4)])
    infiltrator = s.battlefield(0, INFILTRATOR)[0]
    goblin = s.battlefield(1, creature("Raging Goblin", "{R}", 1, 1))[0]
    s.activate(0, infiltrator, 0, targets=(goblin,))
    s.game.destroy(goblin)  # in response (as an instant would)
    s.resolve_stack()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Raging Goblin"]
    assert "Phyrexian Infiltrator" in s.zone_names(0, Zone.BATTLEFIELD)
