"""Keyword abilities of permanents that stand for activated or triggered abilities
(CR 702.1): echo (702.30), crew (702.122), afterlife (702.135).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from .abilities import Ability, ActivatedAbility, Flying, Keyword, TriggeredAbility
from .agents import ChooseObjects
from .continuous import AddTypes, EffectInstance
from .costs import Cost
from .effect_base import Effect
from .effects import CreateToken, SacrificeObjects, Unless
from .errors import CostError
from .filters import Condition, Ctx, This, You
from .mana import ManaType
from .objects import CardDefinition, GameObject, Zone
from .state import Step
from .triggers import BeginningOfStep, Dies

if TYPE_CHECKING:
    from .game import Game


# ---------------------------------------------------------------------------------- echo


@attrs.frozen
class CameUnderControlSinceLastUpkeep(Condition):
    """CR 702.30a — "if this permanent came under your control since the beginning of your
    last upkeep": no echo upkeep of its controller has been checked since it came under
    their control (the turn of the last check is kept on the permanent)."""

    def holds(self, ctx: Ctx) -> bool:
        obj = ctx.game.state.objects.get(ctx.source_id)
        if not isinstance(obj, GameObject) or obj.zone is not Zone.BATTLEFIELD:
            return False
        last = obj.choices.get("echo_checked")
        return last is None or obj.controlled_since >= last


@attrs.frozen
class EchoPayment(Effect):
    """CR 702.30a — "sacrifice it unless you pay [cost]"; the upkeep is then noted as
    checked for this permanent."""

    cost: tuple[Any, ...]

    def resolve(self, ctx: Ctx) -> None:
        obj = ctx.game.state.objects.get(ctx.source_id)
        if isinstance(obj, GameObject):
            obj.choices["echo_checked"] = ctx.game.state.turn
        Unless(You(), self.cost, SacrificeObjects(This())).resolve(ctx)

    def children(self) -> tuple[Effect, ...]:
        return ()


@attrs.frozen
class Echo(Keyword):
    """CR 702.30a — "At the beginning of your upkeep, if this permanent came under your
    control since the beginning of your last upkeep, sacrifice it unless you pay [cost]"."""

    cost: tuple[Any, ...] = ()

    def expand(self) -> tuple[Ability, ...]:
        return (
            TriggeredAbility(
                BeginningOfStep(Step.UPKEEP), EchoPayment(self.cost),
                intervening_if=CameUnderControlSinceLastUpkeep(),
            ),
        )  # fmt: skip


# ---------------------------------------------------------------------------------- crew


@attrs.frozen
class CrewCost(Cost):
    """CR 702.122a — "Tap any number of untapped creatures you control with total power N
    or greater" (chosen as the cost is paid; summoning-sick creatures may be tapped: CR
    302.6 restricts only their own {T} costs)."""

    n: int

    def _candidates(self, game: Game, payer: int, source_id: int) -> list[int]:
        return [
            i for i in game.state.battlefield
            if game.view(i).controller == payer and game.view(i).is_creature
            and not game.state.objects[i].tapped  # type: ignore[union-attr]
        ]  # fmt: skip

    def _power(self, game: Game, ids: Any) -> int:
        return sum(max(0, game.view(i).power or 0) for i in ids)

    def check(self, game: Game, payer: int, source_id: int) -> None:
        if self._power(game, self._candidates(game, payer, source_id)) < self.n:
            raise CostError(f"untapped creatures with total power {self.n} needed (CR 702.122a)")

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        cands = tuple(self._candidates(game, payer, source_id))
        decision = ChooseObjects(payer, cands, 1, len(cands), "crew")
        pick = decision.validate(game.ask(payer, decision))
        if self._power(game, pick) < self.n:
            raise CostError(f"the creatures chosen to crew have less than {self.n} power")
        for i in pick:
            game.tap(i)


@attrs.frozen
class BecomeArtifactCreature(Effect):
    """CR 702.122a — "This Vehicle becomes an artifact creature until end of turn" (layer 4)."""

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        obj = game.state.objects.get(ctx.source_id)
        if not isinstance(obj, GameObject) or obj.zone is not Zone.BATTLEFIELD:
            return
        spec = AddTypes(frozenset({"Artifact", "Creature"}))
        ids = frozenset({ctx.source_id})
        game.add_effect(EffectInstance(spec, ctx.source_id, ctx.controller, game.stamp(), ids,
                                       "eot"))  # fmt: skip


@attrs.frozen
class Crew(Keyword):
    """CR 702.122a — "Tap any number of untapped creatures you control with total power N or
    greater: This Vehicle becomes an artifact creature until end of turn"."""

    n: int = 1

    def expand(self) -> tuple[Ability, ...]:
        return (ActivatedAbility((CrewCost(self.n),), BecomeArtifactCreature()),)


# ----------------------------------------------------------------------------- afterlife

#: CR 702.135a — the Spirit token afterlife creates.
SPIRIT = CardDefinition(
    "Spirit", frozenset({"Creature"}), subtypes=frozenset({"Spirit"}), power=1, toughness=1,
    abilities=(Flying(),), colors=frozenset({ManaType.W, ManaType.B}),
)  # fmt: skip


@attrs.frozen
class Afterlife(Keyword):
    """CR 702.135a — "When this permanent is put into a graveyard from the battlefield,
    create N 1/1 white and black Spirit creature tokens with flying"."""

    n: int = 1

    def expand(self) -> tuple[Ability, ...]:
        return (TriggeredAbility(Dies(this=True), CreateToken(SPIRIT, self.n)),)
