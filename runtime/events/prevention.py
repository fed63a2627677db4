"""Damage prevention — CR 615: "Prevent the next N damage that would be dealt to [recipient]
this turn" (a shield that is used up, 615.7) and "Prevent all [combat] damage that would be
dealt [to / by ...] this turn".

Shields live in ``game.state.extra["prevention"]`` as an immutable tuple (snapshots stay
independent) and end with the turn they were created in (CR 514.2). Each is a prevention
effect of the one replacement and prevention pipeline (:func:`~mtgc.runtime.events.replacement.
propose`): the damaged player or the damaged permanent's controller orders it among the
other effects that apply to the same damage (CR 616.1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..continuous.protection import protected_from
from ..state.abilities import Protection
from ..state.effect_base import Effect
from ..state.filters import Ctx, ObjectRef, PlayerSel, Target, _players, amount_value
from ..state.objects import GameObject, PlayerRef, Zone
from .replacement import ReplacementSpec, replacement_source
from .replacement_kinds import DamageProposal

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
    #: which shield this is (given when it's created): its name for CR 614.5
    stamp: int = 0


def _shields(game: Game) -> tuple[Shield, ...]:
    return tuple(s for s in game.state.extra.get(_KEY, ()) if s.turn == game.state.turn)


def add_shield(game: Game, shield: Shield) -> None:
    game.state.extra[_KEY] = _shields(game) + (attrs.evolve(shield, stamp=game.stamp()),)


@attrs.frozen
class ShieldPrevention(ReplacementSpec):
    """CR 615.1a, 615.7-615.9 — the prevention shield created with ``stamp`` (found in
    the game's shields as it applies, so that what it has left is current)."""

    stamp: int

    def describe(self) -> str:
        return f"prevention shield #{self.stamp}"

    def _shield(self, game: Game) -> Shield | None:
        return next((s for s in _shields(game) if s.stamp == self.stamp), None)

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        s = self._shield(game)
        if s is None or not isinstance(proposal, DamageProposal) or proposal.amount <= 0:
            return False
        if s.amount == 0 or (s.combat_only and not proposal.combat):
            return False
        if s.to is not None and proposal.target not in s.to:
            return False
        if s.by is not None and proposal.source_id not in s.by:
            return False
        return s.recheck is None or _still_matches(game, s, proposal.source_id)

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        s = self._shield(game)
        assert s is not None
        n, target = proposal.amount, proposal.target
        if s.once or s.amount is None:  # CR 615.8: the next time: all of it, then used up
            game.log_note(f"{n} damage to {target!r} is prevented (CR 615)")
            proposal.amount = 0
            if not s.once:
                return
            used = s
            left = attrs.evolve(s, amount=0)
        else:
            prevented = min(s.amount, n)
            proposal.amount = n - prevented
            game.log_note(f"{prevented} damage to {target!r} is prevented (CR 615.7)")
            used, left = s, attrs.evolve(s, amount=s.amount - prevented)
        shields = tuple(left if x is used else x for x in _shields(game))
        game.state.extra[_KEY] = tuple(x for x in shields if x.amount != 0)


@replacement_source
def _shield_effects(game: Game, proposal: Any) -> list[tuple[Any, Any, Ctx]]:
    """The prevention shields of this turn, in the order they were created."""
    if not isinstance(proposal, DamageProposal):
        return []
    return [
        (("shield", s.stamp), ShieldPrevention(s.stamp), Ctx(game, -1, s.controller))
        for s in _shields(game)
    ]


def _still_matches(game: Game, s: Shield, source_id: int) -> bool:
    obj = game.state.objects.get(source_id)
    return isinstance(obj, GameObject) and s.recheck.matches(
        Ctx(game, source_id, s.controller), obj, any_zone=True
    )  # fmt: skip


def _recipients(ref: Any, ctx: Ctx) -> tuple[Any, ...]:
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


# ---- protection (CR 702.16e): damage from sources with the stated quality is prevented


@attrs.frozen
class ProtectionPrevention(ReplacementSpec):
    """CR 702.16e, 615.1 — "Damage from sources with the stated quality is prevented":
    the prevention effect of the protection abilities of the permanent dealt damage."""

    def describe(self) -> str:
        return "protection (CR 702.16e)"

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        return (
            isinstance(proposal, DamageProposal)
            and proposal.amount > 0
            and proposal.target == ctx.source_id
            and protected_from(game, ctx.source_id, proposal.source_id)
        )

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        game.log_note(f"damage to #{proposal.target} prevented (protection, CR 702.16e)")
        proposal.amount = 0


@replacement_source
def _protection(game: Game, proposal: Any) -> list[tuple[Any, Any, Ctx]]:
    """The protection of a permanent about to be dealt damage."""
    if not isinstance(proposal, DamageProposal) or not isinstance(proposal.target, int):
        return []
    obj = game.state.objects.get(proposal.target)
    if not isinstance(obj, GameObject) or obj.zone is not Zone.BATTLEFIELD:
        return []
    ch = game.view(obj.id)
    if not ch.keywords_of(Protection):
        return []
    return [(("protection", obj.id), ProtectionPrevention(), Ctx(game, obj.id, ch.controller))]
