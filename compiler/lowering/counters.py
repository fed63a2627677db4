"""Counters (CR 122): counters of several kinds named together (CR 122.1, 122.6), "put a
flying counter, a first strike counter, and a lifelink counter on that creature", "this
creature enters with two +1/+1 counters and a lifelink counter on it", "return it to the
battlefield with a hexproof counter and an indestructible counter on it" -> one runtime
counter placement per kind. The grammar is grammar/counters.lark."""

from __future__ import annotations

from typing import Any

import attrs

from .core import Env, ast_area, fail, lower, lowers, only, runtime
from .effects import _amount, _imperative, _no_duration, counter_kind
from .objects import fixed_number, number, object_ref

re_ = runtime("actions.effects")
rr = runtime("events.replacement")
ra = runtime("state.abilities")
ac = ast_area("counters")
ao = ast_area("objects")


def _kinds(counters: Any) -> list[tuple[Any, Any]]:
    """(counter kind, amount node) of each item of a counter list."""
    return [(counter_kind(c.kind), c.amount) for c in counters.items]


@lowers("counters.PutCounterList")
def _put_counter_list(node: Any, env: Env) -> Any:
    """CR 122.1: each kind of counter is put on the object (the object is named once: one
    target, CR 115.1)."""
    only(node, "counters", "object")
    _imperative(node, env)
    _no_duration(node, env)
    kinds = _kinds(node.counters)
    what = object_ref(node.object, env)
    return re_.Sequence(tuple(re_.PutCounters(kind, _amount(amount, env), what)
                              for kind, amount in kinds))  # fmt: skip


def enters_with_counter_list(action: Any, subject: Any) -> list[Any]:
    """CR 614.1c, 122.6: "[This permanent] enters with two +1/+1 counters and a lifelink
    counter on it." — one replacement of how it enters per kind of counter (a static
    ability of :mod:`.statics`)."""
    only(action, "counters", "pronoun")
    if not isinstance(subject, ao.SelfRef):
        raise fail(subject, "this 'enters' replacement is not supported yet")
    if not (isinstance(action.pronoun, ao.Pronoun) and action.pronoun.word == "it"):
        raise fail(action.pronoun, f"counters on '{action.pronoun.render()}' are not supported yet")
    return [ra.ReplacementAbility(rr.EntersWithCounters(kind, number(amount)))
            for kind, amount in _kinds(action.counters)]  # fmt: skip


@lowers("counters.MovedWithCounterList")
def _moved_with_counter_list(node: Any, env: Env) -> Any:
    """CR 122.6, 614.1c: a card put onto the battlefield with counters of several kinds
    enters with all of them."""
    only(node, "action", "counters", "pronoun")
    if not (isinstance(node.pronoun, ao.Pronoun) and node.pronoun.word in ("it", "them")):
        raise fail(node.pronoun, f"counters on '{node.pronoun.render()}' are not supported yet")
    counters = tuple((kind, fixed_number(amount)) for kind, amount in _kinds(node.counters))
    out = lower(node.action, env)
    moves = out if isinstance(out, list) else [out]
    if len(moves) != 1 or not isinstance(moves[0], re_.PutOntoBattlefield):
        raise fail(node, f"'{node.render()}' is not supported yet")
    moved = attrs.evolve(moves[0], counters=counters)
    return [moved] if isinstance(out, list) else moved


@lowers("actions.PutCountersPair")
def _put_counters_pair(node: Any, env: Env) -> Any:
    """CR 122.1: counters put on two objects in one instruction, "put a +1/+1 counter on that
    creature and a +1/+1 counter on this creature" (each part a kind or a counter list)."""
    only(node, "first", "first_object", "second", "second_object")
    _imperative(node, env)
    _no_duration(node, env)
    out = []
    for counters, obj in ((node.first, node.first_object), (node.second, node.second_object)):
        items = counters.items if isinstance(counters, ac.CounterList) else (counters,)
        what = object_ref(obj, env)
        out.extend(re_.PutCounters(counter_kind(c.kind), _amount(c.amount, env), what)
                   for c in items)  # fmt: skip
    return re_.Sequence(tuple(out))
