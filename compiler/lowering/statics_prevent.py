""" "Prevent all [combat] damage that would be dealt to [and dealt by] [this creature /
enchanted creature / you] [by creatures]." as a static ability (CR 615.1, 611.3) ->
:class:`~mtgc.runtime.events.prevention_static.StaticPrevention`."""

from __future__ import annotations

from typing import Any

from .core import Env, ast_area, fail, isinstance_of, only, runtime
from .objects import object_filter

ra = runtime("state.abilities")
rps = runtime("events.prevention_static")
rf = runtime("state.filters")
ae = ast_area("effects")
al = ast_area("layers")
ao = ast_area("objects")

def is_prevention(action: Any) -> bool:
    """Whether the action prevents damage (CR 615)."""
    return isinstance(action, ae.PreventDamage) or isinstance_of(
        action, al, "PreventToAndBy", "PreventDamageRoute"
    )


def _party(node: Any, env: Env, by: bool) -> Any:
    if isinstance(node, ao.SelfRef):
        return rf.This()
    if isinstance(node, ao.AttachedRef):
        return rf.AttachedTo()
    if isinstance(node, ao.You) and not by:
        return rps.YOU
    if isinstance(node, ao.ObjectPhrase) and node.determiner is None and node.plural:
        flt, kind = object_filter(node, env)
        if kind == "permanent":
            return flt
    raise fail(node, f"prevention for '{node.render()}' is not supported yet")


def _kind(kind: str, node: Any) -> bool:
    if kind not in ("damage", "combat damage"):
        raise fail(node, f"preventing '{kind}' is not supported yet")
    return kind == "combat damage"


def static_prevention(action: Any, env: Env) -> list[Any]:
    """CR 615.1: one static ability per "to"/"by" route of the sentence."""
    if isinstance(action, al.PreventToAndBy):
        only(action, "kind", "object")
        combat = _kind(action.kind, action)
        party = _party(action.object, env, True)
        return [ra.StaticAbility(rps.StaticPrevention(combat, to=party)),
                ra.StaticAbility(rps.StaticPrevention(combat, by=party))]  # fmt: skip
    if isinstance(action, ae.PreventDamage):
        only(action, "kind", "recipient")
        parts: tuple[Any, ...] = () if action.recipient is None else (action.recipient,)
    else:
        only(action, "kind", "parts")
        parts = action.parts
    combat = _kind(action.kind, action)
    to = by = None
    for p in parts:
        if not isinstance(p, ae.DamageRecipient):
            raise fail(p, f"'{p.render()}' in a static prevention is not supported yet")
        if p.by:
            if by is not None:
                raise fail(p, "two sources in a prevention are not supported yet")
            by = _party(p.object, env, True)
        else:
            if to is not None:
                raise fail(p, "two recipients in a prevention are not supported yet")
            to = _party(p.object, env, False)
    if to is None and by is None:
        raise fail(action, "preventing all damage everywhere is not supported yet")
    return [ra.StaticAbility(rps.StaticPrevention(combat, to, by))]
