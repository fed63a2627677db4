"""Committing a crime (CR 700.13), compiled from real card text: Blood Hustler's "Whenever
you commit a crime, put a +1/+1 counter on this creature. This ability triggers only once
each turn." and its own "{3}{B}: Target opponent loses 1 life and you gain 1 life."."""

from kw_compile import compile_card

from mtgc.runtime.cards_basic import grizzly_bears, mountain, swamp
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.objects import PlayerRef

HUSTLER = """Blood Hustler {B}
Creature — Human Rogue
Whenever you commit a crime, put a +1/+1 counter on this creature. This ability triggers only once each turn.
{3}{B}: Target opponent loses 1 life and you gain 1 life.
1/1"""  # noqa: E501
SHOCK = """Shock {R}
Instant
Shock deals 2 damage to any target."""


def _counters(s: Scenario, i: int) -> int:
    return s.obj(i).counters.get("+1/+1", 0)


def test_targeting_an_opponent_is_a_crime_once_each_turn():
    """CR 700.13: activating an ability that targets an opponent commits a crime; "triggers
    only once each turn": the second crime this turn doesn't trigger it; next turn's does."""
    s = Scenario()
    hustler = s.battlefield(0, compile_card(HUSTLER))[0]
    s.battlefield(0, *(swamp() for _ in range(12)))
    s.library(0, *(swamp() for _ in range(3)))
    s.library(1, *(swamp() for _ in range(3)))
    s.activate(0, hustler, targets=(PlayerRef(1),))
    s.resolve_stack()
    assert _counters(s, hustler) == 1 and s.life(1) == 19
    s.activate(0, hustler, targets=(PlayerRef(1),))
    s.resolve_stack()
    assert _counters(s, hustler) == 1 and s.life(1) == 18
    s.advance_to(Step.UPKEEP)  # Bob's turn: he passes, Alice acts
    s.pass_priority(1)
    s.activate(0, hustler, targets=(PlayerRef(1),))
    s.resolve_stack()
    assert _counters(s, hustler) == 2


def test_targeting_an_opponents_permanent_is_a_crime_your_own_isnt():
    """CR 700.13: a spell targeting your own creature is no crime; one targeting a creature
    an opponent controls is."""
    s = Scenario()
    hustler = s.battlefield(0, compile_card(HUSTLER))[0]
    s.battlefield(0, mountain(), mountain())
    mine = s.battlefield(0, grizzly_bears())[0]
    theirs = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, compile_card(SHOCK))[0], targets=(mine,))
    s.resolve_stack()
    assert _counters(s, hustler) == 0 and s.zone_names(0, Zone.GRAVEYARD) == [
        "Grizzly Bears", "Shock"]  # fmt: skip
    s.cast(0, s.hand(0, compile_card(SHOCK))[0], targets=(theirs,))
    s.resolve_stack()
    assert _counters(s, hustler) == 1 and s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
