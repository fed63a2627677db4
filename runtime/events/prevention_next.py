""""The next time [a source] would deal damage [to X] this turn, prevent that damage." —
CR 615.8 (the next instance of damage from that source), 609.7a (choosing a source of
damage), 615.9 (the chosen source's properties are rechecked)."""

from __future__ import annotations

from typing import Any

import attrs

from ..state.effect_base import Effect
from ..state.filters import Ctx, ObjectFilter, ObjectRef
from .prevention import Shield, _recipients, add_shield, choose_source


@attrs.frozen
class PreventNextFromSource(Effect):
    """CR 615.8: a shield against the next damage event from one source. ``choice``: the
    controller chooses a source matching it as this resolves (CR 609.7a: a permanent or a
    spell on the stack), rechecked when it deals damage (615.9); else ``source`` names it.
    ``to``: the recipient (None: any)."""

    choice: ObjectFilter | None = None
    source: ObjectRef | None = None
    to: Any = None

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        if self.choice is not None:
            sources = choose_source(ctx, self.choice)
        else:
            assert self.source is not None
            sources = tuple(i for i in self.source.resolve(ctx) if game.known(i))
        if not sources:
            return
        to = None if self.to is None else _recipients(self.to, ctx)
        if to == ():
            return
        add_shield(game, Shield(game.state.turn, None, to=to, by=sources, once=True,
                                recheck=self.choice, controller=ctx.controller))  # fmt: skip
