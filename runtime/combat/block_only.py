""" "[This creature] can block only creatures with flying." — CR 509.1b: a restriction on
which attacking creatures the affected creatures may block."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from ..state.filters import Ctx, ObjectFilter

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class CanBlockOnly:
    """CR 509.1b — the affected creatures may block only attackers matching ``filter``."""

    filter: ObjectFilter


def block_only_forbids(game: Game, blocker: int, attacker: int) -> bool:
    """Whether a "can block only [filter]" static on ``blocker`` forbids this block."""
    from ..continuous.layers import rule_statics
    from ..continuous.restrictions import affects

    obj = game.state.objects[attacker]
    for s, c, a in rule_statics(game, CanBlockOnly):
        if affects(game, a, s, c, blocker):
            if not a.effect.filter.matches(Ctx(game, s, c), obj):  # type: ignore[arg-type]
                return True
    return False
