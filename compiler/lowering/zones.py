"""Zones (CR 400-408) -> runtime/actions/effects.py: the lowering of compiler/ast/zones.py
constructs not lowered with their first cases in :mod:`.effects`."""

from __future__ import annotations

from typing import Any

import attrs

from .core import Env, ast_area, fail, lowers, runtime
from .effects import _no_duration
from .objects import amount_of, player_sel
from .players import OtherActor

ae = ast_area("effects")
ao = ast_area("objects")
az = ast_area("zones")
re_ = runtime("actions.effects")
rf = runtime("state.filters")
rl = runtime("actions.library")


@lowers("zones.DrawOrMillEqual")
def _draw_or_mill_equal(node: Any, env: Env) -> Any:
    """CR 121.1, 701.17a, 107.3: "[player] draws / mills cards equal to [amount]" — the
    amount is counted as the action is performed (CR 608.2h)."""
    _no_duration(node, env)
    if node.noun not in ("card", "cards"):
        raise fail(node, f"drawing or milling {node.noun!r} is not supported yet")
    amount = amount_of(node.amount, env)
    who = player_sel(env.subject, env)
    if node.action == "draw":
        return re_.DrawCards(amount, who)
    return re_.MillCards(amount, who)


@lowers("effects.DrawAdditional")
def _draw_additional(node: Any, env: Env) -> Any:
    """CR 121.1, 504.1: "that player draws an additional card" (at the beginning of a draw
    step, after the turn's draw), "draw two additional cards" — more cards drawn, one at a
    time (CR 121.2)."""
    from .effects import _amount

    if node.noun not in ("card", "cards"):
        raise fail(node, f"drawing additional {node.noun!r} is not supported yet")
    if env.predicates is not None and env.predicates.duration is not None:
        raise fail(env.predicates.duration, "a duration on this action is not supported")
    return re_.DrawCards(_amount(node.amount, env), player_sel(env.subject, env))


@lowers("zones.RevealUntil")
def _reveal_until(node: Any, env: Env) -> Any:
    """CR 701.20a: "[player] reveals cards from the top of [their] library until [they]
    reveal a [quality] card" — "that card" next is the card found, "the rest" and "cards
    revealed this way" all of them."""
    from .objects import object_filter

    _no_duration(node, env)
    cards = node.cards
    top = cards.qualifiers[0].zone if isinstance(cards, ao.ObjectPhrase) and len(
        cards.qualifiers) == 1 and isinstance(cards.qualifiers[0], ao.InZone) else None
    owner = getattr(getattr(getattr(top, "zone", None), "owner", None), "owner", None)
    subject = env.subject
    if not (subject is None or isinstance(subject, ao.You)):  # performed by that player
        raise OtherActor(subject, f"{node.render()!r} by another player is not supported yet")
    if not (isinstance(top, az.TopOfZone) and top.end == "top" and isinstance(top.zone, ao.Zone)
            and top.zone.name == "library" and owner == "your"):  # fmt: skip
        raise fail(cards, f"revealing {cards.render()!r} is not supported yet")
    obj = node.object
    det = obj.determiner.phrase if isinstance(obj, ao.ObjectPhrase) and obj.determiner else None
    if det not in ("a", "an"):
        raise fail(obj, f"revealing until {obj.render()!r} is not supported yet")
    flt, kind = object_filter(obj, env)
    if kind != "card":
        raise fail(obj, f"revealing until {obj.render()!r} is not supported yet")
    env.that = rl.RevealedMatching(flt)  # "that card"
    return rl.RevealUntil(flt)


@lowers("durations.ExileUntil")
def _exile_until(node: Any, env: Env) -> Any:
    """CR 406.1, 608.2c: "exile cards from the top of your library until you exile a
    [quality] card" — "that card" next is the card found, "the exiled cards" all of them."""
    from .objects import object_filter

    _no_duration(node, env)
    cards = node.cards
    top = cards.qualifiers[0].zone if isinstance(cards, ao.ObjectPhrase) and len(
        cards.qualifiers) == 1 and isinstance(cards.qualifiers[0], ao.InZone) else None
    owner = getattr(getattr(getattr(top, "zone", None), "owner", None), "owner", None)
    if not (env.subject is None or isinstance(env.subject, ao.You)) or not isinstance(
        node.player, ao.You
    ):  # fmt: skip
        raise fail(node, f"{node.render()!r} by another player is not supported yet")
    if not (isinstance(top, az.TopOfZone) and top.end == "top" and isinstance(top.zone, ao.Zone)
            and top.zone.name == "library" and owner == "your"):  # fmt: skip
        raise fail(cards, f"exiling {cards.render()!r} is not supported yet")
    obj = node.object
    det = obj.determiner.phrase if isinstance(obj, ao.ObjectPhrase) and obj.determiner else None
    if det not in ("a", "an"):
        raise fail(obj, f"exiling until {obj.render()!r} is not supported yet")
    flt, kind = object_filter(obj, env)
    if kind != "card":
        raise fail(obj, f"exiling until {obj.render()!r} is not supported yet")
    flt = attrs.evolve(flt, zone=None)
    env.that = rl.ExiledMatching(flt)  # "that card"
    env.it = None  # "it" no longer names the source (see "reveal the top card")
    return rl.ExileUntil(flt)


#: Zone words of a search (CR 400.1) -> runtime zones.
_SEARCH_ZONES = {"library": "LIBRARY", "graveyard": "GRAVEYARD", "hand": "HAND"}


def _searched(z: Any, env: Env) -> tuple[Any, tuple[Any, ...], bool]:
    """The player whose zones a search names, the zones, and whether the searcher chooses
    among them ("your library and/or graveyard", CR 701.23): "your library", "target
    player's library", "its controller's graveyard, hand, and library" (CR 400.1)."""
    rzone = runtime("state.objects").Zone
    if isinstance(z, ao.Zone) and z.name == "library":
        names, seps = ("library",), ()
    elif isinstance(z, az.ZoneList) and all(n in _SEARCH_ZONES for n in z.names):
        names, seps = z.names, tuple({s.strip(", ") for s in z.separators} - {""})
        if len(seps) != 1 or seps[0] not in ("and", "and/or") or len(set(names)) < len(names):
            raise fail(z, "searching these zones is not supported yet")
    else:
        raise fail(z, "searching this library is not supported yet")
    owner = z.owner.owner if isinstance(z.owner, ao.Possessive) else None
    if owner == "your":
        players = rf.You()
    elif owner == "their" and (env.subject is None or isinstance(env.subject, ao.You)):
        players = rf.You()  # "you may search their library": the searcher's own
    elif isinstance(owner, ao.Players | ao.PlayerOf):
        players = player_sel(owner, env)
    else:
        raise fail(z, "searching this library is not supported yet")
    zones = tuple(getattr(rzone, _SEARCH_ZONES[n]) for n in names)
    return players, zones, bool(seps) and seps[0] == "and/or"


@lowers("effects.SearchLibrary")
def _search_zones(node: Any, env: Env) -> Any:
    """CR 701.23: "Search [your / target player's / that player's] library for [up to] N
    [quality] cards", "Search its controller's graveyard, hand, and library for all cards
    with the same name as that card" followed by other actions ("and exile them", "put that
    card onto the battlefield", "Then that player shuffles.", "If you search your library
    this way, shuffle."). The ability's controller searches; the cards found are "it",
    "them", "that card" (CR 608.2c). (The common "search, put, then shuffle" sentence of
    your own library is one runtime search, lowered with its sentence in :mod:`.effects`.)"""
    from .objects import object_filter

    _no_duration(node, env)
    if env.subject is not None and not isinstance(env.subject, ao.You):
        raise fail(env.subject, "a search by another player is not supported yet")
    players, zones, choose = _searched(node.zone, env)
    obj = node.object
    det = obj.determiner if isinstance(obj, ao.ObjectPhrase) else None
    if det is None:
        raise fail(obj, "this search is not supported yet")
    every = False
    if det.phrase in ("a", "an"):
        count, up_to = 1, False
    elif det.phrase in ("#", "up to #") and det.count is not None:
        count, up_to = amount_of(det.count, env), det.phrase == "up to #"
    elif det.phrase in ("any number of", "all"):  # CR 701.23b: "all" in a hidden zone
        count, up_to, every = None, True, det.phrase == "all"
    else:
        raise fail(det, f"'{det.render()}' in a search is not supported yet")
    flt, kind = object_filter(obj, env)
    if kind != "card":
        raise fail(obj, "this search is not supported yet")
    if env.event_player is None:
        env.event_player = players  # "Then that player shuffles." (CR 608.2c)
    env.that = env.it = rf.Remembered()  # "it", "them", "that card"
    env.refs["zones.searched"] = True  # type: ignore[index]
    return rl.SearchFor(players, attrs.evolve(flt, zone=None), count, up_to, zones, choose,
                        every)  # fmt: skip


@lowers("actions.SearchedThisWayCondition")
def _searched_this_way(node: Any, env: Env) -> Any:
    """CR 701.23, 608.2c: "If you search your library this way" — the ability's search
    looked through that zone (a search of "your library and/or graveyard" may not)."""
    owner = node.owner.owner if isinstance(node.owner, ao.Possessive) else None
    if not isinstance(node.player, ao.You) or owner != "your" or node.zone != "library":
        raise fail(node, f"'{node.render()}' is not supported yet")
    return rl.Searched(rf.You(), runtime("state.objects").Zone.LIBRARY)


@lowers("effects.Shuffle")
def _shuffle(node: Any, env: Env) -> Any:
    """CR 701.24a: "Then shuffle." / "Then that player shuffles." (their library)."""
    _no_duration(node, env)
    subject = env.subject
    who = rf.You() if subject is None or isinstance(subject, ao.You) else player_sel(subject, env)
    return rl.ShuffleLibraries(who)


@lowers("actions.PutIntoFrom")
def _put_into_from(node: Any, env: Env) -> Any:
    """CR 400.6, 408, 903.3d: "Put your commander into your hand from the command zone." —
    a move naming the zone the object starts in; other such moves ("put it onto the
    battlefield from your graveyard instead") aren't supported yet."""
    from .commanders import is_commander_ref
    from .effects import _imperative

    _no_duration(node, env)
    where = (node.zone.render(), node.from_prep.render(), node.source.render())
    if not is_commander_ref(node.object) or where != ("your hand", "from", "the command zone"):
        raise fail(node, f"'{node.render()}' is not supported yet")
    if node.object.owner != "your":
        raise fail(node.object, f"'{node.object.render()}' is not supported yet")
    _imperative(node, env)
    return runtime("state.commanders").CommanderToZone()


@lowers("zones.ShuffleZone")
def _shuffle_zone(node: Any, env: Env) -> Any:
    """CR 701.24a: "shuffle your library" / "that player shuffles their library"."""
    _no_duration(node, env)
    z = node.zone
    owner = z.owner.owner if isinstance(z, ao.Zone) and isinstance(z.owner, ao.Possessive) else None
    subject = env.subject
    mine = subject is None or isinstance(subject, ao.You)
    if not (isinstance(z, ao.Zone) and z.name == "library"
            and (owner == "your" and mine or owner == "their" and not mine)):  # fmt: skip
        raise fail(node, f"shuffling {z.render()!r} is not supported yet")
    return rl.ShuffleLibraries(rf.You() if mine else player_sel(subject, env))


@lowers("zones.PutAttached")
def _put_attached(node: Any, env: Env) -> Any:
    """CR 303.4f, 301.5c: "return this card from your graveyard to the battlefield attached
    to target creature", "put it onto the battlefield attached to this creature" — the move
    without "attached to", whose Aura or Equipment enters attached to the one object named
    (an Aura that can't enchant it stays where it is, CR 303.4g)."""
    from .core import lower
    from .objects import object_ref

    if node.verb_base == "return":
        plain = ae.ReturnTo(node.object, node.zone, "tapped" if node.tapped else None, node.under,
                            span=node.span)  # fmt: skip
    else:
        tapped = "tapped" if node.tapped else None
        plain = ae.PutInto(node.object, node.preposition, node.zone, tapped, node.under,
                           span=node.span)  # fmt: skip
    effect = lower(plain, env)
    if not isinstance(effect, re_.PutOntoBattlefield):
        raise fail(node, "putting these onto the battlefield attached is not supported yet")
    host = object_ref(node.attached.object, env)
    if isinstance(host, rf.All):
        raise fail(node.attached, "attaching to this is not supported yet")
    return attrs.evolve(effect, attach_to=host)
