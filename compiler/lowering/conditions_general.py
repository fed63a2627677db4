"""Conditions built of other parts (CR 608.2c): both of two conditions ("As long as this
card is in your graveyard and you control a Mountain") and an amount compared to a number
("As long as your devotion to green and white is less than seven", CR 700.5)."""

from __future__ import annotations

from typing import Any

from .conditions import lower_condition
from .core import Env, ast_area, fail, lowers, runtime
from .objects import amount_of

rcnd = runtime("events.conditions")
acj = ast_area("conjunctions")
at = ast_area("tail")

_OPS = {"less than": "<", "greater than": ">", "more than": ">", "at least": ">=",
        "at most": "<=", "exactly": "=="}  # fmt: skip


@lowers(acj.ConditionAnd)
def _condition_and(node: Any, env: Env) -> Any:
    """CR 608.2c: "[condition] and [condition]": both hold (an intervening "if" checks both
    as the ability triggers and as it resolves, CR 603.4)."""
    return rcnd.AllHold((lower_condition(node.first, env), lower_condition(node.second, env)))


@lowers(at.DevotionCondition)
def _devotion(node: Any, env: Env) -> Any:
    """CR 700.5: "your devotion to red and white is less than seven"."""
    op = _OPS.get(node.comparison)
    if node.verb != "is" or op is None or getattr(node.number, "value", None) is None:
        raise fail(node, f"'{node.render()}' is not supported yet")
    return rcnd.AmountCompare(amount_of(node.devotion, env), op, node.number.value)
