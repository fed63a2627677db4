"""Optional additional costs whose payment copies the spell: conspire (CR 702.78) and
casualty (CR 702.153).

"Conspire" means "As an additional cost to cast this spell, you may tap two untapped
creatures you control that each share a color with it" and "When you cast this spell, if
its conspire cost was paid, copy it. If the spell has any targets, you may choose new
targets for the copy." (CR 702.78a). "Casualty N" means "As you cast this spell, you may
sacrifice a creature with power N or greater." and "When you do, copy this spell. You may
choose new targets for the copy." (CR 702.153a). Each is an optional additional cost (CR
118.8, announced with the spell's other optional costs) and a trigger of paying it, which
copies the spell as replicate does (CR 702.56a, 707.10); each instance is paid and
triggers separately (702.78b, 702.153b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..stack.casting import _spell_ability
from ..stack.costs import SacrificeCost
from ..stack.costs_objects import TapObjectsCost
from ..state.abilities import Keyword
from ..state.effect_base import Effect
from ..state.filters import CREATURE, This
from ..state.objects import GameObject
from ..state.qualities import StatCompare
from ..state.relations import SharesWith
from .cards import StormCopies, optional_keywords

if TYPE_CHECKING:
    from ..game import Game


class _CopyIfPaid(Keyword):
    """An optional additional cost keyword whose payment copies the spell once."""

    __slots__ = ()
    #: Listed among the card's optional additional costs (after kicker and buyback's).
    additional_cost_keyword = True

    def cast_trigger(self, game: Game, spell: GameObject) -> Effect | None:
        """ "When you do / if its cost was paid, copy this spell" — once, if this instance's
        cost was paid."""
        first = len(_spell_ability(spell).optional_costs)
        k = first + next(n for n, a in enumerate(optional_keywords(spell.card)) if a is self)
        return StormCopies(1) if k in spell.choices.get("optional_paid", ()) else None


@attrs.frozen
class Conspire(_CopyIfPaid):
    """CR 702.78a — "Conspire"."""

    cr = "702.78"

    @property
    def cost(self) -> tuple[Any, ...]:
        """CR 702.78a: "tap two untapped creatures you control that each share a color with
        it" (with the spell, CR 105.4)."""
        share = SharesWith("color", This())
        return (TapObjectsCost(attrs.evolve(CREATURE, extra=(share,)), 2),)


@attrs.frozen
class Casualty(_CopyIfPaid):
    """CR 702.153a — "Casualty N"."""

    n: int = 1
    cr = "702.153"

    @property
    def cost(self) -> tuple[Any, ...]:
        """CR 702.153a: "sacrifice a creature with power N or greater"."""
        power = StatCompare("power", ">=", self.n)
        return (SacrificeCost(attrs.evolve(CREATURE, extra=(power,))),)
