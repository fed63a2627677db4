"""Zones (CR 400-408) -> runtime/actions/effects.py: the lowering of compiler/ast/zones.py
constructs not lowered with their first cases in :mod:`.effects`."""

from __future__ import annotations

from typing import Any

from .core import Env, ast_area, fail, lowers, runtime
from .effects import _no_duration
from .objects import amount_of, player_sel

az = ast_area("zones")
re_ = runtime("actions.effects")


@lowers(az.DrawOrMillEqual)
def _draw_or_mill_equal(node: Any, env: Env) -> Any:
    """CR 121.1, 701.17a, 107.3: "[player] draws / mills cards equal to [amount]" — the
    amount is counted as the action is performed (CR 608.2h)."""
    _no_duration(node, env)
    if node.noun not in ("card", "cards"):
        raise fail(node, f"drawing or milling {node.noun!r} is not supported yet")
    amount = amount_of(node.amount, env)
    who = player_sel(env.subject, env)
    if node.action == "draw":
        return re_.DrawCards(amount, who)
    return re_.MillCards(amount, who)
