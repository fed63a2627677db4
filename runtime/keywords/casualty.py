"""Casualty — CR 702.153.

"Casualty N" means "As you cast this spell, you may sacrifice a creature with power N or
greater." and "When you do, copy this spell. You may choose new targets for the copy."
(CR 702.153a): an optional additional cost (CR 118.8, announced with the spell's other
optional costs) and the reflexive trigger of paying it, which copies the spell as replicate
does (CR 702.56a, 707.10).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..stack.casting import _spell_ability
from ..stack.costs import SacrificeCost
from ..state.abilities import Keyword
from ..state.effect_base import Effect
from ..state.filters import CREATURE
from ..state.objects import GameObject
from ..state.qualities import StatCompare
from .cards import StormCopies, optional_keywords

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class Casualty(Keyword):
    """CR 702.153a — "Casualty N"."""

    n: int = 1
    cr = "702.153"
    #: Listed among the card's optional additional costs (after kicker and buyback's).
    additional_cost_keyword = True

    @property
    def cost(self) -> tuple[Any, ...]:
        """CR 702.153a: "sacrifice a creature with power N or greater"."""
        power = StatCompare("power", ">=", self.n)
        return (SacrificeCost(attrs.evolve(CREATURE, extra=(power,))),)

    def cast_trigger(self, game: Game, spell: GameObject) -> Effect | None:
        """CR 702.153a: "When you do, copy this spell" — once, if this casualty was paid."""
        first = len(_spell_ability(spell).optional_costs)
        k = first + next(n for n, a in enumerate(optional_keywords(spell.card)) if a is self)
        return StormCopies(1) if k in spell.choices.get("optional_paid", ()) else None
