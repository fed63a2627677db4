"""Fight and surveil — CR 701.14 ("Target creature you control fights target creature you
don't control") and CR 701.25 ("Surveil N")."""

from __future__ import annotations

import attrs

from ..agents import ChooseObjects, ChooseOption, ChooseOrder
from ..state.effect_base import Effect
from ..state.filters import (
    Amount,
    Ctx,
    ObjectRef,
    PlayerSel,
    Target,
    This,
    You,
    _objects,
    _players,
    amount_value,
)
from ..state.objects import GameObject, Zone


@attrs.frozen
class Fight(Effect):
    """CR 701.14a: each creature deals damage equal to its power to the other. CR 701.14b:
    if either is gone from the battlefield, is no longer a creature or is an illegal target,
    neither fights."""

    first: ObjectRef = This()
    second: ObjectRef = Target(0)

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game

        def one(ref: ObjectRef) -> int | None:
            ids = [i for i in ref.resolve(ctx)
                   if isinstance(game.state.objects.get(i), GameObject)
                   and game.state.objects[i].zone is Zone.BATTLEFIELD
                   and game.view(i).is_creature]  # fmt: skip
            return ids[0] if len(ids) == 1 else None

        a, b = one(self.first), one(self.second)
        if a is None or b is None:
            game.log_note("no fight (CR 701.14b)")
            return
        pa, pb = game.view(a).power or 0, game.view(b).power or 0
        # CR 701.14a, 120.4: each deals damage to the other, in one damage event
        game.deal_damage_at_once([(a, b, max(pa, 0)), (b, a, max(pb, 0))])


@attrs.frozen
class Surveil(Effect):
    """CR 701.25a: look at the top N cards of your library, put any number into your
    graveyard and the rest back on top in any order (ChooseObjects, then ChooseOrder)."""

    count: Amount = 1
    players: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        for p in _players(self.players, ctx):
            lib = game.state.players[p].library
            top = tuple(lib[: amount_value(self.count, ctx)])
            if not top:  # CR 701.25c
                continue
            gy = game.ask(p, ChooseObjects(p, top, 0, len(top), "surveil: graveyard"))
            keep = [i for i in top if i not in gy]
            if len(keep) > 1:
                order = game.ask(p, ChooseOrder(p, tuple(str(i) for i in keep)))
                keep = [keep[k] for k in order]
            lib[:] = keep + lib[len(top):] + list(gy)
            for i in gy:
                game.move(i, Zone.GRAVEYARD, cause="surveil")
            game.log_note(f"P{p} surveils {len(top)}: {len(gy)} to the graveyard")


@attrs.frozen
class TapOrUntap(Effect):
    """CR 701.26: "tap or untap [permanent]" — the controller chooses which as it resolves
    (ChooseOption: 0 tap, 1 untap)."""

    what: ObjectRef = Target(0)

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        for i in _objects(self.what, ctx):
            p = ctx.controller
            if game.ask(p, ChooseOption(p, ("tap", "untap"), "tap or untap")) == 0:
                game.tap(i)
            else:
                game.untap(i)


@attrs.frozen
class RemoveCounters(Effect):
    """CR 122.1: "Remove N [kind] counters from [objects]" — as many as there are, up to N;
    ``amount`` None: "remove all [kind] counters"."""

    kind: str
    amount: Amount | None = 1
    what: ObjectRef = This()

    def resolve(self, ctx: Ctx) -> None:
        n = None if self.amount is None else amount_value(self.amount, ctx)
        for i in _objects(self.what, ctx):
            there = ctx.game.state.objects[i].counters.get(self.kind, 0)
            if there > 0:
                ctx.game.add_counters(i, self.kind, -(there if n is None else min(n, there)))
