""" "You control enchanted creature." (CR 613.1b, layer 2): a static ability of an Aura
changing the controller of the permanent it enchants (Control Magic)."""

from __future__ import annotations

from typing import Any

from .core import Env, ast_area, only, runtime

rc = runtime("continuous.layers")
ra = runtime("state.abilities")
rf = runtime("state.filters")
ao = ast_area("objects")
ap = ast_area("permissions")


def control_static(action: Any, subject: Any, env: Env) -> list[Any] | None:
    """CR 613.1b: the static's controller (the Aura's) controls the enchanted permanent
    while the Aura is attached to it; None when the line isn't this shape."""
    if not (isinstance(subject, ao.You) and isinstance(action, ap.ControlObject)):
        return None
    if action.duration is not None or not (
        isinstance(action.object, ao.AttachedRef) and action.object.relation == "enchanted"
    ):  # fmt: skip
        return None
    only(action, "object", "duration")
    return [ra.StaticAbility(rc.ChangeController(), rf.AttachedTo())]
