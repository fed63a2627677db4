"""More "can't" restrictions (CR 101.2), called from the ``Cant`` lowerings of
:mod:`.restrictions` (one-shot effects) and :mod:`.statics` (static abilities):

* "Target creature can't block this creature this turn." -> RestrictBlockingOf (CR 509.1b);
* "Your opponents / Players can't gain life this turn." -> PlayerRuleFor (CR 119.7, 611.2);
* "This creature can't attack [or block] alone." -> CantAttackAlone / CantBlockAlone
  (CR 506.5).
"""

from __future__ import annotations

from typing import Any

from ...runtime import abilities as ra
from ...runtime import restrict4 as r4
from ..ast import effects as ae
from ..ast import objects as ao
from .core import Env, fail, only


def cant_effect(node: ae.Cant, env: Env) -> Any | None:
    """A one-shot "can't" this module lowers, or None when it is not one of its phrases."""
    parts = node.action.parts
    if len(parts) == 2 and parts[0] == "block" and isinstance(parts[1], ao.SelfRef):
        return _cant_block_this(node, env)
    if node.action.phrase == "gain life":
        return _cant_gain_life(node, env)
    return None


def _cant_block_this(node: ae.Cant, env: Env) -> Any:
    """CR 509.1b, 611.2c: "Target creature can't block this creature this turn."."""
    from .effects import _duration
    from .objects import object_ref

    only(node, "action")
    subject = env.subject
    det = getattr(getattr(subject, "determiner", None), "phrase", None)
    if not (isinstance(subject, ao.ObjectPhrase) and det == "target"):
        raise fail(node, f"'{node.render()}' for these blockers is not supported yet")
    duration = _duration(env, ("this turn", "until end of turn"))
    return r4.RestrictBlockingOf(object_ref(subject, env), object_ref(node.action.parts[1], env),
                                 duration)  # fmt: skip


def _cant_gain_life(node: ae.Cant, env: Env) -> Any:
    """CR 119.7, 611.2: "[Players] can't gain life this turn."."""
    from .effects import _duration
    from .statics import _player_rule

    only(node, "action")
    rule = _player_rule(node, env.subject)
    if rule is None:
        raise fail(node, f"'{node.render()}' for these players is not supported yet")
    return r4.PlayerRuleFor(rule, _duration(env, ("this turn", "until end of turn")))


_ALONE = {"attack alone": (r4.CantAttackAlone,),
          "attack or block alone": (r4.CantAttackAlone, r4.CantBlockAlone),
          "block alone": (r4.CantBlockAlone,)}  # fmt: skip


def alone_static(action: ae.Cant, subject: Any, affected: Any) -> list[Any] | None:
    """CR 506.5: "This creature / Enchanted creature can't attack [or block] alone."."""
    kinds = _ALONE.get(action.action.phrase)
    if kinds is None:
        return None
    only(action, "action")
    if not isinstance(subject, ao.SelfRef | ao.AttachedRef):
        raise fail(action, f"'{action.render()}' for these creatures is not supported yet")
    return [ra.StaticAbility(k(), affected) for k in kinds]


def blockers_static(action: ae.Cant, subject: Any, env: Env) -> list[Any] | None:
    """CR 509.1b: "Creatures with power less than this creature's power can't block it." —
    a static of this creature: it can't be blocked by the creatures of the filter (re-read
    continuously, CR 611.3a). None when the phrase is not "block it / this creature"."""
    from ...runtime import filters as rf
    from ...runtime import statics_restrictions as rsr
    from .objects import object_filter

    parts = action.action.parts
    if len(parts) != 2 or parts[0] != "block" or not isinstance(subject, ao.ObjectPhrase):
        return None
    obj = parts[1]
    it = isinstance(obj, ao.Pronoun) and obj.word == "it" and "this creature" in subject.render()
    if not (isinstance(obj, ao.SelfRef) or it):
        return None
    only(action, "action")
    if subject.determiner is not None or not subject.plural:
        raise fail(subject, "these blockers are not supported yet")
    flt, kind = object_filter(subject, env)
    if kind != "permanent" or len(flt.card_types) > 1:
        raise fail(subject, "these blockers are not supported yet")
    return [ra.StaticAbility(rsr.CantBeBlockedBy(flt), rf.This())]
