"""Putting objects into a library — CR 401.1, 400.7: "Put target creature on top of its
owner's library" / "on the bottom of its owner's library"."""

from __future__ import annotations

import attrs

from .effect_base import Effect
from .filters import Ctx, ObjectRef, Target
from .objects import GameObject, Zone


@attrs.frozen
class PutInLibrary(Effect):
    """CR 401.1: the object goes to its owner's library, on top (or on the bottom)."""

    what: ObjectRef = Target(0)
    bottom: bool = False

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        for i in self.what.resolve(ctx):
            obj = game.state.objects.get(i)
            if isinstance(obj, GameObject) and obj.zone is not Zone.LIBRARY:
                game.move(i, Zone.LIBRARY, cause="put into library", bottom=self.bottom)
