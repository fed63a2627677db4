"""Triggered abilities read events (CR 603.2, 603.2c, 603.10, 608.2h), with cards compiled
from their Oracle text: an ability triggers once each time its trigger event occurs — all
combat damage of one step is one event (CR 510.2), lifelink damage dealt by one source at
once is one life-gain event (CR 119.10, 120.3f, 702.15b), "whenever a source deals damage
to you" triggers once per source for each event — and effects use last known information
when their object is gone (CR 608.2h)."""

from __future__ import annotations

import mtgc
from mtgc.runtime.agents import AssignCombatDamage, ChooseTargets
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.objects import PlayerRef

BOB = PlayerRef(1)


def one(text: str):
    (card,) = mtgc.compile(text)
    return card


AETHERBORN = one(
    "Gifted Aetherborn {B}{B}\nCreature — Aetherborn Vampire\nDeathtouch, lifelink\n2/3\n"
)
PRIDEMATE = one(
    "Ajani's Pridemate {1}{W}\nCreature — Cat Soldier\nWhenever you gain life, put a +1/+1 "
    "counter on Ajani's Pridemate.\n2/2\n"
)
LIFELINKER = one("Ardent Recruit Lite {W}\nCreature — Human Soldier\nLifelink\n1/1\n")
BEAR = one("Grizzly Bears {1}{G}\nCreature — Bear\n2/2\n")
JITTE = one(
    "Umezawa's Jitte {2}\nLegendary Artifact — Equipment\nWhenever equipped creature deals "
    "combat damage, put two charge counters on Umezawa's Jitte.\nRemove a charge counter from "
    "Umezawa's Jitte: Choose one —\n• Equipped creature gets +2/+2 until end of turn.\n"
    "• Target creature gets -1/-1 until end of turn.\n• You gain 2 life.\nEquip {2}\n"
)
FIRESHRIEKER = one(
    "Fireshrieker {3}\nArtifact — Equipment\nEquipped creature has double strike.\nEquip {2}\n"
)
GIANT = one("Hill Giant {3}{R}\nCreature — Giant\n3/3\n")
NO_MERCY = one(
    "No Mercy {2}{B}{B}\nEnchantment\nWhenever a creature deals damage to you, destroy it.\n"
)
BOTTLE_GOLEMS = one(
    "Bottle Golems {4}\nArtifact Creature — Golem\nTrample\nWhen this creature dies, you gain "
    "life equal to its power.\n3/3\n"
)
MORTIS_DOGS = one(
    "Mortis Dogs {3}{B}\nCreature — Phyrexian Dog\nWhenever this creature attacks, it gets "
    "+2/+0 until end of turn.\nWhen this creature dies, target player loses life equal to its "
    "power.\n2/2\n"
)
BOLT = one("Lightning Bolt {R}\nInstant\nLightning Bolt deals 3 damage to any target.\n")


def _counters(s: Scenario, obj: int, kind: str) -> int:
    return s.obj(obj).counters.get(kind, 0)


def _resolve_all(s: Scenario) -> None:
    while s.game.state.stack:
        s.resolve()


def test_lifelink_damage_to_two_blockers_is_one_life_gain():
    """CR 510.2, 119.10, 702.15b, 603.2c: Gifted Aetherborn's combat damage to two blockers is
    dealt at once and its controller gains 2 life in one life-gain event: Ajani's Pridemate
    triggers once."""
    s = Scenario()
    hawk, mate = s.battlefield(0, AETHERBORN, PRIDEMATE)
    b1, b2 = s.battlefield(1, BEAR, BEAR)
    s.attack({hawk: BOB})
    s.block(1, {b1: hawk, b2: hawk})
    s.answer(0, AssignCombatDamage, {b1: 1, b2: 1})
    s.advance_to(Step.COMBAT_DAMAGE)
    assert s.life(0) == 22
    assert [n for n in s.stack_names()] == ["ability of Ajani's Pridemate"]
    _resolve_all(s)
    assert _counters(s, mate, "+1/+1") == 1
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears", "Grizzly Bears"]


def test_two_lifelink_sources_are_two_life_gain_events():
    """CR 119.10, 603.2c: life gained from two lifelink creatures dealing combat damage at
    the same time comes from two sources: Ajani's Pridemate triggers twice."""
    s = Scenario()
    a, b, mate = s.battlefield(0, LIFELINKER, LIFELINKER, PRIDEMATE)
    s.attack({a: BOB, b: BOB})
    s.advance_to(Step.COMBAT_DAMAGE)
    assert s.life(0) == 22 and s.life(1) == 18
    assert s.stack_names().count("ability of Ajani's Pridemate") == 2
    _resolve_all(s)
    assert _counters(s, mate, "+1/+1") == 2


def test_equipped_creature_deals_combat_damage_once_per_step():
    """CR 510.2, 603.2c: Umezawa's Jitte triggers once when the equipped creature deals
    combat damage to two blockers in one step (two charge counters, not four)."""
    s = Scenario()
    giant = s.battlefield(0, GIANT)[0]
    jitte = s.battlefield(0, JITTE, attached_to=giant)[0]
    b1, b2 = s.battlefield(1, BEAR, BEAR)
    s.attack({giant: BOB})
    s.block(1, {b1: giant, b2: giant})
    s.answer(0, AssignCombatDamage, {b1: 2, b2: 1})
    s.advance_to(Step.COMBAT_DAMAGE)
    assert s.stack_names() == ["ability of Umezawa's Jitte"]
    _resolve_all(s)
    assert _counters(s, jitte, "charge") == 2


def test_equipped_double_striker_triggers_in_each_damage_step():
    """CR 510.4, 702.4b, 603.2c: with double strike from Fireshrieker the equipped creature
    deals combat damage in both combat damage steps: Umezawa's Jitte triggers twice, once
    per step (four charge counters)."""
    s = Scenario()
    giant = s.battlefield(0, GIANT)[0]
    jitte = s.battlefield(0, JITTE, attached_to=giant)[0]
    s.battlefield(0, FIRESHRIEKER, attached_to=giant)
    s.attack({giant: BOB})
    s.advance_to(Step.FIRST_STRIKE_DAMAGE)
    _resolve_all(s)
    assert _counters(s, jitte, "charge") == 2 and s.life(1) == 17
    s.advance_to(Step.END_OF_COMBAT)
    _resolve_all(s)
    assert _counters(s, jitte, "charge") == 4 and s.life(1) == 14


def test_a_creature_deals_damage_to_you_once_per_source():
    """CR 510.2, 603.2c: two Hill Giants deal combat damage to Bob in one event, which holds
    two occurrences of "a creature deals damage to you": No Mercy triggers once for each
    and destroys both (its "it" is each trigger's own source)."""
    s = Scenario()
    g1, g2 = s.battlefield(0, GIANT, GIANT)
    s.battlefield(1, NO_MERCY)
    s.attack({g1: BOB, g2: BOB})
    s.advance_to(Step.COMBAT_DAMAGE)
    assert s.life(1) == 14
    assert s.stack_names() == ["ability of No Mercy", "ability of No Mercy"]
    _resolve_all(s)
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Hill Giant", "Hill Giant"]


def test_dies_trigger_uses_last_known_power():
    """CR 603.10a, 608.2h: Bottle Golems with two +1/+1 counters (a 5/5 with 3 damage
    marked) dies to Lightning Bolt; its controller gains life equal to its power as it last
    existed on the battlefield (5), not the card's printed 3."""
    s = Scenario()
    golems = s.battlefield(1, BOTTLE_GOLEMS, counters={"+1/+1": 2})[0]
    s.mark_damage(golems, 3)
    s.battlefield(0, one("Mountain\nBasic Land — Mountain\n({T}: Add {R}.)\n"))
    s.cast(0, s.hand(0, BOLT)[0], targets=(golems,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Bottle Golems"]
    _resolve_all(s)
    assert s.life(1) == 25


def test_dies_trigger_sees_until_end_of_turn_pump():
    """CR 603.10a, 608.2h: Mortis Dogs attacks (it gets +2/+0), is blocked and dies; its
    dies trigger reads its power as it last existed on the battlefield: Bob loses 4."""
    s = Scenario()
    dogs = s.battlefield(0, MORTIS_DOGS)[0]
    giant = s.battlefield(1, GIANT)[0]
    s.attack({dogs: BOB})
    _resolve_all(s)
    assert s.pt(dogs) == (4, 2)
    s.block(1, {giant: dogs})
    s.answer(0, ChooseTargets, (BOB,))
    s.advance_to(Step.COMBAT_DAMAGE)
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Mortis Dogs"]
    _resolve_all(s)
    assert s.life(1) == 16


PIRU = one(
    "Piru, the Volatile {2}{R}{W}{B}\nLegendary Creature — Elder Dragon\nFlying, lifelink\n"
    "At the beginning of your upkeep, sacrifice Piru unless you pay {R}{W}{B}.\nWhen Piru "
    "dies, it deals 7 damage to each nonlegendary creature.\n7/7\n"
)
HERON = one(
    "Heron of Hope {3}{W}\nCreature — Bird\nFlying\nIf you would gain life, you gain that much "
    "life plus 1 instead.\n{1}{W}: This creature gains lifelink until end of turn.\n2/3\n"
)


def test_damage_to_each_creature_is_one_lifelink_gain():
    """CR 120.4, 702.15b-c, 119.10: Piru's dies trigger deals 7 damage to each nonlegendary
    creature in one damage event; Piru is gone, and its last known information has
    lifelink: Alice gains 21 life in one life-gain event, which Heron of Hope (itself one
    of the creatures dealt damage) replaces once: 22, not 3 x 8."""
    s = Scenario()
    s.battlefield(0, PIRU, HERON)
    s.battlefield(1, BEAR, BEAR)
    s.set_step(Step.END, active=1)  # Bob's turn
    s.advance_to(Step.UPKEEP)  # Alice's: Piru's upkeep trigger
    _resolve_all(s)  # she doesn't pay: Piru is sacrificed and its dies trigger resolves
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Heron of Hope", "Piru, the Volatile"]
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears", "Grizzly Bears"]
    assert s.life(0) == 42
