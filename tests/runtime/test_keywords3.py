"""Keyword-action triggers compiled from real card text and played out: cycling triggers
(CR 702.29c-d)."""

from __future__ import annotations

from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseYesNo
from mtgc.runtime.objects import PlayerRef
from mtgc.runtime.scenario import Scenario, Zone

PLAINS = "Plains\nBasic Land — Plains\n({T}: Add {W}.)"
RENEWED_FAITH = """Renewed Faith {2}{W}
Instant
You gain 6 life.
Cycling {1}{W} ({1}{W}, Discard this card: Draw a card.)
When you cycle this card, you may gain 2 life."""
HEKMA = """Hekma Sentinels {2}{W}
Creature — Human Cleric
Whenever you cycle or discard a card, this creature gets +1/+1 until end of turn.
2/3"""
STINGER = """Drannith Stinger {1}{R}
Creature — Human Monk
Whenever you cycle another card, this creature deals 1 damage to each opponent.
Cycling {1}
2/2"""


def test_when_you_cycle_this_card_triggers_from_the_graveyard():
    """CR 702.29d: "When you cycle this card, you may gain 2 life." — it triggers after the
    card was discarded (from the graveyard); the cycling draw resolves too."""
    s = Scenario()
    s.battlefield(0, compile_card(PLAINS), compile_card(PLAINS))
    s.library(0, bear())
    faith = s.hand(0, compile_card(RENEWED_FAITH))[0]
    s.answer(0, ChooseYesNo, True)
    s.activate(0, faith, 0)
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Renewed Faith"]
    assert len(s.stack_names()) == 2
    s.resolve_stack()
    assert s.life(0) == 22
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]


def test_cycling_another_card_triggers_a_permanent():
    """CR 702.29c: "Whenever you cycle another card, this creature deals 1 damage to each
    opponent." — cycling a card from the hand triggers the Stinger on the battlefield; a
    card merely discarded or a spell cast does not."""
    s = Scenario()
    s.battlefield(0, compile_card(STINGER))
    s.battlefield(0, compile_card(PLAINS), compile_card(PLAINS))
    s.library(0, bear())
    faith = s.hand(0, compile_card(RENEWED_FAITH))[0]
    s.activate(0, faith, 0)
    s.resolve_stack()
    assert s.life(1) == 19 and s.life(0) == 20  # its own "you may" trigger was declined
    discard = compile_card("Mind Rot {3}\nSorcery\nTarget player discards two cards.")
    s.battlefield(0, compile_card(PLAINS), compile_card(PLAINS), compile_card(PLAINS))
    s.hand(0, bear(), bear())
    s.cast(0, s.hand(0, discard)[0], targets=(PlayerRef(0),))
    s.resolve_stack()
    assert len(s.zone_names(0, Zone.HAND)) == 1 and s.life(1) == 19  # two discarded


def test_cycle_or_discard_a_card():
    """CR 702.29a, 701.9: "Whenever you cycle or discard a card" triggers once per card
    cycled (cycling discards it)."""
    s = Scenario()
    sentinels = s.battlefield(0, compile_card(HEKMA))[0]
    s.battlefield(0, compile_card(PLAINS), compile_card(PLAINS))
    s.library(0, bear())
    faith = s.hand(0, compile_card(RENEWED_FAITH))[0]
    s.activate(0, faith, 0)
    s.resolve_stack()
    assert s.pt(sentinels) == (3, 4)
