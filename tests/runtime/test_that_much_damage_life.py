""" "That much" damage and life after a damage trigger (CR 120.3, 603.2, 608.2h), compiled
from real cards' Oracle text: the amount is the damage the triggering event dealt."""

from __future__ import annotations

from effects_compile import compile_card

from mtgc.runtime.cards_basic import creature, plains, swamp
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone

BOB = PlayerRef(1)
JACKAL_PUP = compile_card("Whenever this creature is dealt damage, it deals that much damage "
                          "to you.", "Creature — Jackal", "{R}", ("2", "1"),
                          name="Jackal Pup")  # fmt: skip
ZEBRA_UNICORN = compile_card("Whenever this creature deals damage, you gain that much life.",
                             "Creature — Unicorn", "{2}{G}{W}", ("2", "2"),
                             name="Zebra Unicorn")  # fmt: skip
BALEFIRE_DRAGON = compile_card("Flying\nWhenever this creature deals combat damage to a "
                               "player, it deals that much damage to each creature that "
                               "player controls.", "Creature — Dragon", "{5}{R}{R}", ("6", "6"),
                               name="Balefire Dragon")  # fmt: skip


def test_jackal_pup_deals_its_controller_the_damage_it_was_dealt():
    """CR 120.3, 603.2: the pup blocks a 3/3 — it is dealt 3 damage, so it deals 3 to you."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    ogre = s.battlefield(1, creature("Ogre", "{2}{R}", 3, 3))[0]
    pup = s.battlefield(0, JACKAL_PUP)[0]
    s.attack({ogre: PlayerRef(0)})
    s.block(0, {pup: ogre})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(0) == 17
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Jackal Pup"]


def test_zebra_unicorn_gains_the_combat_damage_it_dealt():
    """CR 119.3, 510.2: 2 combat damage to Bob — Alice gains 2 life."""
    s = Scenario()
    unicorn = s.battlefield(0, ZEBRA_UNICORN)[0]
    s.attack({unicorn: BOB})
    s.advance_to(Step.END_OF_COMBAT)
    assert (s.life(0), s.life(1)) == (22, 18)


def test_balefire_dragon_deals_that_much_to_each_creature_of_that_player():
    """CR 120.3, 608.2h: 6 combat damage to Bob — 6 to each creature Bob controls, none to
    Alice's."""
    s = Scenario()
    dragon = s.battlefield(0, BALEFIRE_DRAGON)[0]
    s.battlefield(0, creature("Golem", "{4}", 4, 4))
    s.battlefield(1, creature("Wurm", "{6}", 6, 6), creature("Ogre", "{2}{R}", 3, 3))
    s.attack({dragon: BOB})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 14
    assert s.zone_names(1, Zone.BATTLEFIELD) == []
    assert s.zone_names(0, Zone.BATTLEFIELD) == ["Balefire Dragon", "Golem"]


def test_foul_tongue_shriek_gains_the_life_lost():
    """CR 119.3, 608.2c: "that much" after "loses 1 life for each attacking creature" is the
    life Bob lost: two attackers — Bob loses 2, Alice gains 2."""
    shriek = compile_card("Target opponent loses 1 life for each attacking creature you "
                          "control. You gain that much life.", "Instant", "{B}",
                          name="Foul-Tongue Shriek")  # fmt: skip
    s = Scenario()
    s.battlefield(0, swamp())
    a, b = s.battlefield(0, creature("Ogre", "{2}{R}", 3, 3), creature("Elf", "{G}", 1, 1))
    s.attack({a: BOB, b: BOB})  # Alice has priority in the declare attackers step
    s.cast(0, s.hand(0, shriek)[0], targets=(BOB,))
    s.resolve()
    assert (s.life(0), s.life(1)) == (22, 18)


HEALING_SALVE = compile_card("Choose one \u2014\n\u2022 Target player gains 3 life.\n\u2022 "
                             "Prevent the next 3 damage that would be dealt to any target this "
                             "turn.", "Instant", "{W}", name="Healing Salve")  # fmt: skip
SANGUINE_BOND = compile_card("Whenever you gain life, target opponent loses that much life.",
                             "Enchantment", "{3}{B}{B}", name="Sanguine Bond")  # fmt: skip
FILTHY_CUR = compile_card("Whenever this creature is dealt damage, you lose that much life.",
                          "Creature — Dog", "{1}{B}", ("2", "2"), name="Filthy Cur")  # fmt: skip


def test_sanguine_bond_drains_the_life_gained():
    """CR 119.9, 603.2: Alice gains 3 life (one event) — Bob loses 3."""
    s = Scenario()
    s.battlefield(0, SANGUINE_BOND)
    s.battlefield(0, *[plains() for _ in range(2)])
    s.cast(0, s.hand(0, HEALING_SALVE)[0], targets=(PlayerRef(0),))
    s.resolve_stack()
    assert (s.life(0), s.life(1)) == (23, 17)


def test_filthy_cur_loses_the_damage_it_was_dealt():
    """CR 120.3, 603.2: the Cur blocks a 3/3 — Alice loses 3 life."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    ogre = s.battlefield(1, creature("Ogre", "{2}{R}", 3, 3))[0]
    cur = s.battlefield(0, FILTHY_CUR)[0]
    s.attack({ogre: PlayerRef(0)})
    s.block(0, {cur: ogre})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(0) == 17


AGELESS_ENTITY = compile_card("Whenever you gain life, put that many +1/+1 counters on this "
                              "creature.", "Creature — Elemental", "{3}{G}{G}", ("4", "4"),
                              name="Ageless Entity")  # fmt: skip
WESTGATE_REGENT = compile_card("Flying\nWhenever this creature deals combat damage to a "
                               "player, put that many +1/+1 counters on it.",
                               "Creature — Vampire Dragon", "{5}{B}{B}", ("4", "4"),
                               name="Westgate Regent")  # fmt: skip


def test_ageless_entity_gets_a_counter_per_life_gained():
    """CR 119.3, 122.1, 603.2: Alice gains 2 life (Zebra Unicorn's 2 combat damage) — the
    Entity gets that many, 2, +1/+1 counters."""
    s = Scenario()
    entity = s.battlefield(0, AGELESS_ENTITY)[0]
    unicorn = s.battlefield(0, ZEBRA_UNICORN)[0]
    s.attack({unicorn: BOB})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(0) == 22
    assert s.obj(entity).counters == {"+1/+1": 2}
    assert s.pt(entity) == (6, 6)


def test_westgate_regent_gets_a_counter_per_combat_damage_dealt():
    """CR 120.3, 510.2: 4 combat damage to Bob — that many, 4, +1/+1 counters on it."""
    s = Scenario()
    regent = s.battlefield(0, WESTGATE_REGENT)[0]
    s.attack({regent: BOB})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 16
    assert s.obj(regent).counters == {"+1/+1": 4}
