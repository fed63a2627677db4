"""Results of earlier instructions: "this way" (CR 608.2c, 608.2h) -> runtime/actions/results.py.

CR 608.2c: a spell's or ability's instructions are followed in order, and a later one may
refer to what an earlier one did: "You gain 1 life for each creature destroyed this way",
"If a creature is destroyed this way, ...", "If that spell is countered this way, exile it
instead of putting it into its owner's graveyard" (CR 701.6a). The action records the
objects it acted on as it resolves; these read the record.
"""

from __future__ import annotations

from typing import Any

import attrs

from ...runtime.state.objects import Zone as RZone
from .core import Env, ast_area, fail, runtime
from .objects import object_filter
from .replacements import Folded

re_ = runtime("actions.effects")
rres = runtime("actions.results")
adu = ast_area("durations")
ae = ast_area("effects")
ao = ast_area("objects")
aq = ast_area("quantities")
az = ast_area("zones")


def _is_this_way(node: Any) -> bool:
    """ "destroyed this way", "milled this way", "exiled this way" (the participle of the
    action, whichever area's grammar names it)."""
    return isinstance(node, az.MovedThisWay | adu.DoneThisWay)


def _this_way(obj: Any) -> tuple[str | None, Any]:
    """The participle of an "[action] this way" qualifier the runtime records, and the
    phrase without it ((None, obj): no such qualifier)."""
    if not isinstance(obj, ao.ObjectPhrase):
        return None, obj
    found = [q for q in obj.qualifiers if _is_this_way(q)]
    if len(found) != 1 or _participle(found[0]) is None:
        return None, obj
    rest = tuple(q for q in obj.qualifiers if q is not found[0])
    return _ALIASES.get(found[0].participle, found[0].participle), attrs.evolve(
        obj, qualifiers=rest)


#: Participles that name the same result as another ("put into exile": exiled, CR 406).
_ALIASES = {"put into exile": "exiled"}


def _participle(state: Any) -> str | None:
    """The recorded result an "[action] this way" state names (None: none recorded)."""
    if not _is_this_way(state):
        return None
    word = _ALIASES.get(state.participle, state.participle)
    return word if word in rres.RECORDING else None


def this_way_objects(obj: Any, env: Env) -> Any:
    """ "For each creature card exiled this way, ..." (CR 608.2c): the objects the earlier
    action acted on (None: no such qualifier)."""
    participle, rest = _this_way(obj)
    if participle is None or rest.determiner is not None:
        return None
    flt, _ = object_filter(rest, env)
    return rres.ActedThisWayObjects(participle, attrs.evolve(flt, zone=None))


def this_way_count(obj: Any, env: Env) -> Any:
    """ "for each creature destroyed this way" (CR 608.2c): the objects of the kind the
    earlier action acted on, as they last existed (CR 608.2h); None when the phrase has no
    such qualifier."""
    participle, rest = _this_way(obj)
    if participle is None:
        return None
    if rest.determiner is not None and rest.determiner.phrase != "other":
        return None
    flt, _ = object_filter(rest, env)
    return rres.ActedThisWayCount(participle, attrs.evolve(flt, zone=None))


def this_way_condition(node: Any, env: Env) -> Any:
    """ "If a creature is destroyed this way" / "If that spell is countered this way"
    (CR 608.2c): the earlier action acted on such an object (None: not this shape)."""
    participle = _participle(node.state)
    if participle is None:
        return None
    obj = node.object
    if not isinstance(obj, ao.ObjectPhrase) or obj.qualifiers or obj.determiner is None:
        return None
    det = obj.determiner.phrase
    if det == "that" and participle == "countered":  # the spell the instruction countered
        return rres.ActedThisWay(participle)
    if det == "that":  # "If that artifact is put into a graveyard this way"
        from .objects import object_ref

        return rres.ActedOn(participle, object_ref(obj, env))
    if det not in ("a", "an"):
        return None
    flt, _ = object_filter(obj, env)
    return rres.ActedThisWay(participle, attrs.evolve(flt, zone=None))


# ---- "If that spell is countered this way, [move it] instead of ..." (CR 701.6a)


@attrs.frozen
class CounteredTo(Folded):
    """A lowering-time marker: the countered spell goes to ``zone`` instead of its owner's
    graveyard (CR 701.6a, 608.2c); folded into the counter effect just before it."""

    node: Any
    zone: Any
    bottom: bool = False

    def fold(self, parts: list[Any]) -> None:
        before = parts[-1] if parts else None
        if isinstance(before, re_.CounterObject) and before.to is RZone.GRAVEYARD:
            parts[-1] = attrs.evolve(before, to=self.zone, bottom=self.bottom)
            return
        if isinstance(before, re_.Unless) and isinstance(before.effect, re_.CounterObject):
            # "Counter target spell unless its controller pays {3}. If that spell is
            # countered this way, exile it instead ..."
            moved = attrs.evolve(before.effect, to=self.zone, bottom=self.bottom)
            parts[-1] = attrs.evolve(before, effect=moved)
            return
        raise fail(self.node, "'countered this way' with no counter just before it is not "
                   "supported yet")  # fmt: skip


def _its_owners(zone: Any, name: str) -> bool:
    """ "its owner's [library / hand]" (CR 108.3)."""
    owner = zone.owner if isinstance(zone, ao.Zone) else None
    player = owner.owner if isinstance(owner, ao.Possessive) else None
    return (
        zone.name == name and isinstance(player, ao.PlayerOf) and player.role == "owner"
        and isinstance(player.possessor, ao.Possessive) and player.possessor.owner == "its"
    )  # fmt: skip


def _it(obj: Any) -> bool:
    return isinstance(obj, ao.Pronoun) and obj.word == "it"


_PUT = {("on top of", "library"): (RZone.LIBRARY, False),
        ("on the bottom of", "library"): (RZone.LIBRARY, True),
        ("into", "hand"): (RZone.HAND, False)}  # fmt: skip


def countered_instead(node: ae.ConditionalSentence, env: Env) -> Any:
    """ "If that spell is countered this way, exile it instead of putting it into its
    owner's graveyard." / "..., put it on top of its owner's library instead of into that
    player's graveyard." (CR 701.6a: where the countered card goes; None: not this shape)."""
    cond = node.condition
    if not (
        isinstance(cond, ae.ObjectStateCondition) and _is_this_way(cond.state)
        and cond.state.participle == "countered" and isinstance(node.clauses, ae.Clauses)
    ):  # fmt: skip
        return None
    items = node.clauses.items
    if len(items) != 1 or node.clauses.then is not None or not isinstance(items[0], ae.Clause):
        return None
    clause = items[0]
    preds = clause.predicates
    if clause.subject is not None or len(preds.actions) != 1 or preds.duration is not None:
        return None
    instead = preds.actions[0]
    if not isinstance(instead, aq.InsteadOf) or "graveyard" not in instead.replaced.render():
        return None
    obj = cond.object
    if not (isinstance(obj, ao.ObjectPhrase) and obj.determiner is not None
            and obj.determiner.phrase == "that" and not obj.qualifiers):  # fmt: skip
        return None
    action = instead.action
    if isinstance(action, ae.Exile) and _it(action.object):
        return [CounteredTo(node, RZone.EXILE)]
    if (
        isinstance(action, ae.PutInto) and _it(action.object) and action.tapped is None
        and action.under is None and isinstance(action.zone, ao.Zone)
    ):  # fmt: skip
        where = _PUT.get((action.preposition, action.zone.name))
        if where is not None and _its_owners(action.zone, action.zone.name):
            return [CounteredTo(node, *where)]
    return None


# ---- "that many" after an instruction that moved objects (CR 608.2c)

#: The runtime instructions whose result is a number of objects moved between zones:
#: destroy (CR 701.8), exile (406.3), sacrifice (701.21), return / put onto the battlefield
#: or into a hand or library (400.3, 110.2), shuffle into a library (701.24), mill (701.17),
#: discard (701.9).
_MOVERS = (
    "actions.effects.Destroy", "actions.effects.ExileObjects",
    "actions.effects.SacrificePermanents", "actions.effects.SacrificeObjects",
    "actions.effects.PutOntoBattlefield",
    "actions.effects.ReturnToHand", "actions.effects.MillCards", "actions.effects.DiscardCards",
    "actions.library.PutInLibrary", "actions.library.ShuffleIntoLibrary",
    "actions.sacrifice.SacrificeYours", "actions.sacrifice.SacrificeAll",
    "actions.discard.DiscardAllOf", "actions.reveal_hand.DiscardHand",
)  # fmt: skip


def bind_moved_that_many(parts: list[Any]) -> list[Any]:
    """CR 608.2c: "Sacrifice all creatures you control, then create that many 4/4 Hellion
    tokens." — a "that many" in an instruction right after one that moves objects is the
    number of objects it moved (read as the instruction resolves). Other "that many" stay
    for the ability's trigger to bind, or to be refused."""
    from ...runtime.state import qualities as rq
    from .core import runtime_class
    from .effects import _bind_x

    movers = tuple(runtime_class(p) for p in _MOVERS)
    out = list(parts)
    for k in range(1, len(out)):
        if isinstance(out[k - 1], movers):
            out[k] = _bind_x(out[k], rres.MovedByLastInstruction(), [0], marker=rq.ThatMany)
    return out
