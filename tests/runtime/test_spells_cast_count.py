""" "For each other instant and sorcery spell you've cast this turn" (CR 601.2, 500.7),
compiled from Lock and Load's Oracle text: spells cast earlier this turn count, a creature
spell doesn't, nor Lock and Load itself."""

from kw_compile import compile_card

from mtgc.runtime.cards_basic import grizzly_bears, island
from mtgc.runtime.scenario import Scenario

LOCK_AND_LOAD = """Lock and Load {2}{U}
Sorcery
Draw a card, then draw a card for each other instant and sorcery spell you've cast this turn.
Plot {3}{U}"""
OPT = """Test Thought {U}
Instant
Draw a card."""
BEAR = """Test Bear {U}
Creature — Bear
2/2"""


def test_counts_other_instants_and_sorceries_cast_this_turn():
    """CR 500.7: two instants and a creature spell were cast before: 1 + 2 cards."""
    s = Scenario()
    s.battlefield(0, *(island() for _ in range(6)))
    s.library(0, *(grizzly_bears() for _ in range(10)))
    for text in (OPT, OPT, BEAR):
        s.cast(0, s.hand(0, compile_card(text))[0])
        s.resolve_stack()
    before = len(s.state.players[0].hand)
    assert before == 2
    s.cast(0, s.hand(0, compile_card(LOCK_AND_LOAD))[0])
    s.resolve_stack()
    assert len(s.state.players[0].hand) == before + 3
