"""Blocking restrictions, untap restrictions and combat timing compiled from real cards'
Oracle text: "can't be blocked by more than one creature" (CR 509.1b), "don't untap during
their controllers' untap steps" (CR 502.3), "Activate only during your turn, before
attackers are declared." (CR 602.5b, 508.1), "can attack this turn as though it didn't have
defender" (CR 702.3b), "assigns no combat damage this turn" (CR 510.1)."""

from __future__ import annotations

import pytest
from effects_compile import compile_card

from mtgc.runtime.agents import ChooseYesNo
from mtgc.runtime.cards_basic import forest, grizzly_bears, island
from mtgc.runtime.errors import CombatError, TimingError
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone

BOB = PlayerRef(1)
STALKING_TIGER = compile_card("This creature can't be blocked by more than one creature.",
                              "Creature — Cat", "{3}{G}", ("3", "3"),
                              name="Stalking Tiger")  # fmt: skip
CHOKE = compile_card("Islands don't untap during their controllers' untap steps.",
                     "Enchantment", "{2}{G}", name="Choke")  # fmt: skip
TALAS_RESEARCHER = compile_card("{T}: Draw a card. Activate only during your turn, before "
                                "attackers are declared.", "Creature — Human Pirate Wizard",
                                "{R}", ("1", "1"), name="Talas Researcher")  # fmt: skip

RETURNED_PHALANX = compile_card("Defender\n{1}{U}: This creature can attack this turn as "
                                "though it didn't have defender.", "Creature — Zombie Soldier",
                                "{1}{B}", ("3", "3"), name="Returned Phalanx")  # fmt: skip
ANIMATE_WALL = compile_card("Enchant Wall\nEnchanted Wall can attack as though it didn't "
                            "have defender.", "Enchantment — Aura", "{W}",
                            name="Animate Wall")  # fmt: skip
OPHIDIAN = compile_card("Whenever this creature attacks and isn't blocked, you may draw a "
                        "card. If you do, this creature assigns no combat damage this turn.",
                        "Creature — Snake", "{2}{U}", ("1", "3"), name="Ophidian")  # fmt: skip


def test_stalking_tiger_refuses_two_blockers():
    """CR 509.1b: a declaration with two creatures blocking the Tiger is illegal; one
    blocker is legal."""
    s = Scenario()
    tiger = s.battlefield(0, STALKING_TIGER)[0]
    bear1, bear2 = s.battlefield(1, grizzly_bears(), grizzly_bears())
    s.attack({tiger: BOB})
    with pytest.raises(CombatError):
        s.block(1, {bear1: tiger, bear2: tiger})
    s.block(1, {bear1: tiger})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.life(1) == 20


def test_choke_keeps_every_players_islands_tapped():
    """CR 502.3: each Island stays tapped in its controller's untap step; a Forest
    untaps."""
    s = Scenario()
    s.battlefield(0, CHOKE)
    isl, frst = s.battlefield(1, island(), forest(), tapped=True)
    s.advance_to(Step.UPKEEP)
    assert s.state.active == 1
    assert s.obj(isl).tapped is True
    assert s.obj(frst).tapped is False


def test_talas_researcher_before_attackers_are_declared():
    """CR 602.5b: in the beginning of combat step the ability can be activated; once
    attackers are declared, or on an opponent's turn, it can't."""
    s = Scenario()
    researcher = s.battlefield(0, TALAS_RESEARCHER)[0]
    other = s.battlefield(0, TALAS_RESEARCHER)[0]
    s.library(0, grizzly_bears(), grizzly_bears())
    s.set_step(Step.BEGINNING_OF_COMBAT)
    s.activate(0, researcher)
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]
    s.attack({})
    with pytest.raises(TimingError):
        s.activate(0, other)
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    s.pass_priority(1)
    with pytest.raises(TimingError):
        s.activate(0, other)
    assert s.obj(other).tapped is False


def test_returned_phalanx_attacks_only_after_its_ability():
    """CR 702.3b: with defender it can't attack; after the ability resolves it can, this
    turn only."""
    s = Scenario()
    phalanx = s.battlefield(0, RETURNED_PHALANX)[0]
    with pytest.raises(CombatError):
        s.attack({phalanx: BOB})
    s = Scenario()
    phalanx = s.battlefield(0, RETURNED_PHALANX)[0]
    s.battlefield(0, island(), island())
    s.set_step(Step.BEGINNING_OF_COMBAT)
    s.activate(0, phalanx)
    s.resolve()
    s.attack({phalanx: BOB})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 17


def test_animate_wall_lets_the_enchanted_wall_attack():
    """CR 702.3b, 611.3a: the enchanted creature attacks despite defender."""
    s = Scenario()
    wall = s.battlefield(0, creature_with_defender())[0]
    s.battlefield(0, ANIMATE_WALL, attached_to=wall)
    s.attack({wall: BOB})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 18


def creature_with_defender():
    return compile_card("Defender", "Creature — Wall", "{1}{W}", ("2", "4"), name="Wall")


def test_ophidian_draws_instead_of_dealing_damage():
    """CR 510.1: after the trigger's draw, the unblocked Ophidian assigns no combat damage;
    declining the draw, it deals its damage."""
    for draw, life, hand in ((True, 20, ["Grizzly Bears"]), (False, 19, [])):
        s = Scenario()
        snake = s.battlefield(0, OPHIDIAN)[0]
        s.library(0, grizzly_bears())
        s.answer(0, ChooseYesNo, draw, required=False)
        s.attack({snake: BOB})
        s.block(1, {})
        s.resolve_stack()
        s.advance_to(Step.END_OF_COMBAT)
        assert s.life(1) == life
        assert s.zone_names(0, Zone.HAND) == hand


BOROS_ELITE = compile_card("Battalion — Whenever this creature and at least two other "
                           "creatures attack, this creature gets +2/+2 until end of turn.",
                           "Creature — Human Soldier", "{W}", ("1", "1"),
                           name="Boros Elite")  # fmt: skip


def test_boros_elite_battalion_needs_two_other_attackers():
    """CR 508.1, 508.3a: with one other attacker it doesn't trigger; with two it does."""
    for n, life in ((1, 17), (2, 13)):
        s = Scenario()
        elite = s.battlefield(0, BOROS_ELITE)[0]
        bears = s.battlefield(0, *[grizzly_bears() for _ in range(n)])
        s.attack({elite: BOB, **{b: BOB for b in bears}})
        s.resolve_stack()
        s.block(1, {})
        s.advance_to(Step.END_OF_COMBAT)
        assert s.life(1) == life


GLORY_BOUND_INITIATE = compile_card("You may exert this creature as it attacks. When you do, "
                                    "it gets +1/+3 and gains lifelink until end of turn.",
                                    "Creature — Human Warrior", "{1}{W}", ("3", "1"),
                                    name="Glory-Bound Initiate")  # fmt: skip


def test_glory_bound_initiate_exerted_as_it_attacks():
    """CR 701.43a, 701.43d, 508.1g: exerted as it attacks, its linked reflexive trigger
    gives +1/+3 and lifelink; it doesn't untap during its controller's next untap step."""
    s = Scenario()
    initiate = s.battlefield(0, GLORY_BOUND_INITIATE)[0]
    s.library(0, grizzly_bears())
    s.library(1, grizzly_bears())
    s.answer(0, ChooseYesNo, True, required=False)
    s.attack({initiate: BOB})
    s.resolve_stack()
    assert s.pt(initiate) == (4, 4)
    s.block(1, {})
    s.advance_to(Step.END_OF_COMBAT)
    assert (s.life(0), s.life(1)) == (24, 16)
    s.advance_to(Step.UPKEEP)  # Bob's turn
    s.advance_to(Step.UPKEEP)  # Alice's: the exerted creature stays tapped
    assert s.state.active == 0
    assert s.obj(initiate).tapped is True


def test_glory_bound_initiate_not_exerted():
    """CR 701.43d: declining to exert, no trigger; it untaps as usual."""
    s = Scenario()
    initiate = s.battlefield(0, GLORY_BOUND_INITIATE)[0]
    s.library(0, grizzly_bears())
    s.library(1, grizzly_bears())
    s.answer(0, ChooseYesNo, False, required=False)
    s.attack({initiate: BOB})
    s.block(1, {})
    s.advance_to(Step.END_OF_COMBAT)
    assert (s.life(0), s.life(1)) == (20, 17)
    s.advance_to(Step.UPKEEP)
    s.advance_to(Step.UPKEEP)
    assert s.state.active == 0
    assert s.obj(initiate).tapped is False


NIGHT_MARKET_GUARD = compile_card("This creature can block an additional creature each combat.",
                                  "Artifact Creature — Construct", "{3}", ("3", "1"),
                                  name="Night Market Guard")  # fmt: skip


def test_night_market_guard_blocks_two_attackers_and_divides_its_damage():
    """CR 509.1b: it may block two attackers, not three; CR 510.1d: its controller divides
    its 3 damage among them."""
    from mtgc.runtime.agents import AssignCombatDamage

    s = Scenario(seed=0)
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    a1, a2, a3 = s.battlefield(1, grizzly_bears(), grizzly_bears(), grizzly_bears())
    guard = s.battlefield(0, NIGHT_MARKET_GUARD)[0]
    s.attack({a1: PlayerRef(0), a2: PlayerRef(0), a3: PlayerRef(0)})
    with pytest.raises(CombatError):
        s.block(0, {guard: (a1, a2, a3)})
    s.answer(0, AssignCombatDamage, {a1: 2, a2: 1})
    s.block(0, {guard: (a1, a2)})
    assert s.state.combat.blockers[guard] == [a1, a2]
    s.advance_to(Step.END_OF_COMBAT)
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.zone_of(a2) is Zone.BATTLEFIELD
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Night Market Guard"]
    assert s.life(0) == 18


NEUROK_SPY = compile_card("This creature can't be blocked as long as defending player "
                          "controls an artifact.", "Creature — Human Rogue", "{2}{U}",
                          ("2", "3"), name="Neurok Spy")  # fmt: skip


def test_neurok_spy_unblockable_while_the_defending_player_has_an_artifact():
    """CR 509.1b, 506.2: the player it attacks controls an artifact — it can't be blocked;
    without one, it can."""
    for artifact in (True, False):
        s = Scenario()
        spy = s.battlefield(0, NEUROK_SPY)[0]
        bear = s.battlefield(1, grizzly_bears())[0]
        if artifact:
            s.battlefield(1, NIGHT_MARKET_GUARD)
        s.attack({spy: BOB})
        if artifact:
            with pytest.raises(CombatError):
                s.block(1, {bear: spy})
        else:
            s.block(1, {bear: spy})
            assert s.state.combat.blocked[spy] == [bear]
