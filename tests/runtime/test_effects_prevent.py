"""Damage prevention (CR 615), compiled from card text."""

from effects_compile import compile_card

from mtgc.runtime.cards_basic import grizzly_bears, mountain, plains
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.objects import PlayerRef

BOB = PlayerRef(1)
FOG = compile_card("Prevent all combat damage that would be dealt this turn.", cost="{W}",
                   name="Fog")  # fmt: skip
SALVE = compile_card("Prevent the next 3 damage that would be dealt to any target this turn.",
                     cost="{W}", name="Salve")  # fmt: skip
BLAST = compile_card("Blast deals 4 damage to any target.", cost="{R}", name="Blast")


def test_fog_prevents_combat_damage():
    """CR 615.1, 510.2: no combat damage is dealt; creatures survive, no life is lost."""
    s = Scenario()
    s.battlefield(1, plains())
    attacker = s.battlefield(0, grizzly_bears())[0]
    blocker = s.battlefield(1, grizzly_bears())[0]
    s.attack({attacker: BOB})
    s.block(1, {blocker: attacker})
    s.pass_priority(0)
    s.cast(1, s.hand(1, FOG)[0])
    s.resolve()
    s.advance_to(Step.END)
    assert s.zone_of(attacker) is Zone.BATTLEFIELD and s.zone_of(blocker) is Zone.BATTLEFIELD
    assert s.obj(attacker).damage == 0


def test_fog_leaves_noncombat_damage():
    """CR 615.1: "combat damage" only — a spell's damage is still dealt."""
    s = Scenario()
    s.battlefield(0, plains(), mountain())
    s.cast(0, s.hand(0, FOG)[0])
    s.resolve()
    s.cast(0, s.hand(0, BLAST)[0], targets=(BOB,))
    s.resolve()
    assert s.life(1) == 16


def test_prevent_the_next_three_is_used_up():
    """CR 615.7: the shield prevents 3 of 4 damage, then is gone."""
    s = Scenario()
    s.battlefield(0, plains(), mountain(), mountain())
    s.cast(0, s.hand(0, SALVE)[0], targets=(BOB,))
    s.resolve()
    a, b = s.hand(0, BLAST, BLAST)
    s.cast(0, a, targets=(BOB,))
    s.resolve()
    assert s.life(1) == 19
    s.cast(0, b, targets=(BOB,))
    s.resolve()
    assert s.life(1) == 15


def test_shield_on_a_creature_saves_it():
    """CR 615.7, 704.5g: 3 of 4 damage prevented: a 2/2 survives with 1 damage."""
    s = Scenario()
    s.battlefield(0, plains(), mountain())
    bear = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, SALVE)[0], targets=(bear,))
    s.resolve()
    s.cast(0, s.hand(0, BLAST)[0], targets=(bear,))
    s.resolve()
    assert s.zone_of(bear) is Zone.BATTLEFIELD and s.obj(bear).damage == 1


def test_shield_ends_with_the_turn():
    """CR 615.7 ("this turn"), 514.2: next turn the shield no longer applies."""
    s = Scenario()
    s.battlefield(0, plains())
    s.battlefield(1, mountain())
    s.library(0, plains())
    s.library(1, plains())
    s.cast(0, s.hand(0, SALVE)[0], targets=(PlayerRef(0),))
    s.resolve()
    s.advance_to(Step.UPKEEP)  # Bob's turn
    s.cast(1, s.hand(1, BLAST)[0], targets=(PlayerRef(0),))
    s.resolve()
    assert s.life(0) == 16


def test_prevent_damage_by_target_creature():
    """CR 615.1: "Prevent all combat damage that would be dealt by target creature this
    turn" — the attacker deals none; other damage is unaffected."""
    s = Scenario()
    s.battlefield(1, plains())
    a, b = s.battlefield(0, grizzly_bears(), grizzly_bears())
    s.attack({a: BOB, b: BOB})
    s.pass_priority(0)
    spell = compile_card("Prevent all combat damage that would be dealt by target creature "
                         "this turn.", cost="{W}")  # fmt: skip
    s.cast(1, s.hand(1, spell)[0], targets=(a,))
    s.resolve()
    s.advance_to(Step.END)
    assert s.life(1) == 18
