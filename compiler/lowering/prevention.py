"""One-shot prevention effects — CR 615.1: "Prevent all [combat] damage that would be dealt
[to X] [by Y] this turn." and "Prevent all [combat] damage [Y] would deal [to X] this turn."
-> :class:`~mtgc.runtime.events.prevention.PreventAllDamage`, a shield of the replacement
and prevention pipeline.

Recipients and sources named by a reference ("target creature", "you", "this creature")
are fixed as the effect resolves; those described ("creatures you control", "players",
"non-Human sources") are matched as damage would be dealt: the effect changes no
characteristics, so it also covers objects that fit later (CR 611.2c and its example). A
source's properties are rechecked as it would deal damage (CR 609.7b); "a source of your
choice" is chosen as the effect is created (CR 609.7a).
"""

from __future__ import annotations

from typing import Any

import attrs

from .core import Env, ast_area, fail, lowers, only, runtime
from .objects import ANY_TARGET, object_filter, object_ref, player_sel

rpv = runtime("events.prevention")
rf = runtime("state.filters")
rq = runtime("state.qualities")
ae = ast_area("effects")
ao = ast_area("objects")
acb = ast_area("combat")
alist = ast_area("lists")


def _checks(node: Any, env: Env, duration: Any) -> None:
    from .effects import _imperative, _no_duration

    _imperative(node, env)
    _no_duration(node, env)
    if duration is None or duration.phrase != "this turn":
        raise fail(node, "prevention without 'this turn' is not supported yet")


def _kind(node: Any) -> bool:
    if node.kind not in ("damage", "combat damage"):
        raise fail(node, f"preventing '{node.kind}' is not supported yet")
    return node.kind == "combat damage"


def _plural(node: Any) -> bool:
    return isinstance(node, ao.ObjectPhrase) and bool(getattr(node, "plural", False))


def _described(node: Any) -> bool:
    """A plural object phrase without a determiner: objects described, not named."""
    return _plural(node) and node.determiner is None


def _as_permanents(node: Any) -> Any:
    """ "[quality] source(s)": any object with the qualities (CR 609.7b) — the head word
    read as "permanent(s)" for the filter, whose zone is then dropped."""
    items = node.descriptor.items
    last = items[-1] if items else None
    if isinstance(last, ao.KindWord) and last.word in ("source", "sources"):
        word = "permanents" if last.word == "sources" else "permanent"
        rest = tuple(items[:-1]) + (ao.KindWord(word, span=last.span),)
        node = attrs.evolve(node, descriptor=attrs.evolve(node.descriptor, items=rest))
    return node


def _source_filter(node: Any, env: Env) -> Any:
    flt, kind = object_filter(_as_permanents(node), env)
    if kind not in ("permanent", "spell"):
        raise fail(node, f"damage from '{node.render()}' is not supported yet")
    return attrs.evolve(flt, zone=None)


def _of_your_choice(node: Any) -> bool:
    q = node.qualifiers
    return (len(q) == 1 and isinstance(q[0], ao.OfChoice) and q[0].possessor == "your"
            and q[0].form == "choice" and q[0].what is None and node.determiner is not None
            and node.determiner.phrase in ("a", "an"))  # fmt: skip


def _by(node: Any, env: Env) -> Any:
    """The source(s) of the damage prevented."""
    if isinstance(node, ao.ObjectPhrase) and _of_your_choice(node):
        items = node.descriptor.items
        if not (items and isinstance(items[-1], ao.KindWord) and items[-1].word == "source"):
            raise fail(node, "choosing this source is not supported yet")
        return rpv.ChosenSource(_source_filter(attrs.evolve(node, qualifiers=()), env))
    if _described(node):
        return _source_filter(node, env)
    if isinstance(node, ao.You | ao.Players | acb.AllPlayers):
        raise fail(node, "prevention of damage by a player is not supported yet")
    ref = object_ref(node, env)
    if isinstance(ref, rf.All):
        raise fail(node, "this group of sources is not supported yet")
    return ref


def _to(node: Any, env: Env) -> Any:
    """The recipient(s) of the damage prevented."""
    if isinstance(node, alist.ObjectSeries) and node.conjunction == "and":
        return tuple(_to(i, env) for i in node.items)
    if isinstance(node, ao.AnyTarget):
        return rf.Target(env.add_target(ANY_TARGET))
    if isinstance(node, ao.You):
        return rf.You()
    if isinstance(node, acb.AllPlayers):
        if node.noun != "players":
            raise fail(node, f"prevention for '{node.render()}' is not supported yet")
        return rf.Who.ANY
    if isinstance(node, ao.Players):
        return player_sel(node, env)
    if _described(node):
        flt, kind = object_filter(node, env)
        if kind != "permanent":
            raise fail(node, f"prevention for '{node.render()}' is not supported yet")
        return flt
    ref = object_ref(node, env)
    if isinstance(ref, rf.All):
        raise fail(node, "prevention for this group of objects is not supported yet")
    return ref


def _effect(node: Any, combat: bool, to: Any, by: Any, env: Env) -> Any:
    return rpv.PreventAllDamage(
        combat,
        None if to is None else _to(to, env),
        None if by is None else _by(by, env),
    )


@lowers("effects.PreventDamage")
def _prevent_all(node: Any, env: Env) -> Any:
    """CR 615.1: "Prevent all [combat] damage that would be dealt [to/by X] this turn"."""
    only(node, "kind", "recipient", "duration")
    _checks(node, env, node.duration)
    combat = _kind(node)
    r = node.recipient
    if r is None:
        return rpv.PreventAllDamage(combat)
    if not isinstance(r, ae.DamageRecipient):
        raise fail(r, "this prevention is not supported yet")
    return _effect(node, combat, None if r.by else r.object, r.object if r.by else None, env)


@lowers("layers.PreventDamageRoute")
def _prevent_route(node: Any, env: Env) -> Any:
    """CR 615.1: "Prevent all damage that would be dealt this turn to [X] by [Y]" — a
    recipient, a source and the duration in any order."""
    only(node, "kind", "parts")
    combat = _kind(node)
    to = by = duration = None
    for p in node.parts:
        if isinstance(p, ae.Duration) and duration is None:
            duration = p
        elif isinstance(p, ae.DamageRecipient) and p.by and by is None:
            by = p.object
        elif isinstance(p, ae.DamageRecipient) and not p.by and to is None:
            to = p.object
        else:
            raise fail(p, f"'{p.render()}' in this prevention is not supported yet")
    _checks(node, env, duration)
    return _effect(node, combat, to, by, env)


@lowers("layers.PreventDamageBySource")
def _prevent_by_source(node: Any, env: Env) -> Any:
    """CR 615.1: "Prevent all [combat] damage [source] would deal [to X] this turn"; "that"
    before a plural source is the relative pronoun ("all damage that creatures would
    deal"), not a demonstrative."""
    only(node, "kind", "source", "deal", "recipient", "duration")
    _checks(node, env, node.duration)
    combat = _kind(node)
    source = node.source
    det = getattr(source, "determiner", None)
    if det is not None and det.phrase == "that" and _plural(source):
        source = attrs.evolve(source, determiner=None)
    return _effect(node, combat, node.recipient, source, env)
