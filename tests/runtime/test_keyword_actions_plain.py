"""Keyword actions without a parameter (CR 701.62 manifest dread, 701.40 manifest, 701.61
forage, 701.56 time travel), compiled from real cards' text."""

from effects_compile import compile_card

from mtgc.runtime.agents import ChooseObjects, ChooseOption, ChooseYesNo
from mtgc.runtime.cards_basic import forest, grizzly_bears, island, plains
from mtgc.runtime.keywords.morph import TurnFaceUp, is_face_down
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.state.game_state import Step

#: They Came from the Pipes
PIPES = compile_card("When this enchantment enters, manifest dread twice.", "Enchantment",
                     "{4}{U}", name="They Came from the Pipes")  # fmt: skip
#: Treetop Sentries
SENTRIES = compile_card("Reach\nWhen this creature enters, you may forage. If you do, draw a "
                        "card.", "Creature — Squirrel Archer", "{3}{G}", ("2", "4"),
                        name="Treetop Sentries")  # fmt: skip
#: Wibbly-wobbly, Timey-wimey
WIBBLY = compile_card("Time travel.\nDraw a card.", "Sorcery", "{1}{U}",
                      name="Wibbly-wobbly, Timey-wimey")  # fmt: skip


def test_manifest_dread_twice():
    """CR 701.62a, 701.40a: each time, one of the top two cards is put onto the battlefield
    as a face-down 2/2 and the other into the graveyard; a manifested creature card is
    turned face up for its mana cost (CR 701.40b)."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[island() for _ in range(5)], forest(), forest())
    lib = s.library(0, grizzly_bears(), plains(), plains(), island(), grizzly_bears())
    picks = iter([(lib[0],), (lib[2],)])
    s.answer(0, ChooseObjects, lambda d: next(picks))
    s.cast(0, s.hand(0, PIPES)[0])
    s.resolve_stack()
    down = [i for i in s.state.battlefield if is_face_down(s.obj(i))]
    assert len(down) == 2 and all(s.pt(i) == (2, 2) for i in down)
    assert sorted(s.zone_names(0, Zone.GRAVEYARD)) == ["Island", "Plains"]
    assert s.zone_names(0, Zone.LIBRARY) == ["Grizzly Bears"]
    bear = next(i for i in down if s.obj(i).choices["face_down"].name == "Grizzly Bears")
    s.game.take_action(0, TurnFaceUp(bear))
    assert s.obj(bear).name == "Grizzly Bears" and not is_face_down(s.obj(bear))


def test_forage_sacrificing_a_food_then_draw():
    """CR 701.61a: with fewer than three cards in the graveyard, foraging sacrifices a Food;
    "If you do, draw a card" (CR 608.2c)."""
    food = compile_card("{2}, {T}, Sacrifice this artifact: You gain 3 life.",
                        "Artifact — Food", None, name="Food")  # fmt: skip
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[forest() for _ in range(4)])
    (snack,) = s.battlefield(0, food)
    s.library(0, grizzly_bears())
    s.answer(0, ChooseYesNo, True)
    s.cast(0, s.hand(0, SENTRIES)[0])
    s.resolve_stack()
    assert s.zone_of(snack) is None and s.zone_names(0, Zone.GRAVEYARD) == ["Food"]
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]


def test_forage_exiling_three_cards():
    """CR 701.61a: with no Food, three cards of the graveyard are exiled."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[forest() for _ in range(4)])
    s.graveyard(0, plains(), plains(), island(), grizzly_bears())
    s.library(0, grizzly_bears())
    s.answer(0, ChooseYesNo, True)
    s.answer(0, ChooseObjects, lambda d: d.options[:3])
    s.cast(0, s.hand(0, SENTRIES)[0])
    s.resolve_stack()
    assert len(s.state.exile) == 3 and len(s.state.players[0].graveyard) == 1
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]


def test_time_travel_adds_a_time_counter():
    """CR 701.56a: a permanent with a time counter gets another one (the player's choice)."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, island(), island())
    (bear,) = s.battlefield(0, grizzly_bears())
    s.obj(bear).counters["time"] = 2
    s.library(0, grizzly_bears())
    s.answer(0, ChooseOption, 1)
    s.cast(0, s.hand(0, WIBBLY)[0])
    s.resolve()
    assert s.obj(bear).counters["time"] == 3 and s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]
