"""Simultaneous actions are one event (CR 603.2, 603.6a, 701.8, 111.2), with cards compiled
from their text: the parts of the event are judged against one moment, and what they
trigger is checked once the whole event has happened."""

from __future__ import annotations

import mtgc
from mtgc.runtime.scenario import Scenario, Zone

SOUL_WARDEN = (
    "Soul Warden {W}\nCreature — Human Cleric\n"
    "Whenever another creature enters, you gain 1 life.\n1/1\n"
)
CRESTED_SUNMARE = (
    "Crested Sunmare {3}{W}{W}\nCreature — Horse\nOther Horses you control have indestructible.\n"
    "At the beginning of each end step, if you gained life this turn, create a 5/5 white Horse"
    " creature token.\n5/5\n"
)
WRATH = "Wrath of God {2}{W}{W}\nSorcery\nDestroy all creatures. They can't be regenerated.\n"
HORSE = "Plains Stallion {1}{W}\nCreature — Horse\n2/2\n"


def one(text: str):
    (card,) = mtgc.compile(text)
    return card


def muster(n: int):
    return one(f"Muster {{W}}\nSorcery\nCreate {n} 1/1 white Soldier creature tokens.\n")


def test_tokens_created_together_each_trigger_once():
    """CR 603.2, 603.6a: tokens one effect creates enter in one event; an "another
    creature enters" ability triggers once for each of them."""
    s = Scenario()
    s.battlefield(0, mtgc.card("Plains"))
    s.battlefield(1, one(SOUL_WARDEN))
    spell = s.hand(0, muster(3))[0]
    s.cast(0, spell)
    s.resolve()
    assert len(s.game.state.stack) == 3
    while s.game.state.stack:
        s.resolve()
    assert s.game.state.players[1].life == 23
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Soldier Token") == 3


def test_destroy_all_judges_indestructible_at_one_moment():
    """CR 701.8, 702.12b: "destroy all creatures" destroys them at once; a Horse that has
    indestructible from Crested Sunmare when the spell resolves survives, although the
    Sunmare itself (not an "other" Horse) is destroyed in the same event."""
    s = Scenario()
    s.battlefield(0, *[mtgc.card("Plains")] * 4)
    sunmare, horse = s.battlefield(0, one(CRESTED_SUNMARE), one(HORSE))
    wrath = s.hand(0, one(WRATH))[0]
    s.cast(0, wrath)
    s.resolve()
    assert s.zone_names(0, Zone.GRAVEYARD).count("Crested Sunmare") == 1
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Plains Stallion") == 1


def test_dies_triggers_look_back_at_the_whole_event():
    """CR 603.10a: a "whenever another creature dies" ability of a creature destroyed in
    the same event triggers for each of the others."""
    s = Scenario()
    s.battlefield(0, *[mtgc.card("Plains")] * 4)
    watcher = one(
        "Grim Witness {1}{B}\nCreature — Human\n"
        "Whenever another creature dies, you gain 1 life.\n1/1\n"
    )
    s.battlefield(1, watcher, one(HORSE), one(HORSE))
    s.cast(0, s.hand(0, one(WRATH))[0])
    s.resolve()
    assert len(s.game.state.stack) == 2
    while s.game.state.stack:
        s.resolve()
    assert s.game.state.players[1].life == 22


def test_a_thousand_tokens_enter_in_one_event():
    """CR 111.2, 603.6a at scale: a thousand tokens from one effect (the runtime must stay
    interactive; the timing is checked by benchmarks/tokens.py, not here)."""
    s = Scenario()
    s.battlefield(0, mtgc.card("Plains"))
    s.cast(0, s.hand(0, muster(1000))[0])
    s.resolve()
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Soldier Token") == 1000
