"""Searching another player's library (CR 701.23), compiled from real cards' Oracle text:
the ability's controller searches and chooses; "Then that player shuffles." (CR 701.24a)."""

from __future__ import annotations

from effects_compile import compile_card

from mtgc.runtime.agents import ChooseObjects
from mtgc.runtime.cards_basic import creature, grizzly_bears, island, mountain
from mtgc.runtime.scenario import PlayerRef, Scenario, Zone

BOB = PlayerRef(1)
BRIBERY = compile_card("Search target opponent's library for a creature card and put that "
                       "card onto the battlefield under your control. Then that player "
                       "shuffles.", "Sorcery", "{3}{U}{U}", name="Bribery")  # fmt: skip
JESTERS_CAP = compile_card("{2}, {T}, Sacrifice this artifact: Search target player's library "
                           "for three cards and exile them. Then that player shuffles.",
                           "Artifact", "{4}", name="Jester's Cap")  # fmt: skip


def test_bribery_steals_a_creature_from_the_library():
    """CR 701.23a, 110.2: Alice finds Bob's Wurm and it enters under her control."""
    s = Scenario()
    s.battlefield(0, *[island() for _ in range(5)])
    wurm = s.library(1, mountain(), creature("Wurm", "{6}", 6, 6), mountain())[1]
    s.answer(0, ChooseObjects, (wurm,), about="search")
    s.cast(0, s.hand(0, BRIBERY)[0], targets=(BOB,))
    s.resolve()
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Wurm") == 1
    assert sorted(s.game.view(i).name for i in s.state.players[1].library) == ["Mountain",
                                                                               "Mountain"]


def test_jesters_cap_exiles_three_cards_of_the_searchers_choice():
    """CR 701.23b: "three cards" with no quality — three must be found; Alice picks them."""
    s = Scenario()
    s.battlefield(0, mountain(), mountain())
    cap = s.battlefield(0, JESTERS_CAP)[0]
    lib = s.library(1, grizzly_bears(), mountain(), grizzly_bears(), mountain(), grizzly_bears())
    bears = [lib[0], lib[2], lib[4]]
    s.answer(0, ChooseObjects, tuple(bears), about="search")
    s.activate(0, cap, targets=(BOB,))
    s.resolve()
    assert s.zone_names(1, Zone.EXILE) == ["Grizzly Bears"] * 3
    assert len(s.state.players[1].library) == 2


FIELD_OF_RUIN = compile_card("{T}: Add {C}.\n{2}, {T}, Sacrifice this land: Destroy target "
                             "nonbasic land an opponent controls. Each player searches their "
                             "library for a basic land card, puts it onto the battlefield, then "
                             "shuffles.", "Land", None, name="Field of Ruin")  # fmt: skip


def test_each_player_searches_their_own_library():
    """CR 701.23a, 101.4: each player, in turn order, searches their own library and puts
    the basic land they find onto the battlefield under their own control."""
    s = Scenario()
    field = s.battlefield(0, FIELD_OF_RUIN, mountain(), mountain())[0]
    target = s.battlefield(1, compile_card("{T}: Add {C}.", "Land", None, name="Ruin"))[0]
    s.library(0, grizzly_bears(), island())
    s.library(1, mountain())
    s.answer(0, ChooseObjects, lambda d: tuple(d.options))
    s.answer(1, ChooseObjects, lambda d: tuple(d.options))
    s.activate(0, field, 1, targets=(target,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Ruin"]
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Island") == 1
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Mountain"]
    assert s.zone_names(0, Zone.LIBRARY) == ["Grizzly Bears"]
