"""'[If condition,] you may cast this spell without paying its mana cost.' (CR 118.9,
601.2b), compiled from a real card's text (Mogg Salvage): an alternative cost with nothing
to pay, which only the condition allows."""

import pytest
from kw_compile import compile_card

from mtgc.runtime.cards_basic import island, mountain
from mtgc.runtime.errors import RulesError
from mtgc.runtime.scenario import Scenario, Step, Zone

SALVAGE = """Mogg Salvage {2}{R}
Instant
If an opponent controls an Island and you control a Mountain, you may cast this spell without paying its mana cost.
Destroy target artifact."""  # noqa: E501

RELIC = "Relic {2}\nArtifact\n{T}: You gain 1 life."


def test_mogg_salvage_is_free_when_the_condition_holds():
    """CR 118.9: Bob controls an Island and Alice a (tapped) Mountain: she casts Mogg
    Salvage for nothing and destroys the artifact."""
    s = Scenario()
    s.battlefield(0, mountain(), tapped=True)
    s.battlefield(1, island())
    (relic,) = s.battlefield(1, compile_card(RELIC))
    (salvage,) = s.hand(0, compile_card(SALVAGE))
    s.set_step(Step.PRECOMBAT_MAIN)
    s.cast(0, salvage, alternative=0, targets=(relic,))
    s.resolve()
    assert s.zone_of(relic) is None and s.zone_names(1, Zone.GRAVEYARD) == ["Relic"]


def test_mogg_salvage_costs_its_mana_without_the_condition():
    """CR 118.9, 601.2b: with no Island on Bob's side the alternative can't be chosen."""
    s = Scenario()
    s.battlefield(0, mountain(), tapped=True)
    (relic,) = s.battlefield(1, compile_card(RELIC))
    (salvage,) = s.hand(0, compile_card(SALVAGE))
    s.set_step(Step.PRECOMBAT_MAIN)
    with pytest.raises(RulesError):
        s.cast(0, salvage, alternative=0, targets=(relic,))
    assert s.zone_of(relic) is Zone.BATTLEFIELD
