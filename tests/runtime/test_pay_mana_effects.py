"""Paying mana in effects and alternative costs, compiled from real cards' Oracle text:
"You may pay {2}{R}. When you do, ..." (CR 603.12), "that player may pay {2}. If the player
doesn't, ..." (CR 608.2c, 118.3), "You may pay {W}{U}{B}{R}{G} rather than pay this spell's
mana cost." (CR 118.9)."""

from __future__ import annotations

from effects_compile import compile_card

from mtgc.runtime.agents import ChooseTargets, ChooseYesNo
from mtgc.runtime.cards_basic import forest, grizzly_bears, island, mountain, plains, swamp
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone

BOB = PlayerRef(1)
SPARKTONGUE_DRAGON = compile_card("Flying\nWhen this creature enters, you may pay {2}{R}. "
                                  "When you do, it deals 3 damage to any target.",
                                  "Creature — Dragon", "{3}{R}{R}", ("4", "4"),
                                  name="Sparktongue Dragon")  # fmt: skip
SMOTHERING_TITHE = compile_card("Whenever an opponent draws a card, that player may pay {2}. "
                                "If the player doesn't, you create a Treasure token.",
                                "Enchantment", "{3}{W}", name="Smothering Tithe")  # fmt: skip
BRINGER = compile_card("You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost.\n"
                       "Trample\nAt the beginning of your upkeep, you may create a 3/3 green "
                       "Beast creature token.", "Creature — Bringer", "{7}{G}{G}", ("5", "5"),
                       name="Bringer of the Green Dawn")  # fmt: skip


def test_sparktongue_dragon_deals_damage_when_you_pay():
    """CR 603.12: paying {2}{R} triggers the reflexive ability; its target is chosen then."""
    s = Scenario()
    s.battlefield(0, mountain(), mountain(), mountain())
    bear = s.battlefield(1, grizzly_bears())[0]
    s.answer(0, ChooseYesNo, True, about="pay")
    s.answer(0, ChooseTargets, (bear,))
    s.battlefield(0, SPARKTONGUE_DRAGON, enter=True)
    s.resolve()  # the enters trigger: Alice pays, the reflexive ability triggers
    s.resolve_stack()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.zone_of(bear) is None


def test_sparktongue_dragon_without_paying_deals_nothing():
    s = Scenario()
    s.battlefield(0, mountain(), mountain(), mountain())
    s.battlefield(1, grizzly_bears())
    s.battlefield(0, SPARKTONGUE_DRAGON, enter=True)
    s.resolve_stack()
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Grizzly Bears"]


def test_smothering_tithe_makes_a_treasure_unless_the_drawer_pays():
    """CR 608.2c, 118.3: Bob draws and declines to pay {2} — Alice creates a Treasure; when
    he pays, she doesn't."""
    for pays, treasures in ((False, 1), (True, 0)):
        s = Scenario()
        s.battlefield(0, SMOTHERING_TITHE)
        s.battlefield(1, island(), island())
        s.library(1, grizzly_bears(), grizzly_bears())
        s.answer(1, ChooseYesNo, pays, about="pay")
        s.advance_to(Step.DRAW)  # Bob's turn 2: he draws
        s.resolve_stack()
        assert s.zone_names(0, Zone.BATTLEFIELD).count("Treasure Token") == treasures


def test_bringer_cast_for_its_alternative_cost():
    """CR 118.9: five mana of the five colors instead of {7}{G}{G}."""
    s = Scenario()
    s.battlefield(0, plains(), island(), swamp(), mountain(), forest())
    s.cast(0, s.hand(0, BRINGER)[0], alternative=0)
    s.resolve()
    assert s.zone_names(0, Zone.BATTLEFIELD) == ["Bringer of the Green Dawn", "Forest",
                                                 "Island", "Mountain", "Plains", "Swamp"]


def test_if_you_do_and_if_you_dont_after_a_sacrifice():
    """CR 608.2c: both branches after "you may sacrifice" (Ravenous Vampire): declining taps
    it."""
    vampire = compile_card("Flying\nAt the beginning of your upkeep, you may sacrifice a "
                           "nonartifact creature. If you do, put a +1/+1 counter on this "
                           "creature. If you don't, tap this creature.", "Creature — Vampire",
                           "{3}{B}{B}", ("3", "3"), name="Ravenous Vampire")  # fmt: skip
    s = Scenario()
    v = s.battlefield(0, vampire)[0]
    s.library(0, grizzly_bears())
    s.library(1, grizzly_bears())
    s.advance_to(Step.UPKEEP)  # Bob's upkeep: nothing
    s.advance_to(Step.DRAW)
    s.advance_to(Step.UPKEEP)  # Alice's next upkeep: the trigger
    s.resolve_stack()
    assert s.obj(v).tapped
