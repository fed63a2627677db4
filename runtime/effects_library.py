"""Putting objects into a library — CR 401.1, 400.7: "Put target creature on top of its
owner's library" / "on the bottom of its owner's library"."""

from __future__ import annotations

import attrs

from .effect_base import Effect
from .filters import Ctx, ObjectFilter, ObjectRef, Target
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


@attrs.frozen
class SearchToTop(Effect):
    """CR 701.23: "Search your library for a [filter] card, reveal it, then shuffle and put
    that card on top" — the found card ends on top of the shuffled library."""

    filter: ObjectFilter = ObjectFilter(zone=None)

    def resolve(self, ctx: Ctx) -> None:
        from .agents import ChooseObjects

        game = ctx.game
        p = ctx.controller
        lib = game.state.players[p].library
        options = tuple(i for i in lib if self.filter.matches(ctx, game.get(i), any_zone=True))
        found = game.ask(p, ChooseObjects(p, options, 0, 1, "search")) if options else ()
        game.shuffle_library(p)
        for i in found:
            lib.remove(i)
            lib.insert(0, i)
            game.log_note(f"P{p} puts a searched card on top of their library")
        ctx.remembered[:] = list(found)
