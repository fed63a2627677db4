"""Drawing and milling "cards equal to [amount]" (CR 121.1, 701.17a, 107.3), compiled from
real cards' Oracle text."""

from __future__ import annotations

from effects_compile import compile_card

from mtgc.runtime.cards_basic import creature, grizzly_bears, island, swamp
from mtgc.runtime.scenario import Scenario, Zone

RUSH_OF_KNOWLEDGE = compile_card("Draw cards equal to the greatest mana value among "
                                 "permanents you control.", "Sorcery", "{4}{U}",
                                 name="Rush of Knowledge")  # fmt: skip
GRISLY_SPECTACLE = compile_card("Destroy target nonartifact creature. Its controller mills "
                                "cards equal to that creature's power.", "Instant", "{2}{B}{B}",
                                name="Grisly Spectacle")  # fmt: skip


def test_rush_of_knowledge_draws_the_greatest_mana_value():
    """CR 121.1, 202.3: Alice's greatest mana value among her permanents is 4: four cards."""
    s = Scenario()
    s.battlefield(0, *[island() for _ in range(5)])
    s.battlefield(0, creature("Golem", "{4}", 3, 3), grizzly_bears())
    s.library(0, *[grizzly_bears() for _ in range(6)])
    rush = s.hand(0, RUSH_OF_KNOWLEDGE)[0]
    s.cast(0, rush)
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"] * 4
    assert len(s.state.players[0].library) == 2


def test_grisly_spectacle_mills_the_destroyed_creatures_power():
    """CR 701.17a, 608.2h: the creature's power is read as it last existed on the
    battlefield: a destroyed 5/5 makes its controller mill five cards."""
    s = Scenario()
    s.battlefield(0, *[swamp() for _ in range(4)])
    wurm = s.battlefield(1, creature("Wurm", "{5}", 5, 5))[0]
    s.library(1, *[grizzly_bears() for _ in range(7)])
    spectacle = s.hand(0, GRISLY_SPECTACLE)[0]
    s.cast(0, spectacle, targets=(wurm,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"] * 5 + ["Wurm"]
    assert len(s.state.players[1].library) == 2
