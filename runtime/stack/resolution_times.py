"""How many times an ability has resolved this turn — CR 608.2 (resolving), 707.10b (a copy
of an ability is the same ability for such counts), 603.7h: "If this is the second time this
ability has resolved this turn, ...".

Each resolution of an activated or triggered ability is recorded as it begins to resolve
(after its targets are checked, CR 608.2b: an ability removed for illegal targets, or whose
intervening "if" no longer holds, CR 603.4, doesn't resolve). The ability is its source
object and the ability itself: a source that changed zones is a new object (CR 400.7) and
starts over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..state.filters import Ctx

if TYPE_CHECKING:
    from ..game import Game


def _key(game: Game, source_id: int, ability: Any) -> tuple[int, int, Any]:
    return (game.state.turn, source_id, ability)


def record_resolution(game: Game, source_id: int, ability: Any) -> None:
    """One more resolution of ``ability`` of ``source_id`` this turn."""
    old = game.state.extra.get("resolutions", {})
    key = _key(game, source_id, ability)
    # a new dict, never changed in place, so a rollback of the state restores the old one
    game.state.extra["resolutions"] = {**old, key: old.get(key, 0) + 1}


def resolutions(game: Game, source_id: int, ability: Any) -> int:
    """How many times ``ability`` of ``source_id`` has resolved this turn, this one
    included while it resolves."""
    return game.state.extra.get("resolutions", {}).get(_key(game, source_id, ability), 0)


@attrs.frozen
class NthResolution:
    """ "this is the second time this ability has resolved this turn", "this is the first
    or second time ..." — the resolving ability's count this turn is one of ``times``."""

    times: frozenset[int]

    def holds(self, ctx: Ctx) -> bool:
        item = ctx.stack_item
        ability = getattr(item, "ability", None)
        if ability is None:  # not an ability on the stack: never its nth resolution
            return False
        return resolutions(ctx.game, item.source_id, ability) in self.times
