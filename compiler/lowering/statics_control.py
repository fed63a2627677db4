""" "You control enchanted creature." (CR 613.1b, layer 2): a static ability of an Aura
changing the controller of the permanent it enchants (Control Magic)."""

from __future__ import annotations

from typing import Any

from ...runtime.continuous import layers as rc
from ...runtime.state import abilities as ra
from ...runtime.state import filters as rf
from ..ast import objects as ao
from ..ast import permissions as ap
from .core import Env, only


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
