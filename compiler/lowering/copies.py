"""Copies of objects (CR 707): "You may have this creature enter as a copy of any creature on
the battlefield" (CR 707.5, 614.1c), "Create a token that's a copy of target creature" (CR
111.10), and the exceptions of a copy effect (CR 707.9) -> :mod:`mtgc.runtime.actions.copies`,
:mod:`mtgc.runtime.continuous.copies`. The grammar is grammar/copies.lark (and layers.lark).
"""

from __future__ import annotations

from typing import Any

import attrs

from ...runtime.state.objects import Zone as RZone
from .commanders import commander_ref, is_commander_ref
from .core import Env, ast_area, fail, lowers, only, runtime
from .effects import _imperative, _no_duration
from .keywords import granted_abilities
from .objects import COLORS, number, object_filter, object_ref

rac = runtime("actions.copies")
rcc = runtime("continuous.copies")
ra = runtime("state.abilities")
rf = runtime("state.filters")
rr = runtime("state.references")
rss = runtime("stack.spell_copies")
rdl = runtime("events.delayed")
re_ = runtime("actions.effects")
ae = ast_area("effects")
al = ast_area("layers")
ao = ast_area("objects")
aa = ast_area("actions")
aq = ast_area("quantities")
aref = ast_area("references")
asc = ast_area("copies")
asp = ast_area("spells")


# ---- exceptions (CR 707.9)


def _type_words(descriptor: Any) -> tuple[frozenset[str], frozenset[str]]:
    """The card types and subtypes a descriptor names ("an artifact", "a Ninja")."""
    types, subtypes = set(), set()
    for item in descriptor.items:
        if isinstance(item, ao.CardType):
            types.add(item.word.capitalize())
        elif isinstance(item, ao.Subtype):
            subtypes.add(item.word)
        else:
            raise fail(item, "this type in a copy's exception is not supported yet")
    return frozenset(types), frozenset(subtypes)


def _the_copy(subject: Any) -> bool:
    """ "the copy", "the token", "it": the object a copy effect makes."""
    if isinstance(subject, asp.CopyRef) and not subject.plural:
        return True
    if isinstance(subject, ao.Pronoun):
        return subject.word == "it"
    if isinstance(subject, ao.ObjectPhrase) and not subject.qualifiers and subject.determiner:
        items = subject.descriptor.items
        return (subject.determiner.phrase == "the" and len(items) == 1
                and isinstance(items[0], ao.KindWord) and items[0].word == "token")  # fmt: skip
    return False


def _type_spec(spec: Any, change: Any) -> Any:
    """CR 707.9b, 205.1b: "an artifact in addition to its other types", "a Spirit in addition
    to its other creature types", "a 1/1 Spirit in addition to its other types"."""
    if not isinstance(spec, al.TypeSpec):
        raise fail(change, "this type change in a copy's exception is not supported yet")
    only(spec, "quantity", "descriptor", "riders", "pt")
    if len(spec.riders) != 1 or not isinstance(spec.riders[0], al.InAddition):
        raise fail(change, "this type change in a copy's exception is not supported yet")
    types, subtypes = _type_words(spec.descriptor)
    also = rcc.AlsoTypes(types, subtypes)
    if spec.pt is None:
        return also
    power, _, toughness = spec.pt.partition("/")
    if not (power.isdigit() and toughness.isdigit()):
        raise fail(change, "this exception to a copy effect is not supported yet")
    return rcc.Both((rcc.SetValues(power=int(power), toughness=int(toughness)), also))


def _exception(change: Any) -> Any:
    """One change of "except ...": "it's an artifact in addition to its other types" (CR
    707.9b, 205.1b), "it has haste", "it has "[ability]"" (CR 707.9a), "it's 7/7" (707.9b)."""
    if isinstance(change, al.ContractedTypeClause) and change.as_long_as is None:
        spec = change.spec
        if isinstance(spec, al.TypeSpec) and not spec.riders and spec.abilities is None:
            return _new_values(spec.pt, spec.descriptor, change)  # "it's a 1/1 green Frog"
        return _type_spec(spec, change)
    if isinstance(change, ae.Clause) and isinstance(change.subject, ao.Pronoun):
        preds = change.predicates
        only(preds, "actions")
        if change.subject.word == "it" and len(preds.actions) == 1:
            action = preds.actions[0]
            if isinstance(action, ae.HaveAbilities):
                return rcc.AlsoAbilities(granted_abilities(action.abilities))
    if isinstance(change, ae.Clause) and _the_copy(change.subject):
        preds = change.predicates  # "except that the copy is red", "the token is black"
        only(preds, "actions")
        if len(preds.actions) == 1 and isinstance(preds.actions[0], al.IsType):
            action = preds.actions[0]
            if action.form == "bare" and len(action.parts) == 1:
                colors, subtypes = _colors_and_subtypes(action.parts[0])
                if colors and not subtypes:
                    return rcc.SetValues(colors=colors)
            if action.form == "spec" and len(action.parts) == 1:
                return _type_spec(action.parts[0], change)  # "the copy is an artifact in ..."
    if isinstance(change, asp.CopyIs) and change.pt is not None and change.rider is None:
        return _new_values(change.pt, change.descriptor, change)
    if isinstance(change, asp.CopyIsnt) and isinstance(change.quality, ao.Supertype):
        if change.quality.word == "legendary":  # "except the token isn't legendary"
            return rcc.SetValues(not_legendary=True)
    raise fail(change, "this exception to a copy effect is not supported yet")


def _colors_and_subtypes(descriptor: Any) -> tuple[frozenset[Any], frozenset[str]]:
    """The colors and subtypes of "red", "green Frog" (no other words)."""
    if not isinstance(descriptor, ao.Descriptor):
        raise fail(descriptor, "this exception to a copy effect is not supported yet")
    colors, subtypes = set(), set()
    for item in descriptor.items:
        if isinstance(item, ao.Color) and item.word in COLORS:
            colors.add(COLORS[item.word])
        elif isinstance(item, ao.Subtype):
            subtypes.add(item.word)
        else:
            raise fail(item, "this exception to a copy effect is not supported yet")
    return frozenset(colors), frozenset(subtypes)


def _new_values(pt: str | None, descriptor: Any, change: Any) -> Any:
    """CR 707.9b: "except it's 7/7", "except it's a 1/1 green Frog" — the P/T, and the color
    and creature type, replace the copied ones."""
    power, _, toughness = (pt or "").partition("/")
    if not (power.isdigit() and toughness.isdigit()):
        raise fail(change, "this exception to a copy effect is not supported yet")
    colors: frozenset[Any] = frozenset()
    subtypes: frozenset[str] = frozenset()
    if descriptor is not None:
        colors, subtypes = _colors_and_subtypes(descriptor)
    return rcc.SetValues(power=int(power), toughness=int(toughness), colors=colors or None,
                         subtypes=subtypes or None)  # fmt: skip


def copy_exceptions(node: Any) -> tuple[Any, ...]:
    """CR 707.9: the exceptions of ", except ..." (None: none)."""
    if node is None:
        return ()
    changes = node.clause if isinstance(node, al.CopyException) else node
    if not isinstance(changes, asp.CopyChanges):
        raise fail(node, "this exception to a copy effect is not supported yet")
    return tuple(_exception(c) for c in changes.changes)


@lowers("spells.CopyWithException")
def _copy_with_exception(node: Any, env: Env) -> Any:
    """CR 707.9: "Create a token that's a copy of target creature, except it has haste.",
    "Copy target instant or sorcery spell, except that the copy is red."."""
    only(node, "action", "changes")
    exceptions = copy_exceptions(node.changes)
    if isinstance(node.action, ae.CreateCopy):
        return _create_copy(node.action, env, exceptions)
    if isinstance(node.action, ae.CopyObject):
        return _copy_object(node.action, env, exceptions)
    raise fail(node, "this copy effect with exceptions is not supported yet")


# ---- "enter as a copy" (CR 707.5, 614.1c)


def enter_as_copy(action: Any, env: Env, optional: bool = True) -> list[Any]:
    """ "You may have this creature enter as a copy of any creature on the battlefield[,
    except ...]" — a replacement effect of the entering permanent itself (CR 614.12)."""
    only(action, "object", "original", "exception")
    if not env.permanent or not isinstance(action.object, ao.SelfRef):
        raise fail(action, "this object entering as a copy is not supported yet")
    flt, kind = object_filter(action.original, env)
    if kind not in ("permanent", "card"):
        raise fail(action.original, "entering as a copy of this is not supported yet")
    if flt.zone is None:  # "any creature card in a graveyard" names its zone
        raise fail(action.original, "entering as a copy of this is not supported yet")
    spec = rac.EntersAsCopyOfChosen(flt, optional, copy_exceptions(action.exception))
    return [ra.ReplacementAbility(spec)]


# ---- "create a token that's a copy of" (CR 111.10, 707.2)


@lowers("effects.CreateCopy")
def _create_copy(node: Any, env: Env, exceptions: tuple[Any, ...] = ()) -> Any:
    """CR 111.10, 707.2: "Create a token that's a copy of target creature you control.",
    "create a token that's a copy of this creature", "create a tapped token that's a copy of
    that artifact" (CR 110.5b)."""
    only(node, "amount", "noun", "connective", "article", "object", "state")
    _imperative(node, env)
    _no_duration(node, env)
    if node.state not in (None, "tapped"):
        raise fail(node, "tokens created attacking are not supported yet")  # CR 508.4
    count = number(node.amount)
    if not isinstance(count, int) or count < 1:
        raise fail(node.amount, "this number of copies is not supported yet")
    if is_commander_ref(node.object):  # CR 903.3e: its characteristics, in any zone
        what = commander_ref(node.object)
    else:
        what = object_ref(node.object, env)
    if count == 1:  # "It gains haste.": the token (CR 608.2c)
        env.it = rr.CreatedToken()
    return rac.CreateTokenCopy(what, count, tapped=node.state == "tapped", exceptions=exceptions)


# ---- copies of spells (CR 707.10)

#: ``Env.refs`` key: the ability copied a spell before ("the copy", "the copies")
COPIED_SPELL = "copies.spell"


@lowers("effects.CopyObject")
def _copy_object(node: Any, env: Env, exceptions: tuple[Any, ...] = (), times: int = 1) -> Any:
    """CR 707.10: "Copy target instant or sorcery spell.", "copy that spell" (the spell
    whose casting triggered the ability)."""
    only(node, "object")
    _imperative(node, env)
    _no_duration(node, env)
    obj = node.object
    if isinstance(obj, ao.ObjectPhrase):
        flt, kind = object_filter(obj, env)
        if kind != "spell" or flt.zone is not RZone.STACK:
            raise fail(obj, "copying this is not supported yet")
    if isinstance(obj, ao.Pronoun) and obj.word == "it" and env.event == "cast":
        what: Any = rf.EventObject()  # "Whenever you cast ..., copy it": that spell
    elif isinstance(obj, ao.Pronoun) and obj.word == "it" and env.event == "cast this":
        what = rf.This()  # "When you cast this spell, copy it": the spell itself
    else:
        what = object_ref(obj, env)
    if isinstance(what, rf.This) and env.event == "cast this":
        pass
    elif isinstance(what, rf.Target):
        if env.targets[what.index].filter.zone is not RZone.STACK:
            raise fail(obj, "copying this is not supported yet")
    elif not (isinstance(what, rf.EventObject) and env.event == "cast"):
        raise fail(obj, "copying this is not supported yet")
    env.refs[COPIED_SPELL] = True  # type: ignore[index]
    return rss.CopySpell(what, times, exceptions)


@lowers("effects.ChooseNewTargets")
def _choose_new_targets(node: Any, env: Env) -> Any:
    """CR 707.10c: "You may choose new targets for the copy." after copying a spell."""
    only(node, "object")
    _imperative(node, env)
    _no_duration(node, env)
    if not isinstance(node.object, asp.CopyRef):
        raise fail(node, "choosing new targets for this is not supported yet")
    copied = env.refs.get(COPIED_SPELL)  # type: ignore[call-overload]
    if copied == LATER:  # the copies of a delayed trigger before it (see fold_later_copies)
        return rss.NewTargetsForLaterCopies()
    if not copied:
        raise fail(node, "choosing new targets for this is not supported yet")
    return rss.ChooseNewTargetsForCopies()


#: ``Env.refs[COPIED_SPELL]`` after a delayed trigger that copies a spell (CR 603.7)
LATER = "later"


def _has_copy(effect: Any) -> bool:
    if isinstance(effect, rss.CopySpell):
        return True
    return any(_has_copy(c) for c in effect.children()) if hasattr(effect, "children") else False


def _is_later(effect: Any) -> bool:
    """The marker, alone or as "you may" (CR 707.10c: leaving the targets is allowed)."""
    if isinstance(effect, rss.NewTargetsForLaterCopies):
        return True
    return isinstance(effect, re_.MayEffect) and isinstance(
        effect.effect, rss.NewTargetsForLaterCopies
    )


def _fold(value: Any) -> Any:
    if isinstance(value, re_.Sequence):
        parts: list[Any] = []
        for e in (_fold(x) for x in value.effects):
            before = parts[-1] if parts else None
            if _is_later(e) and isinstance(before, rdl.CreateDelayed) and _has_copy(before.effect):
                body = re_.Sequence((before.effect, rss.ChooseNewTargetsForCopies(ask=True)))
                parts[-1] = attrs.evolve(before, effect=body)
                continue
            parts.append(e)
        return attrs.evolve(value, effects=tuple(parts))
    if isinstance(value, tuple):
        return tuple(_fold(v) for v in value)
    if attrs.has(type(value)):
        changes = {}
        for f in attrs.fields(type(value)):
            if not f.init or not f.eq:
                continue
            old = getattr(value, f.name)
            new = _fold(old)
            if new is not old:
                changes[f.name] = new
        return attrs.evolve(value, **changes) if changes else value
    return value


def _left(value: Any) -> bool:
    if isinstance(value, rss.NewTargetsForLaterCopies):
        return True
    if isinstance(value, tuple):
        return any(_left(v) for v in value)
    if attrs.has(type(value)):
        return any(_left(getattr(value, f.name)) for f in attrs.fields(type(value)) if f.init)
    return False


def fold_later_copies(out: list[Any]) -> tuple[list[Any], bool]:
    """CR 603.7, 707.10c: "When you next cast ... this turn, copy that spell. You may choose
    new targets for the copy." — the new targets are chosen for the copies the delayed
    triggered ability makes: the choice joins that ability. Returns the abilities and
    whether a choice was left with no such ability before it."""
    folded = [_fold(a) for a in out]
    return folded, any(_left(a) for a in folded)


# ---- "becomes a copy of" (CR 707.2, 613.2a)


def _this_ability(changes: Any) -> tuple[Any, bool]:
    """Split "except it has this ability" (CR 707.9a) from the other changes."""
    if changes is None:
        return None, False
    inner = changes.clause if isinstance(changes, al.CopyException) else changes
    if not isinstance(inner, asp.CopyChanges):
        return changes, False
    rest, this = [], False
    for c in inner.changes:
        acts = c.predicates.actions if isinstance(c, ae.Clause) else ()
        if (len(acts) == 1 and isinstance(acts[0], aq.HasThisAbility)
                and isinstance(c.subject, ao.Pronoun) and c.subject.word == "it"):  # fmt: skip
            only(c.predicates, "actions")
            this = True
        else:
            rest.append(c)
    return attrs.evolve(inner, changes=tuple(rest)), this


@lowers("layers.BecomeCopy")
def _become_copy(node: Any, env: Env) -> Any:
    """CR 707.2, 613.2a: "This land becomes a copy of target land, except it has this
    ability.", "This artifact becomes a copy of target artifact until end of turn.", "Target
    artifact or creature becomes a copy of another target artifact or creature."."""
    only(node, "object", "exception")
    if env.subject is None:
        raise fail(node, "becoming a copy without a subject is not supported yet")
    what = object_ref(env.subject, env)
    original = object_ref(node.object, env)
    rest, this = _this_ability(node.exception)
    exceptions = copy_exceptions(rest)
    d = env.predicates.duration if env.predicates else None
    duration = "permanent"
    if d is not None:
        if d.phrase != "until end of turn":
            raise fail(d, f"the duration {d.phrase!r} is not supported yet")
        env.used.add("duration")
        duration = "eot"
    if env.predicates is not None and env.predicates.for_each is not None:
        raise fail(env.predicates.for_each, "'for each' on this action is not supported yet")
    return rac.BecomeCopy(what, original, exceptions, this, duration)


_TIMES = {"twice": 2, "three times": 3}


@lowers("references.CopyTimes")
def _copy_times(node: Any, env: Env) -> Any:
    """CR 707.10: "Copy target instant or sorcery spell twice."."""
    only(node, "object", "times")
    times = _TIMES.get(node.times)
    if times is None:
        raise fail(node, f"copying {node.times} is not supported yet")
    return _copy_object(ae.CopyObject(node.object, span=node.span), env, times=times)


@lowers("copies.CreateCopies")
def _create_copies(node: Any, env: Env) -> Any:
    """CR 111.10, 707.2: "Create two tokens that are copies of the sacrificed creature.",
    "create two tapped tokens that are copies of this artifact" (CR 110.5b)."""
    parts = node.parts
    words = [p for p in parts if isinstance(p, str)]
    nodes = [p for p in parts if not isinstance(p, str)]
    tapped = "tapped" in words
    if [w for w in words if w != "tapped"] != ["create", "tokens", "that are", "copies", "of"]:
        raise fail(node, "these token copies are not supported yet")
    if len(nodes) != 2:
        raise fail(node, "these token copies are not supported yet")
    _imperative(node, env)
    _no_duration(node, env)
    count = number(nodes[0])
    if not isinstance(count, int) or count < 2:
        raise fail(nodes[0], "this number of copies is not supported yet")
    return rac.CreateTokenCopy(object_ref(nodes[1], env), count, tapped=tapped)


@lowers("actions.Populate")
def _populate(node: Any, env: Env) -> Any:
    """CR 701.36a: "Populate." — copy a creature token you control."""
    only(node, "repeat")
    _imperative(node, env)
    _no_duration(node, env)
    times: Any = 1
    if node.repeat is not None:
        only(node.repeat, "multiplier")
        times = _TIMES.get(node.repeat.multiplier)
        if times is None:
            raise fail(node.repeat, "populating this many times is not supported yet")
    return rac.Populate(times)
