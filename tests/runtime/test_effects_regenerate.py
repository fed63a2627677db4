"""Regeneration (CR 701.19a), compiled from card text: a shield replaces the next
destruction this turn — damage removed, tapped, removed from combat."""

from effects_compile import compile_card

from mtgc.runtime.cards_basic import grizzly_bears, mountain, swamp
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.objects import PlayerRef

BOB = PlayerRef(1)
SKELETON = compile_card("{B}: Regenerate this creature.", "Creature — Skeleton", "{1}{B}",
                        ("1", "1"), name="Skeleton")  # fmt: skip
MURDER = compile_card("Destroy target creature.", cost="{B}", name="Murder")
SHOCK = compile_card("Shock deals 2 damage to any target.", cost="{R}", name="Shock")


def test_shield_replaces_destruction():
    """CR 701.19a: "the next time it would be destroyed this turn, instead ... tap it"."""
    s = Scenario()
    s.battlefield(0, swamp(), swamp())
    skel = s.battlefield(0, SKELETON)[0]
    s.activate(0, skel)
    s.resolve()
    murder = s.hand(0, MURDER)[0]
    s.cast(0, murder, targets=(skel,))
    s.resolve()
    assert s.zone_of(skel) is Zone.BATTLEFIELD and s.obj(skel).tapped


def test_shield_removes_lethal_damage():
    """CR 701.19a, 704.5g: lethal damage would destroy it; the shield removes the damage."""
    s = Scenario()
    s.battlefield(0, swamp(), mountain())
    skel = s.battlefield(0, SKELETON)[0]
    s.activate(0, skel)
    s.resolve()
    s.cast(0, s.hand(0, SHOCK)[0], targets=(skel,))
    s.resolve()
    assert s.zone_of(skel) is Zone.BATTLEFIELD
    assert s.obj(skel).damage == 0 and s.obj(skel).tapped


def test_one_shield_one_destruction():
    """CR 701.19a: a shield is used up; the second destruction destroys it."""
    s = Scenario()
    s.battlefield(0, swamp(), swamp(), swamp())
    skel = s.battlefield(0, SKELETON)[0]
    s.activate(0, skel)
    s.resolve()
    a, b = s.hand(0, MURDER, MURDER)
    s.cast(0, a, targets=(skel,))
    s.resolve()
    s.cast(0, b, targets=(skel,))
    s.resolve()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Murder", "Murder", "Skeleton"]


def test_shield_lasts_only_this_turn():
    """CR 701.19a ("this turn"), 514.2: the shield is gone on the next turn."""
    s = Scenario()
    s.battlefield(0, swamp())
    s.battlefield(1, swamp())
    skel = s.battlefield(0, SKELETON)[0]
    s.activate(0, skel)
    s.resolve()
    s.advance_to(Step.UPKEEP)  # Bob's turn
    assert s.state.active == 1
    s.cast(1, s.hand(1, compile_card("Destroy target creature.", "Instant", "{B}",
                                     name="Murder"))[0], targets=(skel,))  # fmt: skip
    s.resolve()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Skeleton"]


def test_regenerated_blocker_is_removed_from_combat():
    """CR 701.19a, 506.4, 509.1h: the regenerated blocker leaves combat; the attacker stays
    blocked and deals no damage to the player."""
    s = Scenario()
    s.battlefield(1, swamp(), mountain())
    attacker = s.battlefield(0, grizzly_bears())[0]
    skel = s.battlefield(1, SKELETON)[0]
    s.attack({attacker: BOB})
    s.block(1, {skel: attacker})
    s.pass_priority(0)
    s.activate(1, skel)
    s.resolve()
    s.pass_priority(0)
    s.cast(1, s.hand(1, SHOCK)[0], targets=(skel,))
    s.resolve()
    assert s.zone_of(skel) is Zone.BATTLEFIELD and s.obj(skel).tapped
    assert skel not in s.state.combat.blockers
    s.advance_to(Step.END)
    assert s.life(1) == 20 and s.zone_of(attacker) is Zone.BATTLEFIELD
