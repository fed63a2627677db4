"""Restrictions as one-shot effects (CR 611.2): "[objects] can't attack / block / be
blocked this turn" -> :class:`~mtgc.runtime.statics_restrictions.Restrict`."""

from __future__ import annotations

from typing import Any

from ...runtime import continuous as rc
from ...runtime import statics_restrictions as rsr
from ..ast import effects as ae
from .core import Env, fail, lowers, only
from .effects import _duration
from .objects import object_ref

_KINDS = {"attack": (rc.CantAttack,), "block": (rc.CantBlock,),
          "attack or block": (rc.CantAttack, rc.CantBlock),
          "be blocked": (rsr.CantBeBlocked,)}  # fmt: skip


@lowers(ae.Cant)
def _cant(node: ae.Cant, env: Env) -> Any:
    """CR 508.1c, 509.1b: a restriction on the objects as the effect resolves (the set is
    locked in, CR 611.2c) until end of turn."""
    only(node, "action")
    if node.action.phrase == "be regenerated":  # CR 701.19c
        from .effects2 import cant_be_regenerated

        return cant_be_regenerated(node, env)
    kinds = _KINDS.get(node.action.phrase)
    if kinds is None:
        from .restrict4 import cant_effect

        done = cant_effect(node, env)
        if done is not None:
            return done
        raise fail(node, f"'{node.render()}' as an effect is not supported yet")
    if env.subject is None:
        raise fail(node, "a restriction without a subject is not supported yet")
    what = object_ref(env.subject, env)
    duration = _duration(env, ("until end of turn", "this turn"))
    return rsr.Restrict(what, tuple(k() for k in kinds), duration)
