""" "Mill N cards. You may put a [quality] card from among them into your hand" (CR 701.17a,
400.6, 608.2c): "them", "those cards", "the milled cards", "[card] milled this way" are the
cards just milled, now new objects in the graveyard (CR 400.7); and "put a card from among
them onto the battlefield [tapped]" after looking at the top of the library. Cards compiled
from their Oracle text."""

from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseObjects
from mtgc.runtime.cards_basic import forest, grizzly_bears, island, mountain
from mtgc.runtime.scenario import Scenario, Zone

WAYFARER = """Ainok Wayfarer {1}{G}
Creature — Dog Scout
When this creature enters, mill three cards. You may put a land card from among them into your hand. If you don't, put a +1/+1 counter on this creature.
1/1"""  # noqa: E501

DOWSER = """Leyline Dowser {2}
Artifact
{1}, {T}: Mill a card. You may put an instant or sorcery card milled this way into your hand."""  # noqa: E501

SEED = """Seed of Hope {2}{G}
Sorcery
Mill two cards. You may put a permanent card from among the milled cards into your hand. You gain 2 life."""  # noqa: E501

GENESIS = """Planar Genesis {G}{U}
Sorcery
Look at the top four cards of your library. You may put a land card from among them onto the battlefield tapped. If you don't, put a card from among them into your hand. Put the rest on the bottom of your library in a random order."""  # noqa: E501

OPT = """Opt {U}
Instant
Draw a card."""  # noqa: E501


def test_a_milled_land_goes_to_hand():
    """CR 400.6: of the three milled cards only the Forest is a land card; Alice takes it,
    so no counter ("if you don't", CR 608.2c)."""
    s = Scenario()
    s.library(0, grizzly_bears(), forest(), grizzly_bears(), island())
    offered = []
    s.answer(0, ChooseObjects, lambda d: offered.append(
        [s.game.get(i).name for i in d.options]) or d.options[:1])  # fmt: skip
    wayfarer = s.battlefield(0, compile_card(WAYFARER), enter=True)[0]
    s.resolve_stack()
    assert offered == [["Forest"]]
    assert s.zone_names(0, Zone.HAND) == ["Forest"]
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Grizzly Bears", "Grizzly Bears"]
    assert s.zone_names(0, Zone.LIBRARY) == ["Island"]
    assert s.pt(wayfarer) == (1, 1)


def test_no_land_milled_gives_the_counter():
    """CR 608.2c: with no land card among the milled cards none is put into the hand, so
    "if you don't" puts a +1/+1 counter on it."""
    s = Scenario()
    s.library(0, grizzly_bears(), grizzly_bears(), grizzly_bears(), island())
    wayfarer = s.battlefield(0, compile_card(WAYFARER), enter=True)[0]
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == []
    assert s.pt(wayfarer) == (2, 2)


def test_declining_gives_the_counter():
    """CR 608.2c: Alice may decline to take the milled land: then the counter."""
    s = Scenario()
    s.library(0, forest(), grizzly_bears(), grizzly_bears())
    s.answer(0, ChooseObjects, ())
    wayfarer = s.battlefield(0, compile_card(WAYFARER), enter=True)[0]
    s.resolve_stack()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Forest", "Grizzly Bears", "Grizzly Bears"]
    assert s.pt(wayfarer) == (2, 2)


def test_a_card_milled_this_way():
    """CR 701.17a: "an instant or sorcery card milled this way" — the milled Opt."""
    s = Scenario()
    s.battlefield(0, island())
    s.library(0, compile_card(OPT), island())
    dowser = s.battlefield(0, compile_card(DOWSER))[0]
    s.answer(0, ChooseObjects, lambda d: d.options)
    s.activate(0, dowser)
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == ["Opt"]
    assert s.zone_names(0, Zone.LIBRARY) == ["Island"]


def test_cards_not_milled_are_not_among_them():
    """CR 400.7: "the milled cards" are only the two milled; a creature card already in the
    graveyard is not offered."""
    s = Scenario()
    s.battlefield(0, forest(), forest(), forest())
    s.graveyard(0, grizzly_bears())
    s.library(0, island(), mountain(), grizzly_bears())
    seed = s.hand(0, compile_card(SEED))[0]
    offered = []
    s.answer(0, ChooseObjects, lambda d: offered.append(
        sorted(s.game.get(i).name for i in d.options)) or d.options[:1])  # fmt: skip
    s.cast(0, seed)
    s.resolve_stack()
    assert offered == [["Island", "Mountain"]]
    assert s.zone_names(0, Zone.HAND) == ["Island"]
    assert s.life(0) == 22


def test_a_land_onto_the_battlefield_tapped_else_a_card_to_hand():
    """CR 400.6, 110.5b: the land from among them enters tapped under Alice's control; the
    other three go to the bottom."""
    s = Scenario()
    s.battlefield(0, forest(), island())
    s.library(0, grizzly_bears(), mountain(), grizzly_bears(), grizzly_bears(), island())
    genesis = s.hand(0, compile_card(GENESIS))[0]
    s.answer(0, ChooseObjects, lambda d: d.options[:1])
    s.cast(0, genesis)
    s.resolve_stack()
    (land,) = s.find("Mountain", Zone.BATTLEFIELD)
    assert s.obj(land).tapped and s.game.view(land).controller == 0
    assert s.zone_names(0, Zone.HAND) == []
    assert s.game.get(s.state.players[0].library[0]).name == "Island"


def test_no_land_so_a_card_into_hand():
    """CR 608.2c: with no land card to put onto the battlefield, "if you don't" puts one of
    the four into Alice's hand."""
    s = Scenario()
    s.battlefield(0, forest(), island())
    s.library(0, grizzly_bears(), grizzly_bears(), grizzly_bears(), grizzly_bears(), island())
    genesis = s.hand(0, compile_card(GENESIS))[0]
    s.cast(0, genesis)
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]
    assert s.game.get(s.state.players[0].library[0]).name == "Island"



PURSUIT = """Relentless Pursuit {2}{G}
Instant
Reveal the top four cards of your library. You may put a creature card and/or a land card from among them into your hand. Put the rest into your graveyard."""  # noqa: E501


def test_a_creature_card_and_or_a_land_card():
    """CR 608.2d: one creature card and one land card of the four go to the hand, two
    different cards; the rest to the graveyard."""
    s = Scenario()
    s.battlefield(0, forest(), forest(), forest())
    s.library(0, grizzly_bears(), island(), grizzly_bears(), mountain(), forest())
    offered = []
    s.answer(0, ChooseObjects, lambda d: offered.append(
        sorted(s.game.get(i).name for i in d.options)) or d.options[:1])  # fmt: skip
    s.answer(0, ChooseObjects, lambda d: offered.append(
        sorted(s.game.get(i).name for i in d.options)) or d.options[:1])  # fmt: skip
    s.cast(0, s.hand(0, compile_card(PURSUIT))[0])
    s.resolve_stack()
    assert offered == [["Grizzly Bears", "Grizzly Bears"], ["Island", "Mountain"]]
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears", "Island"]
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Grizzly Bears", "Mountain", "Relentless Pursuit"]
    assert s.zone_names(0, Zone.LIBRARY) == ["Forest"]


MUXUS = """Muxus, Goblin Grandee {4}{R}{R}
Legendary Creature — Goblin Noble
When Muxus enters, reveal the top six cards of your library. Put all Goblin creature cards with mana value 5 or less from among them onto the battlefield and the rest on the bottom of your library in a random order.
Whenever Muxus attacks, it gets +1/+1 until end of turn for each other Goblin you control.
4/4"""  # noqa: E501


def test_all_matching_cards_from_among_them_onto_the_battlefield():
    """CR 400.6, 110.2a: both Goblin creature cards of mana value 5 or less among the six
    enter under Alice's control (not the six-drop Goblin); the rest go to the bottom."""
    s = Scenario()
    goblin = bear("Goblin Raider", "{1}{R}", "2/1", "Creature — Goblin")
    big = bear("Goblin Titan", "{4}{R}{R}", "6/6", "Creature — Goblin")
    s.library(0, goblin, island(), goblin, big, grizzly_bears(), mountain(), forest())
    s.battlefield(0, compile_card(MUXUS), enter=True)
    s.resolve_stack()
    assert s.zone_names(0, Zone.BATTLEFIELD) == ["Goblin Raider", "Goblin Raider",
                                                 "Muxus, Goblin Grandee"]  # fmt: skip
    lib = [s.game.get(i).name for i in s.state.players[0].library]
    assert lib[0] == "Forest" and sorted(lib[1:]) == ["Goblin Titan", "Grizzly Bears", "Island",
                                                      "Mountain"]  # fmt: skip


NISSA = """Nissa, Nature's Artisan {4}{G}{G}
Legendary Planeswalker — Nissa
[+3]: You gain 3 life.
[−4]: Reveal the top two cards of your library. Put all land cards from among them onto the battlefield and the rest into your hand.
[−12]: Creatures you control get +5/+5 and gain trample until end of turn.
Loyalty: 5"""  # noqa: E501


def test_lands_onto_the_battlefield_and_the_rest_into_the_hand():
    """CR 400.6, 401: of the two revealed, the Forest enters, the bear goes to the hand."""
    s = Scenario()
    s.library(0, grizzly_bears(), forest(), island())
    nissa = s.battlefield(0, compile_card(NISSA), counters={"loyalty": 5})[0]
    s.activate(0, nissa, index=1)
    s.resolve_stack()
    assert "Forest" in s.zone_names(0, Zone.BATTLEFIELD)
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]
    assert s.zone_names(0, Zone.LIBRARY) == ["Island"]
