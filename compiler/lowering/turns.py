"""Turn structure (CR 500) -> runtime/turns: skipping a player's next turn, step or phase
(CR 500.11, 614.10; runtime/turns/skips.py)."""

from __future__ import annotations

from typing import Any

from .core import Env, ast_area, fail, lowers, only, runtime
from .effects import _no_duration
from .objects import player_sel

acb = ast_area("combat")
ao = ast_area("objects")
rsk = runtime("turns.skips")
rgs = runtime("state.game_state")

#: The skipped occurrence's words -> what the runtime skips (CR 500.1: the steps and
#: phases of a turn).
_SKIPPED = {
    "turn": lambda: rsk.TURN,
    "untap step": lambda: rgs.Step.UNTAP,
    "upkeep step": lambda: rgs.Step.UPKEEP,
    "draw step": lambda: rgs.Step.DRAW,
    "combat phase": lambda: rsk.COMBAT,
    "end step": lambda: rgs.Step.END,
}

#: The possessives that name the skipping player themselves.
_OWN = ("your", "their", "his or her")


@lowers(acb.SkipStep)
def _skip_step(node: Any, env: Env) -> Any:
    """CR 614.10, 500.11: "[player] skips their next [turn / step / phase]" — a replacement
    effect: that player's next occurrence of it is skipped (two such effects skip the next
    two, CR 614.10a)."""
    only(node, "owner", "step", "next_")
    _no_duration(node, env)
    if not node.next_:
        raise fail(node, "skipping every occurrence of a step is not supported yet")
    owner = node.owner
    if not (isinstance(owner, ao.Possessive) and owner.owner in _OWN):
        raise fail(owner, "skipping another player's step is not supported yet")
    phrase = node.step.phrase
    if phrase not in _SKIPPED:
        raise fail(node.step, f"skipping the {phrase} is not supported yet")
    return rsk.SkipNext(_SKIPPED[phrase](), player_sel(env.subject, env))


def skips_static(node: Any, who: Any) -> Any:
    """CR 500.11, 614.10: "Players skip their upkeep steps." as a static ability — every
    such step of the players ``who`` (relative to its controller) is skipped while it
    applies."""
    only(node, "owner", "step", "next_")
    owner = node.owner
    phrase = node.step.phrase
    single = phrase[:-1] if phrase.endswith("s") else phrase
    if node.next_ or not (isinstance(owner, ao.Possessive) and owner.owner in _OWN) or (
        single not in _SKIPPED or single == "turn"
    ):  # fmt: skip
        raise fail(node, f"'{node.render()}' as a static ability is not supported yet")
    return runtime("state.abilities").StaticAbility(rsk.SkipsEvery(_SKIPPED[single](), who))
