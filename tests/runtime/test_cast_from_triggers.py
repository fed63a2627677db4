""" "Whenever you cast a spell from anywhere other than your hand" (CR 601.2a, 400.1),
compiled from A-Vega, the Watcher's Oracle text: a spell cast from exile draws a card, one
cast from the hand doesn't."""

from kw_compile import compile_card

from mtgc.runtime.cards_basic import grizzly_bears, island, mountain
from mtgc.runtime.scenario import Scenario, Zone

VEGA = """A-Vega, the Watcher {1}{W}{U}
Legendary Creature — Bird Spirit
Flying
Ward {2}
Whenever you cast a spell from anywhere other than your hand, draw a card.
2/2"""
IMPULSE = """Test Impulse {R}
Sorcery
Exile the top card of your library. Until end of turn, you may play that card."""
SHOCK = """Shock {R}
Instant
Shock deals 2 damage to any target."""


def test_cast_from_exile_draws_cast_from_hand_doesnt():
    """CR 601.2a: the impulse spell itself is cast from the hand (no draw); the exiled
    Shock cast from exile draws a card."""
    s = Scenario()
    s.battlefield(0, compile_card(VEGA), mountain(), mountain())
    s.library(0, compile_card(SHOCK), island(), island())
    bears = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, compile_card(IMPULSE))[0])
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == []
    shock = s.find("Shock", Zone.EXILE)[0]
    s.cast(0, shock, targets=(bears,))
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == ["Island"]
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
