"""Sacrifice as an effect (CR 701.21) -> runtime/actions/sacrifice.py and
:class:`~mtgc.runtime.actions.effects.SacrificePermanents`: "Sacrifice it / them / those
tokens", "[player] sacrifices it" ("Target creature's controller sacrifices it"), "[player]
sacrifices a / N [permanents]", "[player] sacrifices all [permanents] they control"."""

from __future__ import annotations

from typing import Any

import attrs

from .core import Env, ast_area, fail, lowers, runtime
from .effects import _no_duration
from .objects import number, object_filter, object_ref, player_sel

ae = ast_area("effects")
ao = ast_area("objects")
re_ = runtime("actions.effects")
rs = runtime("actions.sacrifice")
rf = runtime("state.filters")

#: Determiners naming permanents already known: "that creature", "those tokens", "the
#: creature" (CR 608.2c) — and pronouns for them.
_NAMED = ("that", "those", "the")
_PRONOUNS = ("it", "them")


def _named(obj: Any) -> bool:
    return (isinstance(obj, ao.Pronoun) and obj.word in _PRONOUNS
            or isinstance(obj, ao.ObjectPhrase) and obj.determiner is not None
            and obj.determiner.phrase in _NAMED)  # fmt: skip


@lowers("effects.Sacrifice")
def _sacrifice(node: Any, env: Env) -> Any:
    """CR 701.21a: to sacrifice a permanent, its controller moves it to its owner's
    graveyard; a player can't sacrifice a permanent they don't control."""
    _no_duration(node, env, for_each_ok=True)  # only "a [permanent] for each [X]" reads it
    obj = node.object
    you = env.subject is None or isinstance(env.subject, ao.You)
    if you and isinstance(obj, ao.SelfRef):
        return re_.SacrificeObjects(rf.This())
    if not you and isinstance(obj, ao.Pronoun) and obj.word == "it":
        return _controller_sacrifices(node, env)
    if you and _named(obj):
        ref = object_ref(obj, env)
        if isinstance(ref, rf.This):
            return re_.SacrificeObjects(rf.This())
        return rs.SacrificeYours(ref)  # CR 701.21a: only if you control it
    if isinstance(obj, ao.ObjectPhrase):
        return _chosen(node, obj, env)
    raise fail(node, "this sacrifice is not supported yet")


def _controller_sacrifices(node: Any, env: Env) -> Any:
    """CR 701.21a: "Target artifact creature's controller sacrifices it", "Enchanted
    creature's controller sacrifices it": "it" is the permanent whose controller acts."""
    players = player_sel(env.subject, env)
    ref = getattr(players, "ref", None)
    if not isinstance(players, rf.ControllerOf) or not (
        isinstance(ref, rf.Target)
        or isinstance(ref, rf.AttachedTo) and env.event not in ("leaves", "dies", "put into")
        or isinstance(ref, rf.EventObject) and env.event == "blocked"  # the blocker (509.3d)
    ):  # fmt: skip
        raise fail(node, "this sacrifice is not supported yet")
    return rs.PlayerSacrifices(players, ref)


def _chosen(node: Any, obj: Any, env: Env) -> Any:
    """ "[player] sacrifices a / another / N / all [permanents]" — the player chooses among
    the permanents they control (CR 701.21a)."""
    det = obj.determiner.phrase if obj.determiner else None
    # "of their choice" restates CR 701.21a: the sacrificing player chooses
    mine = "your" if env.subject is None or isinstance(env.subject, ao.You) else "their"
    obj = attrs.evolve(obj, qualifiers=tuple(
        q for q in obj.qualifiers
        if not (isinstance(q, ao.OfChoice) and q.possessor == mine and q.what is None
                and q.form == "choice")
    ))  # fmt: skip
    if det in ("a", "an", "another"):
        flt, kind = object_filter(obj, env)
        if kind != "permanent" or flt.controller not in (rf.Who.ANY, rf.Who.YOU):
            raise fail(obj, "this sacrifice is not supported yet")
        if det == "another":
            flt = attrs.evolve(flt, other=True)
        from .references import sacrificed

        sacrificed(env)  # "that creature" next (CR 608.2c)
        # CR 701.21a: the player chooses one of the permanents they control
        from .amounts import for_each_times

        return re_.SacrificePermanents(player_sel(env.subject, env),
                                       for_each_times(1, env), flt)  # fmt: skip
    if det == "#" and obj.determiner.count is not None:
        # "Each player sacrifices two creatures of their choice" (CR 701.21a)
        flt, kind = object_filter(obj, env)
        if kind != "permanent" or flt.controller not in (rf.Who.ANY, rf.Who.YOU):
            raise fail(obj, "this sacrifice is not supported yet")
        count = number(obj.determiner.count)
        return re_.SacrificePermanents(player_sel(env.subject, env), count, flt)
    if det == "all" and (env.predicates is None or env.predicates.for_each is None):
        # "Sacrifice all creatures you control", "Each player sacrifices all artifacts they
        # control": every one of them (CR 701.21a)
        flt, kind = object_filter(obj, env)
        if kind != "permanent" or flt.controller is not rf.Who.YOU:
            raise fail(obj, "this sacrifice is not supported yet")
        return rs.SacrificeAll(player_sel(env.subject, env), flt)
    raise fail(node, "this sacrifice is not supported yet")
