"""Putting objects into a library — CR 401.1, 400.7: "Put target creature on top of its
owner's library" / "on the bottom of its owner's library"."""

from __future__ import annotations

from typing import Any

import attrs

from ..agents import ChooseObjects, ChooseOrder, ChooseYesNo
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
    """CR 401.1: the object goes to its owner's library, on top (or on the bottom); a card
    already in it ("search your library for a card, then shuffle ... put that card on top of
    your library") is moved to the top (or the bottom), the same object."""

    what: ObjectRef = Target(0)
    bottom: bool = False

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        for i in self.what.resolve(ctx):
            obj = game.state.objects.get(i)
            if isinstance(obj, GameObject) and obj.zone is Zone.LIBRARY:
                lib = game.state.players[obj.owner].library
                lib.remove(i)
                lib.insert(len(lib) if self.bottom else 0, i)
            elif isinstance(obj, GameObject):
                game.move(i, Zone.LIBRARY, cause="put into library", bottom=self.bottom)


@attrs.frozen
class SearchToTop(Effect):
    """CR 701.23, 401.1: "Search your library for a [filter] card, reveal it, then shuffle and
    put that card on top" / "for any number of Goblin cards, reveal them, then shuffle and
    put those cards on top in any order" — the found cards end on top of the shuffled
    library, in the order the searcher chooses (``count`` None: any number)."""

    filter: ObjectFilter = ObjectFilter(zone=None)
    count: Any = 1

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        p = ctx.controller
        lib = game.state.players[p].library
        options = tuple(i for i in lib if self.filter.matches(ctx, game.get(i), any_zone=True))
        n = len(options) if self.count is None else min(amount_value(self.count, ctx),
                                                         len(options))  # fmt: skip
        found = game.ask(p, ChooseObjects(p, options, 0, n, "search")) if n else ()
        game.shuffle_library(p)
        for i in reversed(_order(ctx, p, list(found))):
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


#: Key in ``Ctx.info``: the (player, zone) pairs searched by the ability (CR 701.23, 608.2c:
#: "If you search your library this way, shuffle.").
SEARCHED = "library.searched"
#: Zones whose cards only their owner may see (CR 400.2): a search of them for cards with a
#: stated quality may find fewer than there are (CR 701.23b).
_HIDDEN = (Zone.LIBRARY, Zone.HAND)


@attrs.frozen
class SearchFor(Effect):
    """CR 701.23a-b: "Search [player]'s library for [up to] N [quality] cards", "Search its
    controller's graveyard, hand, and library for all cards with the same name as that card"
    — the ability's controller looks through those zones of one player and finds cards,
    remembered for "it" / "them" / "that card" (they stay where they are until the next
    action moves them). ``count`` None: "any number of" / "all" (``all_``: every such card
    in a public zone must be found). With a stated quality the searcher may find fewer in a
    hidden zone (CR 701.23b); "a card" or "three cards" with none must be found if the
    zones have them (CR 701.23d). ``choose_zones`` ("your library and/or graveyard"): the
    searcher chooses which of the zones to search, at least one."""

    owner: PlayerSel
    filter: ObjectFilter
    count: Any = 1
    up_to: bool = False
    zones: tuple[Zone, ...] = (Zone.LIBRARY,)
    choose_zones: bool = False
    all_: bool = False

    def _searched_zones(self, ctx: Ctx, p: int) -> list[Zone]:
        if not self.choose_zones:
            return list(self.zones)
        me, chosen = ctx.controller, []
        for k, z in enumerate(self.zones):
            last = k == len(self.zones) - 1
            if last and not chosen or ctx.game.ask(
                me, ChooseYesNo(me, f"search P{p}'s {z.name.lower()}?")
            ):  # fmt: skip
                chosen.append(z)
        return chosen

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        me = ctx.controller
        found: tuple[int, ...] = ()
        searched = ctx.info.setdefault(SEARCHED, [])
        for p in _players(self.owner, ctx)[:1]:
            zones = self._searched_zones(ctx, p)
            searched.extend((p, z) for z in zones)
            hidden: list[int] = []
            public: list[int] = []
            for z in zones:
                ids = game.state.zone_list(z, p)
                match = [i for i in ids if self.filter.matches(ctx, game.get(i), any_zone=True)]
                (hidden if z in _HIDDEN else public).extend(match)
            game.log_note(f"P{me} searches P{p}'s " + ", ".join(z.name.lower() for z in zones))
            quality = self.filter != ObjectFilter(zone=None)
            if self.all_:  # "all cards ...": every public one, any hidden ones (CR 701.23b)
                more = tuple(game.ask(me, ChooseObjects(me, tuple(hidden), 0, len(hidden),
                                                        "search"))) if hidden else ()
                found = tuple(public) + more
                continue
            options = tuple(public + hidden)
            if self.count is None:
                n, low = len(options), 0  # "any number of"
            else:
                n = min(amount_value(self.count, ctx), len(options))
                low = 0 if self.up_to else n if not quality else min(n, len(public))
            if n:
                found = tuple(game.ask(me, ChooseObjects(me, options, low, n, "search")))
        ctx.remembered[:] = list(found)


@attrs.frozen
class Searched:
    """CR 701.23, 608.2c: "If you search your library this way" — the ability searched
    ``zone`` of the player (one of ``player``)."""

    player: PlayerSel = You()
    zone: Zone = Zone.LIBRARY

    def holds(self, ctx: Ctx) -> bool:
        who = set(_players(self.player, ctx))
        return any(p in who and z is self.zone for p, z in ctx.info.get(SEARCHED, ()))


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
