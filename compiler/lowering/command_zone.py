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

#: Rule-modifying static abilities that aren't layered and that the rules they modify read
#: with ``continuous.layers.rule_statics``, which also finds a face-up card's (as continuous
#: effects from it): "Creatures can't block" (CR 509.1b), "can't attack" (CR 508.1c),
#: "assigns combat damage equal to its toughness" (CR 510.1a), cost changes (CR 601.2f),
#: additional land plays (CR 305.2), "no maximum hand size" (CR 402.2).
RULE_STATICS = frozenset({"CantBlock", "CantAttack", "AssignByToughness", "CostReduction",
                          "CostIncrease", "AdditionalLandPlays", "PlayerRule"})  # fmt: skip


def _runs_there(ability: Any) -> bool:
    """Whether the runtime can run ``ability`` from the command zone: a triggered ability,
    or a static ability with no condition that is layered (CR 613) or one of
    :data:`RULE_STATICS`: each is a continuous effect of the card while it's face up."""
    if isinstance(ability, TriggeredAbility):
        return ability.zone is Zone.BATTLEFIELD
    return (isinstance(ability, StaticAbility) and ability.condition is None
            and (isinstance(ability.effect, LayeredSpec)
                 or type(ability.effect).__name__ in RULE_STATICS)
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
