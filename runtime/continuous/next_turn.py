""" "Until the end of your next turn" — CR 611.2a, 500.1, 514.2.

An effect with this duration lasts through the rest of the current turn and ends in the
cleanup step (CR 514.2) of the next turn its controller begins after the effect was created:
"Exile the top card of your library. Until the end of your next turn, you may play that
card." A play permission carries :class:`EndOfNextTurn` as its end
(:meth:`~mtgc.runtime.actions.primitives.Primitives.grant_play_permission`); a continuous
effect has this duration and remembers the turn it began (:func:`stamp_since`).
"""

from __future__ import annotations

from typing import Any

import attrs

#: The duration word of these effects (the lowering's and the effects' ``duration``).
UNTIL_END_OF_YOUR_NEXT_TURN = "until the end of your next turn"


@attrs.frozen
class EndOfNextTurn:
    """The end of ``player``'s next turn after turn number ``since`` (CR 611.2a)."""

    player: int
    since: int

    def reached(self, state: Any) -> bool:
        """Whether this turn's cleanup step ends the effect: it's ``player``'s turn, begun
        after the effect was created (CR 514.2)."""
        return state.active == self.player and state.turn > self.since


#: ``EffectInstance.values`` key: the turn a continuous effect with this duration began.
SINCE = "next turn end since"


def stamp_since(inst: Any, turn: int) -> Any:
    """A continuous effect "until the end of your next turn" remembering the turn it began
    (other effects unchanged)."""
    if inst.duration != UNTIL_END_OF_YOUR_NEXT_TURN or SINCE in inst.values:
        return inst
    return attrs.evolve(inst, values={**inst.values, SINCE: turn})


def effect_ends(inst: Any, state: Any) -> bool:
    """Whether this cleanup step ends the continuous effect ``inst`` "until the end of your
    next turn": it's its controller's turn, begun after the effect (CR 611.2a, 514.2)."""
    if inst.duration != UNTIL_END_OF_YOUR_NEXT_TURN:
        return False
    return EndOfNextTurn(inst.controller, inst.values.get(SINCE, state.turn)).reached(state)


def permission_current(until: Any, state: Any) -> bool:
    """Whether a play permission with end ``until`` still applies: forever (None), this
    turn (a turn number) or until the end of a player's next turn (CR 611.2a)."""
    return until is None or until == state.turn or isinstance(until, EndOfNextTurn)


def permission_survives_cleanup(until: Any, state: Any) -> bool:
    """Whether a play permission outlasts this cleanup step (CR 514.2): one without an end,
    or one lasting until the end of a next turn not yet reached."""
    return until is None or isinstance(until, EndOfNextTurn) and not until.reached(state)
