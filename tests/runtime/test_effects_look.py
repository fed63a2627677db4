"""Looking at the top of a library and sorting the cards (CR 401.2-401.4), compiled from
card text."""

from effects_compile import compile_card

from mtgc.runtime.agents import ChooseObjects, ChooseOrder
from mtgc.runtime.cards_basic import forest, grizzly_bears, island, mountain, plains, swamp
from mtgc.runtime.scenario import Scenario, Zone


def _library(s: Scenario) -> list[str]:
    return [s.obj(i).name for i in s.state.players[0].library]


def test_look_then_put_back_in_any_order():
    """CR 401.4: the looked-at cards go back on top in the chosen order."""
    s = Scenario()
    s.battlefield(0, island())
    s.library(0, plains(), island(), swamp(), mountain())
    spell = compile_card("Look at the top three cards of your library, then put them back in "
                         "any order.", cost="{U}")  # fmt: skip
    s.answer(0, ChooseOrder, (2, 0, 1))
    s.cast(0, s.hand(0, spell)[0])
    s.resolve()
    assert _library(s) == ["Swamp", "Plains", "Island", "Mountain"]


def test_one_into_hand_the_rest_on_the_bottom():
    """CR 400.6, 401.4: one card to hand, the rest to the bottom in the chosen order."""
    s = Scenario()
    s.battlefield(0, island())
    lib = s.library(0, plains(), island(), swamp(), mountain(), forest())
    spell = compile_card("Look at the top four cards of your library. Put one of them into "
                         "your hand and the rest on the bottom of your library in any order.",
                         cost="{U}")  # fmt: skip
    s.answer(0, ChooseObjects, (lib[2],))
    s.answer(0, ChooseOrder, (2, 1, 0))
    s.cast(0, s.hand(0, spell)[0])
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Swamp"]
    assert _library(s) == ["Forest", "Mountain", "Island", "Plains"]


def test_one_into_hand_the_other_into_the_graveyard():
    """CR 400.6: "Put one of them into your hand and the other into your graveyard"."""
    s = Scenario()
    s.battlefield(0, island())
    lib = s.library(0, plains(), island(), swamp())
    spell = compile_card("Look at the top two cards of your library. Put one of them into "
                         "your hand and the other into your graveyard.", cost="{U}")  # fmt: skip
    s.answer(0, ChooseObjects, (lib[1],))
    s.cast(0, s.hand(0, spell)[0])
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Island"]
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Plains", "Test Card"]
    assert _library(s) == ["Swamp"]


def test_fewer_cards_than_asked():
    """CR 401.4, 609.3 (do as much as possible): with one card in the library, it goes to
    hand and nothing is left for the bottom."""
    s = Scenario()
    s.battlefield(0, island())
    s.library(0, plains())
    spell = compile_card("Look at the top four cards of your library. Put one of them into "
                         "your hand and the rest on the bottom of your library in a random "
                         "order.", cost="{U}")  # fmt: skip
    s.cast(0, s.hand(0, spell)[0])
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Plains"] and _library(s) == []


DIG = compile_card("Look at the top four cards of your library. You may reveal a creature card "
                   "from among them and put it into your hand. Put the rest on the bottom of "
                   "your library in a random order.", cost="{G}")  # fmt: skip


def test_reveal_a_creature_from_among_them():
    """CR 701.20a: only a creature card may be revealed and taken; the rest go to the
    bottom (CR 401.4)."""
    s = Scenario()
    s.battlefield(0, forest())
    lib = s.library(0, plains(), grizzly_bears(), island(), swamp(), mountain())
    offered = []
    s.answer(0, ChooseObjects, lambda d: offered.append(d.options) or (lib[1],))
    s.cast(0, s.hand(0, DIG)[0])
    s.resolve()
    assert offered == [(lib[1],)]
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]
    assert _library(s)[0] == "Mountain" and sorted(_library(s)[1:]) == [
        "Island", "Plains", "Swamp"]


def test_may_take_nothing():
    """CR 701.20a: "you may" — taking no card puts all four on the bottom."""
    s = Scenario()
    s.battlefield(0, forest())
    s.library(0, plains(), island(), swamp(), mountain(), forest())
    s.cast(0, s.hand(0, DIG)[0])
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == [] and _library(s)[0] == "Forest"


def test_reveal_and_take_all_creatures():
    """CR 701.20a, 401.4: "Put all creature cards revealed this way into your hand and the
    rest on the bottom of your library in any order"."""
    s = Scenario()
    s.battlefield(0, forest())
    s.library(0, grizzly_bears(), plains(), grizzly_bears(), island(), swamp())
    spell = compile_card("Reveal the top four cards of your library. Put all creature cards "
                         "revealed this way into your hand and the rest on the bottom of your "
                         "library in any order.", cost="{G}")  # fmt: skip
    s.cast(0, s.hand(0, spell)[0])
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears", "Grizzly Bears"]
    assert _library(s) == ["Swamp", "Plains", "Island"]
    assert "reveals the top" in s.log()


def test_reveal_may_put_one_rest_into_graveyard():
    """CR 701.20a: "You may put a creature or land card from among them into your hand. Put
    the rest into your graveyard."."""
    s = Scenario()
    s.battlefield(0, forest())
    lib = s.library(0, plains(), DIG, grizzly_bears(), swamp())
    spell = compile_card("Reveal the top three cards of your library. You may put a creature "
                         "or land card from among them into your hand. Put the rest into your "
                         "graveyard.", cost="{G}", name="Reveal Spell")  # fmt: skip
    offered = []
    s.answer(0, ChooseObjects, lambda d: offered.append(d.options) or (lib[2],))
    s.cast(0, s.hand(0, spell)[0])
    s.resolve()
    assert offered == [(lib[0], lib[2])]
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Plains", "Reveal Spell", "Test Card"]
    assert _library(s) == ["Swamp"]
