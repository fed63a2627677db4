"""Conjunctions (CR 608.2c): two actions forbidden at once, "Players can't draw cards or gain
life.", "Target creature can't block or be blocked this turn" (CR 101.2) — each part
lowered as the "can't" it would be alone (:mod:`.permissions` for one-shot effects,
:mod:`.statics` for static abilities). The grammar is grammar/conjunctions.lark."""

from __future__ import annotations

from typing import Any

from .core import Env, lower, lowers, only, runtime

re_ = runtime("actions.effects")


@lowers("conjunctions.CantEither")
def _cant_either(node: Any, env: Env) -> Any:
    """CR 101.2, 611.2c: a one-shot effect forbidding two actions: both restrictions."""
    only(node, "first", "second")
    return re_.Sequence(tuple(lower(part, env) for part in node.parts))
