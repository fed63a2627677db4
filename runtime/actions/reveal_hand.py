"""Revealed hands — CR 701.20a, 402.3, 701.9: "Target opponent reveals their hand. You
choose a nonland card from it. That player discards that card."."""

from __future__ import annotations

import attrs

from ..agents import ChooseObjects
from ..state.effect_base import Effect
from ..state.filters import Ctx, ObjectFilter, ObjectRef, PlayerSel, You, _players, amount_value
from ..state.objects import GameObject, Zone


@attrs.frozen
class HandOf(ObjectRef):
    """ "it" after "[player] reveals their hand": the cards in that hand (CR 402)."""

    players: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> list[int]:
        return [i for p in _players(self.players, ctx) for i in ctx.game.state.players[p].hand]


@attrs.frozen
class RevealHand(Effect):
    """CR 701.20a: the player reveals their hand (every player sees it; logged)."""

    players: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        for p in _players(self.players, ctx):
            names = sorted(game.get(i).name for i in game.state.players[p].hand)
            game.log_note(f"P{p} reveals their hand: {', '.join(names)}")


@attrs.frozen
class RevealObjects(Effect):
    """CR 701.20a: "reveal it" / "reveal those cards" — the cards are shown to every player
    (logged); they stay where they are (CR 701.20b)."""

    what: ObjectRef

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        names = [game.get(i).name for i in self.what.resolve(ctx)
                 if isinstance(game.state.objects.get(i), GameObject)]  # fmt: skip
        if names:
            game.log_note(f"P{ctx.controller} reveals {', '.join(names)}")


@attrs.frozen
class ChooseFromHand(Effect):
    """ "You choose a [filter] card from it": the ability's controller chooses one matching
    card in the player's revealed hand; it is remembered as "that card"."""

    filter: ObjectFilter = ObjectFilter(zone=None)
    players: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        chosen: tuple = ()
        for p in _players(self.players, ctx)[:1]:
            options = tuple(i for i in game.state.players[p].hand
                            if self.filter.matches(ctx, game.get(i), any_zone=True))  # fmt: skip
            if options:
                c = ctx.controller
                chosen = game.ask(c, ChooseObjects(c, options, 1, 1, "choose from hand"))
                # logged: "you may choose ... If you do" reads the choice (CR 608.2c)
                game.log_note(f"P{c} chooses {', '.join(game.get(i).name for i in chosen)}")
        ctx.remembered[:] = list(chosen)


@attrs.frozen
class DiscardRemembered(Effect):
    """CR 701.9a: "That player discards that card" — the chosen card, if still in hand."""

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        for i in list(ctx.remembered):
            obj = game.state.objects.get(i)
            if isinstance(obj, GameObject) and obj.zone is Zone.HAND:
                game.discard(i)


@attrs.frozen
class DiscardAtRandom(Effect):
    """CR 701.9b: "[player] discards N cards at random" — chosen by the game's seeded
    generator, not the player."""

    count: object = 1
    players: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        for p in _players(self.players, ctx):
            hand = list(game.state.players[p].hand)
            k = min(amount_value(self.count, ctx), len(hand))
            for i in game.rng.sample(hand, k):
                game.discard(i)


@attrs.frozen
class DiscardHand(Effect):
    """CR 701.9a: "[player] discards their hand" — every card in it."""

    players: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        for p in _players(self.players, ctx):
            ids = list(game.state.players[p].hand)
            with game.simultaneously(ids):
                for i in ids:
                    game.discard(i)
