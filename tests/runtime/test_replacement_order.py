"""One replacement and prevention pipeline (CR 614-616), with cards compiled from their
Oracle text: damage, life gain, counters, draws and destruction are proposed as events;
prevention effects (shields, protection) and replacement effects (doublers, dredge,
regeneration) that apply to the same event are ordered by the affected player or the
affected object's controller through the Agent (CR 616.1, 616.1e), the modified event is
checked again (CR 616.1f), and each effect applies to an event at most once (CR 614.5)."""

from __future__ import annotations

import mtgc
from mtgc.runtime.agents import ChooseObjects, ChooseOption
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.objects import PlayerRef

ALICE, BOB = PlayerRef(0), PlayerRef(1)


def one(text: str):
    (card,) = mtgc.compile(text)
    return card


FURNACE = one(
    "Furnace of Rath {1}{R}{R}{R}\nEnchantment\nIf a source would deal damage to a permanent "
    "or player, it deals double that damage to that permanent or player instead.\n"
)
SALVE = one(
    "Healing Salve {W}\nInstant\nChoose one —\n• Target player gains 3 life.\n• Prevent the "
    "next 3 damage that would be dealt to any target this turn.\n"
)
BOLT = one("Lightning Bolt {R}\nInstant\nLightning Bolt deals 3 damage to any target.\n")
BOON = one(
    "Boon Reflection {4}{W}\nEnchantment\nIf you would gain life, you gain twice that much life "
    "instead.\n"
)
HERON = one(
    "Heron of Hope {3}{W}\nCreature — Bird\nFlying\nIf you would gain life, you gain that much "
    "life plus 1 instead.\n{1}{W}: This creature gains lifelink until end of turn.\n2/3\n"
)
SCALES = one(
    "Hardened Scales {G}\nEnchantment\nIf one or more +1/+1 counters would be put on a creature "
    "you control, that many plus one +1/+1 counters are put on it instead.\n"
)
CORPSEJACK = one(
    "Corpsejack Menace {2}{B}{G}\nCreature — Fungus\nIf one or more +1/+1 counters would be put "
    "on a creature you control, twice that many +1/+1 counters are put on it instead.\n4/4\n"
)
BATTLEGROWTH = one("Battlegrowth {G}\nInstant\nPut a +1/+1 counter on target creature.\n")
REFLECTION = one(
    "Thought Reflection {4}{U}{U}{U}\nEnchantment\nIf you would draw a card, draw two cards "
    "instead.\n"
)
THUG = one(
    "Golgari Thug {1}{B}\nCreature — Human Warrior\nWhen Golgari Thug dies, put target creature "
    "card from your graveyard on top of your library.\nDredge 4\n1/1\n"
)
ISLAND = "Island\nBasic Land — Island\n({T}: Add {U}.)\n"
MOUNTAIN = "Mountain\nBasic Land — Mountain\n({T}: Add {R}.)\n"
PLAINS = "Plains\nBasic Land — Plains\n({T}: Add {W}.)\n"
FIREWALKER = one(
    "Kor Firewalker {W}{W}\nCreature — Kor Soldier\nProtection from red\nWhenever a player "
    "casts a red spell, you may gain 1 life.\n2/2\n"
)
GIANT = one("Hill Giant {3}{R}\nCreature — Giant\n3/3\n")


def _pick(text: str):
    """An answer to the CR 616.1 choice: the option whose description contains ``text``."""
    return lambda d: next(i for i, o in enumerate(d.options) if text in o)


def _shield_then_bolt(s: Scenario) -> None:
    s.battlefield(0, FURNACE, one(PLAINS), one(MOUNTAIN))
    s.cast(0, s.hand(0, SALVE)[0], targets=(BOB,), modes=(1,))
    s.resolve()
    s.cast(0, s.hand(0, BOLT)[0], targets=(BOB,))


def test_bob_applies_the_prevention_shield_first():
    """CR 616.1, 615.7: Bob, the affected player, applies Healing Salve's shield first: it
    prevents all 3 of Lightning Bolt's damage, and no damage is left for Furnace of Rath to
    double (CR 616.1f: it no longer applies)."""
    s = Scenario()
    _shield_then_bolt(s)
    s.answer(1, ChooseOption, _pick("shield"), about="replacement")
    s.resolve()
    assert s.life(1) == 20


def test_bob_applies_the_damage_doubler_first():
    """CR 616.1, 616.1f: if Bob applies Furnace of Rath first, 6 damage is proposed; the
    shield then prevents 3 of it (CR 615.7) and Bob loses 3."""
    s = Scenario()
    _shield_then_bolt(s)
    s.answer(1, ChooseOption, _pick("ModifyDamage"), about="replacement")
    s.resolve()
    assert s.life(1) == 17


def test_each_replacement_applies_once_per_event():
    """CR 614.5: two Boon Reflections each double Healing Salve's 3 life once: 12, not an
    endless doubling."""
    s = Scenario()
    s.battlefield(0, BOON, BOON, one(PLAINS))
    s.cast(0, s.hand(0, SALVE)[0], targets=(ALICE,), modes=(0,))
    s.resolve()
    assert s.life(0) == 32


def test_life_gain_plus_one_then_doubled():
    """CR 616.1e: Alice orders Heron of Hope (+1) before Boon Reflection (x2): (3+1)*2 = 8;
    the other order gives 3*2+1 = 7."""
    for first, gained in (("plus", 8), ("factor=2", 7)):
        s = Scenario()
        s.battlefield(0, BOON, HERON, one(PLAINS))
        s.cast(0, s.hand(0, SALVE)[0], targets=(ALICE,), modes=(0,))
        s.answer(0, ChooseOption, _pick(first if first != "plus" else "plus=1"),
                 about="replacement")
        s.resolve()
        assert s.life(0) == 20 + gained


def test_counter_replacements_in_the_chosen_order():
    """CR 616.1, 122.6: one +1/+1 counter on Alice's creature with Hardened Scales and
    Corpsejack Menace: Scales first (1+1)*2 = 4 counters, Corpsejack first 1*2+1 = 3."""
    for first, counters in (("plus=1", 4), ("factor=2", 3)):
        s = Scenario()
        menace = s.battlefield(0, SCALES, CORPSEJACK, one("Forest\nBasic Land — Forest\n"))[1]
        s.cast(0, s.hand(0, BATTLEGROWTH)[0], targets=(menace,))
        s.answer(0, ChooseOption, _pick(first), about="replacement")
        s.resolve()
        assert s.obj(menace).counters == {"+1/+1": counters}


def _draw_step_with_thug_and_reflection() -> tuple[Scenario, int]:
    s = Scenario()
    s.battlefield(0, REFLECTION)
    s.library(0, *[one(ISLAND) for _ in range(6)])
    thug = s.graveyard(0, THUG)[0]
    s.set_step(Step.UPKEEP, active=1)
    s.set_step(Step.UPKEEP, active=0)  # a later turn: Alice draws (CR 103.8a)
    return s, thug


def test_dredge_chosen_before_thought_reflection():
    """CR 616.1, 702.52a: Alice applies dredge to her draw first: she mills four and
    returns Golgari Thug; no draw is left for Thought Reflection to replace."""
    s, thug = _draw_step_with_thug_and_reflection()
    s.answer(0, ChooseOption, _pick("dredge"), about="replacement")
    s.answer(0, ChooseObjects, (thug,), about="dredge")
    s.advance_to(Step.DRAW)
    assert s.zone_names(0, Zone.HAND) == ["Golgari Thug"]
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Island"] * 4


def test_thought_reflection_chosen_before_dredge():
    """CR 616.1f, 702.52a: with Thought Reflection applied first the draw becomes two
    draws; dredge then replaces one of them: Alice has Golgari Thug and one Island."""
    s, thug = _draw_step_with_thug_and_reflection()
    s.answer(0, ChooseOption, _pick("DrawInstead"), about="replacement")
    s.answer(0, ChooseObjects, (thug,), about="dredge")
    s.advance_to(Step.DRAW)
    assert s.zone_names(0, Zone.HAND) == ["Golgari Thug", "Island"]
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Island"] * 4


def test_two_thought_reflections_draw_four():
    """CR 614.5, 616.1f: the second Thought Reflection replaces each of the two draws the
    first one made: Alice draws four cards in her draw step."""
    s = Scenario()
    s.battlefield(0, REFLECTION, REFLECTION)
    s.library(0, *[one(ISLAND) for _ in range(6)])
    s.set_step(Step.UPKEEP, active=1)
    s.set_step(Step.UPKEEP, active=0)  # a later turn: Alice draws (CR 103.8a)
    s.advance_to(Step.DRAW)
    assert s.zone_names(0, Zone.HAND) == ["Island"] * 4


def test_protection_prevents_doubled_damage():
    """CR 702.16e, 616.1: protection from red is a prevention effect among the others: Bob
    applies Furnace of Rath first to the red Hill Giant's damage to Kor Firewalker (6), and
    protection then prevents all of it (CR 616.1f); Kor Firewalker's doubled damage (4)
    destroys the Giant."""
    s = Scenario()
    s.battlefield(0, FURNACE)
    giant = s.battlefield(0, GIANT)[0]
    walker = s.battlefield(1, FIREWALKER)[0]
    s.attack({giant: BOB})
    s.block(1, {walker: giant})
    s.answer(1, ChooseOption, _pick("ModifyDamage"), about="replacement")
    s.advance_to(Step.COMBAT_DAMAGE)
    assert s.zone_of(walker) is Zone.BATTLEFIELD and s.obj(walker).damage == 0
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Hill Giant"]
