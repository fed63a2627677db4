"""Keyword abilities that change the results of damage (CR 120.3): infect (702.90) and
wither (702.80). :func:`damage_as_counters` and :func:`damage_as_poison` are asked by
:meth:`~mtgc.runtime.primitives.PrimitiveOps.deal_damage`."""

from __future__ import annotations

import attrs

from .abilities import Keyword
from .objects import Characteristics


@attrs.frozen
class Infect(Keyword):
    """CR 702.90b-c — damage to players gives poison counters; damage to creatures is
    dealt as -1/-1 counters."""


@attrs.frozen
class Wither(Keyword):
    """CR 702.80c — damage to creatures is dealt as -1/-1 counters."""


def damage_as_counters(src: Characteristics) -> bool:
    """CR 120.3d — damage from a source with wither or infect to a creature."""
    return src.has_keyword(Infect) or src.has_keyword(Wither)


def damage_as_poison(src: Characteristics) -> bool:
    """CR 120.3b — damage from a source with infect to a player."""
    return src.has_keyword(Infect)
