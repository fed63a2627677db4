"""Conditions on a player's own state (CR 102, 103, 122): "an opponent has three or more
poison counters" (corrupted, CR 122.1f) and "if you weren't the starting player" (CR 103.1)
-> :mod:`mtgc.runtime.events.conditions_players`."""

from __future__ import annotations

from typing import Any

from .conditions import condition_player
from .core import Env, ast_area, fail, lower, lowers, runtime

rcp = runtime("events.conditions_players")
rcnd = runtime("events.conditions")
ae = ast_area("effects")
ao = ast_area("objects")

#: the comparators a player-counter condition reads (CR 107.1): "N or more", "N or fewer"
_COMPARE = {"or more": "or more", "or greater": "or more", "or fewer": "or less",
            "or less": "or less"}  # fmt: skip


@lowers("conditions.PlayerCountersCondition")
def _player_counters(node: Any, env: Env) -> Any:
    """CR 122.1f: "[player] has N or more poison counters" — a player's poison counters."""
    parts = node.parts
    if len(parts) != 6 or parts[1] not in ("has", "have"):
        raise fail(node, f"'{node.render()}' is not supported yet")
    player, _have, number, comparator, kind, _noun = parts
    value = getattr(number, "value", None) if isinstance(number, ao.Number) else None
    if value is None or comparator not in _COMPARE:
        raise fail(number, f"'{node.render()}' is not supported yet")
    if not (isinstance(kind, ae.NamedCounter) and kind.name == "poison"):
        raise fail(kind, f"'{kind.render()}' counters on a player are not supported yet")
    return rcp.PoisonCompare(condition_player(player, env), value, _COMPARE[comparator])


@lowers("conditions.StartingPlayerCondition")
def _starting_player(node: Any, env: Env) -> Any:
    """CR 103.1: "if you were the starting player", "if you weren't the starting player"."""
    return rcp.WasStartingPlayer(condition_player(node.player, env), not node.negated)


@lowers("conditions.OpponentsCountCondition")
def _opponents_count(node: Any, env: Env) -> Any:
    """CR 102.3: "[player] has two or more opponents", "you have one opponent"."""
    value = getattr(node.amount, "value", None) if isinstance(node.amount, ao.Number) else None
    if value is None or node.comparator not in (*_COMPARE, None):
        raise fail(node.amount, f"'{node.render()}' is not supported yet")
    compare = _COMPARE[node.comparator] if node.comparator else None
    return rcp.OpponentsCompare(condition_player(node.player, env), value, compare)


@lowers("conditions.NoPlayerControlCondition")
def _no_player_controls(node: Any, env: Env) -> Any:
    """CR 102.2, 608.2c: "no opponent controls a creature" is "an opponent controls a
    creature" negated (no opponent makes it true)."""
    det = "an" if node.noun == "opponent" else "a"
    some = ae.ControlCondition(ao.Players(det, node.noun), node.object, span=node.span)
    return rcnd.Not(lower(some, env))


@lowers("conditions.CompletedDungeonCondition")
def _completed_dungeon(node: Any, env: Env) -> Any:
    """CR 309.7: "you've completed a dungeon"."""
    return rcp.CompletedDungeon(condition_player(ao.You(), env))
