"""Actions from an opening hand (CR 103.6), with cards compiled from their text: a Leyline
begins the game on the battlefield (103.6a), a revealed Chancellor's delayed ability waits
for the game's first upkeep (103.6b, 603.7a)."""

from __future__ import annotations

from kw_compile import compile_card

from mtgc.runtime.agents import ChooseYesNo
from mtgc.runtime.cards_basic import island, plains
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.turns.opening_hand import BeginOnBattlefield, RevealFromOpeningHand
from mtgc.runtime.turns.steps import start_game

LEYLINE = compile_card(
    "Leyline of Sanctity {2}{W}{W}\nEnchantment\n"
    "If this card is in your opening hand, you may begin the game with it on the battlefield.\n"
    "You have hexproof."
)
SPIRES = compile_card(
    "Chancellor of the Spires {4}{U}{U}{U}\nCreature — Phyrexian Sphinx\n"
    "You may reveal this card from your opening hand. If you do, at the beginning of the first "
    "upkeep, each opponent mills seven cards.\nFlying\n5/7"
)
PROVIDENCE = compile_card(
    "Providence {5}{W}{W}\nSorcery\n"
    "You may reveal this card from your opening hand. If you do, at the beginning of the first "
    "upkeep, your life total becomes 26.\nYour life total becomes 26."
)


def _begin(s: Scenario, hands: dict[int, list], library: int = 20) -> None:
    """Start the game from scratch: each player's library holds their opening hand on top."""
    st = s.game.state
    st.turn = 0
    for p, cards in hands.items():
        s.library(p, *cards, *[island() if p else plains() for _ in range(library)])
    start_game(s.game, first=0, opening_hand=len(next(iter(hands.values()))), shuffle=False)


def test_leyline_begins_the_game_on_the_battlefield():
    """CR 103.6a: the player who takes the action puts the card onto the battlefield before
    the first turn; its static ability works from then on."""
    assert any(isinstance(a, BeginOnBattlefield) for a in LEYLINE.abilities)
    s = Scenario()
    s.answer(0, ChooseYesNo, True, about="Leyline of Sanctity")
    _begin(s, {0: [LEYLINE, plains()], 1: [island(), island()]})
    assert s.find("Leyline of Sanctity", Zone.BATTLEFIELD, 0)
    assert s.state.turn == 1 and not s.find("Leyline of Sanctity", Zone.HAND)


def test_leyline_declined_stays_in_hand():
    """CR 103.6: the action is optional ("you may")."""
    s = Scenario()
    s.answer(0, ChooseYesNo, False, about="Leyline of Sanctity")
    _begin(s, {0: [LEYLINE, plains()], 1: [island(), island()]})
    assert s.find("Leyline of Sanctity", Zone.HAND, 0)
    assert not s.find("Leyline of Sanctity", Zone.BATTLEFIELD)


def test_revealed_chancellor_mills_each_opponent_at_the_first_upkeep_only():
    """CR 103.6b, 603.7a, 603.7c: revealing creates a delayed ability that triggers at the
    first upkeep of the game, once; the card stays in its owner's hand."""
    assert any(isinstance(a, RevealFromOpeningHand) for a in SPIRES.abilities)
    s = Scenario()
    s.answer(0, ChooseYesNo, True, about="Chancellor of the Spires")
    _begin(s, {0: [SPIRES, plains()], 1: [island(), island()]})
    bob_library = len(s.state.players[1].library)
    assert s.state.step == Step.UPKEEP and s.state.active == 0  # the first upkeep
    assert s.stack_names() == ["ability of Chancellor of the Spires"]
    s.resolve_stack()
    assert len(s.state.players[1].library) == bob_library - 7
    assert s.find("Chancellor of the Spires", Zone.HAND, 0)
    s.advance_to(Step.UPKEEP)  # Bob's first upkeep: no second trigger
    assert not s.stack_names()


def test_not_revealed_means_no_delayed_ability():
    """CR 103.6b: without the reveal, nothing happens at the first upkeep."""
    s = Scenario()
    s.answer(0, ChooseYesNo, False, about="Chancellor of the Spires")
    _begin(s, {0: [SPIRES, plains()], 1: [island(), island()]})
    assert s.state.step == Step.UPKEEP and not s.stack_names()


def test_providence_revealed_by_the_second_player_sets_life_at_the_first_upkeep():
    """CR 103.6, 119.5: the other player acts after the starting player; "the first upkeep"
    is the starting player's, and the life total becomes 26 by gaining 6 life."""
    s = Scenario()
    s.answer(1, ChooseYesNo, True, about="Providence")
    _begin(s, {0: [plains(), plains()], 1: [PROVIDENCE, island()]})
    assert s.state.step == Step.UPKEEP and s.state.active == 0
    s.resolve_stack()
    assert s.life(1) == 26 and s.life(0) == 20
