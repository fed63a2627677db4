"""Venture into the dungeon (CR 701.49) lowered from real cards' text onto the runtime's
dungeons (runtime/actions/dungeons.py, CR 309)."""

from effects_compile import compile_card
from test_sba_dungeons import LOST_MINE

from mtgc.runtime.actions.dungeons import give_dungeons, venture_marker
from mtgc.runtime.agents import ChooseOption
from mtgc.runtime.scenario import Scenario, Zone

#: Veteran Dungeoneer
DUNGEONEER = compile_card("When this creature enters, venture into the dungeon. (Enter the "
                          "first room or advance to the next room.)", "Creature — Human Warrior",
                          "{3}{W}", ("3", "4"), name="Veteran Dungeoneer")  # fmt: skip


def test_an_enters_trigger_ventures_into_the_dungeon():
    """CR 701.49a: the first venture puts a dungeon Alice owns outside the game into the
    command zone, marker on its topmost room (Cave Entrance: scry 1); CR 701.49b: the
    second moves the marker down the arrow she chooses (Mine Tunnels: a Treasure)."""
    s = Scenario()
    s.battlefield(0, *[compile_card("{T}: Add {W}.", "Land", None, name="Plains")
                       for _ in range(8)])  # fmt: skip
    give_dungeons(s.game, 0, LOST_MINE)
    first, second = s.hand(0, DUNGEONEER, DUNGEONEER)
    s.cast(0, first)
    s.resolve_stack()
    assert venture_marker(s.game, 0) == ("Lost Mine of Phandelver", "Cave Entrance")
    assert [s.game.state.objects[i].card.name for i in s.game.state.command] == [
        "Lost Mine of Phandelver"]
    s.answer(0, ChooseOption, 1, about="room")  # Mine Tunnels
    s.cast(0, second)
    s.resolve_stack()
    assert venture_marker(s.game, 0) == ("Lost Mine of Phandelver", "Mine Tunnels")
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Treasure Token") == 1


def test_venturing_without_a_dungeon_outside_the_game_does_nothing():
    """CR 701.49a: the player chooses a dungeon card they own from outside the game; Bob
    owns none, so his venture puts nothing into the command zone."""
    s = Scenario()
    s.set_step(s.state.step, active=1)
    s.battlefield(1, DUNGEONEER, enter=True)
    s.resolve_stack()
    assert venture_marker(s.game, 1) is None and s.game.state.command == []
