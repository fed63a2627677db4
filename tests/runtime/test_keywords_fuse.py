"""Split cards (CR 709) and fuse (CR 702.102), compiled from a real card's text (Wear //
Tear): a split card is cast as one of its halves (709.3), or, with fuse, from the hand as
both halves (702.102a): the fused spell costs both halves' mana costs (702.102c) and does
the left half, then the right half, each with its own target (702.102d)."""

import pytest
from dfc_compile import card
from kw_compile import compile_card

from mtgc.runtime.cards_basic import mountain, plains
from mtgc.runtime.errors import IllegalActionError, InvalidInputError
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.stack.casting import cast_half, split_cast_options

WEAR_TEAR = """Wear {1}{R}
Instant
Destroy target artifact.
Fuse (You may cast one or both halves of this card from your hand.)
----
Tear {W}
Instant
Destroy target enchantment.
Fuse (You may cast one or both halves of this card from your hand.)"""

RELIC = "Relic {2}\nArtifact\n{T}: You gain 1 life."
CHARM = "Charm Aura {W}\nEnchantment\nAt the beginning of your upkeep, you gain 1 life."


def _setup(s: Scenario, lands: int = 3) -> tuple[int, int, int]:
    s.battlefield(0, *([mountain(), mountain(), plains()][:lands]))
    relic, charm = s.battlefield(1, compile_card(RELIC), compile_card(CHARM))
    (wt,) = s.hand(0, card(WEAR_TEAR))
    s.set_step(Step.PRECOMBAT_MAIN)
    return wt, relic, charm


def test_a_split_card_holds_both_halves():
    """CR 709.4b-c: both halves' mana costs and abilities."""
    wt = card(WEAR_TEAR)
    assert [h.name for h in wt.doors] == ["Wear", "Tear"]
    assert str(wt.mana_cost) == "{1}{R}{W}"


def test_fused_wear_and_tear_destroys_an_artifact_and_an_enchantment():
    """CR 702.102a-d: cast both halves for {1}{R}{W}: the artifact and the enchantment are
    destroyed; the card goes to the graveyard as one card."""
    s = Scenario()
    wt, relic, charm = _setup(s)
    s.cast(0, wt, half=2, targets=(relic, charm))
    assert s.stack_names() == ["Wear // Tear"]
    s.resolve()
    assert s.zone_of(relic) is None and s.zone_of(charm) is None
    assert sorted(s.zone_names(1, Zone.GRAVEYARD)) == ["Charm Aura", "Relic"]
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Wear // Tear"]


def test_one_half_only_costs_and_does_that_half():
    """CR 709.3, 709.3b: cast as Tear alone ({W}), only the enchantment is destroyed."""
    s = Scenario()
    wt, relic, charm = _setup(s, lands=3)
    s.cast(0, wt, half=1, targets=(charm,))
    s.resolve()
    assert s.zone_of(charm) is None and s.zone_of(relic) is not None


def test_fused_needs_both_mana_costs():
    """CR 702.102c: with only {1}{R} the fused spell can't be paid for."""
    s = Scenario()
    wt, relic, charm = _setup(s, lands=2)
    with pytest.raises(IllegalActionError):
        s.cast(0, wt, half=2, targets=(relic, charm))


def test_fuse_only_from_the_hand():
    """CR 702.102a: fuse applies only while the card is in its owner's hand: cast from
    elsewhere there are just the two halves."""
    s = Scenario()
    (wt,) = s.exile(0, card(WEAR_TEAR))
    spell = s.game.get(wt)
    assert split_cast_options(spell.card, Zone.EXILE) == ()
    assert [n for n, _ in split_cast_options(spell.card, Zone.HAND)] == ["both halves (fused)"]
    spell.choices["cast_from"] = Zone.EXILE
    with pytest.raises(InvalidInputError):
        cast_half(s.game, 0, spell, 2)
