""" "Until the end of your next turn" (CR 611.2a, 514.2), compiled from real card text: a
play permission (Reckless Impulse) and a control-changing effect (Treasure Nabber) last
through the rest of this turn and the next turn of their controller, then end in that
turn's cleanup step."""

from kw_compile import compile_card

from mtgc.runtime.cards_basic import forest, grizzly_bears, mountain
from mtgc.runtime.errors import RulesError
from mtgc.runtime.scenario import Scenario, Step, Zone

IMPULSE = """Reckless Impulse {1}{R}
Sorcery
Exile the top two cards of your library. Until the end of your next turn, you may play those cards."""  # noqa: E501
NABBER = """Treasure Nabber {2}{R}
Creature — Goblin Rogue
Whenever an opponent taps an artifact for mana, gain control of that artifact until the end of your next turn.
3/2"""  # noqa: E501
STONE = """Test Stone {2}
Artifact
{T}: Add {C}."""


def _cast_impulse() -> tuple[Scenario, list[int]]:
    s = Scenario()
    s.battlefield(0, mountain(), forest())
    s.library(0, grizzly_bears(), grizzly_bears(), *(forest() for _ in range(6)))
    s.library(1, *(forest() for _ in range(6)))
    s.cast(0, s.hand(0, compile_card(IMPULSE))[0])
    s.resolve()
    exiled = s.find("Grizzly Bears", Zone.EXILE)
    assert len(exiled) == 2
    return s, exiled


def test_play_permission_lasts_through_your_next_turn():
    """CR 611.2a: the exiled cards may still be played in Alice's next turn (turn 3)."""
    s, (a, _b) = _cast_impulse()
    s.advance_to(Step.UPKEEP)  # Bob's turn 2
    s.advance_to(Step.UPKEEP)  # Alice's turn 3
    s.advance_to(Step.PRECOMBAT_MAIN)
    assert s.state.active == 0 and s.state.turn == 3
    s.cast(0, a)
    s.resolve()
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Grizzly Bears") == 1


def test_play_permission_ends_with_your_next_turn():
    """CR 514.2, 611.2a: after the cleanup step of Alice's next turn the permission is gone."""
    s, (a, _b) = _cast_impulse()
    for _ in range(3):  # Bob's turn 2, Alice's turn 3, Bob's turn 4
        s.advance_to(Step.UPKEEP)
    s.advance_to(Step.UPKEEP)  # Alice's turn 5
    s.advance_to(Step.PRECOMBAT_MAIN)
    assert s.state.active == 0 and s.state.turn == 5
    try:
        s.cast(0, a)
        cast = True
    except RulesError:
        cast = False
    assert not cast and s.zone_of(a) is Zone.EXILE


def test_control_until_the_end_of_your_next_turn():
    """CR 611.2a, 613.1b: Bob taps his artifact for mana on his turn; Alice controls it
    through her next turn (turn 3) and Bob gets it back after that turn's cleanup."""
    s = Scenario()
    s.library(0, *(forest() for _ in range(6)))
    s.library(1, *(forest() for _ in range(6)))
    s.battlefield(0, compile_card(NABBER))
    stone = s.battlefield(1, compile_card(STONE))[0]
    s.set_step(Step.PRECOMBAT_MAIN, active=1)  # Bob's turn 2
    s.tap_for_mana(1, stone)
    s.resolve_stack()
    assert s.game.view(stone).controller == 0
    s.advance_to(Step.UPKEEP)  # Alice's turn 3: still hers
    assert s.state.turn == 3 and s.game.view(stone).controller == 0
    s.advance_to(Step.END)
    assert s.game.view(stone).controller == 0
    s.advance_to(Step.UPKEEP)  # Bob's turn 4
    assert s.state.turn == 4 and s.game.view(stone).controller == 1
