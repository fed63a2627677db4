"""CR 608.2g, 601.2: casting a card while an effect resolves, compiled from a real card's
text (Memory Plunder)."""

from effects_compile import compile_card

from mtgc.runtime.agents import ChooseYesNo
from mtgc.runtime.cards_basic import grizzly_bears
from mtgc.runtime.scenario import Scenario, Step, Zone

PLUNDER = compile_card("You may cast target instant or sorcery card from an opponent's "
                       "graveyard without paying its mana cost.", "Instant", "{0}",
                       name="Memory Plunder")  # fmt: skip
DIVINATION = compile_card("Draw two cards.", "Sorcery", "{2}{U}", name="Divination")


def test_plunder_casts_the_opponents_sorcery_for_free():
    """CR 608.2g: the sorcery is cast during Memory Plunder's resolution (timing ignored,
    its mana cost not paid): Alice draws two; the card goes to its owner's graveyard
    (CR 400.3)."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    (card,) = s.graveyard(1, DIVINATION)
    s.library(0, grizzly_bears(), grizzly_bears())
    s.answer(0, ChooseYesNo, True)
    s.cast(0, s.hand(0, PLUNDER)[0], targets=(card,))
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears", "Grizzly Bears"]
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Divination"]
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Memory Plunder"]


def test_plunder_may_decline():
    """"You may": declining leaves the card in the graveyard."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    (card,) = s.graveyard(1, DIVINATION)
    s.library(0, grizzly_bears(), grizzly_bears())
    s.answer(0, ChooseYesNo, False)
    s.cast(0, s.hand(0, PLUNDER)[0], targets=(card,))
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == []
    assert s.zone_of(card) is Zone.GRAVEYARD


GEARHULK = compile_card("Flash\nWhen this creature enters, you may cast target instant card "
                        "from your graveyard without paying its mana cost. If that spell would "
                        "be put into your graveyard, exile it instead.",
                        "Artifact Creature — Construct", "{0}", ("5", "6"),
                        name="Torrential Gearhulk")  # fmt: skip
OPT = compile_card("Draw a card.", "Instant", "{U}", name="Opt")


def test_gearhulk_recasts_an_instant_which_is_then_exiled():
    """CR 608.2g, 614.1a: the instant cast from the graveyard resolves (a card drawn) and,
    instead of going back to the graveyard, is exiled."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    (opt,) = s.graveyard(0, OPT)
    s.library(0, grizzly_bears())
    s.answer(0, ChooseYesNo, True)
    s.cast(0, s.hand(0, GEARHULK)[0])
    s.resolve()  # the Gearhulk; its trigger targets the only instant card: Opt
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]
    assert s.zone_names(0, Zone.EXILE) == ["Opt"]
    assert s.zone_names(0, Zone.GRAVEYARD) == []
