"""Transforming double-faced cards (CR 701.27, 712), compiled from their Oracle text."""

from dfc_compile import card
from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseObjects, ChooseYesNo
from mtgc.runtime.scenario import Scenario, Step, Zone

GOSSIPMONGER = """Town Gossipmonger {W}
Creature — Human
{T}, Tap an untapped creature you control: Transform this creature.
1/1
----
Incited Rabble
Creature — Human
This creature attacks each combat if able.
{2}: This creature gets +1/+0 until end of turn.
2/3"""

MODERN_AGE = """The Modern Age {1}{U}
Enchantment — Saga
(As this Saga enters and after your draw step, add a lore counter.)
I, II — Draw a card, then discard a card.
III — Exile this Saga, then return it to the battlefield transformed under your control.
----
Vector Glider
Enchantment Creature — Spirit
Flying
2/3"""


def test_transform_this_creature_turns_it_over_in_place():
    """CR 701.27a, 712.8e, 712.18: "Transform this creature." — the same permanent (same
    id, same counters) now has only its back face's characteristics."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    monger = s.battlefield(0, card(GOSSIPMONGER), counters={"+1/+1": 1})[0]
    s.battlefield(0, bear())
    s.activate(0, monger)
    s.resolve()
    ch = s.game.view(monger)
    assert (ch.name, s.pt(monger)) == ("Incited Rabble", (3, 4))
    assert s.zone_of(monger) is Zone.BATTLEFIELD
    assert s.obj(monger).tapped


def test_transformed_card_is_its_front_face_elsewhere():
    """CR 712.8a: a double-faced card that leaves the battlefield has its front face up."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    monger = s.battlefield(0, card(GOSSIPMONGER))[0]
    s.battlefield(0, bear())
    s.activate(0, monger)
    s.resolve()
    s.game.move(monger, Zone.GRAVEYARD)
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Town Gossipmonger"]


def test_single_faced_permanent_does_not_transform():
    """CR 701.27c: transforming a permanent that isn't double-faced does nothing (here the
    front face alone, as a single-faced card)."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    front = card(GOSSIPMONGER.split("----")[0])
    monger = s.battlefield(0, front)[0]
    s.battlefield(0, bear())
    s.activate(0, monger)
    s.resolve()
    assert (s.game.view(monger).name, s.pt(monger)) == ("Town Gossipmonger", (1, 1))


def test_saga_returns_transformed():
    """CR 714.2b, 712.14a: chapter III exiles the Saga and returns it with its back face up:
    a new object (CR 400.7), a 2/3 flying Spirit creature."""
    s = Scenario()
    s.set_step(Step.DRAW)
    s.library(0, bear(), bear(), bear())
    saga = s.battlefield(0, card(MODERN_AGE), counters={"lore": 2})[0]
    s.advance_to(Step.PRECOMBAT_MAIN)  # lore counter 3 (CR 714.3b)
    s.resolve_stack()
    assert s.zone_of(saga) is None
    [glider] = s.find("Vector Glider", Zone.BATTLEFIELD)
    ch = s.game.view(glider)
    assert (ch.types, s.pt(glider)) == (frozenset({"Enchantment", "Creature"}), (2, 3))


CURTAINS = """Concealing Curtains {B}
Creature — Wall
Defender
{2}{B}: Transform this creature. Activate only as a sorcery.
0/4
----
Revealing Eye
Creature — Eye Horror
Menace
When this creature transforms into Revealing Eye, target opponent reveals their hand. You may choose a nonland card from it. If you do, that player discards that card, then draws a card.
3/4"""  # noqa: E501
CULT = """Cult of the Waxing Moon {4}{G}
Creature — Human Shaman
Whenever a permanent you control transforms into a non-Human creature, create a 2/2 green Wolf creature token.
5/4"""  # noqa: E501
SWAMP = "Swamp\nBasic Land — Swamp\n({T}: Add {B}.)"
SHOCK = "Shock {R}\nInstant\nShock deals 2 damage to any target."


def test_transforms_into_triggers_on_the_new_face():
    """CR 701.27e: "When this creature transforms into Revealing Eye" triggers as it
    transforms (the ability is on the face now up); Cult of the Waxing Moon sees a permanent
    transform into a non-Human creature."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.library(1, bear())
    s.battlefield(0, *[compile_card(SWAMP)] * 3, compile_card(CULT))
    shock = s.hand(1, compile_card(SHOCK))[0]
    curtains = s.battlefield(0, card(CURTAINS))[0]
    s.activate(0, curtains)
    s.resolve()
    assert s.game.view(curtains).name == "Revealing Eye"
    s.answer(0, ChooseObjects, (shock,), required=False)
    s.answer(0, ChooseYesNo, True, required=False)
    s.resolve_stack()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Shock"]
    assert s.zone_names(1, Zone.HAND) == ["Grizzly Bears"]
    assert "Wolf Token" in s.zone_names(0, Zone.BATTLEFIELD)
