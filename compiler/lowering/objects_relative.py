"""Relative clauses and participles on object descriptions (CR 109.2) -> filter
qualities: "target creature that's attacking or blocking", "creatures that aren't
enchanted", "target card that's an instant or sorcery", "target creature that was dealt
damage this turn", "a creature dealt damage by this creature this turn" (CR 120.3)."""

from __future__ import annotations

from typing import Any

from ...runtime.state.objects import Zone as RZone
from .core import Env, ast_area, fail, runtime
from .objects import _Filter, _word, object_filter, object_ref

rf = runtime("state.filters")
rq = runtime("state.qualities")
rh = runtime("events.history")
ae = ast_area("effects")
aev = ast_area("events")
al = ast_area("lists")
ao = ast_area("objects")
at = ast_area("tail")
ar = ast_area("references")
az = ast_area("zones")


def _extra(f: Any, quality: Any) -> None:
    f.add("extra", f.fields.get("extra", ()) + (quality,))


def _state_words(state: Any) -> tuple[Any, ...]:
    """The descriptor words a state stands for: "tapped", "red", "an instant or sorcery"."""
    if isinstance(state, ae.IsA) and isinstance(state.descriptor, ao.Descriptor):
        return state.descriptor.items
    if isinstance(state, ao.Status | ao.Color | ao.Supertype | ao.DescAlternatives):
        return (state,)
    raise fail(state, f"the state '{state.render()}' of an object is not supported yet")


def _sub_filter(state: Any, env: Env) -> Any:
    """The state as a filter of its own (any zone: the outer filter places the object)."""
    sub = _Filter()
    for word in _state_words(state):
        _word(word, sub)
    return rf.ObjectFilter(**sub.fields, zone=None)


def _dealt_damage(node: Any, env: Env) -> Any:
    """CR 120.3: "dealt damage this turn", "dealt damage by this creature this turn"."""
    if node.kind not in ("damage", "combat damage") or node.duration is None or (
        node.duration.render() != "this turn"
    ):  # fmt: skip
        raise fail(node, f"'{node.render()}' is not supported yet")
    source = None
    if node.source is not None:
        if not isinstance(node.source, ao.SelfRef | ao.AttachedRef):
            raise fail(node.source, f"damage dealt by '{node.source.render()}' is not "
                       "supported yet")  # fmt: skip
        source = object_ref(node.source, env)
    return rh.DealtDamageThisTurn(source, node.kind == "combat damage")


def _one_object(node: Any) -> bool:
    """ "it", "this creature", "that creature", "enchanted creature": one object named."""
    if isinstance(node, ao.Pronoun):
        return node.word == "it"
    if isinstance(node, ao.ObjectPhrase):
        return node.determiner is not None and node.determiner.phrase == "that"
    return isinstance(node, ao.SelfRef | ao.AttachedRef)


def _attached_to(q: Any, env: Env) -> Any:
    """CR 303.4, 301.5: "attached to it", "attached to a creature", "attached to lands"."""
    obj = q.object
    if _one_object(obj):
        return rq.AttachedToObject(ref=object_ref(obj, env))
    if isinstance(obj, ao.ObjectPhrase) and (
        obj.determiner is None and obj.plural
        or obj.determiner is not None and obj.determiner.phrase in ("a", "an")
    ):  # fmt: skip
        flt, kind = object_filter(obj, env)
        if kind == "permanent":
            return rq.AttachedToObject(filter=flt)
    raise fail(q, f"'{q.render()}' is not supported yet")


def relative_qualifier(q: Any, f: Any, env: Env) -> bool:
    """Add the qualifier ``q`` to the filter being built; False when it isn't one of these."""
    if (
        isinstance(q, az.SameName)
        and q.phrase == "with the same name as"
        and (_one_object(q.object))
    ):  # CR 201.2; "all other creatures with the same name as that creature": other
        # than that creature, not than this source
        other = f.fields.pop("other", False)
        _extra(f, rq.SameNameAs(object_ref(q.object, env), other))
        return True
    if (
        isinstance(q, ao.InZone)
        and isinstance(q.zone, ar.BareZone)
        and (q.zone.name == "graveyards" and q.preposition in ("in", "from"))
    ):  # "target card from graveyards", "creature cards in graveyards" (CR 404.1: any)
        f.add("zone", RZone.GRAVEYARD)
        return True
    if isinstance(q, az.AttachedTo):
        _extra(f, _attached_to(q, env))
        return True
    if isinstance(q, aev.DealtDamageBy):
        _extra(f, _dealt_damage(q, env))
        return True
    if isinstance(q, ao.ThatIs):
        state = q.state
        if isinstance(state, aev.DealtDamageBy) and q.connective in ("that was", "that were"):
            _extra(f, _dealt_damage(state, env))
        elif isinstance(state, al.StatePair) and state.conjunction == "or":
            _extra(f, rq.AnyOf((_sub_filter(state.first, env), _sub_filter(state.second, env))))
        elif isinstance(state, al.StatePair) and state.conjunction == "and":
            _extra(f, _sub_filter(state.first, env))
            _extra(f, _sub_filter(state.second, env))
        elif q.connective in ("that's", "that is", "that are"):
            _extra(f, _sub_filter(state, env))
        else:
            raise fail(q, f"'{q.render()}' is not supported yet")
        return True
    if isinstance(q, at.ThatIsnt):
        if q.connective not in ("that isn't", "that aren't"):
            raise fail(q, f"'{q.render()}' is not supported yet")
        _extra(f, rq.NoneOf((_sub_filter(q.state, env),)))
        return True
    from .objects_relations import relation_qualifier  # "blocking it" (CR 509.1h)

    return relation_qualifier(q, f, env)


def relative_stat(quality: Any, env: Env) -> Any:
    """CR 208.1, 202.3, 608.2h: "with lesser mana value", "with greater power" (no "than"):
    compared with the object of the triggering event as it last existed ("Whenever
    another creature you control dies, return target creature card with lesser mana value
    ..."); None when this isn't such a quality."""
    if type(quality).__name__ != "RelativeStat" or quality.than is not None or (
        quality.other_stat is not None
    ):  # fmt: skip
        return None
    stats = ("power", "toughness", "mana value")
    op = {"lesser": "<", "greater": ">"}.get(quality.relation)
    other = rf.EventObject() if isinstance(env.event_ref, rf.EventObject) else None
    if env.refs.get(BLOCKERS):  # "can't be blocked by creatures with greater power" (509.1b)
        other = runtime("continuous.restrictions").WouldBeBlocked()
    if quality.stat not in stats or op is None or other is None:
        raise fail(quality, f"'{quality.render()}' here is not supported yet")
    return rq.StatCompare(quality.stat, op, rq.StatOf(quality.stat, other))


#: Key in ``Env.refs``: set while the blockers of "can't be blocked by [creatures]" are
#: lowered — "greater power" there compares with the creature they would block.
BLOCKERS = "objects_relative.blockers"
