"""Area 5 — costs (CR 118, 107.5 {T}, 107.6 {Q}, 302.6, 119.4, 601.2h, 118.12 unless)."""

import pytest
from rt_cards import altar, blood_pet, planeswalker, prodigal_sorcerer, untapper, wild_mongrel

from mtgc.runtime.actions.effects import GainLife, Unless
from mtgc.runtime.agents import ChooseObjects, ChooseYesNo
from mtgc.runtime.cards_basic import forest, grizzly_bears, island
from mtgc.runtime.errors import CostError, TimingError
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.stack.costs import PayLifeCost
from mtgc.runtime.state.filters import Ctx, EachOpponent
from mtgc.runtime.state.objects import PlayerRef


def test_tap_ability_on_summoning_sick_creature_is_illegal():
    """CR 302.6, 107.5: a {T} ability of a creature that came under your control this turn."""
    s = Scenario()
    sorc = s.battlefield(0, prodigal_sorcerer(), sick=True)[0]
    before = s.state.fingerprint()
    with pytest.raises(CostError):
        s.activate(0, sorc, targets=(PlayerRef(1),))
    assert s.state.fingerprint() == before


def test_tap_ability_works_then_already_tapped_is_illegal():
    """CR 107.5, 118.3: a tapped permanent can't be tapped to pay a cost."""
    s = Scenario()
    sorc = s.battlefield(0, prodigal_sorcerer())[0]
    s.activate(0, sorc, targets=(PlayerRef(1),))
    s.resolve()
    assert s.life(1) == 19
    before = s.state.fingerprint()
    with pytest.raises(CostError):
        s.activate(0, sorc, targets=(PlayerRef(1),))
    assert s.state.fingerprint() == before


def test_untap_symbol_requires_tapped_and_not_sick():
    """CR 107.6: {Q} — an untapped permanent can't be untapped to pay; CR 302.6 applies."""
    s = Scenario()
    monk = s.battlefield(0, untapper())[0]
    with pytest.raises(CostError):
        s.activate(0, monk)
    s.obj(monk).tapped = True
    s.activate(0, monk)
    s.resolve()
    assert s.life(0) == 21 and not s.obj(monk).tapped
    sick = s.battlefield(0, untapper(), tapped=True, sick=True)[0]
    with pytest.raises(CostError):
        s.activate(0, sick)


def test_sacrifice_self_cost():
    """CR 701.21, 118: "Sacrifice this creature" is paid on activation (602.2)."""
    s = Scenario()
    pet = s.battlefield(0, blood_pet())[0]
    s.activate(0, pet, targets=(PlayerRef(1),))
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Blood Pet"]
    s.resolve()
    assert s.life(1) == 19


def test_sacrifice_a_creature_cost_with_choice_and_mana():
    """CR 601.2h / 602.2: the player chooses what to sacrifice."""
    s = Scenario()
    s.library(0, forest())
    s.battlefield(0, island())
    a = s.battlefield(0, altar())[0]
    bear1, bear2 = s.battlefield(0, grizzly_bears(), grizzly_bears())
    s.answer(0, ChooseObjects, (bear2,))
    s.activate(0, a)
    assert s.zone_of(bear2) is None and s.zone_of(bear1) is Zone.BATTLEFIELD
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Forest"]


def test_sacrifice_cost_without_creatures_fails():
    """CR 118.3."""
    s = Scenario()
    s.battlefield(0, island())
    a = s.battlefield(0, altar())[0]
    with pytest.raises(CostError):
        s.activate(0, a)


def test_discard_cost():
    """CR 701.9: "Discard a card" as a cost."""
    s = Scenario()
    m = s.battlefield(0, wild_mongrel())[0]
    with pytest.raises(CostError):
        s.activate(0, m)
    s.hand(0, forest())
    s.activate(0, m)
    s.resolve()
    assert s.pt(m) == (3, 3)


def test_pay_life_only_if_enough_and_zero_always():
    """CR 119.4: pay life only with life >= amount; CR 119.4b: 0 life is always payable."""
    s = Scenario()
    s.set_life(1, 2)
    game = s.game
    assert not game.can_pay_simple(1, (PayLifeCost(3),), 0)
    assert game.can_pay_simple(1, (PayLifeCost(2),), 0)
    s.set_life(1, -1)
    assert game.can_pay_simple(1, (PayLifeCost(0),), 0)


def test_unless_a_player_pays():
    """CR 118.12: "[effect] unless [player] pays": they may pay; if they don't, it happens."""
    s = Scenario()
    eff = Unless(EachOpponent(), (PayLifeCost(3),), GainLife(5))
    s.answer(1, ChooseYesNo, True)
    eff.resolve(Ctx(s.game, 0, 0))
    assert (s.life(0), s.life(1)) == (20, 17)
    s.answer(1, ChooseYesNo, False)
    eff.resolve(Ctx(s.game, 0, 0))
    assert (s.life(0), s.life(1)) == (25, 17)
    s.set_life(1, 2)  # can't pay 3 life: not even asked (CR 119.4)
    eff.resolve(Ctx(s.game, 0, 0))
    assert s.life(0) == 30


def test_loyalty_abilities_sorcery_speed_once_per_turn():
    """CR 606.3: one loyalty ability per permanent per turn, at sorcery speed; CR 606.4:
    a loyalty cost can't remove more loyalty than it has (-3 of 3 is fine)."""
    s = Scenario()
    s.library(0, forest())
    pw = s.battlefield(0, planeswalker())[0]
    s.activate(0, pw, 0)
    assert s.obj(pw).counters == {"loyalty": 4}
    with pytest.raises(TimingError):
        s.activate(0, pw, 1)
    s.resolve()
    assert s.life(0) == 21
    s.set_step(Step.UPKEEP)
    pw2 = s.battlefield(0, planeswalker())[0]
    with pytest.raises(TimingError):
        s.activate(0, pw2, 1)
