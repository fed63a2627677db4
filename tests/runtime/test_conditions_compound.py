"""Conditions built of other parts (CR 608.2c): two conditions at once, "N or more other
[objects]", and "this card is in your graveyard" (CR 400) — real cards compiled from their
Oracle text."""

from effects_compile import compile_card, status_of

from mtgc.runtime.cards_basic import creature, grizzly_bears, plains, swamp
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.state.game_state import Step

DESERTED_BEACH = compile_card(
    "This land enters tapped unless you control two or more other lands.\n{T}: Add {W} or "
    "{U}.", "Land", None, name="Deserted Beach")  # fmt: skip
DEATHBRINGER_REGENT = compile_card(
    "Flying\nWhen this creature enters, if you cast it from your hand and there are five or "
    "more other creatures on the battlefield, destroy all other creatures.", "Creature — Dragon",
    "{5}{B}{B}", ("5", "6"), name="Deathbringer Regent")  # fmt: skip


def test_anger_is_honestly_unsupported():
    """CR 113.6b: "As long as this card is in your graveyard ..." functions only from the
    graveyard, where the runtime applies no static abilities yet: Anger is unsupported, not
    a battlefield static that never applies."""
    status, reasons = status_of(
        "Haste\nAs long as this card is in your graveyard and you control a Mountain, "
        "creatures you control have haste.",
        "Creature — Incarnation",
        "{3}{R}",
        ("2", "2"),
    )
    assert status == "unsupported"
    assert reasons == (
        "an ability functioning from a graveyard or hand this way is not supported yet",
    )


def test_deserted_beach_counts_other_lands():
    """CR 608.2c: "two or more other lands" — one other land isn't enough, two are."""
    for lands, tapped in (((plains(),), True), ((plains(), swamp()), False)):
        s = Scenario()
        s.battlefield(0, *lands)
        beach = s.battlefield(0, DESERTED_BEACH, enter=True)[0]
        assert s.obj(beach).tapped is tapped


def test_deathbringer_regent_needs_both_halves():
    """CR 603.4: cast from hand with five other creatures: all others are destroyed; put
    onto the battlefield (not cast), nothing happens."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[swamp() for _ in range(7)])
    others = s.battlefield(1, *[creature("Soldier", "{W}", 1, 1) for _ in range(5)])
    s.cast(0, s.hand(0, DEATHBRINGER_REGENT)[0])
    s.resolve_stack()
    assert all(s.zone_of(o) is None for o in others)
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Deathbringer Regent") == 1
    s2 = Scenario()
    others = s2.battlefield(1, *[creature("Soldier", "{W}", 1, 1) for _ in range(5)])
    s2.battlefield(0, DEATHBRINGER_REGENT, enter=True)
    s2.resolve_stack()
    assert all(s2.zone_of(o) is Zone.BATTLEFIELD for o in others)


DUST_STALKER = compile_card(
    "Devoid (This card has no color.)\nHaste\nAt the beginning of each end step, if you "
    "control no other colorless creatures, return this creature to its owner's hand.",
    "Creature — Eldrazi", "{2}{B}{R}", ("5", "3"), name="Dust Stalker")  # fmt: skip


def test_no_other_colorless_creatures_excludes_itself():
    """CR 608.2c, 702.114a: "no other colorless creatures" — the (devoid, colorless)
    Stalker itself doesn't count, nor a green Bear; a colorless Golem keeps it there."""
    golem = compile_card("Flying", "Artifact Creature — Golem", "{3}", ("2", "2"), name="Golem")
    for others, kept in (((), False), ((golem,), True)):
        s = Scenario()
        s.library(0, grizzly_bears())
        s.library(1, grizzly_bears())
        s.set_step(Step.PRECOMBAT_MAIN)
        stalker = s.battlefield(0, DUST_STALKER)[0]
        s.battlefield(0, grizzly_bears(), *others)
        s.advance_to(Step.END)
        s.resolve_stack()
        assert (s.zone_of(stalker) is Zone.BATTLEFIELD) is kept
