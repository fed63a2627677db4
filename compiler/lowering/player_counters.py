"""Counters a player gets (CR 122.1f): "that player gets two poison counters", "each
opponent gets a poison counter" -> :mod:`mtgc.runtime.actions.player_counters`."""

from __future__ import annotations

from typing import Any

from .core import Env, ast_area, fail, lowers, runtime
from .effects import _amount, _no_duration
from .objects import player_sel

rpc = runtime("actions.player_counters")
ae = ast_area("effects")


@lowers("permissions.GetCounters")
def _get_counters(node: Any, env: Env) -> Any:
    """CR 122.1f: "[player] gets N poison counters" (the subject, or you)."""
    _no_duration(node, env, for_each_ok=True)
    c = node.counters
    if not isinstance(c, ae.CounterAmount) or not (
        isinstance(c.kind, ae.NamedCounter) and c.kind.name == "poison"
    ):  # fmt: skip
        raise fail(node, f"'{node.render()}' (counters other than poison) is not supported yet")
    return rpc.GetPoisonCounters(_amount(c.amount, env), player_sel(env.subject, env))
