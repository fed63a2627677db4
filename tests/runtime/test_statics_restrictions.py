"""Restrictions compiled from real card text and played out: "can't be blocked"
(CR 509.1b), "can't block / can't be blocked this turn" as effects (CR 611.2, 611.2c) and
"can't be countered" (CR 101.2, 701.6)."""

from __future__ import annotations

import pytest
from test_statics_conditions import BOB, compiled

from mtgc.runtime.agents import ChooseTargets
from mtgc.runtime.cards_basic import forest, grizzly_bears, island, mountain, plains
from mtgc.runtime.errors import CombatError
from mtgc.runtime.scenario import Scenario, Step, Zone

UNBLOCKABLE = compiled("Phantom Warrior {1}{U}{U}\nCreature — Illusion Warrior\nThis creature "
                       "can't be blocked.\n2/2")  # fmt: skip
CANCEL = compiled("Cancel {1}{U}{U}\nInstant\nCounter target spell.")


def test_cant_be_blocked():
    """CR 509.1b: a creature that "can't be blocked" can't be declared as blocked."""
    s = Scenario()
    warrior = s.battlefield(0, UNBLOCKABLE)[0]
    bear = s.battlefield(1, grizzly_bears())[0]
    s.attack({warrior: BOB})
    with pytest.raises(CombatError):
        s.block(1, {bear: warrior})
    s.advance_to(Step.END)
    assert s.life(1) == 18


def test_cant_be_blocked_this_turn_from_an_activated_ability():
    """CR 611.2: "{2}{U}: This creature can't be blocked this turn." — only this turn."""
    text = ("Sea Sprite {1}{U}\nCreature — Faerie\n{2}{U}: This creature can't be blocked this "
            "turn.\n1/1")  # fmt: skip
    s = Scenario()
    sprite = s.battlefield(0, compiled(text))[0]
    s.battlefield(0, island(), island(), island())
    bear = s.battlefield(1, grizzly_bears())[0]
    s.activate(0, sprite)
    s.resolve()
    s.attack({sprite: BOB})
    with pytest.raises(CombatError):
        s.block(1, {bear: sprite})

    t = Scenario()
    sprite = t.battlefield(0, compiled(text))[0]
    bear = t.battlefield(1, grizzly_bears())[0]
    t.attack({sprite: BOB})
    t.block(1, {bear: sprite})  # without the ability it can be blocked
    assert t.state.combat.blocked[sprite] == [bear]


def test_target_creature_cant_block_this_turn():
    """CR 509.1b, 611.2c: "When this creature enters, target creature can't block this
    turn." — the target can't block; another creature still can."""
    text = ("Goblin Heckler {2}{R}\nCreature — Goblin\nWhen this creature enters, target "
            "creature can't block this turn.\n2/2")  # fmt: skip
    s = Scenario()
    attacker = s.battlefield(0, grizzly_bears())[0]
    b1, b2 = s.battlefield(1, grizzly_bears(), grizzly_bears())
    heckler = s.hand(0, compiled(text))[0]
    s.battlefield(0, mountain(), mountain(), mountain())
    s.answer(0, ChooseTargets, (b1,))
    s.cast(0, heckler)
    s.resolve()
    s.resolve()
    s.attack({attacker: BOB})
    with pytest.raises(CombatError):
        s.block(1, {b1: attacker})
    s.block(1, {b2: attacker})
    assert s.state.combat.blocked[attacker] == [b2]


def test_this_spell_cant_be_countered():
    """CR 101.2: "This spell can't be countered." — a counterspell resolves and the spell
    stays on the stack, then resolves."""
    text = ("Obstinate Beast {1}{G}\nCreature — Beast\nThis spell can't be countered.\n2/2")
    s = Scenario()
    s.battlefield(0, forest(), forest())
    s.battlefield(1, island(), island(), island())
    beast = s.hand(0, compiled(text))[0]
    cancel = s.hand(1, CANCEL)[0]
    s.cast(0, beast)
    s.pass_priority(0)
    s.cast(1, cancel, targets=(s.state.stack[-1],))
    s.resolve()
    assert s.stack_names() == ["Obstinate Beast"]
    s.resolve()
    assert s.zone_names(0, Zone.BATTLEFIELD)[-1] == "Obstinate Beast"


def test_a_spell_without_it_is_countered():
    """CR 701.6: the same counterspell counters a plain creature spell."""
    s = Scenario()
    s.battlefield(0, forest(), forest())
    s.battlefield(1, island(), island(), island())
    bear = s.hand(0, grizzly_bears())[0]
    cancel = s.hand(1, CANCEL)[0]
    s.cast(0, bear)
    s.pass_priority(0)
    s.cast(1, cancel, targets=(s.state.stack[-1],))
    s.resolve()
    assert s.stack_names() == [] and s.zone_names(0, Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_doesnt_untap_during_your_untap_step():
    """CR 502.3: "This creature doesn't untap during your untap step." — it stays tapped
    while the other permanents untap."""
    text = ("Colossus {4}\nArtifact Creature — Golem\nThis creature doesn't untap during your "
            "untap step.\n9/9")  # fmt: skip
    s = Scenario()
    colossus = s.battlefield(0, compiled(text), tapped=True)[0]
    bear = s.battlefield(0, grizzly_bears(), tapped=True)[0]
    s.library(0, island(), island())
    s.library(1, island(), island())
    s.advance_to(Step.UPKEEP)  # Bob's turn
    s.advance_to(Step.UPKEEP)  # Alice's next turn: her untap step has happened
    assert s.state.active == 0
    assert s.obj(colossus).tapped and not s.obj(bear).tapped


def test_enchanted_creature_doesnt_untap():
    """CR 502.3: "Enchanted creature doesn't untap during its controller's untap step." """
    text = ("Chains {1}{U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature doesn't "
            "untap during its controller's untap step.")  # fmt: skip
    s = Scenario()
    bear, other = s.battlefield(1, grizzly_bears(), grizzly_bears(), tapped=True)
    s.battlefield(0, compiled(text), attached_to=bear)
    s.library(1, island())
    s.advance_to(Step.UPKEEP)  # Bob's turn: his untap step has happened
    assert s.state.active == 1
    assert s.obj(bear).tapped and not s.obj(other).tapped


WALL = compiled("Wall of Stone {1}{R}{R}\nCreature — Wall\nDefender\n0/8")


def test_cant_be_blocked_by_walls():
    """CR 509.1b: "This creature can't be blocked by Walls." — a Wall can't block it, a
    Bear can."""
    text = "Raider {1}{R}\nCreature — Goblin\nThis creature can't be blocked by Walls.\n2/1"
    s = Scenario()
    raider = s.battlefield(0, compiled(text))[0]
    wall, bear = s.battlefield(1, WALL, grizzly_bears())
    s.attack({raider: BOB})
    with pytest.raises(CombatError):
        s.block(1, {wall: raider})
    s.block(1, {bear: raider})
    assert s.state.combat.blocked[raider] == [bear]


def test_cant_be_blocked_except_by_black_creatures():
    """CR 509.1b: "can't be blocked except by black creatures." """
    text = ("Shade {2}{B}\nCreature — Shade\nThis creature can't be blocked except by black "
            "creatures.\n2/2")  # fmt: skip
    zombie = compiled("Zombie {1}{B}\nCreature — Zombie\n2/2")
    s = Scenario()
    shade = s.battlefield(0, compiled(text))[0]
    bear, black = s.battlefield(1, grizzly_bears(), zombie)
    s.attack({shade: BOB})
    with pytest.raises(CombatError):
        s.block(1, {bear: shade})
    s.block(1, {black: shade})
    assert s.state.combat.blocked[shade] == [black]


def test_cant_attack_unless_defending_player_controls_an_island():
    """CR 508.1c, 506.2: "This creature can't attack unless defending player controls an
    Island." — checked for the player it would attack."""
    text = ("Sea Monster {4}{U}{U}\nCreature — Serpent\nThis creature can't attack unless "
            "defending player controls an Island.\n6/6")  # fmt: skip
    s = Scenario()
    monster = s.battlefield(0, compiled(text), island())[0]
    with pytest.raises(CombatError):
        s.attack({monster: BOB})
    t = Scenario()
    monster = t.battlefield(0, compiled(text))[0]
    t.battlefield(1, island())
    t.attack({monster: BOB})
    t.advance_to(Step.END)
    assert t.life(1) == 14


def test_instant_that_cant_be_countered():
    """CR 113.6b, 101.2: an instant's "This spell can't be countered." functions on the
    stack; its other line is its spell ability."""
    text = "Abrupt Study {1}{G}\nInstant\nThis spell can't be countered.\nDraw two cards."
    s = Scenario()
    s.battlefield(0, forest(), forest())
    s.battlefield(1, island(), island(), island())
    s.library(0, island(), island())
    study = s.hand(0, compiled(text))[0]
    s.cast(0, study)
    s.pass_priority(0)
    s.cast(1, s.hand(1, CANCEL)[0], targets=(s.state.stack[-1],))
    s.resolve()
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Island", "Island"]
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Abrupt Study"]


def test_each_creature_you_control_has_vigilance():
    """CR 611.3a: "Each creature you control has vigilance." — a singular "each" subject
    affects every matching permanent; attacking doesn't tap them (CR 702.20b)."""
    text = "Banner {3}\nArtifact\nEach creature you control has vigilance."
    s = Scenario()
    s.battlefield(0, compiled(text))
    a, b = s.battlefield(0, grizzly_bears(), grizzly_bears())
    s.attack({a: BOB, b: BOB})
    assert not s.obj(a).tapped and not s.obj(b).tapped


def test_no_maximum_hand_size():
    """CR 402.2, 514.1: "You have no maximum hand size." — no discard in the cleanup step;
    without it, Alice discards down to seven."""
    text = "Spellbook {0}\nArtifact\nYou have no maximum hand size."
    for with_book, kept in ((True, 9), (False, 7)):
        s = Scenario()
        if with_book:
            s.battlefield(0, compiled(text))
        s.hand(0, *[island() for _ in range(9)])
        s.library(1, island())
        s.advance_to(Step.UPKEEP)  # through Alice's cleanup step to Bob's turn
        assert len(s.zone_names(0, Zone.HAND)) == kept


def test_players_cant_gain_life():
    """CR 119.7: "Players can't gain life." — a life-gain effect does nothing."""
    text = "Sulfuric Vortex {1}{R}{R}\nEnchantment\nPlayers can't gain life."
    heal = compiled("Heal {W}\nInstant\nYou gain 3 life.")
    s = Scenario()
    s.battlefield(1, compiled(text))
    s.battlefield(0, plains(), plains())
    s.cast(0, s.hand(0, heal)[0])
    s.resolve()
    assert s.life(0) == 20
