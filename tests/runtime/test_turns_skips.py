"""Skipping a player's next turn, step or phase (CR 500.11, 614.10), compiled from real
cards' text."""

from effects_compile import compile_card

from mtgc.runtime.cards_basic import grizzly_bears, island, plains
from mtgc.runtime.scenario import PlayerRef, Scenario, Zone
from mtgc.runtime.state.game_state import Step

#: Fatigue
FATIGUE = compile_card("Target player skips their next draw step.", "Sorcery", "{1}{U}",
                       name="Fatigue")  # fmt: skip
#: Meditate
MEDITATE = compile_card("Draw four cards. You skip your next turn.", "Instant", "{2}{U}",
                        name="Meditate")  # fmt: skip
#: Stonehorn Dignitary
DIGNITARY = compile_card("When this creature enters, target opponent skips their next combat "
                         "phase.", "Creature — Rhino Soldier", "{3}{W}", ("1", "4"),
                         name="Stonehorn Dignitary")  # fmt: skip


def test_target_player_skips_their_next_draw_step():
    """CR 614.10, 500.11: Bob's next draw step doesn't happen: he draws no card on his turn;
    the skip is used up (CR 614.10a), so his following draw step happens."""
    s = Scenario()
    s.battlefield(0, island(), island())
    s.library(1, *[grizzly_bears() for _ in range(3)])
    s.cast(0, s.hand(0, FATIGUE)[0], targets=(PlayerRef(1),))
    s.resolve_stack()
    s.advance_to(Step.PRECOMBAT_MAIN)  # Bob's turn 2
    assert s.state.active == 1 and s.state.turn == 2
    assert s.zone_names(1, Zone.HAND) == []
    s.library(0, grizzly_bears(), grizzly_bears())
    s.advance_to(Step.END)
    s.advance_to(Step.PRECOMBAT_MAIN)  # Alice's turn 3
    s.advance_to(Step.END)
    s.advance_to(Step.PRECOMBAT_MAIN)  # Bob's turn 4: he draws
    assert s.state.active == 1 and s.zone_names(1, Zone.HAND) == ["Grizzly Bears"]


def test_you_skip_your_next_turn():
    """CR 500.11: Meditate draws four cards, then Alice's next turn is skipped: after
    Bob's turn 2 comes Bob's turn 3."""
    s = Scenario()
    s.battlefield(0, island(), island(), island())
    s.library(0, *[grizzly_bears() for _ in range(6)])
    s.library(1, *[grizzly_bears() for _ in range(6)])
    s.cast(0, s.hand(0, MEDITATE)[0])
    s.resolve_stack()
    assert len(s.zone_names(0, Zone.HAND)) == 4
    s.advance_to(Step.UPKEEP)
    assert (s.state.turn, s.state.active) == (2, 1)
    s.advance_to(Step.END)
    s.advance_to(Step.UPKEEP)
    assert (s.state.turn, s.state.active) == (3, 1)
    s.advance_to(Step.END)
    s.advance_to(Step.UPKEEP)
    assert (s.state.turn, s.state.active) == (4, 0)


def test_target_opponent_skips_their_next_combat_phase():
    """CR 500.11: Bob's next combat phase is skipped: from his precombat main phase his
    turn goes on to his postcombat main phase, no beginning of combat step in between."""
    s = Scenario()
    s.battlefield(0, *[plains() for _ in range(4)])
    s.library(1, *[grizzly_bears() for _ in range(3)])
    s.cast(0, s.hand(0, DIGNITARY)[0])
    s.resolve_stack()
    s.advance_to(Step.PRECOMBAT_MAIN)  # Bob's turn 2
    assert s.state.active == 1
    s.advance_to(Step.POSTCOMBAT_MAIN)
    assert s.state.turn == 2 and s.state.active == 1
    assert "P1 skips their combat phase (CR 500.11)" in s.log()
