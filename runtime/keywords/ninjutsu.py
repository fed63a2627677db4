"""Ninjutsu — CR 702.49.

"Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return an unblocked
attacking creature you control to its owner's hand: Put this card onto the battlefield from
your hand tapped and attacking" (702.49a). It can be activated only while a creature is
unblocked — after blockers are declared (702.49c, 509.1h); the card enters unblocked,
attacking the same player or planeswalker as the returned creature.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..errors import CostError
from ..stack.costs import Cost
from ..state.abilities import Ability, ActivatedAbility, Keyword
from ..state.effect_base import Effect
from ..state.filters import Ctx
from ..state.game_state import Step
from ..state.objects import GameObject, Zone

if TYPE_CHECKING:
    from ..game import Game

#: CR 509.1h: creatures are blocked or unblocked from the declare blockers step on.
_AFTER_BLOCKS = (Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE,
                 Step.END_OF_COMBAT)  # fmt: skip


def unblocked_attackers(game: Game, player: int) -> list[int]:
    """CR 509.1h — attacking creatures ``player`` controls that no creature blocks."""
    combat = game.state.combat
    if combat is None or game.state.step not in _AFTER_BLOCKS:
        return []
    return [
        a for a in combat.attackers
        if a in game.state.battlefield and not combat.blocked.get(a)
        and game.view(a).controller == player
    ]  # fmt: skip


@attrs.frozen
class ReturnUnblockedAttackerCost(Cost):
    """ "Reveal this card from your hand, Return an unblocked attacking creature you control
    to its owner's hand" (CR 702.49a); the returned creature's defender is remembered on
    the card for the ability's effect."""

    needs_choice = True

    def candidates(self, game: Game, payer: int, source_id: int) -> list[int]:
        return unblocked_attackers(game, payer)

    def count(self) -> int:
        return 1

    def check(self, game: Game, payer: int, source_id: int) -> None:
        obj = game.state.objects.get(source_id)
        if not isinstance(obj, GameObject) or obj.zone is not Zone.HAND:
            raise CostError(f"#{source_id} is not in a hand to reveal (CR 702.49a)")
        if not self.candidates(game, payer, source_id):
            raise CostError("no unblocked attacking creature to return (CR 702.49c)")

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        combat = game.state.combat
        assert combat is not None
        card = game.get(source_id)
        game.log_note(f"P{payer} reveals {card.name}#{source_id}")
        for i in chosen:
            card.choices["ninjutsu_defender"] = combat.attackers[i]
            game.move(i, Zone.HAND, cause="cost")


@attrs.frozen
class PutOntoBattlefieldAttacking(Effect):
    """ "Put this card onto the battlefield from your hand tapped and attacking" (CR
    702.49a, 702.49c: unblocked, attacking what the returned creature attacked)."""

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        obj = game.state.objects.get(ctx.source_id)
        if not isinstance(obj, GameObject) or obj.zone is not Zone.HAND:
            return
        defender = obj.choices.get("ninjutsu_defender")
        new = game.put_onto_battlefield(obj.id, ctx.controller, tapped=True)
        combat = game.state.combat
        if new is None or combat is None or defender is None:
            return
        if new in game.state.battlefield and game.view(new).is_creature:
            combat.attackers[new] = defender  # attacking, never declared (CR 508.4)
            game.log_note(f"#{new} is put onto the battlefield attacking {defender!r}")


@attrs.frozen
class Ninjutsu(Keyword):
    """CR 702.49a — "Ninjutsu [cost]"."""

    cost: tuple[Any, ...] = ()
    cr = "702.49"

    def expand(self) -> tuple[Ability, ...]:
        cost = (*self.cost, ReturnUnblockedAttackerCost())
        return (ActivatedAbility(cost, PutOntoBattlefieldAttacking(), zone=Zone.HAND),)
