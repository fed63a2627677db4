"""MTG Arena's digital-only verbs (grammar/digital.lark) -> runtime effects of
:mod:`mtgc.runtime.actions.digital`, which documents what they do (the Comprehensive Rules
don't define them: the runtime is the authority).

- "perpetually [gets +N/+M / gains abilities / becomes a type / has base P/T N/M]": one
  :class:`Perpetually` effect; "perpetually" reaches the actions and clauses that follow it
  in the same series ("perpetually gets +1/+1 and gains reach", "It perpetually becomes a
  Spirit, has base power and toughness 1/1, and gains ...").
- "seek [N] [cards]": a :class:`Seek` effect; "it", "that card" after it is the card found.
"""

from __future__ import annotations

from typing import Any

import attrs

from .core import Env, ast_area, fail, isinstance_of, lowers, only, runtime
from .objects import number, object_filter, object_ref, player_sel

rdg = runtime("actions.digital")
rf = runtime("state.filters")
ad = ast_area("digital")
ae = ast_area("effects")
al = ast_area("layers")
ao = ast_area("objects")


# ---- perpetually


def _characteristic_change(node: Any) -> bool:
    """Actions that "perpetually" before them in a series reaches."""
    return isinstance(node, ae.ModifyPT | ae.GainAbilities | ae.Becomes | al.BecomesType
                      | al.HaveBasePT)  # fmt: skip


def distribute(actions: tuple[Any, ...]) -> tuple[Any, ...]:
    """The actions of a series with "perpetually" carried to each change that follows a
    perpetual one ("perpetually gets +1/+1 and gains reach": both are perpetual)."""
    out: list[Any] = []
    on = False
    for a in actions:
        if isinstance(a, ad.Perpetual):
            on = True
        elif on and _characteristic_change(a):
            a = ad.Perpetual(a, span=a.span)
        else:
            on = False
        out.append(a)
    return tuple(out)


def perpetual_clauses(items: list[Any]) -> list[Any]:
    """Clauses of a series where a subject-less clause continues a perpetual one: its
    changes are perpetual too (", has base power and toughness 1/1, and gains ...")."""
    out: list[Any] = []
    on = False
    for item in items:
        if isinstance(item, ae.Clause):
            acts = item.predicates.actions
            if on and item.subject is None and acts and _characteristic_change(acts[0]):
                first = ad.Perpetual(acts[0], span=acts[0].span)
                item = attrs.evolve(item, predicates=attrs.evolve(
                    item.predicates, actions=(first, *acts[1:])))  # fmt: skip
            acts = item.predicates.actions
            on = bool(acts) and isinstance_of(acts[-1], ad, "Perpetual")
        else:
            on = False
        out.append(item)
    return out


def has_perpetual(actions: tuple[Any, ...]) -> bool:
    return any(isinstance_of(a, ad, "Perpetual") for a in actions)


def _pt(value: str, node: Any) -> tuple[int, int]:
    try:
        p, t = value.replace("\u2212", "-").split("/")
        return int(p), int(t)
    except ValueError:
        raise fail(node, f"the change {value!r} is not supported yet") from None


def _changes(node: Any) -> tuple[Any, ...]:
    """The runtime changes of one perpetual predicate."""
    if isinstance(node, ae.ModifyPT):
        return (rdg.PerpetualPT(*_pt(node.change, node)),)
    if isinstance(node, ae.GainAbilities):
        from .keywords import granted_abilities

        return (rdg.PerpetualAbilities(granted_abilities(node.abilities)),)
    if isinstance(node, al.HaveBasePT):
        base = node.base
        if not (isinstance(base, al.BasePT) and base.stat == "power and toughness"
                and isinstance(base.value, str)):  # fmt: skip
            raise fail(node, f"'{node.render()}' perpetually is not supported yet")
        return (rdg.PerpetualBasePT(*_pt(base.value, node)),)
    if isinstance(node, ae.Becomes):
        only(node, "article", "pt", "descriptor")
        return _type_changes(node, node.descriptor, node.pt, ())
    if isinstance(node, al.BecomesType):
        spec = node.spec
        if not isinstance(spec, al.TypeSpec):
            raise fail(spec, "this 'becomes' is not supported yet")
        only(spec, "quantity", "pt", "descriptor", "riders")
        return _type_changes(node, spec.descriptor, spec.pt, spec.riders)
    raise fail(node, f"'perpetually {node.render()}' is not supported yet")


def _type_changes(node: Any, desc: Any, pt: str | None, riders: tuple[Any, ...]) -> tuple:
    """ "becomes an artifact [in addition to its other types]", "becomes a Spirit": card
    types replace the others, creature types the subtypes (CR 205.1a-b), unless "in
    addition"."""
    from .objects import _subtype_word, _type_word

    keep = False
    for rider in riders:
        if isinstance(rider, al.InAddition) and rider.noun == "types":
            keep = True
        else:
            raise fail(rider, f"'{rider.render()}' perpetually is not supported yet")
    if not isinstance(desc, ao.Descriptor):
        raise fail(desc, "this type change is not supported yet")
    types: set[str] = set()
    subtypes: set[str] = set()
    for w in desc.items:
        if isinstance(w, ao.CardType):
            types.add(_type_word(w.word))
        elif isinstance(w, ao.Subtype):
            subtypes.add(_subtype_word(w.word))
        else:
            raise fail(w, f"'{w.render()}' in a perpetual type change is not supported yet")
    out: list[Any] = [rdg.PerpetualTypes(frozenset(types), frozenset(subtypes), keep)]
    if pt is not None:
        out.append(rdg.PerpetualBasePT(*_pt(pt, node)))
    return tuple(out)


@lowers("digital.Perpetual")
def _perpetual(node, env: Env) -> Any:
    if env.subject is None:
        raise fail(node, "'perpetually' without a subject is not supported yet")
    if env.predicates is not None and env.predicates.for_each is not None:
        raise fail(env.predicates.for_each, "'for each' on 'perpetually' is not supported yet")
    changes = _changes(node.predicate)
    return rdg.Perpetually(object_ref(env.subject, env), changes)


# ---- seek


@lowers("digital.Seek")
def _seek(node, env: Env) -> Any:
    (word, obj) = node.parts
    if env.predicates is not None and (env.predicates.duration is not None
                                       or env.predicates.for_each is not None):  # fmt: skip
        raise fail(env.predicates, "a modifier on 'seek' is not supported yet")
    if not isinstance(obj, ao.ObjectPhrase) or obj.determiner is None:
        raise fail(obj, "this seek is not supported yet")
    det = obj.determiner
    if det.phrase in ("a", "an"):
        count: Any = 1
    elif det.phrase == "#" and det.count is not None:
        count = number(det.count)
    else:
        raise fail(det, f"'{det.render()}' in a seek is not supported yet")
    flt, kind = object_filter(obj, env)
    if kind != "card" or flt.zone is not None:
        raise fail(obj, "seeking these cards is not supported yet")
    seeker = player_sel(env.subject, env)
    env.that = env.it = rf.Remembered()
    return rdg.Seek(flt, count, seeker)
