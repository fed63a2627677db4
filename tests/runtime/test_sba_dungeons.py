"""Dungeons (CR 309), venturing into the dungeon (CR 701.49) and the state-based action of
CR 704.5t: a dungeon whose venture marker is on its bottommost room, and that isn't the
source of a room ability still waiting to leave the stack, is removed from the game.

Lost Mine of Phandelver's room abilities are compiled from their Oracle text (each room's
effect as the spell text it is); the arrows between rooms (printed as a map, not text) are
given with the rooms. No corpus card is a dungeon, and the compiler doesn't lower "venture
into the dungeon" yet: the venture action is the runtime's :class:`Venture` effect."""

from __future__ import annotations

import mtgc
from mtgc.runtime.actions.dungeons import (
    Venture,
    dungeon,
    give_dungeons,
    room,
    venture_marker,
)
from mtgc.runtime.agents import ChooseOption
from mtgc.runtime.events.triggers import put_pending_on_stack
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.state.filters import Ctx
from mtgc.runtime.turns.sba import check_state_based_actions


def _spell(text: str):
    """The spell ability of a room's effect text, compiled as the text of a sorcery."""
    (card,) = mtgc.compile(f"Room Text\nSorcery\n{text}\n")
    return card.abilities[0]


def _room(name: str, text: str, exits: tuple[int, ...] = ()):
    spell = _spell(text)
    return room(name, spell.effect, exits, spell.targets)


#: Lost Mine of Phandelver: Cave Entrance (0) -> Goblin Lair (1) or Mine Tunnels (2);
#: Goblin Lair -> Storeroom (3) or Dark Pool (4); Mine Tunnels -> Dark Pool or Fungi
#: Cavern (5); each of those -> Temple of Dumathoin (6), the bottommost room. Fungi
#: Cavern's Oracle text ends "until your next turn", a duration the compiler doesn't lower
#: yet: here it ends at end of turn (no test enters that room).
LOST_MINE = dungeon(
    "Lost Mine of Phandelver",
    _room("Cave Entrance", "Scry 1.", (1, 2)),
    _room("Goblin Lair", "Create a 1/1 red Goblin creature token.", (3, 4)),
    _room("Mine Tunnels", "Create a Treasure token.", (4, 5)),
    _room("Storeroom", "Put a +1/+1 counter on target creature.", (6,)),
    _room("Dark Pool", "Each opponent loses 1 life and you gain 1 life.", (6,)),
    _room("Fungi Cavern", "Target creature gets -4/-0 until end of turn.", (6,)),
    _room("Temple of Dumathoin", "Draw a card."),
)
BEAR = mtgc.compile("Grizzly Bears {1}{G}\nCreature — Bear\n2/2\n")[0]


def _venture(s: Scenario, player: int = 0) -> None:
    """The player ventures (as a resolving effect would), the room ability triggered is put
    on the stack (CR 603.3) and resolves."""
    Venture().resolve(Ctx(s.game, None, player))
    put_pending_on_stack(s.game)
    s.resolve_stack()


def test_venturing_down_the_lost_mine_to_completion():
    """CR 309.2a, 309.4a: the first venture puts the dungeon into the command zone with the
    marker on Cave Entrance (scry 1); CR 309.5a: Alice chooses Goblin Lair (a Goblin), then
    Dark Pool (Bob loses 1, she gains 1), then the Temple (she draws a card). CR 704.5t,
    309.6-309.7: once the Temple's ability has resolved, the dungeon is removed from the
    game — completed."""
    s = Scenario()
    s.library(0, BEAR, BEAR)
    give_dungeons(s.game, 0, LOST_MINE)
    _venture(s)
    assert venture_marker(s.game, 0) == ("Lost Mine of Phandelver", "Cave Entrance")
    s.answer(0, ChooseOption, 0, about="room")  # Goblin Lair
    _venture(s)
    assert s.zone_names(0, Zone.BATTLEFIELD) == ["Goblin Token"]
    s.answer(0, ChooseOption, 1, about="room")  # Dark Pool
    _venture(s)
    assert (s.life(0), s.life(1)) == (21, 19)
    Venture().resolve(Ctx(s.game, None, 0))  # into the Temple: its ability triggers
    put_pending_on_stack(s.game)
    check_state_based_actions(s.game)  # the Temple's ability is waiting: the dungeon stays
    assert s.stack_names() == ["ability of Lost Mine of Phandelver"]
    assert venture_marker(s.game, 0) == ("Lost Mine of Phandelver", "Temple of Dumathoin")
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]
    assert venture_marker(s.game, 0) is None and s.game.state.command == []
    assert s.game.state.extra["completed_dungeons"] == {0: ("Lost Mine of Phandelver",)}


def test_a_room_ability_targets_as_it_triggers():
    """CR 309.4c, 603.3d: Storeroom's "put a +1/+1 counter on target creature" is put on the
    stack with a target, controlled by the venturing player."""
    s = Scenario()
    bear = s.battlefield(0, BEAR)[0]
    give_dungeons(s.game, 0, LOST_MINE)
    _venture(s)
    s.answer(0, ChooseOption, 0, about="room")  # Goblin Lair
    _venture(s)
    s.answer(0, ChooseOption, 0, about="room")  # Storeroom
    _venture(s)
    assert s.obj(bear).counters == {"+1/+1": 1}
    assert venture_marker(s.game, 0) == ("Lost Mine of Phandelver", "Storeroom")
