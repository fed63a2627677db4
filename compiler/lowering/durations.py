"""Durations and delayed effects: sentences led by their duration (CR 611.2a), "the next
time" and delayed triggers (CR 603.7), exile until it leaves (CR 610.3); with lists of
objects ("destroy that creature and this creature") and "can't be regenerated" (CR
701.19c)."""

from __future__ import annotations

from typing import Any

import attrs

from ..ast.base import Node
from .core import FUNCTIONS_FROM, Env, ast_area, fail, lower, lowers, only

aconj = ast_area("conjunctions")
ac = ast_area("costs")
ae = ast_area("effects")
aev = ast_area("events")
arp = ast_area("replacements")
al = ast_area("layers")
az = ast_area("zones")


def _with_duration(item: Any, duration: Any) -> Any:
    """``item`` (clauses) with ``duration`` moved onto each clause's predicates: "Until end
    of turn, A and B" means "A until end of turn and B until end of turn" (CR 611.2a)."""
    if isinstance(item, ae.Clauses):
        if item.then is not None:
            raise fail(item.then, "', then' after a leading duration is not supported yet")
        return attrs.evolve(item, items=tuple(_with_duration(i, duration) for i in item.items))
    if isinstance(item, ae.Clause | ae.MayClause):
        preds = item.predicates
        if not isinstance(preds, ae.Predicates) or preds.duration is not None:
            raise fail(item, "a clause with two durations is not supported")
        return attrs.evolve(item, predicates=attrs.evolve(preds, duration=duration))
    raise fail(item, f"a leading duration on {type(item).__name__} is not supported yet")


@lowers("zones.DurationSentence")
def _duration_sentence(node: az.DurationSentence, env: Env) -> list[Any]:
    """CR 611.2a: "Until end of turn, [clauses]." — the clauses' effects last that long."""
    only(node, "duration", "clauses", "where_x", "period")
    clauses = _with_duration(node.clauses, node.duration)
    return lower(ae.Sentence(clauses, node.where_x, node.period, span=node.span), env)


# ---- "It can't be regenerated." (CR 701.19c)


@attrs.frozen
class NoRegen:
    """A marker: "It / They can't be regenerated." after a destroy effect; folded into that
    effect by :func:`fold_no_regen` (it must apply before the destruction, CR 701.19c)."""

    node: Any


def cant_be_regenerated(node: ae.Cant, env: Env) -> Any:
    """CR 701.19c: "[objects] can't be regenerated [this turn]"."""
    from ...runtime.actions import regenerate as rg
    from ..ast import objects as ao
    from .effects import _duration
    from .objects import object_ref

    subject = env.subject
    if subject is None:
        raise fail(node, "'can't be regenerated' without a subject is not supported yet")
    d = env.predicates.duration if env.predicates is not None else None
    if d is not None:  # "Target creature can't be regenerated this turn."
        _duration(env, ("this turn",))
        return rg.CantBeRegenerated(object_ref(subject, env))
    pronoun = isinstance(subject, ao.Pronoun) and subject.word in ("it", "they")
    that = isinstance(subject, ao.ObjectPhrase) and subject.determiner is not None and (
        subject.determiner.phrase == "that"
    )  # fmt: skip
    if not (pronoun or that):
        raise fail(subject, "'can't be regenerated' of this object is not supported yet")
    return NoRegen(node)


def fold_no_regen(parts: list[Any], marker: NoRegen) -> None:
    """CR 701.19c, 608.2c: "Destroy [objects]. They can't be regenerated." — the objects
    the destroy effect names lose their shields' effect before they are destroyed."""
    from ...runtime.actions import effects as re_
    from ...runtime.actions import regenerate as rg

    last = parts[-1] if parts else None
    if not isinstance(last, re_.Destroy):
        raise fail(marker.node, "'can't be regenerated' not after a destroy effect is not "
                   "supported yet")  # fmt: skip
    parts[-1] = re_.Sequence((rg.CantBeRegenerated(last.what), last))


def check_folded(effect: Any, node: Any) -> None:
    """Refuse an ability where a :class:`NoRegen` marker was not folded into a destroy."""
    seen: set[int] = set()

    def walk(v: Any) -> None:
        if id(v) in seen:
            return
        seen.add(id(v))
        if isinstance(v, NoRegen):
            raise fail(v.node, "'can't be regenerated' here is not supported yet")
        if isinstance(v, tuple | list):
            for x in v:
                walk(x)
        elif attrs.has(type(v)) and not isinstance(v, Node):
            for f in attrs.fields(type(v)):
                walk(getattr(v, f.name, None))

    walk(effect)


# ---- "[effect] unless [player] [action]" (CR 118.12)


def unless_action(node: Any, out: list[Any], env: Env) -> list[Any]:
    """CR 118.12: "sacrifice it unless you sacrifice a Forest", "that player loses 2 life
    unless they pay {2}" — the action is an optional cost; paying it stops the effect. A
    cost other than mana, life, a discard or a sacrifice is paid by the ability's controller
    only (its filters are relative to "you")."""
    from ...runtime.actions import effects as re_
    from ..ast import costs as ac
    from ..ast import objects as ao
    from .costs import lower_cost_item
    from .objects import player_sel

    only(node, "player", "action", "pays")
    action = node.action
    if node.pays:
        if not isinstance(action, ac.ManaCost | ac.PayLife | ae.LifeAmount):
            raise fail(action, "paying this unless cost is not supported yet")
    elif not isinstance(node.player, ao.You) and not isinstance(action, ae.Discard | ae.Sacrifice):
        # discard and sacrifice costs choose among the payer's own cards and permanents
        # ("you" in their filters is the payer, CR 118.12)
        raise fail(node, f"'{node.render()}' by another player is not supported yet")
    if "X" in action.render():
        raise fail(action, "paying X here is not supported yet")
    player = node.player
    if isinstance(player, ao.Pronoun) and player.word == "they":
        # "that player loses 2 life unless they pay {2}": the clause's subject
        if not isinstance(env.subject, ao.Players | ao.PlayerOf):
            raise fail(player, "'they' here is not supported yet")
        player = env.subject
    payer = player_sel(player, env)
    cost = lower_cost_item(action, env)
    body = out[0] if len(out) == 1 else re_.Sequence(tuple(out))
    return [re_.Unless(payer, cost, body)]


# ---- "[effect] at the beginning of the next end step" (CR 603.7)

_TIMES = {
    "at the beginning of the next end step": ("END", "ANY"),
    "at the beginning of your next end step": ("END", "YOU"),
    "at the beginning of the next turn's upkeep": ("UPKEEP", "ANY"),
    "at the beginning of your next upkeep": ("UPKEEP", "YOU"),
    "at end of combat": ("END_OF_COMBAT", "ANY"),
}


#: Key in ``Env.refs``: set while the actions of a delayed trigger are lowered (an action
#: whose result a later sentence reads can't be one of them yet).
DELAYED = "durations.delayed"


def delayed(subject: Any, preds: Any, env: Env, lower_preds: Any) -> list[Any]:
    """CR 603.7a: "[actions] at [time]" — the actions become a delayed triggered ability
    created as this effect resolves; it triggers the next time that step begins."""
    return delayed_at(preds.at_time, env,
                      lambda: lower_preds(subject, attrs.evolve(preds, at_time=None), env),
                      own_targets_ok=True)


def delayed_at(at: Any, env: Env, lower_body: Any, own_targets_ok: bool = False) -> list[Any]:
    """CR 603.7a: a delayed triggered ability created as this effect resolves, triggering
    the next time the step ``at`` names begins ("at the beginning of the next end step");
    its effects are ``lower_body()`` (a list), lowered as a new resolution: "it" and "that
    card" in them are the objects the creating effect named (CR 603.7c)."""
    from ...runtime.actions import effects as re_
    from ...runtime.events.delayed import CreateDelayed
    from ...runtime.events.triggers import BeginningOfStep
    from ...runtime.state.filters import Who
    from ...runtime.state.game_state import Step

    time = _TIMES.get(at.render())
    if time is None:
        raise fail(at, f"'{at.render()}' is not supported yet")
    step, whose = time
    env.refs.pop("references.those", None)  # "those creatures" later: a new resolution (CR 603.7)
    env.refs[DELAYED] = True  # type: ignore[index]
    n_targets = len(env.targets)
    try:
        inner = lower_body()
    finally:
        env.refs.pop(DELAYED, None)  # type: ignore[call-overload]
    if len(env.targets) != n_targets and not own_targets_ok:
        # "At the beginning of the next end step, target land deals 3 damage to that
        # creature": chosen as the delayed ability is put on the stack (CR 603.3d)
        raise fail(at, "targets in a delayed triggered ability are not supported yet")
    body = inner[0] if len(inner) == 1 else re_.Sequence(tuple(inner))
    return [CreateDelayed(BeginningOfStep(Step[step], Who[whose]), body)]


# ---- fight (CR 701.14) and surveil (CR 701.25)


@lowers("effects.Fight")
def _fight(node: Any, env: Env) -> Any:
    """CR 701.14a: "[creature] fights [creature]"."""
    from ...runtime.actions.fight import Fight
    from .effects import _no_duration
    from .objects import object_ref

    only(node, "object")
    _no_duration(node, env)
    if env.subject is None:
        raise fail(node, "a fight without a subject is not supported yet")
    first = object_ref(env.subject, env)
    second = object_ref(node.object, env)
    from ...runtime.state import filters as rf

    if isinstance(first, rf.All) or isinstance(second, rf.All):
        raise fail(node, "a fight between groups is not supported")
    return Fight(first, second)


@lowers("effects.Surveil")
def _surveil(node: Any, env: Env) -> Any:
    """CR 701.25a: "surveil N"."""
    from ...runtime.actions.fight import Surveil
    from .effects import _amount, _no_duration
    from .objects import player_sel

    only(node, "amount")
    _no_duration(node, env)
    return Surveil(_amount(node.amount, env), player_sel(env.subject, env))


# ---- "The next time [a source] would deal damage [to X] this turn, prevent that damage."


@lowers("layers.NextTimeSentence")
def _next_time(node: Any, env: Env) -> list[Any]:
    """CR 615.8, 609.7a, 615.9: a shield against the next damage from one source (of your
    choice, this object or a target) to a recipient (you, a target; or any), this turn."""
    from ...runtime.events.prevention_next import PreventNextFromSource
    from ..ast import objects as ao
    from .effects import _prevention_party
    from .objects import object_filter, object_ref

    only(node, "condition", "clauses")
    cond = node.condition
    if not (isinstance(cond, al.TimedWouldCondition) and cond.duration.render() == "this turn"
            and isinstance(cond.condition, ae.WouldCondition)):  # fmt: skip
        raise fail(cond, "this 'next time' event is not supported yet")
    would = cond.condition
    event = would.event
    if not (isinstance(event, al.WouldDealDamage) and event.kind == "damage"):
        raise fail(event, "this 'next time' event is not supported yet")
    _prevent_that_damage_only(node.clauses)
    obj = would.object
    choice = source = None
    if isinstance(obj, ao.ObjectPhrase) and _of_your_choice(obj):
        items = obj.descriptor.items
        if not (items and isinstance(items[-1], ao.KindWord) and items[-1].word == "source"):
            raise fail(obj, "choosing this source is not supported yet")
        as_perm = attrs.evolve(obj, descriptor=attrs.evolve(
            obj.descriptor, items=items[:-1] + (ao.KindWord("permanent"),)), qualifiers=())
        flt, _kind = object_filter(as_perm, env)
        choice = attrs.evolve(flt, zone=None)
    else:
        source = object_ref(obj, env)
        from ...runtime.state import filters as rf

        if isinstance(source, rf.All):
            raise fail(obj, "a group of sources is not supported here")
    # the recipient: you, any target, an object (None: any recipient)
    to = None if event.recipient is None else _prevention_party(_Recipient(event.recipient), env)
    return [PreventNextFromSource(choice, source, to)]


@attrs.frozen
class _Recipient:
    object: Any


def _of_your_choice(obj: Any) -> bool:
    from ..ast import objects as ao

    q = obj.qualifiers
    return (len(q) == 1 and isinstance(q[0], ao.OfChoice) and q[0].possessor == "your"
            and q[0].form == "choice" and q[0].what is None
            and obj.determiner is not None and obj.determiner.phrase in ("a", "an"))  # fmt: skip


def _prevent_that_damage_only(clauses: Any) -> None:
    items = clauses.items if isinstance(clauses, ae.Clauses) else (clauses,)
    ok = (
        len(items) == 1 and (not isinstance(clauses, ae.Clauses) or clauses.then is None)
        and isinstance(items[0], ae.Clause) and items[0].subject is None
    )  # fmt: skip
    if ok:
        p = items[0].predicates
        acts = p.actions
        ok = (len(acts) == 1 and isinstance(acts[0], al.PreventThatDamage)
              and acts[0].kind == "damage" and p.duration is None and p.for_each is None
              and p.unless is None and not p.instead and p.at_time is None
              and p.as_long_as is None)  # fmt: skip
    if not ok:
        raise fail(clauses, "this 'next time' effect is not supported yet")


# ---- "deals 4 damage to any target and 2 damage to you" (CR 120.3)


@lowers("conjunctions.DealDamageSplit")
def _deal_damage_split(node: Any, env: Env) -> Any:
    """CR 120.3: one source deals different amounts to several recipients in one effect."""
    from ...runtime.actions import effects as re_
    from ...runtime.state import filters as rf
    from ..ast import objects as ao
    from .effects import _amount, _damage, _damage_recipient, _self_source

    only(node, "shares", "serial")
    preds = env.predicates
    if preds is not None and (preds.duration is not None or preds.for_each is not None):
        raise fail(node, "a modifier on split damage is not supported yet")
    source = _self_source(node, env)
    parts = []
    for share in node.shares:
        only(share, "amount", "kind", "recipient")
        if share.kind != "damage":
            raise fail(share, "combat damage as an effect is not supported yet")
        amount = _amount(share.amount, env)
        r = share.recipient
        if isinstance(r, ao.Pronoun) and r.word == "itself":  # the source itself
            to = rf.This() if source is None else source
        else:
            to = _damage_recipient(r, env)
        parts.append(_damage(source, amount, to))
    return re_.Sequence(tuple(parts))


# ---- "Return this card from your graveyard to your hand / the battlefield" (CR 113.6k)


def return_self_from_zone(node: Any, env: Env) -> Any:
    """CR 113.6k, 400.7: an activated or triggered ability whose effect returns "this card
    from your graveyard" functions only while the card is in the graveyard; the effect
    moves that card (the same object, still there) to its owner's hand or onto the
    battlefield."""
    from ...runtime.actions import effects as re_
    from ...runtime.state import filters as rf
    from ...runtime.state.objects import Zone as RZone
    from ..ast import objects as ao

    only(node, "object", "zone", "tapped", "under")
    obj = node.object
    q = obj.zone
    from_gy = (
        isinstance(obj.object, ao.SelfRef) and isinstance(q, ao.InZone)
        and q.preposition == "from" and isinstance(q.zone, ao.Zone)
        and q.zone.name == "graveyard" and isinstance(q.zone.owner, ao.Possessive)
        and q.zone.owner.owner == "your"
    )  # fmt: skip
    if not from_gy:
        raise fail(obj, "this card in this zone is not supported yet")
    if FUNCTIONS_FROM not in env.refs:
        raise fail(obj, "'this card from your graveyard' here is not supported yet")
    env.refs[FUNCTIONS_FROM] = RZone.GRAVEYARD
    z = node.zone
    if isinstance(z, ao.SharedZone) and z.name == "the battlefield":
        under = node.under
        yours = isinstance(under.player, ao.Possessive) and under.player.owner == "your" if (
            under is not None) else True  # fmt: skip
        if not yours:  # "under your control": your card, so its owner's (CR 110.2)
            raise fail(under, "this controller is not supported yet")
        return re_.PutOntoBattlefield(rf.This(), None, (RZone.GRAVEYARD,),
                                      tapped=node.tapped is not None)  # fmt: skip
    hand = isinstance(z, ao.Zone) and z.name == "hand" and isinstance(z.owner, ao.Possessive)
    if not hand or node.tapped or node.under:
        raise fail(z, f"returning to {z.render()!r} is not supported yet")
    owner = z.owner.owner
    if not (owner == "your" or isinstance(owner, ao.PlayerOf) and owner.role == "owner"):
        raise fail(z, f"returning to {z.render()!r} is not supported yet")
    return re_.ReturnToHand(rf.This())  # your card: your hand is its owner's (CR 404.2)


# ---- "exile [objects] until this permanent leaves the battlefield" (CR 610.3)


@lowers("zones.ExileUntilLeaves")
def _exile_until_leaves(node: Any, env: Env) -> Any:
    """CR 610.3: exile until this permanent leaves the battlefield; "that card" is what was
    exiled."""
    from ...runtime.actions.exile_until import ExileUntilLeaves
    from ...runtime.state import filters as rf
    from ..ast import objects as ao
    from .effects import _imperative, _no_duration
    from .objects import object_ref

    only(node, "object", "source")
    _imperative(node, env)
    _no_duration(node, env)
    if not isinstance(node.source, ao.SelfRef) or not env.permanent:
        raise fail(node.source, "'until' another object leaves is not supported yet")
    what = object_ref(node.object, env)
    env.that = rf.Remembered()
    return ExileUntilLeaves(what)


# ---- "When/Whenever [event] this turn, [effect]." (CR 603.7)


@lowers("events.DelayedTrigger")
def _delayed_trigger(node: Any, env: Env) -> list[Any]:
    """CR 603.7a-c: a delayed triggered ability created by an effect, for this turn:
    "whenever" triggers each time the event happens this turn, "when" only the first."""
    from ...runtime.actions import effects as re_
    from ...runtime.events.delayed import CreateDelayed

    only(node, "trigger_word", "event", "duration", "clauses")
    if node.duration.render() != "this turn" or node.trigger_word not in ("when", "whenever"):
        raise fail(node, "this delayed trigger is not supported yet")
    saved = (env.event, env.it, env.event_ref, env.event_player, env.that, env.subject,
             env.predicates)  # fmt: skip
    n_targets = len(env.targets)
    env.refs.pop("references.those", None)  # "those creatures" later: a new resolution (CR 603.7)
    copied = env.refs.get("copies.spell")  # type: ignore[call-overload]
    try:
        pattern = lower(node.event, env)
        body = lower(node.clauses, env)
    finally:
        (env.event, env.it, env.event_ref, env.event_player, env.that, env.subject,
         env.predicates) = saved  # fmt: skip
        # "the copy" after the delayed trigger is the copy it makes later (CR 603.7):
        # lowering.copies folds "You may choose new targets for the copy" into it
        made = env.refs.get("copies.spell")  # type: ignore[call-overload]
        env.refs["copies.spell"] = "later" if made and not copied else copied  # type: ignore[index]
    if len(env.targets) != n_targets:
        raise fail(node.clauses, "targets in a delayed triggered ability are not supported yet")
    effect = body[0] if len(body) == 1 else re_.Sequence(tuple(body))
    return [CreateDelayed(pattern, effect, this_turn=True,
                          one_shot=node.trigger_word == "when")]  # fmt: skip


@lowers("replacements.NextCastEvent")
def _next_cast(node: Any, env: Env) -> Any:
    """CR 603.7c: "When you next cast an instant or sorcery spell this turn, ..." — the
    event of a delayed trigger ("that spell" is the spell cast)."""
    from ...runtime.events import triggers as rt
    from ...runtime.state import filters as rf
    from ..ast import objects as ao
    from .objects import object_filter, player_who

    only(node, "player", "object")
    obj = node.object
    if not (isinstance(obj, ao.ObjectPhrase) and obj.determiner is not None
            and obj.determiner.phrase in ("a", "an")):  # fmt: skip
        raise fail(obj, "this cast event is not supported yet")
    flt, kind = object_filter(obj, env)
    if kind != "spell":
        raise fail(obj, "this cast event is not supported yet")
    by = player_who(node.player)
    env.event = "cast"
    env.event_player = rf.EventPlayer()
    env.event_ref = env.it = rf.EventObject()
    return rt.SpellCastTrigger(attrs.evolve(flt, zone=None), by)


# ---- "Whenever this creature deals [combat] damage to a creature, ..." (CR 120.3, 603.2)


def damage_to_object_trigger(node: Any, env: Env) -> Any:
    """The trigger event; "that creature" is the object dealt damage."""
    from ...runtime.events.triggers_damage import DamagedObject, DamageToObject
    from ...runtime.state import filters as rf
    from ..ast import objects as ao
    from .objects import object_filter

    r = node.recipient
    if r.determiner is None or r.determiner.phrase not in ("a", "an"):
        raise fail(r, "this damage recipient is not supported yet")
    flt, kind = object_filter(r, env)
    if kind != "permanent":
        raise fail(r, "this damage recipient is not supported yet")
    combat = node.kind == "combat damage"
    if isinstance(node.subject, ao.SelfRef):
        env.it = rf.This()
        attached = False
    elif isinstance(node.subject, ao.AttachedRef):
        env.it = rf.AttachedTo()
        attached = True
    else:
        raise fail(node.subject, "damage to an object by this source is not supported yet")
    env.event_ref = DamagedObject()
    return DamageToObject(flt, attached, combat)


@lowers("effects.TapOrUntap")
def _tap_or_untap(node: Any, env: Env) -> Any:
    """CR 701.26: "tap or untap target permanent"."""
    from ...runtime.actions.fight import TapOrUntap
    from .effects import _imperative, _no_duration
    from .objects import object_ref

    only(node, "object")
    _imperative(node, env)
    _no_duration(node, env)
    return TapOrUntap(object_ref(node.object, env))


@lowers("zones.LoseLifeEqual")
def _lose_life_equal(node: Any, env: Env) -> Any:
    """CR 119.3: "[player] loses life equal to [amount]" (the amount as it resolves,
    CR 608.2h)."""
    from ...runtime.actions import effects as re_
    from .effects import _no_duration
    from .objects import amount_of, player_sel

    only(node, "amount")
    _no_duration(node, env)
    return re_.LoseLife(amount_of(node.amount, env), player_sel(env.subject, env))


@lowers("costs.RemoveCounters")
def _remove_counters(node: Any, env: Env) -> Any:
    """CR 122.1: "remove a -1/-1 counter from this creature", "remove all hourglass counters
    from permanents that player controls" as an effect."""
    from ...runtime.actions.fight import RemoveCounters
    from ...runtime.state import filters as rf
    from .effects import _imperative, _no_duration, counter_kind
    from .objects import number, object_ref

    only(node, "verb", "counters", "object")
    _imperative(node, env)
    _no_duration(node, env)
    c = node.counters
    amount = getattr(c.amount, "written", c.amount)
    n = None if amount == "all" else number(c.amount)  # "remove all -1/-1 counters from it"
    if n is not None and not isinstance(n, int):
        raise fail(c, "removing X counters is not supported yet")
    what = object_ref(node.object, env)
    if isinstance(what, rf.All) and what.filter.zone is not None and (
        what.filter.zone.name != "BATTLEFIELD"
    ):  # fmt: skip
        raise fail(node.object, "removing counters from these is not supported yet")
    return RemoveCounters(counter_kind(c.kind), n, what)


def discard_of_kind(c: Any, who: Any, env: Env) -> Any:
    """CR 701.9a: "discards all nonland cards" / "discards a creature card" (chosen by the
    discarding player)."""
    from ...runtime.actions.discard import DiscardAllOf, DiscardSomeOf
    from ...runtime.state.objects import Zone as RZone
    from .objects import number, object_filter

    det = c.determiner.phrase if c.determiner is not None else None
    if c.qualifiers or det not in ("all", "a", "an", "#"):
        raise fail(c, "discarding these cards is not supported yet")
    flt, kind = object_filter(c, env)
    if kind != "card" or flt.zone not in (None, RZone.HAND) or flt.controller.name != "ANY":
        raise fail(c, "discarding these cards is not supported yet")
    flt = attrs.evolve(flt, zone=None)
    if det == "all":
        return DiscardAllOf(flt, who)
    n = 1 if det in ("a", "an") else number(c.determiner.count)
    return DiscardSomeOf(flt, n, who)
