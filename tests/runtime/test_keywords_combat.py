"""Riot (CR 702.136), ingest (CR 702.115), training (CR 702.149), provoke (CR 702.39) and
undaunted (CR 702.125), compiled from real cards' text (Zhur-Taa Goblin, Mist Intruder,
Gryff Rider, Goblin Grappler, Coastal Breach)."""

import pytest
from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseTargets, ChooseYesNo
from mtgc.runtime.errors import RulesError
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone
from mtgc.runtime.state.abilities import Haste

GOBLIN = """Zhur-Taa Goblin {R}{G}
Creature — Goblin Berserker
Riot (This creature enters with your choice of a +1/+1 counter or haste.)
2/2"""
INTRUDER = """Mist Intruder {1}{U}
Creature — Eldrazi Drone
Devoid (This card has no color.)
Flying
Ingest (Whenever this creature deals combat damage to a player, that player exiles the top card of their library.)
1/2"""  # noqa: E501
GRYFF_RIDER = """Gryff Rider {2}{W}
Creature — Human Knight
Flying
Training (Whenever this creature attacks with another creature with greater power, put a +1/+1 counter on this creature.)
2/1"""  # noqa: E501
BREACH = """Coastal Breach {6}{U}
Sorcery
Undaunted (This spell costs {1} less to cast for each opponent.)
Return all nonland permanents to their owners' hands."""
ISLAND = "Island\nBasic Land — Island\n({T}: Add {U}.)"


def test_riot_counter_or_haste():
    """CR 702.136a: with the counter it's a 3/3 without haste; without it, a 2/2 with
    haste."""
    s = Scenario()
    s.answer(0, ChooseYesNo, True, about="riot")
    (a,) = s.battlefield(0, compile_card(GOBLIN), enter=True)
    assert s.pt(a) == (3, 3) and not s.game.view(a).has_keyword(Haste)
    s.answer(0, ChooseYesNo, False, about="riot")
    (b,) = s.battlefield(0, compile_card(GOBLIN), enter=True)
    assert s.pt(b) == (2, 2) and s.game.view(b).has_keyword(Haste)
    s.check_answers()


def test_ingest_exiles_the_top_card():
    """CR 702.115a: combat damage to Bob: Bob exiles the top card of his library."""
    s = Scenario()
    (drone,) = s.battlefield(0, compile_card(INTRUDER))
    s.library(1, bear(name="Elf", pt="1/1"), bear())
    s.attack({drone: PlayerRef(1)})
    s.advance_to(Step.POSTCOMBAT_MAIN)
    s.resolve_stack()
    assert s.life(1) == 19
    assert s.zone_names(1, Zone.EXILE) == ["Elf"]
    assert s.zone_names(1, Zone.LIBRARY) == ["Grizzly Bears"]


def test_training_with_a_greater_power_attacker():
    """CR 702.149a: attacking with a 3/3 puts a counter on it; with a 2/2 (not greater), it
    doesn't."""
    s = Scenario()
    (rider,) = s.battlefield(0, compile_card(GRYFF_RIDER))
    (ogre,) = s.battlefield(0, bear(name="Ogre", pt="3/3"))
    s.attack({rider: PlayerRef(1), ogre: PlayerRef(1)})
    s.resolve_stack()
    assert s.obj(rider).counters == {"+1/+1": 1}
    s2 = Scenario()
    (rider,) = s2.battlefield(0, compile_card(GRYFF_RIDER))
    (other,) = s2.battlefield(0, bear())
    s2.attack({rider: PlayerRef(1), other: PlayerRef(1)})
    s2.resolve_stack()
    assert s2.obj(rider).counters == {}


def test_undaunted_costs_one_less_per_opponent():
    """CR 702.125a: with two opponents, {6}{U} costs {4}{U} — five Islands pay it."""
    s = Scenario(players=("Alice", "Bob", "Carol"))
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[compile_card(ISLAND)] * 5)
    (elf,) = s.battlefield(1, bear(name="Elf", pt="1/1"))
    s.cast(0, s.hand(0, compile_card(BREACH))[0])
    s.resolve_stack()
    assert s.zone_names(1, Zone.HAND) == ["Elf"]


GRAPPLER = """Goblin Grappler {R}
Creature — Goblin
Provoke (Whenever this creature attacks, you may have target creature defending player controls untap and block it if able.)
1/1"""  # noqa: E501


def test_provoke_untaps_the_target_and_it_must_block():
    """CR 702.39a, 509.1c: Bob's tapped Bears untap and must block the Grappler: declaring
    no blockers is refused (strict); blocking it is fine."""
    s = Scenario()
    (goblin,) = s.battlefield(0, compile_card(GRAPPLER))
    (bears,) = s.battlefield(1, bear(), tapped=True)
    s.answer(0, ChooseTargets, (bears,), required=False)
    s.answer(0, ChooseYesNo, True, about="provoke")
    s.attack({goblin: PlayerRef(1)})
    s.resolve_stack()
    assert not s.obj(bears).tapped
    s.game.strict = True
    with pytest.raises(RulesError):
        s.block(1, {})
    s.block(1, {bears: goblin})
    assert s.state.combat.blockers[bears] == [goblin]
