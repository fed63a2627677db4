"""Seed rulings of Norn's Annex and Phyrexian mana (CR 107.4f, 119.4, 202.3, 508.1d,
508.1h), played out with cards compiled from ``cards/``."""

import pytest
from rulings_cards import card

from mtgc.runtime.agents import ChooseOption, ChoosePayment
from mtgc.runtime.errors import CombatError, CostError
from mtgc.runtime.mana.symbols import ManaType, PaymentChoices
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.objects import PlayerRef

BOB = PlayerRef(1)


def test_annex_lets_opponents_not_attack_with_a_must_attack_creature():
    """ "If you control Norn's Annex, your opponents can choose not to attack with a
    creature with an ability that says it must attack." (CR 508.1d) Ulamog's Crusher
    "attacks each combat if able" — but not when attacking costs something."""
    s = Scenario()
    s.battlefield(0, card("Ulamog's Crusher"))
    with pytest.raises(CombatError):
        s.attack({})  # without the Annex, the Crusher must attack
    t = Scenario()
    t.battlefield(1, card("Norn's Annex"))
    crusher = t.battlefield(0, card("Ulamog's Crusher"))[0]
    t.attack({})
    assert t.state.step == Step.DECLARE_ATTACKERS and not t.obj(crusher).tapped


def test_each_attack_cost_paid_individually():
    """ "If a player attacks with more than one creature, that player chooses how to pay
    each cost individually. For example, ... you may pay {W} for one cost and 2 life for
    the other." (CR 508.1h)"""
    s = Scenario()
    s.battlefield(1, card("Norn's Annex"))
    a, b = s.battlefield(0, card("Grizzly Bears"), card("Grizzly Bears"))
    plains = s.battlefield(0, card("Plains"))[0]
    s.answer(0, ChoosePayment, PaymentChoices(phyrexian=(False,)))
    s.answer(0, ChoosePayment, PaymentChoices(phyrexian=(True,)))
    s.attack({a: BOB, b: BOB})
    assert s.life(0) == 18 and s.obj(plains).tapped
    assert set(s.state.combat.attackers) == {a, b}


def test_cant_pay_two_life_at_one_life():
    """ "If you're at 1 life or less, you can't pay 2 life." (CR 119.4) The declaration is
    illegal and undone."""
    s = Scenario()
    s.battlefield(1, card("Norn's Annex"))
    bear = s.battlefield(0, card("Grizzly Bears"))[0]
    s.set_life(0, 1)
    s.answer(0, ChoosePayment, PaymentChoices(phyrexian=(True,)))
    with pytest.raises(CombatError):
        s.attack({bear: BOB})
    assert not s.obj(bear).tapped and s.life(0) == 1


def test_two_annexes_each_impose_a_cost():
    """ "Multiple Norn's Annexes controlled by the same player will each impose a cost to
    attack. Players choose how they pay each cost individually." (CR 508.1h)"""
    s = Scenario()
    s.battlefield(1, card("Norn's Annex"), card("Norn's Annex"))
    bear = s.battlefield(0, card("Grizzly Bears"))[0]
    plains = s.battlefield(0, card("Plains"))[0]
    s.answer(0, ChoosePayment, PaymentChoices(phyrexian=(False,)))
    s.answer(0, ChoosePayment, PaymentChoices(phyrexian=(True,)))
    s.attack({bear: BOB})
    assert s.life(0) == 18 and s.obj(plains).tapped and bear in s.state.combat.attackers


def test_annex_taxes_attacks_on_you_and_your_planeswalkers_only():
    """ "The controller of each creature attacking you or a planeswalker you control pays
    either {W} or 2 life as attackers are being declared." (CR 508.1d) Attacking Bob's
    Jace Beleren is taxed; Alice's own Annex doesn't tax her attack on Bob."""
    s = Scenario()
    s.battlefield(1, card("Norn's Annex"))
    jace = s.battlefield(1, card("Jace Beleren"))[0]
    bear = s.battlefield(0, card("Grizzly Bears"))[0]
    s.answer(0, ChoosePayment, PaymentChoices(phyrexian=(True,)))
    s.attack({bear: jace})
    assert s.life(0) == 18 and s.state.combat.attackers[bear] == jace
    t = Scenario()
    t.battlefield(0, card("Norn's Annex"))
    bear2 = t.battlefield(0, card("Grizzly Bears"))[0]
    t.attack({bear2: BOB})
    assert t.life(0) == 20 and bear2 in t.state.combat.attackers


def test_phyrexian_mana_is_not_a_color_and_cant_be_produced():
    """ "Phyrexian mana is not a new color. Players can't produce Phyrexian mana."
    (CR 107.4f) Vault Skirge ({1}{B/P}) is black only; Birds of Paradise offers the five
    colors only."""
    skirge = card("Vault Skirge")
    assert skirge.base_colors() == frozenset({ManaType.B})
    s = Scenario()
    birds = s.battlefield(0, card("Birds of Paradise"))[0]
    offered = []
    s.answer(0, ChooseOption, lambda d: offered.append(d.options) or 0)
    s.tap_for_mana(0, birds)
    assert offered == [(ManaType.W, ManaType.U, ManaType.B, ManaType.R, ManaType.G)]


def test_phyrexian_payment_chosen_as_the_spell_is_cast():
    """ "As you cast a spell ... with one or more Phyrexian mana symbols in its cost, you
    choose how to pay for each Phyrexian mana symbol at the same time you would choose
    modes or choose a value for X." (CR 601.2b) Dismember: one {B/P} with 2 life, the
    other with {B}; an unpayable choice (4 life at 3) is refused and changes nothing."""
    s = Scenario()
    s.battlefield(0, card("Swamp"), card("Swamp"))
    bear = s.battlefield(1, card("Grizzly Bears"))[0]
    d = s.hand(0, card("Dismember"))[0]
    s.cast(0, d, targets=(bear,), payment=PaymentChoices(phyrexian=(True, False)))
    assert s.life(0) == 18
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    t = Scenario()
    t.battlefield(0, card("Swamp"))
    bear2 = t.battlefield(1, card("Grizzly Bears"))[0]
    d2 = t.hand(0, card("Dismember"))[0]
    t.set_life(0, 3)
    before = t.state.fingerprint()
    with pytest.raises(CostError):
        t.cast(0, d2, targets=(bear2,), payment=PaymentChoices(phyrexian=(True, True)))
    assert t.state.fingerprint() == before


def test_phyrexian_symbol_counts_one_for_mana_value():
    """ "To calculate the mana value of a card with Phyrexian mana symbols in its cost,
    count each Phyrexian mana symbol as 1." (CR 202.3)"""
    assert card("Dismember").mana_cost.mana_value() == 3
    assert card("Norn's Annex").mana_cost.mana_value() == 5
    assert card("Gitaxian Probe").mana_cost.mana_value() == 1


def test_phyrexian_card_is_its_colors_however_paid():
    """ "A card with Phyrexian mana symbols in its mana cost is each color that appears in
    that mana cost, regardless of how that cost may have been paid." (CR 105.2, 202.2)
    Porcelain Legionnaire paid with 2 life is still white."""
    s = Scenario()
    s.battlefield(0, card("Island"), card("Island"))
    leg = s.hand(0, card("Porcelain Legionnaire"))[0]
    s.cast(0, leg, payment=PaymentChoices(phyrexian=(True,)))
    s.resolve()
    [perm] = s.find("Porcelain Legionnaire", Zone.BATTLEFIELD)
    assert s.life(0) == 18 and s.game.view(perm).colors == frozenset({ManaType.W})
