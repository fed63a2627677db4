"""Counters by their rules, with cards compiled from their Oracle text: P/T counters of
every kind (CR 122.1a, 613.4c), +1/+1 and -1/-1 annihilation (CR 704.5q), shield counters
(CR 122.1c) and stun counters (CR 122.1d)."""

from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseTargets
from mtgc.runtime.cards_basic import creature, forest
from mtgc.runtime.scenario import Scenario, Step, Zone

MOUNTAIN = "Mountain\nBasic Land — Mountain\n({T}: Add {R}.)"
SWAMP = "Swamp\nBasic Land — Swamp\n({T}: Add {B}.)"
PLAINS = "Plains\nBasic Land — Plains\n({T}: Add {W}.)"
ISLAND = "Island\nBasic Land — Island\n({T}: Add {U}.)"
BOLT = "Lightning Bolt {R}\nInstant\nLightning Bolt deals 3 damage to any target."
MURDER = "Murder {1}{B}{B}\nInstant\nDestroy target creature."
ARMOR_THRULL = """Armor Thrull {2}{B}
Creature — Thrull
{T}, Sacrifice this creature: Put a +1/+2 counter on target creature.
1/3"""
WALL_OF_ROOTS = """Wall of Roots {1}{G}
Creature — Plant Wall
Defender
Put a -0/-1 counter on this creature: Add {G}. Activate only once each turn.
0/5"""
LIGHTNING_SERPENT = """Lightning Serpent {X}{R}
Creature — Elemental Serpent
Trample, haste
This creature enters with X +1/+0 counters on it.
At the beginning of the end step, sacrifice this creature.
2/1"""
SKINRENDER = """Skinrender {2}{B}{B}
Creature — Phyrexian Zombie
When this creature enters, put three -1/-1 counters on target creature.
3/3"""
BOON_OF_SAFETY = """Boon of Safety {W}
Instant
Put a shield counter on target creature. (If it would be dealt damage or destroyed, \
remove a shield counter from it instead.)
Scry 1."""
SWOOPING_PROTECTOR = """Swooping Protector {3}{W}
Creature — Bird Citizen
Flash
Flying
This creature enters with a shield counter on it. (If it would be dealt damage or \
destroyed, remove a shield counter from it instead.)
2/1"""
ROWDY_SNOWBALLERS = """Rowdy Snowballers {2}{U}
Creature — Human Peasant Ally
When this creature enters, tap target creature an opponent controls and put a stun \
counter on it. (If a permanent with a stun counter would become untapped, remove one \
from it instead.)
2/2"""


def test_plus_one_plus_two_counter_adds_to_power_and_toughness():
    """CR 122.1a, 613.4c: a +1/+2 counter gives +1 power and +2 toughness (layer 7c)."""
    s = Scenario()
    thrull = s.battlefield(0, compile_card(ARMOR_THRULL))[0]
    b = s.battlefield(0, bear())[0]
    s.activate(0, thrull, targets=(b,))
    s.resolve()
    assert s.obj(b).counters == {"+1/+2": 1}
    assert s.pt(b) == (3, 4)


def test_minus_zero_minus_one_counter_lowers_toughness_until_the_wall_dies():
    """CR 122.1a: each -0/-1 counter paid for Wall of Roots' mana lowers its toughness by
    one; with five of them it has toughness 0 and is put into the graveyard (704.5f)."""
    s = Scenario()
    wall = s.battlefield(0, compile_card(WALL_OF_ROOTS))[0]
    s.tap_for_mana(0, wall)
    assert s.pool(0) == "{G}" and s.pt(wall) == (0, 4)
    s.game.add_counters(wall, "-0/-1", 4)  # four more uses on earlier turns
    s.pass_priority()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Wall of Roots"]


def test_enters_with_x_plus_one_plus_zero_counters():
    """CR 122.1a, 614.1c, 107.3m: Lightning Serpent cast for X=3 enters with three +1/+0
    counters: a 5/1."""
    s = Scenario()
    s.battlefield(0, *[compile_card(MOUNTAIN)] * 4)
    serpent = s.hand(0, compile_card(LIGHTNING_SERPENT))[0]
    s.cast(0, serpent, x=3)
    s.resolve()
    [serpent] = s.find("Lightning Serpent", Zone.BATTLEFIELD)
    assert s.obj(serpent).counters == {"+1/+0": 3}
    assert s.pt(serpent) == (5, 1)


def test_pt_counters_count_on_a_card_in_the_graveyard():
    """CR 122.1a: a +X/+Y counter on a creature card in another zone changes its P/T."""
    s = Scenario()
    card = s.graveyard(0, bear())[0]
    s.obj(card).counters["+2/+2"] = 1
    assert s.pt(card) == (4, 4)


def test_plus_and_minus_counters_annihilate():
    """CR 704.5q: Skinrender's three -1/-1 counters on a creature with two +1/+1 counters
    leave it with one -1/-1 counter after state-based actions."""
    s = Scenario()
    b = s.battlefield(1, bear(), counters={"+1/+1": 2})[0]
    s.battlefield(0, *[compile_card(SWAMP)] * 4)
    s.answer(0, ChooseTargets, (b,))
    s.cast(0, s.hand(0, compile_card(SKINRENDER))[0])
    s.resolve()  # the creature spell
    s.resolve()  # the enters trigger
    assert s.obj(b).counters == {"-1/-1": 1}
    assert s.pt(b) == (1, 1)


def test_shield_counter_prevents_damage_once():
    """CR 122.1c: damage to a permanent with a shield counter is prevented and a shield
    counter is removed; the next damage is dealt."""
    s = Scenario()
    b = s.battlefield(1, bear())[0]
    s.battlefield(0, compile_card(PLAINS), compile_card(MOUNTAIN), compile_card(MOUNTAIN))
    boon, bolt1, bolt2 = s.hand(0, compile_card(BOON_OF_SAFETY), compile_card(BOLT),
                                compile_card(BOLT))  # fmt: skip
    s.cast(0, boon, targets=(b,))
    s.resolve()
    assert s.obj(b).counters == {"shield": 1}
    s.cast(0, bolt1, targets=(b,))
    s.resolve()
    assert s.zone_of(b) is Zone.BATTLEFIELD
    assert s.obj(b).damage == 0 and s.obj(b).counters == {}
    s.cast(0, bolt2, targets=(b,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_shield_counter_replaces_destruction():
    """CR 122.1c: "destroy target creature" on Swooping Protector (it enters with a shield
    counter) removes the counter instead; it stays on the battlefield."""
    s = Scenario()
    bird = s.battlefield(1, compile_card(SWOOPING_PROTECTOR), enter=True)[0]
    [bird] = s.find("Swooping Protector", Zone.BATTLEFIELD)
    assert s.obj(bird).counters == {"shield": 1}
    s.battlefield(0, *[compile_card(SWAMP)] * 6)
    m1, m2 = s.hand(0, compile_card(MURDER), compile_card(MURDER))
    s.cast(0, m1, targets=(bird,))
    s.resolve()
    assert s.zone_of(bird) is Zone.BATTLEFIELD and s.obj(bird).counters == {}
    s.cast(0, m2, targets=(bird,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Swooping Protector"]


def test_stun_counter_replaces_untapping_once():
    """CR 122.1d, 502.3: Rowdy Snowballers taps Bob's creature and puts a stun counter on
    it; in Bob's untap step the counter is removed instead of untapping; the untap step
    after that untaps it."""
    s = Scenario()
    b = s.battlefield(1, bear())[0]
    s.battlefield(0, *[compile_card(ISLAND)] * 3)
    s.answer(0, ChooseTargets, (b,))
    s.cast(0, s.hand(0, compile_card(ROWDY_SNOWBALLERS))[0])
    s.resolve()
    s.resolve()
    assert s.obj(b).tapped and s.obj(b).counters == {"stun": 1}
    for p in (0, 1):
        s.library(p, bear(), bear(), bear())
    s.advance_to(Step.UPKEEP)  # Bob's turn
    assert s.state.active == 1
    assert s.obj(b).tapped and s.obj(b).counters == {}
    s.advance_to(Step.UPKEEP)  # Alice's
    s.advance_to(Step.UPKEEP)  # Bob's again
    assert not s.obj(b).tapped


def test_stun_counter_on_an_untapped_permanent_stays():
    """CR 122.1d: only an untap is replaced — an untapped permanent keeps its stun
    counter through an untap step."""
    s = Scenario()
    b = s.battlefield(1, bear(), counters={"stun": 1})[0]
    for p in (0, 1):
        s.library(p, bear(), bear())
    s.advance_to(Step.UPKEEP)
    assert s.state.active == 1 and s.obj(b).counters == {"stun": 1}


HAPATRAS_MARK = compile_card("""Hapatra's Mark {G}
Instant
Target creature you control gains hexproof until end of turn. Remove all -1/-1 counters from it. (A creature with hexproof can't be the target of spells or abilities your opponents control.)""")  # noqa: E501


def test_remove_all_counters_of_a_kind():
    """CR 122.1: "Remove all -1/-1 counters from it" — every one (three here), and only of
    that kind: the ki counter stays."""
    s = Scenario()
    s.battlefield(0, forest())
    bear = s.battlefield(0, creature("Wurm", "{4}", 5, 5))[0]
    s.game.add_counters(bear, "-1/-1", 3)
    s.game.add_counters(bear, "ki", 1)
    s.cast(0, s.hand(0, HAPATRAS_MARK)[0], targets=(bear,))
    s.resolve()
    assert s.obj(bear).counters == {"ki": 1} and s.pt(bear) == (5, 5)
