"""Combat statics: "You may have this creature assign its combat damage
as though it weren't blocked." (Thorn Elemental, Rhox; CR 510.1a-c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

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
    from ..agents import ChooseYesNo
    from .combat import _restricted

    if not _restricted(game, attacker, AssignAsThoughUnblocked):
        return False
    player = game.view(attacker).controller
    return bool(game.ask(player, ChooseYesNo(player, "assign combat damage as though "
                                                     "it weren't blocked?")))  # fmt: skip


@attrs.frozen
class CantBlockMatching:
    """CR 509.1b: "This creature can't block creatures with power 2 or greater." — the
    affected creatures can't block attackers matching ``filter``."""

    filter: ObjectFilter


def cant_block_matching(game: Game, blocker: int, attacker: int) -> bool:
    """Whether a "can't block [filter]" static on ``blocker`` forbids blocking ``attacker``."""
    from ..continuous.layers import rule_statics
    from ..continuous.restrictions import affects

    obj = game.state.objects[attacker]
    for s, c, a in rule_statics(game, CantBlockMatching):
        if affects(game, a, s, c, blocker) and a.effect.filter.matches(Ctx(game, s, c), obj):  # type: ignore[arg-type]
            return True
    return False
