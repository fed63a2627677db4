"""Batched triggers, "Whenever one or more [creatures] deal combat damage to a player" (CR
603.2c, 510.2: one event for the batch), and "unless [player] pays {N} for each [X]"
(CR 118.12)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

import attrs

from ..state.effect_base import Effect
from ..state.filters import Amount, Ctx, ObjectFilter, PlayerSel, Who, amount_value
from ..state.objects import PlayerRef
from . import events as ev
from .triggers import TriggerPattern, _lki_match

if TYPE_CHECKING:
    from ..game import Game

#: state.extra key: the (source, pattern, player) triples that already triggered in the
#: combat damage being dealt now (set by :func:`runtime.combat.combat_damage`).
BATCH = "combat_damage_batch"


@attrs.frozen(eq=False)
class CombatDamageBatch(TriggerPattern):
    """CR 603.2c, 510.2: "Whenever one or more [filter] creatures deal combat damage to a
    player" — all combat damage of a step is dealt at once, so the ability triggers once per
    combat damage step for each player (``to``) dealt damage by creatures that fit."""

    filter: ObjectFilter | None = None
    to: Who = Who.ANY

    def matches(self, game: Game, event: Any, ctx: Ctx) -> bool:
        if not isinstance(event, ev.DamageDealt) or not event.combat:
            return False
        target = event.target
        if not isinstance(target, PlayerRef) or not self.to.matches(target.index, ctx.controller):
            return False
        if not _lki_match(game, self.filter, event.source_id, ctx):
            return False
        batch = game.state.extra.get(BATCH)
        if batch is None:  # combat damage dealt one event at a time
            return True
        key = (ctx.source_id, id(self), target.index)
        if key in batch:
            return False
        batch.add(key)
        return True


@attrs.frozen
class UnlessPaysForEach(Effect):
    """CR 118.12, 107.1: "[effect] unless [player] pays {N} for each [X]" — the generic cost
    is N times the count as the effect resolves (CR 608.2h); {0} can be paid (CR 118.5)."""

    payer: PlayerSel
    generic: int
    count: Amount
    effect: Effect

    def resolve(self, ctx: Ctx) -> None:
        from ..actions.effects import Unless
        from ..mana.symbols import Generic, ManaCost

        n = self.generic * amount_value(self.count, ctx)
        Unless(self.payer, (ManaCost((Generic(n),)),), self.effect).resolve(ctx)

    def children(self) -> tuple[Effect, ...]:
        return (self.effect,)


#: state.extra key: {(source id, pattern id): turn} of the limited abilities that triggered.
ONCE = "triggered_once_each_turn"


@attrs.frozen(eq=False)
class _OncePer(TriggerPattern):
    """``base``, matching at most once per source in each :meth:`moment` (a turn, an
    event); what already triggered is kept in ``state.extra[self.SEEN]``."""

    SEEN: ClassVar[str] = ""
    base: Any

    @property
    def looks_back(self) -> bool:
        return getattr(self.base, "looks_back", False)

    @property
    def off_battlefield(self) -> bool:
        return getattr(self.base, "off_battlefield", False)

    def moment(self, game: Game) -> int:
        raise NotImplementedError

    def matches(self, game: Game, event: Any, ctx: Ctx) -> bool:
        seen = game.state.extra.setdefault(self.SEEN, {})
        key, now = (ctx.source_id, id(self)), self.moment(game)
        if seen.get(key) == now or not self.base.matches(game, event, ctx):
            return False
        seen[key] = now
        return True


@attrs.frozen(eq=False)
class OncePerTurn(_OncePer):
    """CR 603.2: "This ability triggers only once each turn." — after the ability of this
    object triggered this turn, ``base`` no longer matches until the next turn (a new object
    is a new source, CR 400.7)."""

    SEEN: ClassVar[str] = ONCE

    def moment(self, game: Game) -> int:
        return game.state.turn


#: state.extra key: {(source id, pattern id): occasion} of the abilities that triggered
#: once for an event.
ONCE_PER_EVENT = "triggered_once_per_event"


@attrs.frozen(eq=False)
class OncePerEvent(_OncePer):
    """CR 603.2c: "Whenever one or more [objects] enter / die / leave ..." — ``base``
    matches each object's part of an event; the ability triggers once per event (the
    parts of one simultaneous action share ``Game.occasion``)."""

    SEEN: ClassVar[str] = ONCE_PER_EVENT

    def moment(self, game: Game) -> int:
        return game.occasion
