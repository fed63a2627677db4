""" "Prevent all [combat] damage that would be dealt to [and dealt by] ..." as a static
ability, compiled from real card text (CR 615.1, 611.3a)."""

from __future__ import annotations

from test_statics_conditions import BOB, compiled

from mtgc.runtime.cards_basic import grizzly_bears, mountain
from mtgc.runtime.scenario import Scenario, Step

FOG_WALL = compiled(
    "Fog Wall {1}{U}\nCreature — Wall\nDefender\nPrevent all combat damage that would be dealt "
    "to this creature.\n0/2"
)
BOLT = compiled("Shock {R}\nInstant\nShock deals 2 damage to any target.")
PACIFIED = compiled(
    "Hobble {W}\nEnchantment — Aura\nEnchant creature\nPrevent all combat damage that would "
    "be dealt to and dealt by enchanted creature."
)


def test_combat_damage_to_this_creature_is_prevented_but_not_other_damage():
    """CR 615.1: the Wall blocks the Bears and takes no combat damage; Shock's noncombat
    damage is not prevented and kills it."""
    s = Scenario()
    bear = s.battlefield(0, grizzly_bears())[0]
    wall = s.battlefield(1, FOG_WALL)[0]
    s.attack({bear: BOB})
    s.block(1, {wall: bear})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.obj(wall).damage == 0 and s.zone_of(wall) is not None
    s.battlefield(0, mountain())
    s.cast(0, s.hand(0, BOLT)[0], targets=(wall,))
    s.resolve()
    assert s.zone_of(wall) is None  # CR 704.5g: lethal damage


def test_to_and_by_enchanted_creature():
    """CR 615.1: the enchanted Bears neither deal nor take combat damage: the blocking
    Bears and the attacker both survive unharmed."""
    s = Scenario()
    attacker = s.battlefield(0, grizzly_bears())[0]
    s.battlefield(0, PACIFIED, attached_to=attacker)
    blocker = s.battlefield(1, grizzly_bears())[0]
    s.attack({attacker: BOB})
    s.block(1, {blocker: attacker})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.obj(attacker).damage == 0 and s.obj(blocker).damage == 0
