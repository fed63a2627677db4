""" "[Creatures] have base power and toughness N/M" (CR 613.4b, layer 7b), compiled from real
cards' Oracle text: counters and +N/+N effects still apply on top (layer 7c, CR 613.4c)."""

from __future__ import annotations

from effects_compile import compile_card

from mtgc.runtime.cards_basic import creature, grizzly_bears, island
from mtgc.runtime.scenario import PlayerRef, Scenario, Step

DIMINISH = compile_card("Target creature has base power and toughness 1/1 until end of turn.",
                        "Instant", "{U}", name="Diminish")  # fmt: skip
GODHEAD_OF_AWE = compile_card("Flying\nOther creatures have base power and toughness 1/1.",
                              "Creature — Spirit Avatar", "{W/U}{W/U}{W/U}{W/U}{W/U}{W/U}",
                              ("4", "4"), name="Godhead of Awe")  # fmt: skip


def test_diminish_sets_base_pt_under_counters():
    """CR 613.4b-c: a 5/5 with a +1/+1 counter becomes 1/1 base, 2/2 with the counter; back
    to 6/6 after the turn (CR 514.2)."""
    s = Scenario()
    s.battlefield(0, island())
    wurm = s.battlefield(1, creature("Wurm", "{5}", 5, 5), counters={"+1/+1": 1})[0]
    s.cast(0, s.hand(0, DIMINISH)[0], targets=(wurm,))
    s.resolve()
    assert s.pt(wurm) == (2, 2)
    s.advance_to(Step.UPKEEP)
    assert s.pt(wurm) == (6, 6)


def test_godhead_of_awe_sets_every_other_creature():
    """CR 611.3a: a static ability: every other creature is 1/1; the Godhead stays 4/4."""
    s = Scenario()
    god = s.battlefield(0, GODHEAD_OF_AWE)[0]
    bear = s.battlefield(1, grizzly_bears())[0]
    assert s.pt(bear) == (1, 1)
    assert s.pt(god) == (4, 4)


SINGING_TREE = compile_card("{T}: Target attacking creature has base power 0 until end of "
                            "turn.", "Creature — Plant", "{3}{G}", ("0", "1"),
                            name="Singing Tree")  # fmt: skip


def test_singing_tree_sets_only_the_power():
    """CR 613.4b: base power 0, toughness unchanged; the bear deals no combat damage."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    tree = s.battlefield(0, SINGING_TREE)[0]
    bear = s.battlefield(1, grizzly_bears())[0]
    s.attack({bear: PlayerRef(0)})
    s.pass_priority(1)
    s.activate(0, tree, targets=(bear,))
    s.resolve()
    assert s.pt(bear) == (0, 2)
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(0) == 20
