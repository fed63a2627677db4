"""Damage redirection (CR 614.9), compiled from real cards' Oracle text."""

from __future__ import annotations

from effects_compile import compile_card

from mtgc.runtime.cards_basic import creature, grizzly_bears, mountain, plains
from mtgc.runtime.scenario import PlayerRef, Scenario, Step

LIGHTNING_BOLT = compile_card("Lightning Bolt deals 3 damage to any target.", "Instant", "{R}",
                              name="Lightning Bolt")  # fmt: skip
NOMADS_EN_KOR = compile_card("{0}: The next 1 damage that would be dealt to this creature this "
                             "turn is dealt to target creature you control instead.",
                             "Creature — Kor Nomad Soldier", "{W}", ("1", "1"),
                             name="Nomads en-Kor")  # fmt: skip
TURN_THE_TABLES = compile_card("All combat damage that would be dealt to you this turn is "
                               "dealt to target attacking creature instead.", "Instant",
                               "{3}{W}{W}", name="Turn the Tables")  # fmt: skip


def test_nomads_en_kor_redirects_the_next_1_damage():
    """CR 614.9: of the Bolt's 3 damage, 1 is dealt to the Ogre instead; the Nomads are
    dealt 2 (and die); the shield is used up."""
    s = Scenario()
    s.battlefield(0, mountain())
    nomads = s.battlefield(0, NOMADS_EN_KOR)[0]
    ogre = s.battlefield(0, creature("Ogre", "{2}{R}", 3, 3))[0]
    s.activate(0, nomads, targets=(ogre,))
    s.resolve()
    s.cast(0, s.hand(0, LIGHTNING_BOLT)[0], targets=(nomads,))
    s.resolve()
    assert s.obj(ogre).damage == 1
    assert s.zone_of(nomads) is None


def test_two_activations_redirect_two():
    """CR 614.9: two shields, each the next 1 damage: 2 of 3 go to the Ogre, the 1 left
    kills the 1/1 Nomads."""
    s = Scenario()
    s.battlefield(0, mountain())
    nomads = s.battlefield(0, NOMADS_EN_KOR)[0]
    ogre = s.battlefield(0, creature("Ogre", "{2}{R}", 3, 3))[0]
    for _ in range(2):
        s.activate(0, nomads, targets=(ogre,))
        s.resolve()
    s.cast(0, s.hand(0, LIGHTNING_BOLT)[0], targets=(nomads,))
    s.resolve()
    assert s.obj(ogre).damage == 2
    assert s.zone_of(nomads) is None


def test_turn_the_tables_sends_combat_damage_to_the_attacker():
    """CR 614.9, 510.2: Bob's unblocked bear would deal Alice 2 combat damage; it is dealt
    to the bear instead."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    s.battlefield(0, *[plains() for _ in range(5)])
    bear = s.battlefield(1, grizzly_bears())[0]
    s.attack({bear: PlayerRef(0)})
    s.advance_to(Step.DECLARE_BLOCKERS)
    s.pass_priority(1)
    s.cast(0, s.hand(0, TURN_THE_TABLES)[0], targets=(bear,))
    s.resolve()
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(0) == 20
    assert s.zone_of(bear) is None
