"""Zones (CR 400-408) -> runtime/actions/effects.py: the lowering of compiler/ast/zones.py
constructs not lowered with their first cases in :mod:`.effects`."""

from __future__ import annotations

from typing import Any

from .core import Env, ast_area, fail, lowers, runtime
from .effects import _no_duration
from .objects import amount_of, player_sel
from .players import OtherActor

ao = ast_area("objects")
az = ast_area("zones")
re_ = runtime("actions.effects")
rl = runtime("actions.library")


@lowers(az.DrawOrMillEqual)
def _draw_or_mill_equal(node: Any, env: Env) -> Any:
    """CR 121.1, 701.17a, 107.3: "[player] draws / mills cards equal to [amount]" — the
    amount is counted as the action is performed (CR 608.2h)."""
    _no_duration(node, env)
    if node.noun not in ("card", "cards"):
        raise fail(node, f"drawing or milling {node.noun!r} is not supported yet")
    amount = amount_of(node.amount, env)
    who = player_sel(env.subject, env)
    if node.action == "draw":
        return re_.DrawCards(amount, who)
    return re_.MillCards(amount, who)


@lowers(az.RevealUntil)
def _reveal_until(node: Any, env: Env) -> Any:
    """CR 701.20a: "[player] reveals cards from the top of [their] library until [they]
    reveal a [quality] card" — "that card" next is the card found, "the rest" and "cards
    revealed this way" all of them."""
    from .objects import object_filter

    _no_duration(node, env)
    cards = node.cards
    top = cards.qualifiers[0].zone if isinstance(cards, ao.ObjectPhrase) and len(
        cards.qualifiers) == 1 and isinstance(cards.qualifiers[0], ao.InZone) else None
    owner = getattr(getattr(getattr(top, "zone", None), "owner", None), "owner", None)
    subject = env.subject
    if not (subject is None or isinstance(subject, ao.You)):  # performed by that player
        raise OtherActor(subject, f"{node.render()!r} by another player is not supported yet")
    if not (isinstance(top, az.TopOfZone) and top.end == "top" and top.zone.name == "library"
            and owner == "your"):  # fmt: skip
        raise fail(cards, f"revealing {cards.render()!r} is not supported yet")
    obj = node.object
    det = obj.determiner.phrase if isinstance(obj, ao.ObjectPhrase) and obj.determiner else None
    if det not in ("a", "an"):
        raise fail(obj, f"revealing until {obj.render()!r} is not supported yet")
    flt, kind = object_filter(obj, env)
    if kind != "card":
        raise fail(obj, f"revealing until {obj.render()!r} is not supported yet")
    env.that = rl.RevealedMatching(flt)  # "that card"
    return rl.RevealUntil(flt)
