"""Auras and Equipment put onto the battlefield attached to an object (CR 303.4f, 303.4g,
301.5c), compiled from real cards' Oracle text."""

from __future__ import annotations

from effects_compile import compile_card

from mtgc.runtime.agents import ChooseYesNo
from mtgc.runtime.cards_basic import grizzly_bears, island, plains
from mtgc.runtime.scenario import Scenario, Zone

GRYFFS_BOON = compile_card("Enchant creature\nEnchanted creature gets +1/+0 and has flying.\n"
                           "{3}{W}: Return this card from your graveyard to the battlefield "
                           "attached to target creature. Activate only as a sorcery.",
                           "Enchantment — Aura", "{W}", name="Gryff's Boon")  # fmt: skip
ACADEMY_RESEARCHERS = compile_card("When this creature enters, you may put an Aura card from "
                                   "your hand onto the battlefield attached to this creature.",
                                   "Creature — Human Wizard", "{1}{U}{U}", ("2", "2"),
                                   name="Academy Researchers")  # fmt: skip
SPIKES = compile_card("Enchant artifact\nEnchanted artifact has \"{T}: Add {C}.\"",
                      "Enchantment — Aura", "{1}", name="Artifact Spikes")  # fmt: skip
BLADE = compile_card("Equipped creature gets +2/+0.\nEquip {1}", "Artifact — Equipment", "{1}",
                     name="Blade")  # fmt: skip
UNFINISHED_BUSINESS = compile_card(
    "Return target creature card from your graveyard to the battlefield, then return up to "
    "two target Aura and/or Equipment cards from your graveyard to the battlefield attached "
    "to that creature.", "Sorcery", "{3}{W}{W}", name="Unfinished Business")  # fmt: skip


def test_aura_returns_attached_to_the_target():
    """CR 303.4f: the effect names what the Aura enchants — the target creature, with no
    choice asked."""
    s = Scenario()
    s.battlefield(0, plains(), plains(), plains(), plains())
    bear = s.battlefield(1, grizzly_bears())[0]
    boon = s.graveyard(0, GRYFFS_BOON)[0]
    s.activate(0, boon, targets=(bear,))
    s.resolve()
    (aura,) = s.find("Gryff's Boon", Zone.BATTLEFIELD)
    assert s.obj(aura).attached_to == bear
    assert s.pt(bear) == (3, 2)


def test_aura_from_hand_attached_to_this_creature():
    """CR 303.4f: Academy Researchers' Aura enters enchanting the Researchers."""
    s = Scenario()
    s.battlefield(0, island(), island(), island())
    s.hand(0, GRYFFS_BOON)
    s.answer(0, ChooseYesNo, True)
    s.cast(0, s.hand(0, ACADEMY_RESEARCHERS)[0])
    s.resolve_stack()
    (researchers,) = s.find("Academy Researchers", Zone.BATTLEFIELD)
    (aura,) = s.find("Gryff's Boon", Zone.BATTLEFIELD)
    assert s.obj(aura).attached_to == researchers
    assert s.pt(researchers) == (3, 2)


def test_aura_that_cannot_enchant_it_stays_in_hand():
    """CR 303.4g: an "Enchant artifact" Aura can't enchant the Researchers; it stays in the
    hand."""
    s = Scenario()
    s.battlefield(0, island(), island(), island())
    s.hand(0, SPIKES)
    s.answer(0, ChooseYesNo, True)
    s.cast(0, s.hand(0, ACADEMY_RESEARCHERS)[0])
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == ["Artifact Spikes"]
    assert s.find("Artifact Spikes", Zone.BATTLEFIELD) == []


def test_equipment_returns_attached_to_that_creature():
    """CR 301.5c: both Equipment return attached to the creature returned before them."""
    s = Scenario()
    s.battlefield(0, *[plains() for _ in range(5)])
    bear_card, *blades = s.graveyard(0, grizzly_bears(), BLADE, BLADE)
    s.cast(0, s.hand(0, UNFINISHED_BUSINESS)[0], targets=(bear_card, *blades))
    s.resolve()
    (bear,) = s.find("Grizzly Bears", Zone.BATTLEFIELD)
    assert [s.obj(b).attached_to for b in s.find("Blade", Zone.BATTLEFIELD)] == [bear, bear]
    assert s.pt(bear) == (6, 2)
