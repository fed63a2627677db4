""" "If it would leave the battlefield, exile it instead of putting it anywhere else."
(CR 614.1a, 400.7; the wording of unearth, CR 702.84a) written out on an activated
ability, compiled from Whip of Erebos's Oracle text."""

from kw_compile import compile_card

from mtgc.runtime.cards_basic import grizzly_bears, swamp
from mtgc.runtime.scenario import Scenario, Zone

WHIP = """Whip of Erebos {2}{B}{B}
Legendary Enchantment Artifact
Creatures you control have lifelink.
{2}{B}{B}, {T}: Return target creature card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step. If it would leave the battlefield, exile it instead of putting it anywhere else. Activate only as a sorcery."""  # noqa: E501
MURDER = """Plain Murder {1}{B}
Instant
Destroy target creature."""


def test_returned_creature_is_exiled_instead_of_dying():
    """CR 614.1a: the creature Whip returned is destroyed: it goes to exile, not to the
    graveyard."""
    s = Scenario()
    whip = s.battlefield(0, compile_card(WHIP))[0]
    s.battlefield(0, *(swamp() for _ in range(6)))
    card = s.graveyard(0, grizzly_bears())[0]
    s.activate(0, whip, targets=(card,))
    s.resolve_stack()
    bears = s.find("Grizzly Bears", Zone.BATTLEFIELD)
    assert len(bears) == 1
    s.cast(0, s.hand(0, compile_card(MURDER))[0], targets=(bears[0],))
    s.resolve_stack()
    assert s.find("Grizzly Bears", Zone.GRAVEYARD) == []
    assert len(s.find("Grizzly Bears", Zone.EXILE)) == 1


def test_other_creatures_still_die():
    """CR 614.1a: the replacement applies only to the returned creature; another creature
    destroyed goes to the graveyard."""
    s = Scenario()
    s.battlefield(0, compile_card(WHIP))
    s.battlefield(0, *(swamp() for _ in range(2)))
    other = s.battlefield(0, grizzly_bears())[0]
    s.cast(0, s.hand(0, compile_card(MURDER))[0], targets=(other,))
    s.resolve_stack()
    assert len(s.find("Grizzly Bears", Zone.GRAVEYARD)) == 1
