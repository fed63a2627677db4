"""Revealed hands (CR 701.20a, 701.9a): "Target player reveals their hand. You choose a
nonland card from it. That player discards that card.", compiled from card text."""

from effects_compile import compile_card

from mtgc.runtime.agents import ChooseObjects
from mtgc.runtime.cards_basic import grizzly_bears, plains, swamp
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.state.objects import PlayerRef

DISTRESS = compile_card("Target player reveals their hand. You choose a nonland card from it. "
                        "That player discards that card.", "Sorcery", "{B}",
                        name="Distress")  # fmt: skip


def test_caster_chooses_a_nonland_card_and_it_is_discarded():
    """CR 701.20a, 701.9a: the caster sees the hand and chooses among nonland cards only."""
    s = Scenario()
    s.battlefield(0, swamp())
    land, bear, spell = s.hand(1, plains(), grizzly_bears(), DISTRESS)
    offered = []
    s.answer(0, ChooseObjects, lambda d: offered.append(d.options) or (spell,))
    s.cast(0, s.hand(0, DISTRESS)[0], targets=(PlayerRef(1),))
    s.resolve()
    assert offered == [(bear, spell)]
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Distress"]
    assert s.zone_names(1, Zone.HAND) == ["Grizzly Bears", "Plains"]
    assert "reveals their hand" in s.log()


def test_nothing_to_choose():
    """CR 609.3: a hand of lands only — nothing is chosen or discarded."""
    s = Scenario()
    s.battlefield(0, swamp())
    s.hand(1, plains(), plains())
    s.cast(0, s.hand(0, DISTRESS)[0], targets=(PlayerRef(1),))
    s.resolve()
    assert s.zone_names(1, Zone.HAND) == ["Plains", "Plains"]
    assert s.zone_names(1, Zone.GRAVEYARD) == []


def test_discard_at_random():
    """CR 701.9b: the discarded card is chosen at random, not by the player (seeded)."""
    s = Scenario()
    s.battlefield(0, swamp())
    s.hand(1, plains(), grizzly_bears(), plains())
    s.cast(0, s.hand(0, compile_card("Target player discards a card at random.",
                                     "Sorcery", "{B}"))[0], targets=(PlayerRef(1),))  # fmt: skip
    s.resolve()
    assert len(s.zone_names(1, Zone.HAND)) == 2
    assert len(s.zone_names(1, Zone.GRAVEYARD)) == 1


def test_discard_your_hand_then_draw():
    """CR 701.9a: "Discard your hand, then draw seven cards"."""
    s = Scenario()
    s.battlefield(0, swamp())
    s.hand(0, plains(), plains())
    s.library(0, *[grizzly_bears() for _ in range(7)])
    s.cast(0, s.hand(0, compile_card("Discard your hand, then draw seven cards.", "Sorcery",
                                     "{B}"))[0])  # fmt: skip
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"] * 7
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Plains", "Plains", "Test Card"]


def test_specter_that_player_discards():
    """CR 603.2, 510.2: "Whenever this creature deals combat damage to a player, that player
    discards a card." — the damaged player discards."""
    from mtgc.runtime.scenario import Step

    specter = compile_card("Flying\nWhenever this creature deals combat damage to a player, "
                           "that player discards a card.", "Creature — Specter", "{1}{B}",
                           ("2", "2"), name="Specter")  # fmt: skip
    s = Scenario()
    attacker = s.battlefield(0, specter)[0]
    s.hand(1, plains())
    s.attack({attacker: PlayerRef(1)})
    s.advance_to(Step.END)
    assert s.life(1) == 18 and s.zone_names(1, Zone.GRAVEYARD) == ["Plains"]
