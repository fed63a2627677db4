"""Mana "for each [objects]" (CR 106.1, 107.1, 605.1a), compiled from real cards' Oracle
text: the count is made as the mana ability resolves (CR 608.2h)."""

from __future__ import annotations

from effects_compile import compile_card

from mtgc.runtime.cards_basic import grizzly_bears, mountain, swamp
from mtgc.runtime.scenario import Scenario, Zone

GAEAS_CRADLE = compile_card("{T}: Add {G} for each creature you control.",
                            "Legendary Land", None, name="Gaea's Cradle")  # fmt: skip
CABAL_COFFERS = compile_card("{2}, {T}: Add {B} for each Swamp you control.", "Land", None,
                             name="Cabal Coffers")  # fmt: skip
GYRE_SAGE = compile_card("Evolve\n{T}: Add {G} for each +1/+1 counter on this creature.",
                         "Creature — Elf Druid", "{1}{G}", ("1", "2"),
                         name="Gyre Sage")  # fmt: skip


def test_gaeas_cradle_adds_one_green_per_creature():
    """CR 106.1, 605.3b: three creatures — {G}{G}{G}; none — no mana."""
    s = Scenario()
    cradle = s.battlefield(0, GAEAS_CRADLE)[0]
    s.battlefield(0, grizzly_bears(), grizzly_bears(), grizzly_bears())
    s.battlefield(1, grizzly_bears())
    s.tap_for_mana(0, cradle)
    assert s.pool(0) == "{G}{G}{G}"


def test_gaeas_cradle_without_creatures_adds_nothing():
    s = Scenario()
    cradle = s.battlefield(0, GAEAS_CRADLE)[0]
    s.tap_for_mana(0, cradle)
    assert s.pool(0) == "(empty)"


def test_cabal_coffers_counts_swamps_as_it_resolves():
    """CR 608.2h: two Swamps tapped to pay {2} still count: {B}{B}."""
    s = Scenario()
    s.battlefield(0, swamp(), swamp())
    coffers = s.battlefield(0, CABAL_COFFERS)[0]
    s.activate(0, coffers)
    assert s.pool(0) == "{B}{B}"


def test_gyre_sage_counts_its_counters():
    """CR 122.1: one mana per +1/+1 counter on it."""
    s = Scenario()
    sage = s.battlefield(0, GYRE_SAGE, counters={"+1/+1": 2})[0]
    s.tap_for_mana(0, sage)
    assert s.pool(0) == "{G}{G}"


SANCTUM_WEAVER = compile_card(
    "{T}: Add X mana of any one color, where X is the number of enchantments you control.",
    "Enchantment Creature — Dryad", "{1}{G}", ("0", "2"), name="Sanctum Weaver")  # fmt: skip
ANTHEM = compile_card("Creatures you control get +1/+1.", "Enchantment", "{2}{W}",
                      name="Glorious Anthem")  # fmt: skip


def test_sanctum_weaver_adds_x_of_one_color():
    """CR 107.3, 106.4: "Add X mana of any one color, where X is the number of enchantments
    you control" — itself and an Anthem: two mana of the one color chosen."""
    from mtgc.runtime.mana.symbols import ManaType

    s = Scenario()
    weaver = s.battlefield(0, SANCTUM_WEAVER, ANTHEM)[0]
    s.tap_for_mana(0, weaver, color=ManaType.R)
    assert s.pool(0) == "{R}{R}"


MANAMORPHOSE = compile_card("Add two mana in any combination of colors.\nDraw a card.",
                            "Instant", "{1}{R/G}", name="Manamorphose")  # fmt: skip


def test_two_mana_in_any_combination_of_colors():
    """CR 106.1: each of the two mana is of a color the player chooses — here blue and
    black, from one spell."""
    from mtgc.runtime.agents import ChooseOption

    s = Scenario()
    s.battlefield(0, swamp(), mountain())
    s.library(0, grizzly_bears())
    for color in ("U", "B"):
        s.answer(0, ChooseOption, lambda d, c=color: [o.value for o in d.options].index(c))
    s.cast(0, s.hand(0, MANAMORPHOSE)[0])
    s.resolve()
    assert s.pool(0) == "{U}{B}"
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]
