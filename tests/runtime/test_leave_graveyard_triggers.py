""" "Whenever one or more creature cards leave your graveyard" (CR 603.10a, 603.2c),
compiled from Chalk Outline's Oracle text, with Raise Dead and Bojuka Bog moving the cards:
one trigger for cards leaving together, none for a noncreature card or another player's
graveyard."""

from kw_compile import compile_card

from mtgc.runtime.agents import ChooseTargets
from mtgc.runtime.cards_basic import forest, grizzly_bears, swamp
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.state.objects import PlayerRef

OUTLINE = """Chalk Outline {3}{G}
Enchantment
Whenever one or more creature cards leave your graveyard, create a 2/2 white and blue Detective creature token, then investigate."""  # noqa: E501
RAISE_DEAD = """Raise Dead {B}
Sorcery
Return target creature card from your graveyard to your hand."""
BOG = """Bojuka Bog
Land
This land enters tapped.
When this land enters, exile target player's graveyard.
{T}: Add {B}."""


def _detectives(s: Scenario) -> int:
    return s.zone_names(0, Zone.BATTLEFIELD).count("Detective Token")


def test_one_creature_card_leaving_triggers_once():
    """CR 603.10a: Raise Dead returns a creature card from Alice's graveyard: one trigger."""
    s = Scenario()
    s.battlefield(0, compile_card(OUTLINE), swamp())
    bears = s.graveyard(0, grizzly_bears())[0]
    s.cast(0, s.hand(0, compile_card(RAISE_DEAD))[0], targets=(bears,))
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"] and _detectives(s) == 1
    assert "Clue Token" in s.zone_names(0, Zone.BATTLEFIELD)


def test_cards_leaving_together_trigger_once_and_only_creature_cards_count():
    """CR 603.2c: three creature cards exiled at once: one trigger; Bob's graveyard, or
    Alice's graveyard of a land card only, triggers nothing."""
    s = Scenario()
    s.battlefield(0, compile_card(OUTLINE))
    s.graveyard(0, grizzly_bears(), grizzly_bears(), grizzly_bears())
    s.graveyard(1, grizzly_bears())
    s.answer(0, ChooseTargets, (PlayerRef(0),))
    s.battlefield(0, compile_card(BOG), enter=True)
    s.resolve_stack()
    assert s.zone_names(0, Zone.GRAVEYARD) == [] and _detectives(s) == 1
    s.answer(0, ChooseTargets, (PlayerRef(1),))
    s.battlefield(0, compile_card(BOG), enter=True)
    s.resolve_stack()
    assert s.zone_names(1, Zone.GRAVEYARD) == [] and _detectives(s) == 1
    s.graveyard(0, forest())
    s.answer(0, ChooseTargets, (PlayerRef(0),))
    s.battlefield(0, compile_card(BOG), enter=True)
    s.resolve_stack()
    assert s.zone_names(0, Zone.GRAVEYARD) == [] and _detectives(s) == 1
