"""Attachment keywords (CR 301.5, 702.6) whose costs aren't mana."""

from __future__ import annotations

from typing import Any

from .core import Env, ast_area, lowers, runtime
from .costs import lower_costs

rkp = runtime("keywords.permanents")
ak = ast_area("keywords")


@lowers("keywords.EquipDash")
def _equip_dash(node: ak.EquipDash, env: Env) -> list[Any]:
    """CR 702.6a: "Equip—[cost]": the equip ability with a cost that isn't mana (e.g.
    "Equip—Remove a charge counter from this Equipment.")."""
    return [rkp.Equip(lower_costs(node.cost, env))]
