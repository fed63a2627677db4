"""Valiant (an ability word): "Whenever this creature becomes the target of a spell or
ability you control for the first time each turn" (CR 603.2, 115.1), compiled from A-Heartfire
Hero's Oracle text."""

from kw_compile import compile_card

from mtgc.runtime.cards_basic import mountain
from mtgc.runtime.scenario import Scenario, Step

HERO = """A-Heartfire Hero {R}
Creature — Mouse Soldier
Valiant — Whenever this creature becomes the target of a spell or ability you control for the first time each turn, put a +1/+1 counter on it.
When this creature dies, it deals damage equal to its power to each opponent.
0/1"""  # noqa: E501
GROWTH = """Test Growth {R}
Instant
Target creature gets +1/+1 until end of turn."""


def _counters(s: Scenario, i: int) -> int:
    return s.obj(i).counters.get("+1/+1", 0)


def test_valiant_first_time_each_turn_by_you_only():
    """CR 603.2: Alice's first spell targeting the hero this turn triggers valiant, her
    second doesn't; Bob's spell targeting it doesn't (not one Alice controls); next turn
    Alice's spell triggers it again."""
    s = Scenario()
    hero = s.battlefield(0, compile_card(HERO))[0]
    s.battlefield(0, *(mountain() for _ in range(3)))
    s.battlefield(1, mountain())
    s.library(0, *(mountain() for _ in range(3)))
    s.library(1, *(mountain() for _ in range(3)))
    s.cast(0, s.hand(0, compile_card(GROWTH))[0], targets=(hero,))
    s.resolve_stack()
    assert _counters(s, hero) == 1
    s.cast(0, s.hand(0, compile_card(GROWTH))[0], targets=(hero,))
    s.resolve_stack()
    assert _counters(s, hero) == 1 and s.pt(hero) == (3, 4)
    s.advance_to(Step.UPKEEP)  # Bob's turn
    s.cast(1, s.hand(1, compile_card(GROWTH))[0], targets=(hero,))
    s.resolve_stack()
    assert _counters(s, hero) == 1
    s.pass_priority(1)
    s.cast(0, s.hand(0, compile_card(GROWTH))[0], targets=(hero,))
    s.resolve_stack()
    assert _counters(s, hero) == 2
