""" "[Action]. If you do, [effect]." after an action that isn't optional (CR 608.2c): the
effect happens only if the action was performed, compiled from real cards' Oracle text."""

from __future__ import annotations

from effects_compile import compile_card

from mtgc.runtime.cards_basic import creature, grizzly_bears, swamp
from mtgc.runtime.scenario import PlayerRef, Scenario, Zone

PROMISE_OF_BUNREI = compile_card("When a creature you control dies, sacrifice this "
                                 "enchantment. If you do, create four 1/1 colorless Spirit "
                                 "creature tokens.", "Enchantment", "{2}{W}",
                                 name="Promise of Bunrei")  # fmt: skip
EXEMPLAR_OF_STRENGTH = compile_card("When this creature enters, put three \u22121/\u22121 counters "
                                    "on target creature you control.\nWhenever this creature "
                                    "attacks, remove a \u22121/\u22121 counter from it. If you do, "
                                    "you gain 1 life.", "Creature \u2014 Zombie Minotaur Warrior",
                                    "{1}{B}", ("6", "6"),
                                    name="Exemplar of Strength")  # fmt: skip
DAMNATION = compile_card("Destroy all creatures.", "Sorcery", "{2}{B}{B}",
                               name="Damnation")  # fmt: skip


def test_promise_of_bunrei_makes_spirits_once():
    """CR 608.2c: two creatures die at once — two triggers; the first sacrifices the
    enchantment and makes four Spirits, the second can't sacrifice it and makes none."""
    s = Scenario()
    s.battlefield(0, *[swamp() for _ in range(4)])
    s.battlefield(0, PROMISE_OF_BUNREI)
    s.battlefield(0, grizzly_bears(), creature("Ogre", "{2}{R}", 3, 3))
    s.cast(0, s.hand(0, DAMNATION)[0])
    s.resolve_stack()
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Spirit Token") == 4
    assert "Promise of Bunrei" in s.zone_names(0, Zone.GRAVEYARD)


def test_exemplar_gains_life_only_if_a_counter_was_removed():
    """CR 608.2c: with a \u22121/\u22121 counter on it, attacking removes it and Alice gains 1
    life; with none, nothing is removed and she gains none."""
    for counters, life in ((2, 21), (0, 20)):
        s = Scenario()
        exemplar = s.battlefield(0, EXEMPLAR_OF_STRENGTH, counters={"-1/-1": counters})[0]
        s.attack({exemplar: PlayerRef(1)})
        s.resolve_stack()
        assert s.life(0) == life
        assert s.obj(exemplar).counters.get("-1/-1", 0) == max(counters - 1, 0)
