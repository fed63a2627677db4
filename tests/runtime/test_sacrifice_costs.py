"""Sacrifice costs that choose several or alternative permanents (CR 118.3, 601.2h, 602.2b,
701.21a), compiled from real cards' Oracle text: "two other creatures", "a creature and a
Swamp" (each a different permanent), "another creature or a Treasure", "two lands and this
artifact", "enchanted creature", "all permanents you control"; "another" in a tap cost."""

from __future__ import annotations

import pytest
from kw_compile import compile_card

from mtgc.runtime.agents import ChooseObjects
from mtgc.runtime.cards_basic import creature, grizzly_bears, island, mountain, swamp
from mtgc.runtime.errors import CostError, RulesError
from mtgc.runtime.scenario import PlayerRef, Scenario, Zone

EATER = compile_card("""Eater of Hope {5}{B}{B}
Creature — Demon
Flying
{B}, Sacrifice another creature: Regenerate this creature.
{2}{B}, Sacrifice two other creatures: Destroy target creature.
6/4""")

DRONE = compile_card("""Viscerid Drone {1}{U}
Creature — Homarid Drone
{T}, Sacrifice a creature and a Swamp: Destroy target nonartifact creature. It can't be regenerated.
{T}, Sacrifice a creature and a snow Swamp: Destroy target creature. It can't be regenerated.
1/2""")  # noqa: E501

MERCHANT = compile_card("""Skullport Merchant {2}{B}
Creature — Dwarf Citizen
When this creature enters, create a Treasure token.
{1}{B}, Sacrifice another creature or a Treasure: Draw a card.
1/4""")

DEADFALL = compile_card("""Sandstone Deadfall {3}
Artifact
{T}, Sacrifice two lands and this artifact: Destroy target attacking creature.""")

INFUSION = compile_card("""Bloodfire Infusion {2}{R}
Enchantment — Aura
Enchant creature you control
{R}, Sacrifice enchanted creature: This Aura deals damage equal to the sacrificed creature's power to each creature.""")  # noqa: E501

SPITE = compile_card("""Kaervek's Spite {B}{B}{B}
Instant
As an additional cost to cast this spell, sacrifice all permanents you control and discard your hand.
Target player loses 5 life.""")  # noqa: E501

HAWK = compile_card("""Ranger's Hawk {W}
Creature — Bird
Flying
{3}, {T}, Tap another untapped creature you control: Venture into the dungeon. Activate only as a sorcery.
1/1""")  # noqa: E501


def test_two_other_creatures_not_the_source():
    """CR 701.21a: "two other creatures" — Eater of Hope can't be one of them; with two
    other creatures both are sacrificed and the target is destroyed."""
    s = Scenario()
    s.battlefield(0, swamp(), swamp(), swamp())
    eater = s.battlefield(0, EATER)[0]
    s.battlefield(0, grizzly_bears(), creature("Wall", "{W}", 0, 4))
    victim = s.battlefield(1, grizzly_bears())[0]
    s.activate(0, eater, 1, targets=(victim,))
    assert sorted(s.zone_names(0, Zone.GRAVEYARD)) == ["Grizzly Bears", "Wall"]
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.zone_of(eater) is Zone.BATTLEFIELD


def test_two_other_creatures_with_only_one_other_cant_be_paid():
    """CR 118.3: the source and one other creature are not two other creatures."""
    s = Scenario()
    s.battlefield(0, swamp(), swamp(), swamp())
    eater = s.battlefield(0, EATER)[0]
    s.battlefield(0, grizzly_bears())
    victim = s.battlefield(1, grizzly_bears())[0]
    with pytest.raises(CostError):
        s.activate(0, eater, 1, targets=(victim,))
    assert s.zone_names(0, Zone.GRAVEYARD) == []


def test_a_creature_and_a_swamp_are_two_permanents():
    """CR 701.21a, 118.3: the Drone sacrifices itself as "a creature" and a Swamp; the
    target nonartifact creature is destroyed."""
    s = Scenario()
    drone = s.battlefield(0, DRONE)[0]
    s.battlefield(0, swamp())
    victim = s.battlefield(1, grizzly_bears())[0]
    s.activate(0, drone, 0, targets=(victim,))
    assert sorted(s.zone_names(0, Zone.GRAVEYARD)) == ["Swamp", "Viscerid Drone"]
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_no_swamp_means_the_cost_cant_be_paid():
    """CR 118.3: with creatures but no Swamp, "a creature and a Swamp" can't be paid."""
    s = Scenario()
    drone = s.battlefield(0, DRONE)[0]
    s.battlefield(0, grizzly_bears(), island())
    victim = s.battlefield(1, grizzly_bears())[0]
    with pytest.raises(CostError):
        s.activate(0, drone, 0, targets=(victim,))
    assert s.zone_of(drone) is Zone.BATTLEFIELD


def test_one_permanent_cant_pay_for_both_descriptions():
    """CR 701.21a: choosing the Drone twice doesn't pay for "a creature and a Swamp"."""
    s = Scenario()
    drone = s.battlefield(0, DRONE)[0]
    s.battlefield(0, swamp())
    victim = s.battlefield(1, grizzly_bears())[0]
    with pytest.raises(RulesError):  # {T} first, then the sacrifice's choice
        s.activate(0, drone, 0, targets=(victim,), cost_choices=((), (drone, drone)))
    assert s.zone_of(drone) is Zone.BATTLEFIELD


def test_another_creature_or_a_treasure():
    """CR 608.2d: the Treasure the Merchant made pays "another creature or a Treasure";
    the Merchant itself is not another creature."""
    s = Scenario()
    s.battlefield(0, swamp(), swamp())
    s.library(0, island())
    merchant = s.battlefield(0, MERCHANT, enter=True)[0]
    s.resolve_stack()  # the enters trigger: a Treasure
    assert len(s.find("Treasure Token", Zone.BATTLEFIELD)) == 1
    s.activate(0, merchant, 0)
    assert s.find("Treasure Token", Zone.BATTLEFIELD) == []
    assert s.zone_of(merchant) is Zone.BATTLEFIELD
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Island"]


def test_another_creature_or_a_treasure_lets_the_player_choose():
    """CR 608.2d: with a Bear and a Treasure, Alice chooses the Bear."""
    s = Scenario()
    s.battlefield(0, swamp(), swamp())
    s.library(0, island())
    merchant = s.battlefield(0, MERCHANT, enter=True)[0]
    s.resolve_stack()
    bear = s.battlefield(0, grizzly_bears())[0]
    s.answer(0, ChooseObjects, (bear,))
    s.activate(0, merchant, 0)
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert len(s.find("Treasure Token", Zone.BATTLEFIELD)) == 1


def test_two_lands_and_this_artifact():
    """CR 701.21a: Sandstone Deadfall and two lands are sacrificed together; the attacking
    creature is destroyed."""
    s = Scenario()
    deadfall = s.battlefield(0, DEADFALL)[0]
    s.battlefield(0, swamp(), island(), island())
    bear = s.battlefield(0, grizzly_bears())[0]
    s.attack({bear: PlayerRef(1)})
    s.activate(0, deadfall, 0, targets=(bear,), cost_choices=((), (deadfall,) + tuple(
        s.find("Island", Zone.BATTLEFIELD))))
    assert sorted(s.zone_names(0, Zone.GRAVEYARD)) == ["Island", "Island", "Sandstone Deadfall"]
    assert sorted(s.zone_names(0, Zone.BATTLEFIELD)) == ["Grizzly Bears", "Swamp"]
    s.resolve()
    assert "Grizzly Bears" in s.zone_names(0, Zone.GRAVEYARD)


def test_sacrifice_enchanted_creature_deals_its_power():
    """CR 303.4e, 608.2h: the enchanted creature (power 4) is sacrificed; the Aura deals 4
    damage to each creature."""
    s = Scenario()
    s.battlefield(0, mountain())
    big = s.battlefield(0, creature("Ogre", "{3}{R}", 4, 4))[0]
    other = s.battlefield(1, creature("Wall", "{W}", 0, 5))[0]
    s.battlefield(1, grizzly_bears())
    aura = s.battlefield(0, INFUSION, attached_to=big)[0]
    s.activate(0, aura, 0)
    assert "Ogre" in s.zone_names(0, Zone.GRAVEYARD)
    s.resolve_stack()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.zone_of(other) is Zone.BATTLEFIELD


def test_kaervek_s_spite_sacrifices_everything():
    """CR 701.21a, 601.2h: every permanent Alice controls is sacrificed and her hand
    discarded; Bob loses 5 life."""
    s = Scenario()
    s.battlefield(0, swamp(), swamp(), swamp())
    s.battlefield(0, grizzly_bears())
    s.hand(0, island())
    spite = s.hand(0, SPITE)[0]
    s.cast(0, spite, targets=(PlayerRef(1),))
    assert sorted(s.zone_names(0, Zone.GRAVEYARD)) == [
        "Grizzly Bears", "Island", "Swamp", "Swamp", "Swamp"]
    assert s.zone_names(0, Zone.BATTLEFIELD) == []
    assert s.state.players[0].hand == []
    s.resolve()
    assert s.life(1) == 15


def test_tap_another_untapped_creature():
    """CR 118.3: "another untapped creature you control" — the Hawk (tapped by {T}) can't
    be it; with no other creature the cost can't be paid."""
    s = Scenario()
    s.battlefield(0, swamp(), swamp(), swamp())
    hawk = s.battlefield(0, HAWK)[0]
    with pytest.raises(CostError):
        s.activate(0, hawk, 0)
    bear = s.battlefield(0, grizzly_bears())[0]
    s.activate(0, hawk, 0)
    assert s.obj(bear).tapped and s.obj(hawk).tapped
