"""Library searches in "you may" form and tutors to the top (CR 701.23, 401.1), compiled
from card text."""

from effects_compile import compile_card

from mtgc.runtime.agents import ChooseObjects, ChooseYesNo
from mtgc.runtime.cards_basic import forest, grizzly_bears, plains, swamp
from mtgc.runtime.scenario import Scenario, Zone

SEER = compile_card("When this creature enters, you may search your library for a basic land "
                    "card, reveal it, put it into your hand, then shuffle.", "Creature — Elf",
                    "{G}", ("1", "1"), name="Seer")  # fmt: skip
TUTOR = compile_card("When this creature enters, you may search your library for a creature "
                     "card, reveal it, then shuffle and put that card on top.",
                     "Creature — Elf", "{G}", ("1", "1"), name="Tutor")  # fmt: skip


def test_may_search_for_a_basic_land():
    """CR 701.23a, 603.5: the controller chooses to search; the found card goes to hand."""
    s = Scenario()
    s.battlefield(0, forest())
    lib = s.library(0, grizzly_bears(), plains(), grizzly_bears())
    s.answer(0, ChooseYesNo, True)
    offered = []
    s.answer(0, ChooseObjects, lambda d: offered.append(d.options) or tuple(d.options))
    s.cast(0, s.hand(0, SEER)[0])
    s.resolve_stack()
    assert offered == [(lib[1],)]  # CR 701.23b: only a card with the stated quality
    assert s.zone_names(0, Zone.HAND) == ["Plains"]


def test_declining_the_search():
    """CR 603.5: "you may" — declining leaves the library and hand alone."""
    s = Scenario()
    s.battlefield(0, forest())
    s.library(0, plains())
    s.answer(0, ChooseYesNo, False)
    s.cast(0, s.hand(0, SEER)[0])
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == [] and s.zone_names(0, Zone.LIBRARY) == ["Plains"]


def test_tutor_to_the_top_after_shuffling():
    """CR 701.23, 701.24: the found card is put on top after the shuffle."""
    s = Scenario()
    s.battlefield(0, forest())
    lib = s.library(0, plains(), plains(), plains(), grizzly_bears(), plains())
    s.answer(0, ChooseYesNo, True)
    s.answer(0, ChooseObjects, (lib[3],))
    s.cast(0, s.hand(0, TUTOR)[0])
    s.resolve_stack()
    assert s.state.players[0].library[0] == lib[3]
    assert sorted(s.zone_names(0, Zone.LIBRARY)) == ["Grizzly Bears"] + ["Plains"] * 4


def test_its_controller_may_search_their_library():
    """CR 701.23, 110.2, 608.2h: "Exile target creature. Its controller may search their
    library for a basic land card, put that card onto the battlefield tapped, then
    shuffle." — the exiled creature's controller searches and gets the land."""
    path = compile_card("Exile target creature. Its controller may search their library for "
                        "a basic land card, put that card onto the battlefield tapped, then "
                        "shuffle.", cost="{W}", name="Path")  # fmt: skip
    s = Scenario()
    s.battlefield(0, plains())
    bear = s.battlefield(1, grizzly_bears())[0]
    land = s.library(1, grizzly_bears(), forest())[1]
    s.answer(1, ChooseYesNo, True)
    s.answer(1, ChooseObjects, (land,))
    s.cast(0, s.hand(0, path)[0], targets=(bear,))
    s.resolve()
    assert s.zone_names(1, Zone.EXILE) == ["Grizzly Bears"]
    (forest_id,) = s.find("Forest", Zone.BATTLEFIELD)
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Forest"] and s.obj(forest_id).tapped


BURIED_ALIVE = compile_card("Search your library for up to three creature cards, put them into "
                            "your graveyard, then shuffle.", "Sorcery", "{2}{B}",
                            name="Buried Alive")  # fmt: skip


def test_search_puts_the_found_cards_into_the_graveyard():
    """CR 701.23a, 400.6: the two creature cards found go to Alice's graveyard; the land
    stays in the shuffled library."""
    s = Scenario()
    s.battlefield(0, swamp(), swamp(), swamp())
    s.library(0, grizzly_bears(), forest(), grizzly_bears())
    s.answer(0, ChooseObjects, lambda d: d.options)
    s.cast(0, s.hand(0, BURIED_ALIVE)[0])
    s.resolve_stack()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Buried Alive", "Grizzly Bears", "Grizzly Bears"]
    assert s.zone_names(0, Zone.LIBRARY) == ["Forest"]


DIABOLIC_REVELATION = compile_card(
    "Search your library for up to X cards, put those cards into your hand, then shuffle.",
    "Sorcery", "{X}", name="Diabolic Revelation")  # fmt: skip


def test_search_for_up_to_x_cards():
    """CR 107.3, 701.23d: "up to X cards" — X = 2: the offer is for at most two cards, and
    the two found go to the hand."""
    s = Scenario()
    s.battlefield(0, plains(), plains())
    lib = s.library(0, grizzly_bears(), forest(), grizzly_bears())
    asked = []
    s.answer(0, ChooseObjects, lambda d: asked.append(d.high) or (lib[0], lib[1]))
    s.cast(0, s.hand(0, DIABOLIC_REVELATION)[0], x=2)
    s.resolve()
    assert asked == [2]
    assert sorted(s.zone_names(0, Zone.HAND)) == ["Forest", "Grizzly Bears"]


SELECTIVE_MEMORY = compile_card("Search your library for any number of nonland cards, exile "
                                "them, then shuffle.", "Sorcery", "{0}",
                                name="Selective Memory")  # fmt: skip
GATHERING_THRONG = compile_card("When this creature enters, you may search your library for "
                                "any number of cards named Gathering Throng, reveal them, put "
                                "them into your hand, then shuffle.", "Creature — Human Citizen",
                                "{0}", ("3", "1"), name="Gathering Throng")  # fmt: skip


def test_search_for_any_number_of_cards_and_exile_them():
    """CR 701.23a, 115.1 "any number of": the searcher may take every nonland card (up to
    all of them), and they are exiled."""
    s = Scenario()
    s.library(0, grizzly_bears(), plains(), grizzly_bears(), swamp())
    limits = []
    s.answer(0, ChooseObjects, lambda d: limits.append((d.low, d.high)) or tuple(d.options))
    s.cast(0, s.hand(0, SELECTIVE_MEMORY)[0])
    s.resolve()
    assert limits == [(0, 2)]
    assert s.zone_names(0, Zone.EXILE) == ["Grizzly Bears", "Grizzly Bears"]
    assert sorted(s.zone_names(0, Zone.LIBRARY)) == ["Plains", "Swamp"]


def test_search_for_any_number_of_cards_named():
    """CR 701.23a, 201.2: "any number of cards named Gathering Throng" — both copies in the
    library go to the hand; the other cards stay."""
    s = Scenario()
    s.library(0, GATHERING_THRONG, plains(), GATHERING_THRONG)
    s.answer(0, ChooseYesNo, True)
    s.answer(0, ChooseObjects, lambda d: tuple(d.options))
    s.cast(0, s.hand(0, GATHERING_THRONG)[0])
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == ["Gathering Throng", "Gathering Throng"]
    assert s.zone_names(0, Zone.LIBRARY) == ["Plains"]
