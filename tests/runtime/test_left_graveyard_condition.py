""" "If a card left your graveyard this turn" (CR 400.7, 603.10a), compiled from Relic
Retriever's Oracle text, with Raise Dead moving a card out of a graveyard."""

from kw_compile import compile_card

from mtgc.runtime.cards_basic import grizzly_bears, swamp
from mtgc.runtime.scenario import Scenario, Step, Zone

RETRIEVER = """Relic Retriever {1}{R}
Creature — Dwarf Artificer
First strike
At the beginning of each end step, if a card left your graveyard this turn, create a Treasure token.
2/1"""  # noqa: E501
RAISE_DEAD = """Raise Dead {B}
Sorcery
Return target creature card from your graveyard to your hand."""


def _treasures(s: Scenario) -> int:
    return s.zone_names(0, Zone.BATTLEFIELD).count("Treasure Token")


def _end_step(raise_dead: bool, bobs_card_leaves: bool = False) -> int:
    s = Scenario()
    s.battlefield(0, compile_card(RETRIEVER), swamp())
    s.library(0, swamp(), swamp())
    s.library(1, swamp(), swamp())
    if raise_dead:
        bears = s.graveyard(0, grizzly_bears())[0]
        s.cast(0, s.hand(0, compile_card(RAISE_DEAD))[0], targets=(bears,))
        s.resolve_stack()
    if bobs_card_leaves:  # a card leaves Bob's graveyard, not Alice's
        s.game.move(s.graveyard(1, grizzly_bears())[0], Zone.EXILE)
    s.advance_to(Step.END)
    s.resolve_stack()
    return _treasures(s)


def test_a_card_left_your_graveyard_this_turn():
    """CR 603.10a: Raise Dead returned a card from Alice's graveyard: a Treasure at the end
    step; a turn without it, or with a card leaving only Bob's graveyard: none."""
    assert _end_step(True) == 1
    assert _end_step(False) == 0
    assert _end_step(False, bobs_card_leaves=True) == 0
