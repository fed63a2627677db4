"""Delayed triggered abilities created by a one-shot effect — CR 603.7: "Return that card to
the battlefield at the beginning of the next end step", "Sacrifice it at end of combat".

The delayed ability refers to the particular objects and players its creating effect named
(CR 603.7c): the creating effect's targets, the objects it remembered ("that card") and its
triggering event are captured when the delayed ability is created and used when it
resolves. An object that changed zones since is a new object (CR 400.7) and isn't found.
"""

from __future__ import annotations

from typing import Any

import attrs

from ..state.abilities import TriggeredAbility
from ..state.effect_base import Effect
from ..state.filters import Ctx
from .triggers import DelayedTrigger, TriggerPattern


@attrs.frozen
class Captured(Effect):
    """``effect`` resolved with the references of the effect that created it (CR 603.7c)."""

    effect: Effect
    targets: tuple[Any, ...] = ()
    x: int = 0
    event: Any = None
    remembered: tuple[int, ...] = ()
    source_lki: Any = None
    #: the delayed ability's own triggering event ("When that creature dies this turn, ...")
    own_event: bool = False
    #: what the creating effect noted ("it": the token it created, CR 603.7c)
    info: Any = attrs.field(default=None, eq=False)

    def resolve(self, ctx: Ctx) -> None:
        event = ctx.event if self.own_event else self.event
        inner = attrs.evolve(ctx, targets=self.targets, x=self.x, event=event,
                             remembered=list(self.remembered), source_lki=self.source_lki,
                             info=dict(self.info or {}))  # fmt: skip
        self.effect.resolve(inner)

    def children(self) -> tuple[Effect, ...]:
        return (self.effect,)


@attrs.frozen
class CreateDelayed(Effect):
    """CR 603.7a: "[effect] at [time]" — creates a delayed triggered ability, controlled by
    this effect's controller (603.7d), that triggers once (603.7c) at ``trigger``."""

    trigger: Any
    effect: Effect
    #: "When/Whenever [event] this turn, ..." (CR 603.7b, 603.7c): an event pattern that
    #: applies only this turn; "whenever" triggers each time, "when" once.
    this_turn: bool = False
    one_shot: bool = True

    def resolve(self, ctx: Ctx) -> None:
        trigger = self.trigger
        if self.this_turn:
            trigger = ThisTurn(trigger, ctx.game.state.turn)
        body = Captured(self.effect, tuple(ctx.targets), ctx.x, ctx.event,
                        tuple(ctx.remembered), ctx.source_lki, self.this_turn,
                        dict(ctx.info))  # fmt: skip
        ability = TriggeredAbility(trigger, body)
        ctx.game.state.delayed.append(DelayedTrigger(ability, ctx.source_id, ctx.controller,
                                                     self.one_shot))  # fmt: skip


@attrs.frozen
class ThisTurn(TriggerPattern):
    """``pattern``, but only during turn ``turn`` (CR 603.7b: "this turn")."""

    pattern: Any
    turn: int

    @property
    def looks_back(self) -> bool:  # type: ignore[override]
        return bool(getattr(self.pattern, "looks_back", False))

    def matches(self, game: Any, event: Any, ctx: Ctx) -> bool:
        return game.state.turn == self.turn and self.pattern.matches(game, event, ctx)


# ---- reflexive triggered abilities (CR 603.12)


@attrs.frozen
class ReflexiveEvent(TriggerPattern):
    """CR 603.12: the trigger of a reflexive ability — the action its creating effect just
    took. No game event matches it: the creating effect puts the ability on the pending
    list itself (:class:`CreateReflexive`)."""

    def matches(self, game: Any, event: Any, ctx: Ctx) -> bool:
        return False

    def __repr__(self) -> str:
        return "when you do"


@attrs.frozen
class Performed(Effect):
    """``effect``, noting whether it did anything (an event happened) for "When you do"
    after an action that isn't optional (CR 603.12: it triggers on the action taken)."""

    effect: Effect

    def resolve(self, ctx: Ctx) -> None:
        before = len(ctx.game.log)
        self.effect.resolve(ctx)
        ctx.info["did"] = len(ctx.game.log) > before

    def children(self) -> tuple[Effect, ...]:
        return (self.effect,)


@attrs.frozen
class OwnTargets(Effect):
    """The body of a reflexive ability with targets of its own (chosen as it is put on the
    stack, CR 603.3d), that also sees what its creating effect remembered (CR 603.12)."""

    effect: Effect
    x: int = 0
    event: Any = None
    remembered: tuple[int, ...] = ()
    source_lki: Any = None
    info: Any = attrs.field(default=None, eq=False)

    def resolve(self, ctx: Ctx) -> None:
        inner = attrs.evolve(ctx, x=self.x, event=self.event, remembered=list(self.remembered),
                             source_lki=self.source_lki, info=dict(self.info or {}))  # fmt: skip
        self.effect.resolve(inner)

    def children(self) -> tuple[Effect, ...]:
        return (self.effect,)


@attrs.frozen
class CreateReflexive(Effect):
    """CR 603.12: "When you do, [effect]" — if the action just before was taken, a
    reflexive triggered ability triggers; it is put on the stack the next time a player
    would receive priority (CR 603.3), with ``targets`` of its own chosen then."""

    effect: Effect
    targets: tuple[Any, ...] = ()

    def resolve(self, ctx: Ctx) -> None:
        from ..state.abilities import TriggeredAbility
        from .triggers import PendingTrigger

        if not ctx.info.get("did"):
            return
        if self.targets:
            body: Effect = OwnTargets(self.effect, ctx.x, ctx.event, tuple(ctx.remembered),
                                      ctx.source_lki, dict(ctx.info))  # fmt: skip
        else:
            body = Captured(self.effect, tuple(ctx.targets), ctx.x, ctx.event,
                            tuple(ctx.remembered), ctx.source_lki, False,
                            dict(ctx.info))  # fmt: skip
        ability = TriggeredAbility(ReflexiveEvent(), body, self.targets)
        ctx.game.state.pending.append(PendingTrigger(ability, ctx.source_id, ctx.controller,
                                                     ctx.event, True))  # fmt: skip

    def children(self) -> tuple[Effect, ...]:
        return (self.effect,)
