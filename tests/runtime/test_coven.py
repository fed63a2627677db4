"""Coven (CR 207.2c, an ability word): "if you control three or more creatures with
different powers" — creatures that differ in power (CR 208), so the count is the number of
different powers among them — compiled from real card text."""

from __future__ import annotations

from kw_compile import compile_card

from mtgc.runtime.cards_basic import creature
from mtgc.runtime.scenario import Scenario, Step
from mtgc.runtime.state.abilities import Flying

WITCH = compile_card("""Candlegrove Witch {1}{W}
Creature — Human Warlock
Coven — At the beginning of combat on your turn, if you control three or more creatures with different powers, this creature gains flying until end of turn.
2/2""")  # noqa: E501


def _combat_with(*powers: int) -> tuple[Scenario, int]:
    s = Scenario()
    witch = s.battlefield(0, WITCH)[0]
    for n, p in enumerate(powers):
        s.battlefield(0, creature(f"Creature {n}", "{1}", p, 4))
    s.advance_to(Step.BEGINNING_OF_COMBAT)
    s.resolve_stack()
    return s, witch


def test_three_different_powers_give_flying():
    """CR 603.4: powers 2 (the Witch), 1 and 3 — three different powers: it gains flying."""
    s, witch = _combat_with(1, 3)
    assert s.game.view(witch).has_keyword(Flying)


def test_many_creatures_of_two_powers_are_not_enough():
    """CR 208: four creatures but only the powers 2 and 5 — the condition doesn't hold."""
    s, witch = _combat_with(2, 5, 5)
    assert not s.game.view(witch).has_keyword(Flying)
