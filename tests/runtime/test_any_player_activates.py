"""Abilities any player may activate (CR 602.1b, 602.2), compiled from real cards' text:
"Any player may activate this ability [but only as a sorcery / during any upkeep step]."
The player who activates it pays its cost (CR 602.1a), controls it on the stack (CR 113.8)
and is its "you" (CR 109.5)."""

from __future__ import annotations

import pytest
from effects_compile import compile_card

from mtgc.runtime.cards_basic import forest, island, mountain, plains
from mtgc.runtime.errors import RulesError
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone

FLAILING_SOLDIER = compile_card(
    "{1}: This creature gets +1/+1 until end of turn. Any player may activate this ability.\n"
    "{1}: This creature gets -1/-1 until end of turn. Any player may activate this ability.",
    "Creature — Human Soldier", "{R}", pt=("2", "2"), name="Flailing Soldier")
EXCAVATION = compile_card("{1}, Sacrifice a land: Draw a card. Any player may activate this "
                          "ability.", "Enchantment", "{1}{U}", name="Excavation")  # fmt: skip
SCANDALMONGER = compile_card(
    "{2}: Target player discards a card. Any player may activate this ability but only as a "
    "sorcery.", "Creature — Boar Monger", "{3}{B}", pt=("3", "3"), name="Scandalmonger")


def test_an_opponent_shrinks_the_flailing_soldier():
    """CR 602.2, 602.1a: Bob activates the -1/-1 ability of Alice's creature, paying with
    his own Mountain; on the stack the ability is his (CR 113.8)."""
    s = Scenario()
    soldier = s.battlefield(0, FLAILING_SOLDIER)[0]
    s.battlefield(1, mountain())
    s.pass_priority(0)
    handle = s.activate(1, soldier, 1)
    assert handle is not None and s.state.objects[handle.id].controller == 1
    s.resolve()
    assert s.pt(soldier) == (1, 1)


def test_the_activating_player_sacrifices_their_own_land_and_draws():
    """CR 602.1a, 109.5: Bob sacrifices one of his lands to Alice's Excavation and he, the
    ability's "you", draws the card; Alice's land can't pay his cost."""
    s = Scenario()
    excavation = s.battlefield(0, EXCAVATION)[0]
    s.battlefield(0, plains())
    s.battlefield(1, island(), forest())
    s.library(1, mountain())
    s.pass_priority(0)
    s.activate(1, excavation)
    assert s.zone_names(0, Zone.BATTLEFIELD) == ["Excavation", "Plains"]
    # one of Bob's lands tapped for {1}, the other sacrificed
    assert len(s.zone_names(1, Zone.BATTLEFIELD)) == 1 and len(s.zone_names(1, Zone.GRAVEYARD)) == 1
    s.resolve()
    assert s.zone_names(1, Zone.HAND) == ["Mountain"]


def test_only_as_a_sorcery_is_the_activating_players_timing():
    """CR 602.5d: "but only as a sorcery" — Bob can't activate Alice's Scandalmonger during
    her turn; in his own main phase with an empty stack he can."""
    s = Scenario()
    monger = s.battlefield(0, SCANDALMONGER)[0]
    s.battlefield(1, island(), island())
    s.hand(0, plains())
    s.pass_priority(0)
    with pytest.raises(RulesError):
        s.activate(1, monger, targets=(PlayerRef(0),))
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    s.activate(1, monger, targets=(PlayerRef(0),))
    s.resolve()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Plains"]
