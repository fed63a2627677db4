"""Disturb — CR 702.146: "You may cast this card transformed from your graveyard by paying
[cost] rather than its mana cost" (an alternative cost, CR 118.9, 601.2b).

The spell is put onto the stack with its back face up (CR 712.8c, 712.11a) and, as it
resolves, enters the battlefield with its back face up (702.146b, 712.13): the
``"transformed"`` card variant of :mod:`mtgc.runtime.actions.transform` carries the back face
from the stack to the battlefield.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..actions.transform import back_face, enter_transformed
from ..stack import casting as _casting
from ..state.abilities import Keyword
from ..state.objects import GameObject, Zone

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class Disturb(Keyword):
    """CR 702.146a — "Disturb [cost]" (on the front face of a double-faced card)."""

    cost: tuple[Any, ...] = ()
    cr = "702.146"


def disturb_cost(game: Game, obj: GameObject, player: int) -> tuple[Any, ...] | None:
    """CR 702.146a — the disturb cost ``player`` may cast ``obj`` for: a double-faced card
    with disturb in their graveyard; None if it can't be cast this way."""
    if obj.zone is not Zone.GRAVEYARD or obj.owner != player or back_face(obj.card) is None:
        return None
    kw = next((a for a in obj.card.abilities if isinstance(a, Disturb)), None)
    return kw.cost if kw is not None else None


@_casting.cast_transformed.provide
def cast_transformed(game: Game, spell: GameObject, cost: tuple[Any, ...]) -> bool:
    """CR 712.8c, 702.146a: a spell cast for its disturb cost has its back face up."""
    kw = next((a for a in spell.card.abilities if isinstance(a, Disturb)), None)
    if kw is None or kw.cost is not cost:
        return False
    return enter_transformed(spell)
