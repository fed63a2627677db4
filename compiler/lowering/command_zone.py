"""The abilities of supplementary cards, which function from the command zone — CR 113.6p,
314.4 (schemes), 311.4 (planes), 312 (phenomena), 901.7, 904.8: a face-up scheme's,
plane's or phenomenon's triggered abilities trigger there, and its static abilities
apply from there (runtime/actions/command_zone.py)."""

from __future__ import annotations

from typing import Any

import attrs

from ...runtime.continuous.layers import LayeredSpec
from ...runtime.state.abilities import StaticAbility, TriggeredAbility
from ...runtime.state.objects import Zone


def _runs_there(ability: Any) -> bool:
    """Whether the runtime can run ``ability`` from the command zone: a triggered
    ability, or a layered static ability (CR 613) with no condition whose effect is one
    continuous effect of the card."""
    if isinstance(ability, TriggeredAbility):
        return ability.zone is Zone.BATTLEFIELD
    return (isinstance(ability, StaticAbility) and isinstance(ability.effect, LayeredSpec)
            and ability.condition is None and ability.part_of is None
            and ability.zone is Zone.BATTLEFIELD)  # fmt: skip


def command_zone_abilities(abilities: list[Any], kind: str) -> tuple[list[Any], list[str]]:
    """The abilities of a ``kind`` card ("scheme", "plane", "phenomenon") as abilities that
    function from the command zone (CR 113.6p), and the problems: an ability the runtime
    can't run there yet."""
    out: list[Any] = []
    problems: list[str] = []
    for a in abilities:
        if not _runs_there(a):
            problems.append(f"this {type(a).__name__} of a {kind} card can't function from "
                            "the command zone yet (CR 113.6p)")  # fmt: skip
        elif isinstance(a, TriggeredAbility):
            out.append(attrs.evolve(a, zone=Zone.COMMAND))
        else:
            out.append(a)
    return out, problems
