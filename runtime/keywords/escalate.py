"""Escalate — CR 702.120.

"Escalate [cost]" means "For each mode you choose beyond the first as you cast this spell,
you pay an additional [cost]." (CR 702.120a): an additional cost (601.2f), paid once for
each extra mode chosen (the modes are chosen first, 601.2b); added to the total cost as
the spell's other additional costs are (:func:`escalate_costs`, called while its costs are
paid, :func:`mtgc.runtime.keywords.cards.keyword_payment`).
"""

from __future__ import annotations

from typing import Any

import attrs

from ..mana.symbols import ManaCost, PaymentChoices
from ..state.abilities import Keyword
from ..state.objects import GameObject


@attrs.frozen
class Escalate(Keyword):
    """CR 702.120a — "Escalate [cost]"."""

    cost: tuple[Any, ...] = ()
    cr = "702.120"


def escalate_costs(spell: GameObject, req: Any) -> tuple[Any, list[Any]]:
    """CR 702.120a: ``req`` with the mana of each escalate cost once per mode beyond the
    first, and the other cost components to pay as many times."""
    extra: list[Any] = []
    times = max(0, len(spell.modes or ()) - 1)
    if not times:
        return req, extra
    for kw in (a for a in spell.card.abilities if isinstance(a, Escalate)):
        for c in kw.cost:
            if isinstance(c, ManaCost):
                for _ in range(times):
                    req = req.plus(c.requirement(PaymentChoices(0)))
            elif hasattr(c, "n"):  # "discard a card" twice: discard two cards (CR 118.3)
                extra.append(attrs.evolve(c, n=c.n * times))
            elif hasattr(c, "amount"):  # "pay 2 life" twice: pay 4 life
                extra.append(attrs.evolve(c, amount=c.amount * times))
            else:
                extra += [c] * times
    return req, extra
