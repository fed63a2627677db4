"""Trigger events compiled from real card text and played out (CR 603.2): "this or
another", each player's steps, beginning of combat, blocks, becomes tapped, draws, gains
life, deals combat damage, equipped creature attacks."""

from __future__ import annotations

from test_statics_conditions import BOB, BOLT, compiled

from mtgc.runtime.cards_basic import forest, grizzly_bears, island, mountain, plains
from mtgc.runtime.scenario import Scenario, Step, Zone


def _hand(s: Scenario, p: int) -> int:
    return len(s.zone_names(p, Zone.HAND))


def test_this_or_another_creature_dies():
    """CR 603.2, 603.10a: "Whenever this creature or another creature you control dies,
    you gain 1 life." — both its own death and another's trigger it."""
    text = ("Blood Priest {1}{B}\nCreature — Vampire\nWhenever this creature or another creature "
            "you control dies, you gain 1 life.\n2/2")  # fmt: skip
    s = Scenario()
    priest, bear = s.battlefield(0, compiled(text), grizzly_bears())
    s.battlefield(0, mountain(), mountain())
    s.cast(0, s.hand(0, compiled(BOLT))[0], targets=(bear,))
    s.resolve_stack()
    assert s.life(0) == 21
    s.cast(0, s.hand(0, compiled(BOLT))[0], targets=(priest,))
    s.resolve_stack()
    assert s.life(0) == 22


def test_each_players_upkeep_that_player_draws():
    """CR 603.2, 102.1: "At the beginning of each player's upkeep, that player draws a
    card." — on Bob's turn Bob draws."""
    text = ("Howling Mine {2}\nArtifact\nAt the beginning of each player's upkeep, that player "
            "draws a card.")  # fmt: skip
    s = Scenario()
    s.battlefield(0, compiled(text))
    s.library(1, island(), island(), island())
    s.advance_to(Step.UPKEEP)  # Bob's upkeep
    s.resolve_stack()
    assert s.state.active == 1 and _hand(s, 1) == 1 and _hand(s, 0) == 0


def test_beginning_of_combat_on_your_turn():
    """CR 507.1: "At the beginning of combat on your turn, this creature gets +1/+1 until
    end of turn." """
    text = ("Battle Captain {1}{R}\nCreature — Human\nAt the beginning of combat on your turn, "
            "this creature gets +1/+1 until end of turn.\n2/2")  # fmt: skip
    s = Scenario()
    captain = s.battlefield(0, compiled(text))[0]
    s.advance_to(Step.BEGINNING_OF_COMBAT)
    s.resolve_stack()
    assert s.pt(captain) == (3, 3)


def test_whenever_this_creature_blocks():
    """CR 509.3c: "Whenever this creature blocks, you gain 2 life." """
    text = ("Wall Keeper {1}{W}\nCreature — Wall\nWhenever this creature blocks, you gain 2 "
            "life.\n0/4")  # fmt: skip
    s = Scenario()
    bear = s.battlefield(0, grizzly_bears())[0]
    keeper = s.battlefield(1, compiled(text))[0]
    s.attack({bear: BOB})
    s.block(1, {keeper: bear})
    s.resolve_stack()
    assert s.life(1) == 22


def test_whenever_this_becomes_tapped_and_opponent_draws_and_gain_life():
    """CR 701.26, 121.2, 119.9: becomes tapped (by attacking), an opponent draws, you gain
    life — each triggers on its event."""
    tapped = ("Sentry {1}\nArtifact Creature — Construct\nWhenever this creature becomes tapped, "
              "you gain 1 life.\n1/1")  # fmt: skip
    draws = ("Spy {1}{U}\nCreature — Human\nWhenever an opponent draws a card, you gain 1 life."
             "\n1/1")  # fmt: skip
    gains = ("Chaplain {1}{W}\nCreature — Human\nWhenever you gain life, put a +1/+1 counter on "
             "this creature.\n1/1")  # fmt: skip
    s = Scenario()
    sentry = s.battlefield(0, compiled(tapped))[0]
    chaplain = s.battlefield(0, compiled(gains))[0]
    s.attack({sentry: BOB})
    s.resolve_stack()
    assert s.life(0) == 21 and s.obj(chaplain).counters.get("+1/+1") == 1
    t = Scenario()
    t.battlefield(0, compiled(draws))
    t.library(1, island())
    t.advance_to(Step.DRAW)  # Bob's draw step
    t.resolve_stack()
    assert t.state.active == 1 and t.life(0) == 21


def test_creature_you_control_deals_combat_damage_to_a_player():
    """CR 510.3a: "Whenever a creature you control deals combat damage to a player, draw a
    card." — once per creature."""
    text = ("Coastal Piracy {2}{U}{U}\nEnchantment\nWhenever a creature you control deals combat "
            "damage to a player, draw a card.")  # fmt: skip
    s = Scenario()
    s.battlefield(0, compiled(text))
    a, b = s.battlefield(0, grizzly_bears(), grizzly_bears())
    s.library(0, island(), island(), island())
    s.attack({a: BOB, b: BOB})
    s.advance_to(Step.END_OF_COMBAT)
    s.resolve_stack()
    assert s.life(1) == 16 and _hand(s, 0) == 2


def test_equipped_creature_attacks_and_deals_damage():
    """CR 508.3a, 510.3a: "Whenever equipped creature attacks, you gain 1 life." and
    "Whenever equipped creature deals combat damage to a player, that player discards a
    card." """
    text = ("Raiding Blade {2}\nArtifact — Equipment\nWhenever equipped creature attacks, you "
            "gain 1 life.\nWhenever equipped creature deals combat damage to a player, that "
            "player discards a card.\nEquip {2}")  # fmt: skip
    s = Scenario()
    bear, other = s.battlefield(0, grizzly_bears(), grizzly_bears())
    s.battlefield(0, compiled(text), attached_to=bear)
    s.hand(1, forest(), plains())
    s.attack({bear: BOB, other: BOB})
    s.resolve_stack()
    assert s.life(0) == 21
    s.advance_to(Step.END_OF_COMBAT)
    s.resolve_stack()
    assert s.life(1) == 16 and _hand(s, 1) == 1


def test_attacks_or_blocks():
    """CR 508.3a, 509.3c: "Whenever this creature attacks or blocks, you gain 1 life." —
    attacking on Alice's turn, blocking on Bob's."""
    text = ("Skirmisher {1}{W}\nCreature — Human\nWhenever this creature attacks or blocks, you "
            "gain 1 life.\n2/2")  # fmt: skip
    s = Scenario()
    skirmisher = s.battlefield(0, compiled(text))[0]
    s.attack({skirmisher: BOB})
    s.resolve_stack()
    assert s.life(0) == 21
    t = Scenario()
    bear = t.battlefield(0, grizzly_bears())[0]
    blocker = t.battlefield(1, compiled(text))[0]
    t.attack({bear: BOB})
    t.block(1, {blocker: bear})
    t.resolve_stack()
    assert t.life(1) == 21


def test_becomes_the_target_of_a_spell():
    """CR 115, 603.2: "When this creature becomes the target of a spell or ability, you
    gain 2 life." — the trigger resolves before the spell."""
    text = ("Skulker {1}{U}\nCreature — Spirit\nWhen this creature becomes the target of a spell "
            "or ability, you gain 2 life.\n3/2")  # fmt: skip
    s = Scenario()
    s.battlefield(0, mountain())
    skulker = s.battlefield(1, compiled(text))[0]
    s.cast(0, s.hand(0, compiled(BOLT))[0], targets=(skulker,))
    s.resolve_stack()
    assert s.life(1) == 22 and s.zone_names(1, Zone.GRAVEYARD) == ["Skulker"]


def test_enrage_dealt_damage():
    """CR 120.3: "Whenever this creature is dealt damage, you gain 2 life." """
    text = ("Ranging Raptor {2}{G}\nCreature — Dinosaur\nWhenever this creature is dealt damage, "
            "you gain 2 life.\n2/5")  # fmt: skip
    s = Scenario()
    s.battlefield(0, mountain())
    raptor = s.battlefield(0, compiled(text))[0]
    s.cast(0, s.hand(0, compiled(BOLT))[0], targets=(raptor,))
    s.resolve_stack()
    assert s.life(0) == 22 and s.zone_of(raptor) == Zone.BATTLEFIELD


def test_artifact_put_into_a_graveyard_from_the_battlefield():
    """CR 603.6c, 603.10a: "Whenever an artifact is put into a graveyard from the
    battlefield, you gain 1 life." — any player's artifact."""
    text = ("Scrap Collector {1}{G}\nCreature — Elf\nWhenever an artifact is put into a graveyard "
            "from the battlefield, you gain 1 life.\n1/1")  # fmt: skip
    golem = compiled("Golem {2}\nArtifact Creature — Golem\n2/2")
    s = Scenario()
    s.battlefield(0, compiled(text), mountain())
    g = s.battlefield(1, golem)[0]
    s.cast(0, s.hand(0, compiled(BOLT))[0], targets=(g,))
    s.resolve_stack()
    assert s.life(0) == 21


def test_when_enchanted_creature_dies_return_that_card():
    """CR 700.4, 603.10a: "When enchanted creature dies, return that card to its owner's
    hand." — the Aura sees its creature die."""
    text = ("Fool's Demise {U}\nEnchantment — Aura\nEnchant creature\nWhen enchanted creature "
            "dies, return that card to its owner's hand.")  # fmt: skip
    s = Scenario()
    s.battlefield(0, mountain())
    bear = s.battlefield(1, grizzly_bears())[0]
    s.battlefield(1, compiled(text), attached_to=bear)
    s.cast(0, s.hand(0, compiled(BOLT))[0], targets=(bear,))
    s.resolve_stack()
    assert s.zone_names(1, Zone.HAND) == ["Grizzly Bears"]


def test_becomes_blocked_triggers_once():
    """CR 509.3d: "Whenever this creature becomes blocked, you gain 1 life." — once,
    though two creatures block it."""
    text = ("Berserker {1}{G}\nCreature — Elf\nWhenever this creature becomes blocked, you gain 1 "
            "life.\n5/5")  # fmt: skip
    s = Scenario()
    berserker = s.battlefield(0, compiled(text))[0]
    b1, b2 = s.battlefield(1, grizzly_bears(), grizzly_bears())
    s.attack({berserker: BOB})
    s.block(1, {b1: berserker, b2: berserker})
    s.resolve_stack()
    assert s.life(0) == 21


def test_attacks_alone():
    """CR 506.5: "Whenever a creature you control attacks alone, it gets +1/+1 until end of
    turn." — not when two creatures attack."""
    text = ("Exalted Lord {1}{W}\nEnchantment\nWhenever a creature you control attacks alone, it "
            "gets +1/+1 until end of turn.")  # fmt: skip
    s = Scenario()
    s.battlefield(0, compiled(text))
    bear = s.battlefield(0, grizzly_bears())[0]
    s.attack({bear: BOB})
    s.resolve_stack()
    assert s.pt(bear) == (3, 3)
    t = Scenario()
    t.battlefield(0, compiled(text))
    a, b = t.battlefield(0, grizzly_bears(), grizzly_bears())
    t.attack({a: BOB, b: BOB})
    t.resolve_stack()
    assert t.pt(a) == (2, 2) and t.stack_names() == []


def test_upkeep_of_enchanted_creatures_controller():
    """CR 503.1, 603.2: "At the beginning of the upkeep of enchanted creature's controller,
    this Aura deals 2 damage to that player." — on Bob's upkeep, Bob takes 2."""
    text = ("Torment {1}{B}\nEnchantment — Aura\nEnchant creature\nAt the beginning of the upkeep "
            "of enchanted creature's controller, this Aura deals 2 damage to that "
            "player.")  # fmt: skip
    s = Scenario()
    bear = s.battlefield(1, grizzly_bears())[0]
    s.battlefield(0, compiled(text), attached_to=bear)
    s.library(1, island())
    s.advance_to(Step.UPKEEP)
    s.resolve_stack()
    assert s.state.active == 1 and s.life(1) == 18 and s.life(0) == 20


def test_whenever_an_opponent_discards_a_card():
    """CR 701.9: "Whenever an opponent discards a card, that player loses 2 life." """
    text = ("Megrim {2}{B}\nEnchantment\nWhenever an opponent discards a card, that player loses 2 "
            "life.")  # fmt: skip
    rack = compiled("Mind Rot {2}{R}\nSorcery\nTarget player discards two cards.")
    s = Scenario()
    s.battlefield(0, compiled(text), mountain(), mountain(), mountain())
    s.hand(1, island(), island(), island())
    s.cast(0, s.hand(0, rack)[0], targets=(BOB,))
    s.resolve_stack()
    assert len(s.zone_names(1, Zone.HAND)) == 1 and s.life(1) == 16
