"""Modal spells and abilities (CR 700.2), compiled from card text: the chosen mode's
effect happens and only its targets are chosen."""

import pytest
from effects_compile import compile_card, status_of

from mtgc.runtime.agents import ChooseModes
from mtgc.runtime.cards_basic import grizzly_bears, island, plains
from mtgc.runtime.errors import InvalidInputError
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.state.objects import PlayerRef

BLAST = compile_card(
    "Choose one —\n• Counter target green spell.\n• Destroy target green permanent.",
    cost="{U}", name="Blast",
)  # fmt: skip
GREEN_BEAR = compile_card("", "Creature — Bear", "{1}{G}", ("2", "2"), name="Green Bear")


def test_second_mode_destroys_a_permanent():
    """CR 700.2a, 601.2b-c: the mode is chosen on casting, then its target."""
    s = Scenario()
    s.battlefield(0, island())
    bear = s.battlefield(1, GREEN_BEAR)[0]
    blast = s.hand(0, BLAST)[0]
    s.cast(0, blast, modes=(1,), targets=(bear,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Green Bear"]


def test_unchosen_mode_does_nothing():
    """CR 700.2: only the chosen mode's instructions are followed."""
    s = Scenario()
    s.battlefield(0, plains(), plains())
    bear = s.battlefield(1, grizzly_bears())[0]
    spell = s.hand(0, compile_card(
        "Choose one —\n• Target player gains 3 life.\n• Destroy target creature.",
        cost="{W}{W}"))[0]  # fmt: skip
    s.cast(0, spell, modes=(0,), targets=(PlayerRef(0),))
    s.resolve()
    assert s.life(0) == 23 and s.zone_names(1, Zone.BATTLEFIELD) == ["Grizzly Bears"]
    assert s.zone_of(bear) is Zone.BATTLEFIELD


def test_choose_two_resolves_both_in_printed_order():
    """CR 700.2, 608.2c: "Choose two —" both chosen modes happen, in printed order."""
    s = Scenario()
    s.battlefield(0, plains(), plains())
    s.library(0, grizzly_bears(), grizzly_bears())
    spell = s.hand(0, compile_card(
        "Choose two —\n• You gain 2 life.\n• Draw a card.\n• Each opponent loses 2 life.",
        cost="{W}{W}"))[0]  # fmt: skip
    s.cast(0, spell, modes=(2, 0))
    s.resolve()
    assert s.life(0) == 22 and s.life(1) == 18
    assert s.zone_names(0, Zone.HAND) == []


def test_modal_enters_trigger():
    """CR 603.3c: a modal triggered ability's mode is chosen as it is put on the stack."""
    card = compile_card(
        "When this creature enters, choose one —\n• You gain 3 life.\n"
        "• Destroy target creature an opponent controls.",
        "Creature — Elf", "{1}", ("1", "1"), name="Elf")  # fmt: skip
    s = Scenario()
    s.battlefield(0, plains())
    s.battlefield(1, grizzly_bears())
    elf = s.hand(0, card)[0]
    s.answer(0, ChooseModes, (1,))
    s.cast(0, elf)
    s.resolve_stack()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"] and s.life(0) == 20


def test_choose_any_number_is_reported():
    """Honest coverage: "choose any number" (zero modes allowed?) is not lowered yet."""
    status, reasons = status_of("Choose any number —\n• You gain 2 life.\n• Draw a card.")
    assert status == "unsupported" and any("any number" in r for r in reasons)


def test_choose_one_or_both():
    """CR 700.2: "Choose one or both —" one mode or both; not zero, not the same twice."""
    spell = compile_card("Choose one or both —\n• You gain 2 life.\n• Each opponent loses 2 "
                         "life.", cost="{W}")  # fmt: skip
    s = Scenario()
    s.battlefield(0, plains(), plains())
    a, b = s.hand(0, spell, spell)
    with pytest.raises(InvalidInputError):
        s.cast(0, a, modes=())
    s.cast(0, a, modes=(0, 1))
    s.resolve()
    assert s.life(0) == 22 and s.life(1) == 18
    s.cast(0, b, modes=(1,))
    s.resolve()
    assert s.life(0) == 22 and s.life(1) == 16


def test_modal_activated_ability():
    """CR 602.2b, 700.2: "[Cost]: Choose one —" — the mode is chosen on activation."""
    card = compile_card(
        "{1}, {T}, Sacrifice this artifact: Choose one —\n• You gain 2 life.\n"
        "• Destroy target creature.", "Artifact", "{1}", name="Balm")  # fmt: skip
    s = Scenario()
    s.battlefield(0, plains())
    balm = s.battlefield(0, card)[0]
    bear = s.battlefield(1, grizzly_bears())[0]
    s.activate(0, balm, modes=(1,), targets=(bear,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Balm"] and s.life(0) == 20


#: Season of Loss
SEASON_OF_LOSS = (
    "Choose up to five {P} worth of modes. You may choose the same mode more than once.\n"
    "{P} — Each player sacrifices a creature of their choice.\n"
    "{P}{P} — Draw a card for each creature that died under your control this turn.\n"
    "{P}{P}{P} — Each opponent loses X life, where X is the number of creature cards in your "
    "graveyard.")  # fmt: skip


def test_pawprint_modes_are_one_ability_and_unsupported():
    """CR 700.2i, 107.18: the pawprint lines are the modes of the intro before them (one
    ability, not four); choosing by pawprints is unsupported, with its reason."""
    status, reasons = status_of(SEASON_OF_LOSS, "Sorcery", "{3}{B}{B}")
    assert status == "unsupported"
    assert reasons == ("choosing modes by their pawprints (CR 700.2i) is not supported yet",)


#: Wardens of the Cycle
WARDENS_OF_THE_CYCLE = compile_card(
    "Morbid — At the beginning of your end step, if a creature died this turn, choose one —\n"
    "• You gain 2 life.\n• You draw a card and you lose 1 life.",
    "Creature — Elephant Warlock", "{1}{B}{B}", ("3", "3"), name="Wardens of the Cycle")
SHOCK = compile_card("Shock deals 2 damage to any target.", "Instant", "{R}", name="Shock")


def test_modal_trigger_with_an_intervening_if():
    """CR 603.4, 603.3c, 700.2: "At the beginning of your end step, if a creature died this
    turn, choose one —": no trigger at an end step with no death; after a creature died,
    the chosen mode resolves."""
    from mtgc.runtime.cards_basic import mountain
    from mtgc.runtime.scenario import Step

    for died in (False, True):
        s = Scenario()
        for p in (0, 1):
            s.library(p, *[grizzly_bears() for _ in range(4)])
        s.set_step(Step.PRECOMBAT_MAIN)
        s.battlefield(0, WARDENS_OF_THE_CYCLE, mountain())
        (bears,) = s.battlefield(1, grizzly_bears())
        if died:
            s.cast(0, s.hand(0, SHOCK)[0], targets=(bears,))
            s.resolve()
            s.answer(0, ChooseModes, (1,))  # asked only if it triggers
        s.advance_to(Step.END)
        s.resolve_stack()
        assert (s.life(0), len(s.zone_names(0, Zone.HAND))) == ((19, 1) if died else (20, 0))


def test_modal_reflexive_trigger_is_unsupported_with_its_reason():
    """CR 603.12, 700.2: "When you do, choose one —" parses as a modal reflexive trigger;
    the runtime's reflexive triggers have no modes yet, and the face says so."""
    status, reasons = status_of(
        "Scry 1. When you do, choose one —\n• Draw a card.\n• You gain 2 life.", "Sorcery")
    assert status == "unsupported"
    assert reasons == ("a modal reflexive trigger is not supported yet",)
