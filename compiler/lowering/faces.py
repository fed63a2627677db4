"""Face-down permanents and the keywords that work with faces (CR 708, 702.37 morph and
megamorph) -> :mod:`mtgc.runtime.keywords.morph`."""

from __future__ import annotations

from typing import Any

from ...runtime.state.objects import Zone as RZone
from .core import Env, ast_area, fail, lowers, only, runtime
from .keywords import COST_KEYWORDS, NUMBER_COST_KEYWORDS, keyword_cost
from .objects import fixed_number

re_ = runtime("actions.effects")
rfa = runtime("keywords.awaken")
rfb = runtime("keywords.bestow")
rfw = runtime("keywords.entwine")
rfe = runtime("keywords.escape")
rff = runtime("keywords.foretell")
rfl = runtime("keywords.leveler")
rfm = runtime("keywords.morph")
rfn = runtime("keywords.ninjutsu")
rfo = runtime("keywords.overload")
rfr = runtime("keywords.recover")
rfp = runtime("keywords.replicate")
rfs = runtime("keywords.suspend")
rf = runtime("state.filters")
ac = ast_area("costs")
ad = ast_area("damage")
ae = ast_area("effects")
aev = ast_area("events")
ak = ast_area("keywords")
al = ast_area("layers")
ao = ast_area("objects")
az = ast_area("zones")


def _morph(node: ak.CostKeyword, env: Env) -> list[Any]:
    """CR 702.37a-b: "Morph [cost]", "Megamorph [cost]" on a permanent card."""
    if not env.permanent:
        raise fail(node, f"{node.name} on a nonpermanent card is not supported yet")
    items = node.cost.items if isinstance(node.cost, ac.Costs) else (node.cost,)
    if not any(isinstance(i, ac.Reveal) for i in items):
        return [rfm.Morph(keyword_cost(node.cost, env), mega=node.name == "megamorph")]
    from .costs import _chosen, lower_cost_item

    cost: list[Any] = []
    for item in items:  # "Morph—Reveal a white card in your hand."
        if isinstance(item, ac.Reveal):
            only(item, "verb", "object")
            flt, n = _chosen(item.object, Env(permanent=True), "card")
            if flt.zone is not RZone.HAND:
                raise fail(item, "revealing a card from there as a cost is not supported yet")
            cost.append(rfm.RevealFromHandCost(flt, n))
        else:
            cost.extend(lower_cost_item(item, Env(permanent=True)))
    return [rfm.Morph(tuple(cost), mega=node.name == "megamorph")]


COST_KEYWORDS["morph"] = _morph
COST_KEYWORDS["megamorph"] = _morph


def _disguise(node: ak.CostKeyword, env: Env) -> list[Any]:
    """CR 702.168a: "Disguise [cost]" on a permanent card."""
    if not env.permanent:
        raise fail(node, "disguise on a nonpermanent card is not supported yet")
    return [runtime("keywords.disguise").Disguise(keyword_cost(node.cost, env))]


COST_KEYWORDS["disguise"] = _disguise


@lowers("zones.TurnedFaceEvent")
def _turned_face(node: az.TurnedFaceEvent, env: Env) -> Any:
    """CR 708.8: "When this creature is turned face up", "Whenever a permanent you control
    is turned face up", "Whenever this creature or another permanent is turned face up",
    "When enchanted creature is turned face up"."""
    only(node, "subject", "face")
    if node.face != "face up":
        raise fail(node, f"'turned {node.face}' triggers are not supported yet")
    env.event = "turned face up"
    if isinstance(node.subject, ao.SelfRef):
        env.it = rf.This()
        return rfm.TurnedFaceUpTrigger(this=True)
    from .triggers import _or_this, _subject_filter

    env.event_ref = env.it = rf.EventObject()
    if isinstance(node.subject, ao.AttachedRef):
        if node.subject.relation != "enchanted":
            raise fail(node.subject, "this attached object in a trigger is not supported yet")
        return rfm.TurnedFaceUpTrigger(attached=True)
    if isinstance(node.subject, aev.SelfOrAnother):
        return _or_this(node.subject, env, lambda flt: rfm.TurnedFaceUpTrigger(flt))
    return rfm.TurnedFaceUpTrigger(_subject_filter(node.subject, env))


# ---- "have [object] [action]" (CR 120.1, 611.2a)


@lowers("layers.HaveDo", "damage.HaveDeal")
def _have_do(node: al.HaveDo, env: Env) -> Any:
    """ "you may have target creature get +2/+0 until end of turn", "you may have this
    creature deal 3 damage to target creature" (CR 120.1: the object is the damage's
    source): the object performs the actions, as in "[object] [actions] [duration]"; the
    player having it done must be the ability's controller."""
    from .effects import _predicates

    only(node, "object", "actions", "duration")
    if env.subject is not None and not isinstance(env.subject, ao.You):
        raise fail(env.subject, "another player having an object act is not supported yet")
    preds = ae.Predicates(node.actions, node.duration, span=node.span)
    saved = env.subject, env.predicates
    try:
        out = _predicates(node.object, preds, env)
    finally:
        env.subject, env.predicates = saved
    return out[0] if len(out) == 1 else re_.Sequence(tuple(out))


# ---- leveler cards (CR 702.87, 711)


def _level_up(node: ak.CostKeyword, env: Env) -> list[Any]:
    """CR 702.87a: "Level up [cost]" on a permanent card."""
    if not env.permanent:
        raise fail(node, "level up on a nonpermanent card is not supported yet")
    return [rfl.LevelUp(keyword_cost(node.cost, env))]


COST_KEYWORDS["level up"] = _level_up


@lowers("keywords.LevelSymbol")
def _level_symbol(node: ak.LevelSymbol, env: Env) -> list[Any]:
    """CR 711.2: "LEVEL N1-N2" / "LEVEL N3+" — grouped with its striation by
    :func:`~mtgc.runtime.keywords.leveler.group_levels` when the face is lowered."""
    return [rfl.LevelMark(node.low, node.high)]


@lowers("keywords.LevelerPT")
def _leveler_pt(node: ak.LevelerPT, env: Env) -> list[Any]:
    """CR 711.2a: a striation's power/toughness box."""
    if not (node.power.isdigit() and node.toughness.isdigit()):
        raise fail(node, "a leveler P/T box that isn't a fixed number is not supported yet")
    return [rfl.LevelPT(int(node.power), int(node.toughness))]


# ---- suspend (CR 702.62)


def _suspend(node: ak.NumberCostKeyword, env: Env) -> list[Any]:
    """CR 702.62a: "Suspend N—[cost]"."""
    n = fixed_number(node.amount)
    if not isinstance(n, int) or n < 1:
        raise fail(node.amount, "suspend with this number of time counters is not supported yet")
    return [rfs.Suspend(n, keyword_cost(node.cost, env))]


NUMBER_COST_KEYWORDS["suspend"] = _suspend


# ---- bestow (CR 702.103)


def _bestow(node: ak.CostKeyword, env: Env) -> list[Any]:
    """CR 702.103a: "Bestow [cost]" on a permanent (enchantment creature) card."""
    if not env.permanent:
        raise fail(node, "bestow on a nonpermanent card is not supported yet")
    return [rfb.Bestow(keyword_cost(node.cost, env))]


COST_KEYWORDS["bestow"] = _bestow


@lowers("zones.TurnFace")
def _turn_face(node: az.TurnFace, env: Env) -> Any:
    """CR 708.8: "turn target face-down creature face up"; CR 708.2a: "turn this creature
    face down"."""
    from .effects import _imperative, _no_duration
    from .objects import object_ref

    _imperative(node, env)
    _no_duration(node, env)
    what = object_ref(node.object, env)
    if node.face == "face up":
        return rfm.TurnFaceUpEffect(what)
    if node.face == "face down":
        return rfm.TurnFaceDownEffect(what)
    raise fail(node, f"turning an object {node.face} is not supported yet")


# ---- foretell (CR 702.143)


COST_KEYWORDS["foretell"] = lambda node, env: [rff.Foretell(keyword_cost(node.cost, env))]


# ---- ninjutsu (CR 702.49)


def _ninjutsu(node: ak.CostKeyword, env: Env) -> list[Any]:
    """CR 702.49a: "Ninjutsu [cost]" on a creature card."""
    if not env.permanent:
        raise fail(node, "ninjutsu on a nonpermanent card is not supported yet")
    return [rfn.Ninjutsu(keyword_cost(node.cost, env))]


COST_KEYWORDS["ninjutsu"] = _ninjutsu


# ---- escape (CR 702.138)


def _escape(node: ak.CostKeyword, env: Env) -> list[Any]:
    """CR 702.138a: "Escape—[cost]", the cost usually "Exile N other cards from your
    graveyard" (other than this card, which is on the stack by then, CR 601.2a)."""
    import attrs

    from ...runtime.stack.costs import ExileCost
    from .costs import lower_cost_item

    items = node.cost.items if isinstance(node.cost, ac.Costs) else (node.cost,)
    out: list[Any] = []
    cost_env = Env(permanent=env.permanent)
    for item in items:
        obj = getattr(item, "object", None)
        det = getattr(obj, "determiner", None)
        if isinstance(item, ae.Exile) and det is not None and det.phrase == "# other":
            plain = attrs.evolve(obj, determiner=attrs.evolve(det, phrase="#"))
            lowered = lower_cost_item(attrs.evolve(item, object=plain), cost_env)
            if len(lowered) != 1 or not isinstance(lowered[0], ExileCost):
                raise fail(item, "this escape cost is not supported yet")
            cost = lowered[0]
            out.append(attrs.evolve(cost, filter=attrs.evolve(cost.filter, other=True)))
        else:
            out.extend(lower_cost_item(item, cost_env))
    return [rfe.Escape(tuple(out))]


COST_KEYWORDS["escape"] = _escape


# ---- entwine (CR 702.42)


def _entwine(node: ak.CostKeyword, env: Env) -> list[Any]:
    """CR 702.42a: "Entwine [cost]" on a modal instant or sorcery."""
    if env.permanent:
        raise fail(node, "entwine on a permanent card is not supported yet")
    return [rfw.Entwine(keyword_cost(node.cost, env))]


COST_KEYWORDS["entwine"] = _entwine


# ---- recover (CR 702.59)


COST_KEYWORDS["recover"] = lambda node, env: [rfr.recover(keyword_cost(node.cost, env))]


# ---- overload (CR 702.96)


def _overload(node: ak.CostKeyword, env: Env) -> list[Any]:
    """CR 702.96a: "Overload [cost]" on an instant or sorcery; its overloaded spell ability
    is added by :func:`overload_spells` once the face's spell text is known."""
    if env.permanent:
        raise fail(node, "overload on a permanent card is not supported yet")
    return [rfo.Overload(keyword_cost(node.cost, env))]


COST_KEYWORDS["overload"] = _overload


def _each_for_target(node: Any) -> Any:
    """CR 702.96b: the text with every "target" replaced by "each"."""
    import attrs

    from ..ast import Node

    if isinstance(node, tuple):
        return tuple(_each_for_target(n) for n in node)
    if not isinstance(node, Node):
        return node
    changes = {}
    for field in attrs.fields(type(node)):
        value = getattr(node, field.name)
        new = _each_for_target(value)
        if field.name in ("phrase", "determiner") and value == "target":
            new = "each"
        if new is not value:
            changes[field.name] = new
    return attrs.evolve(node, **changes) if changes else node


def overload_spells(
    out: list[Any], spell_lines: list[Any], unsupported: list[Any], face: Any
) -> list[Any]:
    """Give each Overload keyword of a face its overloaded spell ability: the spell lines
    lowered again with "each" for "target" (CR 702.96b)."""
    if not any(isinstance(a, rfo.Overload) for a in out):
        return out
    from ...runtime.state.abilities import SpellAbility
    from ..lower import Unsupported, _spell

    base = next((a for a in out if isinstance(a, SpellAbility)), None)
    if base is None or not spell_lines:
        if not unsupported:
            unsupported.append(Unsupported(face, "overload without spell text (CR 702.96)"))
        return out
    try:
        lines = [(i, _each_for_target(node)) for i, node in spell_lines]
    except TypeError:  # a node attrs can't rebuild: leave the face unsupported
        unsupported.append(Unsupported(face, "overload: this spell text can't be changed yet"))
        return out
    spell = _spell(lines, unsupported)
    if spell is None:
        return out
    import attrs

    spell = attrs.evolve(spell, additional_costs=base.additional_costs)
    return [attrs.evolve(a, spell=spell) if isinstance(a, rfo.Overload) else a for a in out]


# ---- awaken (CR 702.113)


def _awaken(node: ak.NumberCostKeyword, env: Env) -> list[Any]:
    """CR 702.113a: "Awaken N—[cost]" on an instant or sorcery."""
    if env.permanent:
        raise fail(node, "awaken on a permanent card is not supported yet")
    return [rfa.Awaken(fixed_number(node.amount), keyword_cost(node.cost, env))]


NUMBER_COST_KEYWORDS["awaken"] = _awaken


# ---- replicate (CR 702.56)


def _replicate(node: ak.CostKeyword, env: Env) -> list[Any]:
    """CR 702.56a: "Replicate [cost]" on an instant or sorcery."""
    if env.permanent:
        raise fail(node, "replicate on a permanent card is not supported yet")
    return [rfp.Replicate(keyword_cost(node.cost, env))]


COST_KEYWORDS["replicate"] = _replicate


@lowers("faces.ToSolve")
def _to_solve(node: Any, env: Env) -> Any:
    """CR 719.3a-b: a Case's "To solve" ability makes it solved, a designation the runtime
    doesn't keep yet."""
    raise fail(node, "solving a Case (CR 719.3b, the solved designation) is not supported yet")
