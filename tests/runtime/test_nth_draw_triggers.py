"""Triggers on a player's nth card drawn in a turn (CR 121.2, 603.2, 500.7), compiled from
real cards' text (Erudite Wizard, Faerie Mastermind)."""

from effects_compile import compile_card

from mtgc.runtime.cards_basic import grizzly_bears
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.state.game_state import Step

WIZARD = compile_card("Whenever you draw your second card each turn, put a +1/+1 counter on "
                      "this creature.", "Creature — Human Wizard", "{2}{U}", ("2", "3"),
                      name="Erudite Wizard")  # fmt: skip
MASTERMIND = compile_card("Flash\nFlying\nWhenever an opponent draws their second card each "
                          "turn, you draw a card.", "Creature — Faerie Rogue", "{1}{U}",
                          ("2", "1"), name="Faerie Mastermind")  # fmt: skip
OPT = compile_card("Draw a card.", "Instant", "{0}", name="Opt")
TREASURES = compile_card("Draw three cards.", "Instant", "{0}", name="Ancestral Recall")


def test_second_card_drawn_triggers_once_a_turn():
    """CR 121.2: three cards drawn one by one — the second triggers, the first and third
    don't: one +1/+1 counter."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    (wizard,) = s.battlefield(0, WIZARD)
    s.library(0, *(grizzly_bears() for _ in range(5)))
    s.cast(0, s.hand(0, TREASURES)[0])
    s.resolve_stack()
    assert s.obj(wizard).counters == {"+1/+1": 1}
    s.cast(0, s.hand(0, OPT)[0])
    s.resolve_stack()
    assert s.obj(wizard).counters == {"+1/+1": 1}


def test_draw_step_card_counts_as_the_first():
    """CR 504.1, 121.2: the card drawn in the draw step is the turn's first: one more draw in
    the main phase is the second."""
    s = Scenario()
    (wizard,) = s.battlefield(0, WIZARD)
    s.library(0, *(grizzly_bears() for _ in range(4)))
    s.library(1, *(grizzly_bears() for _ in range(4)))
    s.advance_to(Step.UPKEEP)  # Bob's turn
    s.advance_to(Step.PRECOMBAT_MAIN)
    s.advance_to(Step.UPKEEP)  # Alice's turn
    s.advance_to(Step.PRECOMBAT_MAIN)  # after her draw step
    assert s.game.state.active == 0 and not s.obj(wizard).counters
    s.cast(0, s.hand(0, OPT)[0])
    s.resolve_stack()
    assert s.obj(wizard).counters == {"+1/+1": 1}


def test_opponents_second_card_makes_you_draw():
    """CR 121.2, 102.2: "Whenever an opponent draws their second card each turn": Bob's
    second draw makes Alice draw; Alice's own draws don't count as Bob's."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, MASTERMIND)
    s.library(0, *(grizzly_bears() for _ in range(4)))
    s.library(1, *(grizzly_bears() for _ in range(3)))
    s.cast(0, s.hand(0, TREASURES)[0])
    s.resolve_stack()
    assert len(s.zone_names(0, Zone.HAND)) == 3
    s.pass_priority(0)
    s.cast(1, s.hand(1, TREASURES)[0])
    s.resolve_stack()
    assert len(s.zone_names(1, Zone.HAND)) == 3
    assert len(s.zone_names(0, Zone.HAND)) == 4
