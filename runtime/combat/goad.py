"""Goad — CR 701.15: "Goad target creature" (until the next turn of the effect's controller,
701.15a) and "Enchanted creature is goaded" (a static ability: for as long as it applies).

Goaded is a designation (CR 701.15b), kept as a rule-modifying continuous effect
(:class:`Goaded`) whose controller is the player who goaded the creature; a creature goaded
by several players has each one's requirements (701.15c), and the same player goading it
again adds none (701.15d). A goaded creature attacks each combat if able, and attacks a
player other than each player who goaded it if able (CR 508.1d: the attack declaration
obeys as many of these requirements as it can without paying a cost):
:func:`unobeyed_goad` finds a goaded creature whose declaration leaves one unobeyed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..continuous.layers import rule_statics
from ..continuous.restrictions import Restrict, affects
from ..continuous.untap import UNTIL_YOUR_NEXT_TURN
from ..state.effect_base import Effect
from ..state.filters import Ctx, ObjectRef
from ..state.objects import GameObject, PlayerRef, Zone

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class Goaded:
    """CR 701.15b — the affected creatures are goaded by the effect's controller."""


@attrs.frozen
class Goad(Effect):
    """CR 701.15a — "Goad [creatures]": until this effect's controller's next turn, they
    are goaded by that player."""

    what: ObjectRef

    def resolve(self, ctx: Ctx) -> None:
        Restrict(self.what, (Goaded(),), UNTIL_YOUR_NEXT_TURN).resolve(ctx)


def goaders(game: Game, creature: int) -> frozenset[int]:
    """The players who have goaded ``creature`` (CR 701.15b-c)."""
    return frozenset(ctl for src, ctl, a in rule_statics(game, Goaded)
                     if affects(game, a, src, ctl, creature))  # fmt: skip


@attrs.frozen
class IsGoaded:
    """CR 701.15b: the quality "goaded" ("Goaded creatures your opponents control can't
    block", "Whenever a goaded creature attacks") — a permanent some player has goaded."""

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        return obj.zone is Zone.BATTLEFIELD and bool(goaders(ctx.game, obj.id))


def _obeyed(defender: Any, goaded_by: frozenset[int]) -> int:
    """How many "attacks a player other than [goader]" requirements attacking ``defender``
    obeys: one per goader, when it is a player other than that one (CR 701.15b)."""
    if not isinstance(defender, PlayerRef):
        return 0
    return sum(1 for g in goaded_by if g != defender.index)


def unobeyed_goad(game: Game, answer: dict[int, Any], cands: tuple[int, ...],
                  allowed: Any) -> int | None:  # fmt: skip
    """CR 508.1d, 701.15b: a goaded candidate whose declared attack (``answer``) obeys fewer
    of its requirements than attacking another defender it may attack without a cost
    (``allowed(creature)``: those defenders) would — or that doesn't attack though able."""
    for c in cands:
        by = goaders(game, c)
        if not by:
            continue
        options = allowed(c)
        if not options:
            continue
        best = max(1 + _obeyed(d, by) for d in options)
        got = 1 + _obeyed(answer[c], by) if c in answer else 0
        if got < best:
            return c
    return None
