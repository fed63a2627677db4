"""Area 8 — combat (CR 506-511, 702.2, 702.4, 702.7, 702.9, 702.19, 702.20, 702.86,
702.111; attack costs CR 508.1d-h)."""

import pytest
from rt_cards import nazgul_battle_mace, norns_annex, planeswalker

from mtgc.runtime.agents import ChooseObjects, ChoosePayment, DeclareAttackers, DeclareBlockers
from mtgc.runtime.cards_basic import creature, grizzly_bears, plains, swamp
from mtgc.runtime.errors import CombatError
from mtgc.runtime.mana.symbols import PaymentChoices
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.abilities import (
    Deathtouch,
    Defender,
    DoubleStrike,
    FirstStrike,
    Flying,
    Menace,
    Reach,
    Trample,
    Vigilance,
)  # fmt: skip
from mtgc.runtime.state.objects import PlayerRef

BOB = PlayerRef(1)


def fight(s, attackers, blockers=None):
    s.attack(attackers)
    if blockers is not None:
        s.block(1, blockers)
    s.advance_to(Step.END_OF_COMBAT)


def test_unblocked_attacker_deals_damage_and_taps():
    """CR 508.1f (attackers tap), 510.1b (unblocked: damage to the defending player)."""
    s = Scenario()
    bear = s.battlefield(0, grizzly_bears())[0]
    s.attack({bear: BOB})
    assert s.obj(bear).tapped and s.state.combat.attackers == {bear: BOB}
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 18


def test_vigilance_doesnt_tap():
    """CR 702.20b."""
    s = Scenario()
    v = s.battlefield(0, creature("Guard", "{W}", 2, 2, Vigilance()))[0]
    s.attack({v: BOB})
    assert not s.obj(v).tapped


def test_summoning_sick_creature_cant_attack():
    """CR 302.6, 508.1a."""
    s = Scenario()
    bear = s.battlefield(0, grizzly_bears(), sick=True)[0]
    with pytest.raises(CombatError):
        s.attack({bear: BOB})
    assert s.state.combat.attackers == {}


def test_defender_cant_attack():
    """CR 702.3b."""
    s = Scenario()
    wall = s.battlefield(0, creature("Wall", "{W}", 0, 4, Defender()))[0]
    with pytest.raises(CombatError):
        s.attack({wall: BOB})


def test_blocked_creatures_trade_damage():
    """CR 509.1, 510.1c-d, 704.5g."""
    s = Scenario()
    a = s.battlefield(0, grizzly_bears())[0]
    b = s.battlefield(1, creature("Hill Giant", "{3}{R}", 3, 3))[0]
    fight(s, {a: BOB}, {b: a})
    assert s.zone_of(a) is None and s.obj(b).damage == 2 and s.life(1) == 20


def test_flying_can_only_be_blocked_by_flying_or_reach():
    """CR 702.9b, 702.17b."""
    s = Scenario()
    bird = s.battlefield(0, creature("Bird", "{W}", 1, 1, Flying()))[0]
    ground, spider = s.battlefield(1, grizzly_bears(), creature("Spider", "{G}", 1, 3, Reach()))
    s.attack({bird: BOB})
    s.answer(1, DeclareBlockers, {ground: bird})
    with pytest.raises(CombatError):
        s.advance_to(Step.DECLARE_BLOCKERS)
    s.block(1, {spider: bird})
    assert s.state.combat.blocked == {bird: [spider]}


def test_menace_needs_two_blockers():
    """CR 702.111b."""
    s = Scenario()
    m = s.battlefield(0, creature("Brute", "{R}", 3, 3, Menace()))[0]
    x, y = s.battlefield(1, grizzly_bears(), grizzly_bears())
    s.attack({m: BOB})
    s.answer(1, DeclareBlockers, {x: m})
    with pytest.raises(CombatError):
        s.advance_to(Step.DECLARE_BLOCKERS)
    s.block(1, {x: m, y: m})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.zone_of(m) is None  # 4 damage from two bears


def test_first_strike_kills_before_regular_damage():
    """CR 702.7b, 510.4: a first-strike damage step; the dead blocker deals no damage."""
    s = Scenario()
    k = s.battlefield(0, creature("Knight", "{W}", 2, 2, FirstStrike()))[0]
    b = s.battlefield(1, grizzly_bears())[0]
    s.attack({k: BOB})
    s.block(1, {b: k})
    s.advance_to(Step.FIRST_STRIKE_DAMAGE)
    assert s.zone_of(b) is None
    s.advance_to(Step.END_OF_COMBAT)
    assert s.obj(k).damage == 0


def test_double_strike_deals_damage_twice():
    """CR 702.4b-c."""
    s = Scenario()
    d = s.battlefield(0, creature("Duelist", "{R}", 2, 2, DoubleStrike()))[0]
    fight(s, {d: BOB})
    assert s.life(1) == 16


def test_deathtouch_and_trample_assign_one_lethal_then_rest():
    """CR 702.2c + 702.19b: with deathtouch 1 damage is lethal; the rest tramples over."""
    s = Scenario()
    t = s.battlefield(0, creature("Wurm", "{G}", 6, 6, Deathtouch(), Trample()))[0]
    b = s.battlefield(1, creature("Hill Giant", "{3}{R}", 3, 3))[0]
    fight(s, {t: BOB}, {b: t})
    assert s.zone_of(b) is None and s.life(1) == 15


def test_trample_without_deathtouch():
    """CR 702.19b: lethal damage to blockers first."""
    s = Scenario()
    t = s.battlefield(0, creature("Wurm", "{G}", 5, 5, Trample()))[0]
    b = s.battlefield(1, grizzly_bears())[0]
    fight(s, {t: BOB}, {b: t})
    assert s.life(1) == 17


def test_attack_planeswalker():
    """CR 506.2, 508.1b, 120.3c: damage to a planeswalker removes loyalty."""
    s = Scenario()
    bear = s.battlefield(0, grizzly_bears())[0]
    pw = s.battlefield(1, planeswalker())[0]
    fight(s, {bear: pw})
    assert s.obj(pw).counters == {"loyalty": 1} and s.life(1) == 20


def test_norns_annex_cost_paid_per_creature_individually():
    """Seed ruling: each attacking creature's {W/P} is paid individually — {W} for one,
    2 life for the other (CR 508.1h)."""
    s = Scenario()
    s.battlefield(1, norns_annex())
    a, b = s.battlefield(0, grizzly_bears(), grizzly_bears())
    s.battlefield(0, plains())
    s.answer(0, ChoosePayment, PaymentChoices(phyrexian=(False,)))
    s.answer(0, ChoosePayment, PaymentChoices(phyrexian=(True,)))
    s.attack({a: BOB, b: BOB})
    assert s.life(0) == 18 and s.obj(s.find("Plains")[0]).tapped
    assert set(s.state.combat.attackers) == {a, b}


def test_norns_annex_cant_pay_two_life_at_one_life():
    """Seed ruling: at 1 life you can't pay 2 life (CR 119.4); the declaration is illegal
    and undone (CR 508.1h, 732)."""
    s = Scenario()
    s.battlefield(1, norns_annex())
    a = s.battlefield(0, grizzly_bears())[0]
    s.set_life(0, 1)
    s.answer(0, ChoosePayment, PaymentChoices(phyrexian=(True,)))
    with pytest.raises(CombatError):
        s.attack({a: BOB})
    assert not s.obj(a).tapped and s.life(0) == 1


def test_norns_annex_doesnt_tax_attacks_on_others():
    """Seed card Norn's Annex: only attacks on its controller are taxed (CR 508.1d)."""
    s = Scenario()
    s.battlefield(0, norns_annex())
    a = s.battlefield(0, grizzly_bears())[0]
    s.attack({a: BOB})
    assert s.life(0) == 20


def test_annihilator_resolves_before_blockers():
    """Seed rulings: annihilator triggers and resolves in the declare attackers step; the
    sacrificed creature can't block (CR 702.86a, 508.3a)."""
    s = Scenario()
    bear = s.battlefield(0, grizzly_bears())[0]
    s.battlefield(0, nazgul_battle_mace(), attached_to=bear)
    blocker, land = s.battlefield(1, grizzly_bears(), swamp())
    s.answer(1, ChooseObjects, (blocker,))
    s.attack({bear: BOB})
    assert s.state.step == Step.DECLARE_ATTACKERS
    assert s.stack_names() == ["ability of Grizzly Bears"]
    s.resolve()
    assert s.zone_of(blocker) is None and s.state.step == Step.DECLARE_ATTACKERS
    # the Mace steals the sacrificed card unless Bob pays 3 life (default: no)
    s.resolve()
    assert len(s.find("Grizzly Bears", Zone.BATTLEFIELD, 0)) == 2
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 18 and s.zone_of(land) is Zone.BATTLEFIELD


def test_annihilator_sacrificing_attacked_planeswalker_attacker_deals_no_damage():
    """Seed ruling: if the attacked planeswalker is sacrificed, the creature keeps
    attacking; unblocked, it deals no combat damage (CR 506.4c)."""
    s = Scenario()
    bear = s.battlefield(0, grizzly_bears())[0]
    s.battlefield(0, nazgul_battle_mace(), attached_to=bear)
    pw = s.battlefield(1, planeswalker())[0]
    s.answer(1, ChooseObjects, (pw,), required=False)
    s.attack({bear: pw})
    s.resolve_stack()
    assert bear in s.state.combat.attackers
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 20


def test_defending_player_declares_nothing_by_default():
    """CR 509.1a: declaring no blockers is legal."""
    s = Scenario()
    bear = s.battlefield(0, grizzly_bears())[0]
    s.battlefield(1, grizzly_bears())
    s.answer(0, DeclareAttackers, {bear: BOB})
    s.advance_to(Step.COMBAT_DAMAGE)
    assert s.life(1) == 18


def test_damage_divided_among_blockers_as_attacker_chooses():
    """CR 510.1c: damage divided among two blockers as its controller chooses."""
    from mtgc.runtime.agents import AssignCombatDamage

    s = Scenario()
    g = s.battlefield(0, creature("Giant", "{R}", 4, 4))[0]
    x, y = s.battlefield(1, grizzly_bears(), grizzly_bears())
    s.attack({g: BOB})
    s.block(1, {x: g, y: g})
    s.answer(0, AssignCombatDamage, {x: 1, y: 3})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.zone_of(x) is Zone.BATTLEFIELD and s.zone_of(y) is None


def test_trample_needs_lethal_to_blockers_before_the_player():
    """CR 702.19b: an assignment to the player before blockers have lethal is illegal."""
    from mtgc.runtime.agents import AssignCombatDamage
    from mtgc.runtime.errors import IllegalActionError

    s = Scenario()
    t = s.battlefield(0, creature("Wurm", "{G}", 5, 5, Trample()))[0]
    b = s.battlefield(1, grizzly_bears())[0]
    s.attack({t: BOB})
    s.block(1, {b: t})
    s.answer(0, AssignCombatDamage, {b: 1, BOB: 4})
    with pytest.raises(IllegalActionError):
        s.advance_to(Step.COMBAT_DAMAGE)
    assert s.life(1) == 20 and s.obj(b).damage == 0
    s.answer(0, AssignCombatDamage, {b: 2, BOB: 3})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 17
