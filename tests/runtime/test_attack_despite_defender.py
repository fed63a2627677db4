"""'can attack as though it didn't have defender' (CR 702.3b), compiled from real cards'
text (Returned Phalanx, an activated effect this turn; Animate Wall, a static ability)."""

from kw_compile import bear, compile_card

from mtgc.runtime.combat.combat import attack_candidates
from mtgc.runtime.scenario import PlayerRef, Scenario, Step

PHALANX = """Returned Phalanx {1}{B}
Creature — Zombie Soldier
Defender
{1}{U}: This creature can attack this turn as though it didn't have defender.
3/3"""
ANIMATE_WALL = """Animate Wall {W}
Enchantment — Aura
Enchant Wall
Enchanted Wall can attack as though it didn't have defender."""
ISLAND = "Island\nBasic Land — Island\n({T}: Add {U}.)"


def test_activated_lets_the_defender_attack_this_turn():
    """CR 702.3b, 611.2c: after the ability resolves the Phalanx can attack (and deals 3);
    before it, it can't."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    (phalanx,) = s.battlefield(0, compile_card(PHALANX))
    s.battlefield(0, *[compile_card(ISLAND)] * 2)
    assert phalanx not in attack_candidates(s.game, 0)
    s.activate(0, phalanx)
    s.resolve_stack()
    assert phalanx in attack_candidates(s.game, 0)
    s.attack({phalanx: PlayerRef(1)})
    s.advance_to(Step.POSTCOMBAT_MAIN)
    assert s.life(1) == 17


def test_enchanted_wall_can_attack():
    """CR 702.3b, 611.3a: as long as the Aura enchants it; another Wall still can't."""
    s = Scenario()
    wall = bear(name="Wall of Stone", types="Creature — Wall", pt="0/8", text="Defender")
    a, b = s.battlefield(0, wall, wall)
    s.battlefield(0, compile_card(ANIMATE_WALL), attached_to=a)
    assert a in attack_candidates(s.game, 0) and b not in attack_candidates(s.game, 0)
