"""The mana spent to cast a spell — CR 601.2h, 106.4 (and adamant, CR 702.149).

As a spell's costs are paid, the mana units spent are recorded on it (:func:`note_spent`);
the permanent it becomes keeps the record (CR 608.3). Conditions read it: "if at least
four mana was spent to cast it", "If five or more mana was spent to cast that spell",
"If at least three white mana was spent to cast this spell".
"""

from __future__ import annotations

from typing import Any

import attrs

from ..mana.symbols import COLORS
from ..state.filters import Condition, Ctx, ObjectRef
from ..state.objects import GameObject, Zone
from .expend import note_expend

#: Key of a spell's (and of the permanent it became) record of the mana spent to cast it:
#: a tuple of :class:`~mtgc.runtime.mana.symbols.ManaType`.
MANA_SPENT = "mana_spent"


def note_spent(game: Any, source_id: int, units: list[Any]) -> None:
    """CR 601.2h: remember the mana spent paying the costs of ``source_id`` if it's a spell
    on the stack (an activated ability's mana is not a spell's), and count it for expend
    (CR 700.14)."""
    obj = game.state.objects.get(source_id)
    if isinstance(obj, GameObject) and obj.zone is Zone.STACK:
        obj.choices[MANA_SPENT] = obj.choices.get(MANA_SPENT, ()) + tuple(u.type for u in units)
        note_expend(game, obj.controller, len(units))  # CR 700.14


def _spent(game: Any, obj_id: int) -> tuple[Any, ...] | None:
    obj = game.state.objects.get(obj_id)
    if not isinstance(obj, GameObject) and obj_id in game.state.lki:  # it left (CR 608.2h)
        obj = game.lki_object(obj_id)
    if not isinstance(obj, GameObject):
        return None
    return obj.choices.get(MANA_SPENT)


@attrs.frozen
class ManaSpentAtLeast(Condition):
    """CR 601.2h: at least ``amount`` mana (of the types in ``colors`` only, a frozenset of
    :class:`~mtgc.runtime.mana.symbols.ManaType`, when given) was spent to cast the spell
    ``spell`` names (None: this object, the spell or the permanent it became). A spell that
    wasn't cast had no mana spent on it."""

    amount: int
    colors: frozenset[Any] | None = None
    spell: ObjectRef | None = None

    def holds(self, ctx: Ctx) -> bool:
        ids = [ctx.source_id] if self.spell is None else list(self.spell.resolve(ctx))
        for i in ids:
            spent = _spent(ctx.game, i) or ()
            n = sum(1 for t in spent if self.colors is None or t in self.colors)
            if n >= self.amount:
                return True
        return False


@attrs.frozen
class ColorsSpent:
    """CR 702.44a, 702.119a (sunburst, converge): "the number of colors of mana spent to
    cast [the spell]", "for each color of mana spent to cast it" — the distinct colors
    (CR 105.1; colorless is no color) among the mana spent on its costs (CR 601.2h), of this
    object (``spell`` None: the spell, or the permanent it became) or of ``spell``."""

    spell: ObjectRef | None = None

    def value(self, ctx: Ctx) -> int:
        ids = [ctx.source_id] if self.spell is None else list(self.spell.resolve(ctx))
        spent = (t for i in ids[:1] for t in _spent(ctx.game, i) or ())
        return len({t for t in spent if t in COLORS})
