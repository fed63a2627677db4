"""Replicate — CR 702.56a: "As an additional cost to cast this spell, you may pay [cost] any
number of times" and "When you cast this spell, if a replicate cost was paid for it, copy
it for each time its replicate cost was paid. If the spell has any targets, you may choose
new targets for any of the copies." Each payment is the replicate cost's index announced
once more in ``CastSpell.optional``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..state.abilities import Keyword
from ..state.effect_base import Effect
from ..state.objects import GameObject

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class Replicate(Keyword):
    """CR 702.56a — "Replicate [cost]"."""

    cost: tuple[Any, ...] = ()
    cr = "702.56"
    #: Listed among the card's optional additional costs (after kicker and buyback's).
    additional_cost_keyword = True

    def cast_trigger(self, game: Game, spell: GameObject) -> Effect | None:
        """The "when you cast this spell" trigger: copy it once per payment (702.56b: of
        this instance of replicate)."""
        from ..stack.casting import _spell_ability
        from .cards import StormCopies, optional_keywords

        first = len(_spell_ability(spell).optional_costs)
        k = first + next(n for n, a in enumerate(optional_keywords(spell.card)) if a is self)
        times = spell.choices.get("optional_times", ()).count(k)
        return StormCopies(times) if times else None
