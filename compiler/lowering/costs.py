"""Costs (CR 118, 107.5, 107.6, 119.4, 606) -> runtime cost components."""

from __future__ import annotations

from typing import Any

from ...runtime import costs as rc
from ...runtime.mana import ManaCost as RManaCost
from ..ast import costs as ac
from ..ast import effects as ae
from ..ast import objects as ao
from .core import Env, fail
from .objects import card_words, fixed_number, object_filter


def lower_costs(node: ac.Costs, env: Env) -> tuple[Any, ...]:
    """An activation cost: mana plus other components (CR 602.1a)."""
    out: list[Any] = []
    for item in node.items:
        out.extend(lower_cost_item(item, env))
    return tuple(out)


def lower_cost_item(item: Any, env: Env) -> tuple[Any, ...]:
    if isinstance(item, ac.ManaCost):
        try:
            return (RManaCost.parse(item.render()),)
        except ValueError:  # a symbol the runtime has no mana type for ({Z})
            raise fail(item, f"the mana cost {item.render()} has no runtime form") from None
    if isinstance(item, ac.TapCost):
        return (rc.TapCost(),)
    if isinstance(item, ac.UntapCost):
        return (rc.UntapCost(),)
    if isinstance(item, ac.PayLife):
        return (rc.PayLifeCost(fixed_number(item.amount)),)
    if isinstance(item, ae.LifeAmount):  # "unless that player pays 3 life"
        return (rc.PayLifeCost(fixed_number(item.amount)),)
    if isinstance(item, ae.Sacrifice):
        obj = item.object
        if isinstance(obj, ao.SelfRef):
            return (rc.SacrificeCost(),)
        if (
            isinstance(obj, ao.ObjectPhrase)
            and obj.determiner is not None
            and (obj.determiner.phrase in ("a", "an", "another"))
        ):
            flt, kind = object_filter(obj, env)
            if kind != "permanent":
                raise fail(obj, "this sacrifice cost is not supported yet")
            return (rc.SacrificeCost(flt),)
        raise fail(obj, "this sacrifice cost is not supported yet")
    if isinstance(item, ae.Discard):
        c = item.cards
        if isinstance(c, ao.ObjectPhrase) and not card_words(c):
            raise fail(c, "discarding these cards is not supported yet")
        return (rc.DiscardCost(None, fixed_number(c)),)
    if isinstance(item, ac.RemoveCounters) and isinstance(item.object, ao.SelfRef):
        from .effects import counter_kind

        c = item.counters
        return (rc.RemoveCountersCost(counter_kind(c.kind), fixed_number(c.amount)),)
    raise fail(item, f"the cost {type(item).__name__} is not supported yet")
