"""Planechase planes and phenomena (CR 311, 312, 901) -> runtime/actions/planes.py:
"Whenever chaos ensues" (CR 311.7), "When you planeswalk to / away from this plane" (CR
701.31d) and "When you encounter this phenomenon" (CR 312.5)."""

from __future__ import annotations

from typing import Any

from .core import Env, ast_area, fail, lowers, runtime

ao = ast_area("objects")
rplanes = runtime("actions.planes")


@lowers("events.ChaosEvent")
def _chaos(node: Any, env: Env) -> Any:
    """CR 311.7: "Whenever chaos ensues" — a plane's chaos ability."""
    env.event = "chaos"
    return rplanes.ChaosTrigger()


@lowers("events.PlaneswalkEvent")
def _planeswalk(node: Any, env: Env) -> Any:
    """CR 701.31d: "When you planeswalk to this plane"; CR 312.5: "When you encounter this
    phenomenon" (it's moved off a planar deck and turned face up); "When you planeswalk
    away from this plane" (CR 901.11b, looking back: CR 603.10g)."""
    player, *words, card = node.parts
    if not isinstance(player, ao.You) or not isinstance(card, ao.SelfRef):
        raise fail(node, f"'{node.render()}' is not supported yet")
    env.event = "planeswalk"
    if words == ["planeswalk", "away", "from"]:
        return rplanes.PlaneswalkedFrom()
    if words not in (["planeswalk", "to"], ["encounter"]):
        raise fail(node, f"'{node.render()}' is not supported yet (CR 901.11b)")
    return rplanes.PlaneswalkedTo()
