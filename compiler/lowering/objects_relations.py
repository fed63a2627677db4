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
    return rr.SharesWith(name, object_ref(node.object, env))


def relation_qualifier(q: Any, f: Any, env: Env) -> bool:
    """Add ``q`` to the filter being built; False when it isn't one of these."""
    if isinstance(q, ao.RelationTo):
        quality = relation_to(q, env)
    elif isinstance(q, asp.ThatShares):
        quality = shares_with(q.shares, env)
    else:
        return False
    f.add("extra", f.fields.get("extra", ()) + (quality,))
    return True
