""" "As this land enters, you may reveal an Island or Swamp card from your hand. If you
don't, this land enters tapped." — CR 614.12, 614.1c, 701.20 (reveal); "As this land
enters, you may pay 2 life. If you don't, it enters tapped." — CR 614.12, 119.4.

A self-replacement effect of the entering land: its controller may reveal a matching card
from their hand (choosing which one, or none; asked only when they hold one), or pay a cost
(asked only when they can); otherwise the land enters tapped."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..agents import ChooseObjects, ChooseYesNo
from ..errors import CostError
from ..state.filters import Ctx, ObjectFilter
from ..state.objects import GameObject, Zone
from .replacement import MoveProposal, ReplacementSpec

if TYPE_CHECKING:
    from ..game import Game
    from ..stack.costs import Cost


@attrs.frozen
class RevealOrEntersTapped(ReplacementSpec):
    """CR 614.12: ``filter`` names the cards that may be revealed from the hand."""

    filter: ObjectFilter
    self_only = True

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        return isinstance(proposal, MoveProposal) and proposal.to_zone is Zone.BATTLEFIELD

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        player = proposal.controller if proposal.controller is not None else ctx.controller
        st = game.state
        cards = [
            i for i in st.players[player].hand
            if isinstance(st.objects.get(i), GameObject)
            and self.filter.matches(ctx, st.objects[i], any_zone=True)  # type: ignore[arg-type]
        ]  # fmt: skip
        if cards:  # the player picks the card to reveal, or none (CR 614.12: "you may")
            chosen = game.ask(player, ChooseObjects(player, tuple(cards), 0, 1, "reveal"))
            if chosen:
                game.log_note(f"P{player} reveals {game.view(chosen[0]).name} (CR 701.20)")
                return
        proposal.tapped = True


@attrs.frozen
class PayOrEntersTapped(ReplacementSpec):
    """CR 614.12, 119.4: "you may pay 2 life. If you don't, it enters tapped." — the
    entering permanent's controller may pay ``costs`` (none of which needs a choice) as it
    enters; a player who can't pay them isn't asked, and the permanent enters tapped."""

    costs: tuple[Cost, ...]
    self_only = True

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        return isinstance(proposal, MoveProposal) and proposal.to_zone is Zone.BATTLEFIELD

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        player = proposal.controller if proposal.controller is not None else ctx.controller
        try:
            for cost in self.costs:
                cost.check(game, player, ctx.source_id)
        except CostError:
            proposal.tapped = True
            return
        wording = ", ".join(str(c) for c in self.costs)
        if game.ask(player, ChooseYesNo(player, f"pay {wording} (else it enters tapped)")):
            for cost in self.costs:
                cost.pay(game, player, ctx.source_id, [])
            return
        proposal.tapped = True
