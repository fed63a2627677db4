"""Two actions forbidden at once, "can't A or B" (CR 101.2, 608.2c), with cards compiled from
their Oracle text: each action is forbidden as if the restriction were written alone."""

import pytest
from kw_compile import compile_card

from mtgc.runtime.cards_basic import grizzly_bears, island, swamp
from mtgc.runtime.errors import CombatError
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone

ALICE, BOB = PlayerRef(0), PlayerRef(1)
PLATINUM_PERSECUTOR = """Platinum Persecutor {5}
Artifact Creature — Angel Demon
Flying
Players can't lose the game or win the game.
5/5"""  # its third ability ("if each player has an empty library, ...") doesn't parse yet
LOST_IN_THE_SPIRIT_WORLD = """Lost in the Spirit World {2}{U}
Sorcery
Return up to one target creature to its owner's hand. Create a 1/1 colorless Spirit \
creature token with "This token can't block or be blocked by non-Spirit creatures."
"""


def _scenario() -> Scenario:
    s = Scenario()
    for p in (0, 1):
        s.library(p, *[swamp() for _ in range(5)])
    return s


def test_players_cant_lose_the_game_or_win_the_game():
    """CR 104.3e, 704.5a: with Platinum Persecutor out, a player at 0 life doesn't lose (the
    "can't lose" part); once it is gone, the state-based check applies again."""
    s = _scenario()
    persecutor = s.battlefield(1, compile_card(PLATINUM_PERSECUTOR))[0]
    s.set_life(0, 0)
    s.advance_to(Step.DRAW)
    assert not s.state.game_over and not s.state.players[0].lost
    s.game.destroy(persecutor)
    s.advance_to(Step.END)
    assert s.state.game_over and s.state.winner == 1


def test_spirit_token_cant_block_or_be_blocked_by_non_spirits():
    """CR 509.1b: the Spirit token can't block (Bob's bear hits Alice), and a non-Spirit
    creature can't block it; unblocked, it deals its 1 damage."""
    s = _scenario()
    s.battlefield(0, *[island() for _ in range(3)])
    s.cast(0, s.hand(0, compile_card(LOST_IN_THE_SPIRIT_WORLD))[0], targets=(None,))
    s.resolve()
    [token] = s.find("Spirit Token", Zone.BATTLEFIELD)
    bear = s.battlefield(1, grizzly_bears())[0]
    s.advance_to(Step.END)
    s.advance_to(Step.UPKEEP)  # Bob's turn 2: the token can't block his bear
    s.attack({bear: ALICE})
    with pytest.raises(CombatError):
        s.block(0, {token: bear})
    s.block(0, {})
    s.advance_to(Step.END)
    s.advance_to(Step.UPKEEP)  # Alice's turn 3: the token can attack
    s.attack({token: BOB})
    with pytest.raises(CombatError):
        s.block(1, {bear: token})
    s.block(1, {})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(0) == 18 and s.life(1) == 19
