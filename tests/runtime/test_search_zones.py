"""Searches of several zones and searches followed by separate actions (CR 701.23), compiled
from real cards' Oracle text: the ability's controller finds the cards, the next actions
move "them" / "that card" (CR 608.2c), "If you search your library this way" reads whether
the library was searched."""

from __future__ import annotations

from effects_compile import compile_card

from mtgc.runtime.agents import ChooseObjects, ChooseYesNo
from mtgc.runtime.cards_basic import creature, forest, grizzly_bears, island, swamp
from mtgc.runtime.scenario import Scenario, Zone

ERADICATE = compile_card("Exile target nonblack creature. Search its controller's graveyard, "
                         "hand, and library for all cards with the same name as that creature "
                         "and exile them. Then that player shuffles.", "Sorcery", "{2}{B}{B}",
                         name="Eradicate")  # fmt: skip


def _eradicate(hidden_answer):
    s = Scenario()
    s.battlefield(0, swamp(), swamp(), swamp(), swamp())
    bear = s.battlefield(1, grizzly_bears())[0]
    s.graveyard(1, grizzly_bears())
    s.hand(1, grizzly_bears())
    s.library(1, forest(), grizzly_bears(), grizzly_bears())
    offered = []
    s.answer(0, ChooseObjects,
             lambda d: offered.append(len(d.options)) or hidden_answer(d.options),
             about="search")  # fmt: skip
    s.cast(0, s.hand(0, ERADICATE)[0], targets=(bear,))
    s.resolve()
    return s, offered


def test_eradicate_finds_every_copy_it_chooses_to():
    """CR 701.23a-b: the controller searches Bob's graveyard, hand and library; the three
    copies in the hidden zones are offered, Alice finds them all: five Bears in exile."""
    s, offered = _eradicate(lambda options: options)
    assert offered == [3]  # the hand's and the library's copies (CR 701.23b)
    assert s.zone_names(1, Zone.EXILE) == ["Grizzly Bears"] * 5
    assert s.zone_names(1, Zone.LIBRARY) == ["Forest"]
    assert s.zone_names(1, Zone.HAND) == [] and s.zone_names(1, Zone.GRAVEYARD) == []


def test_eradicate_must_find_the_copy_in_the_graveyard():
    """CR 701.23b (Splinter's example): a copy in the public graveyard must be found; the
    ones in the hand and the library may be left."""
    s, _ = _eradicate(lambda options: ())
    assert s.zone_names(1, Zone.EXILE) == ["Grizzly Bears"] * 2
    assert s.zone_names(1, Zone.HAND) == ["Grizzly Bears"]
    assert sorted(s.zone_names(1, Zone.LIBRARY)) == ["Forest", "Grizzly Bears", "Grizzly Bears"]


VORTEX = compile_card("Search your library and/or graveyard for a card named Mu Yanling, "
                      "reveal it, and put it into your hand. If you searched your library this "
                      "way, shuffle.", "Sorcery", "{2}{U}{U}",
                      name="Rhythmic Water Vortex")  # fmt: skip


def _mu() -> object:
    return creature("Mu Yanling", "{4}{U}{U}", 5, 5)


def test_and_or_search_of_the_graveyard_only_does_not_shuffle():
    """CR 701.23, 608.2c: Alice chooses not to search her library; she finds the card in her
    graveyard, and her library isn't shuffled."""
    s = Scenario()
    s.battlefield(0, island(), island(), island(), island())
    lib = s.library(0, forest(), island(), swamp(), grizzly_bears(), forest())
    s.graveyard(0, _mu())
    s.answer(0, ChooseYesNo, False)  # search the library?
    s.answer(0, ChooseObjects, lambda d: d.options, about="search")
    s.cast(0, s.hand(0, VORTEX)[0])
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Mu Yanling"]
    assert s.state.players[0].library == lib
    assert "shuffles their library" not in s.log()


def test_and_or_search_of_both_zones_shuffles():
    """CR 701.23, 701.24a: searching both zones, Alice finds the card in her library; the
    library is searched, so she shuffles."""
    s = Scenario()
    s.battlefield(0, island(), island(), island(), island())
    mu = s.library(0, forest(), _mu(), swamp())[1]
    s.answer(0, ChooseYesNo, True)
    s.answer(0, ChooseObjects, (mu,), about="search")
    s.cast(0, s.hand(0, VORTEX)[0])
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Mu Yanling"]
    assert "P0 shuffles their library" in s.log()


LOYAL_INVENTOR = compile_card("When this creature enters, you may search your library for an "
                              "artifact card, reveal it, then shuffle. Put that card into your "
                              "hand if you control an Assassin. Otherwise, put that card on top "
                              "of your library.", "Creature — Human Artificer", "{3}{U}",
                              ("3", "3"), name="Loyal Inventor")  # fmt: skip
TRINKET = compile_card("{T}: Add {C}.", "Artifact", "{1}", name="Trinket")


def test_found_card_goes_on_top_after_the_shuffle():
    """CR 701.23, 401.1: without an Assassin, the card found is put on top of the shuffled
    library (moved within it)."""
    s = Scenario()
    s.battlefield(0, island(), island(), island(), island())
    trinket = s.library(0, forest(), swamp(), TRINKET, forest(), swamp())[2]
    s.answer(0, ChooseYesNo, True)
    s.answer(0, ChooseObjects, (trinket,), about="search")
    s.cast(0, s.hand(0, LOYAL_INVENTOR)[0])
    s.resolve_stack()
    assert s.state.players[0].library[0] == trinket
    assert len(s.state.players[0].library) == 5


MYR_INCUBATOR = compile_card("{6}, {T}, Sacrifice this artifact: Search your library for any "
                             "number of artifact cards, exile them, then create that many 1/1 "
                             "colorless Myr artifact creature tokens. Then shuffle.", "Artifact",
                             "{6}", name="Myr Incubator")  # fmt: skip


def test_that_many_tokens_as_cards_exiled():
    """CR 701.23, 111.1, 608.2c: two artifact cards found and exiled — two Myr tokens."""
    s = Scenario()
    incubator = s.battlefield(0, MYR_INCUBATOR, *[swamp() for _ in range(6)])[0]
    lib = s.library(0, TRINKET, forest(), TRINKET, TRINKET)
    s.answer(0, ChooseObjects, (lib[0], lib[2]), about="search")
    s.activate(0, incubator)
    s.resolve()
    assert s.zone_names(0, Zone.EXILE) == ["Trinket", "Trinket"]
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Myr Token") == 2


CONGREGATION = compile_card("Search your library for up to three creature cards, reveal them, "
                            "then shuffle and put those cards on top in any order.", "Sorcery",
                            "{2}{G}{G}", name="Congregation at Dawn")  # fmt: skip


def test_found_cards_on_top_in_the_chosen_order():
    """CR 701.23, 401.1: two creature cards found; after the shuffle they are the top two
    cards, in the order Alice chooses (the second found on top)."""
    from mtgc.runtime.agents import ChooseOrder

    s = Scenario()
    s.battlefield(0, *[forest() for _ in range(4)])
    lib = s.library(0, forest(), grizzly_bears(), swamp(), creature("Wurm", "{6}", 6, 6), island())
    s.answer(0, ChooseObjects, (lib[1], lib[3]), about="search")
    s.answer(0, ChooseOrder, (1, 0))
    s.cast(0, s.hand(0, CONGREGATION)[0])
    s.resolve()
    assert s.state.players[0].library[:2] == [lib[3], lib[1]]
    assert len(s.state.players[0].library) == 5


MYR_MINDSERVANT = compile_card("{2}, {T}: Shuffle your library.", "Artifact Creature — Myr",
                               "{1}", ("1", "1"), name="Myr Mindservant")  # fmt: skip


def test_shuffle_your_library():
    """CR 701.24a: "Shuffle your library." — the controller's library is shuffled."""
    s = Scenario()
    servant = s.battlefield(0, MYR_MINDSERVANT, swamp(), swamp())[0]
    s.library(0, forest(), swamp(), island())
    s.activate(0, servant)
    s.resolve()
    assert "P0 shuffles their library" in s.log()
    assert sorted(s.zone_names(0, Zone.LIBRARY)) == ["Forest", "Island", "Swamp"]
