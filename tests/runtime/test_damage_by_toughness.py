"""Creatures that assign combat damage equal to their toughness rather than their power
(CR 510.1a), compiled from real card text: Doran, the Siege Tower (each creature), Belligerent
Brontodon (each creature you control) and Gauntlets of Light (enchanted
creature)."""

from kw_compile import compile_card

from mtgc.runtime.cards_basic import grizzly_bears
from mtgc.runtime.scenario import Scenario, Step
from mtgc.runtime.state.objects import PlayerRef

BOB = PlayerRef(1)
DORAN = compile_card("""Doran, the Siege Tower {W}{B}{G}
Legendary Creature — Treefolk Shaman
Each creature assigns combat damage equal to its toughness rather than its power.
0/5""")
BRONTODON = compile_card("""Belligerent Brontodon {5}{G}{W}
Creature — Dinosaur
Each creature you control assigns combat damage equal to its toughness rather than its power.
4/6""")
GAUNTLETS = compile_card("""Gauntlets of Light {2}{W}
Enchantment — Aura
Enchant creature
Enchanted creature gets +0/+2 and assigns combat damage equal to its toughness rather than its power.
Enchanted creature has "{2}{W}: Untap this creature."
""")  # noqa: E501
WALL = compile_card("""Wall of Stone {1}{R}{R}
Creature — Wall
Defender
0/8""")
GIANT = compile_card("""Hill Giant {3}{R}
Creature — Giant
3/3""")


def test_doran_attacks_for_its_toughness():
    """CR 510.1a: Doran (0/5) unblocked deals 5 combat damage to Bob, not 0."""
    s = Scenario()
    doran = s.battlefield(0, DORAN)[0]
    s.attack({doran: BOB})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 15


def test_doran_affects_every_creature_blockers_too():
    """CR 510.1a: "each creature" includes Bob's blocker: Wall of Stone (0/8) deals 8 to the
    blocked Hill Giant (3/3), which dies; the Giant deals 3 (its toughness) to the Wall."""
    s = Scenario()
    s.battlefield(0, DORAN)
    giant = s.battlefield(0, GIANT)[0]
    wall = s.battlefield(1, WALL)[0]
    s.attack({giant: BOB})
    s.block(1, {wall: giant})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.zone_of(giant) is None
    assert s.obj(wall).damage == 3


def test_brontodon_affects_only_your_creatures():
    """CR 510.1a, 109.5: "you control" — Alice's Grizzly Bears (2/2) deals 2 either way;
    Bob's blocking Wall of Stone still deals 0 (its power)."""
    s = Scenario()
    s.battlefield(0, BRONTODON)
    bear = s.battlefield(0, grizzly_bears())[0]
    wall = s.battlefield(1, WALL)[0]
    s.attack({bear: BOB})
    s.block(1, {wall: bear})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.obj(bear).damage == 0
    assert s.obj(wall).damage == 2


def test_gauntlets_enchanted_creature_deals_its_toughness():
    """CR 510.1a, 613.4c: Grizzly Bears with Gauntlets of Light is 2/4 and deals 4."""
    s = Scenario()
    bear = s.battlefield(0, grizzly_bears())[0]
    s.battlefield(0, GAUNTLETS, attached_to=bear)
    s.attack({bear: BOB})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 16
