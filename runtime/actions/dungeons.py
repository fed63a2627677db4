"""Dungeons and venturing — CR 309, 701.49 (venture into the dungeon), 704.5t.

A dungeon card (CR 309.1) is a :class:`~mtgc.runtime.state.objects.CardDefinition` of type
Dungeon whose abilities are its room abilities, topmost room first: each a triggered
ability whose trigger is a :class:`RoomEntered` ("When you move your venture marker into
this room", CR 309.4c) naming the rooms its arrows lead to (none: the bottommost room).
Dungeons begin outside the game (CR 309.2): the ones a player owns there are given with
:func:`give_dungeons` (``state.extra["dungeons"]``). Venturing (:class:`Venture`, CR
309.5) puts one into the command zone with the venture marker on its topmost room, or
moves the marker down an arrow, or — from the bottommost room — removes the dungeon from
the game (the player completes it, CR 309.7) and starts another. Where each player's
marker is: ``state.extra["venture"]`` (player -> (dungeon object id, room index)).
State-based action 704.5t (CR 309.6): a dungeon whose marker is on its bottommost room,
and that isn't the source of a room ability that has triggered but not yet left the stack,
is removed from the game by its owner (:func:`completed_dungeons`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..agents import ChooseOption
from ..events.triggers import PendingTrigger, TriggerPattern
from ..state.abilities import TriggeredAbility
from ..state.effect_base import Effect
from ..state.filters import Ctx
from ..state.objects import CardDefinition, StackAbility, Zone

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class RoomEntered(TriggerPattern):
    """CR 309.4c — the trigger condition of a room ability, not printed on the card: "When
    you move your venture marker into this room". ``exits``: the indexes of the rooms its
    arrows point to (CR 309.5a); none for the bottommost room. It triggers only by
    :class:`Venture` moving the marker, never from an event."""

    name: str
    exits: tuple[int, ...] = ()

    def matches(self, game: Any, event: Any, ctx: Ctx) -> bool:
        return False


def room(name: str, effect: Any, exits: tuple[int, ...] = (), targets: tuple = ()) -> Any:
    """A room ability (CR 309.4c) with its effect and targets, and its arrows."""
    return TriggeredAbility(RoomEntered(name, exits), effect, targets, zone=Zone.COMMAND)


def dungeon(name: str, *rooms: Any) -> CardDefinition:
    """A dungeon card (CR 309.1): its room abilities, topmost first."""
    return CardDefinition(name, frozenset({"Dungeon"}), abilities=tuple(rooms))


def give_dungeons(game: Game, player: int, *cards: CardDefinition) -> None:
    """The dungeon cards ``player`` owns outside the game (CR 309.2)."""
    game.state.extra.setdefault("dungeons", {})[player] = tuple(cards)


def _markers(game: Game) -> dict[int, tuple[int, int]]:
    return game.state.extra.setdefault("venture", {})


def venture_marker(game: Game, player: int) -> tuple[str, str] | None:
    """The dungeon and the room the player's venture marker is on (CR 309.4), or None."""
    at = _markers(game).get(player)
    if at is None:
        return None
    obj = game.state.objects[at[0]]
    return obj.card.name, obj.card.abilities[at[1]].trigger.name  # type: ignore[union-attr]


def _enter_room(game: Game, player: int, dungeon_id: int, index: int) -> None:
    """CR 309.4a, 309.5a: the marker moves into a room; its room ability triggers, with
    the dungeon as its source and the venturing player as its controller (CR 309.4c)."""
    _markers(game)[player] = (dungeon_id, index)
    card = game.state.objects[dungeon_id].card
    ability = card.abilities[index]
    game.log_note(f"P{player}'s venture marker moves into {ability.trigger.name} "
                  f"of {card.name} (CR 309.5a)")  # fmt: skip
    game.state.pending.append(PendingTrigger(ability, dungeon_id, player, None))


def _start_dungeon(game: Game, player: int) -> None:
    """CR 309.2a, 309.4a: choose a dungeon owned outside the game, put it into the command
    zone, venture marker on its topmost room."""
    owned = game.state.extra.get("dungeons", {}).get(player, ())
    if not owned:
        game.log_note(f"P{player} owns no dungeon outside the game: nothing happens")
        return
    pick = 0
    if len(owned) > 1:
        names = tuple(d.name for d in owned)
        pick = game.ask(player, ChooseOption(player, names, "dungeon to venture into"))
    st = game.state
    obj = game.new_object(owned[pick], player, Zone.COMMAND, False)
    st.command.append(obj.id)
    # CR 400.11b: a card brought in from outside the game (conserved while it is in it)
    st.extra["brought_in"] = (*st.extra.get("brought_in", ()), obj.card_uid)
    _enter_room(game, player, obj.id, 0)


def _complete(game: Game, player: int, dungeon_id: int) -> None:
    """CR 309.7, 309.6: the owner removes the dungeon card from the game: completed."""
    st = game.state
    name = st.objects[dungeon_id].card.name
    uid = st.objects[dungeon_id].card_uid
    st.extra["brought_in"] = tuple(u for u in st.extra.get("brought_in", ()) if u != uid)
    st.command.remove(dungeon_id)
    del st.objects[dungeon_id]
    del _markers(game)[player]
    completed = st.extra.setdefault("completed_dungeons", {})
    completed[player] = completed.get(player, ()) + (name,)
    game.log_note(f"P{player} completes {name}: it is removed from the game (CR 309.7)")


@attrs.frozen
class Venture(Effect):
    """CR 701.49a, 309.5 — "venture into the dungeon": with no dungeon in the command zone,
    start one (309.2a); else move the venture marker down an arrow, the player choosing
    among several (309.5a); from the bottommost room, complete that dungeon and start
    another (309.5b)."""

    def resolve(self, ctx: Ctx) -> None:
        game, player = ctx.game, ctx.controller
        at = _markers(game).get(player)
        if at is None:
            _start_dungeon(game, player)
            return
        dungeon_id, index = at
        exits = game.state.objects[dungeon_id].card.abilities[index].trigger.exits  # type: ignore[union-attr]
        if not exits:  # CR 309.5b
            _complete(game, player, dungeon_id)
            _start_dungeon(game, player)
            return
        pick = 0
        if len(exits) > 1:
            rooms = game.state.objects[dungeon_id].card.abilities  # type: ignore[union-attr]
            names = tuple(rooms[e].trigger.name for e in exits)
            pick = game.ask(player, ChooseOption(player, names, "room to venture into"))
        _enter_room(game, player, dungeon_id, exits[pick])


def _room_ability_waiting(game: Game, dungeon_id: int) -> bool:
    st = game.state
    if any(p.source_id == dungeon_id for p in st.pending):
        return True
    return any(isinstance(item, StackAbility) and item.source_id == dungeon_id
               for item in (st.objects.get(sid) for sid in st.stack))  # fmt: skip


def completed_dungeons(game: Game) -> bool:
    """CR 704.5t, 309.6: a dungeon whose venture marker is on its bottommost room and that
    isn't the source of a room ability that has triggered but not yet left the stack is
    removed from the game by its owner (completed, CR 309.7). True if any was."""
    done = False
    for player, (dungeon_id, index) in list(_markers(game).items()):
        card = game.state.objects[dungeon_id].card
        if card.abilities[index].trigger.exits or _room_ability_waiting(game, dungeon_id):  # type: ignore[union-attr]
            continue
        _complete(game, player, dungeon_id)
        done = True
    return done


@attrs.frozen
class VentureInto(Effect):
    """CR 701.49d — "venture into [quality]" (CR 725.2: "ventures into Undercity"): with no
    dungeon in the command zone, the player puts ``dungeon`` (one with that quality) into it
    from outside the game; otherwise the normal venture (CR 701.49b-c), a completed dungeon
    followed by ``dungeon`` again."""

    dungeon: CardDefinition

    def resolve(self, ctx: Ctx) -> None:
        game, player = ctx.game, ctx.controller
        owned = game.state.extra.setdefault("dungeons", {})
        saved = owned.get(player)
        owned[player] = (self.dungeon,)  # the only appropriate dungeon (CR 701.49d)
        try:
            Venture().resolve(ctx)
        finally:
            if saved is None:
                owned.pop(player, None)
            else:
                owned[player] = saved
