"""Escape — CR 702.138: "You may cast this card from your graveyard by paying [cost] rather
than paying its mana cost" (an alternative cost, 601.2b, 601.2f-h)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..state.abilities import Keyword
from ..state.objects import GameObject, Zone

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class Escape(Keyword):
    """CR 702.138a — "Escape—[cost]"."""

    cost: tuple[Any, ...] = ()
    cr = "702.138"


def escape_cost(game: Game, obj: GameObject, player: int) -> tuple[Any, ...] | None:
    """CR 702.138a — the escape cost ``player`` may cast ``obj`` for: a card with escape in
    their graveyard; None if it can't be cast this way."""
    if obj.zone is not Zone.GRAVEYARD or obj.owner != player:
        return None
    kw = next((a for a in obj.card.abilities if isinstance(a, Escape)), None)
    return kw.cost if kw is not None else None
