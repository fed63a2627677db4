"""Archenemy schemes (CR 314, 904) -> runtime/actions/schemes.py: "When you set this
scheme in motion" (CR 701.32, 904.9) and "abandon this scheme" (CR 701.33)."""

from __future__ import annotations

from typing import Any

from .core import Env, ast_area, fail, lowers, runtime

ao = ast_area("objects")
rschemes = runtime("actions.schemes")


def _this_scheme(node: Any) -> bool:
    """CR 314.7: "this scheme" — the scheme card that's the source of the ability."""
    return isinstance(node, ao.SelfRef) and node.form == "scheme"


@lowers("events.SchemeEvent")
def _set_in_motion(node: Any, env: Env) -> Any:
    """CR 701.32, 904.9: "When you set this scheme in motion" — only the archenemy sets
    schemes in motion (CR 701.32a), the scheme's owner and controller (CR 314.5)."""
    if not isinstance(node.subject, ao.You) or not _this_scheme(node.scheme):
        raise fail(node, f"'{node.render()}' is not supported yet")
    env.event = "set in motion"
    return rschemes.SetInMotion()


def abandon(node: Any) -> Any:
    """CR 701.33: "abandon this scheme" — turn the face-up ongoing scheme face down and
    put it on the bottom of its owner's scheme deck."""
    if not _this_scheme(node.object):
        raise fail(node, "only 'this scheme' can be abandoned (CR 701.33a)")
    return rschemes.AbandonScheme()
