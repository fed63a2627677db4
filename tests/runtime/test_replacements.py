"""Replacement effects and statics (compiler/lowering/replacements.py) compiled from real
card text and played out: conditional activation restrictions (CR 602.5b), play
permissions (CR 305.2, 601.3) and replacement effects (CR 614)."""

from __future__ import annotations

import pytest
from test_statics_conditions import BOB, compiled

from mtgc.runtime.agents import ChooseObjects, ChooseOption, ChooseYesNo
from mtgc.runtime.cards_basic import forest, grizzly_bears, island, mountain, plains
from mtgc.runtime.errors import CombatError, RulesError
from mtgc.runtime.mana.symbols import ManaType
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.objects import PlayerRef

OPAL = compiled(
    "Mox Opal {0}\nLegendary Artifact\nMetalcraft — {T}: Add one mana of any color. Activate "
    "only if you control three or more artifacts."
)
STUDENT = compiled(
    "Graveyard Scholar {1}{U}\nCreature — Human\n{T}: Draw a card. Activate only if there are "
    "seven or more cards in your graveyard.\n1/1"
)
ALICE = PlayerRef(0)
ARTIFACT = compiled("Ornithopter {0}\nArtifact Creature — Thopter\nFlying\n0/2")


def test_activate_only_if_condition_checked_on_activation():
    """CR 602.5b: with six cards in her graveyard Alice can't activate the ability; with a
    seventh she can, and it draws a card."""
    s = Scenario()
    s.library(0, *[island() for _ in range(3)])
    scholar = s.battlefield(0, STUDENT)[0]
    s.graveyard(0, *[grizzly_bears() for _ in range(6)])
    with pytest.raises(RulesError):
        s.activate(0, scholar)
    assert s.zone_names(0, Zone.HAND) == [] and not s.obj(scholar).tapped
    s.graveyard(0, grizzly_bears())
    s.activate(0, scholar)
    s.resolve()
    assert s.obj(scholar).tapped
    assert s.zone_names(0, Zone.HAND) == ["Island"]


def test_mana_ability_with_activation_condition():
    """CR 602.5b, 605.1a: Mox Opal (a mana ability) can't be activated with two artifacts;
    with a third it adds mana."""
    s = Scenario()
    mox = s.battlefield(0, OPAL)[0]
    s.battlefield(0, ARTIFACT)
    with pytest.raises(RulesError):
        s.tap_for_mana(0, mox, color=ManaType.R)
    assert s.pool(0) == "(empty)" and not s.obj(mox).tapped
    s.battlefield(0, ARTIFACT)
    s.tap_for_mana(0, mox, color=ManaType.R)
    assert s.pool(0) == "{R}"


EXPLORATION = compiled(
    "Exploration {G}\nEnchantment\nYou may play an additional land on each of your turns."
)
STORM_CAULDRON = compiled(
    "Storm Cauldron {5}\nArtifact\nEach player may play an additional land during each of "
    "their turns."
)
AMULET = compiled(
    "Flash Amulet {2}\nArtifact\nAny player may cast creature and enchantment spells as though "
    "they had flash."
)
ORRERY = compiled("Vedalken Orrery {4}\nArtifact\nYou may cast spells as though they had flash.")
THORN = compiled(
    "Thorn Elemental {5}{G}{G}\nCreature — Elemental\nYou may have this creature assign its "
    "combat damage as though it weren't blocked.\n7/7"
)
MIND_STONE = compiled("Mind Stone {2}\nArtifact\n{T}: Add {C}.")


def test_additional_land_play_on_your_turns():
    """CR 305.2, 505.6b: with Exploration Alice plays two lands in her turn, not three."""
    s = Scenario()
    s.battlefield(0, EXPLORATION)
    a, b, c = s.hand(0, island(), island(), island())
    s.play_land(0, a)
    s.play_land(0, b)
    with pytest.raises(RulesError):
        s.play_land(0, c)
    assert s.zone_names(0, Zone.BATTLEFIELD) == ["Exploration", "Island", "Island"]


def test_each_player_may_play_an_additional_land():
    """CR 305.2: Storm Cauldron (controlled by Alice) gives Bob a second land play too."""
    s = Scenario()
    s.library(0, *[island() for _ in range(3)])
    s.library(1, *[island() for _ in range(3)])
    s.battlefield(0, STORM_CAULDRON)
    s.advance_to(Step.UPKEEP)  # Bob's turn
    s.advance_to(Step.PRECOMBAT_MAIN)
    assert s.state.active == 1
    a, b, c = s.hand(1, island(), island(), island())
    s.play_land(1, a)
    s.play_land(1, b)
    with pytest.raises(RulesError):
        s.play_land(1, c)
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Island", "Island"]


def test_cast_as_though_flash_for_each_player_and_only_those_types():
    """CR 601.3b, 307.1: during Alice's upkeep Bob casts a creature spell thanks to Alice's
    artifact (any player may), but not a noncreature artifact spell."""
    s = Scenario()
    s.battlefield(0, AMULET)
    s.battlefield(1, forest(), forest(), forest(), forest())
    s.set_step(Step.UPKEEP, active=0)
    bears = s.hand(1, grizzly_bears())[0]
    stone = s.hand(1, MIND_STONE)[0]
    s.pass_priority(0)
    with pytest.raises(RulesError):
        s.cast(1, stone)
    s.cast(1, bears)
    s.resolve()
    assert s.zone_names(1, Zone.BATTLEFIELD).count("Grizzly Bears") == 1


def test_orrery_is_only_for_its_controller():
    """CR 601.3b: "You may cast spells as though they had flash" — its controller only."""
    s = Scenario()
    s.battlefield(1, ORRERY)
    s.battlefield(0, forest(), forest())
    s.battlefield(1, forest(), forest())
    s.set_step(Step.UPKEEP, active=0)
    with pytest.raises(RulesError):  # Alice has priority, but no flash permission
        s.cast(0, s.hand(0, grizzly_bears())[0])
    s.pass_priority(0)
    s.cast(1, s.hand(1, MIND_STONE)[0])
    s.resolve()
    assert "Mind Stone" in s.zone_names(1, Zone.BATTLEFIELD)


def test_assign_combat_damage_as_though_not_blocked():
    """CR 510.1c: Thorn Elemental is blocked by a Bear; Alice chooses to assign its 7 damage
    to Bob; the Bear takes none and survives. Declining, the Bear takes it and dies."""
    for choice, life, bear_dies in ((True, 13, False), (False, 20, True)):
        s = Scenario()
        thorn = s.battlefield(0, THORN)[0]
        bear = s.battlefield(1, grizzly_bears())[0]
        s.attack({thorn: BOB})
        s.block(1, {bear: thorn})
        s.answer(0, ChooseYesNo, choice)
        s.advance_to(Step.END)
        assert s.life(1) == life
        assert (s.zone_of(bear) is not Zone.BATTLEFIELD) == bear_dies


# ---- replacement effects (CR 614.1a, 614.5, 616.1)

BOLT = compiled("Lightning Bolt {R}\nInstant\nLightning Bolt deals 3 damage to any target.")
SALVE = compiled("Healing Salve {W}\nInstant\nYou gain 3 life.")
BOON = compiled(
    "Boon Reflection {4}{W}\nEnchantment\nIf you would gain life, you gain twice that much "
    "life instead."
)
HONOR = compiled(
    "Honor Troll {2}{G}\nCreature — Troll Shaman\nIf you would gain life, you gain that much "
    "life plus 1 instead.\n0/3"
)
FURNACE = compiled(
    "Furnace of Rath {1}{R}{R}{R}\nEnchantment\nIf a source would deal damage to a permanent or "
    "player, it deals double that damage to that permanent or player instead."
)
TORBRAN = compiled(
    "Torbran {1}{R}{R}{R}\nLegendary Creature — Dwarf Noble\nIf a red source you control would "
    "deal damage to a permanent or player, it deals that much damage plus 2 to that permanent "
    "or player instead.\n2/4"
)
SCALES = compiled(
    "Hardened Scales {G}\nEnchantment\nIf one or more +1/+1 counters would be put on a "
    "creature you control, that many plus one +1/+1 counters are put on it instead."
)
REFLECTION = compiled(
    "Thought Reflection {4}{U}{U}{U}\nEnchantment\nIf you would draw a card, draw two cards "
    "instead."
)
EXILER = compiled(
    "Kalitas Lite {2}{B}{B}\nCreature — Vampire\nIf a creature an opponent controls would "
    "die, exile it instead.\n3/4"
)
GROWER = compiled(
    "Counter Pup {G}\nCreature — Dog\n{T}: Put a +1/+1 counter on target creature.\n1/1"
)
WARDEN = compiled(
    "Ashen Warden {2}{B}\nCreature — Spirit\nIf this creature would die, exile it instead.\n2/1"
)


def test_life_gain_doubled_then_plus_one_in_chosen_order():
    """CR 614.1a, 616.1: Boon Reflection and Honor Troll both apply once each (CR 614.5);
    Alice orders them: double then +1 gives 7 from 3, +1 then double gives 8."""
    for order, gained in ((0, 7), (1, 8)):
        s = Scenario()
        s.battlefield(0, BOON, HONOR, plains())
        s.set_life(0, 10)
        s.cast(0, s.hand(0, SALVE)[0])
        s.answer(0, ChooseOption, order)
        s.resolve()
        assert s.life(0) == 10 + gained


def test_damage_doubled_and_plus_two():
    """CR 614.1a: Furnace of Rath doubles a Bolt to Bob (6); with Torbran's +2 applied first
    (Bob orders: he picks the Furnace first) 3*2+2 = 8."""
    s = Scenario()
    s.battlefield(0, FURNACE, mountain())
    s.cast(0, s.hand(0, BOLT)[0], targets=(BOB,))
    s.resolve()
    assert s.life(1) == 14
    s2 = Scenario()
    s2.battlefield(0, FURNACE, TORBRAN, mountain())
    s2.cast(0, s2.hand(0, BOLT)[0], targets=(BOB,))
    s2.answer(1, ChooseOption, 0)
    s2.resolve()
    assert s2.life(1) == 20 - 8


def test_torbran_only_for_red_sources_you_control():
    """CR 614.1a: Bob's red Bolt to Alice isn't Alice's source: 3 damage, not 5."""
    s = Scenario()
    s.battlefield(0, TORBRAN)
    s.battlefield(1, mountain())
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    s.cast(1, s.hand(1, BOLT)[0], targets=(ALICE,))
    s.resolve()
    assert s.life(0) == 17


def test_hardened_scales_adds_one_counter():
    """CR 614.1a, 122.6: one +1/+1 counter put on Alice's creature becomes two; on Bob's
    creature it stays one."""
    s = Scenario()
    s.battlefield(0, SCALES)
    pup = s.battlefield(0, GROWER)[0]
    mine = s.battlefield(0, grizzly_bears())[0]
    theirs = s.battlefield(1, grizzly_bears())[0]
    s.activate(0, pup, targets=(mine,))
    s.resolve()
    assert s.obj(mine).counters.get("+1/+1") == 2 and s.pt(mine) == (4, 4)
    s.obj(pup).tapped = False
    s.activate(0, pup, targets=(theirs,))
    s.resolve()
    assert s.obj(theirs).counters.get("+1/+1") == 1


def test_thought_reflection_draws_two():
    """CR 614.1a, 121.6: each draw becomes two draws; the new draws aren't replaced again
    by the same effect (CR 614.5)."""
    s = Scenario()
    s.library(0, *[island() for _ in range(6)])
    s.library(1, *[island() for _ in range(6)])
    s.battlefield(0, REFLECTION)
    s.advance_to(Step.UPKEEP)  # Bob's turn
    s.advance_to(Step.UPKEEP)  # Alice's turn
    s.advance_to(Step.PRECOMBAT_MAIN)
    assert s.state.active == 0
    assert s.zone_names(0, Zone.HAND) == ["Island", "Island"]


def test_creature_an_opponent_controls_is_exiled_instead_of_dying():
    """CR 614.1a, 700.4: Bob's Bear hit by a Bolt is exiled instead; Alice's own creature
    dying still goes to the graveyard."""
    s = Scenario()
    s.battlefield(0, EXILER, mountain(), mountain())
    bear = s.battlefield(1, grizzly_bears())[0]
    mine = s.battlefield(0, grizzly_bears())[0]
    s.cast(0, s.hand(0, BOLT)[0], targets=(bear,))
    s.resolve()
    assert s.zone_names(1, Zone.EXILE) == ["Grizzly Bears"]
    assert s.zone_names(1, Zone.GRAVEYARD) == []
    s.cast(0, s.hand(0, BOLT)[0], targets=(mine,))
    s.resolve()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Grizzly Bears", "Lightning Bolt",
                                               "Lightning Bolt"]  # fmt: skip


def test_this_creature_is_exiled_instead_of_dying():
    """CR 614.1a: the Warden dies -> exiled instead."""
    s = Scenario()
    s.battlefield(0, mountain())
    warden = s.battlefield(1, WARDEN)[0]
    s.cast(0, s.hand(0, BOLT)[0], targets=(warden,))
    s.resolve()
    assert s.zone_names(1, Zone.EXILE) == ["Ashen Warden"]


# ---- "It has ..." after a token, "[...] instead" in a spell (CR 111.3, 608.2c)

SPAWNING = compiled(
    "Spawning Breath {1}{R}\nInstant\nSpawning Breath deals 1 damage to any target. Create a "
    "0/1 colorless Eldrazi Spawn creature token. It has \"Sacrifice this token: Add {C}.\""
)
TRIUMPH = compiled(
    "Jace's Triumph {2}{U}\nSorcery\nDraw two cards. If you control a Jace planeswalker, draw "
    "three cards instead."
)
JACE = compiled(
    "Jace Beleren {1}{U}{U}\nLegendary Planeswalker — Jace\n[+2]: Each player draws a card."
    "\nLoyalty: 3"
)
SPURRING = compiled(
    "Huatli's Spurring {R}\nInstant\nTarget creature gets +2/+0 until end of turn. If you "
    "control a Huatli planeswalker, that creature gets +4/+0 until end of turn instead."
)


def test_token_has_the_quoted_ability():
    """CR 111.3, 113.2c: the Spawn token has "Sacrifice this token: Add {C}." — Alice
    sacrifices it for {C}."""
    s = Scenario()
    s.battlefield(0, mountain(), mountain())
    s.cast(0, s.hand(0, SPAWNING)[0], targets=(BOB,))
    s.resolve()
    assert s.life(1) == 19
    (token,) = s.find("Eldrazi Spawn Token", Zone.BATTLEFIELD)
    assert s.pt(token) == (0, 1)
    s.tap_for_mana(0, token)
    assert s.pool(0) == "{C}" and s.zone_of(token) is not Zone.BATTLEFIELD


def test_draw_three_instead_with_a_jace():
    """CR 608.2c: without a Jace planeswalker Alice draws two; with one, three instead."""
    for with_jace, drawn in ((False, 2), (True, 3)):
        s = Scenario()
        s.library(0, *[island() for _ in range(5)])
        s.battlefield(0, island(), island(), island())
        if with_jace:
            s.battlefield(0, JACE)
        s.cast(0, s.hand(0, TRIUMPH)[0])
        s.resolve()
        assert s.zone_names(0, Zone.HAND) == ["Island"] * drawn


def test_that_creature_gets_more_instead():
    """CR 608.2c: "that creature" is the same target; +2/+0 or +4/+0 instead, never both."""
    s = Scenario()
    s.battlefield(0, mountain())
    bear = s.battlefield(0, grizzly_bears())[0]
    s.cast(0, s.hand(0, SPURRING)[0], targets=(bear,))
    s.resolve()
    assert s.pt(bear) == (4, 2)


# ---- a quoted ability ending a conditional static (CR 113.2c, 611.3a)

THRESHOLD_SAGE = compiled(
    "Threshold Sage {2}{U}\nCreature — Human Wizard\nThreshold — As long as there are seven or "
    "more cards in your graveyard, this creature gets +1/+1 and has \"{T}: Draw a card.\"\n1/1"
)


def test_quoted_ability_granted_only_while_the_condition_holds():
    """CR 611.3a, 113.2c: with six cards in the graveyard the Sage is 1/1 without the
    ability; with seven it is 2/2 and its granted ability draws a card."""
    s = Scenario()
    s.library(0, island(), island())
    sage = s.battlefield(0, THRESHOLD_SAGE)[0]
    s.graveyard(0, *[grizzly_bears() for _ in range(6)])
    assert s.pt(sage) == (1, 1)
    with pytest.raises(RulesError):
        s.activate(0, sage)
    s.graveyard(0, grizzly_bears())
    assert s.pt(sage) == (2, 2)
    s.activate(0, sage)
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Island"]


# ---- "If that creature would die this turn, exile it instead." (CR 614.1a, 700.4)

LAVA_COIL = compiled(
    "Lava Coil {1}{R}\nSorcery\nLava Coil deals 4 damage to target creature. If that creature "
    "would die this turn, exile it instead."
)
SWEEP = compiled(
    "Cleansing Sweep {2}{R}\nSorcery\nCleansing Sweep deals 2 damage to each creature. If a "
    "creature would die this turn, exile it instead."
)


def test_that_creature_exiled_if_it_would_die_this_turn():
    """CR 614.1a: Lava Coil's 4 damage kills the Bear, which is exiled instead; the
    effect lasts only this turn (gone after cleanup, CR 514.2)."""
    s = Scenario()
    s.battlefield(0, mountain(), mountain())
    bear = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, LAVA_COIL)[0], targets=(bear,))
    s.resolve()
    assert s.zone_names(1, Zone.EXILE) == ["Grizzly Bears"]
    assert s.zone_names(1, Zone.GRAVEYARD) == []


def test_any_creature_dying_this_turn_is_exiled():
    """CR 614.1a: after the sweep, a creature that dies later this turn is exiled too, but
    not one that dies next turn."""
    s = Scenario()
    s.library(0, *[island() for _ in range(3)])
    s.library(1, *[island() for _ in range(3)])
    s.battlefield(0, mountain(), mountain(), mountain(), mountain())
    bear = s.battlefield(1, grizzly_bears())[0]
    big = s.battlefield(1, compiled("Big Ox {3}\nCreature — Ox\n4/4"))[0]
    s.cast(0, s.hand(0, SWEEP)[0])
    s.resolve()
    assert s.zone_names(1, Zone.EXILE) == ["Grizzly Bears"]
    s.cast(0, s.hand(0, BOLT)[0], targets=(big,))  # 2 + 3 damage this turn
    s.resolve()
    assert s.zone_names(1, Zone.EXILE) == ["Big Ox", "Grizzly Bears"]
    assert bear not in s.state.objects
    late = s.battlefield(1, grizzly_bears())[0]
    s.advance_to(Step.UPKEEP)  # Bob's turn: the effect ended at cleanup (CR 514.2)
    s.battlefield(0, mountain())
    s.pass_priority(1)
    s.cast(0, s.hand(0, BOLT)[0], targets=(late,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]


# ---- casting from hand while a spell resolves (CR 608.2g, 118.9)

EXPERTISE = compiled(
    "Sram's Expertise {2}{W}{W}\nSorcery\nCreate three 1/1 colorless Servo artifact creature "
    "tokens.\nYou may cast a spell with mana value 3 or less from your hand without paying its "
    "mana cost."
)
OX = compiled("Big Ox {3}{G}\nCreature — Ox\n4/4")


def test_cast_a_cheap_spell_from_hand_without_paying():
    """CR 608.2g, 118.9: Alice picks the Bears (mana value 2) — the Ox (4) isn't offered —
    and casts it for free; it resolves after the Expertise."""
    s = Scenario()
    s.battlefield(0, plains(), plains(), plains(), plains())
    bears, ox = s.hand(0, grizzly_bears(), OX)
    s.answer(0, ChooseObjects, (bears,))
    s.answer(0, ChooseYesNo, True)
    s.cast(0, s.hand(0, EXPERTISE)[0])
    s.resolve()
    assert s.stack_names() == ["Grizzly Bears"]
    s.resolve()
    names = s.zone_names(0, Zone.BATTLEFIELD)
    assert names.count("Grizzly Bears") == 1 and names.count("Servo Token") == 3
    assert s.zone_of(ox) is Zone.HAND


def test_no_spell_cast_when_only_expensive_cards():
    """CR 118.9: the Ox (mana value 4) can't be cast this way."""
    s = Scenario()
    s.battlefield(0, plains(), plains(), plains(), plains())
    ox = s.hand(0, OX)[0]
    s.answer(0, ChooseYesNo, True, required=False)  # would cast it, if offered
    s.cast(0, s.hand(0, EXPERTISE)[0])
    s.resolve()
    assert s.zone_of(ox) is Zone.HAND and s.stack_names() == []


# ---- "can't block creatures with power 2 or greater" (CR 509.1b)

IRONCLAW = compiled(
    "Ironclaw Orcs {1}{R}\nCreature — Orc\nThis creature can't block creatures with power 2 or "
    "greater.\n2/2"
)
SQUIRE = compiled("Squire {1}{W}\nCreature — Human Soldier\n1/2")


def test_cant_block_creatures_with_power_two_or_greater():
    """CR 509.1b: Bob's Orcs can't block Alice's 2-power Bears, but can block the 1/2."""
    s = Scenario()
    bear = s.battlefield(0, grizzly_bears())[0]
    orcs = s.battlefield(1, IRONCLAW)[0]
    s.attack({bear: BOB})
    with pytest.raises(CombatError):
        s.block(1, {orcs: bear})
    s2 = Scenario()
    squire = s2.battlefield(0, SQUIRE)[0]
    orcs2 = s2.battlefield(1, IRONCLAW)[0]
    s2.attack({squire: BOB})
    s2.block(1, {orcs2: squire})
    s2.advance_to(Step.END)
    assert s2.life(1) == 20 and s2.zone_names(0, Zone.GRAVEYARD) == ["Squire"]


TWICE_MUCH = compiled(
    "Neriv Lite {1}{R}\nEnchantment\nIf a source you control would deal damage, it deals "
    "twice that much damage instead."
)
PLUS_ONE_UNSAID = compiled(
    "Torbran Lite {1}{R}\nEnchantment\nIf a source you control would deal damage to an "
    "opponent, it deals that much damage plus 1 instead."
)


def test_twice_that_much_damage_without_a_recipient():
    """CR 614.1a: "it deals twice that much damage instead" (the recipient unsaid, that of
    the replaced event): Alice's Bolt deals 6 to Bob."""
    s = Scenario()
    s.battlefield(0, TWICE_MUCH, mountain())
    s.cast(0, s.hand(0, BOLT)[0], targets=(BOB,))
    s.resolve()
    assert s.life(1) == 14


def test_that_much_damage_plus_one_to_the_same_recipient():
    """CR 614.1a: "that much damage plus 1 instead", the recipient unsaid: a Bolt to Bob is
    4 damage; Bob's own Bolt to Alice stays 3 (not Alice's source)."""
    s = Scenario()
    s.battlefield(0, PLUS_ONE_UNSAID, mountain())
    s.cast(0, s.hand(0, BOLT)[0], targets=(BOB,))
    s.resolve()
    assert s.life(1) == 16
    s2 = Scenario()
    s2.battlefield(0, PLUS_ONE_UNSAID)
    s2.battlefield(1, mountain())
    s2.set_step(Step.PRECOMBAT_MAIN, active=1)
    s2.cast(1, s2.hand(1, BOLT)[0], targets=(ALICE,))
    s2.resolve()
    assert s2.life(0) == 17
