"""Keyword abilities about damage (CR 120.3): infect (702.90), wither (702.80) and toxic
(702.164), which
:meth:`~mtgc.runtime.actions.primitives.PrimitiveOps.deal_damage` asks about through
:func:`damage_as_counters` and :func:`damage_as_poison`; poisonous (702.70) and
bloodthirst (702.54, which needs the players dealt damage this turn, noted by
:func:`note_damage_to_player`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..actions import primitives as _primitives
from ..events.replacement import MoveProposal, ReplacementSpec
from ..events.triggers import DealsDamage
from ..state.abilities import (
    Ability,
    Keyword,
    ReplacementAbility,
    TriggeredAbility,
)
from ..state.effect_base import Effect
from ..state.filters import Ctx
from ..state.objects import Characteristics, PlayerRef, Zone

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class Infect(Keyword):
    """CR 702.90b-c — damage to players gives poison counters; damage to creatures is
    dealt as -1/-1 counters."""


@attrs.frozen
class Wither(Keyword):
    """CR 702.80c — damage to creatures is dealt as -1/-1 counters."""


@_primitives.damage_as_counters.provide
def damage_as_counters(src: Characteristics) -> bool:
    """CR 120.3d — damage from a source with wither or infect to a creature."""
    return src.has_keyword(Infect) or src.has_keyword(Wither)


@_primitives.damage_as_poison.provide
def damage_as_poison(src: Characteristics) -> bool:
    """CR 120.3b — damage from a source with infect to a player."""
    return src.has_keyword(Infect)


@attrs.frozen
class Toxic(Keyword):
    """CR 702.164 — toxic N: combat damage this creature deals to a player also gives that
    player N poison counters (702.164c; instances add up, 702.164b)."""

    n: int = 1


@_primitives.toxic_poison.provide
def toxic_poison(game: Game, src: Characteristics, player: int, combat: bool) -> None:
    """CR 702.164c — the poison counters of toxic, after combat damage to ``player``."""
    total = sum(k.n for k in src.keywords_of(Toxic)) if combat and src.is_creature else 0
    if total > 0:
        game.state.players[player].poison += total
        game.log_note(f"P{player} gets {total} poison counter(s) (toxic, CR 702.164c)")


@_primitives.note_damage_to_player.provide
def note_damage_to_player(game: Game, player: int) -> None:
    """Remember that ``player`` was dealt damage this turn (bloodthirst, CR 702.54a)."""
    seen = game.state.extra.get("players_dealt_damage", frozenset())
    game.state.extra["players_dealt_damage"] = seen | {(game.state.turn, player)}


def was_dealt_damage_this_turn(game: Game, player: int) -> bool:
    return (game.state.turn, player) in game.state.extra.get("players_dealt_damage", ())


@attrs.frozen
class PoisonThatPlayer(Effect):
    """CR 702.70a — "that player gets N poison counters" (the player dealt the damage)."""

    n: int

    def resolve(self, ctx: Ctx) -> None:
        target = getattr(ctx.event, "target", None)
        if isinstance(target, PlayerRef):
            ctx.game.state.players[target.index].poison += self.n
            ctx.game.log_note(f"P{target.index} gets {self.n} poison counter(s) (CR 702.70a)")


@attrs.frozen
class Poisonous(Keyword):
    """CR 702.70a — "Whenever this creature deals combat damage to a player, that player
    gets N poison counters"."""

    n: int = 1

    def expand(self) -> tuple[Ability, ...]:
        trigger = DealsDamage(combat_only=True, to_player=True)
        return (TriggeredAbility(trigger, PoisonThatPlayer(self.n)),)


@attrs.frozen
class BloodthirstCounters(ReplacementSpec):
    """CR 702.54a — "If an opponent was dealt damage this turn, this permanent enters with
    N +1/+1 counters on it" (opponents of the player it enters under)."""

    n: int
    self_only = True

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        if not isinstance(proposal, MoveProposal) or proposal.to_zone is not Zone.BATTLEFIELD:
            return False
        ctl = proposal.controller if proposal.controller is not None else ctx.controller
        return any(was_dealt_damage_this_turn(game, p) for p in game.opponents(ctl))

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.counters["+1/+1"] = proposal.counters.get("+1/+1", 0) + self.n


@attrs.frozen
class Bloodthirst(Keyword):
    """CR 702.54a — bloodthirst N."""

    n: int = 1

    def expand(self) -> tuple[Ability, ...]:
        return (ReplacementAbility(BloodthirstCounters(self.n)),)
