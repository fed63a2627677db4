"""Combat statics: "You may have this creature assign its combat damage as though it weren't
blocked." (CR 510.1c) and "Each creature assigns combat damage equal to its toughness rather
than its power." (CR 510.1a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from ..agents import ChooseYesNo
from ..continuous.layers import rule_statics
from ..continuous.restrictions import affects
from ..state.filters import Ctx, ObjectFilter

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class AssignAsThoughUnblocked:
    """CR 510.1c: the affected blocked creature's controller may have it assign all its
    combat damage to the player or planeswalker it's attacking, as though unblocked."""


def assigns_as_unblocked(game: Game, attacker: int) -> bool:
    """Whether the blocked ``attacker`` assigns its combat damage as though it weren't
    blocked: an ability lets it and its controller chooses to (CR 510.1c)."""
    from .combat import _restricted

    if not _restricted(game, attacker, AssignAsThoughUnblocked):
        return False
    player = game.view(attacker).controller
    return bool(game.ask(player, ChooseYesNo(player, "assign combat damage as though "
                                                     "it weren't blocked?")))  # fmt: skip


@attrs.frozen
class AssignByToughness:
    """CR 510.1a: the affected creatures assign combat damage equal to their toughness
    rather than their power."""


def combat_damage_amount(game: Game, creature: int) -> int:
    """CR 510.1a: how much combat damage ``creature`` assigns — its power, or its toughness
    while an ability says it assigns combat damage equal to its toughness."""
    from .combat import _restricted

    view = game.view(creature)
    if _restricted(game, creature, AssignByToughness):
        return view.toughness or 0
    return view.power or 0


@attrs.frozen
class CantBlockMatching:
    """CR 509.1b: "This creature can't block creatures with power 2 or greater." — the
    affected creatures can't block attackers matching ``filter``."""

    filter: ObjectFilter


def cant_block_matching(game: Game, blocker: int, attacker: int) -> bool:
    """Whether a "can't block [filter]" static on ``blocker`` forbids blocking ``attacker``."""
    obj = game.state.objects[attacker]
    for s, c, a in rule_statics(game, CantBlockMatching):
        if affects(game, a, s, c, blocker) and a.effect.filter.matches(Ctx(game, s, c), obj):  # type: ignore[arg-type]
            return True
    return False
