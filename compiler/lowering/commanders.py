"""The commander designation (CR 903.3) -> runtime/state/commanders.py: "your commander"
as a permanent you control (CR 903.3d: "controlling a commander" is about a permanent on
the battlefield that's a commander), as a spell you cast (903.3d: "casting a commander"),
in a trigger subject ("Whenever your commander attacks"), as the object a copy is made of
(CR 903.3e), and the rider "If you control a
commander as you cast this spell, you may choose both instead." (CR 700.2, 601.2b)."""

from __future__ import annotations

from typing import Any

from ...runtime.state.objects import Zone as RZone
from .core import fail, runtime, runtime_class

rf = runtime("state.filters")
rq = runtime("state.qualities")


def is_commander_ref(node: Any) -> bool:
    """Whether ``node`` is "your commander" (CR 903.3)."""
    return type(node).__name__ == "CommanderRef"


def commander_filter(node: Any, zone: RZone | None = RZone.BATTLEFIELD) -> Any:
    """CR 903.3, 903.3d: "your commander" — an object that is a commander and whose card
    is yours (the designation is the card's, and a player's commander is the card they own,
    CR 903.3), in ``zone`` (the battlefield: a permanent; the stack: a spell)."""
    if node.owner != "your":
        raise fail(node, f"'{node.render()}' is not supported yet")
    commander = runtime_class("state.commanders.IsCommander")()
    return rf.ObjectFilter(zone=zone, extra=(commander, rq.OwnedBy(rf.Who.YOU)))


def commander_ref(node: Any) -> Any:
    """CR 903.3e: "your commander" as the object whose characteristics an effect reads ("a
    copy of your commander"), wherever it is."""
    if node.owner != "your":
        raise fail(node, f"'{node.render()}' is not supported yet")
    return runtime_class("state.commanders.YourCommander")()
