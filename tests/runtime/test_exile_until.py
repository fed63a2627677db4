""" "Exile cards from the top of your library until you exile a nonland card. You may cast
that card without paying its mana cost." (CR 406.1, 401.2, 608.2c, 118.9), compiled from Nico
Minoru, Runaway's Oracle text."""

from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseYesNo
from mtgc.runtime.cards_basic import forest, island, mountain
from mtgc.runtime.scenario import Scenario, Zone

NICO = """Nico Minoru, Runaway {2}{R}
Legendary Creature — Human Warlock
Whenever you cast a spell from anywhere other than your hand, Nico Minoru deals 2 damage to each opponent.
{2}{R}, {T}, Discard a card: Exile cards from the top of your library until you exile a nonland card. You may cast that card without paying its mana cost.
3/2"""  # noqa: E501

OGRE = bear("Hill Ogre", "{4}{R}", "4/4", "Creature — Ogre")


def _setup(s: Scenario, *library) -> int:
    s.battlefield(0, mountain(), mountain(), mountain())
    s.hand(0, island())
    s.library(0, *library)
    return s.battlefield(0, compile_card(NICO))[0]


def test_exiles_lands_then_the_nonland_card_and_casts_it_free():
    """CR 406.1: Forest and Island are exiled, then the Ogre; cast without paying (CR
    118.9) from exile, Nico's other ability deals 2 to Bob; the Mountain below stays."""
    s = Scenario()
    nico = _setup(s, forest(), island(), OGRE, mountain())
    s.answer(0, ChooseYesNo, True)
    s.activate(0, nico)
    s.resolve_stack()
    assert s.zone_names(0, Zone.EXILE) == ["Forest", "Island"]
    assert "Hill Ogre" in s.zone_names(0, Zone.BATTLEFIELD)
    assert [s.game.view(i).name for i in s.state.players[0].library] == ["Mountain"]
    assert s.life(1) == 18


def test_declining_leaves_it_in_exile():
    """CR 608.2c: Alice declines to cast it: the Ogre stays exiled with the lands."""
    s = Scenario()
    nico = _setup(s, forest(), OGRE)
    s.answer(0, ChooseYesNo, False)
    s.activate(0, nico)
    s.resolve_stack()
    assert s.zone_names(0, Zone.EXILE) == ["Forest", "Hill Ogre"]
    assert s.life(1) == 20


def test_no_nonland_card_exiles_the_whole_library():
    """With no nonland card, every card of the library is exiled and nothing is cast."""
    s = Scenario()
    nico = _setup(s, forest(), island())
    s.activate(0, nico)
    s.resolve_stack()
    assert s.zone_names(0, Zone.EXILE) == ["Forest", "Island"]
    assert s.state.players[0].library == []
