"""Where a spell was cast from — CR 601.2a (the card moves to the stack from the zone it's
in): "Whenever you cast a spell from your hand", "Whenever you cast a spell from anywhere
other than your hand" (CR 400.1), "a spell from exile"."""

from __future__ import annotations

from typing import Any

import attrs

from ..state.filters import Ctx
from ..state.objects import GameObject, Zone

#: Key of a spell's choices: the zone it was cast from (set as it moves to the stack).
CAST_FROM = "cast_from"


@attrs.frozen
class CastFrom:
    """A quality of spells: cast from ``zone`` (``other_than``: from any zone but that
    one); ``own``: from its caster's own zone ("from your graveyard", "from their hand": a
    card is in its owner's hand or graveyard, CR 404.1). A spell that wasn't cast (a copy,
    CR 707.10) was cast from nowhere."""

    zone: Zone
    other_than: bool = False
    own: bool = False

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        came = obj.choices.get(CAST_FROM)
        if came is None:
            return False
        if (came is self.zone) is self.other_than:
            return False
        return not self.own or came is not self.zone or obj.owner == obj.controller
