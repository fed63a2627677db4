"""Permanents' keywords that stand for other abilities, compiled from card text: echo
(CR 702.30), crew (702.122), afterlife (702.135)."""

import pytest
from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseObjects, ChooseYesNo
from mtgc.runtime.errors import CostError
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.objects import PlayerRef

BOB = PlayerRef(1)
BUGGY = """Goblin War Buggy {1}{R}
Creature — Goblin
Haste
Echo {1}{R}
2/2"""
MOUNTAIN = "Mountain\nBasic Land — Mountain\n({T}: Add {R}.)"


def _next_own_upkeep(s):
    for p in (0, 1):
        s.library(p, bear(), bear(), bear())
    s.advance_to(Step.UPKEEP)  # Bob's
    s.advance_to(Step.UPKEEP)  # Alice's
    assert s.state.active == 0


def test_echo_paid_once_then_never_again():
    """CR 702.30a: at the first upkeep after it came under Alice's control she may pay the
    echo cost to keep it; at her next upkeep echo doesn't trigger."""
    s = Scenario()
    lands = s.battlefield(0, compile_card(MOUNTAIN), compile_card(MOUNTAIN))
    buggy = s.hand(0, compile_card(BUGGY))[0]
    s.cast(0, buggy)
    s.resolve()
    [buggy] = s.find("Goblin War Buggy", Zone.BATTLEFIELD)
    _next_own_upkeep(s)
    assert s.stack_names() == ["ability of Goblin War Buggy"]
    s.answer(0, ChooseYesNo, True)
    s.resolve()
    assert s.zone_of(buggy) is Zone.BATTLEFIELD
    assert all(s.obj(i).tapped for i in lands)  # {1}{R} paid
    _next_own_upkeep(s)
    assert s.stack_names() == []
    assert s.zone_of(buggy) is Zone.BATTLEFIELD


def test_echo_unpaid_sacrifices():
    """CR 702.30a: not paying the echo cost sacrifices the permanent."""
    s = Scenario()
    buggy = s.battlefield(0, compile_card(BUGGY), sick=True)[0]
    _next_own_upkeep(s)
    s.answer(0, ChooseYesNo, False, required=False)
    s.resolve()
    assert s.zone_of(buggy) is None
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Goblin War Buggy"]


SKY_SKIFF = """Sky Skiff {2}
Artifact — Vehicle
Flying
Crew 1
2/3"""


def test_crew_taps_power_and_makes_a_creature_until_end_of_turn():
    """CR 702.122a, 301.7: crewing taps creatures with total power 1 or more; the Vehicle
    is an artifact creature until end of turn and can attack; a 0-power crew can't pay."""
    s = Scenario()
    skiff = s.battlefield(0, compile_card(SKY_SKIFF))[0]
    wall, elf = s.battlefield(0, bear(name="Wall", pt="0/4"), bear(name="Elf", pt="1/1"),
                              sick=True)  # fmt: skip
    assert not s.game.view(skiff).is_creature
    s.answer(0, ChooseObjects, (wall,))
    with pytest.raises(CostError):
        s.activate(0, skiff)
    assert not s.obj(wall).tapped
    s.answer(0, ChooseObjects, (elf,))
    s.activate(0, skiff)
    assert s.obj(elf).tapped
    s.resolve()
    assert s.game.view(skiff).is_creature and "Artifact" in s.game.view(skiff).types
    s.attack({skiff: BOB})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 18
    s.library(0, bear())
    s.library(1, bear())
    s.advance_to(Step.UPKEEP)
    assert not s.game.view(skiff).is_creature


ENFORCER = """Orzhov Enforcer {1}{B}
Creature — Human Rogue
Deathtouch
Afterlife 1
1/2"""


def test_afterlife_creates_flying_spirits_when_it_dies():
    """CR 702.135a: a 1/1 white and black Spirit with flying."""
    s = Scenario()
    enf = s.battlefield(1, compile_card(ENFORCER))[0]
    b = s.battlefield(0, bear())[0]
    s.attack({b: BOB})
    s.block(1, {enf: b})
    s.advance_to(Step.END_OF_COMBAT)
    s.resolve_stack()
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Spirit"]
    [spirit] = s.find("Spirit", Zone.BATTLEFIELD)
    ch = s.game.view(spirit)
    assert s.pt(spirit) == (1, 1) and {c.name for c in ch.colors} == {"W", "B"}
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Grizzly Bears"]


SHOCK = "Shock {R}\nInstant\nShock deals 2 damage to any target."
BUTCHER_GHOUL = """Butcher Ghoul {1}{B}
Creature — Zombie
Undying
1/1"""
FINKS = """Kitchen Finks {1}{G/W}{G/W}
Creature — Ouphe
When this creature enters, you gain 2 life.
Persist
3/2"""


def _shock(s, target):
    s.battlefield(0, compile_card(MOUNTAIN))
    s.cast(0, s.hand(0, compile_card(SHOCK))[0], targets=(target,))
    s.resolve_stack()


def test_undying_returns_once_with_a_counter():
    """CR 702.93a: it returns with a +1/+1 counter; dying with the counter it stays dead."""
    s = Scenario()
    s.battlefield(0, compile_card(BUTCHER_GHOUL))
    _shock(s, s.find("Butcher Ghoul", Zone.BATTLEFIELD)[0])
    [ghoul] = s.find("Butcher Ghoul", Zone.BATTLEFIELD)
    assert s.obj(ghoul).counters == {"+1/+1": 1} and s.pt(ghoul) == (2, 2)
    _shock(s, ghoul)
    assert s.find("Butcher Ghoul", Zone.BATTLEFIELD) == []
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Butcher Ghoul", "Shock", "Shock"]


def test_persist_returns_with_a_minus_counter_and_enters_again():
    """CR 702.79a: Kitchen Finks returns as a 2/1 with a -1/-1 counter (a new object, so
    its enters trigger gains 2 life again, CR 400.7)."""
    s = Scenario()
    finks = s.battlefield(0, compile_card(FINKS))[0]
    _shock(s, finks)
    [finks] = s.find("Kitchen Finks", Zone.BATTLEFIELD)
    assert s.obj(finks).counters == {"-1/-1": 1} and s.pt(finks) == (2, 1)
    assert s.life(0) == 22
    _shock(s, finks)
    assert s.find("Kitchen Finks", Zone.BATTLEFIELD) == []


ARCBOUND_WORKER = """Arcbound Worker {1}
Artifact Creature — Construct
Modular 1
0/0"""


def test_modular_enters_with_counters_and_moves_them_when_it_dies():
    """CR 702.43a: a 0/0 that enters with a +1/+1 counter; when it dies its counters go to
    target artifact creature (the count is its last known one, CR 608.2h)."""
    s = Scenario()
    s.battlefield(0, compile_card(MOUNTAIN), compile_card(MOUNTAIN))
    for _ in range(2):
        s.cast(0, s.hand(0, compile_card(ARCBOUND_WORKER))[0])
        s.resolve()
    a, b = s.find("Arcbound Worker", Zone.BATTLEFIELD)
    assert s.pt(a) == (1, 1) and s.obj(a).counters == {"+1/+1": 1}
    s.answer(0, ChooseYesNo, True)
    _shock(s, a)
    assert s.find("Arcbound Worker", Zone.BATTLEFIELD) == [b]
    assert s.obj(b).counters == {"+1/+1": 2} and s.pt(b) == (2, 2)


BLASTODERM = """Blastoderm {2}{G}{G}
Creature — Beast
Shroud
Fading 3
5/5"""
FOREST = "Forest\nBasic Land — Forest\n({T}: Add {G}.)"


def test_fading_counts_down_then_sacrifices():
    """CR 702.32a: enters with three fade counters; each upkeep removes one; when none can
    be removed it is sacrificed."""
    s = Scenario()
    s.battlefield(0, *[compile_card(FOREST)] * 4)
    s.cast(0, s.hand(0, compile_card(BLASTODERM))[0])
    s.resolve()
    [bd] = s.find("Blastoderm", Zone.BATTLEFIELD)
    assert s.obj(bd).counters == {"fade": 3}
    for left in (2, 1, 0):
        _next_own_upkeep(s)
        s.resolve_stack()
        assert s.obj(bd).counters.get("fade", 0) == left
    _next_own_upkeep(s)
    s.resolve_stack()
    assert s.zone_of(bd) is None and "Blastoderm" in s.zone_names(0, Zone.GRAVEYARD)


VANISHER = """Vanishing Beast {2}{G}
Creature — Beast
Vanishing 2
4/4"""


def test_vanishing_sacrifices_when_the_last_time_counter_is_removed():
    """CR 702.63a: two time counters; the second upkeep removes the last one, which
    triggers the sacrifice."""
    s = Scenario()
    s.battlefield(0, *[compile_card(FOREST)] * 3)
    s.cast(0, s.hand(0, compile_card(VANISHER))[0])
    s.resolve()
    [v] = s.find("Vanishing Beast", Zone.BATTLEFIELD)
    assert s.obj(v).counters == {"time": 2}
    _next_own_upkeep(s)
    s.resolve_stack()
    assert s.obj(v).counters == {"time": 1}
    _next_own_upkeep(s)
    s.resolve()
    assert s.stack_names() == ["ability of Vanishing Beast"]
    s.resolve()
    assert s.zone_of(v) is None


GLINT_SLEEVE = """Glint-Sleeve Artisan {2}{W}
Creature — Dwarf Artificer
Fabricate 1
2/2"""
PLAINS = "Plains\nBasic Land — Plains\n({T}: Add {W}.)"


def test_fabricate_counters_or_servos():
    """CR 702.123a: choose a +1/+1 counter, or else a 1/1 colorless Servo token."""
    for counters in (True, False):
        s = Scenario()
        s.battlefield(0, *[compile_card(PLAINS)] * 3)
        s.cast(0, s.hand(0, compile_card(GLINT_SLEEVE))[0])
        s.answer(0, ChooseYesNo, counters)
        s.resolve_stack()
        [g] = s.find("Glint-Sleeve Artisan", Zone.BATTLEFIELD)
        if counters:
            assert s.pt(g) == (3, 3) and s.find("Servo") == []
        else:
            [servo] = s.find("Servo", Zone.BATTLEFIELD)
            v = s.game.view(servo)
            assert s.pt(servo) == (1, 1) and v.colors == frozenset()
            assert v.types == {"Artifact", "Creature"} and s.pt(g) == (2, 2)


REMORA_WALL = """Glacial Sentry {2}{U}
Creature — Wall
Defender
Cumulative upkeep {1}
0/7"""
ISLAND = "Island\nBasic Land — Island\n({T}: Add {U}.)"


def test_cumulative_upkeep_grows_then_sacrifices():
    """CR 702.24a: first upkeep one age counter, pay {1}; second upkeep two, pay {2}; the
    third ({3}) can't be paid with two lands, so it's sacrificed."""
    s = Scenario()
    lands = s.battlefield(0, compile_card(ISLAND), compile_card(ISLAND))
    w = s.battlefield(0, compile_card(REMORA_WALL))[0]
    for age, tapped in ((1, 1), (2, 2)):
        _next_own_upkeep(s)
        s.answer(0, ChooseYesNo, True)
        s.resolve_stack()
        assert s.obj(w).counters == {"age": age}
        assert sum(s.obj(i).tapped for i in lands) == tapped
    _next_own_upkeep(s)
    s.answer(0, ChooseYesNo, True, required=False)
    s.resolve_stack()
    assert s.zone_of(w) is None


def test_poisonous_gives_poison_counters_on_combat_damage():
    """CR 702.70a: combat damage to a player gives N poison counters (and the damage)."""
    s = Scenario()
    snake = s.battlefield(0, bear(name="Snake", types="Creature — Snake", pt="1/1",
                                  text="Poisonous 2"))[0]  # fmt: skip
    s.attack({snake: BOB})
    s.advance_to(Step.END_OF_COMBAT)
    s.resolve_stack()
    assert s.state.players[1].poison == 2 and s.life(1) == 19


SAVAGE = """Ghor-Clan Savage {3}{G}{G}
Creature — Centaur Berserker
Bloodthirst 3
2/3"""
FOREST5 = [FOREST] * 5


def test_bloodthirst_only_after_an_opponent_was_dealt_damage_this_turn():
    """CR 702.54a: without damage to Bob this turn it's a 2/3; after a creature hits Bob it
    enters with three +1/+1 counters."""
    s = Scenario()
    s.battlefield(0, *[compile_card(x) for x in FOREST5])
    s.cast(0, s.hand(0, compile_card(SAVAGE))[0])
    s.resolve()
    [g] = s.find("Ghor-Clan Savage", Zone.BATTLEFIELD)
    assert s.pt(g) == (2, 3)
    t = Scenario()
    t.battlefield(0, *[compile_card(x) for x in FOREST5])
    b = t.battlefield(0, bear())[0]
    t.attack({b: BOB})
    t.advance_to(Step.POSTCOMBAT_MAIN)
    t.cast(0, t.hand(0, compile_card(SAVAGE))[0])
    t.resolve()
    [g] = t.find("Ghor-Clan Savage", Zone.BATTLEFIELD)
    assert t.obj(g).counters == {"+1/+1": 3} and t.pt(g) == (5, 6)


THRILL_KILL = """Thrill-Kill Assassin {1}{B}
Creature — Human Assassin
Deathtouch
Unleash
1/2"""
SWAMP = "Swamp\nBasic Land — Swamp\n({T}: Add {B}.)"


def _can_block(s, blocker):
    from mtgc.runtime.agents import DeclareBlockers
    from mtgc.runtime.errors import CombatError

    s.library(0, bear())
    s.library(1, bear())
    s.advance_to(Step.UPKEEP)  # Bob's turn: Alice's creature may block
    a = s.battlefield(1, bear())[0]
    s.attack({a: PlayerRef(0)})
    s.answer(0, DeclareBlockers, {blocker: a})
    try:
        s.advance_to(Step.DECLARE_BLOCKERS)
    except CombatError:
        return False
    return True


def test_unleash_counter_means_it_cant_block():
    """CR 702.98a-c: entering with the counter it's a 2/3 that can't block; without it, a
    1/2 that can."""
    for unleashed in (True, False):
        s = Scenario()
        s.battlefield(0, compile_card(SWAMP), compile_card(SWAMP))
        s.answer(0, ChooseYesNo, unleashed)
        s.cast(0, s.hand(0, compile_card(THRILL_KILL))[0])
        s.resolve()
        [t] = s.find("Thrill-Kill Assassin", Zone.BATTLEFIELD)
        assert s.pt(t) == ((2, 3) if unleashed else (1, 2))
        assert _can_block(s, t) is not unleashed


VIASHINO = """Thorn-Thrash Viashino {3}{R}
Creature — Lizard Warrior
Devour 2
2/2"""


def test_devour_sacrifices_creatures_for_counters():
    """CR 702.82a: devouring two creatures gives four +1/+1 counters."""
    s = Scenario()
    s.battlefield(0, *[compile_card(MOUNTAIN)] * 4)
    food = s.battlefield(0, bear(), bear(), bear())
    s.answer(0, ChooseObjects, food[:2])
    s.cast(0, s.hand(0, compile_card(VIASHINO))[0])
    s.resolve()
    [v] = s.find("Thorn-Thrash Viashino", Zone.BATTLEFIELD)
    assert s.obj(v).counters == {"+1/+1": 4} and s.pt(v) == (6, 6)
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Grizzly Bears", "Grizzly Bears"]
    assert s.zone_of(food[2]) is Zone.BATTLEFIELD


SOULSHIFTER = """Burr Grafter Kami {3}{G}
Creature — Spirit
Soulshift 2
2/2"""
SMALL_SPIRIT = "Kami of Ancient Law {1}{W}\nCreature — Spirit\n2/2"
BIG_SPIRIT = "Venerable Kumo {4}{G}\nCreature — Spirit\nReach\n2/3"


def test_soulshift_returns_a_small_spirit_card_from_your_graveyard():
    """CR 702.46a: only a Spirit card with mana value 2 or less in its controller's
    graveyard can be targeted; it returns to the hand."""
    from mtgc.runtime.agents import ChooseTargets

    s = Scenario()
    k = s.battlefield(0, compile_card(SOULSHIFTER))[0]
    small, big, beast = s.graveyard(0, compile_card(SMALL_SPIRIT), compile_card(BIG_SPIRIT),
                                    bear())  # fmt: skip
    s.graveyard(1, compile_card(SMALL_SPIRIT))
    seen = []
    s.answer(0, ChooseTargets, lambda d: (seen.append(d.options), (small,))[1])
    s.answer(0, ChooseYesNo, True)
    _shock(s, k)
    assert seen == [((small,),)]
    assert s.zone_names(0, Zone.HAND) == ["Kami of Ancient Law"]


SIMIC_INITIATE = """Simic Initiate {G}
Creature — Human Mutant
Graft 1
0/0"""


def test_graft_enters_with_counters_and_moves_one_to_an_entering_creature():
    """CR 702.58a: the 0/0 enters with a +1/+1 counter; when a Bear enters, Alice moves it
    (the Initiate, now 0/0, dies, CR 704.5f); with no counter left it doesn't trigger."""
    s = Scenario()
    s.battlefield(0, *[compile_card(FOREST)] * 3)
    s.cast(0, s.hand(0, compile_card(SIMIC_INITIATE))[0])
    s.resolve()
    [ini] = s.find("Simic Initiate", Zone.BATTLEFIELD)
    assert s.obj(ini).counters == {"+1/+1": 1}
    s.answer(0, ChooseYesNo, True)
    s.cast(0, s.hand(0, bear())[0])
    s.resolve_stack()
    [b] = s.find("Grizzly Bears", Zone.BATTLEFIELD)
    assert s.obj(b).counters == {"+1/+1": 1} and s.pt(b) == (3, 3)
    assert s.zone_of(ini) is None


FALCONER = """Ainok Bond-Kin {1}{W}
Creature — Dog Soldier
Outlast {1}{W} ({1}{W}, {T}: Put a +1/+1 counter on this creature. Outlast only as a sorcery.)
2/1"""


def test_outlast_taps_for_a_counter_at_sorcery_speed():
    """CR 702.107a: {1}{W}, {T}: a +1/+1 counter; not at instant speed; not while sick."""
    from mtgc.runtime.errors import RulesError

    s = Scenario()
    s.battlefield(0, *[compile_card(PLAINS)] * 4)
    sick = s.battlefield(0, compile_card(FALCONER), sick=True)[0]
    with pytest.raises(RulesError):
        s.activate(0, sick)
    a = s.battlefield(0, compile_card(FALCONER))[0]
    s.set_step(Step.UPKEEP)
    with pytest.raises(RulesError):
        s.activate(0, a)
    s.set_step(Step.PRECOMBAT_MAIN)
    s.activate(0, a)
    s.resolve()
    assert s.obj(a).counters == {"+1/+1": 1} and s.obj(a).tapped and s.pt(a) == (3, 2)


def test_exhaust_ability_activates_only_once_ever():
    """CR 702.177a: "Exhaust — {4}{U}: Put two +1/+1 counters on this creature." (Skystreak
    Engineer) — once; not again on a later turn."""
    import pytest as _pytest
    from kw_compile import compile_card as compile_text

    from mtgc.runtime.cards_basic import island
    from mtgc.runtime.errors import TimingError
    from mtgc.runtime.scenario import Scenario, Step

    engineer = compile_text("Skystreak Engineer {1}{U}\nCreature — Vedalken Pilot\nFlying\n"
                            "Exhaust — {4}{U}: Put two +1/+1 counters on this creature.\n"
                            "2/2")  # fmt: skip
    s = Scenario()
    for p in (0, 1):
        s.library(p, *(island() for _ in range(3)))
    e = s.battlefield(0, engineer)[0]
    s.battlefield(0, *(island() for _ in range(5)))
    s.activate(0, e, 0)
    s.resolve()
    assert s.pt(e) == (4, 4)
    s.advance_to(Step.UPKEEP)
    s.advance_to(Step.UPKEEP)  # Alice's next turn: her Islands untap
    s.set_step(Step.PRECOMBAT_MAIN, active=0)
    assert s.state.turn > 1 and s.state.active == 0
    with _pytest.raises(TimingError):
        s.activate(0, e, 0)
