"""One-shot effects, second round: sentences led by their duration (CR 611.2a), lists of
objects ("destroy that creature and this creature"), "can't be regenerated" (CR 701.19c)."""

from __future__ import annotations

from typing import Any

import attrs

from ..ast import effects as ae
from ..ast import zones as az
from .core import Env, fail, lower, lowers, only


def _with_duration(item: Any, duration: Any) -> Any:
    """``item`` (clauses) with ``duration`` moved onto each clause's predicates: "Until end
    of turn, A and B" means "A until end of turn and B until end of turn" (CR 611.2a)."""
    if isinstance(item, ae.Clauses):
        if item.then is not None:
            raise fail(item.then, "', then' after a leading duration is not supported yet")
        return attrs.evolve(item, items=tuple(_with_duration(i, duration) for i in item.items))
    if isinstance(item, ae.Clause | ae.MayClause):
        preds = item.predicates
        if not isinstance(preds, ae.Predicates) or preds.duration is not None:
            raise fail(item, "a clause with two durations is not supported")
        return attrs.evolve(item, predicates=attrs.evolve(preds, duration=duration))
    raise fail(item, f"a leading duration on {type(item).__name__} is not supported yet")


@lowers(az.DurationSentence)
def _duration_sentence(node: az.DurationSentence, env: Env) -> list[Any]:
    """CR 611.2a: "Until end of turn, [clauses]." — the clauses' effects last that long."""
    only(node, "duration", "clauses", "where_x", "period")
    clauses = _with_duration(node.clauses, node.duration)
    return lower(ae.Sentence(clauses, node.where_x, node.period, span=node.span), env)
