"""Linked abilities (CR 607.2a), compiled from real cards' text: "When this enchantment
enters, exile another target nonland permanent. When this enchantment leaves the
battlefield, return the exiled card to the battlefield under its owner's control."."""

from __future__ import annotations

from effects_compile import compile_card, status_of

from mtgc.runtime.cards_basic import grizzly_bears, plains
from mtgc.runtime.scenario import Scenario, Zone

O_RING_TEXT = ("When this enchantment enters, exile another target nonland permanent.\n"
               "When this enchantment leaves the battlefield, return the exiled card to the "
               "battlefield under its owner's control.")  # fmt: skip
OBLIVION_RING = compile_card(O_RING_TEXT, "Enchantment", "{2}{W}", name="Oblivion Ring")
DISENCHANT = compile_card("Destroy target enchantment.", "Instant", "{W}", name="Disenchant")


def _exile_a_bear(s: Scenario) -> tuple[int, int]:
    s.battlefield(0, *[plains() for _ in range(4)])
    bear = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, OBLIVION_RING)[0])
    s.resolve()  # the enchantment spell
    ring = s.find("Oblivion Ring", Zone.BATTLEFIELD)[0]
    s.resolve()  # its enters trigger, targeting the only nonland permanent other than it
    return ring, bear


def test_the_exiled_card_returns_when_it_leaves():
    """CR 607.2a, 603.6c: the leaves-the-battlefield trigger returns the card the enters
    trigger exiled, under its owner's control (CR 110.2)."""
    s = Scenario()
    ring, bear = _exile_a_bear(s)
    assert s.zone_names(1, Zone.EXILE) == ["Grizzly Bears"]
    s.cast(0, s.hand(0, DISENCHANT)[0], targets=(ring,))
    s.resolve()  # Disenchant
    s.resolve()  # the leaves trigger
    assert s.zone_names(1, Zone.EXILE) == []
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Grizzly Bears"]
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Disenchant", "Oblivion Ring"]


def test_only_cards_it_exiled():
    """CR 607.2a: a card another effect exiled is not "the exiled card"."""
    s = Scenario()
    ring, bear = _exile_a_bear(s)
    other = s.exile(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, DISENCHANT)[0], targets=(ring,))
    s.resolve()
    s.resolve()
    assert s.zone_of(other) is Zone.EXILE
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Grizzly Bears"]


def test_no_linked_exile_stays_unsupported():
    """CR 607.2a: without an exiling ability on the object, "the exiled card" has nothing
    to refer to."""
    status, reasons = status_of(O_RING_TEXT.split("\n")[1], "Enchantment")
    assert status == "unsupported"
    assert reasons == ("'the exiled card' without another ability of this object that "
                       "exiles is not supported yet (CR 607.2a)",)  # fmt: skip
