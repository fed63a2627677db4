"""Combat requirements compiled from real cards' Oracle text: "attacks / blocks this turn if
able", "blocks this creature this turn if able", "blocks each combat if able" (CR 508.1d,
509.1c: a declaration obeys as many requirements as it can without breaking a
restriction)."""

from __future__ import annotations

import pytest
from effects_compile import compile_card

from mtgc.runtime.cards_basic import creature, forest, grizzly_bears, mountain
from mtgc.runtime.errors import CombatError
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone
from mtgc.runtime.state.abilities import Flying

BOB = PlayerRef(1)
CULLING_MARK = compile_card("Target creature blocks this turn if able.", "Sorcery", "{2}{G}",
                            name="Culling Mark")  # fmt: skip
BOILING_BLOOD = compile_card("Target creature attacks this turn if able.\nDraw a card.",
                             "Instant", "{2}{R}", name="Boiling Blood")  # fmt: skip
TRUMPETING_ARMODON = compile_card("{1}{G}: Target creature blocks this creature this turn if "
                                  "able.", "Creature — Elephant", "{3}{G}", ("3", "3"),
                                  name="Trumpeting Armodon")  # fmt: skip
RAZORGRASS_SCREEN = compile_card("Defender\nThis creature blocks each combat if able.",
                                 "Artifact Creature — Wall", "{1}", ("2", "1"),
                                 name="Razorgrass Screen")  # fmt: skip


def test_culling_mark_makes_the_creature_block():
    """CR 509.1c: Bob's bear must block if able — declaring no blockers is refused;
    blocking the attacker obeys the requirement."""
    s = Scenario()
    s.battlefield(0, *[forest() for _ in range(3)])
    ogre = s.battlefield(0, creature("Ogre", "{2}{R}", 3, 3))[0]
    bear = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, CULLING_MARK)[0], targets=(bear,))
    s.resolve()
    s.attack({ogre: BOB})
    with pytest.raises(CombatError):
        s.block(1, {})
    s.block(1, {bear: ogre})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_boiling_blood_makes_the_creature_attack():
    """CR 508.1d: the targeted creature must attack this turn if able."""
    s = Scenario()
    s.battlefield(0, *[mountain() for _ in range(3)])
    bear = s.battlefield(0, grizzly_bears())[0]
    s.library(0, grizzly_bears())
    s.cast(0, s.hand(0, BOILING_BLOOD)[0], targets=(bear,))
    s.resolve()
    with pytest.raises(CombatError):
        s.attack({})
    s.attack({bear: BOB})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 18


def test_armodon_lure_requires_blocking_the_armodon():
    """CR 509.1c: the targeted creature must block the Armodon if able; blocking the other
    attacker instead obeys fewer requirements and is refused."""
    s = Scenario()
    s.battlefield(0, forest(), forest())
    armodon = s.battlefield(0, TRUMPETING_ARMODON)[0]
    bear = s.battlefield(0, grizzly_bears())[0]
    wall = s.battlefield(1, creature("Wall", "{2}", 0, 5))[0]
    s.set_step(Step.BEGINNING_OF_COMBAT)
    s.activate(0, armodon, targets=(wall,))
    s.resolve()
    s.attack({armodon: BOB, bear: BOB})
    with pytest.raises(CombatError):
        s.block(1, {wall: bear})
    s.block(1, {wall: armodon})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 18


def test_razorgrass_screen_blocks_only_if_able():
    """CR 509.1c: a requirement is obeyed only if possible — the Screen can't block a
    flier (CR 702.9b), so declaring no blockers is legal; a ground attacker must be
    blocked."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    bird = s.battlefield(1, creature("Bird", "{1}", 1, 1, Flying()))[0]
    s.battlefield(0, RAZORGRASS_SCREEN)
    s.attack({bird: PlayerRef(0)})
    s.block(0, {})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(0) == 19


def test_razorgrass_screen_must_block_a_ground_attacker():
    """CR 509.1c: "blocks each combat if able"."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    bear = s.battlefield(1, grizzly_bears())[0]
    screen = s.battlefield(0, RAZORGRASS_SCREEN)[0]
    s.attack({bear: PlayerRef(0)})
    with pytest.raises(CombatError):
        s.block(0, {})
    s.block(0, {screen: bear})
    assert s.life(0) == 20


LURE = compile_card("Enchant creature\nAll creatures able to block enchanted creature do so.",
                    "Enchantment — Aura", "{1}{G}{G}", name="Lure")  # fmt: skip
IRRESISTIBLE_PREY = compile_card("Target creature must be blocked this turn if able.\nDraw a "
                                 "card.", "Sorcery", "{G}", name="Irresistible Prey")  # fmt: skip
HUNT_THE_WEAK = compile_card("All creatures able to block target creature this turn do so.",
                             "Instant", "{G}", name="Lure Spell")  # fmt: skip


def test_lure_requires_only_the_creatures_able_to_block():
    """CR 509.1c, 702.9b: the lured attacker flies — Bob's flying Wall must block it, his
    bears can't and stay free of the requirement."""
    s = Scenario()
    ogre = s.battlefield(0, creature("Ogre", "{2}{R}", 3, 3, Flying()))[0]
    s.battlefield(0, LURE, attached_to=ogre)
    s.battlefield(1, grizzly_bears(), grizzly_bears())
    wall = s.battlefield(1, creature("Wall", "{2}", 0, 5, Flying()))[0]
    s.attack({ogre: BOB})
    with pytest.raises(CombatError):
        s.block(1, {})
    s.block(1, {wall: ogre})
    assert s.state.combat.blocked[ogre] == [wall]


def test_lure_with_ground_blockers():
    """CR 509.1c: an unflying lured attacker must be blocked by every creature able to."""
    s = Scenario()
    ogre = s.battlefield(0, creature("Ogre", "{2}{R}", 3, 3))[0]
    s.battlefield(0, LURE, attached_to=ogre)
    bear, bear2 = s.battlefield(1, grizzly_bears(), grizzly_bears())
    s.attack({ogre: BOB})
    with pytest.raises(CombatError):
        s.block(1, {bear: ogre})
    s.block(1, {bear: ogre, bear2: ogre})
    assert s.state.combat.blocked[ogre] == [bear, bear2]


def test_irresistible_prey_must_be_blocked():
    """CR 509.1c: no blockers is refused while a creature could block the target; a block
    of another attacker doesn't obey it either."""
    s = Scenario()
    s.battlefield(0, forest())
    ogre, bear = s.battlefield(0, creature("Ogre", "{2}{R}", 3, 3), grizzly_bears())
    wall = s.battlefield(1, creature("Wall", "{2}", 0, 5))[0]
    s.library(0, grizzly_bears())
    s.cast(0, s.hand(0, IRRESISTIBLE_PREY)[0], targets=(ogre,))
    s.resolve()
    s.attack({ogre: BOB, bear: BOB})
    with pytest.raises(CombatError):
        s.block(1, {})
    with pytest.raises(CombatError):
        s.block(1, {wall: bear})
    s.block(1, {wall: ogre})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 18


def test_lure_spell_locks_in_the_blockers():
    """CR 509.1c, 611.2c: "All creatures able to block target creature this turn do so."."""
    s = Scenario()
    s.battlefield(0, forest())
    ogre = s.battlefield(0, creature("Ogre", "{2}{R}", 3, 3))[0]
    bear = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, HUNT_THE_WEAK)[0], targets=(ogre,))
    s.resolve()
    s.attack({ogre: BOB})
    with pytest.raises(CombatError):
        s.block(1, {})
    s.block(1, {bear: ogre})
    assert s.life(1) == 20


def test_random_blocker_obeys_a_lure():
    """CR 509.1c: a random player declares a legal block under a requirement: every able
    creature blocks the lured attacker (no fallback to an illegal empty block)."""
    import random

    from mtgc.runtime.agents import DeclareBlockers

    decision = DeclareBlockers(1, (5, 6, 7), (1, 2), ((5, (1,)), (6, (1,))))
    for seed in range(20):
        answer = decision.random(random.Random(seed))
        assert answer[5] == 1 and answer[6] == 1
