"""Expend (CR 700.14), compiled from Teapot Slinger's Oracle text: the ability triggers as
the mana spent on spells this turn goes from less than four to four or more, once."""

from kw_compile import compile_card

from mtgc.runtime.cards_basic import island, mountain
from mtgc.runtime.scenario import Scenario

SLINGER = """Teapot Slinger {3}{R}
Creature — Raccoon Warrior
Menace
Whenever you expend 4, this creature deals 2 damage to each opponent.
3/4"""
TWO = """Test Two {1}{R}
Sorcery
Draw a card."""
THREE = """Test Three {2}{R}
Sorcery
Draw a card."""


def test_expend_four_triggers_once_as_the_total_reaches_four():
    """CR 700.14: 2 mana (total 2): nothing; 3 more (total 5): 2 damage; 2 more (total
    7): nothing."""
    s = Scenario()
    s.battlefield(0, compile_card(SLINGER), *(mountain() for _ in range(7)))
    s.library(0, *(island() for _ in range(4)))
    s.cast(0, s.hand(0, compile_card(TWO))[0])
    s.resolve_stack()
    assert s.life(1) == 20
    s.cast(0, s.hand(0, compile_card(THREE))[0])
    s.resolve_stack()
    assert s.life(1) == 18
    s.cast(0, s.hand(0, compile_card(TWO))[0])
    s.resolve_stack()
    assert s.life(1) == 18
