"""Conditions on cards that left a zone this turn (CR 400.7, 603.10a): "if a card left
your graveyard this turn", "if one or more creature cards left your graveyard this turn"
-> :class:`mtgc.runtime.events.conditions.LeftGraveyardThisTurn`."""

from __future__ import annotations

from typing import Any

import attrs

from .core import Env, ast_area, fail, lowers, runtime
from .events import graveyard_owner
from .objects import object_filter

rcnd = runtime("events.conditions")
rf = runtime("state.filters")
ao = ast_area("objects")


@lowers("conditions.LeftZoneCondition")
def _left_zone(node: Any, env: Env) -> Any:
    """CR 603.10a: "[a card / one or more [creature] cards] left your graveyard this turn"."""
    obj, owner = node.object, graveyard_owner(node)
    det = obj.determiner if isinstance(obj, ao.ObjectPhrase) else None
    one = det is not None and (det.phrase in ("a", "an") or det.phrase == "# or more" and (
        getattr(det.count, "value", None) == 1
    ))  # fmt: skip
    if node.zone != "graveyard" or owner is None or not one or (
        node.duration is None or node.duration.render() != "this turn"
    ):  # fmt: skip
        raise fail(node, f"'{node.render()}' is not supported yet")
    flt, kind = object_filter(obj, env)
    rest = attrs.evolve(flt, zone=None, card_types=frozenset())
    if kind != "card" or rest != rf.ObjectFilter(zone=None):
        raise fail(obj, f"'{obj.render()}' leaving a graveyard is not supported yet")
    return rcnd.LeftGraveyardThisTurn(frozenset(flt.card_types), owner)


@lowers("choices.PutCondition")
def _put_condition(node: Any, env: Env) -> Any:
    """CR 608.2c: "If you put a Town card into your hand this way" / "If you didn't put a
    card into your hand this way" — after a choice of cards put into the hand."""
    ae = ast_area("effects")
    act = node.action
    if not (isinstance(node.player, ao.You) and node.this_way and isinstance(act, ae.PutInto)
            and node.negation in (None, "didn't", "don't") and act.preposition == "into"
            and isinstance(act.zone, ao.Zone) and act.zone.name == "hand"
            and isinstance(act.zone.owner, ao.Possessive) and act.zone.owner.owner == "your"
            and isinstance(act.object, ao.ObjectPhrase) and act.object.determiner is not None
            and act.object.determiner.phrase in ("a", "an")):  # fmt: skip
        raise fail(node, f"'{node.render()}' is not supported yet")
    flt, kind = object_filter(act.object, env)
    if kind != "card":
        raise fail(act.object, f"'{node.render()}' is not supported yet")
    rl = runtime("actions.library")
    return rl.PutThisWay(attrs.evolve(flt, zone=None), negated=node.negation is not None)
