"""Winning and losing the game, compiled from real card text: effects that say a player
wins or loses (CR 104.2b, 104.3e) and the statics that forbid it — "You can't lose the
game and your opponents can't win the game." (CR 104.3e, 104.2b) — against the state-based
losses of CR 704.5a as well as against effects."""

from kw_compile import compile_card

from mtgc.runtime.cards_basic import forest, island, mountain, plains, swamp
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.objects import PlayerRef

ANGEL = """Platinum Angel {7}
Artifact Creature — Angel
Flying
You can't lose the game and your opponents can't win the game.
4/4"""
ENDURANCE = """Test of Endurance {2}{W}{W}
Enchantment
At the beginning of your upkeep, if you have 50 or more life, you win the game."""
DOOR = """Door to Nothingness {5}
Artifact
This artifact enters tapped.
{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}, {T}, Sacrifice this artifact: Target player loses the game."""  # noqa: E501
GRACE = """Angel's Grace {W}
Instant
Split second
You can't lose the game this turn and your opponents can't win the game this turn."""
BOB = PlayerRef(1)


def _scenario() -> Scenario:
    """Two players with cards to draw (no one loses by CR 704.5b)."""
    s = Scenario()
    for p in (0, 1):
        s.library(p, *[swamp() for _ in range(5)])
    return s


def test_life_zero_with_platinum_angel_doesnt_lose_until_it_leaves():
    """CR 104.3b, 704.5a: a player at 0 life loses at the next state-based check — unless
    "You can't lose the game" applies; once the Angel is gone, the check applies again."""
    s = _scenario()
    angel = s.battlefield(0, compile_card(ANGEL))[0]
    s.set_life(0, 0)
    s.advance_to(Step.DRAW)
    assert not s.state.game_over and not s.state.players[0].lost
    s.game.destroy(angel)
    s.advance_to(Step.END)
    assert s.state.game_over and s.state.winner == 1


def test_win_the_game_trigger_and_opponents_cant_win():
    """CR 104.2b: "you win the game" ends the game with its controller the winner; with
    the opponent's Platinum Angel out, the same trigger does nothing (CR 104.2b)."""
    for angel, over in ((False, True), (True, False)):
        s = _scenario()
        s.battlefield(0, compile_card(ENDURANCE))
        if angel:
            s.battlefield(1, compile_card(ANGEL))
        s.set_life(0, 50)
        s.advance_to(Step.END)  # Alice's turn 1 end: her next upkeep is turn 3
        s.advance_to(Step.UPKEEP)
        s.advance_to(Step.UPKEEP)
        s.resolve_stack()
        assert s.state.game_over is over
        assert s.state.winner == (0 if over else None)


def test_target_player_loses_the_game():
    """CR 104.3e: "Target player loses the game." — the other player wins (CR 104.2a)."""
    s = _scenario()
    door = s.battlefield(0, compile_card(DOOR))[0]
    s.obj(door).tapped = False  # it entered tapped (CR 614.1c); a turn later it is untapped
    for land in (plains, island, swamp, mountain, forest):
        s.battlefield(0, land(), land())
    s.activate(0, door, targets=(BOB,))
    s.resolve()
    assert s.state.players[1].lost
    assert s.state.game_over and s.state.winner == 0


def test_cant_lose_this_turn_lasts_the_turn():
    """CR 611.2a, 104.3e: "You can't lose the game this turn" holds through the turn; at 0
    life its controller loses once the turn is over (CR 514.2: the effect ends)."""
    s = _scenario()
    s.battlefield(0, plains())
    s.cast(0, s.hand(0, compile_card(GRACE))[0])
    s.resolve()
    s.set_life(0, 0)
    s.advance_to(Step.END)
    assert not s.state.players[0].lost
    s.advance_to(Step.UPKEEP)
    assert s.state.game_over and s.state.winner == 1


MANIAC = """Laboratory Maniac {2}{U}
Creature — Human Wizard
If you would draw a card while your library has no cards in it, you win the game instead.
2/2"""
DIVINATION = "Divination {2}{U}\nSorcery\nDraw two cards."


def test_draw_from_empty_library_replaced_by_winning():
    """CR 614.1a, 121.6, 104.2b: with Laboratory Maniac, a draw from an empty library is
    replaced — Alice wins; without it she draws from an empty library and loses
    (CR 704.5b)."""
    for maniac, winner in ((True, 0), (False, 1)):
        s = Scenario()
        s.library(1, swamp())
        if maniac:
            s.battlefield(0, compile_card(MANIAC))
        s.battlefield(0, island(), island(), island())
        s.cast(0, s.hand(0, compile_card(DIVINATION))[0])
        s.resolve()
        assert s.state.game_over and s.state.winner == winner


def test_draw_replacement_waits_for_an_empty_library():
    """CR 614.1a: "while your library has no cards in it" — with a card left, the first
    draw happens; the second, from the now-empty library, is replaced (CR 121.2: draws
    one at a time)."""
    s = Scenario()
    s.library(0, swamp())
    s.library(1, swamp())
    s.battlefield(0, compile_card(MANIAC))
    s.battlefield(0, island(), island(), island())
    s.cast(0, s.hand(0, compile_card(DIVINATION))[0])
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Swamp"]
    assert s.state.game_over and s.state.winner == 0
