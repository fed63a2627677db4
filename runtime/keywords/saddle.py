"""CR 702.171 — Saddle N and the saddled designation.

"Saddle N" means "Tap any number of other untapped creatures you control with total power N
or greater: This permanent becomes saddled until end of turn. Activate only as a sorcery."
(CR 702.171a). Saddled is a designation (CR 702.171b): the permanent stays saddled until
the end of the turn or until it leaves the battlefield (a new object, CR 400.7, is never
saddled); it isn't a copiable value. The designation is kept on the object with the turn it
was given.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..events import events as ev
from ..events.triggers import TriggerPattern
from ..state.abilities import Ability, ActivatedAbility, Keyword
from ..state.effect_base import Effect
from ..state.filters import Ctx
from ..state.objects import GameObject, Zone
from .permanents import CrewCost

if TYPE_CHECKING:
    from ..game import Game

#: ``GameObject.choices`` key: the turn the permanent became saddled (CR 702.171b).
SADDLED = "saddled_turn"


def is_saddled(game: Game, obj_id: int) -> bool:
    """CR 702.171b: the permanent became saddled this turn and hasn't left the battlefield."""
    obj = game.state.objects.get(obj_id)
    return (isinstance(obj, GameObject) and obj.zone is Zone.BATTLEFIELD
            and obj.choices.get(SADDLED) == game.state.turn)  # fmt: skip


@attrs.frozen
class SaddleCost(CrewCost):
    """CR 702.171a, c — "Tap any number of other untapped creatures you control with total
    power N or greater" (the creatures tapped saddle the permanent)."""

    saddling = True

    def _candidates(self, game: Game, payer: int, source_id: int) -> list[int]:
        return [i for i in super()._candidates(game, payer, source_id) if i != source_id]


@attrs.frozen
class BecomeSaddled(Effect):
    """CR 702.171a-b — "This permanent becomes saddled until end of turn"."""

    def resolve(self, ctx: Ctx) -> None:
        obj = ctx.game.state.objects.get(ctx.source_id)
        if isinstance(obj, GameObject) and obj.zone is Zone.BATTLEFIELD:
            obj.choices[SADDLED] = ctx.game.state.turn


@attrs.frozen
class Saddle(Keyword):
    """CR 702.171a — Saddle N."""

    n: int = 1

    def expand(self) -> tuple[Ability, ...]:
        return (ActivatedAbility((SaddleCost(self.n),), BecomeSaddled(), sorcery_speed=True),)


@attrs.frozen
class WhileSaddled(TriggerPattern):
    """CR 702.171b — "Whenever this creature attacks while saddled": the event happens while
    the source of the ability is saddled."""

    event: Any

    @property
    def looks_back(self) -> bool:  # type: ignore[override]
        return self.event.looks_back

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        return is_saddled(game, ctx.source_id) and self.event.matches(game, event, ctx)
