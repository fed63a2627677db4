"""Drawing additional cards (CR 121.1, 504.1): "At the beginning of each player's draw step,
that player draws an additional card." — the trigger resolves in the draw step, after the
turn's draw. Real cards compiled from their text."""

from kw_compile import bear, compile_card

from mtgc.runtime.scenario import Scenario, Step, Zone

HOWLING_MINE = "Howling Mine {2}\nArtifact\nAt the beginning of each player's draw step, if \
this artifact is untapped, that player draws an additional card."
FONT_OF_MYTHOS = "Font of Mythos {4}\nArtifact\nAt the beginning of each player's draw step, \
that player draws two additional cards."


def _bobs_draw_step(s: Scenario) -> None:
    s.library(1, *[bear(name=f"Card {n}") for n in range(5)])
    s.advance_to(Step.UPKEEP)  # Bob's turn 2
    s.advance_to(Step.PRECOMBAT_MAIN)


def test_howling_mine_each_player_draws_an_additional_card():
    """CR 504.1, 603.2: Bob draws for the turn, then one more from Alice's Howling Mine."""
    s = Scenario()
    s.battlefield(0, compile_card(HOWLING_MINE))
    _bobs_draw_step(s)
    assert s.zone_names(1, Zone.HAND) == ["Card 0", "Card 1"]


def test_a_tapped_howling_mine_adds_nothing():
    """CR 603.4: "if this artifact is untapped" — tapped (it untaps only in Alice's untap
    step, CR 502.3), the ability doesn't trigger."""
    s = Scenario()
    s.battlefield(0, compile_card(HOWLING_MINE), tapped=True)
    _bobs_draw_step(s)
    assert s.zone_names(1, Zone.HAND) == ["Card 0"]


def test_font_of_mythos_two_additional_cards():
    """CR 121.2: "draws two additional cards" — three cards in Bob's draw step."""
    s = Scenario()
    s.battlefield(0, compile_card(FONT_OF_MYTHOS))
    _bobs_draw_step(s)
    assert s.zone_names(1, Zone.HAND) == ["Card 0", "Card 1", "Card 2"]
