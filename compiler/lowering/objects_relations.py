"""Qualifiers relating the described object to another object or a player (CR 109.2):
"each creature blocking it", "creatures attacking you" (CR 506.4, 509.1h), "each other
creature that shares a color with it", "a creature card that shares a creature type with
it" (CR 105.4, 205.3) -> the predicates of :mod:`mtgc.runtime.state.relations`."""

from __future__ import annotations

from typing import Any

from .core import Env, ast_area, fail, runtime
from .objects import object_ref, player_sel

rr = runtime("state.relations")
ao = ast_area("objects")
asp = ast_area("spells")
az = ast_area("zones")
rf = runtime("state.filters")
rlk = runtime("actions.linked")

#: (kind, characteristic) of "shares a [kind] [characteristic] with" -> the runtime name
_SHARED = {(None, "color"): "color", ("creature", "type"): "creature type",
           ("card", "type"): "card type", ("permanent", "type"): "permanent type"}  # fmt: skip


def _one_object(node: Any) -> bool:
    from .objects_relative import _one_object as one

    return one(node)


def relation_to(q: Any, env: Env) -> Any:
    """CR 509.1h, 506.4: "blocking it", "blocked by this creature", "attacking you"."""
    obj = q.object
    if q.relation in ("blocking", "blocked by") and _one_object(obj):
        return rr.BlockingObject(object_ref(obj, env), q.relation == "blocked by")
    if q.relation == "attacking" and isinstance(obj, ao.You):
        return rr.AttackingPlayer(player_sel(obj, env))
    raise fail(q, f"'{q.render()}' is not supported yet")


def shares_with(node: Any, env: Env) -> Any:
    """CR 105.4, 205.3: "shares a color with it", "shares at least one creature type with
    it" — with one object named earlier."""
    name = _SHARED.get((node.kind, node.characteristic))
    if name is None or node.amount not in ("a", "at least one") or not _one_object(node.object):
        raise fail(node, f"'{node.render()}' is not supported yet")
    from ...runtime.continuous.cda_keywords import CREATURE_TYPES

    return rr.SharesWith(name, object_ref(node.object, env), CREATURE_TYPES)


def exiled_with(q: Any, f: Any, env: Env) -> Any:
    """CR 607.2a, 406.6: "cards exiled with this artifact", "each card exiled with it" (it:
    this object) — the cards this object's linked ability exiled, still in exile (the face
    check asks for another ability of the object that exiles)."""
    from ...runtime.state.objects import Zone as RZone

    source = q.source
    if not (isinstance(source, ao.SelfRef) or (
        isinstance(source, ao.Pronoun) and source.word == "it"
        and isinstance(object_ref(source, env), rf.This)
    )) or not env.permanent or f.fields.get("zone", RZone.EXILE) is not RZone.EXILE:
        raise fail(q, f"'{q.render()}' is not supported yet")
    f.add("zone", RZone.EXILE)
    return rlk.LinkedExile()


def linked_exile(filters: Any) -> bool:
    """Are these filters all "cards exiled with this object" (CR 607.2a)?"""
    return bool(filters) and all(
        f is not None and any(isinstance(q, rlk.LinkedExile) for q in f.extra) for f in filters
    )


def that_attached(node: Any, det: str | None, env: Env) -> Any:
    """CR 608.2c, 301.5, 303.4: "that creature" in an ability about "enchanted creature" or
    "equipped creature" ("Whenever equipped creature attacks, ... that creature gains
    trample", "put a -1/-1 counter on that creature") is that creature, when nothing else
    (a target, an event's object, an object the effect moved) came in between."""
    items = node.descriptor.items
    if (
        det == "that" and isinstance(env.it, rf.AttachedTo) and env.event_ref is None
        and env.that is None and not node.qualifiers and not node.plural and len(items) == 1
        and isinstance(items[0], ao.CardType) and items[0].word == "creature"
    ):  # fmt: skip
        return env.it
    return None


def relation_qualifier(q: Any, f: Any, env: Env) -> bool:
    """Add ``q`` to the filter being built; False when it isn't one of these."""
    if isinstance(q, ao.RelationTo):
        quality = relation_to(q, env)
    elif isinstance(q, asp.ThatShares):
        quality = shares_with(q.shares, env)
    elif isinstance(q, az.ExiledWith) and not q.this_way:
        quality = exiled_with(q, f, env)
    else:
        return False
    f.add("extra", f.fields.get("extra", ()) + (quality,))
    return True
