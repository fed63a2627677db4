"""Random games between decks of cards COMPILED from ``cards/`` (issue 3's property test,
now that the library compiles): after every action each card is in exactly one zone, the
number of cards is unchanged, no life or mana value is undefined (CR 400.1), and replaying
the decisions reproduces the same log and state."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from mtgc.compiler.cards import load_library
from mtgc.runtime.game import replay
from mtgc.runtime.state.objects import GameObject

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "runtime"))
from rt_decks import check_invariants, new_game  # noqa: E402
from rulings_cards import card  # noqa: E402

BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def library_deck() -> list:
    """Every non-basic library card once, then basic lands up to 60 cards."""
    names = sorted({f.name for c in load_library() for f in c.faces} - set(BASICS))
    spells = [card(n) for n in names]
    lands = [card(n) for n in BASICS] * ((60 - len(spells)) // len(BASICS) + 1)
    return (spells + lands)[:60]


@pytest.mark.parametrize("seed", range(10))
def test_random_games_with_compiled_library_cards(seed: int) -> None:
    decks = (library_deck, library_deck)
    game = new_game(seed, decks=decks)
    uids = {o.card_uid for o in game.state.objects.values() if isinstance(o, GameObject)}
    assert len(uids) == 120
    game.after_action = lambda g: check_invariants(g, uids)
    game.run(max_turns=20)
    again = replay(lambda: new_game(seed, [None, None], decks), game.record, max_turns=20)
    assert again.log == game.log
    assert again.state.fingerprint() == game.state.fingerprint()
