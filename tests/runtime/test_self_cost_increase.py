"""A spell's own cost increase (CR 601.2f, 113.6b: a static ability functioning on the
stack), compiled from real cards' text."""

import pytest
from effects_compile import compile_card

from mtgc.runtime.cards_basic import forest, grizzly_bears, island, plains, swamp
from mtgc.runtime.errors import CostError
from mtgc.runtime.scenario import Scenario, Step, Zone

BOUNCER = compile_card("Flash\nWhen this creature enters, return target nonland permanent an "
                       "opponent controls to its owner's hand. It perpetually gains \"This "
                       "spell costs {2} more to cast.\"", "Creature \u2014 Human Rogue",
                       "{2}{U}{U}", ("2", "3"), name="Nightclub Bouncer")  # fmt: skip
#: Strive's line (Consign to Dust) over a spell ability the runtime runs.
STRIVE = compile_card("Strive \u2014 This spell costs {1}{W} more to cast for each target "
                      "beyond the first.\nUp to three target creatures each get +1/+1 until "
                      "end of turn.", cost="{W}", name="Strive Test")  # fmt: skip


def _bounce_bears() -> tuple[Scenario, int]:
    s = Scenario()
    s.library(0, island())
    s.library(1, island())
    s.battlefield(0, island(), island(), island(), island())
    bears = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, BOUNCER)[0])
    s.resolve()  # the creature spell
    s.resolve()  # its enters trigger, targeting the only legal permanent
    card = s.find("Grizzly Bears", Zone.HAND, 1)
    assert s.zone_of(bears) is None and len(card) == 1
    return s, card[0]


def test_perpetual_self_cost_increase_is_added_to_the_total_cost():
    """CR 601.2f: Grizzly Bears ({1}{G}) with "This spell costs {2} more to cast" needs
    four mana: with three lands it can't be cast."""
    s, card = _bounce_bears()
    s.battlefield(1, forest(), swamp(), swamp())
    s.advance_to(Step.PRECOMBAT_MAIN)  # Bob's turn
    with pytest.raises(CostError):
        s.cast(1, card)


def test_perpetual_self_cost_increase_paid_with_four_mana():
    """CR 601.2f: with four lands Grizzly Bears is cast for {3}{G}."""
    s, card = _bounce_bears()
    s.battlefield(1, forest(), swamp(), swamp(), swamp())
    s.advance_to(Step.PRECOMBAT_MAIN)  # Bob's turn
    s.cast(1, card)
    s.resolve()
    assert s.zone_names(1, Zone.BATTLEFIELD).count("Grizzly Bears") == 1


def test_strive_costs_more_for_each_target_beyond_the_first():
    """CR 601.2c, 601.2f: targets are chosen before the total cost: three targets add
    {1}{W} twice ({W} + {2}{W}{W}); one target costs only {W}."""
    s = Scenario()
    s.battlefield(0, *(plains() for _ in range(5)))
    a, b, c = s.battlefield(0, grizzly_bears(), grizzly_bears(), grizzly_bears())
    s.cast(0, s.hand(0, STRIVE)[0], targets=(a, b, c))
    s.resolve()
    assert [s.pt(i) for i in (a, b, c)] == [(3, 3)] * 3
    assert sum(not s.obj(i).tapped for i in s.find("Plains", Zone.BATTLEFIELD, 0)) == 0
    s2 = Scenario()
    s2.battlefield(0, plains())
    d = s2.battlefield(0, grizzly_bears())[0]
    s2.cast(0, s2.hand(0, STRIVE)[0], targets=(d, None, None))
    s2.resolve()
    assert s2.pt(d) == (3, 3)
