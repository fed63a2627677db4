"""Committing a crime — CR 700.13.

A player commits a crime as they cast a spell, activate an ability, or put a triggered
ability on the stack and that spell or ability targets at least one opponent, at least one
permanent, spell or ability an opponent controls, and/or at least one card in an opponent's
graveyard. :func:`note_crime` runs as the targets are announced (CR 601.2i, 602.2b, 603.3d)
and emits :class:`CrimeCommitted`; :class:`CommitsCrime` is "Whenever you commit a crime".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..state.filters import Ctx, Who
from ..state.objects import PlayerRef, Zone
from . import events as ev
from .triggers import TriggerPattern

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class CrimeCommitted(ev.Event):
    """CR 700.13 — ``player`` committed a crime with the spell or ability ``stack_id``."""

    player: int
    stack_id: int

    def text(self) -> str:
        return f"P{self.player} commits a crime with #{self.stack_id} (CR 700.13)"


def _opponents(game: Game, player: int) -> set[int]:
    return {p.index for p in game.state.players if p.index != player}  # CR 102.2


def _against(game: Game, target: Any, opponents: set[int]) -> bool:
    """Whether ``target`` is an opponent, a permanent / spell / ability an opponent controls,
    or a card in an opponent's graveyard."""
    if isinstance(target, PlayerRef):
        return target.index in opponents
    obj = game.state.objects.get(target)
    if obj is None:
        return False
    zone = getattr(obj, "zone", Zone.STACK)
    if zone is Zone.BATTLEFIELD:
        return game.view(target).controller in opponents
    if zone is Zone.STACK:
        return obj.controller in opponents
    if zone is Zone.GRAVEYARD:
        return obj.owner in opponents
    return False


def note_crime(game: Game, stack_id: int, targets: tuple[Any, ...], player: int) -> None:
    """CR 700.13: emit :class:`CrimeCommitted` if the targets just chosen by ``player`` for
    ``stack_id`` make it a crime (once per spell or ability)."""
    opponents = _opponents(game, player)
    if any(t is not None and _against(game, t, opponents) for t in targets):
        game.emit(CrimeCommitted(player, stack_id))


@attrs.frozen
class CommitsCrime(TriggerPattern):
    """CR 700.13 — "Whenever you commit a crime" (``who``: the player committing it)."""

    who: Who = Who.YOU

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        return isinstance(event, CrimeCommitted) and self.who.matches(event.player,
                                                                       ctx.controller)  # fmt: skip
