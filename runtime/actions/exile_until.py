"""Exile until a permanent leaves the battlefield — CR 610.3: "Exile target creature an
opponent controls until this enchantment leaves the battlefield."

The exiled cards are linked to the source permanent (``state.extra``); when that permanent
leaves the battlefield they return at once under their owners' control (610.3a, not a
triggered ability). If the source left before the effect resolved, nothing is exiled
(610.3c). A returned card is a new object (CR 400.7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..events import events as ev
from ..state.effect_base import Effect
from ..state.filters import Ctx, ObjectRef, Target
from ..state.objects import GameObject, Zone

if TYPE_CHECKING:
    from ..game import Game

_KEY = "exiled_until_leaves"


@attrs.frozen
class ExileUntilLeaves(Effect):
    """CR 610.3: exile ``what`` until this permanent leaves the battlefield."""

    what: ObjectRef = Target(0)

    def resolve(self, ctx: Ctx) -> None:
        from .effects import _objects

        game = ctx.game
        src = game.state.objects.get(ctx.source_id)
        if not isinstance(src, GameObject) or src.zone is not Zone.BATTLEFIELD:
            game.log_note("the source has left the battlefield: nothing is exiled (CR 610.3c)")
            return
        ids = _objects(self.what, ctx)
        new: list[int] = []
        with game.simultaneously(ids):
            for i in ids:
                n = game.move(i, Zone.EXILE, cause="exiled")
                if n is not None and game.state.objects.get(n) is not None:
                    new.append(n)
        ctx.remembered[:] = new
        links = game.state.extra.get(_KEY, ())
        game.state.extra[_KEY] = links + tuple((ctx.source_id, n) for n in new)


def return_exiled(game: Game, event: Any) -> None:
    """CR 610.3a: the source left the battlefield — its exiled cards return now."""
    links = game.state.extra.get(_KEY)
    if not links or not isinstance(event, ev.ZoneChange):
        return
    if event.from_zone is not Zone.BATTLEFIELD:
        return
    back = [n for s, n in links if s == event.object_id]
    if not back:
        return
    game.state.extra[_KEY] = tuple(link for link in links if link[0] != event.object_id)
    for n in back:
        obj = game.state.objects.get(n)
        if isinstance(obj, GameObject) and obj.zone is Zone.EXILE:
            game.put_onto_battlefield(n, obj.owner)
