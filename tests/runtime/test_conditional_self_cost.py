""" "If [condition], this spell costs {N} less to cast." (CR 601.2f, 611.3a): a static ability
of the spell that applies while its condition holds as the total cost is determined;
compiled from Unforgiving Overtake's Oracle text ("If you weren't the starting player",
CR 103.1)."""

import pytest
from kw_compile import bear, compile_card

from mtgc.runtime.cards_basic import swamp
from mtgc.runtime.errors import CostError
from mtgc.runtime.scenario import Scenario, Step, Zone

OVERTAKE = """Unforgiving Overtake {2}{B}
Sorcery
If you weren't the starting player, this spell costs {1} less to cast.
Destroy target creature or Vehicle. Its controller loses 2 life."""


def test_the_player_who_didnt_start_pays_one_less():
    """CR 103.1: Alice took the first turn; Bob, on his turn, casts it with two Swamps."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    s.battlefield(1, swamp(), swamp())
    target = s.battlefield(0, bear())[0]
    s.cast(1, s.hand(1, compile_card(OVERTAKE))[0], targets=(target,))
    s.resolve_stack()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Grizzly Bears"] and s.life(0) == 18


def test_the_starting_player_pays_the_full_cost():
    """CR 601.2f: Alice was the starting player — two Swamps don't pay {2}{B}."""
    s = Scenario()
    s.battlefield(0, swamp(), swamp())
    target = s.battlefield(1, bear())[0]
    with pytest.raises(CostError):
        s.cast(0, s.hand(0, compile_card(OVERTAKE))[0], targets=(target,))
