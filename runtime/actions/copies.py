"""Effects that make copies of objects — CR 707 (copiable values: :mod:`mtgc.runtime.
continuous.copies`).

- "You may have this creature enter as a copy of any creature on the battlefield" (CR 707.5,
  614.1c): :class:`EntersAsCopyOfChosen`, a replacement effect of the entering permanent
  itself (CR 614.12), chosen in step 616.1c.
- "Create a token that's a copy of target creature" (CR 111.10, 707.2): :class:`CreateTokenCopy`;
  a copy of an object that has left its zone uses its last known copiable values (CR 608.2h).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..agents import ChooseObjects
from ..continuous.copies import CopyException, CopyOf, copiable_values, with_exceptions
from ..continuous.layers import EffectInstance
from ..events.replacement import ENTERS_AS_COPY, MoveProposal, ReplacementSpec
from ..state.effect_base import Effect
from ..state.filters import Amount, Ctx, ObjectFilter, ObjectRef, PlayerSel, You, amount_value
from ..state.filters import _players as players_of
from ..state.objects import CardDefinition, GameObject, Zone

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class EntersAsCopyOfChosen(ReplacementSpec):
    """CR 707.5, 614.1c, 614.12 — "[You may have] this permanent enter as a copy of [a
    filter object]": as it enters, its controller chooses an object (``optional``: or none)
    other than itself; it enters as a copy of that object, with ``exceptions`` (CR 707.9)."""

    filter: ObjectFilter
    optional: bool = True
    exceptions: tuple[CopyException, ...] = ()
    self_only = True
    order_step = ENTERS_AS_COPY

    def describe(self) -> str:
        return "enters as a copy of a chosen object (CR 707.5)"

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        return (isinstance(proposal, MoveProposal) and proposal.to_zone is Zone.BATTLEFIELD
                and proposal.copy_of is None)  # fmt: skip

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        player = proposal.controller if proposal.controller is not None else ctx.controller
        cctx = Ctx(game, proposal.object_id, player)
        objs = game.state.objects
        zone = self.filter.zone
        pool = game.state.battlefield if zone is Zone.BATTLEFIELD else list(objs)
        options = tuple(
            i for i in pool
            if i != proposal.object_id and isinstance(objs.get(i), GameObject)
            and self.filter.matches(cctx, objs[i])  # type: ignore[arg-type]
        )  # fmt: skip
        if not options:
            return
        low = 0 if self.optional else 1
        chosen = game.ask(player, ChooseObjects(player, options, low, 1, "enter as a copy of"))
        if chosen:
            proposal.copy_of = chosen[0]
            proposal.copy_except = self.exceptions
            game.log_note(f"#{proposal.object_id} enters as a copy of #{chosen[0]} (CR 707.5)")


def copy_source(game: Any, obj_id: int, double_faced: bool = True) -> CardDefinition | None:
    """The copiable values of ``obj_id`` (as a double-faced token would take them, CR
    707.8a), or its last known ones when it has left its zone (CR 608.2h)."""
    obj = game.state.objects.get(obj_id)
    if not isinstance(obj, GameObject):
        if obj_id not in game.state.lki:
            return None
        obj = game.lki_object(obj_id)
    return copiable_values(obj, double_faced=double_faced, game=game)


@attrs.frozen
class CreateTokenCopy(Effect):
    """CR 111.10, 707.2 — "Create [N] token(s) that's a copy of [object]" under
    ``controller``'s control, ``tapped`` (CR 110.5b), with ``exceptions`` (CR 707.9)."""

    what: ObjectRef
    count: Amount = 1
    controller: PlayerSel = You()
    tapped: bool = False
    exceptions: tuple[CopyException, ...] = ()

    def resolve(self, ctx: Ctx) -> None:
        created = ctx.info["created"] = []
        for i in self.what.resolve(ctx):
            card = copy_source(ctx.game, i)
            if card is None:
                continue
            card = with_exceptions(card, self.exceptions)
            for p in players_of(self.controller, ctx):
                n = amount_value(self.count, ctx)
                created.extend(ctx.game.create_tokens(card, p, n, self.tapped))


@attrs.frozen
class BecomeCopy(Effect):
    """CR 707.2, 613.2a — "[permanents] become a copy of [object] [until end of turn][, except
    it has this ability]": a layer-1 copy effect on each permanent, with the copiable values
    of the object as the effect begins (CR 707.2c; its last known ones if it has left its
    zone), the exceptions (CR 707.9) and, with ``this_ability``, the ability that made it
    (CR 707.9a)."""

    what: ObjectRef
    original: ObjectRef
    exceptions: tuple[CopyException, ...] = ()
    this_ability: bool = False
    duration: str = "permanent"

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        found = self.original.resolve(ctx)
        card = copy_source(game, found[0], double_faced=False) if found else None
        if card is None:
            return
        card = with_exceptions(card, self.exceptions)
        item = ctx.stack_item
        if self.this_ability and item is not None and getattr(item, "ability", None) is not None:
            card = attrs.evolve(card, abilities=card.abilities + (item.ability,))
        ids = frozenset(i for i in self.what.resolve(ctx)
                        if isinstance(game.state.objects.get(i), GameObject)
                        and game.state.objects[i].zone is Zone.BATTLEFIELD)  # fmt: skip
        if ids:
            inst = EffectInstance(CopyOf(card), ctx.source_id, ctx.controller, game.stamp(),
                                  ids, self.duration)  # fmt: skip
            game.add_effect(inst)


@attrs.frozen
class Populate(Effect):
    """CR 701.36a-b — "Populate": choose a creature token you control and create a token
    that's a copy of it (nothing without one); ``times``: "populate twice"."""

    times: Amount = 1

    def resolve(self, ctx: Ctx) -> None:
        game, me = ctx.game, ctx.controller
        created = ctx.info["created"] = []
        for _ in range(amount_value(self.times, ctx)):
            options = tuple(
                i for i in game.state.battlefield
                if game.state.objects[i].is_token  # type: ignore[union-attr]
                and game.view(i).controller == me and game.view(i).is_creature
            )  # fmt: skip
            if not options:
                return
            [chosen] = game.ask(me, ChooseObjects(me, options, 1, 1, "populate"))
            card = copy_source(game, chosen)
            if card is not None:
                created.extend(game.create_tokens(card, me, 1))
