"""Protection from qualities other than colors (CR 702.16), compiled from card text: it
can't be blocked by, targeted by, or dealt damage by sources with the quality, and an Aura
with it can't be put on it (702.16b-e)."""

import pytest
from kw_compile import bear, compile_card

from mtgc.runtime.agents import DeclareBlockers
from mtgc.runtime.errors import CombatError, IllegalActionError
from mtgc.runtime.scenario import Scenario, Step
from mtgc.runtime.state.objects import PlayerRef

BOB = PlayerRef(1)
TEL_JILAD = """Tel-Jilad Chosen {1}{G}
Creature — Elf Warrior
Protection from artifacts
2/1"""
ROD = """Rod of Ruin {4}
Artifact
{3}, {T}: Rod of Ruin deals 1 damage to any target.
"""
ORNITHOPTER = "Ornithopter {0}\nArtifact Creature — Thopter\nFlying\n0/2"
PLAINS = "Plains\nBasic Land — Plains\n({T}: Add {W}.)"


def _block(attacker, blocker) -> bool:
    s = Scenario()
    a = s.battlefield(0, attacker)[0]
    b = s.battlefield(1, blocker)[0]
    s.attack({a: BOB})
    s.answer(1, DeclareBlockers, {b: a})
    try:
        s.advance_to(Step.DECLARE_BLOCKERS)
    except CombatError:
        return False
    return True


def test_protection_from_artifacts_blocking_targeting_damage():
    """CR 702.16b/e: an artifact creature can't block it; an artifact's ability can't
    target it; damage from an artifact source is prevented (a nonartifact one isn't)."""
    chosen = compile_card(TEL_JILAD)
    assert not _block(chosen, compile_card(ORNITHOPTER))
    assert _block(chosen, bear())
    s = Scenario()
    c = s.battlefield(1, chosen)[0]
    rod = s.battlefield(0, compile_card(ROD))[0]
    s.battlefield(0, *[compile_card(PLAINS)] * 3)
    with pytest.raises(IllegalActionError):
        s.activate(0, rod, targets=(c,))
    t = Scenario()
    golem = t.battlefield(0, compile_card("Golem {3}\nArtifact Creature — Golem\n3/3"))[0]
    c = t.battlefield(1, chosen)[0]
    t.attack({golem: BOB})
    t.block(1, {c: golem})
    t.advance_to(Step.END_OF_COMBAT)
    assert t.obj(c).damage == 0 and t.obj(golem).damage == 2


GOBLIN_BANE = """Goblin Bane Knight {1}{W}
Creature — Human Knight
Protection from Goblins
2/2"""


def test_protection_from_a_creature_type():
    """CR 702.16a: "from Goblins" — a Goblin can't block it; an Elf can."""
    knight = compile_card(GOBLIN_BANE)
    assert not _block(knight, bear(name="Goblin Raider", cost="{1}{R}", types="Creature — Goblin"))
    assert _block(knight, bear(name="Elf", types="Creature — Elf"))


KALEIDO = """Prismatic Knight {2}{W}
Creature — Human Knight
Protection from multicolored
2/2"""
BOROS_BOLT = "Lightning Helix {R}{W}\nInstant\nLightning Helix deals 3 damage to any target."
SHOCK = "Shock {R}\nInstant\nShock deals 2 damage to any target."
MOUNTAIN = "Mountain\nBasic Land — Mountain\n({T}: Add {R}.)"


def test_protection_from_multicolored():
    """CR 105.2c, 702.16b: a two-color spell can't target it; a one-color spell can."""
    s = Scenario()
    k = s.battlefield(1, compile_card(KALEIDO))[0]
    s.battlefield(0, compile_card(MOUNTAIN), compile_card(PLAINS), compile_card(MOUNTAIN))
    with pytest.raises(IllegalActionError):
        s.cast(0, s.hand(0, compile_card(BOROS_BOLT))[0], targets=(k,))
    s.cast(0, s.hand(0, compile_card(SHOCK))[0], targets=(k,))
    s.resolve()
    assert s.zone_of(k) is None


EVERYTHING = """Progenitus Jr. {W}{U}{B}{R}{G}
Legendary Creature — Hydra Avatar
Protection from everything
10/10"""


def test_protection_from_everything():
    """CR 702.16j: nothing can block it, target it or damage it."""
    prog = compile_card(EVERYTHING)
    assert not _block(prog, bear())
    s = Scenario()
    p = s.battlefield(1, prog)[0]
    s.battlefield(0, compile_card(MOUNTAIN))
    with pytest.raises(IllegalActionError):
        s.cast(0, s.hand(0, compile_card(SHOCK))[0], targets=(p,))
    s.game.deal_damage(s.battlefield(0, bear())[0], p, 3)
    assert s.obj(p).damage == 0


WARDED = """Ward Brute {2}{R}
Creature — Werewolf
First strike
Ward—Pay 3 life.
3/3"""


def test_ward_with_a_life_cost():
    """CR 702.21a: "Ward—Pay 3 life." — an opponent's spell targeting it is countered unless
    that player pays 3 life; paying lets it resolve."""
    from mtgc.runtime.agents import ChooseYesNo

    for pays in (True, False):
        s = Scenario()
        brute = s.battlefield(0, compile_card(WARDED))[0]
        s.set_step(Step.PRECOMBAT_MAIN, active=1)
        s.battlefield(1, compile_card(MOUNTAIN))
        s.cast(1, s.hand(1, compile_card(SHOCK))[0], targets=(brute,))
        s.answer(1, ChooseYesNo, pays)
        s.resolve_stack()
        assert s.life(1) == (17 if pays else 20)
        assert s.obj(brute).damage == (2 if pays else 0)
