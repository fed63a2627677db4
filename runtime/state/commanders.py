"""Commanders — CR 903.3: in the Commander variant each deck has a card designated as its
commander; the designation is an attribute of the card itself, kept as it changes zones
(so it's recorded by the physical card, ``card_uid``, in ``state.extra["commanders"]``).
A game that isn't a Commander game has no commanders: "commander creatures you control",
"if you control a commander" then find none. :func:`designate_commander` sets a
designation up before the game begins (CR 903.6).
"""

from __future__ import annotations

from typing import Any

import attrs

from .abilities import Ability
from .filters import Ctx
from .objects import GameObject

_COMMANDERS = "commanders"


def designate_commander(game: Any, obj_id: int) -> None:
    """CR 903.3: the card of object ``obj_id`` is its owner's commander."""
    obj = game.state.objects[obj_id]
    extra = game.state.extra  # replaced, not changed in place: snapshots keep their own
    extra[_COMMANDERS] = frozenset(extra.get(_COMMANDERS, ())) | {obj.card_uid}
    game.changed()


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
