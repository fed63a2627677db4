"""Evasion keywords compiled from card text: landwalk (CR 702.14), intimidate (702.13),
shadow (702.28), horsemanship (702.31), fear (702.36), skulk (702.118) — each a blocking
restriction checked as blockers are declared (CR 509.1b)."""

from kw_compile import bear, compile_card

from mtgc.runtime.agents import DeclareBlockers
from mtgc.runtime.errors import CombatError
from mtgc.runtime.scenario import Scenario, Step
from mtgc.runtime.state.objects import PlayerRef

BOB = PlayerRef(1)

BOG_RAIDERS = """Bog Raiders {2}{B}
Creature — Zombie
Swampwalk (This creature can't be blocked as long as defending player controls a Swamp.)
2/2"""
SWAMP = "Swamp\nBasic Land — Swamp\n({T}: Add {B}.)"
SNOW_SWAMP = "Snow-Covered Swamp\nBasic Snow Land — Swamp\n({T}: Add {B}.)"
WASTES_LIKE = "Ancient Tomb\nLand\n{T}: Add {C}{C}. This land deals 2 damage to you."


def blocks(attacker, blocker, defender_lands=()) -> bool:
    """Whether Bob may block ``attacker`` with ``blocker`` (both compiled)."""
    s = Scenario()
    a = s.battlefield(0, attacker)[0]
    b = s.battlefield(1, blocker)[0]
    for land in defender_lands:
        s.battlefield(1, compile_card(land))
    s.attack({a: BOB})
    s.answer(1, DeclareBlockers, {b: a})
    try:
        s.advance_to(Step.DECLARE_BLOCKERS)
    except CombatError:
        return False
    assert s.state.combat.blocked == {a: [b]}
    return True


def test_swampwalk_unblockable_while_defender_controls_a_swamp():
    """CR 702.14c: swampwalk stops blocks only while the defending player controls a Swamp
    (no land, or a land that isn't a Swamp, doesn't count)."""
    raiders = compile_card(BOG_RAIDERS)
    assert not blocks(raiders, bear(), [SWAMP])
    assert blocks(raiders, bear(), [])
    assert blocks(raiders, bear(), [WASTES_LIKE])


def test_swampwalk_unblocked_deals_damage():
    """CR 702.14c, 510.1b: the landwalker is unblocked and deals its damage to Bob."""
    s = Scenario()
    a = s.battlefield(0, compile_card(BOG_RAIDERS))[0]
    s.battlefield(1, compile_card(SWAMP), bear())
    s.attack({a: BOB})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 18


def test_nonbasic_and_snow_landwalk():
    """CR 702.14c: "nonbasic landwalk" looks for a land without the supertype basic;
    "snow swampwalk" for a land with both the supertype snow and the subtype Swamp."""
    nonbasic = bear(name="Dryad", text="Nonbasic landwalk")
    assert not blocks(nonbasic, bear(), [WASTES_LIKE])
    assert blocks(nonbasic, bear(), [SWAMP])
    snow = bear(name="Elemental", text="Snow swampwalk")
    assert blocks(snow, bear(), [SWAMP])
    assert not blocks(snow, bear(), [SNOW_SWAMP])


SEVERED_LEGION = """Severed Legion {1}{B}{B}
Creature — Zombie
Fear (This creature can't be blocked except by artifact creatures and/or black creatures.)
2/2"""
ORNITHOPTER = "Ornithopter {0}\nArtifact Creature — Thopter\nFlying\n0/2"
BLACK_KNIGHT = "Drudge Skeletons {1}{B}\nCreature — Skeleton\n1/1"


def test_fear_only_artifact_or_black_blockers():
    """CR 702.36b."""
    legion = compile_card(SEVERED_LEGION)
    assert not blocks(legion, bear())
    assert blocks(legion, compile_card(ORNITHOPTER))
    assert blocks(legion, compile_card(BLACK_KNIGHT))


BLADETUSK = """Bladetusk Boar {3}{R}
Creature — Boar
Intimidate
3/2"""


def test_intimidate_artifact_or_shared_color():
    """CR 702.13b."""
    boar = compile_card(BLADETUSK)
    assert not blocks(boar, bear())
    assert blocks(boar, compile_card(ORNITHOPTER))
    assert blocks(boar, bear(name="Goblin", cost="{R}", pt="1/1"))


DAUTHI = """Dauthi Slasher {1}{B}
Creature — Dauthi Minion
Shadow (This creature can block or be blocked by only creatures with shadow.)
2/1"""


def test_shadow_blocks_and_is_blocked_only_by_shadow():
    """CR 702.28b: both directions."""
    shade = compile_card(DAUTHI)
    assert not blocks(shade, bear())
    assert not blocks(bear(), shade)
    assert blocks(shade, compile_card(DAUTHI.replace("Slasher", "Other")))


LU_XUN = """Lu Xun, Scholar General {2}{U}{U}
Legendary Creature — Human Soldier
Horsemanship (This creature can't be blocked except by creatures with horsemanship.)
1/3"""


def test_horsemanship():
    """CR 702.31b: only creatures with horsemanship block it; it may block others."""
    lu = compile_card(LU_XUN)
    assert not blocks(lu, bear())
    assert blocks(lu, compile_card(LU_XUN.replace("Lu Xun", "Rider").replace("Legendary ", "")))
    assert blocks(bear(), lu)


FOGWALKER = """Fogwalker {1}{U}
Creature — Spirit
Skulk (This creature can't be blocked by creatures with greater power.)
1/3"""


def test_skulk_not_by_greater_power():
    """CR 702.118b: power 1 skulker: a 2/2 can't block, a 1/1 can."""
    fog = compile_card(FOGWALKER)
    assert not blocks(fog, bear())
    assert blocks(fog, bear(name="Elf", pt="1/1"))


def test_evasion_doesnt_stop_other_blocks():
    """The restrictions are the attacker's: a creature with fear blocks normally."""
    assert blocks(bear(), compile_card(SEVERED_LEGION))
