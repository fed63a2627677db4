"""Commanders — CR 903.3: in the Commander variant each deck has a card designated as its
commander; the designation is an attribute of the card itself, kept as it changes zones
(so it's recorded by the physical card, ``card_uid``, in ``state.extra["commanders"]``).
A game that isn't a Commander game has no commanders: "commander creatures you control",
"if you control a commander" then find none. :func:`designate_commander` sets a
designation up; :func:`put_commander_in_command_zone` starts a player's commander in the
command zone (CR 903.6), from where they may cast it (CR 903.8: :func:`castable_from_command_zone`,
with the commander tax, :func:`commander_tax`).
"""

from __future__ import annotations

from typing import Any

import attrs

from .abilities import Ability
from .effect_base import Effect
from .filters import Ctx, ObjectRef
from .objects import GameObject, Zone

_COMMANDERS = "commanders"


def designate_commander(game: Any, obj_id: int) -> None:
    """CR 903.3: the card of object ``obj_id`` is its owner's commander."""
    obj = game.state.objects[obj_id]
    extra = game.state.extra  # replaced, not changed in place: snapshots keep their own
    extra[_COMMANDERS] = frozenset(extra.get(_COMMANDERS, ())) | {obj.card_uid}
    game.changed()


def has_commanders(state: Any) -> bool:
    """Whether the game has commanders at all (a Commander game, CR 903)."""
    return _COMMANDERS in state.extra


def is_commander(game: Any, obj: GameObject) -> bool:
    """CR 903.3: whether ``obj`` is (represents the card designated as) a commander."""
    return obj.card_uid in game.state.extra.get(_COMMANDERS, ())


@attrs.frozen
class IsCommander:
    """CR 903.3, 903.3d: "commander" in an object description ("commander creatures you
    control", "a commander you control")."""

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        return is_commander(ctx.game, obj)


@attrs.frozen
class CanBeCommander(Ability):
    """CR 903.3a — "[This card] can be your commander.": a deck construction rule that
    functions before the game begins; no effect in a game."""


#: ``GameState.extra`` key: {card uid: times cast from the command zone} (CR 903.8).
_COMMAND_CASTS = "commander_casts"


def put_commander_in_command_zone(game: Any, player: int, card: Any) -> int:
    """CR 903.6: at the start of a Commander game ``player`` puts their commander, ``card``
    (a legendary creature card, CR 903.3), face up into the command zone; returns its id."""
    obj = game.new_object(card, player, Zone.COMMAND, False)
    game.state.command.append(obj.id)
    designate_commander(game, obj.id)
    return obj.id


def castable_from_command_zone(game: Any, obj: GameObject, player: int) -> bool:
    """CR 903.8: a player may cast their commander from the command zone."""
    return (obj.zone is Zone.COMMAND and obj.id in game.state.command and obj.owner == player
            and is_commander(game, obj))  # fmt: skip


def command_zone_casts(game: Any, obj: GameObject) -> int:
    """CR 903.8: how many times the card of ``obj`` was cast from the command zone."""
    return game.state.extra.get(_COMMAND_CASTS, {}).get(obj.card_uid, 0)


def commander_tax(game: Any, obj: GameObject) -> int:
    """CR 903.8: casting a commander from the command zone costs {2} more for each time
    it was cast from there before this game."""
    return 2 * command_zone_casts(game, obj)


def note_command_zone_cast(game: Any, obj: GameObject) -> None:
    """CR 903.8: the card of ``obj`` was cast from the command zone once more."""
    old = game.state.extra.get(_COMMAND_CASTS, {})
    game.state.extra[_COMMAND_CASTS] = {**old, obj.card_uid: old.get(obj.card_uid, 0) + 1}


def your_commanders_in_command_zone(game: Any, player: int) -> list[int]:
    """CR 903.3d: the cards in the command zone that are commanders ``player`` owns."""
    st = game.state
    return [i for i in st.command
            if st.objects[i].owner == player and is_commander(game, st.objects[i])]  # fmt: skip


@attrs.frozen
class CommanderToZone(Effect):
    """CR 400.6, 903.3d: "Put your commander into your hand from the command zone." — each
    commander its controller owns in the command zone is moved to ``to``."""

    to: Zone = Zone.HAND

    def resolve(self, ctx: Ctx) -> None:
        g = ctx.game
        for i in your_commanders_in_command_zone(g, ctx.controller):
            g.move(i, self.to, cause="from the command zone")


@attrs.frozen
class YourCommander(ObjectRef):
    """CR 903.3e: "your commander" where its characteristics are what matters ("a token
    that's a copy of your commander"): the controller's commander in whatever zone it is,
    with its current characteristics."""

    def resolve(self, ctx: Ctx) -> list[int]:
        st = ctx.game.state
        return [i for i, o in st.objects.items() if isinstance(o, GameObject)
                and o.owner == ctx.controller and is_commander(ctx.game, o)]  # fmt: skip
