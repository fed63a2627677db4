"""Attachment keywords (CR 301.5, 702.6) whose costs aren't mana."""

from __future__ import annotations

from typing import Any

from .core import Env, NotLowered, ast_area, lowers, runtime
from .costs import lower_costs

rkp = runtime("keywords.permanents")
ak = ast_area("keywords")


@lowers("keywords.EquipDash")
def _equip_dash(node: ak.EquipDash, env: Env) -> list[Any]:
    """CR 702.6a: "Equip—[cost]": the equip ability with a cost that isn't mana (e.g.
    "Equip—Remove a charge counter from this Equipment.")."""
    return [rkp.Equip(lower_costs(node.cost, env))]


@lowers("attachments.Unattach")
def _unattach(node: Any, env: Env) -> Any:
    """CR 701.3d: unattaching moves nothing and leaves the permanent on the battlefield; the
    runtime has no unattach action yet."""
    raise NotLowered(node, "unattaching (CR 701.3d) is not supported by the runtime yet")
