"""State triggers (CR 603.8), compiled from real card text: "When you control no Islands,
sacrifice this creature.", "When this artifact has twenty or more charge counters on it,
you win the game." — they trigger on a game state, not on an event, and don't trigger
again while they wait for the stack or are on it."""

from __future__ import annotations

from kw_compile import compile_card

from mtgc.runtime.cards_basic import island, swamp
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.stack.resolution import give_priority

DANDAN = compile_card("""Dandân {U}{U}
Creature — Fish
This creature can't attack unless defending player controls an Island.
When you control no Islands, sacrifice this creature.
4/1""")
TASK_MAGE_ASSEMBLY = compile_card("""Task Mage Assembly {2}{R}
Enchantment
When there are no creatures on the battlefield, sacrifice this enchantment.
{2}: This enchantment deals 1 damage to target creature. Any player may activate this ability but only as a sorcery.""")  # noqa: E501
REACTOR = compile_card("""Darksteel Reactor {4}
Artifact
Indestructible
At the beginning of your upkeep, you may put a charge counter on this artifact.
When this artifact has twenty or more charge counters on it, you win the game.""")


def _scenario() -> Scenario:
    """Two players with cards to draw (no one loses by CR 704.5b)."""
    s = Scenario()
    for p in (0, 1):
        s.library(p, *[swamp() for _ in range(5)])
    return s


def test_dandan_is_sacrificed_once_its_controller_controls_no_islands():
    """CR 603.8: while Alice controls an Island nothing triggers; once it is gone, the
    ability triggers, goes on the stack at the next chance, and sacrifices the Fish."""
    s = _scenario()
    fish, land = s.battlefield(0, DANDAN, island())
    s.pass_priority(0)
    assert not s.state.stack
    s.game.destroy(land)
    s.pass_priority(1)
    assert len(s.state.stack) == 1
    s.resolve_stack()
    assert fish not in s.state.battlefield
    assert sorted(s.zone_names(0, Zone.GRAVEYARD)) == ["Dandân", "Island"]


def test_a_state_trigger_doesnt_trigger_again_while_it_is_on_the_stack():
    """CR 603.8: "A state-triggered ability doesn't trigger again until the ability has
    resolved, has been countered, or has otherwise left the stack": the state still holds
    at every later check, yet only one instance is on the stack."""
    s = _scenario()
    s.battlefield(0, DANDAN)
    s.pass_priority(0)
    assert len(s.state.stack) == 1
    for player in (0, 1, 0):
        give_priority(s.game, player)
    s.game.destroy(s.battlefield(1, island())[0])  # an event: triggers are checked again
    give_priority(s.game, 0)
    assert len(s.state.stack) == 1


def test_reactor_wins_at_twenty_charge_counters_not_before():
    """CR 603.8, 122.1, 104.2b: nineteen charge counters match nothing; the twentieth
    makes the state true, and the trigger wins the game for its controller."""
    s = _scenario()
    reactor = s.battlefield(0, REACTOR)[0]
    s.game.add_counters(reactor, "charge", 19)
    s.pass_priority(0)
    assert not s.state.stack
    s.game.add_counters(reactor, "charge", 1)
    s.pass_priority(1)
    s.resolve_stack()
    assert s.state.game_over and s.state.winner == 0


def test_task_mage_assembly_goes_when_the_last_creature_dies():
    """CR 603.8: "there are no creatures on the battlefield" is a state of the whole game:
    Bob's creature keeps it false; once it is destroyed the enchantment is sacrificed."""
    s = _scenario()
    assembly = s.battlefield(0, TASK_MAGE_ASSEMBLY)[0]
    fish = s.battlefield(1, DANDAN, island())[0]
    s.pass_priority(0)
    assert not s.state.stack and assembly in s.state.battlefield
    s.game.destroy(fish)
    s.pass_priority(1)
    s.resolve_stack()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Task Mage Assembly"]
