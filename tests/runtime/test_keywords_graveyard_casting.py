"""Retrace (CR 702.81) and jump-start (CR 702.133), compiled from real cards' text (Flame
Jab, Radical Idea): cast from the graveyard for the mana cost plus a discard."""

import pytest
from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseObjects
from mtgc.runtime.errors import RulesError
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone

FLAME_JAB = """Flame Jab {R}
Sorcery
Flame Jab deals 1 damage to any target.
Retrace (You may cast this card from your graveyard by discarding a land card in addition to paying its other costs.)"""  # noqa: E501
RADICAL_IDEA = """Radical Idea {1}{U}
Instant
Draw a card.
Jump-start (You may cast this card from your graveyard by discarding a card in addition to paying its other costs. Then exile this card.)"""  # noqa: E501
MOUNTAIN = "Mountain\nBasic Land — Mountain\n({T}: Add {R}.)"
ISLAND = "Island\nBasic Land — Island\n({T}: Add {U}.)"


def test_retrace_casts_from_the_graveyard_discarding_a_land():
    """CR 702.81a: pay {R} and discard a land card; the card goes back to the graveyard
    as it resolves (retrace doesn't exile it)."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, compile_card(MOUNTAIN))
    (jab,) = s.graveyard(0, compile_card(FLAME_JAB))
    (land,) = s.hand(0, compile_card(MOUNTAIN))
    s.hand(0, bear())
    s.answer(0, ChooseObjects, (land,), required=False)
    s.cast(0, jab, targets=(PlayerRef(1),))
    s.resolve_stack()
    assert s.life(1) == 19
    assert sorted(s.zone_names(0, Zone.GRAVEYARD)) == ["Flame Jab", "Mountain"]
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]


def test_retrace_needs_a_land_card_to_discard():
    """CR 702.81a: only a land card pays the additional cost."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, compile_card(MOUNTAIN))
    (jab,) = s.graveyard(0, compile_card(FLAME_JAB))
    s.hand(0, bear())
    with pytest.raises(RulesError):
        s.cast(0, jab, targets=(PlayerRef(1),))
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Flame Jab"]


def test_jump_start_casts_from_the_graveyard_then_exiles_it():
    """CR 702.133a: pay {1}{U} and discard a card; cast this way, it's exiled instead of
    going anywhere else as it leaves the stack."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[compile_card(ISLAND)] * 2)
    (idea,) = s.graveyard(0, compile_card(RADICAL_IDEA))
    (card,) = s.hand(0, bear())
    s.library(0, bear(name="Elf", pt="1/1"))
    s.answer(0, ChooseObjects, (card,), required=False)
    s.cast(0, idea)
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == ["Elf"]
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.zone_names(0, Zone.EXILE) == ["Radical Idea"]


def test_jump_start_cast_from_hand_goes_to_the_graveyard():
    """CR 702.133a: cast from the hand, the spell isn't exiled."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[compile_card(ISLAND)] * 2)
    s.library(0, bear(name="Elf", pt="1/1"))
    s.cast(0, s.hand(0, compile_card(RADICAL_IDEA))[0])
    s.resolve_stack()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Radical Idea"]
