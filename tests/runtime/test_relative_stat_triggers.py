""" "With lesser mana value" in a trigger (CR 202.3, 608.2h): than the object of the event
as it last existed, compiled from Jackdaw Savior's Oracle text."""

from kw_compile import compile_card

from mtgc.runtime.agents import ChooseTargets
from mtgc.runtime.cards_basic import creature, grizzly_bears, mountain
from mtgc.runtime.scenario import Scenario, Zone

JACKDAW = """Jackdaw Savior {2}{W}
Creature — Bird Cleric
Flying
Whenever this creature or another creature you control with flying dies, return another target creature card with lesser mana value from your graveyard to the battlefield.
3/1"""  # noqa: E501
FLYER = """Test Flyer {1}{W}{W}
Creature — Bird
Flying
1/1"""
SHOCK = """Shock {R}
Instant
Shock deals 2 damage to any target."""


def test_returns_only_a_card_with_lesser_mana_value():
    """CR 202.3, 608.2h: the flyer (mana value 3) died: Grizzly Bears (2) may be targeted
    and returns; the 4-mana creature card isn't a legal target."""
    s = Scenario()
    s.battlefield(0, compile_card(JACKDAW), mountain())
    flyer = s.battlefield(0, compile_card(FLYER))[0]
    bears = s.graveyard(0, grizzly_bears())[0]
    s.graveyard(0, creature("Big Test", "{3}{G}", 4, 4))
    asked = s.answer(0, ChooseTargets, (bears,))
    s.cast(0, s.hand(0, compile_card(SHOCK))[0], targets=(flyer,))
    s.resolve_stack()
    prompt = s.prompt(asked.decision)
    assert "Grizzly Bears" in prompt and "Big Test" not in prompt
    assert "Grizzly Bears" in s.zone_names(0, Zone.BATTLEFIELD)
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Big Test", "Shock", "Test Flyer"]
