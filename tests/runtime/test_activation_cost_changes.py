"""CR 601.2f, 602.2b: "This ability costs {1} less/more to activate [for each ... / if ... /
during your turn]", compiled from real cards' text (Waterbending Scroll, Loreseeker's
Stone, Esquire of the King, Hylda's Crown of Winter)."""

import pytest
from effects_compile import compile_card

from mtgc.runtime.cards_basic import grizzly_bears, island, plains
from mtgc.runtime.errors import CostError
from mtgc.runtime.scenario import Scenario, Step, Zone

SCROLL = compile_card("{6}, {T}: Draw a card. This ability costs {1} less to activate for "
                      "each Island you control.", "Artifact", "{1}{U}",
                      name="Waterbending Scroll")  # fmt: skip
STONE = compile_card("{3}, {T}: Draw three cards. This ability costs {1} more to activate for "
                     "each card in your hand.", "Artifact", "{6}",
                     name="Loreseeker's Stone")  # fmt: skip
ESQUIRE = compile_card("{4}{W}, {T}: Creatures you control get +1/+1 until end of turn. This "
                       "ability costs {2} less to activate if you control a legendary creature.",
                       "Creature — Human Soldier", "{W}", ("1", "1"),
                       name="Esquire of the King")  # fmt: skip
CROWN = compile_card("{1}, {T}: Tap target creature. This ability costs {1} less to activate "
                     "during your turn.", "Legendary Artifact", "{2}",
                     name="Hylda's Crown of Winter")  # fmt: skip
LEGEND = compile_card("Vigilance", "Legendary Creature — Human Knight", "{W}", ("2", "2"),
                      name="Sir Legend")  # fmt: skip


def test_scroll_costs_one_less_for_each_island():
    """CR 601.2f: with three Islands the {6} ability costs {3}: the Islands pay it."""
    s = Scenario()
    (scroll,) = s.battlefield(0, SCROLL)
    s.battlefield(0, island(), island())
    s.library(0, grizzly_bears())
    with pytest.raises(CostError):  # {4} with two Islands
        s.activate(0, scroll)
    s.battlefield(0, island())
    s.activate(0, scroll)
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]


def test_stone_costs_one_more_for_each_card_in_hand():
    """CR 601.2f: with one card in hand the {3} ability costs {4}: four lands pay it, three
    don't."""
    s = Scenario()
    (stone,) = s.battlefield(0, STONE)
    s.battlefield(0, plains(), plains(), plains())
    s.hand(0, grizzly_bears())
    s.library(0, *(grizzly_bears() for _ in range(3)))
    with pytest.raises(CostError):
        s.activate(0, stone)
    s.battlefield(0, plains())
    s.activate(0, stone)
    s.resolve()
    assert len(s.zone_names(0, Zone.HAND)) == 4


def test_esquire_costs_two_less_with_a_legendary_creature():
    """CR 601.2f: "if you control a legendary creature" — {4}{W} becomes {2}{W}."""
    s = Scenario()
    (esquire,) = s.battlefield(0, ESQUIRE)
    s.battlefield(0, plains(), plains(), plains())
    with pytest.raises(CostError):
        s.activate(0, esquire)
    (legend,) = s.battlefield(0, LEGEND)
    s.activate(0, esquire)
    s.resolve()
    assert (s.game.view(legend).power, s.game.view(legend).toughness) == (3, 3)


def test_crown_is_free_during_your_turn_only():
    """CR 601.2f, 500.7: "during your turn" the {1} is reduced to {0}; on the opponent's
    turn it costs {1}."""
    s = Scenario()
    (crown,) = s.battlefield(0, CROWN)
    (bear,) = s.battlefield(1, grizzly_bears())
    s.activate(0, crown, targets=(bear,))
    s.resolve()
    assert s.obj(bear).tapped
    s.library(0, grizzly_bears())
    s.library(1, grizzly_bears())
    s.advance_to(Step.UPKEEP)  # Bob's turn: the Crown untaps in Alice's untap step only
    s.obj(crown).tapped = False
    s.pass_priority(1)
    with pytest.raises(CostError):
        s.activate(0, crown, targets=(bear,))
