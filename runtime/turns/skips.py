"""Skipping steps, phases and turns — CR 500.11, 614.10.

"[Player] skips their next [turn / step / phase]" (:class:`SkipNext`) is a replacement
effect (CR 614.10): the player's next occurrence of it doesn't happen; the turn structure
proceeds past it as though it didn't exist (CR 500.11). Each effect skips one occurrence,
so two of them skip the next two (CR 614.10a). Pending skips are ``state.extra["skips"]``,
a tuple of (player, what) — ``what`` a :class:`Step`, :data:`TURN` or :data:`COMBAT`
(the combat phase, CR 506) — replaced, never changed in place, so a rollback restores it.
An occurrence already begun can't be skipped (CR 614.10): the turn structure asks
(:func:`skips_turn`, :func:`skips_step`) only as one begins.
"""

from __future__ import annotations

from typing import Any

import attrs

from ..continuous.layers import rule_statics
from ..state.effect_base import Effect
from ..state.filters import Ctx, PlayerSel, You, _players
from ..state.game_state import Step

#: A whole turn (CR 500.11).
TURN = "turn"
#: The combat phase (CR 506): its steps from beginning of combat to end of combat.
COMBAT = "combat phase"


def _what_name(what: Any) -> str:
    return what if isinstance(what, str) else f"{what.name.lower().replace('_', ' ')} step"


@attrs.frozen
class SkipNext(Effect):
    """CR 614.10, 500.11: each chosen player skips their next ``what`` (a :class:`Step`,
    :data:`TURN` or :data:`COMBAT`)."""

    what: Any
    who: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> None:
        st = ctx.game.state
        for p in _players(self.who, ctx):
            st.extra["skips"] = (*st.extra.get("skips", ()), (p, self.what))
            ctx.game.log_note(f"P{p} will skip their next {_what_name(self.what)} (CR 614.10)")


def _consume(state: Any, player: int, what: Any) -> bool:
    """Use up one pending skip of ``what`` by ``player`` (CR 614.10a); True if there was."""
    pending = state.extra.get("skips", ())
    if (player, what) not in pending:
        return False
    index = pending.index((player, what))
    state.extra["skips"] = pending[:index] + pending[index + 1:]
    return True


def skips_turn(game: Any, player: int) -> bool:
    """CR 500.11: the turn ``player`` would begin is skipped (a pending skip is used)."""
    if not _consume(game.state, player, TURN):
        return False
    game.log_note(f"P{player} skips their turn (CR 500.11)")
    return True


@attrs.frozen
class SkipsEvery:
    """CR 500.11 — a static "Players skip their upkeep steps.": the players ``who``
    (relative to the static's controller) skip each ``what`` (a :class:`Step` or
    :data:`COMBAT`) while it applies."""

    what: Any
    who: Any


def _skips_every(game: Any, player: int, what: Any) -> bool:
    return any(
        a.effect.what == what and a.effect.who.matches(player, c)
        for _, c, a in rule_statics(game, SkipsEvery)
    )  # fmt: skip


def skips_step(game: Any, step: Step) -> Step | None:
    """CR 500.11: the step of the active player's turn that would begin is skipped: the
    last step skipped (the turn goes on from the step after it), else None. Skipping the
    combat phase skips beginning of combat through end of combat."""
    st = game.state
    if step is Step.BEGINNING_OF_COMBAT and _consume(st, st.active, COMBAT):
        game.log_note(f"P{st.active} skips their combat phase (CR 500.11)")
        return Step.END_OF_COMBAT
    if step is Step.BEGINNING_OF_COMBAT and _skips_every(game, st.active, COMBAT):
        game.log_note(f"P{st.active} skips their combat phase (CR 500.11)")
        return Step.END_OF_COMBAT
    if step is not Step.CLEANUP and (_consume(st, st.active, step)
                                     or _skips_every(game, st.active, step)):  # fmt: skip
        game.log_note(f"P{st.active} skips their {_what_name(step)} (CR 500.11)")
        return step
    return None


__all__ = ["COMBAT", "TURN", "SkipNext", "SkipsEvery", "skips_step", "skips_turn"]
