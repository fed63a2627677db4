""" "At the beginning of the next end step, [clauses]. [If you do, ...]" — a delayed
triggered ability led by its time (CR 603.7a), referring to the objects the creating effect
named (CR 603.7c), compiled from real cards' Oracle text and played out."""

from __future__ import annotations

from effects_compile import compile_card

from mtgc.runtime.agents import ChooseYesNo
from mtgc.runtime.cards_basic import grizzly_bears, island, mountain, plains, swamp
from mtgc.runtime.scenario import Scenario, Step, Zone

LONG_ROAD_HOME = compile_card(
    "Exile target creature. At the beginning of the next end step, return that card to the "
    "battlefield under its owner's control with a +1/+1 counter on it.", cost="{1}{W}",
    name="Long Road Home")  # fmt: skip
APPRENTICE_NECROMANCER = compile_card(
    "{B}, {T}, Sacrifice this creature: Return target creature card from your graveyard to the "
    "battlefield. That creature gains haste. At the beginning of the next end step, sacrifice "
    "it.", "Creature \u2014 Zombie Wizard", "{1}{B}", ("1", "1"),
    name="Apprentice Necromancer")  # fmt: skip
SPINAL_EMBRACE = compile_card(
    "Untap target creature you don't control and gain control of it. It gains haste until end "
    "of turn. At the beginning of the next end step, sacrifice it. If you do, you gain life "
    "equal to its toughness.", cost="{U}", name="Spinal Embrace")  # fmt: skip


def test_long_road_home_returns_the_card_with_a_counter():
    """CR 603.7a, 603.7c, 400.7: the exiled card (a new object) comes back at the beginning
    of the next end step, with a +1/+1 counter; not before."""
    s = Scenario()
    s.battlefield(0, plains(), plains())
    s.set_step(Step.PRECOMBAT_MAIN, active=0)
    bears = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, LONG_ROAD_HOME)[0], targets=(bears,))
    s.resolve()
    assert s.zone_names(1, Zone.EXILE) == ["Grizzly Bears"]
    s.advance_to(Step.END)
    s.resolve_stack()
    back = s.find("Grizzly Bears")
    assert len(back) == 1 and s.zone_of(back[0]) is Zone.BATTLEFIELD
    assert s.pt(back[0]) == (3, 3)
    assert s.state.delayed == []


def test_apprentice_necromancer_sacrifices_the_returned_creature():
    """CR 603.7c: "sacrifice it" — the creature the ability returned, at the beginning of the
    next end step."""
    s = Scenario()
    s.battlefield(0, swamp())
    s.set_step(Step.PRECOMBAT_MAIN, active=0)
    necro = s.battlefield(0, APPRENTICE_NECROMANCER)[0]
    other = s.battlefield(0, grizzly_bears())[0]
    card = s.graveyard(0, grizzly_bears())[0]
    s.activate(0, necro, 0, targets=(card,))
    s.resolve()
    back = [o for o in s.find("Grizzly Bears") if o != other]
    assert len(back) == 1 and s.zone_of(back[0]) is Zone.BATTLEFIELD
    s.advance_to(Step.END)
    s.resolve_stack()
    assert s.zone_of(back[0]) is None
    assert s.zone_of(other) is Zone.BATTLEFIELD
    assert sorted(s.zone_names(0, Zone.GRAVEYARD)) == ["Apprentice Necromancer", "Grizzly Bears"]


def test_spinal_embrace_if_you_do_belongs_to_the_delayed_ability():
    """CR 603.7a, 608.2c: "If you do, you gain life equal to its toughness" is part of the
    delayed ability: the life is gained at the end step, when the creature is sacrificed."""
    s = Scenario()
    s.battlefield(0, island())
    s.set_step(Step.PRECOMBAT_MAIN, active=0)
    theirs = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, SPINAL_EMBRACE)[0], targets=(theirs,))
    s.resolve()
    assert s.game.view(theirs).controller == 0
    assert s.life(0) == 20
    s.advance_to(Step.END)
    s.resolve_stack()
    assert s.zone_of(theirs) is None
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.life(0) == 22


PACT_OF_THE_TITAN = compile_card(
    "Create a 4/4 red Giant creature token.\nAt the beginning of your next upkeep, pay "
    "{4}{R}. If you don't, you lose the game.", cost="{0}", name="Pact of the Titan")  # fmt: skip


def _pact_to_next_upkeep(lands: int, pay: bool) -> Scenario:
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN, active=0)
    s.battlefield(0, *[mountain() for _ in range(lands)])
    s.library(0, grizzly_bears(), grizzly_bears())
    s.library(1, grizzly_bears(), grizzly_bears())
    s.cast(0, s.hand(0, PACT_OF_THE_TITAN)[0])
    s.resolve()
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Giant Token") == 1
    s.advance_to(Step.UPKEEP)  # Bob's upkeep: the delayed ability waits for Alice's
    assert s.state.active == 1 and s.stack_names() == []
    s.advance_to(Step.END)
    s.advance_to(Step.UPKEEP)
    assert s.state.active == 0
    s.answer(0, ChooseYesNo, pay, required=False)
    s.resolve_stack()
    return s


def test_pact_paid_at_the_next_upkeep():
    """CR 603.7a, 118.12: at Alice's next upkeep she pays {4}{R}; "If you don't" doesn't
    happen."""
    s = _pact_to_next_upkeep(5, True)
    assert not s.state.players[0].lost
    assert all(s.obj(i).tapped for i in s.find("Mountain"))


def test_pact_unpaid_loses_the_game():
    """CR 118.12, 118.3: unable to pay {4}{R} at her next upkeep, Alice loses the game."""
    s = _pact_to_next_upkeep(2, True)
    assert s.state.players[0].lost
