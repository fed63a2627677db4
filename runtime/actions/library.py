"""Putting objects into a library — CR 401.1, 400.7: "Put target creature on top of its
owner's library" / "on the bottom of its owner's library"."""

from __future__ import annotations

from typing import Any

import attrs

from ..agents import ChooseObjects, ChooseOrder
from ..state.effect_base import Effect
from ..state.filters import (
    Ctx,
    ObjectFilter,
    ObjectRef,
    PlayerSel,
    Remembered,
    Target,
    You,
    _players,
    amount_value,
)
from ..state.objects import GameObject, Zone


@attrs.frozen
class PutInLibrary(Effect):
    """CR 401.1: the object goes to its owner's library, on top (or on the bottom)."""

    what: ObjectRef = Target(0)
    bottom: bool = False

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        for i in self.what.resolve(ctx):
            obj = game.state.objects.get(i)
            if isinstance(obj, GameObject) and obj.zone is not Zone.LIBRARY:
                game.move(i, Zone.LIBRARY, cause="put into library", bottom=self.bottom)


@attrs.frozen
class SearchToTop(Effect):
    """CR 701.23: "Search your library for a [filter] card, reveal it, then shuffle and put
    that card on top" — the found card ends on top of the shuffled library."""

    filter: ObjectFilter = ObjectFilter(zone=None)

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        p = ctx.controller
        lib = game.state.players[p].library
        options = tuple(i for i in lib if self.filter.matches(ctx, game.get(i), any_zone=True))
        found = game.ask(p, ChooseObjects(p, options, 0, 1, "search")) if options else ()
        game.shuffle_library(p)
        for i in found:
            lib.remove(i)
            lib.insert(0, i)
            game.log_note(f"P{p} puts a searched card on top of their library")
        ctx.remembered[:] = list(found)


def _zone(game: Any, obj_id: int) -> Zone | None:
    obj = game.state.objects.get(obj_id)
    return obj.zone if isinstance(obj, GameObject) else None


def _order(ctx: Ctx, player: int, ids: list[int]) -> list[int]:
    """The player orders ``ids`` (first = nearest the top), as for scry (CR 701.22a)."""
    if len(ids) < 2:
        return list(ids)
    order = ctx.game.ask(player, ChooseOrder(player, tuple(str(i) for i in ids)))
    return [ids[k] for k in order]


@attrs.frozen
class LookAtTop(Effect):
    """CR 401.2-401.4: "Look at the top N cards of [player]'s library" — only the looking
    player sees them (logged); they are remembered for "them" / "the rest"."""

    count: Any = 1
    players: PlayerSel = You()
    #: CR 701.20a: "Reveal the top N cards" — every player sees them.
    reveal: bool = False

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        seen: list[int] = []
        for p in _players(self.players, ctx)[:1]:
            seen = list(game.state.players[p].library[: amount_value(self.count, ctx)])
            names = ", ".join(game.get(i).name for i in seen)
            verb = "reveals" if self.reveal else f"P{ctx.controller} looks at"
            game.log_note(f"{verb} the top of P{p}'s library: {names}")
        ctx.remembered[:] = seen


@attrs.frozen
class TakeAll(Effect):
    """ "Put all creature cards revealed this way into your hand": every remembered card
    matching ``filter``; the others stay remembered as "the rest" (CR 400.6)."""

    filter: ObjectFilter = ObjectFilter(zone=None)
    to_zone: Zone = Zone.HAND
    #: "onto the battlefield tapped" (CR 110.5b); the player putting them controls them
    tapped: bool = False

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        ids = [i for i in ctx.remembered if _zone(game, i) is not None]
        taken = [i for i in ids if self.filter.matches(ctx, game.get(i), any_zone=True)]
        if self.to_zone is Zone.BATTLEFIELD:  # CR 110.2a: under the putting player's control
            for i in taken:
                game.put_onto_battlefield(i, ctx.controller, tapped=self.tapped)
            ctx.remembered[:] = [i for i in ids if i not in taken]
            return
        for i in taken:
            game.move(i, self.to_zone, cause="put")
        ctx.remembered[:] = [i for i in ids if i not in taken]


@attrs.frozen
class PutBackInOrder(Effect):
    """CR 401.4: "then put them back in any order" — the looked-at cards, still on top of
    their library, in the order the controller chooses."""

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        ids = [i for i in ctx.remembered if _zone(game, i) is Zone.LIBRARY]
        if not ids:
            return
        lib = game.state.players[game.get(ids[0]).owner].library
        if lib[: len(ids)] != ids and sorted(lib[: len(ids)]) != sorted(ids):
            return  # CR 401.4: only cards still on top are put back
        lib[: len(ids)] = _order(ctx, ctx.controller, ids)


#: ``Ctx.info`` key: the cards the effect put somewhere by a choice among them, as (new
#: object, zone) pairs (CR 608.2c: "If you didn't put a card into your hand this way").
PUT_THIS_WAY = "put_this_way"


@attrs.frozen
class PutThisWay:
    """CR 608.2c: "if you put a Town card into your hand this way" / "if you didn't put a
    card into your hand this way" — a card matching ``filter`` was put into ``zone`` by the
    choice earlier in this effect (``negated``: none was)."""

    filter: ObjectFilter
    zone: Zone = Zone.HAND
    negated: bool = False

    def holds(self, ctx: Ctx) -> bool:
        game = ctx.game
        found = any(
            z is self.zone and isinstance(game.state.objects.get(i), GameObject)
            and self.filter.matches(ctx, game.state.objects[i], any_zone=True)  # type: ignore[arg-type]
            for i, z in ctx.info.get(PUT_THIS_WAY, ())
        )  # fmt: skip
        return found != self.negated


@attrs.frozen
class PutThere(ObjectRef):
    """CR 608.2c, 400.7: "it" after "put a creature card from among them onto the
    battlefield" — the new object the choice earlier in this effect put into ``zone``."""

    zone: Zone = Zone.BATTLEFIELD

    def resolve(self, ctx: Ctx) -> list[int]:
        return [i for i, z in ctx.info.get(PUT_THIS_WAY, ()) if z is self.zone]


@attrs.frozen
class TakeSome(Effect):
    """ "Put one of them into your hand": the controller chooses ``count`` of the remembered
    cards (CR 400.6); the others stay remembered as "the rest"."""

    count: Any = 1
    to_zone: Zone = Zone.HAND
    #: "You may reveal a creature card from among them and put it into your hand": only
    #: matching cards, and the player may take none (CR 701.20a).
    filter: ObjectFilter | None = None
    optional: bool = False
    #: "onto the battlefield tapped" (CR 110.5b); the player putting it controls it (110.2a)
    tapped: bool = False
    #: "... onto the battlefield with three +1/+1 counters on it" (CR 122.6)
    counters: tuple[tuple[str, int], ...] = ()

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        p = ctx.controller
        ids = tuple(i for i in ctx.remembered if _zone(game, i) is not None)
        options = ids if self.filter is None else tuple(
            i for i in ids if self.filter.matches(ctx, game.get(i), any_zone=True)
        )  # fmt: skip
        k = min(amount_value(self.count, ctx), len(options))
        low = 0 if self.optional else k
        if k == 0:
            chosen: tuple = ()
        elif low == k == len(options):
            chosen = options
        else:
            chosen = game.ask(p, ChooseObjects(p, options, low, k, "put"))
        for i in chosen:
            if self.filter is not None:
                game.log_note(f"P{p} reveals {game.get(i).name}")
            if self.to_zone is Zone.BATTLEFIELD:
                new = game.put_onto_battlefield(i, p, tapped=self.tapped,
                                                counters=dict(self.counters))  # fmt: skip
            else:
                new = game.move(i, self.to_zone, cause="put")
            if new is not None:  # "if you put a Town card into your hand this way"
                ctx.info.setdefault(PUT_THIS_WAY, []).append((new, self.to_zone))
        ctx.remembered[:] = [i for i in ids if i not in chosen]


@attrs.frozen
class PutRest(Effect):
    """ "and the rest on the bottom of your library in any order / in a random order" or
    "into your graveyard" (CR 401.4, 400.6)."""

    to_zone: Zone = Zone.LIBRARY
    random_order: bool = False

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        # still there: in the library (looked at, revealed) or in exile (exiled from the top)
        ids = [i for i in ctx.remembered if _zone(game, i) in (Zone.LIBRARY, Zone.EXILE)]
        if self.to_zone is Zone.LIBRARY:
            if self.random_order:
                game.rng.shuffle(ids)
            else:
                ids = _order(ctx, ctx.controller, ids)
            for i in ids:
                if _zone(game, i) is Zone.EXILE:
                    game.move(i, Zone.LIBRARY, cause="put", bottom=True)
                    continue
                lib = game.state.players[game.get(i).owner].library
                lib.remove(i)
                lib.append(i)  # CR 401.4: same zone, the same object
        else:
            for i in ids:
                game.move(i, self.to_zone, cause="put")
        ctx.remembered[:] = []


@attrs.frozen
class ShuffleIntoLibrary(Effect):
    """CR 701.24, 401.1: "Shuffle [object] into its owner's library" / "each player
    shuffles their hand and graveyard into their library": the cards are put into their
    owners' libraries, then each of those libraries is shuffled."""

    what: ObjectRef | None = None
    zones: tuple[Zone, ...] = ()
    players: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        owners: list[int] = []
        ids: list[int] = []
        if self.what is not None:
            ids = [i for i in self.what.resolve(ctx) if _zone(game, i) not in (None, Zone.LIBRARY)]
        else:
            for p in _players(self.players, ctx):
                owners.append(p)
                for z in self.zones:
                    ids.extend(game.state.zone_list(z, p))
        with game.simultaneously(ids):
            for i in list(ids):
                owner = game.get(i).owner
                if owner not in owners:
                    owners.append(owner)
                game.move(i, Zone.LIBRARY, cause="shuffled into library")
        for p in owners:
            game.shuffle_library(p)


@attrs.frozen
class RevealUntil(Effect):
    """CR 701.20a, 401.2: "[player] reveals cards from the top of their library until they
    reveal a [filter] card" — one at a time, from the top; the cards stay in the library,
    remembered for "that card" (:class:`RevealedMatching`), "the rest" and "all cards
    revealed this way". With no such card, the whole library is revealed."""

    filter: ObjectFilter
    players: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        seen: list[int] = []
        for p in _players(self.players, ctx)[:1]:
            for i in list(game.state.players[p].library):
                seen.append(i)
                if self.filter.matches(ctx, game.get(i), any_zone=True):
                    break
            names = ", ".join(game.get(i).name for i in seen)
            game.log_note(f"P{p} reveals from the top of their library: {names or 'nothing'}")
        ctx.remembered[:] = seen


@attrs.frozen
class RevealedMatching(Remembered):
    """ "that card" after :class:`RevealUntil`: the revealed card with the quality sought
    (the others revealed before it don't have it)."""

    filter: ObjectFilter

    def resolve(self, ctx: Ctx) -> list[int]:
        game = ctx.game
        return [
            i for i in ctx.remembered
            if _zone(game, i) is Zone.LIBRARY
            and self.filter.matches(ctx, game.get(i), any_zone=True)
        ]  # fmt: skip


@attrs.frozen
class ExileUntil(Effect):
    """CR 406.1, 401.2, 608.2c: "exile cards from the top of your library until you exile a
    [filter] card" — one at a time, from the top, the last one exiled being the first with
    the quality (or the whole library, none having it). The exiled cards, new objects in
    exile (CR 400.7), are remembered for "that card" (:class:`ExiledMatching`) and "the
    exiled cards"."""

    filter: ObjectFilter
    players: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        exiled: list[int] = []
        for p in _players(self.players, ctx)[:1]:
            lib = game.state.players[p].library
            while lib:
                card = game.get(lib[0])
                found = self.filter.matches(ctx, card, any_zone=True)
                new = game.move(lib[0], Zone.EXILE, cause="exile")
                if new is not None and _zone(game, new) is Zone.EXILE:
                    exiled.append(new)
                if found:
                    break
        ctx.remembered[:] = exiled


@attrs.frozen
class ExiledMatching(Remembered):
    """ "that card" after :class:`ExileUntil`: the exiled card with the quality sought (the
    ones exiled before it don't have it)."""

    filter: ObjectFilter

    def resolve(self, ctx: Ctx) -> list[int]:
        game = ctx.game
        return [
            i for i in ctx.remembered
            if _zone(game, i) is Zone.EXILE
            and self.filter.matches(ctx, game.get(i), any_zone=True)
        ]  # fmt: skip


@attrs.frozen
class SearchFor(Effect):
    """CR 701.23a-b: "Search target player's library for [up to] N [quality] cards" — the
    ability's controller looks through that library and finds cards, remembered for "it" /
    "them" / "that card" (they stay in the library until the next action moves them). With
    a stated quality the searcher may find fewer than there are (CR 701.23b); "a card" or
    "three cards" with none must be found if the library has them."""

    owner: PlayerSel
    filter: ObjectFilter
    count: int = 1
    up_to: bool = False

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        me = ctx.controller
        found: tuple[int, ...] = ()
        for p in _players(self.owner, ctx)[:1]:
            lib = game.state.players[p].library
            options = tuple(i for i in lib if self.filter.matches(ctx, game.get(i), any_zone=True))
            n = min(self.count, len(options))
            low = 0 if self.up_to or self.filter != ObjectFilter(zone=None) else n
            game.log_note(f"P{me} searches P{p}'s library")
            if n:
                found = tuple(game.ask(me, ChooseObjects(me, options, low, n, "search")))
        ctx.remembered[:] = list(found)


@attrs.frozen
class ShuffleLibraries(Effect):
    """CR 701.24a: "Then shuffle." / "Then that player shuffles." — each player shuffles
    their library."""

    players: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> None:
        for p in _players(self.players, ctx):
            ctx.game.shuffle_library(p)


@attrs.frozen
class PutCardsInto(Effect):
    """CR 400.3, 401.1: "put it into your graveyard" / "put it on the bottom of your library"
    — each card goes to its owner's zone; a card already in its owner's library is only
    moved to the top or the bottom of it (the same object, like "the rest", CR 401.4)."""

    what: ObjectRef = Remembered()
    to_zone: Zone = Zone.GRAVEYARD
    bottom: bool = False

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        for i in self.what.resolve(ctx):
            zone = _zone(game, i)
            if zone is None or zone is self.to_zone and zone is not Zone.LIBRARY:
                continue
            if zone is Zone.LIBRARY and self.to_zone is Zone.LIBRARY:
                lib = game.state.players[game.get(i).owner].library
                lib.remove(i)
                lib.insert(len(lib) if self.bottom else 0, i)
                continue
            game.move(i, self.to_zone, cause="put", bottom=self.bottom)
