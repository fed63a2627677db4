"""Keyword abilities of creatures in combat and as they enter — riot (CR 702.136), ingest
(CR 702.115), training (CR 702.149), provoke (CR 702.39) — and undaunted (CR 702.125), a
cost reduction.

* "Riot" means "You may have this permanent enter with an additional +1/+1 counter on it.
  If you don't, it gains haste." (702.136a): a choice as it enters (CR 614.1c, 614.12); the
  haste it gains is kept as the choice the object remembers (as dash's haste is, CR
  702.109a), for as long as it's that object (CR 611.2a, 400.7).
* "Ingest" means "Whenever this creature deals combat damage to a player, that player
  exiles the top card of their library." (702.115a).
* "Training" means "Whenever this creature and at least one other creature with power
  greater than this creature's power attack, put a +1/+1 counter on this creature."
  (702.149a) — the powers as the attackers are declared (CR 508.3a).
* "Provoke" means "Whenever this creature attacks, you may choose to have target creature
  defending player controls block this creature this combat if able. If you do, untap that
  creature." (702.39a).
* "Undaunted" means "This spell costs {1} less to cast for each opponent you have."
  (702.125a; opponents who left the game aren't counted, CR 800.4a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..actions.effects import ExileTopOfLibrary, PutCounters, UntapObjects
from ..agents import ChooseYesNo
from ..combat.requirements import END_OF_COMBAT, RequireBlocking
from ..continuous.layers import AddAbilities, CostReduction
from ..events import events as ev
from ..events.replacement import MoveProposal, ReplacementSpec
from ..events.trigger_events import DamagedPlayer
from ..events.triggers import Attacks, DealsDamage, TriggerPattern
from ..state.abilities import (
    Ability,
    Haste,
    Keyword,
    ReplacementAbility,
    StaticAbility,
    TriggeredAbility,
)  # fmt: skip
from ..state.effect_base import Effect
from ..state.filters import (
    CREATURE,
    Condition,
    Ctx,
    DefendingPlayer,
    Target,
    TargetSpec,
    This,
)  # fmt: skip
from ..state.objects import GameObject, Zone
from ..state.references import ControlledByPlayer

if TYPE_CHECKING:
    from ..game import Game

_RIOT_HASTE = "riot_haste"


@attrs.frozen
class RiotChoice(ReplacementSpec):
    """CR 702.136a — it enters with an additional +1/+1 counter, or else it gains haste."""

    self_only = True

    def describe(self) -> str:
        return "riot (CR 702.136a)"

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        return isinstance(proposal, MoveProposal) and proposal.to_zone is Zone.BATTLEFIELD

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        me = ctx.controller
        if game.ask(me, ChooseYesNo(me, "riot: enter with a +1/+1 counter (else haste)")):
            proposal.counters["+1/+1"] = proposal.counters.get("+1/+1", 0) + 1
        else:
            proposal.choices[_RIOT_HASTE] = proposal.choices.get(_RIOT_HASTE, 0) + 1


@attrs.frozen
class ChoseHaste(Condition):
    """CR 702.136a: this permanent's controller chose haste as it entered."""

    def holds(self, ctx: Ctx) -> bool:
        obj = ctx.game.state.objects.get(ctx.source_id)
        return isinstance(obj, GameObject) and bool(obj.choices.get(_RIOT_HASTE))


@attrs.frozen
class Riot(Keyword):
    """CR 702.136a — "Riot"."""

    cr = "702.136"

    def expand(self) -> tuple[Ability, ...]:
        haste = StaticAbility(AddAbilities((Haste(),)), This(), condition=ChoseHaste())
        return (ReplacementAbility(RiotChoice()), haste)


@attrs.frozen
class Ingest(Keyword):
    """CR 702.115a — "Ingest"."""

    cr = "702.115"

    def expand(self) -> tuple[Ability, ...]:
        hit = DealsDamage(combat_only=True, to_player=True)
        return (TriggeredAbility(hit, ExileTopOfLibrary(1, DamagedPlayer())),)


@attrs.frozen
class AttacksWithGreaterPower(TriggerPattern):
    """CR 702.149a — "Whenever this creature and at least one other creature with power
    greater than this creature's power attack" (CR 508.3a: as attackers are declared)."""

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, ev.AttackDeclared) or event.object_id != ctx.source_id:
            return False
        combat = game.state.combat
        if combat is None:
            return False
        power = game.view(ctx.source_id).power or 0
        return any(
            i != ctx.source_id and game.known(i) and (game.view(i).power or 0) > power
            for i in combat.attackers
        )  # fmt: skip


@attrs.frozen
class Training(Keyword):
    """CR 702.149a — "Training"."""

    cr = "702.149"

    def expand(self) -> tuple[Ability, ...]:
        return (TriggeredAbility(AttacksWithGreaterPower(), PutCounters("+1/+1", 1, This())),)


@attrs.frozen
class ProvokeBlock(Effect):
    """CR 702.39a — "you may choose to have target creature defending player controls block
    this creature this combat if able. If you do, untap that creature"."""

    def resolve(self, ctx: Ctx) -> None:
        game, me = ctx.game, ctx.controller
        if not Target(0).resolve(ctx):
            return
        if not game.ask(me, ChooseYesNo(me, "provoke: make the target block this creature")):
            return
        RequireBlocking(Target(0), This(), END_OF_COMBAT).resolve(ctx)
        UntapObjects(Target(0)).resolve(ctx)


@attrs.frozen
class Provoke(Keyword):
    """CR 702.39a — "Provoke"."""

    cr = "702.39"

    def expand(self) -> tuple[Ability, ...]:
        defending = ControlledByPlayer(DefendingPlayer())
        target = TargetSpec(attrs.evolve(CREATURE, extra=(defending,)))
        return (TriggeredAbility(Attacks(this=True), ProvokeBlock(), (target,)),)


@attrs.frozen
class OpponentCount:
    """CR 102.3, 800.4a: the number of opponents the ability's controller has (players who
    left the game aren't opponents any more)."""

    def value(self, ctx: Ctx) -> int:
        return len(ctx.game.opponents(ctx.controller))


@attrs.frozen
class Undaunted(Keyword):
    """CR 702.125a — "Undaunted"."""

    cr = "702.125"

    def expand(self) -> tuple[Ability, ...]:
        return (StaticAbility(CostReduction(OpponentCount(), this_spell=True), zone=Zone.STACK),)
