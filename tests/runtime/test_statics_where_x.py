"""Static abilities with "where X is [amount]" (CR 107.3, 611.3a), compiled from real
cards' text: the amount is read each time the effect applies (a power/toughness change,
CR 613.4c) or as the permanent enters (an enters-with-counters replacement, CR 614.1c)."""

from __future__ import annotations

from effects_compile import compile_card

from mtgc.runtime.cards_basic import forest, grizzly_bears
from mtgc.runtime.scenario import Scenario, Zone

DEATHS_SHADOW = compile_card("This creature gets −X/−X, where X is your life total.",
                             "Creature — Avatar", "{B}", ("13", "13"),
                             name="Death's Shadow")  # fmt: skip
MULTANI = compile_card("Creatures you control get +X/+0, where X is the number of cards in "
                       "your hand.", "Legendary Creature — Elemental", "{2}{G}{G}", ("2", "2"),
                       name="Multani")  # fmt: skip
STAG_BEETLE = compile_card("This creature enters with X +1/+1 counters on it, where X is the "
                           "number of other creatures on the battlefield.",
                           "Creature — Insect", "{3}{G}{G}", ("0", "0"),
                           name="Stag Beetle")  # fmt: skip


def test_deaths_shadow_follows_your_life_total():
    """CR 107.3, 611.3a: X is your life total whenever the layers apply."""
    s = Scenario()
    shadow = s.battlefield(0, DEATHS_SHADOW)[0]
    assert s.pt(shadow) == (-7, -7)  # at 20 life
    s.game.lose_life(0, 15)
    assert s.pt(shadow) == (8, 8)
    s.game.gain_life(0, 6)
    assert s.pt(shadow) == (2, 2)


def test_multani_counts_your_hand():
    """CR 613.4c: "Creatures you control get +X/+0" — each of them, X cards in hand."""
    s = Scenario()
    multani, bear = s.battlefield(0, MULTANI, grizzly_bears())
    other = s.battlefield(1, grizzly_bears())[0]
    s.hand(0, forest(), forest(), forest())
    assert s.pt(multani) == (5, 2) and s.pt(bear) == (5, 2)
    assert s.pt(other) == (2, 2)


def test_stag_beetle_counts_as_it_enters():
    """CR 614.1c, 107.3: X is counted as it enters (two other creatures), then fixed."""
    s = Scenario()
    s.battlefield(0, grizzly_bears())
    s.battlefield(1, grizzly_bears())
    beetle = s.battlefield(0, STAG_BEETLE, enter=True)[0]
    assert s.obj(beetle).counters == {"+1/+1": 2}
    s.battlefield(1, grizzly_bears())
    assert s.pt(beetle) == (2, 2)
    assert s.zone_names(0, Zone.BATTLEFIELD) == ["Grizzly Bears", "Stag Beetle"]
