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
