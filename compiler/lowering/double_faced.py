"""Double-faced cards (CR 712): transforming (CR 701.27) and putting a card onto the
battlefield transformed (CR 712.14a) -> :mod:`mtgc.runtime.actions.transform`. Daybound and
nightbound (CR 702.145) are keywords (:mod:`.keywords`, :mod:`mtgc.runtime.keywords.daybound`).
"""

from __future__ import annotations

from typing import Any

from .core import Env, ast_area, fail, lowers, only, runtime
from .effects import _imperative, _no_duration, _return_to_battlefield
from .objects import object_filter, object_ref

rt = runtime("actions.transform")
rf = runtime("state.filters")
ac = ast_area("counters")
ae = ast_area("effects")
ao = ast_area("objects")
az = ast_area("zones")


@lowers("effects.Transform")
def _transform(node: Any, env: Env) -> Any:
    """CR 701.27a: "Transform this creature.", "transform it", "Transform all Humans.",
    "Transform up to one target Werewolf you control." — a permanent that isn't double-faced
    doesn't transform (701.27c)."""
    only(node, "object")
    _imperative(node, env)
    _no_duration(node, env)
    return rt.Transform(object_ref(node.object, env))


@lowers("zones.PutTransformed")
def _put_transformed(node: Any, env: Env) -> Any:
    """CR 712.14a: "Exile this Saga, then return it to the battlefield transformed under your
    control.", "return it to the battlefield transformed under its owner's control" — the
    card enters with its back face up; a card that isn't double-faced stays where it is."""
    only(node, "verb_base", "object", "preposition", "zone", "under")
    _imperative(node, env)
    _no_duration(node, env)
    z = node.zone
    if node.verb_base != "return" or not (isinstance(z, ao.SharedZone)
                                          and z.name == "the battlefield"):  # fmt: skip
        raise fail(node, "putting a card there transformed is not supported yet")
    return _return_to_battlefield(node, env, transformed=True)


@lowers("counters.TransformsIntoEvent")
def _transforms_into(node: Any, env: Env) -> Any:
    """CR 701.27e: "When this creature transforms into Avacyn, the Purifier" (its own face:
    the ability is on that face), "Whenever a permanent you control transforms into a
    non-Human creature" (what it is immediately after it transforms)."""
    only(node, "subject", "prep", "into")
    if node.prep != "into":
        raise fail(node, f"'transforms {node.prep}' is not supported yet")
    env.event = "transformed"
    if isinstance(node.subject, ao.SelfRef) and isinstance(node.into, ao.SelfRef):
        env.it = rf.This()
        return rt.TransformsIntoTrigger(this=True)
    if isinstance(node.subject, ao.SelfRef) or isinstance(node.into, ao.SelfRef):
        raise fail(node, "this transforming trigger is not supported yet")
    from .triggers import _subject_filter

    flt = _subject_filter(node.subject, env)
    into, kind = object_filter(node.into, env)
    if kind != "permanent":
        raise fail(node.into, "this transforming trigger is not supported yet")
    env.event_ref = env.it = rf.EventObject()
    return rt.TransformsIntoTrigger(filter=flt, into=into)


def transforms_into_this(action: Any) -> Any:
    """CR 701.27e: the second event of "When this creature enters or transforms into
    [this face]"."""
    if not (isinstance(action, ac.TransformsIntoAction) and action.prep == "into"
            and isinstance(action.into, ao.SelfRef)):  # fmt: skip
        raise fail(action, "transforming in an either-event trigger is not supported yet")
    return rt.TransformsIntoTrigger(this=True)
