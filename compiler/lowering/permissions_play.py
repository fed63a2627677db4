"""Permissions to play cards (CR 601.2a, 305.1) for a while: "Exile the top card of your
library. Until end of turn, you may play that card." (the permission ends with the turn,
CR 514.2) and "Until the end of your next turn, you may play those cards." (it ends in the
cleanup step of your next turn, CR 611.2a)."""

from __future__ import annotations

from typing import Any

from ...runtime.continuous.next_turn import UNTIL_END_OF_YOUR_NEXT_TURN
from .core import Env, fail, lowers, runtime
from .effects import duration_phrase
from .objects import object_ref

re_ = runtime("actions.effects")
rf = runtime("state.filters")

#: each duration a play permission reads -> the runtime's duration
_DURATIONS = {"this turn": "eot", "until end of turn": "eot",
              UNTIL_END_OF_YOUR_NEXT_TURN: UNTIL_END_OF_YOUR_NEXT_TURN}  # fmt: skip


@lowers("effects.PlayCards")
def _play(node: Any, env: Env) -> Any:
    """CR 601.2a, 305.1, 611.2a: "[duration], you may play [the exiled cards]"."""
    phrase = duration_phrase(env, _DURATIONS)
    what = object_ref(node.object, env)
    if not isinstance(what, rf.Remembered):
        raise fail(node.object, "a permission for these cards is not supported yet")
    return re_.PlayPermission(what, duration=_DURATIONS[phrase])
