""" "Tap up to two target creatures. Put a stun counter on each of them." / "Untap them." —
"each of them" and "them" after targets chosen together name those targets (CR 115.1b,
608.2c), compiled from real cards' Oracle text and played out."""

from __future__ import annotations

from effects_compile import compile_card

from mtgc.runtime.cards_basic import forest, grizzly_bears, island
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone

HOMESICKNESS = compile_card(
    "Target player draws two cards. Tap up to two target creatures. Put a stun counter on "
    "each of them.", cost="{4}{U}{U}", name="Homesickness")  # fmt: skip
LEOS_GUIDANCE = compile_card(
    "Put a +1/+1 counter on each of up to three target creatures. Untap them.", cost="{G}",
    name="Leo's Guidance")  # fmt: skip


def test_homesickness_stuns_each_tapped_target():
    """CR 608.2c, 122.1d: both targets are tapped and each gets a stun counter; a third
    creature is untouched."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN, active=0)
    s.battlefield(0, *[island() for _ in range(6)])
    s.library(0, grizzly_bears(), grizzly_bears())
    a, b, c = s.battlefield(1, grizzly_bears(), grizzly_bears(), grizzly_bears())
    s.cast(0, s.hand(0, HOMESICKNESS)[0], targets=(PlayerRef(0), a, b))
    s.resolve()
    assert [s.obj(i).tapped for i in (a, b, c)] == [True, True, False]
    assert [s.obj(i).counters.get("stun", 0) for i in (a, b, c)] == [1, 1, 0]
    assert len(s.zone_names(0, Zone.HAND)) == 2


def test_leos_guidance_untaps_them():
    """CR 608.2c: "Untap them" — the creatures that got the counters."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN, active=0)
    s.battlefield(0, forest())
    a, b = s.battlefield(0, grizzly_bears(), grizzly_bears(), tapped=True)
    other = s.battlefield(0, grizzly_bears(), tapped=True)[0]
    s.cast(0, s.hand(0, LEOS_GUIDANCE)[0], targets=(a, b, None))
    s.resolve()
    assert [s.pt(i) for i in (a, b, other)] == [(3, 3), (3, 3), (2, 2)]
    assert [s.obj(i).tapped for i in (a, b, other)] == [False, False, True]
