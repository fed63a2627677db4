"""Speed — CR 702.179 (start your engines!), 702.178 (max speed), 704.5z.

A player has no speed until a rule or effect sets it (CR 702.179b); the speeds are kept in
``state.extra["speed"]`` (a tuple, one entry per player, None for no speed). The state-based
action of CR 704.5z gives a player who controls a permanent with start your engines! and has
no speed a speed of 1. Having speed comes with an inherent triggered ability (CR 702.179d):
"Whenever one or more opponents lose life during your turn, if your speed is less than 4,
your speed increases by 1. This ability triggers only once each turn." It has no source: the
runtime keeps it as a lasting delayed trigger of the player (CR 603.7 machinery), with the
permanent that started the engines standing as its source only to name it and for last known
information. A player has max speed at speed 4 (CR 702.179e); a max speed ability's
granted ability exists only then (:class:`HasMaxSpeed` conditions it, CR 702.178a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..events import events as ev
from ..events.triggers import DelayedTrigger, TriggerPattern
from ..state.abilities import Keyword, TriggeredAbility
from ..state.effect_base import Effect
from ..state.filters import Condition, Ctx, PlayerSel, _players

if TYPE_CHECKING:
    from ..game import Game

MAX_SPEED = 4


@attrs.frozen
class StartYourEngines(Keyword):
    """CR 702.179a — start your engines! (a static ability; see the module)."""

    cr = "702.179"


def speed(game: Any, player: int) -> int | None:
    """The player's speed; None when they have none (CR 702.179b)."""
    found = game.state.extra.get("speed")
    return found[player] if found is not None else None


def set_speed(game: Any, player: int, value: int) -> None:
    st = game.state
    found = list(st.extra.get("speed") or [None] * len(st.players))
    found[player] = value
    st.extra["speed"] = tuple(found)
    game.changed()  # characteristics may depend on speed ("where X is your speed")
    game.log_note(f"P{player}'s speed is {value}")


@attrs.frozen
class SpeedOf:
    """CR 702.179f: the speed of the players selected, as an amount ("where X is your
    speed"); a player with no speed counts 0."""

    players: PlayerSel

    def value(self, ctx: Ctx) -> int:
        return sum(speed(ctx.game, p) or 0 for p in _players(self.players, ctx))


@attrs.frozen
class HasMaxSpeed(Condition):
    """CR 702.179e: "[you have] max speed" — the controller's speed is 4."""

    def holds(self, ctx: Ctx) -> bool:
        return speed(ctx.game, ctx.controller) == MAX_SPEED


@attrs.frozen
class SpeedBelowMax(Condition):
    """CR 702.179d's intervening "if your speed is less than 4" (no speed counts as 0,
    702.179f)."""

    def holds(self, ctx: Ctx) -> bool:
        return (speed(ctx.game, ctx.controller) or 0) < MAX_SPEED


@attrs.frozen
class OpponentsLoseLifeDuringYourTurn(TriggerPattern):
    """CR 702.179d: "Whenever one or more opponents lose life during your turn, if your
    speed is less than 4, ... This ability triggers only once each turn." (the intervening
    condition is checked here too, as a delayed trigger's is not read on triggering)."""

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        st = game.state
        me = ctx.controller
        if not (isinstance(event, ev.LifeChanged) and event.amount < 0 and event.player != me
                and st.active == me):  # fmt: skip
            return False
        if not SpeedBelowMax().holds(ctx):
            return False
        key = f"speed triggered P{me}"
        if st.extra.get(key) == st.turn:
            return False
        st.extra[key] = st.turn
        return True


@attrs.frozen
class IncreaseSpeed(Effect):
    """CR 702.179c-d: "your speed increases by N" (from no speed: it becomes N), never past
    4 (702.179d's own ability stops at 4)."""

    amount: int = 1

    def resolve(self, ctx: Ctx) -> None:
        now = speed(ctx.game, ctx.controller)
        set_speed(ctx.game, ctx.controller, min(MAX_SPEED, (now or 0) + self.amount))


#: CR 702.179d — the inherent triggered ability of a player with speed.
SPEED_ABILITY = TriggeredAbility(OpponentsLoseLifeDuringYourTurn(), IncreaseSpeed(1),
                                 intervening_if=SpeedBelowMax())  # fmt: skip


def start_engines(game: Game) -> bool:
    """CR 704.5z: a player who controls a permanent with start your engines! and has no
    speed gets speed 1 (and the ability of CR 702.179d); True if any did."""
    found = game.state.extra.get("speed")
    if found is not None and None not in found:
        return False  # every player has a speed already: nothing to look at
    done = False
    # the permanents with the keyword, kept with their current characteristics (CR 613):
    # an SBA check with none costs a look-up, not a view of every permanent
    for i, _, _, controller in list(game.abilities_of_permanents(StartYourEngines)):
        if speed(game, controller) is None:
            set_speed(game, controller, 1)
            game.state.delayed.append(DelayedTrigger(SPEED_ABILITY, i, controller, False))
            done = True
    return done
