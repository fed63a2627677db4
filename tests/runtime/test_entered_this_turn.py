"""Conditions on permanents that entered the battlefield this turn (CR 603.6a, 500.7),
compiled from real cards' text."""

from effects_compile import compile_card

from mtgc.runtime.cards_basic import forest, grizzly_bears, mountain, plains
from mtgc.runtime.scenario import Scenario
from mtgc.runtime.state.game_state import Step

#: Armory Mice
ARMORY_MICE = compile_card(
    "Celebration — This creature gets +0/+2 as long as two or more nonland permanents "
    "entered the battlefield under your control this turn.", "Creature — Mouse", "{1}{W}",
    ("3", "1"), name="Armory Mice")  # fmt: skip
#: Keldon Strike Team (its last ability)
KELDON_STRIKE_TEAM = compile_card(
    "As long as this creature entered this turn, creatures you control have haste.",
    "Creature — Human Warrior", "{2}{R}", ("3", "1"), name="Keldon Strike Team")  # fmt: skip
#: Thoughtweft Charge
THOUGHTWEFT_CHARGE = compile_card(
    "Target creature gets +3/+3 until end of turn. If a creature entered the battlefield "
    "under your control this turn, draw a card.", "Instant", "{1}{G}",
    name="Thoughtweft Charge")  # fmt: skip


def test_two_or_more_nonland_permanents_entered():
    """Celebration: a land entering doesn't count; the second nonland permanent entering
    this turn turns the bonus on; it's off again the next turn (CR 500.7 "this turn")."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    mice = s.battlefield(0, ARMORY_MICE, forest(), forest())[0]
    s.library(0, *[grizzly_bears() for _ in range(3)])
    s.library(1, *[grizzly_bears() for _ in range(3)])
    land = s.hand(0, plains())[0]
    s.play_land(0, land)
    assert s.pt(mice) == (3, 1)
    s.cast(0, s.hand(0, grizzly_bears())[0])
    s.resolve()
    assert s.pt(mice) == (3, 1)  # one nonland permanent so far
    s.game.put_onto_battlefield(s.hand(0, grizzly_bears())[0], 0)
    assert s.pt(mice) == (3, 3)
    s.advance_to(Step.UPKEEP)  # the next turn
    assert s.pt(mice) == (3, 1)


def test_this_creature_entered_this_turn():
    """CR 400.7, 603.6a: the Strike Team gives haste on the turn it entered only."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, mountain(), forest(), forest())
    s.library(0, *[grizzly_bears() for _ in range(3)])
    s.library(1, *[grizzly_bears() for _ in range(3)])
    (bear,) = s.battlefield(0, grizzly_bears())
    assert not any(type(a).__name__ == "Haste" for a in s.game.view(bear).abilities)
    s.cast(0, s.hand(0, KELDON_STRIKE_TEAM)[0])
    s.resolve()
    assert any(type(a).__name__ == "Haste" for a in s.game.view(bear).abilities)
    s.advance_to(Step.UPKEEP)
    assert not any(type(a).__name__ == "Haste" for a in s.game.view(bear).abilities)


def test_if_a_creature_entered_under_your_control():
    """CR 608.2c: the draw happens only if a creature entered under the caster's control
    this turn (one under the opponent's control doesn't count)."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[forest() for _ in range(4)])
    (target,) = s.battlefield(0, grizzly_bears())
    s.library(0, *[grizzly_bears() for _ in range(3)])
    s.game.put_onto_battlefield(s.hand(1, grizzly_bears())[0], 1)
    s.cast(0, s.hand(0, THOUGHTWEFT_CHARGE)[0], targets=(target,))
    s.resolve()
    assert s.pt(target) == (5, 5) and len(s.state.players[0].hand) == 0
    s.game.put_onto_battlefield(s.hand(0, grizzly_bears())[0], 0)
    s.cast(0, s.hand(0, THOUGHTWEFT_CHARGE)[0], targets=(target,))
    s.resolve()
    assert s.pt(target) == (8, 8) and len(s.state.players[0].hand) == 1
