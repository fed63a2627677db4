""" "One or two target creatures" (CR 601.2c, 115.1), compiled from Counterintelligence's
Oracle text: the caster chooses one or two targets; not none, not three."""

import pytest
from kw_compile import compile_card

from mtgc.runtime.cards_basic import grizzly_bears, island
from mtgc.runtime.errors import RulesError
from mtgc.runtime.scenario import Scenario, Zone

COUNTERINTELLIGENCE = """Counterintelligence {2}{U}{U}
Sorcery
Return one or two target creatures to their owners' hands."""


def _setup() -> tuple[Scenario, list[int], int]:
    s = Scenario()
    s.battlefield(0, *(island() for _ in range(4)))
    bears = s.battlefield(1, grizzly_bears(), grizzly_bears(), grizzly_bears())
    return s, bears, s.hand(0, compile_card(COUNTERINTELLIGENCE))[0]


@pytest.mark.parametrize("n", [1, 2])
def test_one_or_two_targets(n):
    """CR 601.2c: one target or two, each returned."""
    s, bears, spell = _setup()
    s.cast(0, spell, targets=tuple(bears[:n]) + (None,) * (2 - n))
    s.resolve()
    assert s.zone_names(1, Zone.HAND) == ["Grizzly Bears"] * n
    assert len(s.zone_names(1, Zone.BATTLEFIELD)) == 3 - n


def test_at_least_one_target():
    """CR 601.2c, 115.1: the first target isn't optional."""
    s, _bears, spell = _setup()
    with pytest.raises(RulesError):
        s.cast(0, spell, targets=(None, None))
    assert s.zone_of(spell) is Zone.HAND
