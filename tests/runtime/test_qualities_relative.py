"""Relative clauses and participles on object descriptions (CR 109.2): "that was dealt
damage this turn", "dealt damage by this creature this turn" (CR 120.3, 500.7), "that's
attacking or blocking", "that aren't enchanted" — compiled from real cards' Oracle text."""

import pytest
from effects_compile import compile_card

from mtgc.runtime.cards_basic import creature, grizzly_bears, mountain, plains, swamp
from mtgc.runtime.errors import TargetError
from mtgc.runtime.scenario import PlayerRef, Scenario, Zone
from mtgc.runtime.state.game_state import Step

SENGIR_VAMPIRE = compile_card(
    "Flying\nWhenever a creature dealt damage by this creature this turn dies, put a +1/+1 "
    "counter on this creature.", "Creature — Vampire", "{3}{B}{B}", ("4", "4"),
    name="Sengir Vampire")  # fmt: skip
FATAL_BLOW = compile_card(
    "Destroy target creature that was dealt damage this turn. It can't be regenerated.",
    "Instant", "{B}", name="Fatal Blow")  # fmt: skip
SURGE_OF_RIGHTEOUSNESS = compile_card(
    "Destroy target black or red creature that's attacking or blocking. You gain 2 life.",
    "Instant", "{1}{W}", name="Surge of Righteousness")  # fmt: skip
WINDS_OF_RATH = compile_card(
    "Destroy all creatures that aren't enchanted. They can't be regenerated.", "Sorcery",
    "{3}{W}{W}", name="Winds of Rath")  # fmt: skip
PACIFISM = compile_card(
    "Enchant creature\nEnchanted creature can't attack or block.", "Enchantment — Aura",
    "{1}{W}", name="Pacifism")  # fmt: skip
SPIDER = compile_card("Reach", "Creature — Spider", "{1}{G}", ("2", "2"), name="Spider")
SHOCK = compile_card("This spell deals 2 damage to any target.", "Instant", "{R}",
                     name="Shock")  # fmt: skip


def test_fatal_blow_targets_only_a_creature_dealt_damage_this_turn():
    """CR 115.1, 120.3: an undamaged creature isn't a legal target; after Shock deals it 2
    damage it is."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, swamp(), mountain())
    ogre = s.battlefield(1, creature("Ogre", "{2}{R}", 3, 3))[0]
    blow = s.hand(0, FATAL_BLOW)[0]
    with pytest.raises(TargetError):
        s.cast(0, blow, targets=(ogre,))
    s.cast(0, s.hand(0, SHOCK)[0], targets=(ogre,))
    s.resolve()
    s.cast(0, blow, targets=(ogre,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Ogre"]


def test_damage_marked_earlier_this_turn_counts():
    """CR 120.3e, 500.7: damage marked earlier this turn (scenario history) counts too."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, swamp())
    ogre = s.battlefield(1, creature("Ogre", "{2}{R}", 3, 3))[0]
    s.mark_damage(ogre, 1)
    s.cast(0, s.hand(0, FATAL_BLOW)[0], targets=(ogre,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Ogre"]


def test_sengir_vampire_grows_when_a_creature_it_damaged_dies():
    """CR 120.3, 603.10a: the reach blocker Sengir Vampire dealt combat damage to dies — a
    +1/+1 counter; a creature that dies without its damage gives none."""
    s = Scenario()
    s.library(0, grizzly_bears())
    s.library(1, grizzly_bears())
    s.set_step(Step.PRECOMBAT_MAIN)
    vampire = s.battlefield(0, SENGIR_VAMPIRE)[0]
    spider = s.battlefield(1, SPIDER)[0]
    s.attack({vampire: PlayerRef(1)})
    s.block(1, {spider: vampire})
    s.advance_to(Step.END_OF_COMBAT)
    s.resolve_stack()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Spider"]
    assert s.obj(vampire).counters.get("+1/+1", 0) == 1
    s2 = Scenario()
    s2.set_step(Step.PRECOMBAT_MAIN)
    vampire = s2.battlefield(0, SENGIR_VAMPIRE)[0]
    s2.battlefield(0, mountain())
    bear = s2.battlefield(1, grizzly_bears())[0]
    s2.cast(0, s2.hand(0, SHOCK)[0], targets=(bear,))
    s2.resolve_stack()
    assert s2.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s2.obj(vampire).counters.get("+1/+1", 0) == 0


def test_surge_needs_an_attacking_or_blocking_creature():
    """CR 508.4, 509.1: "that's attacking or blocking" — a black creature at rest isn't a
    legal target."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, plains(), plains())
    knight = s.battlefield(1, creature("Knight", "{B}", 2, 2))[0]
    with pytest.raises(TargetError):
        s.cast(0, s.hand(0, SURGE_OF_RIGHTEOUSNESS)[0], targets=(knight,))


def test_winds_of_rath_spares_enchanted_creatures():
    """CR 303.4: "creatures that aren't enchanted" — the Pacified bear survives."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[plains() for _ in range(5)])
    kept, lost = s.battlefield(1, grizzly_bears(), grizzly_bears())
    s.battlefield(0, PACIFISM, attached_to=kept)
    s.cast(0, s.hand(0, WINDS_OF_RATH)[0])
    s.resolve()
    assert s.zone_of(kept) is Zone.BATTLEFIELD
    assert s.zone_of(lost) is None
