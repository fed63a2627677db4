"""Keywords that stand for triggered abilities (CR 702.1), compiled from card text and
played out: prowess (702.108), exalted (702.83), bushido (702.45), rampage (702.23),
flanking (702.25), battle cry (702.91), afflict (702.130), renown (702.112), dethrone
(702.105), melee (702.121); and the damage keywords infect (702.90) and wither (702.80)."""

from kw_compile import bear, compile_card

from mtgc.runtime.keywords.triggered import is_renowned
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.objects import PlayerRef

BOB = PlayerRef(1)

SWIFTSPEAR = """Monastery Swiftspear {R}
Creature — Human Monk
Haste
Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)
1/2"""
SHOCK = "Shock {R}\nInstant\nShock deals 2 damage to any target."
MOUNTAIN = "Mountain\nBasic Land — Mountain\n({T}: Add {R}.)"


def test_prowess_noncreature_spell_pumps_until_end_of_turn():
    """CR 702.108a: a noncreature spell triggers prowess (+1/+1 until end of turn); a
    creature spell doesn't; the bonus ends in the cleanup step (CR 514.2)."""
    s = Scenario()
    monk = s.battlefield(0, compile_card(SWIFTSPEAR))[0]
    s.battlefield(0, compile_card(MOUNTAIN), compile_card(MOUNTAIN))
    goblin = s.hand(0, bear(name="Goblin", cost="{R}", pt="1/1"))[0]
    s.cast(0, goblin)
    assert s.stack_names() == ["Goblin"]
    s.resolve()
    assert s.pt(monk) == (1, 2)
    shock = s.hand(0, compile_card(SHOCK))[0]
    s.cast(0, shock, targets=(BOB,))
    assert s.stack_names() == ["Shock", "ability of Monastery Swiftspear"]
    s.resolve()
    assert s.pt(monk) == (2, 3)
    s.resolve()
    assert s.life(1) == 18
    s.advance_to(Step.UPKEEP)
    assert s.pt(monk) == (1, 2)


SQUIRE = """Akrasan Squire {W}
Creature — Human Soldier
Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.)
1/1"""


def test_exalted_only_when_attacking_alone():
    """CR 702.83a-b: each exalted instance triggers when a creature attacks alone; no
    trigger when two creatures attack."""
    s = Scenario()
    squire1, squire2 = s.battlefield(0, compile_card(SQUIRE), compile_card(SQUIRE))
    b = s.battlefield(0, bear())[0]
    s.attack({b: BOB})
    assert s.stack_names() == ["ability of Akrasan Squire"] * 2
    s.resolve_stack()
    assert s.pt(b) == (4, 4)
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 16
    t = Scenario()
    t.battlefield(0, compile_card(SQUIRE))
    x, y = t.battlefield(0, bear(), bear())
    t.attack({x: BOB, y: BOB})
    assert t.stack_names() == []


RETAINER = """Devoted Retainer {W}
Creature — Human Samurai
Bushido 1 (Whenever this creature blocks or becomes blocked, it gets +1/+1 until end of turn.)
1/1"""


def test_bushido_on_blocking_and_being_blocked():
    """CR 702.45a: blocking triggers bushido; so does becoming blocked (once, CR 509.3c)."""
    s = Scenario()
    b = s.battlefield(0, bear())[0]
    ret = s.battlefield(1, compile_card(RETAINER))[0]
    s.attack({b: BOB})
    s.block(1, {ret: b})
    assert s.stack_names() == ["ability of Devoted Retainer"]
    s.resolve_stack()
    assert s.pt(ret) == (2, 2)
    s.advance_to(Step.END_OF_COMBAT)
    assert s.zone_of(b) is None and s.zone_of(ret) is None  # 2 damage each way: both die
    t = Scenario()
    ret = t.battlefield(0, compile_card(RETAINER))[0]
    x, y = t.battlefield(1, bear(name="Elf", pt="1/1"), bear(name="Elf", pt="1/1"))
    t.attack({ret: BOB})
    t.block(1, {x: ret, y: ret})
    assert t.stack_names() == ["ability of Devoted Retainer"]


WOLVERINES = """Wolverine Pack {2}{G}{G}
Creature — Wolverine
Rampage 2
2/4"""


def test_rampage_counts_blockers_beyond_the_first():
    """CR 702.23a: three blockers give +4/+4 (two beyond the first); one gives nothing."""
    s = Scenario()
    w = s.battlefield(0, compile_card(WOLVERINES))[0]
    bs = s.battlefield(1, bear(name="Elf", pt="1/1"), bear(name="Elf", pt="1/1"),
                       bear(name="Elf", pt="1/1"))  # fmt: skip
    s.attack({w: BOB})
    s.block(1, {i: w for i in bs})
    s.resolve_stack()
    assert s.pt(w) == (6, 8)
    t = Scenario()
    w = t.battlefield(0, compile_card(WOLVERINES))[0]
    e = t.battlefield(1, bear(name="Elf", pt="1/1"))[0]
    t.attack({w: BOB})
    t.block(1, {e: w})
    t.resolve_stack()
    assert t.pt(w) == (2, 4)


HERDER = """Mtenda Herder {W}
Creature — Human Scout
Flanking
1/1"""


def test_flanking_shrinks_blockers_without_flanking():
    """CR 702.25a: the 1/1 blocker gets -1/-1 and dies (CR 704.5f) before damage."""
    s = Scenario()
    h = s.battlefield(0, compile_card(HERDER))[0]
    e = s.battlefield(1, bear(name="Elf", pt="1/1"))[0]
    s.attack({h: BOB})
    s.block(1, {e: h})
    s.resolve_stack()
    assert s.zone_of(e) is None and s.zone_names(1, Zone.GRAVEYARD) == ["Elf"]
    t = Scenario()
    h = t.battlefield(0, compile_card(HERDER))[0]
    h2 = t.battlefield(1, compile_card(HERDER))[0]
    t.attack({h: BOB})
    t.block(1, {h2: h})
    assert t.stack_names() == []


PALADIN = """Accorder Paladin {1}{W}
Creature — Human Knight
Battle cry
3/1"""


def test_battle_cry_pumps_each_other_attacker():
    """CR 702.91a: +1/+0 to each other attacking creature, not to itself or non-attackers."""
    s = Scenario()
    pal = s.battlefield(0, compile_card(PALADIN))[0]
    a, home = s.battlefield(0, bear(), bear())
    s.attack({pal: BOB, a: BOB})
    s.resolve_stack()
    assert (s.pt(pal), s.pt(a), s.pt(home)) == ((3, 1), (3, 2), (2, 2))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 14


KHENRA = """Khenra Eternal {1}{B}
Creature — Zombie Jackal Warrior
Afflict 1 (Whenever this creature becomes blocked, defending player loses 1 life.)
2/2"""


def test_afflict_defending_player_loses_life_when_blocked():
    """CR 702.130a."""
    s = Scenario()
    k = s.battlefield(0, compile_card(KHENRA))[0]
    e = s.battlefield(1, bear())[0]
    s.attack({k: BOB})
    s.block(1, {e: k})
    s.resolve_stack()
    assert s.life(1) == 19 and s.life(0) == 20


FREEBLADE = """Topan Freeblade {1}{W}
Creature — Human Soldier
Vigilance (Attacking doesn't cause this creature to tap.)
Renown 1
2/2"""


def test_renown_once():
    """CR 702.112a-b: combat damage to a player makes it renowned with a +1/+1 counter;
    a renowned creature doesn't get more counters."""
    s = Scenario()
    f = s.battlefield(0, compile_card(FREEBLADE))[0]
    s.attack({f: BOB})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 18 and s.pt(f) == (3, 3) and is_renowned(s.game, f)
    s.library(0, bear(), bear())
    s.library(1, bear(), bear())
    s.advance_to(Step.UPKEEP)  # Bob's turn
    s.advance_to(Step.UPKEEP)  # Alice's next turn
    assert s.state.active == 0
    s.attack({f: BOB})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 15 and s.obj(f).counters == {"+1/+1": 1}


EMISSARY = """Marchesa's Emissary {3}{U}
Creature — Human Rogue
Hexproof (This creature can't be the target of spells or abilities your opponents control.)
Dethrone
2/2"""


def test_dethrone_only_against_the_player_with_most_life():
    """CR 702.105a: tied for most life counts; less life doesn't."""
    s = Scenario()
    m = s.battlefield(0, compile_card(EMISSARY))[0]
    s.attack({m: BOB})
    s.resolve_stack()
    assert s.obj(m).counters == {"+1/+1": 1}
    t = Scenario()
    m = t.battlefield(0, compile_card(EMISSARY))[0]
    t.set_life(1, 10)
    t.attack({m: BOB})
    assert t.stack_names() == []


WINGS = """Wings of the Guard {1}{W}
Creature — Bird
Flying
Melee
1/1"""


def test_melee_counts_opponents_attacked():
    """CR 702.121a: one opponent attacked: +1/+1."""
    s = Scenario()
    w = s.battlefield(0, compile_card(WINGS))[0]
    s.attack({w: BOB})
    s.resolve_stack()
    assert s.pt(w) == (2, 2)


GLISTENER = """Glistener Elf {G}
Creature — Phyrexian Elf Warrior
Infect
1/1"""


def test_infect_poison_to_players_and_counters_to_creatures():
    """CR 702.90b-c, 120.3b/d: no life lost, a poison counter; a blocker gets -1/-1
    counters instead of damage."""
    s = Scenario()
    g = s.battlefield(0, compile_card(GLISTENER))[0]
    s.attack({g: BOB})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 20 and s.state.players[1].poison == 1
    t = Scenario()
    g = t.battlefield(0, compile_card(GLISTENER))[0]
    b = t.battlefield(1, bear())[0]
    t.attack({g: BOB})
    t.block(1, {b: g})
    t.advance_to(Step.END_OF_COMBAT)
    assert t.obj(b).counters == {"-1/-1": 1} and t.obj(b).damage == 0 and t.pt(b) == (1, 1)


RAM_GANG = """Boggart Ram-Gang {R/G}{R/G}{R/G}
Creature — Goblin Warrior
Haste
Wither (This deals damage to creatures in the form of -1/-1 counters.)
3/3"""


def test_wither_counters_to_creatures_damage_to_players():
    """CR 702.80c: -1/-1 counters on creatures (they stay after the turn); normal damage
    to players."""
    s = Scenario()
    r = s.battlefield(0, compile_card(RAM_GANG))[0]
    big = s.battlefield(1, bear(name="Giant", pt="4/5"))[0]
    s.attack({r: BOB})
    s.block(1, {big: r})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.obj(big).counters == {"-1/-1": 3} and s.pt(big) == (1, 2)
    t = Scenario()
    r = t.battlefield(0, compile_card(RAM_GANG))[0]
    t.attack({r: BOB})
    t.advance_to(Step.END_OF_COMBAT)
    assert t.life(1) == 17


SCREECHER = """Basilica Screecher {1}{B}
Creature — Bat
Flying
Extort
1/2"""
SWAMP = "Swamp\nBasic Land — Swamp\n({T}: Add {B}.)"


def test_extort_drains_when_paid():
    """CR 702.101a: casting a spell, Alice pays {W/B}: Bob loses 1, Alice gains 1; each
    extort instance triggers (702.101b); declining does nothing."""
    from mtgc.runtime.agents import ChooseYesNo

    s = Scenario()
    s.battlefield(0, compile_card(SCREECHER), compile_card(SCREECHER))
    lands = s.battlefield(0, *[compile_card(SWAMP)] * 3)
    s.cast(0, s.hand(0, bear(name="Rat", cost="{B}", pt="1/1"))[0])
    assert s.stack_names() == ["Rat"] + ["ability of Basilica Screecher"] * 2
    s.answer(0, ChooseYesNo, True)
    s.answer(0, ChooseYesNo, False)
    s.resolve_stack()
    assert (s.life(0), s.life(1)) == (21, 19)
    assert sum(s.obj(i).tapped for i in lands) == 2


STALWART = """Sunhome Stalwart {1}{W}
Creature — Human Soldier
First strike
Mentor
2/2"""


def test_mentor_counter_on_attacker_with_lesser_power():
    """CR 702.134a: the target must be attacking with less power than the mentor."""
    from mtgc.runtime.state.filters import Ctx

    s = Scenario()
    m = s.battlefield(0, compile_card(STALWART))[0]
    small, equal = s.battlefield(0, bear(name="Elf", pt="1/1"), bear())
    s.attack({m: BOB, small: BOB, equal: BOB})
    [item] = [s.state.objects[i] for i in s.state.stack]
    spec = item.ability.targets[0]
    ctx = Ctx(s.game, m, 0)
    assert [spec.legal(ctx, i) for i in (m, small, equal)] == [False, True, False]
    s.resolve_stack()
    assert s.obj(small).counters == {"+1/+1": 1} and s.obj(equal).counters == {}


RAPTOR = """Cloudfin Raptor {U}
Creature — Bird Mutant
Flying
Evolve
0/1"""


def test_evolve_only_for_bigger_creatures():
    """CR 702.100a: a 2/2 entering evolves the 0/1; a 1/1 then doesn't evolve the 1/2."""
    s = Scenario()
    r = s.battlefield(0, compile_card(RAPTOR))[0]
    s.battlefield(0, *[compile_card(SWAMP)] * 3)
    s.cast(0, s.hand(0, bear(name="Zombie", cost="{1}{B}"))[0])
    s.resolve_stack()
    assert s.pt(r) == (1, 2)
    s.cast(0, s.hand(0, bear(name="Rat", cost="{B}", pt="1/1"))[0])
    s.resolve_stack()
    assert s.pt(r) == (1, 2)


DECAYED_ZOMBIE = """Decayed Zombie {B}
Creature — Zombie
Decayed
2/2"""


def test_decayed_cant_block_and_is_sacrificed_at_end_of_combat():
    """CR 702.147a."""
    s = Scenario()
    z = s.battlefield(0, compile_card(DECAYED_ZOMBIE))[0]
    s.attack({z: BOB})
    s.advance_to(Step.END_OF_COMBAT)
    s.resolve_stack()
    assert s.life(1) == 18 and s.zone_of(z) is None
    t = Scenario()
    b = t.battlefield(0, bear())[0]
    z = t.battlefield(1, compile_card(DECAYED_ZOMBIE))[0]
    t.attack({b: BOB})
    from mtgc.runtime.agents import DeclareBlockers
    from mtgc.runtime.errors import CombatError

    t.answer(1, DeclareBlockers, {z: b})
    try:
        t.advance_to(Step.DECLARE_BLOCKERS)
        blocked = True
    except CombatError:
        blocked = False
    assert not blocked


FLAYER_HUSK = """Flayer Husk {1}
Artifact — Equipment
Living weapon
Equipped creature gets +1/+1.
Equip {2}"""


def test_living_weapon_makes_a_germ_wearing_the_equipment():
    """CR 702.92a: a 0/0 black Phyrexian Germ that lives as a 1/1 with Flayer Husk."""
    s = Scenario()
    s.battlefield(0, compile_card(SWAMP))
    s.cast(0, s.hand(0, compile_card(FLAYER_HUSK))[0])
    s.resolve_stack()
    [germ] = s.find("Phyrexian Germ", Zone.BATTLEFIELD)
    [husk] = s.find("Flayer Husk", Zone.BATTLEFIELD)
    assert s.obj(husk).attached_to == germ and s.pt(germ) == (1, 1)
    assert "Germ" in s.game.view(germ).subtypes


BLIGHTBELLY = """Blightbelly Rat {1}{B}
Creature — Phyrexian Rat
Toxic 1 (Players dealt combat damage by this creature also get a poison counter.)
When this creature dies, proliferate.
2/2"""


def test_toxic_gives_poison_in_addition_to_combat_damage():
    """CR 702.164c: "Toxic 1" — the player dealt combat damage loses 2 life and also gets a
    poison counter; noncombat damage by it gives none."""
    s = Scenario()
    rat = s.battlefield(0, compile_card(BLIGHTBELLY))[0]
    s.attack({rat: BOB})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 18 and s.state.players[1].poison == 1
    t = Scenario()
    rat = t.battlefield(0, compile_card(BLIGHTBELLY))[0]
    t.game.deal_damage(rat, BOB, 2, False)
    assert t.life(1) == 18 and t.state.players[1].poison == 0
