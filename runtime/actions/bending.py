"""Bending keyword actions (CR 701.65-701.66): airbend, earthbend.

- **airbend** (CR 701.65a, :class:`Airbend`): the objects (permanents and/or spells) are
  exiled; for each card exiled this way, for as long as it remains exiled, its owner may
  cast it by paying {2} rather than paying its mana cost (``obj.choices["airbent"]`` on the
  card in exile; :func:`airbent_cost`).

- **earthbend N** (CR 701.66a, :class:`Earthbend`): "Target land you control becomes a 0/0
  land creature with haste in addition to its other types. Put N +1/+1 counters on it. When
  that land dies or is put into exile, return it to the battlefield tapped under your
  control." The change has no duration (it lasts as long as the permanent, CR 611.2a); the
  return is a delayed triggered ability (CR 603.7) watching that permanent.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..continuous.becomes import Become, BecomeTypes
from ..events import events as ev
from ..events.triggers import DelayedTrigger, TriggerPattern
from ..mana.symbols import ManaCost
from ..state.abilities import Haste, TriggeredAbility
from ..state.effect_base import Effect
from ..state.filters import Amount, Ctx, ObjectRef, amount_value
from ..state.objects import GameObject, Zone
from .effects import _objects

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class DiesOrExiled(TriggerPattern):
    """CR 701.66a, 603.10a: "When that land dies or is put into exile" — the permanent
    ``object_id`` goes from the battlefield to a graveyard or exile."""

    object_id: int
    looks_back = True

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        return (isinstance(event, ev.ZoneChange) and event.object_id == self.object_id
                and event.from_zone is Zone.BATTLEFIELD
                and event.to_zone in (Zone.GRAVEYARD, Zone.EXILE))  # fmt: skip


@attrs.frozen
class ReturnTapped(Effect):
    """CR 701.66a: "return it to the battlefield tapped under your control" (the card the
    triggering zone change made, CR 400.7; a token that left has ceased to exist)."""

    def resolve(self, ctx: Ctx) -> None:
        new = getattr(ctx.event, "new_id", None)
        obj = ctx.game.state.objects.get(new) if new is not None else None
        if isinstance(obj, GameObject) and obj.zone in (Zone.GRAVEYARD, Zone.EXILE):
            ctx.game.put_onto_battlefield(obj.id, ctx.controller, tapped=True)


@attrs.frozen
class Earthbend(Effect):
    """CR 701.66a — "Earthbend N" on the land ``what`` (its target)."""

    amount: Amount
    what: ObjectRef

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        n = amount_value(self.amount, ctx)
        for i in _objects(self.what, ctx):
            obj = game.state.objects.get(i)
            if not isinstance(obj, GameObject) or obj.zone is not Zone.BATTLEFIELD:
                continue
            become = Become(_Just(i), BecomeTypes(frozenset({"Creature"})), abilities=(Haste(),),
                            power=0, toughness=0, duration="permanent")  # fmt: skip
            become.resolve(ctx)
            if n > 0:
                game.add_counters(i, "+1/+1", n)
            ability = TriggeredAbility(DiesOrExiled(i), ReturnTapped())
            game.state.delayed.append(DelayedTrigger(ability, ctx.source_id, ctx.controller))


@attrs.frozen
class _Just(ObjectRef):
    """The one object ``object_id``."""

    object_id: int

    def resolve(self, ctx: Ctx) -> list[int]:
        return [self.object_id]


#: CR 701.65a — the cost of casting an airbent card from exile.
AIRBEND_CAST_COST = (ManaCost.parse("{2}"),)


@attrs.frozen
class Airbend(Effect):
    """CR 701.65a — "Airbend [objects]": exile them (a token ceases to exist, CR 111.7);
    each card exiled may be cast by its owner for {2} while it stays exiled."""

    what: ObjectRef

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        for i in _objects(self.what, ctx, zone=None):
            obj = game.state.objects.get(i)
            if not isinstance(obj, GameObject) or obj.zone not in (Zone.BATTLEFIELD, Zone.STACK):
                continue
            new = game.move(i, Zone.EXILE, cause="airbend")
            exiled = game.state.objects.get(new) if new is not None else None
            if isinstance(exiled, GameObject) and exiled.zone is Zone.EXILE:
                exiled.choices["airbent"] = True
                game.changed()


def airbent_cost(game: Game, obj: GameObject, player: int) -> tuple[Any, ...] | None:
    """CR 701.65a — {2}: the cost its owner may cast an airbent card in exile for."""
    if obj.zone is Zone.EXILE and obj.owner == player and obj.choices.get("airbent"):
        return AIRBEND_CAST_COST
    return None
