"""Area 3 — casting spells and activating abilities (CR 601, 602, 107.3, 107.4, 118.8-118.9,
305.2, 307.1, 702.41)."""

import pytest
from rt_cards import (
    alt_cost_spell,
    ballista,
    blaze,
    bonesplitter,
    charm,
    dismember,
    divination,
    flash_bear,
    kicker_spell,
    lightning_bolt,
    nahiri,
)

from mtgc.runtime.agents import ChooseNumber, ChoosePayment
from mtgc.runtime.cards_basic import forest, grizzly_bears, island, mountain, plains, swamp
from mtgc.runtime.errors import CostError, IllegalActionError, InvalidInputError, TimingError
from mtgc.runtime.mana.symbols import ManaCost, ManaType, ManaUnit, PaymentChoices
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.objects import PlayerRef


def test_phyrexian_symbols_paid_with_life_or_mana_as_announced():
    """CR 601.2b, 107.4f: for each Phyrexian symbol the caster announces 2 life or mana."""
    s = Scenario()
    s.battlefield(0, swamp(), swamp())
    bear = s.battlefield(1, grizzly_bears())[0]
    d = s.hand(0, dismember())[0]
    s.cast(0, d, targets=(bear,), payment=PaymentChoices(phyrexian=(True, False)))
    assert s.life(0) == 18  # one {B/P} paid with 2 life, the other with {B}
    assert [o.tapped for o in map(s.obj, s.find("Swamp"))] == [True, True]
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_phyrexian_choice_asked_from_agent_and_life_rule():
    """CR 601.2b (asked with modes and X) and CR 119.4 (can't pay 4 life with 3)."""
    s = Scenario()
    s.battlefield(0, swamp())
    bear = s.battlefield(1, grizzly_bears())[0]
    d = s.hand(0, dismember())[0]
    s.set_life(0, 3)
    s.answer(0, ChoosePayment, PaymentChoices(phyrexian=(True, True)))
    before = s.state.fingerprint()
    with pytest.raises(CostError):
        s.cast(0, d, targets=(bear,))
    assert s.state.fingerprint() == before and s.zone_of(d) is Zone.HAND


def test_mana_value_counts_phyrexian_as_one_and_colors():
    """CR 202.3 (Phyrexian counts 1; X counts 0 off the stack) and CR 105.2/107.4f colors."""
    cost = ManaCost.parse("{1}{B/P}{B/P}")
    assert cost.mana_value() == 3 and cost.colors() == frozenset({ManaType.B})
    assert ManaCost.parse("{X}{R}").mana_value() == 1 and str(ManaCost.parse("{2/W}{W/U/P}")) == (
        "{2/W}{W/U/P}"
    )


def test_hybrid_symbol_nonhybrid_equivalent_announced():
    """CR 601.2b, 107.4e: {R/G}{R/G} paid as announced ({G} then {R} here)."""
    s = Scenario()
    s.battlefield(0, mountain(), forest())
    c = s.hand(0, charm())[0]
    s.cast(0, c, modes=(1,), payment=PaymentChoices(hybrid=(0, 1)))
    s.resolve()
    assert s.life(0) == 24


def test_modes_choose_targets_of_the_chosen_mode():
    """CR 700.2, 601.2b-c: the mode is announced, then targets for that mode."""
    s = Scenario()
    s.battlefield(0, mountain(), mountain())
    bear = s.battlefield(1, grizzly_bears())[0]
    c = s.hand(0, charm())[0]
    s.cast(0, c, modes=(0,), targets=(bear,))
    s.resolve()
    assert s.zone_of(bear) is None and s.life(0) == 20


def test_x_announced_and_paid():
    """CR 107.3a, 601.2b: X is announced; the total cost includes it."""
    s = Scenario()
    s.battlefield(0, mountain(), mountain(), mountain(), mountain())
    b = s.hand(0, blaze())[0]
    s.answer(0, ChooseNumber, 3)
    s.cast(0, b, targets=(PlayerRef(1),))
    s.resolve()
    assert s.life(1) == 17


def test_x_too_large_is_unpayable_and_changes_nothing():
    """CR 601.2h, 118.3: unpayable costs can't be paid; the cast is undone (CR 732)."""
    s = Scenario()
    s.battlefield(0, mountain(), mountain())
    b = s.hand(0, blaze())[0]
    before = s.state.fingerprint()
    with pytest.raises(CostError):
        s.cast(0, b, x=5, targets=(PlayerRef(1),))
    assert s.state.fingerprint() == before


def test_enters_with_x_counters_uses_spell_x_while_permanent_x_is_zero():
    """CR 107.3m: the enters replacement and enters trigger see the spell's X; the
    permanent's own X is 0."""
    s = Scenario()
    s.battlefield(0, *[island() for _ in range(4)])
    g = s.hand(0, ballista())[0]
    s.cast(0, g, x=2)
    s.resolve()
    [golem] = s.find("X Golem", Zone.BATTLEFIELD)
    assert s.obj(golem).counters == {"+1/+1": 2} and s.pt(golem) == (2, 2)
    assert s.obj(golem).x_value == 0
    s.resolve()  # the enters trigger: "you gain X life"
    assert s.life(0) == 22


def test_sorcery_timing_and_flash():
    """CR 307.1: sorceries/creatures only in your main phase with an empty stack;
    CR 702.8 flash: any time you have priority."""
    s = Scenario()
    s.battlefield(1, island(), island(), island(), forest(), forest())
    div = s.hand(1, divination())[0]
    fb = s.hand(1, flash_bear())[0]
    s.pass_priority(0)  # Bob gets priority in Alice's main phase
    with pytest.raises(TimingError):
        s.cast(1, div)
    s.cast(1, fb)
    assert s.stack_names() == ["Flash Bear"]


def test_one_land_per_turn():
    """CR 305.2: one land per turn; 305.2b: not a second."""
    s = Scenario()
    a, b = s.hand(0, forest(), forest())
    s.play_land(0, a)
    before = s.state.fingerprint()
    with pytest.raises(TimingError):
        s.play_land(0, b)
    assert s.state.fingerprint() == before and s.state.players[0].lands_played == 1


def test_lands_only_in_own_main_phase_with_empty_stack():
    """CR 305.1, 116.2a."""
    s = Scenario()
    a = s.hand(0, forest())[0]
    s.set_step(Step.UPKEEP)
    with pytest.raises(TimingError):
        s.play_land(0, a)


def test_affinity_reduces_generic_cost():
    """CR 702.41a: Nahiri costs {1} less for each Equipment you control."""
    s = Scenario()
    s.battlefield(0, bonesplitter(), bonesplitter(), bonesplitter())
    s.battlefield(0, mountain(), plains(), mountain())
    n = s.hand(0, nahiri())[0]
    s.cast(0, n)  # {4}{R}{W} - 3 = {1}{R}{W}
    s.resolve()
    assert s.find("Nahiri, Forged in Fury", Zone.BATTLEFIELD)


def test_additional_cost_discard():
    """CR 118.8, 601.2f: an additional cost is part of the total cost."""
    s = Scenario()
    s.battlefield(0, mountain(), mountain())
    spark, fodder = s.hand(0, kicker_spell(), forest())
    s.cast(0, spark, targets=(PlayerRef(1),))
    s.resolve()
    assert s.life(1) == 16 and s.zone_names(0, Zone.GRAVEYARD) == ["Forest", "Tormenting Spark"]
    assert fodder


def test_additional_cost_required():
    """CR 118.3: with nothing to discard the spell can't be cast."""
    s = Scenario()
    s.battlefield(0, mountain(), mountain())
    spark = s.hand(0, kicker_spell())[0]
    with pytest.raises(CostError):
        s.cast(0, spark, targets=(PlayerRef(1),))


def test_alternative_cost():
    """CR 118.9: an alternative cost replaces the mana cost."""
    s = Scenario()
    f = s.hand(0, alt_cost_spell())[0]
    s.cast(0, f, alternative=0, targets=(PlayerRef(1),))
    s.resolve()
    assert (s.life(0), s.life(1)) == (16, 17)


def test_mana_abilities_activated_during_casting():
    """CR 601.2g: listed mana abilities are activated before paying."""
    s = Scenario()
    m = s.battlefield(0, mountain())[0]
    bolt = s.hand(0, lightning_bolt())[0]
    s.cast(0, bolt, targets=(PlayerRef(1),), mana=((m, 0),), auto_pay=False)
    assert s.obj(m).tapped and s.pool(0) == "(empty)"


def test_bad_requests_raise_and_change_nothing():
    """Errors module: casting a card not in hand -> IllegalActionError; unknown id ->
    InvalidInputError; no priority -> IllegalActionError (CR 117.1)."""
    s = Scenario()
    s.battlefield(0, mountain())
    in_library = s.library(0, lightning_bolt())[0]
    before = s.state.fingerprint()
    with pytest.raises(IllegalActionError):
        s.cast(0, in_library, targets=(PlayerRef(1),))
    with pytest.raises(InvalidInputError):
        s.cast(0, 9999)
    bolt = s.hand(1, lightning_bolt())[0]
    with pytest.raises(IllegalActionError):
        s.cast(1, bolt, targets=(PlayerRef(0),))
    s.state.players[1].hand.remove(bolt)
    del s.state.objects[bolt]
    assert s.state.fingerprint() == before


def test_illegal_target_rejected():
    """CR 601.2c, 115: Lightning Bolt can't target a land."""
    from mtgc.runtime.errors import TargetError

    s = Scenario()
    m = s.battlefield(0, mountain())[0]
    bolt = s.hand(0, lightning_bolt())[0]
    with pytest.raises(TargetError):
        s.cast(0, bolt, targets=(m,))
    assert s.zone_of(bolt) is Zone.HAND and not s.obj(m).tapped


def test_restricted_mana_only_for_matching_spells():
    """CR 106.6: "Spend this mana only to cast creature spells"."""
    from mtgc.runtime.mana.symbols import SpendRestriction

    s = Scenario()
    only_creatures = SpendRestriction(frozenset({"Creature"}))
    s.state.players[0].pool += [ManaUnit(ManaType.G, only_creatures), ManaUnit(ManaType.G)]
    div = s.hand(0, divination())[0]
    with pytest.raises(CostError):
        s.cast(0, div, auto_pay=False)
    bear = s.hand(0, grizzly_bears())[0]
    s.cast(0, bear, auto_pay=False)
    assert s.pool(0) == "(empty)"


def test_kicker_optional_additional_cost_and_condition():
    """CR 702.33 kicker: an optional additional cost announced while casting (601.2b),
    added to the total cost (601.2f); "if this spell was kicked" checks it."""
    from rt_cards import ANY_TARGET, card

    from mtgc.runtime.actions.effects import Conditional, DealDamage
    from mtgc.runtime.state.abilities import SpellAbility
    from mtgc.runtime.state.filters import CostWasPaid

    burst = card("Kicked Burst", {"Instant"}, "{R}", SpellAbility(
        Conditional(CostWasPaid(0), DealDamage(4), DealDamage(1)), (ANY_TARGET,),
        optional_costs=((ManaCost.parse("{2}"),),)))  # fmt: skip
    s = Scenario()
    s.battlefield(0, mountain(), mountain(), mountain(), mountain())
    a, b = s.hand(0, burst, burst)
    s.cast(0, a, targets=(PlayerRef(1),), optional=(0,))
    s.resolve()
    assert s.life(1) == 16 and len([m for m in s.find("Mountain") if s.obj(m).tapped]) == 3
    s.cast(0, b, targets=(PlayerRef(1),))
    s.resolve()
    assert s.life(1) == 15
