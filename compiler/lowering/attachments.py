"""Attachment keywords (CR 301.5, 702.6) whose costs aren't mana."""

from __future__ import annotations

from typing import Any

from ...runtime.state import abilities as ra
from ..ast import keywords as ak
from .core import Env, lowers
from .costs import lower_costs


@lowers(ak.EquipDash)
def _equip_dash(node: ak.EquipDash, env: Env) -> list[Any]:
    """CR 702.6a: "Equip—[cost]": the equip ability with a cost that isn't mana (e.g.
    "Equip—Remove a charge counter from this Equipment.")."""
    return [ra.Equip(lower_costs(node.cost, env))]
