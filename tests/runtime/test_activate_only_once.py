""" "Activate only once." (CR 602.5b), compiled from Mild-Mannered Librarian's Oracle text:
once for this object, not once each turn."""

import pytest
from kw_compile import compile_card

from mtgc.runtime.cards_basic import forest, island
from mtgc.runtime.errors import TimingError
from mtgc.runtime.scenario import Scenario, Step

LIBRARIAN = """Mild-Mannered Librarian {G}
Creature — Human
{3}{G}: This creature becomes a Werewolf. Put two +1/+1 counters on it and you draw a card. Activate only once.
1/1"""  # noqa: E501


def test_activate_only_once_ever():
    """CR 602.5b: activated on turn 1; on Alice's next turn it can't be activated again."""
    s = Scenario()
    librarian = s.battlefield(0, compile_card(LIBRARIAN))[0]
    s.battlefield(0, *(forest() for _ in range(4)))
    s.library(0, *(island() for _ in range(4)))
    s.library(1, *(island() for _ in range(4)))
    s.activate(0, librarian)
    s.resolve_stack()
    assert s.pt(librarian) == (3, 3) and "Werewolf" in s.game.view(librarian).subtypes
    s.advance_to(Step.UPKEEP)  # Bob's turn 2
    s.advance_to(Step.PRECOMBAT_MAIN)
    s.advance_to(Step.UPKEEP)  # Alice's turn 3
    s.advance_to(Step.PRECOMBAT_MAIN)
    assert s.state.active == 0
    with pytest.raises(TimingError):
        s.activate(0, librarian)
