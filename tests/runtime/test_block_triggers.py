"""Block triggers naming the other creature (CR 509.3c-d, 603.2), compiled from real cards'
text: "Whenever this creature blocks or becomes blocked by a creature, ..." — "that
creature" is the other creature of the block."""

from __future__ import annotations

from effects_compile import compile_card

from mtgc.runtime.cards_basic import creature, grizzly_bears
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone

ASHMOUTH_HOUND = compile_card("Whenever this creature blocks or becomes blocked by a creature, "
                              "this creature deals 1 damage to that creature.",
                              "Creature — Elemental Dog", "{1}{R}", ("2", "1"),
                              name="Ashmouth Hound")  # fmt: skip
ROCK_BASILISK = compile_card("Whenever this creature blocks or becomes blocked by a non-Wall "
                             "creature, destroy that creature at end of combat.",
                             "Creature — Basilisk", "{4}{R}{G}", ("4", "5"),
                             name="Rock Basilisk")  # fmt: skip


def test_hound_damages_its_blocker():
    """CR 509.3d: it becomes blocked by a 1/1 — 1 damage to that creature, before combat
    damage (it dies, so the hound is unharmed and deals no damage to it in combat)."""
    s = Scenario()
    hound = s.battlefield(0, ASHMOUTH_HOUND)[0]
    s.battlefield(1, creature("Squire", "{1}{W}", 1, 2))
    squire = s.find("Squire", Zone.BATTLEFIELD)[0]
    s.attack({hound: PlayerRef(1)})
    s.block(1, {squire: hound})
    s.resolve()  # the trigger
    assert s.obj(squire).damage == 1


def test_hound_damages_the_attacker_it_blocks():
    """CR 509.3c: it blocks a 2/2 — 1 damage to the attacker."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    bear = s.battlefield(1, grizzly_bears())[0]
    hound = s.battlefield(0, ASHMOUTH_HOUND)[0]
    s.attack({bear: PlayerRef(0)})
    s.block(0, {hound: bear})
    s.resolve()
    assert s.obj(bear).damage == 1


def test_basilisk_spares_walls():
    """CR 603.7: the delayed destruction at end of combat hits the non-Wall creature only."""
    s = Scenario()
    basilisk = s.battlefield(0, ROCK_BASILISK)[0]
    wall = s.battlefield(1, creature("Wall of Stone", "{1}{R}{R}", 0, 8, subtypes=("Wall",)))[0]
    s.attack({basilisk: PlayerRef(1)})
    s.block(1, {wall: basilisk})
    s.advance_to(Step.POSTCOMBAT_MAIN)
    assert s.zone_of(wall) is Zone.BATTLEFIELD and s.zone_of(basilisk) is Zone.BATTLEFIELD
    s2 = Scenario()
    basilisk = s2.battlefield(0, ROCK_BASILISK)[0]
    ox = s2.battlefield(1, creature("Ox", "{1}{W}", 2, 5))[0]
    s2.attack({basilisk: PlayerRef(1)})
    s2.block(1, {ox: basilisk})
    s2.advance_to(Step.POSTCOMBAT_MAIN)
    assert s2.zone_names(1, Zone.GRAVEYARD) == ["Ox"]  # survived 4 damage, then destroyed


SOMBERWALD_ALPHA = compile_card("Whenever a creature you control becomes blocked, it gets +1/+1 "
                                "until end of turn.", "Creature — Wolf", "{3}{G}", ("3", "2"),
                                name="Somberwald Alpha")  # fmt: skip
CUNNING_EVASION = compile_card("Whenever a creature you control becomes blocked, you may return "
                               "it to its owner's hand.", "Enchantment", "{1}{U}",
                               name="Cunning Evasion")  # fmt: skip


def test_a_creature_you_control_becomes_blocked_gets_bigger():
    """CR 509.3d, 603.2: each of Alice's blocked creatures triggers once — "it" is that
    attacker; her unblocked one and Bob's blocker don't trigger."""
    s = Scenario()
    s.battlefield(0, SOMBERWALD_ALPHA)
    bear, ogre = s.battlefield(0, grizzly_bears(), creature("Ogre", "{2}{R}", 3, 3))
    wall = s.battlefield(1, creature("Wall", "{1}{W}", 0, 6))[0]
    s.attack({bear: PlayerRef(1), ogre: PlayerRef(1)})
    s.block(1, {wall: bear})
    s.resolve_stack()
    assert s.pt(bear) == (3, 3)
    assert s.pt(ogre) == (3, 3)
    assert s.pt(wall) == (0, 6)


def test_a_blocked_creature_may_return_to_its_owners_hand():
    """CR 509.3d, 608.2d: Alice chooses to return her blocked Bears."""
    from mtgc.runtime.agents import ChooseYesNo

    s = Scenario()
    s.battlefield(0, CUNNING_EVASION)
    bear = s.battlefield(0, grizzly_bears())[0]
    wall = s.battlefield(1, creature("Wall", "{1}{W}", 0, 6))[0]
    s.attack({bear: PlayerRef(1)})
    s.answer(0, ChooseYesNo, True)
    s.block(1, {wall: bear})
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]
