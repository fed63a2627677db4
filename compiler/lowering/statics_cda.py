"""Characteristic-defining abilities setting power and toughness (CR 604.3, 613.4a):
"Nightmare's power and toughness are each equal to the number of Swamps you control."."""

from __future__ import annotations

from typing import Any

from ...runtime.continuous.cda import DefinePT
from ...runtime.state import abilities as ra
from ...runtime.state import filters as rf
from ...runtime.state import qualities as rq
from ..ast import layers as al
from ..ast import objects as ao
from .core import Env, fail, only
from .objects import amount_of


def stat_definitions(node: al.StatDefinitions, env: Env) -> list[Any]:
    """CR 604.3: one ability defining power and/or toughness of the object itself; "its
    toughness is equal to that number plus 1" reuses the amount defined first."""
    only(node, "definitions")
    stats: dict[str, Any] = {}
    last: Any = None
    for d in node.definitions:
        if not isinstance(d, al.StatDefinition):
            raise fail(d, "this characteristic-defining ability is not supported yet")
        only(d, "possessor", "stat", "amount", "both")
        owner = d.possessor.owner if isinstance(d.possessor, ao.Possessive) else None
        if not (isinstance(owner, ao.SelfRef) or owner == "its" and stats):
            raise fail(d.possessor, "a characteristic-defining ability of another object "
                       "is not supported yet")  # fmt: skip
        amount = _amount(d.amount, last, env)
        names = ("power", "toughness") if d.both else (d.stat,)
        for name in names:
            if name not in ("power", "toughness") or name in stats:
                raise fail(d, f"defining '{d.stat}' here is not supported yet")
            stats[name] = amount
        last = amount
    spec = DefinePT(stats.get("power"), stats.get("toughness"))
    return [ra.StaticAbility(spec, rf.This())]


def _amount(node: Any, last: Any, env: Env) -> Any:
    if isinstance(node, al.ThatNumber):
        if last is None:
            raise fail(node, "'that number' has no antecedent here")
        return last
    if isinstance(node, al.AmountPlus) and isinstance(node.amount, al.ThatNumber):
        return rq.Plus(_amount(node.amount, last, env), amount_of(node.number, env))
    if isinstance(node, al.NumberPlus):
        return rq.Plus(amount_of(node.number, env), _amount(node.amount, last, env))
    if isinstance(node, al.MultipliedAmount):
        if node.multiplier != "twice":
            raise fail(node, f"'{node.multiplier}' is not supported yet")
        return rf.Times(2, _amount(node.amount, last, env))
    return amount_of(node, env)
