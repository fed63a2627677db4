"""Damage prevention — CR 615: "Prevent the next N damage that would be dealt to [recipient]
this turn" (a shield that is used up, 615.7) and "Prevent all [combat] damage that would be
dealt [to / by ...] this turn".

Shields live in ``game.state.extra["prevention"]`` as an immutable tuple (snapshots stay
independent) and end with the turn they were created in (CR 514.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..state.effect_base import Effect
from ..state.filters import Ctx, ObjectRef, PlayerSel, Target, amount_value
from ..state.objects import GameObject, PlayerRef

if TYPE_CHECKING:
    from ..game import Game

_KEY = "prevention"


@attrs.frozen
class Shield:
    """One prevention effect. ``to`` / ``by``: recipients / sources it is limited to (a
    tuple of object ids and PlayerRefs; None: any). ``amount`` None prevents all."""

    turn: int
    amount: int | None = None
    combat_only: bool = False
    to: tuple[Any, ...] | None = None
    by: tuple[int, ...] | None = None
    #: CR 615.8: prevents the next instance of damage (any amount), then is used up.
    once: bool = False
    #: CR 615.9: the source's properties, rechecked when it would deal damage.
    recheck: Any = None
    controller: int = 0


def _shields(game: Game) -> tuple[Shield, ...]:
    return tuple(s for s in game.state.extra.get(_KEY, ()) if s.turn == game.state.turn)


def add_shield(game: Game, shield: Shield) -> None:
    game.state.extra[_KEY] = _shields(game) + (shield,)


def prevent(game: Game, source_id: int, target: Any, n: int, combat: bool) -> int:
    """CR 615.1, 615.7: the damage left after prevention shields apply (in creation order)."""
    from .prevention_static import statically_prevented

    if n > 0 and statically_prevented(game, source_id, target, combat):  # static abilities
        game.log_note(f"{n} damage to {target!r} is prevented (CR 615.1)")
        return 0
    shields = list(_shields(game))
    if not shields:
        return n
    changed = False
    for k, s in enumerate(shields):
        if n <= 0:
            break
        if s.combat_only and not combat:
            continue
        if s.to is not None and target not in s.to:
            continue
        if s.by is not None and source_id not in s.by:
            continue
        if s.recheck is not None and not _still_matches(game, s, source_id):
            continue
        if s.once:  # CR 615.8: the next time: all of that damage, then used up
            game.log_note(f"{n} damage to {target!r} is prevented (CR 615.8)")
            n = 0
            shields[k] = attrs.evolve(s, amount=0)
            changed = True
            break
        if s.amount is None:
            game.log_note(f"{n} damage to {target!r} is prevented (CR 615)")
            n = 0
            break
        used = min(s.amount, n)
        n -= used
        shields[k] = attrs.evolve(s, amount=s.amount - used)
        changed = True
        game.log_note(f"{used} damage to {target!r} is prevented (CR 615.7)")
    if changed:
        game.state.extra[_KEY] = tuple(s for s in shields if s.amount != 0)
    return n


def _still_matches(game: Game, s: Shield, source_id: int) -> bool:
    obj = game.state.objects.get(source_id)
    return isinstance(obj, GameObject) and s.recheck.matches(
        Ctx(game, source_id, s.controller), obj, any_zone=True
    )  # fmt: skip


def _recipients(ref: Any, ctx: Ctx) -> tuple[Any, ...]:
    from ..actions.effects import _players

    if isinstance(ref, Target) and ref.index < len(ctx.targets):
        t = ctx.targets[ref.index]
        return () if t is None else (t,)
    if isinstance(ref, ObjectRef):
        objs = ctx.game.state.objects
        return tuple(i for i in ref.resolve(ctx) if isinstance(objs.get(i), GameObject))
    return tuple(PlayerRef(p) for p in _players(ref, ctx))


@attrs.frozen
class PreventNextDamage(Effect):
    """CR 615.7: "Prevent the next N damage that would be dealt to [recipient] this turn"."""

    amount: Any
    to: ObjectRef | PlayerSel

    def resolve(self, ctx: Ctx) -> None:
        n = amount_value(self.amount, ctx)
        for r in _recipients(self.to, ctx):
            add_shield(ctx.game, Shield(ctx.game.state.turn, n, to=(r,)))


@attrs.frozen
class PreventAllDamage(Effect):
    """CR 615.1: "Prevent all [combat] damage that would be dealt [to X / by X] this
    turn"."""

    combat_only: bool = False
    to: Any = None
    by: ObjectRef | None = None

    def resolve(self, ctx: Ctx) -> None:
        to = None if self.to is None else _recipients(self.to, ctx)
        by = None if self.by is None else tuple(
            i for i in _recipients(self.by, ctx) if isinstance(i, int)
        )  # fmt: skip
        if to == () or by == ():
            return  # its only recipient/source is gone: nothing to protect
        add_shield(ctx.game, Shield(ctx.game.state.turn, None, self.combat_only, to, by))
