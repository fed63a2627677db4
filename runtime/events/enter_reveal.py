""" "As this land enters, you may reveal an Island or Swamp card from your hand. If you
don't, this land enters tapped." — CR 614.12, 614.1c, 701.20 (reveal).

A self-replacement effect of the entering land: its controller may reveal a matching card
from their hand (choosing which one, or none; asked only when they hold one); otherwise
the land enters tapped."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..agents import ChooseObjects
from ..state.filters import Ctx, ObjectFilter
from ..state.objects import GameObject, Zone
from .replacement import MoveProposal, ReplacementSpec

if TYPE_CHECKING:
    from ..game import Game


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
