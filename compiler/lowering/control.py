"""Control-changing effects (CR 613.1b) -> runtime/actions/control.py: "exchange control of
[two permanents]" (CR 701.12b)."""

from __future__ import annotations

from typing import Any

from .core import Env, ast_area, fail, lowers, only, runtime
from .effects import _imperative, _no_duration
from .objects import fixed_number, object_ref

at = ast_area("tail")
ao = ast_area("objects")
rctl = runtime("actions.control")


@lowers(at.ExchangeControl)
def _exchange_control(node: Any, env: Env) -> Any:
    """CR 701.12a-b: "exchange control of this artifact and target nonland permanent",
    "of two target creatures" — the two permanents, each a reference."""
    only(node, "object")
    _no_duration(node, env)
    _imperative(node, env)
    obj = node.object
    if isinstance(obj, ao.ObjectList) and len(obj.items) == 2:
        return rctl.ExchangeControl(tuple(object_ref(item, env) for item in obj.items))
    det = obj.determiner if isinstance(obj, ao.ObjectPhrase) else None
    if det is not None and det.phrase == "# target" and fixed_number(det.count) == 2:
        return rctl.ExchangeControl((object_ref(obj, env),))
    raise fail(obj, f"exchanging control of {obj.render()!r} is not supported yet")
