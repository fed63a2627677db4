""" "If you put a Town card into your hand this way, ..." / "If you didn't put a card into
your hand this way, ..." (CR 608.2c): the choice of cards put into the hand earlier in the
effect. Compiled from Town Greeter's and Adventure Awaits's Oracle text."""

from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseObjects
from mtgc.runtime.cards_basic import forest, island
from mtgc.runtime.scenario import Scenario, Zone

GREETER = """Town Greeter {1}{G}
Creature — Human Citizen
When this creature enters, mill four cards. You may put a land card from among them into your hand. If you put a Town card into your hand this way, you gain 2 life.
1/1"""  # noqa: E501

AWAITS = """Adventure Awaits {G}
Sorcery
Look at the top five cards of your library. You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom of your library in a random order. If you didn't put a card into your hand this way, draw a card."""  # noqa: E501

TOWN = compile_card("Hometown\nLand — Town\n{T}: Add {G}.")


def test_a_town_card_put_into_hand_gains_life():
    """CR 608.2c: Alice takes the milled Town land: 2 life."""
    s = Scenario()
    s.library(0, island(), TOWN, bear(), bear())
    s.answer(0, ChooseObjects, lambda d: [i for i in d.options if s.game.get(i).name ==
                                          "Hometown"])  # fmt: skip
    s.battlefield(0, compile_card(GREETER), enter=True)
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == ["Hometown"] and s.life(0) == 22


def test_another_land_gains_nothing():
    """CR 608.2c: she takes the Island instead: no life."""
    s = Scenario()
    s.library(0, island(), TOWN, bear(), bear())
    s.answer(0, ChooseObjects, lambda d: [i for i in d.options if s.game.get(i).name ==
                                          "Island"])  # fmt: skip
    s.battlefield(0, compile_card(GREETER), enter=True)
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == ["Island"] and s.life(0) == 20


def test_no_creature_card_taken_draws_a_card():
    """CR 608.2c: with no creature card among the five none is put into the hand, so
    Alice draws (the sixth card, now on top)."""
    s = Scenario()
    s.battlefield(0, forest())
    s.library(0, *[island() for _ in range(5)], bear())
    s.cast(0, s.hand(0, compile_card(AWAITS))[0])
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]


def test_a_creature_card_taken_draws_nothing():
    """CR 608.2c: Alice takes the bear: no draw."""
    s = Scenario()
    s.battlefield(0, forest())
    s.library(0, island(), bear(), island(), island(), island(), island())
    s.answer(0, ChooseObjects, lambda d: d.options[:1])
    s.cast(0, s.hand(0, compile_card(AWAITS))[0])
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]
    assert len(s.state.players[0].library) == 5
