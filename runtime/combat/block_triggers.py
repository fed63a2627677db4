"""Block triggers naming the other creature — CR 509.3c, 509.3d (509.3f): "Whenever this
creature blocks or becomes blocked by a [filter] creature" triggers once for each such
creature it blocks or that blocks it; "that creature" is that other creature."""

from __future__ import annotations

from typing import Any

import attrs

from ..events import events as ev
from ..events.triggers import TriggerPattern, _lki_match
from ..state.filters import Ctx, ObjectRef


def _me(game: Any, ctx: Ctx, attached: bool) -> Any:
    """This creature, or the creature this Equipment/Aura is attached to."""
    if not attached:
        return ctx.source_id
    src = game.state.objects.get(ctx.source_id)
    return getattr(src, "attached_to", None)


@attrs.frozen
class BlocksOrBlockedBy(TriggerPattern):
    """CR 509.3c-d: a block declared between this creature (``attached``: the equipped or
    enchanted one) and another creature matching ``filter``, either way round."""

    filter: Any = None
    attached: bool = False

    def matches(self, game: Any, event: Any, ctx: Ctx) -> bool:
        if not isinstance(event, ev.BlockDeclared):
            return False
        me = _me(game, ctx, self.attached)
        if me is None:
            return False
        if event.object_id == me:  # it blocks the attacker
            return _lki_match(game, self.filter, event.attacker_id, ctx)
        if event.attacker_id == me:  # the blocker blocks it
            return _lki_match(game, self.filter, event.object_id, ctx)
        return False


@attrs.frozen
class OtherCombatant(ObjectRef):
    """ "that creature" after :class:`BlocksOrBlockedBy`: the other creature of the block
    that triggered the ability."""

    attached: bool = False

    def resolve(self, ctx: Ctx) -> list[int]:
        event = ctx.event
        if not isinstance(event, ev.BlockDeclared):
            return []
        src = ctx.game.state.objects.get(ctx.source_id)
        me = getattr(src, "attached_to", None) if self.attached else ctx.source_id
        if event.object_id == me or (me is None and self.attached):
            return [event.attacker_id]
        return [event.object_id]
