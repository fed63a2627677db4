"""Overload — CR 702.96: "You may choose to pay [cost] rather than pay this spell's mana
cost" and "If you chose to pay this spell's overload cost, change its text by replacing all
instances of the word 'target' with the word 'each'" (702.96a-b).

The compiler lowers the spell's text a second time with "each" for "target" into
``Overload.spell``; cast for its overload cost, the spell's card is the variant with that
spell ability (its real card is kept in ``obj.choices["overloaded"]``, restored as it leaves
the stack, like a face-down spell's).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..state.abilities import Keyword, SpellAbility
from ..state.objects import GameObject

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class Overload(Keyword):
    """CR 702.96a — "Overload [cost]"; ``spell`` is the overloaded spell ability."""

    cost: tuple[Any, ...] = ()
    spell: SpellAbility | None = None
    cr = "702.96"

    @property
    def alternative_cost(self) -> tuple[Any, ...]:
        return self.cost

    def on_cast(self, game: Game, spell: GameObject) -> None:
        """CR 702.96b, 601.2a: its text changes as it's cast — before targets (none now)."""
        if self.spell is None:
            return
        card = spell.card
        abilities = tuple(self.spell if isinstance(a, SpellAbility) else a
                          for a in card.abilities)  # fmt: skip
        spell.choices["overloaded"] = card
        spell.card = attrs.evolve(card, abilities=abilities)
