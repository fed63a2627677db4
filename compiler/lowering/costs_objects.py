"""Costs that choose objects (CR 118.3, 601.2h, 602.2b, 701.21a): the permanents a
"Sacrifice ..." cost names — "another creature", "two other creatures", "a creature and a
Swamp", "this creature and another green creature", "another creature or a Treasure", "all
creatures you control" — and the count of a chosen-objects cost ("a", "another", "N",
"N other")."""

from __future__ import annotations

from typing import Any

import attrs

from .core import Env, ast_area, fail, runtime
from .objects import number, object_filter

rc = runtime("stack.costs")
rco = runtime("stack.costs_objects")
rf = runtime("state.filters")
rq = runtime("state.qualities")
rrel = runtime("state.relations")
ao = ast_area("objects")
alist = ast_area("lists")


def chosen_count(obj: Any, env: Env) -> tuple[Any, bool] | None:
    """The number of objects "a / an / another / N / N other [objects]" chooses to pay a
    cost, and whether they are other than the source ("another", "two other"); None for
    another determiner. N may be X where the controller announces it (CR 107.3a)."""
    det = obj.determiner if isinstance(obj, ao.ObjectPhrase) else None
    if det is None:
        return None
    if det.phrase in ("a", "an"):
        return 1, False
    if det.phrase == "another":
        return 1, True
    if det.phrase in ("#", "# other") and det.count is not None:
        n = number(det.count)
        if not isinstance(n, int) and not (isinstance(n, rf.X) and env.cost_x):
            return None
        return n, det.phrase == "# other"
    return None


def chosen_filter(obj: Any, env: Env, other: bool) -> Any:
    """The filter of the permanents a cost chooses among, or None where the description
    isn't one of permanents the payer may control (CR 701.21a)."""
    flt, kind = object_filter(obj, env)
    if kind != "permanent" or flt.controller not in (rf.Who.ANY, rf.Who.YOU):
        return None
    return attrs.evolve(flt, other=True) if other else flt


def attached_filter(obj: Any, env: Env) -> Any:
    """ "enchanted creature", "equipped creature" as what a cost chooses (CR 303.4e, 301.5):
    the permanent the source is attached to, if it fits the description."""
    flt, kind = object_filter(obj.descriptor, env)
    if kind != "permanent":
        raise fail(obj, "this cost is not supported yet")
    return attrs.evolve(flt, extra=flt.extra + (rrel.IsReferenced(rf.AttachedTo()),))


def _this(obj: Any, env: Env) -> bool:
    """ "this creature", or "it" for it (CR 701.21a)."""
    return isinstance(obj, ao.SelfRef) or (
        isinstance(obj, ao.Pronoun) and obj.word == "it" and env.it == rf.This()
    )


def _alternatives(obj: Any) -> tuple[Any, ...] | None:
    """The sides of "A or B" / "A, B, or C" (CR 608.2d), or None."""
    if isinstance(obj, alist.ObjectEither):
        return (obj.first, obj.second)
    if isinstance(obj, alist.ObjectSeries) and obj.conjunction == "or":
        return obj.items
    return None


def _together(obj: Any) -> tuple[Any, ...] | None:
    """The items of "A and B" / "A, B, and C" (CR 608.2c), or None."""
    if isinstance(obj, ao.ObjectList) or (
        isinstance(obj, alist.ObjectSeries) and obj.conjunction == "and"
    ):  # fmt: skip
        return obj.items
    return None


def _one_of(alternatives: tuple[Any, ...], env: Env) -> Any:
    """CR 608.2d: "another creature or a Treasure" — one permanent fitting any of the
    descriptions; None if a side isn't one permanent."""
    sides = []
    for side in alternatives:
        got = chosen_count(side, env)
        if got is None or got[0] != 1:
            return None
        flt = chosen_filter(side, env, got[1])
        if flt is None:
            return None
        sides.append(attrs.evolve(flt, zone=None))
    return rf.ObjectFilter(extra=(rq.AnyOf(tuple(sides)),))


def _parts(items: tuple[Any, ...], env: Env) -> list[Any] | None:
    """The descriptions of "this creature and another green creature", "two lands and this
    artifact": one per permanent (``None`` for this one)."""
    out: list[Any] = []
    for item in items:
        if _this(item, env):
            out.append(None)
            continue
        if _alternatives(item) is not None:
            flt = _one_of(_alternatives(item), env)
            if flt is None:
                return None
            out.append(flt)
            continue
        got = chosen_count(item, env)
        if got is None or not isinstance(got[0], int):
            return None
        flt = chosen_filter(item, env, got[1])
        if flt is None:
            return None
        out.extend([flt] * got[0])
    return out


def sacrifice_cost(obj: Any, env: Env) -> tuple[Any, ...]:
    """CR 701.21a, 118.3: the cost "Sacrifice [permanents]" — the payer sacrifices
    permanents they control."""
    if _this(obj, env):  # "Sacrifice this creature", "you may sacrifice it"
        return (rc.SacrificeCost(),)
    if isinstance(obj, ao.AttachedRef):  # "Sacrifice enchanted creature"
        return (rc.SacrificeCost(attached_filter(obj, env)),)
    if _together(obj) is not None:
        parts = _parts(_together(obj), env)
        if parts is not None:
            return (rco.SacrificeEachCost(tuple(parts)),)
    elif _alternatives(obj) is not None:
        flt = _one_of(_alternatives(obj), env)
        if flt is not None:
            return (rc.SacrificeCost(flt),)
    elif isinstance(obj, ao.ObjectPhrase) and obj.determiner is not None and (
        obj.determiner.phrase == "all"
    ):  # "Sacrifice all creatures you control"
        flt = chosen_filter(obj, env, False)
        if flt is not None and flt.controller is rf.Who.YOU:
            return (rco.SacrificeAllCost(flt),)
    else:
        got = chosen_count(obj, env)
        flt = chosen_filter(obj, env, got[1]) if got is not None else None
        if flt is not None:
            return (rc.SacrificeCost(flt, got[0]),)
    raise fail(obj, "this sacrifice cost is not supported yet")
