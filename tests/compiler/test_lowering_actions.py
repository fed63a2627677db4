"""Keyword actions compiled from card text and played out (CR 500.7, 701.27, 701.36,
701.39, 701.43, 701.44, 701.47, 701.50)."""

from __future__ import annotations

from test_lower import compile_card

from mtgc.runtime.agents import ChooseObjects, ChooseYesNo
from mtgc.runtime.cards_basic import forest, grizzly_bears, mountain
from mtgc.runtime.scenario import Scenario, Step, Zone


def _spell(text: str, name: str = "Spell") -> object:
    return compile_card(text, type_line="Sorcery", cost="{0}", name=name)


def test_investigate_creates_a_clue_that_draws():
    """CR 701.36a: "Investigate" means "Create a Clue token." (CR 111.10f: "{2},
    Sacrifice this artifact: Draw a card.")."""
    s = Scenario()
    s.library(0, forest())
    s.battlefield(0, mountain(), mountain())
    [card] = s.hand(0, _spell("Investigate twice."))
    s.cast(0, card)
    s.resolve()
    clues = s.find("Clue Token", Zone.BATTLEFIELD)
    assert len(clues) == 2
    s.activate(0, clues[0])
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Forest"]
    assert len(s.find("Clue Token", Zone.BATTLEFIELD)) == 1


def test_adapt_only_without_counters():
    """CR 701.43a: "If this permanent has no +1/+1 counters on it, put N +1/+1 counters on
    it." A second activation adds nothing."""
    beast = compile_card("{0}: Adapt 2.", type_line="Creature — Beast")
    s = Scenario()
    [b] = s.battlefield(0, beast)
    s.activate(0, b)
    s.resolve()
    assert s.obj(b).counters["+1/+1"] == 2
    s.activate(0, b)
    s.resolve()
    assert s.obj(b).counters["+1/+1"] == 2


def test_bolster_picks_the_least_toughness():
    """CR 701.39a: the creature with the least toughness among those you control."""
    s = Scenario()
    [bear] = s.battlefield(0, grizzly_bears())
    [big] = s.battlefield(0, compile_card("Vigilance", pt=("5", "5"), name="Big"))
    [card] = s.hand(0, _spell("Bolster 2."))
    s.cast(0, card)
    s.resolve()
    assert s.obj(bear).counters.get("+1/+1") == 2
    assert not s.obj(big).counters.get("+1/+1")


def test_proliferate_adds_one_of_each_kind_to_the_chosen():
    """CR 701.27a: choose any number of permanents and/or players with counters; each gets
    another counter of each kind already there."""
    s = Scenario()
    [a] = s.battlefield(0, grizzly_bears(), counters={"+1/+1": 1, "charge": 2})
    [b] = s.battlefield(1, grizzly_bears(), counters={"+1/+1": 1})
    s.game.state.players[1].poison = 3
    [card] = s.hand(0, _spell("Proliferate."))
    s.answer(0, ChooseObjects, (a,))
    s.answer(0, ChooseObjects, (1,))
    s.cast(0, card)
    s.resolve()
    assert s.obj(a).counters == {"+1/+1": 2, "charge": 3}
    assert s.obj(b).counters == {"+1/+1": 1}  # not chosen
    assert s.game.state.players[1].poison == 4


def test_explore_land_to_hand_else_counter():
    """CR 701.44a: a revealed land card goes to hand; otherwise a +1/+1 counter and the
    card may go to the graveyard."""
    merfolk = compile_card("When this creature enters, it explores.",
                           type_line="Creature — Merfolk", name="Scout")  # fmt: skip
    s = Scenario()
    s.library(0, forest())
    [m] = s.hand(0, merfolk)
    s.battlefield(0, mountain())
    s.cast(0, m)
    s.resolve()  # the creature spell
    s.resolve()  # the trigger
    assert s.zone_names(0, Zone.HAND) == ["Forest"]
    [scout] = s.find("Scout", Zone.BATTLEFIELD)
    assert not s.obj(scout).counters.get("+1/+1")
    t = Scenario()
    t.library(0, grizzly_bears())
    [m2] = t.hand(0, merfolk)
    t.battlefield(0, mountain())
    t.answer(0, ChooseYesNo, True)
    t.cast(0, m2)
    t.resolve()
    t.resolve()
    [scout2] = t.find("Scout", Zone.BATTLEFIELD)
    assert t.obj(scout2).counters.get("+1/+1") == 1
    assert t.zone_names(0, Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_connive_counter_for_a_nonland_discard():
    """CR 701.50a: draw, then discard; a +1/+1 counter for each nonland card discarded."""
    rogue = compile_card("{0}: This creature connives.", type_line="Creature — Rogue")
    s = Scenario()
    [r] = s.battlefield(0, rogue)
    s.library(0, forest(), forest())
    [bear_card] = s.hand(0, grizzly_bears())
    s.answer(0, ChooseObjects, (bear_card,))
    s.activate(0, r)
    s.resolve()
    assert s.obj(r).counters.get("+1/+1") == 1
    [drawn] = s.game.state.players[0].hand  # a Forest
    s.answer(0, ChooseObjects, (drawn,))
    s.activate(0, r)
    s.resolve()
    assert s.obj(r).counters.get("+1/+1") == 1  # a land was discarded: no counter


def test_amass_creates_an_army_once_then_grows_it():
    """CR 701.47a: no Army: create a 0/0 black Zombie Army token; put N +1/+1 counters on
    an Army you control."""
    s = Scenario()
    [one, two] = s.hand(0, _spell("Amass Zombies 2."), _spell("Amass Zombies 1."))
    s.cast(0, one)
    s.resolve()
    [army] = s.find("Zombie Army Token", Zone.BATTLEFIELD)
    assert s.obj(army).counters["+1/+1"] == 2
    assert s.game.view(army).power == 2
    s.cast(0, two)
    s.resolve()
    assert s.find("Zombie Army Token", Zone.BATTLEFIELD) == [army]
    assert s.obj(army).counters["+1/+1"] == 3


def test_extra_turn_comes_after_this_one():
    """CR 500.7: "Take an extra turn after this one." — the next turn is the caster's."""
    s = Scenario()
    s.library(0, forest(), forest())
    s.library(1, forest(), forest())
    [card] = s.hand(0, _spell("Take an extra turn after this one."))
    turn = s.game.state.turn
    s.cast(0, card)
    s.resolve()
    s.advance_to(Step.UPKEEP)
    assert s.game.state.turn == turn + 1 and s.game.state.active == 0
    s.advance_to(Step.END)
    s.advance_to(Step.UPKEEP)
    assert s.game.state.active == 1  # then the normal order resumes


def test_double_the_number_of_counters():
    hydra = compile_card("At the beginning of your upkeep, double the number of +1/+1 "
                         "counters on this creature.", type_line="Creature — Hydra")  # fmt: skip
    s = Scenario()
    s.library(0, forest(), forest())
    s.library(1, forest(), forest())
    [h] = s.battlefield(0, hydra, counters={"+1/+1": 3})
    s.advance_to(Step.END)
    s.advance_to(Step.UPKEEP)  # Bob's
    s.advance_to(Step.END)
    s.advance_to(Step.UPKEEP)  # ours: the trigger
    s.resolve()
    assert s.obj(h).counters["+1/+1"] == 6


def test_blight_puts_minus_counters_and_if_you_do():
    """CR 701.68a, 608.2c: Dream Seizer — "When this creature enters, you may blight 1. If
    you do, each opponent discards a card." The -1/-1 counter goes on a creature you
    control, then the opponent discards."""
    seizer = compile_card("Flying\nWhen this creature enters, you may blight 1. If you do, "
                          "each opponent discards a card.", type_line="Creature — Faerie "
                          "Rogue", cost="{0}", pt=("3", "2"))  # fmt: skip
    s = Scenario()
    [bear] = s.battlefield(0, grizzly_bears())
    s.hand(1, forest())
    s.cast(0, s.hand(0, seizer)[0])
    s.resolve()
    s.answer(0, ChooseYesNo, True)
    s.answer(0, ChooseObjects, (bear,))
    s.resolve()
    assert s.pt(bear) == (1, 1)
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Forest"]


def test_endure_counters_or_a_spirit_token():
    """CR 701.63a: Anafenza — "Whenever another nontoken creature you control dies, Anafenza
    endures 2." Its controller puts two +1/+1 counters on it, or (declining) creates a 2/2
    white Spirit creature token."""
    anafenza = compile_card("Whenever another nontoken creature you control dies, this "
                            "creature endures 2.", type_line="Legendary Creature — Spirit "
                            "Soldier", cost="{2}{W}", pt=("2", "2"))  # fmt: skip
    kill = _spell("Destroy target creature.", name="Kill")
    for accept in (True, False):
        s = Scenario()
        [a] = s.battlefield(0, anafenza)
        [bear] = s.battlefield(0, grizzly_bears())
        s.cast(0, s.hand(0, kill)[0], targets=(bear,))
        s.answer(0, ChooseYesNo, accept)
        s.resolve_stack()
        if accept:
            assert s.pt(a) == (4, 4) and not s.find("Spirit Token", Zone.BATTLEFIELD)
        else:
            (spirit,) = s.find("Spirit Token", Zone.BATTLEFIELD, 0)
            assert s.pt(a) == (2, 2) and s.pt(spirit) == (2, 2)


def test_discover_casts_the_first_cheap_nonland_card():
    """CR 701.57a: Primordial Gnawer — "When this creature dies, discover 3." Lands and a
    card with mana value over 3 are passed; the Bears are cast without paying; the passed
    cards go to the bottom of the library."""
    gnawer = compile_card("When this creature dies, discover 3.", type_line="Creature — "
                          "Insect Horror", cost="{4}{B}", pt=("5", "2"))  # fmt: skip
    big = compile_card("", type_line="Creature — Wurm", cost="{4}{G}{G}", pt=("6", "4"),
                       name="Craw Wurm")  # fmt: skip
    s = Scenario()
    [g] = s.battlefield(0, gnawer)
    s.library(0, forest(), big, grizzly_bears(), mountain())
    s.cast(0, s.hand(0, _spell("Destroy target creature.", name="Kill"))[0], targets=(g,))
    s.answer(0, ChooseYesNo, True)
    s.resolve_stack()
    assert s.find("Grizzly Bears", Zone.BATTLEFIELD, 0)
    names = [s.obj(i).name for i in s.state.players[0].library]
    assert names[0] == "Mountain" and sorted(names[1:]) == ["Craw Wurm", "Forest"]
