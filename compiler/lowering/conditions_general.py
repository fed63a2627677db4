"""Conditions built of other parts (CR 608.2c): both of two conditions ("As long as this
card is in your graveyard and you control a Mountain"), an amount compared to a number
("As long as your devotion to green and white is less than seven", CR 700.5), and
"Otherwise, ..." after a conditional effect (its condition not holding)."""

from __future__ import annotations

from typing import Any

import attrs

from .conditions import as_it_last_existed, lower_condition
from .core import Env, ast_area, fail, lower, lowering, lowers, runtime
from .objects import amount_of, object_ref
from .replacements import Folded

rcnd = runtime("events.conditions")
re_ = runtime("actions.effects")
rh = runtime("events.history")
rf = runtime("state.filters")
rq = runtime("state.qualities")
ao = ast_area("objects")
acj = ast_area("conjunctions")
at = ast_area("tail")

_OPS = {"less than": "<", "greater than": ">", "more than": ">", "at least": ">=",
        "at most": "<=", "exactly": "=="}  # fmt: skip


@lowers("conjunctions.ConditionAnd")
def _condition_and(node: Any, env: Env) -> Any:
    """CR 608.2c: "[condition] and [condition]": both hold (an intervening "if" checks both
    as the ability triggers and as it resolves, CR 603.4)."""
    return rcnd.AllHold((lower_condition(node.first, env), lower_condition(node.second, env)))


@lowers("tail.DevotionCondition")
def _devotion(node: Any, env: Env) -> Any:
    """CR 700.5: "your devotion to red and white is less than seven"."""
    op = _OPS.get(node.comparison)
    if node.verb != "is" or op is None or getattr(node.number, "value", None) is None:
        raise fail(node, f"'{node.render()}' is not supported yet")
    return rcnd.AmountCompare(amount_of(node.devotion, env), op, node.number.value)


@lowers("permissions.HadCountersCondition")
def _had_counters(node: Any, env: Env) -> Any:
    """CR 608.2h, 122: "if it had a +1/+1 counter on it", "if it had no time counters on
    it", "if it had counters on it" — the counters the object had as it last existed."""
    from .effects import counter_kind

    obj, count = node.object, node.count.render() if node.count is not None else None
    pronoun_ok = isinstance(node.pronoun, ao.Pronoun) and node.pronoun.word == "it"
    if count not in (None, "a", "an", "no", "one or more") or not pronoun_ok:
        raise fail(node, f"'{node.render()}' is not supported yet")
    if isinstance(obj, ao.Pronoun) and obj.word == "it" and env.it is not None:
        ref = env.it
    elif isinstance(obj, ao.SelfRef) or isinstance(obj, ao.ObjectPhrase) and (
        obj.determiner is not None and obj.determiner.phrase == "that"
    ):  # fmt: skip
        ref = object_ref(obj, env)
    else:
        raise fail(obj, "a condition on this object is not supported yet")
    ref = as_it_last_existed(ref)
    if node.kind is None:  # counters of any kind (CR 122.1)
        cond = rh.ObjectWas(ref, rf.ObjectFilter(extra=(rq.HasAnyCounter(),), zone=None))
    else:
        cond = rcnd.HasCounters(ref, counter_kind(node.kind), 1)
    return rcnd.Not(cond) if count == "no" else cond


#: CR 608.2: "the first / second / third time this ability has resolved this turn".
_NTH = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}


@lowers("quantities.NthResolutionCondition")
def _nth_resolution(node: Any, env: Env) -> Any:
    """CR 608.2, 707.10b: "this is the second time this ability has resolved this turn" —
    the resolving ability's count of resolutions this turn (runtime.stack.resolution_times)."""
    times = [_NTH.get(o) for o in node.ordinals]
    if None in times:
        raise fail(node, f"'{node.render()}' is not supported yet")
    return runtime("stack.resolution_times").NthResolution(frozenset(times))


@lowers("zones.OtherwiseSentence")
def _otherwise(node: Any, env: Env) -> list[Any]:
    """CR 608.2c: "If it's a land card, put it onto the battlefield. Otherwise, put it into
    your hand." — done instead of the conditional effect just before, when its condition
    (checked once) doesn't hold."""
    antecedents = lowering("antecedents")
    antecedents.other_branch(antecedents.previous_sentence(env), env)
    parts = lower(node.clauses, env)
    body = parts[0] if len(parts) == 1 else re_.Sequence(tuple(parts))
    return [Otherwise(node, body)]


@attrs.frozen
class Otherwise(Folded):
    """A lowering-time marker joined by ``effects.lower_effects`` to the conditional effect
    before it. After two conditional effects in a row ("If it was a creature card, ... If
    it was a land card, ... Otherwise, ...") "otherwise" means neither, which one
    condition's alternative can't say: refused."""

    node: Any
    body: Any

    def fold(self, parts: list[Any]) -> None:
        before = parts[-1] if parts else None
        if not isinstance(before, re_.Conditional) or before.otherwise is not None:
            raise fail(self.node, "'otherwise' after this effect is not supported yet")
        if len(parts) > 1 and isinstance(parts[-2], re_.Conditional):
            raise fail(self.node, "'otherwise' after two conditions is not supported yet")
        parts[-1] = attrs.evolve(before, otherwise=self.body)


@lowers("events.NumberCondition")
def _number_condition(node: Any, env: Env) -> Any:
    """CR 107.3: "If X is 5 or more, ..." — the X of the spell or ability (announced as it
    was cast or activated, CR 601.2b) compared to a number."""
    from .objects import number

    x = number(node.number)
    value = getattr(node.value, "value", None)
    op = {"or more": ">=", "or greater": ">=", "or less": "<=", None: "=="}.get(node.comparator)
    if not isinstance(x, rf.X) or node.verb != "is" or value is None or op is None:
        raise fail(node, f"'{node.render()}' is not supported yet")
    return rcnd.AmountCompare(x, op, value)
