"""CR 601.2b-c, 107.3: "X target [objects]" — X is announced, then X targets of one word
"target" are chosen (as many as X; distinct objects, CR 115.3) — real cards compiled from
their text."""

import pytest
from effects_compile import compile_card, status_of

from mtgc.runtime.cards_basic import grizzly_bears, island, swamp
from mtgc.runtime.errors import InvalidInputError
from mtgc.runtime.scenario import Scenario, Zone

WORD_OF_BINDING = compile_card("Tap X target creatures.", "Sorcery", "{X}{B}{B}",
                               name="Word of Binding")  # fmt: skip
CURSE_OF_THE_SWINE = compile_card(
    "Exile X target creatures. For each creature exiled this way, its controller creates a 2/2 "
    "green Boar creature token.", "Sorcery", "{X}{U}{U}", name="Curse of the Swine")  # fmt: skip
MIDNIGHT_RITUAL = compile_card(
    "Exile X target creature cards from your graveyard. For each creature card exiled this "
    "way, create a 2/2 black Zombie creature token.", "Sorcery", "{X}{2}{B}",
    name="Midnight Ritual")  # fmt: skip
FLOODWATER_DAM = compile_card("{X}{X}{1}, {T}: Tap X target lands.", "Artifact", "{3}",
                              name="Floodwater Dam")  # fmt: skip


def test_word_of_binding_taps_x_creatures():
    """CR 601.2b-c: X = 2 — two target creatures are tapped, the third isn't."""
    s = Scenario()
    s.battlefield(0, *[swamp() for _ in range(4)])
    bears = s.battlefield(1, grizzly_bears(), grizzly_bears(), grizzly_bears())
    s.cast(0, s.hand(0, WORD_OF_BINDING)[0], x=2, targets=bears[:2])
    s.resolve()
    assert [s.obj(b).tapped for b in bears] == [True, True, False]


def test_x_targets_must_number_x():
    """CR 601.2c: with X = 2, one target is too few."""
    s = Scenario()
    s.battlefield(0, *[swamp() for _ in range(4)])
    bears = s.battlefield(1, grizzly_bears(), grizzly_bears())
    with pytest.raises(InvalidInputError):
        s.cast(0, s.hand(0, WORD_OF_BINDING)[0], x=2, targets=bears[:1])


def test_x_is_zero_no_targets():
    """CR 601.2c, 608.2b: X = 0 — no targets; the spell resolves doing nothing."""
    s = Scenario()
    s.battlefield(0, swamp(), swamp())
    bear = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, WORD_OF_BINDING)[0], x=0)
    s.resolve()
    assert not s.obj(bear).tapped
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Word of Binding"]


def test_curse_of_the_swine_gives_each_controller_a_boar():
    """CR 608.2c, 608.2h: "For each creature exiled this way, its controller creates a 2/2
    Boar" — X = 2, one creature of each player: each gets a Boar."""
    s = Scenario()
    s.battlefield(0, *[island() for _ in range(4)])
    mine = s.battlefield(0, grizzly_bears())[0]
    theirs = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, CURSE_OF_THE_SWINE)[0], x=2, targets=(mine, theirs))
    s.resolve()
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Boar Token") == 1
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Boar Token"]
    assert s.zone_names(1, Zone.EXILE) == ["Grizzly Bears"]


def test_midnight_ritual_targets_cards_in_your_graveyard():
    """CR 115.1, 601.2c: "X target creature cards from your graveyard" — X = 2: two exiled,
    two Zombies."""
    s = Scenario()
    s.battlefield(0, *[swamp() for _ in range(5)])
    cards = s.graveyard(0, grizzly_bears(), grizzly_bears(), grizzly_bears())
    s.cast(0, s.hand(0, MIDNIGHT_RITUAL)[0], x=2, targets=cards[:2])
    s.resolve()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Grizzly Bears", "Midnight Ritual"]
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Zombie Token") == 2


def test_floodwater_dam_activated_x():
    """CR 602.2b, 601.2b-c: an activated ability's X ({X}{X}{1}) — X = 1 taps one land."""
    s = Scenario()
    lands = s.battlefield(0, *[island() for _ in range(3)])
    dam = s.battlefield(0, FLOODWATER_DAM)[0]
    theirs = s.battlefield(1, swamp(), swamp())
    s.activate(0, dam, x=1, targets=(theirs[0],))
    s.resolve()
    assert [s.obj(t).tapped for t in theirs] == [True, False]
    assert all(s.obj(land).tapped for land in lands)


def test_x_targets_in_a_trigger_is_unsupported():
    """CR 603.3d, 107.3: a triggered ability announces no X: "X target" there stays
    honestly unsupported."""
    status, reasons = status_of(
        "When this creature enters, tap X target creatures.", "Creature — Spirit", "{X}{U}",
        ("1", "1"))  # fmt: skip
    assert status == "unsupported"
    assert reasons == ("'X target' in this ability is not supported yet",)
