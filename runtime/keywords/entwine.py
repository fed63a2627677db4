"""Entwine — CR 702.42: "You may choose all modes of this spell instead of just the number
specified. If you do, you pay an additional [cost]." (an optional additional cost, 601.2b,
601.2f; 702.42b: with it paid, the spell has all its modes)."""

from __future__ import annotations

from typing import Any

import attrs

from ..state.abilities import Keyword


@attrs.frozen
class Entwine(Keyword):
    """CR 702.42a — "Entwine [cost]"."""

    cost: tuple[Any, ...] = ()
    cr = "702.42"
    #: Listed among the card's optional additional costs (after kicker and buyback's).
    additional_cost_keyword = True


def mode_count(card: Any, sa: Any, optional: tuple[int, ...]) -> Any:
    """CR 702.42a-b, 700.2 — how many modes are chosen: all of them when the entwine cost
    is among the ``optional`` costs announced, else the spell's own number."""
    from .cards import optional_keywords

    first = len(sa.optional_costs)
    for n, a in enumerate(optional_keywords(card)):
        if isinstance(a, Entwine) and first + n in optional:
            return len(sa.modes)
    return sa.mode_count
