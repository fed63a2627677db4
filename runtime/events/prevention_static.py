""" "Prevent all [combat] damage that would be dealt to [and dealt by] this creature." as a
static ability — CR 615.1, 611.3.

:class:`StaticPrevention` specs are read by :func:`mtgc.runtime.events.prevention.prevent`
each time damage would be dealt; recipients and sources are object references (this
creature, enchanted creature), "you", or filters, evaluated at that time (CR 611.3a)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..state.filters import Ctx, ObjectFilter, ObjectRef
from ..state.objects import GameObject, PlayerRef

if TYPE_CHECKING:
    from ..game import Game

#: "to you": the prevention's controller.
YOU = "you"


@attrs.frozen
class StaticPrevention:
    """CR 615.1 — all (``combat_only``: combat) damage dealt to ``to`` and/or by ``by``
    (None: any) is prevented while the ability's source is on the battlefield."""

    combat_only: bool = False
    to: Any = None
    by: Any = None


def _is(party: Any, thing: Any, ctx: Ctx) -> bool:
    if party is None:
        return True
    if party == YOU:
        return isinstance(thing, PlayerRef) and thing.index == ctx.controller
    if isinstance(thing, PlayerRef):
        return False
    if isinstance(party, ObjectRef):
        return thing in party.resolve(ctx)
    if isinstance(party, ObjectFilter):
        game = ctx.game
        obj = game.state.objects.get(thing)
        if not isinstance(obj, GameObject) and thing in game.state.lki:
            obj = game.lki_object(thing)
        return isinstance(obj, GameObject) and party.matches(ctx, obj, game.view(thing))
    return False


def statically_prevented(game: Game, source_id: int, target: Any, combat: bool) -> bool:
    """Whether a static prevention applies to this damage (CR 615.1)."""
    from ..continuous.layers import rule_statics

    for src, ctl, a in rule_statics(game, StaticPrevention):
        spec = a.effect
        if spec.combat_only and not combat:
            continue
        ctx = Ctx(game, src, ctl)
        if _is(spec.to, target, ctx) and _is(spec.by, source_id, ctx):
            return True
    return False
