""" "Exile up to three target cards from a single graveyard." (CR 601.2c, 404.1, 115.1b):
the targets of the one word "target" must all be in one player's graveyard. Compiled from
Decompose's Oracle text."""

import pytest
from kw_compile import bear, compile_card

from mtgc.runtime.cards_basic import island, swamp
from mtgc.runtime.errors import TargetError
from mtgc.runtime.scenario import Scenario, Zone

DECOMPOSE = """Decompose {1}{B}
Sorcery
Exile up to three target cards from a single graveyard."""


def _setup(s: Scenario) -> tuple[list[int], list[int]]:
    s.battlefield(0, swamp(), swamp())
    mine = s.graveyard(0, island(), bear())
    theirs = s.graveyard(1, bear(), island(), island())
    return mine, theirs


def test_cards_of_one_graveyard():
    """CR 115.1b: two of Bob's cards (the third slot left empty) are exiled."""
    s = Scenario()
    _, theirs = _setup(s)
    s.cast(0, s.hand(0, compile_card(DECOMPOSE))[0], targets=(theirs[0], theirs[1], None))
    s.resolve_stack()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Island"]
    assert s.zone_names(1, Zone.EXILE) == ["Grizzly Bears", "Island"]


def test_cards_of_two_graveyards_are_refused():
    """CR 601.2c: a card of Alice's and one of Bob's aren't in a single graveyard."""
    s = Scenario()
    mine, theirs = _setup(s)
    with pytest.raises(TargetError):
        s.cast(0, s.hand(0, compile_card(DECOMPOSE))[0], targets=(mine[0], theirs[0], None))


def test_the_default_choice_keeps_to_one_graveyard():
    """Left to choose, Alice's agent takes every target from the first card's graveyard:
    her own two cards (her graveyard is first in turn order), none of Bob's."""
    s = Scenario()
    _setup(s)
    s.cast(0, s.hand(0, compile_card(DECOMPOSE))[0])
    s.resolve_stack()
    assert s.zone_names(0, Zone.EXILE) == ["Grizzly Bears", "Island"]
    assert s.zone_names(1, Zone.EXILE) == []
