"""Replacement effects on life gain, damage, counters, card draw and dying (CR 614.1a,
614.5, 616.1): "If you would gain life, you gain twice that much life instead." (Boon
Reflection), "If a source you control would deal damage to a permanent or player, it deals
double that damage ... instead." (Fiery Emancipation), "If one or more +1/+1 counters would
be put on a creature you control, that many plus one ... instead." (Hardened Scales), "If
you would draw a card, draw two cards instead." (Thought Reflection), "If this creature
would die, exile it instead."

Each proposal goes through :func:`~mtgc.runtime.events.replacement.propose` with the prevention
effects (CR 615) and the replacement effects of keyword abilities, so every effect applies
to an event at most once (CR 614.5) and the affected player orders them (CR 616.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..agents import ChooseYesNo
from ..continuous.layers import EffectInstance
from ..state.effect_base import Effect
from ..state.filters import Ctx, ObjectFilter, ObjectRef, Who
from ..state.objects import GameObject, PlayerRef, Zone
from .replacement import MoveProposal, ReplacementSpec

if TYPE_CHECKING:
    from ..game import Game


@attrs.define
class LifeGainProposal:
    """A player is about to gain ``amount`` life (CR 119.10); ``source_id``: the source
    that causes it, when one does (lifelink, CR 702.15b)."""

    player: int
    amount: int
    source_id: int | None = None
    applied: set[Any] = attrs.Factory(set)
    #: the player loses that much life instead (CR 614.1a: Tainted Remedy)
    lose_instead: bool = False

    def affected(self, game: Game) -> int:
        return self.player


@attrs.define
class DamageProposal:
    """A source is about to deal ``amount`` damage to ``target`` (CR 120.4a)."""

    source_id: int
    target: Any
    amount: int
    combat: bool
    applied: set[Any] = attrs.Factory(set)

    def affected(self, game: Game) -> int:
        """CR 616.1: the player dealt damage, or the permanent's controller."""
        if isinstance(self.target, PlayerRef):
            return self.target.index
        return game.view(self.target).controller


@attrs.define
class CounterProposal:
    """``amount`` counters of ``kind`` are about to be put on ``obj_id`` (CR 122.6)."""

    obj_id: int
    kind: str
    amount: int
    applied: set[Any] = attrs.Factory(set)

    def affected(self, game: Game) -> int:
        return game.view(self.obj_id).controller


@attrs.define
class DrawProposal:
    """A player is about to draw one card; ``count`` is how many they draw instead, and
    ``instead`` the events that replaced draws (dredge, CR 702.52a), carried out first."""

    player: int
    count: int = 1
    applied: set[Any] = attrs.Factory(set)
    instead: list[Any] = attrs.Factory(list)

    def affected(self, game: Game) -> int:
        return self.player


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
                and not proposal.lose_instead
                and self.who.matches(proposal.player, ctx.controller))  # fmt: skip

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.amount = _scale(proposal.amount, self.factor, self.plus)


@attrs.frozen
class LoseLifeInstead(ReplacementSpec):
    """CR 614.1a: "If [who] would gain life, that player loses that much life instead."
    (Tainted Remedy): the life-gain event becomes a life-loss event, which other
    replacement effects may then modify (CR 616.2)."""

    who: Who = Who.OPPONENT

    def describe(self) -> str:
        return "loses that much life instead"

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        return (isinstance(proposal, LifeGainProposal) and proposal.amount > 0
                and not proposal.lose_instead
                and self.who.matches(proposal.player, ctx.controller))  # fmt: skip

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.lose_instead = True


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
class CountersInsteadOfDamage(ReplacementSpec):
    """CR 614.1a, 122.6: "If damage would be dealt to this creature, put that many [kind]
    counters on it instead." (Phytohydra, Lichenthrope): no damage is dealt; putting the
    counters is an event of its own, which counter replacement effects modify (CR 616.2)."""

    kind: str = "+1/+1"

    def describe(self) -> str:
        return f"{self.kind} counters instead of damage"

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        return (isinstance(proposal, DamageProposal) and proposal.amount > 0
                and proposal.target == ctx.source_id)  # fmt: skip

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        n, proposal.amount = proposal.amount, 0
        game.add_counters(ctx.source_id, self.kind, n)


@attrs.frozen
class DrawInstead(ReplacementSpec):
    """CR 614.1a, 121.6: "If you would draw a card, draw N cards instead." — each draw of
    the event is replaced, so the draws another effect made N each become N (two Thought
    Reflections: four cards)."""

    count: int = 2
    who: Who = Who.YOU

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        return (isinstance(proposal, DrawProposal) and proposal.count >= 1
                and self.who.matches(proposal.player, ctx.controller))  # fmt: skip

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.count *= self.count


@attrs.frozen
class DrawReplacedBy(ReplacementSpec):
    """CR 614.1a, 121.6: "If you would draw a card [while your library has no cards in it],
    [effect] instead." — one draw of the event is replaced by ``effect`` (done as the draw
    would have been, CR 614.6), while ``condition`` (None: always) holds as the draw would
    happen; "you win the game instead" (CR 104.2b) is one such effect."""

    effect: Any
    who: Who = Who.YOU
    condition: Any = None

    def describe(self) -> str:
        return "do something else instead of that draw"

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        return (isinstance(proposal, DrawProposal) and proposal.count >= 1
                and self.who.matches(proposal.player, ctx.controller)
                and (self.condition is None or self.condition.holds(ctx)))  # fmt: skip

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.count -= 1
        proposal.instead.append(lambda: self.effect.resolve(ctx))


@attrs.frozen
class ExileTopInsteadOfDamage(ReplacementSpec):
    """CR 614.1a: "If damage would be dealt to [a player], that player exiles that many
    cards from the top of their library instead.": no damage is dealt (so no life is lost
    and no lifelink applies, CR 120.3a, 702.15b)."""

    who: Who = Who.ANY

    def describe(self) -> str:
        return "exile that many cards from the top of the library instead"

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        return (isinstance(proposal, DamageProposal) and proposal.amount > 0
                and isinstance(proposal.target, PlayerRef)
                and self.who.matches(proposal.target.index, ctx.controller))  # fmt: skip

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        n, proposal.amount = proposal.amount, 0
        library = game.state.players[proposal.target.index].library
        for card in list(library[:n]):
            game.move(card, Zone.EXILE, cause="exiled instead of damage")


@attrs.frozen
class SkipDraw(ReplacementSpec):
    """CR 614.1b, 614.10: "If [who] would draw a card, that player skips that draw
    instead." (``optional``: "you may skip that draw instead", the player choosing as the
    effect applies)."""

    who: Who = Who.YOU
    optional: bool = False

    def describe(self) -> str:
        return "skip that draw"

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        return (isinstance(proposal, DrawProposal) and proposal.count >= 1
                and self.who.matches(proposal.player, ctx.controller))  # fmt: skip

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        if self.optional:
            if not game.ask(proposal.player, ChooseYesNo(proposal.player, "skip that draw")):
                return
        proposal.count = 0


@attrs.frozen
class DieInstead(ReplacementSpec):
    """CR 614.1a, 700.4: "If [this creature / a creature matching filter] would die,
    exile it instead." (``filter`` None: this object itself); ``to_zone`` and ``bottom``:
    "put it on top of / on the bottom of its owner's library instead" (CR 401.4)."""

    filter: ObjectFilter | None = None
    to_zone: Zone = Zone.EXILE
    bottom: bool = False

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
        proposal.to_zone = self.to_zone
        proposal.bottom = self.bottom


# ---- "If it would leave the battlefield, exile it instead of putting it anywhere else."


@attrs.frozen
class ExileIfLeaves(Effect):
    """CR 614.1a, 400.7: the part of an effect that makes the permanents ``what`` names
    (read as this part resolves) go to exile instead of anywhere else if they would leave
    the battlefield (the wording of unearth, CR 702.84a; a new object, after a zone
    change, is free of it)."""

    what: ObjectRef

    def resolve(self, ctx: Ctx) -> None:
        for i in self.what.resolve(ctx):
            obj = ctx.game.state.objects.get(i)
            if isinstance(obj, GameObject) and obj.zone is Zone.BATTLEFIELD:
                obj.choices["exile_if_leaves_battlefield"] = True


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
