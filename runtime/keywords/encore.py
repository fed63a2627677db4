"""Encore — CR 702.141.

"Encore [cost]" means "[Cost], Exile this card from your graveyard: For each opponent,
create a token that's a copy of this card that attacks that opponent this turn if able. The
tokens gain haste. Sacrifice them at the beginning of the next end step. Activate only as
a sorcery." (CR 702.141a). The copies take the card's copiable values (CR 707.2) as it
last existed in the graveyard (CR 608.2h: it was exiled to pay the cost); the attack
requirement (CR 508.1d) and haste last for the turn / as long as each token exists.
"""

from __future__ import annotations

from typing import Any

import attrs

from ..actions.copies import copy_source
from ..actions.effects import SacrificeObjects
from ..continuous.layers import AddAbilities, EffectInstance, MustAttackPlayer
from ..events.delayed import CreateDelayed
from ..events.triggers import BeginningOfStep
from ..state.abilities import Ability, ActivatedAbility, Haste, Keyword
from ..state.effect_base import Effect
from ..state.filters import Ctx, Who
from ..state.game_state import Step
from ..state.objects import Zone
from ..state.references import CreatedToken
from .cards import ExileThisCost


@attrs.frozen
class EncoreTokens(Effect):
    """CR 702.141a — a token copy of this card for each opponent, attacking that opponent
    this turn if able, with haste; sacrificed at the beginning of the next end step."""

    def resolve(self, ctx: Ctx) -> None:
        game, me = ctx.game, ctx.controller
        card = copy_source(game, ctx.source_id)
        if card is None:
            return
        created: list[Any] = []
        for p in game.opponents(me):
            for new in game.create_tokens(card, me, 1):
                if new is None:
                    continue
                created.append(new)
                ids = frozenset({new})
                game.add_effect(EffectInstance(MustAttackPlayer(p), ctx.source_id, me,
                                               game.stamp(), ids, "eot"))  # fmt: skip
                game.add_effect(EffectInstance(AddAbilities((Haste(),)), ctx.source_id, me,
                                               game.stamp(), ids, "permanent"))  # fmt: skip
        ctx.info["created"] = created
        if created:
            end = BeginningOfStep(Step.END, Who.ANY)
            CreateDelayed(end, SacrificeObjects(CreatedToken())).resolve(ctx)


@attrs.frozen
class Encore(Keyword):
    """CR 702.141a — "Encore [cost]"."""

    cost: tuple[Any, ...] = ()
    cr = "702.141"

    def expand(self) -> tuple[Ability, ...]:
        return (ActivatedAbility((*self.cost, ExileThisCost()), EncoreTokens(),
                                 sorcery_speed=True, zone=Zone.GRAVEYARD),)  # fmt: skip
