"""Abilities granted to spells — CR 611.3, 601.2f-h: "Artifact spells you cast have
convoke", "Spells you cast have delve", "Spells you cast have affinity for artifacts".

A static ability of a permanent (:class:`SpellsHaveAbilities`) that gives spells a player
casts more abilities while they are on the stack; the ones that matter there are the
abilities that change how the spell's total cost is determined or paid (affinity, CR
702.41a; convoke, 702.51a; delve, 702.66a; improvise, 702.126a): casting reads them with
:func:`spell_abilities`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..state.filters import Ctx, ObjectFilter, Who
from .layers import rule_statics

if TYPE_CHECKING:
    from ..game import Game
    from ..state.objects import GameObject


@attrs.frozen
class SpellsHaveAbilities:
    """ "[filter] spells [who] cast have [abilities]" — ``who`` relative to the controller
    of the static ability's source (CR 109.5)."""

    abilities: tuple[Any, ...]
    filter: ObjectFilter | None = None
    who: Who = Who.YOU


def spell_abilities(game: Game, player: int, spell: GameObject) -> tuple[Any, ...]:
    """The spell's own abilities and those static abilities on the battlefield give it as
    ``player`` casts it (CR 611.3a: applied to it as it is now)."""
    granted: list[Any] = []
    ctx = Ctx(game, spell.id, player, x=spell.x_value)
    for _src, ctl, a in rule_statics(game, SpellsHaveAbilities):
        e = a.effect
        if e.who.matches(player, ctl) and (
            e.filter is None or e.filter.matches(ctx, spell, any_zone=True)
        ):  # fmt: skip
            granted.extend(e.abilities)
    return tuple(spell.card.abilities) + tuple(granted)
