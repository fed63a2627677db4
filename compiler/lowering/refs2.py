"""Object and player references inside effects, second part (CR 109.2, 108.4, 205.4b).

Hooks called from :mod:`.objects` for shapes its first cases don't cover: "non-Human"
(a negated subtype) and "[objects] target player / that player / defending player
controls" (control by a player the ability names).
"""

from __future__ import annotations

from typing import Any

from ...runtime import filters as rf
from ...runtime import refs2 as rr
from ..ast import objects as ao
from .core import Env, fail


def negated_word(item: ao.Negated, f: Any) -> None:
    """CR 205.4b: "non-Wall creature" — a subtype the object must not have."""
    from .objects import _subtype_word

    inner = item.word
    if isinstance(inner, ao.Subtype):
        extra = rr.LacksSubtype(frozenset({_subtype_word(inner.word)}))
        f.add("extra", f.fields.get("extra", ()) + (extra,))
        return
    raise fail(item, f"'non{inner.render()}' is not supported yet")


#: Players a filter may name by their role in the ability: "target player controls",
#: "defending player controls", "that player controls" (CR 108.4).
_NAMED = {("target", "player"), ("target", "opponent"), ("defending", "player"),
          ("that", "player")}  # fmt: skip


def controlled_by(q: ao.ControlledBy, f: Any, env: Env) -> None:
    """ "[objects] target player controls" and the like: a filter on the controller that
    depends on the player the ability names (CR 108.4)."""
    from .objects import player_sel

    player = q.player
    if q.negated or not (
        isinstance(player, ao.Players)
        and player.or_object is None
        and (player.determiner, player.noun) in _NAMED
    ):
        raise fail(player, f"the player {player.render()!r} is not supported here")
    sel = player_sel(player, env)
    f.add("extra", f.fields.get("extra", ()) + (rr.ControlledByPlayer(sel),))


def check_target_filter(node: Any, flt: rf.ObjectFilter) -> None:
    """A target whose filter depends on another target ("target creature target player
    controls") can't be checked while targets are chosen one by one: refuse it."""
    for e in flt.extra:
        if isinstance(e, rr.ControlledByPlayer) and isinstance(e.players, rf.TargetPlayer):
            raise fail(node, "a target controlled by a target player is not supported yet")
