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

from ..agents import ChooseObjects
from ..continuous.protection import protected_from
from ..state.abilities import Protection
from ..state.effect_base import Effect
from ..state.filters import (
    Ctx,
    ObjectFilter,
    ObjectRef,
    PlayerSel,
    Target,
    Who,
    _players,
    amount_value,
)
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
    #: CR 611.2c: recipients described, not named ("creatures you control", "players"):
    #: object filters and player relations (:class:`Who`) matched as damage would be dealt,
    #: in addition to those of ``to``.
    to_live: tuple[Any, ...] = ()
    #: the spell or ability that made the shield and its targets, for filters that name
    #: them ("creatures target opponent controls")
    source: int = -1
    targets: tuple[Any, ...] = ()


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
        if not _to_matches(game, s, proposal.target):
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


def _ctx(game: Game, s: Shield) -> Ctx:
    return Ctx(game, s.source, s.controller, targets=s.targets)


def _still_matches(game: Game, s: Shield, source_id: int) -> bool:
    """CR 609.7b, 615.9: the source's properties, checked as it would deal damage."""
    obj = game.state.objects.get(source_id)
    return isinstance(obj, GameObject) and s.recheck.matches(
        _ctx(game, s), obj, game.view(source_id), any_zone=True
    )  # fmt: skip


def _to_matches(game: Game, s: Shield, target: Any) -> bool:
    if s.to is None and not s.to_live:
        return True
    if s.to is not None and target in s.to:
        return True
    for party in s.to_live:
        if isinstance(party, Who):
            if isinstance(target, PlayerRef) and party.matches(target.index, s.controller):
                return True
        elif isinstance(target, int):
            obj = game.state.objects.get(target)
            if isinstance(obj, GameObject) and party.matches(_ctx(game, s), obj):
                return True
    return False


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
class ChosenSource:
    """CR 609.7a: "a [red] source of your choice" — chosen by the controller as the effect
    is created (a permanent or a spell on the stack); its properties (``filter``) are
    rechecked as it would deal damage (CR 609.7b, 615.9)."""

    filter: ObjectFilter


def choose_source(ctx: Ctx, choice: ObjectFilter) -> tuple[int, ...]:
    """CR 609.7a: the controller chooses a source of damage matching ``choice``: a
    permanent or a spell on the stack (none: nothing is chosen)."""
    game = ctx.game
    cands = tuple(
        i for i in list(game.state.battlefield) + list(game.state.stack)
        if isinstance(game.state.objects.get(i), GameObject)
        and choice.matches(ctx, game.state.objects[i], any_zone=True)
    )  # fmt: skip
    if not cands:
        return ()
    picked = game.ask(ctx.controller, ChooseObjects(ctx.controller, cands, 1, 1,
                                                    "a source of damage"))  # fmt: skip
    return tuple(picked)


def _parts(party: Any) -> tuple[Any, ...]:
    if party is None:
        return ()
    return party if isinstance(party, tuple) else (party,)


@attrs.frozen
class PreventAllDamage(Effect):
    """CR 615.1: "Prevent all [combat] damage that would be dealt [to X] [by Y] this turn".

    ``to``: a reference (object or player, named as this resolves), an object filter or a
    player relation (:class:`Who`: matched as damage would be dealt, CR 611.2c: the effect
    changes no characteristics, so later objects are covered too), or a tuple of these
    (any of them). ``by``: a reference, a filter (the source's properties, rechecked as it
    deals damage, CR 609.7b) or a :class:`ChosenSource`."""

    combat_only: bool = False
    to: Any = None
    by: Any = None

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        to: tuple[Any, ...] | None = None
        live: list[Any] = []
        for part in _parts(self.to):
            if isinstance(part, ObjectFilter | Who):
                live.append(part)
            else:
                to = (to or ()) + _recipients(part, ctx)
        if self.to is not None and not live and not to:
            return  # its only recipients are gone: nothing to protect
        by: tuple[int, ...] | None = None
        recheck = None
        if isinstance(self.by, ChosenSource):
            by, recheck = choose_source(ctx, self.by.filter), self.by.filter
        elif isinstance(self.by, ObjectFilter):
            recheck = self.by
        elif self.by is not None:
            by = tuple(i for i in _recipients(self.by, ctx) if isinstance(i, int))
        if by == ():
            return  # no source: nothing is prevented
        add_shield(game, Shield(game.state.turn, None, self.combat_only, to, by,
                                recheck=recheck, controller=ctx.controller,
                                to_live=tuple(live), source=ctx.source_id,
                                targets=tuple(ctx.targets)))  # fmt: skip


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
