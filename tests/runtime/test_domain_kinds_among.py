"""Counting kinds among objects, compiled from real cards' Oracle text: domain (CR 700.5,
305.6: basic land types), card types (CR 205.2a), colors (CR 105.1)."""

from __future__ import annotations

from effects_compile import compile_card

from mtgc.runtime.cards_basic import forest, grizzly_bears, island, plains, swamp
from mtgc.runtime.mana.symbols import ManaCost
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.state.objects import CardDefinition

WANDERING_STREAM = compile_card("Domain — You gain 2 life for each basic land type among "
                                "lands you control.", "Sorcery", "{2}{G}",
                                name="Wandering Stream")  # fmt: skip
LUCID_DREAMS = compile_card("Draw X cards, where X is the number of card types among cards "
                            "in your graveyard.", "Sorcery", "{2}{U}{U}",
                            name="Lucid Dreams")  # fmt: skip


def test_wandering_stream_counts_basic_land_types_once_each():
    """CR 700.5, 305.6: Forest, Forest, Island, Plains — three basic land types: 6 life;
    Bob's Swamp is not Alice's."""
    s = Scenario()
    s.battlefield(0, forest(), forest(), island(), plains())
    s.battlefield(1, swamp())
    s.cast(0, s.hand(0, WANDERING_STREAM)[0])
    s.resolve()
    assert s.life(0) == 26


def test_lucid_dreams_counts_card_types_in_the_graveyard():
    """CR 205.2a: a land, a creature and an artifact creature in the graveyard — two card
    types plus artifact: three cards drawn."""
    s = Scenario()
    s.battlefield(0, *[island() for _ in range(4)])
    golem = CardDefinition("Golem", frozenset({"Artifact", "Creature"}), ManaCost.parse("{3}"),
                           power=3, toughness=3)  # fmt: skip
    s.graveyard(0, swamp(), grizzly_bears(), golem)
    s.library(0, *[grizzly_bears() for _ in range(5)])
    s.cast(0, s.hand(0, LUCID_DREAMS)[0])
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"] * 3
