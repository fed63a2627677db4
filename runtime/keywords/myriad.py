"""Myriad — CR 702.116.

"Myriad" means "Whenever this creature attacks, for each opponent other than defending
player, you may create a token that's a copy of this creature that's tapped and attacking
that player or a planeswalker they control. If one or more tokens are created this way,
exile the tokens at end of combat." (CR 702.116a); each instance triggers separately
(702.116b). In a two-player game there is no other opponent: it does nothing.
"""

from __future__ import annotations

from typing import Any

import attrs

from ..actions.attacking import defenders_of, enter_attacking
from ..actions.copies import copy_source
from ..actions.effects import ExileObjects
from ..agents import ChooseYesNo
from ..events import events as ev
from ..events.delayed import CreateDelayed
from ..events.triggers import Attacks, BeginningOfStep
from ..state.abilities import Ability, Keyword, TriggeredAbility
from ..state.effect_base import Effect
from ..state.filters import Ctx, Who
from ..state.game_state import Step
from ..state.objects import PlayerRef
from ..state.references import CreatedToken


def _defending_player(ctx: Ctx) -> int | None:
    """CR 508.5: the player this creature attacks — or attacked, if it has left combat."""
    game = ctx.game
    combat = game.state.combat
    d = None if combat is None else combat.attackers.get(ctx.source_id)
    if isinstance(d, PlayerRef):
        return d.index
    if d is not None and game.known(d):
        return game.view(d).controller
    event = ctx.event
    return event.defending_player if isinstance(event, ev.AttackDeclared) else None


@attrs.frozen
class MyriadCopies(Effect):
    """CR 702.116a: the token copies, one per other opponent (each "you may"), tapped and
    attacking that opponent or a planeswalker they control; exiled at end of combat."""

    def resolve(self, ctx: Ctx) -> None:
        game, me = ctx.game, ctx.controller
        defending = _defending_player(ctx)
        created: list[Any] = []
        for p in game.opponents(me):
            if p == defending:
                continue
            card = copy_source(game, ctx.source_id)
            if card is None or not game.ask(me, ChooseYesNo(me, f"myriad: copy attacking P{p}")):
                continue
            for new in game.create_tokens(card, me, 1, tapped=True):
                enter_attacking(game, new, defenders_of(game, p))
                created.append(new)
        ctx.info["created"] = created
        if any(i is not None for i in created):
            end = BeginningOfStep(Step.END_OF_COMBAT, Who.ANY)
            CreateDelayed(end, ExileObjects(CreatedToken())).resolve(ctx)


@attrs.frozen
class Myriad(Keyword):
    """CR 702.116a — "Myriad"."""

    cr = "702.116"

    def expand(self) -> tuple[Ability, ...]:
        return (TriggeredAbility(Attacks(this=True), MyriadCopies()),)
