"""Replacement effects on life gain, damage, counters, card draw and dying (CR 614.1a,
614.5, 616.1): "If you would gain life, you gain twice that much life instead." (Boon
Reflection), "If a source you control would deal damage to a permanent or player, it deals
double that damage ... instead." (Fiery Emancipation), "If one or more +1/+1 counters would
be put on a creature you control, that many plus one ... instead." (Hardened Scales), "If
you would draw a card, draw two cards instead." (Thought Reflection), "If this creature
would die, exile it instead."

Each proposal goes through :func:`~mtgc.runtime.events.replacement.apply_replacements`, so every
effect applies to an event at most once (CR 614.5) and the affected player orders them
(CR 616.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..state.effect_base import Effect
from ..state.filters import Ctx, ObjectFilter, ObjectRef, Who
from ..state.objects import GameObject, PlayerRef, Zone
from .replacement import MoveProposal, ReplacementSpec, apply_replacements

if TYPE_CHECKING:
    from ..game import Game


@attrs.define
class LifeGainProposal:
    """A player is about to gain ``amount`` life (CR 119.10)."""

    player: int
    amount: int
    applied: set[Any] = attrs.Factory(set)


@attrs.define
class DamageProposal:
    """A source is about to deal ``amount`` damage to ``target`` (CR 120.4a)."""

    source_id: int
    target: Any
    amount: int
    combat: bool
    applied: set[Any] = attrs.Factory(set)


@attrs.define
class CounterProposal:
    """``amount`` counters of ``kind`` are about to be put on ``obj_id`` (CR 122.6)."""

    obj_id: int
    kind: str
    amount: int
    applied: set[Any] = attrs.Factory(set)


@attrs.define
class DrawProposal:
    """A player is about to draw one card; ``count`` is how many they draw instead."""

    player: int
    count: int = 1
    applied: set[Any] = attrs.Factory(set)


def _scale(n: int, factor: int, plus: int) -> int:
    return n * factor + plus


@attrs.frozen
class ModifyLifeGain(ReplacementSpec):
    """CR 614.1a: "If [who] would gain life, [they] gain [factor times / that much plus
    N] life instead."."""

    who: Who = Who.YOU
    factor: int = 1
    plus: int = 0

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        return (isinstance(proposal, LifeGainProposal) and proposal.amount > 0
                and self.who.matches(proposal.player, ctx.controller))  # fmt: skip

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.amount = _scale(proposal.amount, self.factor, self.plus)


def _is(party: Any, thing: Any, ctx: Ctx) -> bool:
    """Whether a damage source / recipient ``thing`` (an object id or a PlayerRef) is
    ``party``: None (anything), "this", a :class:`Who` (a player), or an ObjectFilter."""
    if party is None:
        return True
    if party == "this":
        return thing == ctx.source_id
    if isinstance(party, Who):
        return isinstance(thing, PlayerRef) and party.matches(thing.index, ctx.controller)
    if isinstance(party, ObjectRef):  # "equipped creature"
        return thing in party.resolve(ctx)
    if isinstance(party, ObjectFilter):
        obj = ctx.game.state.objects.get(thing) if isinstance(thing, int) else None
        return isinstance(obj, GameObject) and party.matches(ctx, obj, any_zone=True)
    return False


@attrs.frozen
class ModifyDamage(ReplacementSpec):
    """CR 614.1a: "If [source] would deal [combat] damage [to recipient], it deals
    [double / triple / that much plus N] damage instead." ``source`` and ``recipient``:
    None (any), "this", a :class:`Who` or an :class:`ObjectFilter` (read with the
    source's characteristics as the damage is dealt)."""

    source: Any = None
    recipient: Any = None
    factor: int = 1
    plus: int = 0
    combat_only: bool = False

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        if not isinstance(proposal, DamageProposal) or proposal.amount <= 0:
            return False
        if self.combat_only and not proposal.combat:
            return False
        return _is(self.source, proposal.source_id, ctx) and _is(
            self.recipient, proposal.target, ctx
        )

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.amount = _scale(proposal.amount, self.factor, self.plus)


@attrs.frozen
class ModifyCounters(ReplacementSpec):
    """CR 614.1a, 122.6: "If one or more [kind] counters would be put on [filter], [twice
    that many / that many plus N] [kind] counters are put on it instead."."""

    kind: str | None
    filter: ObjectFilter
    factor: int = 1
    plus: int = 0

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        if not isinstance(proposal, CounterProposal) or proposal.amount <= 0:
            return False
        if self.kind is not None and proposal.kind != self.kind:
            return False
        obj = game.state.objects.get(proposal.obj_id)
        return isinstance(obj, GameObject) and self.filter.matches(ctx, obj)

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.amount = _scale(proposal.amount, self.factor, self.plus)


@attrs.frozen
class DrawInstead(ReplacementSpec):
    """CR 614.1a, 121.6: "If you would draw a card, draw N cards instead."."""

    count: int = 2
    who: Who = Who.YOU

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        return (isinstance(proposal, DrawProposal) and proposal.count == 1
                and self.who.matches(proposal.player, ctx.controller))  # fmt: skip

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.count = self.count


@attrs.frozen
class DieInstead(ReplacementSpec):
    """CR 614.1a, 700.4: "If [this creature / a creature matching filter] would die,
    exile it instead." (``filter`` None: this object itself)."""

    filter: ObjectFilter | None = None

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        if not isinstance(proposal, MoveProposal) or proposal.to_zone is not Zone.GRAVEYARD:
            return False
        obj = game.state.objects.get(proposal.object_id)
        if not isinstance(obj, GameObject) or obj.zone is not Zone.BATTLEFIELD:
            return False
        if self.filter is None:
            return obj.id == ctx.source_id
        return self.filter.matches(ctx, obj)

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.to_zone = Zone.EXILE


# ---- hooks called by the primitives


def replaced_life_gain(game: Game, player: int, n: int) -> int:
    if n <= 0:
        return n
    prop = LifeGainProposal(player, n)
    apply_replacements(game, prop, player)
    return prop.amount


def replaced_damage(game: Game, source_id: int, target: Any, n: int, combat: bool) -> int:
    """CR 616.1: the affected player (the one dealt damage, or the permanent's controller)
    orders the replacement effects."""
    if n <= 0:
        return n
    prop = DamageProposal(source_id, target, n, combat)
    if isinstance(target, PlayerRef):
        affected = target.index
    else:
        obj = game.state.objects.get(target)
        if not isinstance(obj, GameObject):
            return n
        affected = game.view(target).controller
    apply_replacements(game, prop, affected)
    return prop.amount


def replaced_counters(game: Game, obj_id: int, kind: str, n: int) -> int:
    obj = game.state.objects.get(obj_id)
    if n <= 0 or not isinstance(obj, GameObject) or obj.zone is not Zone.BATTLEFIELD:
        return n
    prop = CounterProposal(obj_id, kind, n)
    apply_replacements(game, prop, game.view(obj_id).controller)
    return prop.amount


def replaced_draw(game: Game, player: int) -> int:
    """How many cards ``player`` draws instead of one (1: not replaced)."""
    prop = DrawProposal(player)
    apply_replacements(game, prop, player)
    return prop.count


# ---- "If that creature would die this turn, exile it instead." (Lava Coil; CR 614.1a)


@attrs.frozen
class ExileIfDiesThisTurn(ReplacementSpec):
    """CR 614.1a, 700.4: the locked-in objects (``ids``) or any object matching ``filter``
    that would die this turn is exiled instead (registered by :class:`ExileIfDies`)."""

    ids: frozenset[int] = frozenset()
    filter: ObjectFilter | None = None

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        if not isinstance(proposal, MoveProposal) or proposal.to_zone is not Zone.GRAVEYARD:
            return False
        obj = game.state.objects.get(proposal.object_id)
        if not isinstance(obj, GameObject) or obj.zone is not Zone.BATTLEFIELD:
            return False
        if self.filter is not None:
            return self.filter.matches(ctx, obj)
        return obj.id in self.ids

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.to_zone = Zone.EXILE


@attrs.frozen
class ExileIfDies(Effect):
    """The part of a spell that creates the replacement effect for the rest of the turn
    (CR 611.2a-like duration, 614.1a): ``what`` (an object reference, read as this part
    resolves) or ``filter``."""

    what: ObjectRef | None = None
    filter: ObjectFilter | None = None

    def resolve(self, ctx: Ctx) -> None:
        from ..continuous.layers import EffectInstance

        game = ctx.game
        ids: frozenset[int] = frozenset()
        if self.what is not None:
            ids = frozenset(
                i for i in self.what.resolve(ctx)
                if isinstance(game.state.objects.get(i), GameObject)
                and game.state.objects[i].zone is Zone.BATTLEFIELD  # type: ignore[union-attr]
            )  # fmt: skip
        spec = ExileIfDiesThisTurn(ids, self.filter)
        game.add_effect(EffectInstance(spec, ctx.source_id, ctx.controller, game.stamp(), None,
                                       "eot"))  # fmt: skip
