"""Permanents' keywords that stand for other abilities, compiled from card text: echo
(CR 702.30), crew (702.122), afterlife (702.135)."""

import pytest
from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseObjects, ChooseYesNo
from mtgc.runtime.errors import CostError
from mtgc.runtime.objects import PlayerRef
from mtgc.runtime.scenario import Scenario, Step, Zone

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
    s.answer(0, ChooseYesNo, False)
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
