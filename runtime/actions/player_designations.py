"""Player designations with inherent triggered abilities — CR 724 (the monarch) and CR 725
(the initiative).

``state.extra["monarch"]`` / ``state.extra["initiative"]`` is the player who has the
designation (absent: nobody yet, CR 724.1, 725.1). Only one player has each at a time: as a
player becomes the monarch (takes the initiative), the one who had it ceases to (CR 724.3,
725.3). The designation's inherent triggered abilities (CR 724.2, 725.2) are given by the
compiler, compiled from their text as abilities of the player who has the designation; they
function from a marker object in the command zone, controlled by that player (the stack
names it as their source; CR 724.2 says they have none, and nothing reads it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..events import events as ev
from ..events.conditions import _players as _who
from ..events.triggers import TriggerPattern
from ..state.effect_base import Effect
from ..state.filters import Condition, Ctx, PlayerSel, Who, You, _players
from ..state.objects import CardDefinition, Zone

if TYPE_CHECKING:
    from ..game import Game

#: ``GameObject.choices`` key of a designation's marker object.
DESIGNATION = "designation"

#: designation -> (its name in the log, the rule)
_NAMES = {"monarch": ("the monarch", "CR 724.3"), "initiative": ("the initiative", "CR 725.3")}


def holder(game: Game, designation: str) -> int | None:
    """The player who is the monarch / has the initiative (None: nobody)."""
    return game.state.extra.get(designation)


@attrs.frozen
class DesignationGained(ev.Event):
    """``player`` became the monarch / took the initiative (CR 724.3, 725.3; for the
    initiative also when they already had it, CR 725.5)."""

    designation: str
    player: int

    def text(self) -> str:
        name, rule = _NAMES[self.designation]
        verb = "becomes" if self.designation == "monarch" else "takes"
        return f"P{self.player} {verb} {name} ({rule})"


def _marker(game: Game, designation: str, abilities: tuple[Any, ...], player: int) -> None:
    """The command-zone object the designation's inherent abilities function from, now
    controlled by ``player``; created the first time (``abilities``)."""
    st = game.state
    markers = st.extra.setdefault("designation_markers", {})
    oid = markers.get(designation)
    if oid is None:
        card = CardDefinition(_NAMES[designation][0].capitalize(), frozenset(), abilities=tuple(
            attrs.evolve(a, zone=Zone.COMMAND) for a in abilities))  # fmt: skip
        obj = game.new_object(card, player, Zone.COMMAND, False)
        obj.choices[DESIGNATION] = designation
        st.command.append(obj.id)
        markers[designation] = obj.id
        return
    st.objects[oid].controller = player


@attrs.frozen
class GainDesignation(Effect):
    """CR 724.1, 725.1 — "[player] becomes the monarch" / "takes the initiative":
    ``designation`` is "monarch" or "initiative"; ``abilities``: its inherent triggered
    abilities (CR 724.2, 725.2), used the first time anyone gets it (None: given already,
    as when an inherent ability itself passes the designation on)."""

    designation: str
    abilities: tuple[Any, ...] | None = None
    who: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        for p in _players(self.who, ctx)[:1]:  # CR 724.3, 725.3: one player at a time
            if not game.state.players[p].lost:
                _marker(game, self.designation, self.abilities or (), p)
                game.state.extra[self.designation] = p
                game.changed()
                game.emit(DesignationGained(self.designation, p))


@attrs.frozen
class GainsDesignation(TriggerPattern):
    """ "Whenever you become the monarch", "Whenever you take the initiative" (CR 725.2)."""

    designation: str
    who: Who = Who.YOU

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        return (isinstance(event, DesignationGained) and event.designation == self.designation
                and self.who.matches(event.player, ctx.controller))  # fmt: skip


@attrs.frozen
class HasDesignation(Condition):
    """CR 724, 725: "you're the monarch", "if you have the initiative" — one of the players
    ``who`` names has the designation."""

    designation: str
    who: Any = Who.YOU

    def holds(self, ctx: Ctx) -> bool:
        return holder(ctx.game, self.designation) in _who(self.who, ctx)


@attrs.frozen
class Holder(PlayerSel):
    """CR 724.1: "the monarch" — the player with the designation (none: no player)."""

    designation: str

    def resolve(self, ctx: Ctx) -> list[int]:
        p = holder(ctx.game, self.designation)
        return [] if p is None else [p]


__all__ = ["DesignationGained", "GainDesignation", "GainsDesignation", "HasDesignation",
           "Holder", "holder"]  # fmt: skip
