"""Trigger events (CR 603.2; the nodes are in compiler/ast/events.py): cycling and discarding
(CR 702.29c-d), casting or copying, attacks and blocks, counters put; saga chapters (CR
714); and alternative costs of spells (CR 118.9: "You may [cost] rather than pay this
spell's mana cost")."""

from __future__ import annotations

from typing import Any

import attrs

from .core import Env, ast_area, fail, isinstance_of, lower, lowering, lowers, only, runtime
from .objects import fixed_number, object_filter, player_who

ren = runtime("actions.energy")
rsg = runtime("events.sagas")
rst = runtime("events.trigger_events")
rcy = runtime("keywords.cycling")
rf = runtime("state.filters")
aa = ast_area("abilities")
acb = ast_area("combat")
ac = ast_area("costs")
ae = ast_area("effects")
aev = ast_area("events")
ao = ast_area("objects")
ap = ast_area("permissions")
acj = ast_area("conjunctions")
at = ast_area("triggers")

#: "a card" / "another card": the cycled or discarded card comes from a hand, so it is
#: never the permanent whose ability triggers ("another" holds by itself).
_ANY_CARD = ("a card", "another card")


@lowers("events.CycleEvent")
def _cycle(node, env):
    """CR 702.29c-d: "When you cycle this card" / "Whenever [a player] cycles a card"."""
    env.event = "cycle"
    who = player_who(node.subject)
    if isinstance(node.object, ao.SelfRef):
        if who is not rf.Who.YOU:
            raise fail(node, f"'{node.render()}' is not supported yet")
        env.it = rf.This()  # the card, now where cycling put it (CR 702.29d)
        return rcy.CycleTrigger(who, this=True)
    if node.object.render() not in _ANY_CARD:
        raise fail(node.object, f"'{node.render()}' is not supported yet")
    env.event_player = rf.EventPlayer()
    return rcy.CycleTrigger(who)


@lowers("events.CycleOrDiscardEvent")
def _cycle_or_discard(node, env):
    """CR 702.29a, 701.9: "Whenever you cycle or discard a card" — cycling discards the card
    as a cost, so each card cycled or discarded is one discard event (it triggers once)."""
    env.event = "discard"
    if node.object.render() not in _ANY_CARD:
        raise fail(node.object, f"'{node.render()}' is not supported yet")
    env.event_player = rst.EventOwner()
    env.event_ref = env.it = rf.EventObject(new=True)
    return rst.Discards(player_who(node.subject))


# ---- alternative costs of spells (CR 118.9)


def alternative_cost_line(node: Any) -> tuple[Any, Any] | None:
    """The (condition, AlternativeCost) of a line that is only "[If ...,] you may [cost]
    rather than pay this spell's mana cost." (None: another line)."""
    if not isinstance(node, aa.SpellOrStaticAbility) or len(node.effects.sentences) != 1:
        return None
    sentence = node.effects.sentences[0]
    condition = None
    if isinstance(sentence, ae.ConditionalSentence):
        condition, clauses = sentence.condition, sentence.clauses
    elif isinstance(sentence, ae.Sentence) and sentence.where_x is None:
        clauses = sentence.clauses
    else:
        return None
    if not isinstance(clauses, ae.Clauses) or clauses.then is not None or len(clauses.items) != 1:
        return None
    item = clauses.items[0]
    if isinstance_of(item, ap, "AlternativeCost") or _free_cast_of_this_spell(item):
        return (condition, item)
    return None


def _free_cast_of_this_spell(item: Any) -> bool:
    """CR 118.9, 601.2b: "you may cast this spell without paying its mana cost" — an
    alternative cost with nothing to pay."""
    acts = getattr(getattr(item, "predicates", None), "actions", ())
    if not (isinstance(item, ae.MayClause) and isinstance(item.subject, ao.You)
            and len(acts) == 1 and isinstance(acts[0], ae.CastSpells)):  # fmt: skip
        return False
    cast = acts[0]
    return (isinstance(cast.object, ao.SelfRef) and cast.object.form == "spell"
            and not cast.this_way and cast.without_paying is not None
            and cast.without_paying.costs == "mana cost")  # fmt: skip


def alternative_cost(condition: Any, node: ap.AlternativeCost, env: Env) -> tuple[Any, ...]:
    """CR 118.9: the cost components paid instead of the mana cost (no mana component: the
    spell's mana cost isn't paid; the cast uses the alternative's own mana, if any)."""
    if _free_cast_of_this_spell(node):  # "you may cast this spell without paying its mana
        only(node.predicates, "actions")  # cost": nothing instead of it
        if condition is None:
            return ()
        from .conditions import lower_condition

        return (rcy.ConditionCost(lower_condition(condition, env)),)
    inst = node.instead_of
    ok = (
        isinstance(node.subject, ao.You) and isinstance(inst, ap.RatherThanPay)
        and isinstance(inst.cost, ap.CostRef) and inst.cost.kind == "mana cost"
        and isinstance(inst.cost.owner, ao.Possessive)
        and isinstance(inst.cost.owner.owner, ao.SelfRef)
    )  # fmt: skip
    if not ok:
        raise fail(node, f"'{node.render()}' is not supported yet")
    only(node.predicates, "actions")
    out: list[Any] = []
    if condition is not None:
        from .conditions import lower_condition

        out.append(rcy.ConditionCost(lower_condition(condition, env)))
    for action in node.predicates.actions:
        out.extend(_alt_cost_item(action, env))
    return tuple(out)


def _from_your_hand(obj: Any) -> bool:
    return isinstance(obj, ao.ObjectPhrase) and any(
        isinstance(q, ao.InZone) and q.preposition == "from" and isinstance(q.zone, ao.Zone)
        and q.zone.name == "hand" and isinstance(q.zone.owner, ao.Possessive)
        and q.zone.owner.owner == "your"
        for q in obj.qualifiers
    )  # fmt: skip


def _alt_cost_item(action: Any, env: Env) -> tuple[Any, ...]:
    """One cost component; also "exile [N] [filter] card(s) from your hand" and "discard a
    [filter] card" (CR 118.3)."""
    from ...runtime.stack import costs as rc
    from ...runtime.state.objects import Zone as RZone
    from .costs import _chosen, lower_cost_item

    if "X" in action.render():
        raise fail(action, "an alternative cost with X is not supported yet")
    if isinstance(action, ae.Exile) and _from_your_hand(action.object):
        obj = action.object
        rest = tuple(q for q in obj.qualifiers if not _from_your_hand(attrs.evolve(
            obj, qualifiers=(q,))))  # fmt: skip
        flt, n = _chosen(attrs.evolve(obj, qualifiers=rest), env, "card")
        return (rc.ExileCost(attrs.evolve(flt, zone=RZone.HAND), n, RZone.HAND),)
    if isinstance(action, ae.Sacrifice) and isinstance(action.object, ao.ObjectPhrase):
        obj = action.object  # "two Mountains": only your own can be sacrificed (701.21a)
        if obj.determiner is None or obj.determiner.phrase != "#" or obj.determiner.count is None:
            return lower_cost_item(action, env)
        flt, kind = object_filter(obj, env)
        if kind != "permanent" or flt.controller not in (rf.Who.ANY, rf.Who.YOU):
            raise fail(obj, "this sacrifice cost is not supported yet")
        n = fixed_number(obj.determiner.count)
        return (rc.SacrificeCost(attrs.evolve(flt, controller=rf.Who.YOU), n),)
    if isinstance(action, ae.Discard) and isinstance(action.cards, ao.ObjectPhrase):
        c = action.cards
        if not c.qualifiers:
            flt, n = _chosen(c, env, "card")
            return (rc.DiscardCost(flt, n),)
    return lower_cost_item(action, env)


# ---- Sagas (CR 714)


@lowers("abilities.SagaChapter")
def _saga_chapter(node: aa.SagaChapter, env: Env) -> list[Any]:
    """CR 714.2b-c: "I, II — [effect]" is one chapter ability per numeral, each triggering
    when lore counters put on this Saga reach its number (the runtime adds the counters,
    714.3, and sacrifices the Saga after its final chapter, 714.4)."""
    from ...runtime.state import abilities as ra
    from .effects import lower_effects

    only(node, "chapters", "ability")
    ability = node.ability
    if not isinstance(ability, aa.SpellOrStaticAbility):
        raise fail(ability, "this chapter ability is not supported yet")
    env.it = rf.This()
    effect = lower_effects(ability.effects, env)
    targets = tuple(env.targets)
    lowering("targets").x_targets_problem(targets, node, False)  # CR 714.2b: a trigger
    return [ra.TriggeredAbility(rsg.ChapterTrigger(n), effect, targets) for n in node.numbers]


# ---- "When this creature enters or [another event]" (CR 603.2)


def _zone_word(zone: Any) -> Any:
    from ...runtime.state.objects import Zone as RZone

    name = getattr(zone, "name", None)
    return {"graveyard": RZone.GRAVEYARD, "exile": RZone.EXILE}.get(name or "")


def _self_action(action: aev.EventAction, env: Env) -> tuple[Any, bool]:
    """The pattern of the second event of "this [permanent] enters or [action]" and whether
    it is a leaves-the-battlefield event."""
    from ...runtime.events import triggers as rt
    from ...runtime.state.objects import Zone as RZone

    if not isinstance(action, aev.EventAction):  # "enters or transforms into" (CR 701.27e)
        from .double_faced import transforms_into_this

        return transforms_into_this(action), False
    a = action.action
    if a == "attack":
        return rt.Attacks(this=True), False
    if a == "tapped" and action.kind == "tapped":  # CR 701.26
        return rst.BecomesTapped(this=True), False
    if a == "die":
        return rt.Dies(this=True), True
    if a == "leave":
        return rt.ZoneChangeTrigger(from_zone=RZone.BATTLEFIELD, this=True), True
    if a == "deal" and action.kind == "combat damage" and action.object is not None:
        r = action.object
        if isinstance(r, ao.Players) and (r.determiner, r.noun) == ("a", "player"):
            return rt.DealsDamage(True, True), False
    if a == "put" and action.kind == "into":
        to = _zone_word(action.object)
        frm = action.from_zone
        from_bf = isinstance(frm, ao.SharedZone) and frm.name == "the battlefield"
        owner = getattr(action.object, "owner", None)
        any_owner = isinstance(owner, ao.ZoneDeterminer) and owner.phrase == "a"
        if to is not None and from_bf and (any_owner or to is RZone.EXILE):
            return rt.ZoneChangeTrigger(to, RZone.BATTLEFIELD, this=True), True
    raise fail(action, f"'{action.render()}' in an either-event trigger is not supported yet")


def _either_described(node: aev.EitherEvent, env: Env) -> Any:
    """CR 603.2: "Whenever a creature you control enters or attacks", "Whenever your
    commander enters or attacks" (CR 903.3d) — either event of an object the subject
    describes. "It" would be the entering object for one event and the attacker for the
    other: the effect may not refer to it."""
    from ...runtime.events import triggers as rt
    from .triggers import _subject_filter

    second = node.second
    if node.first != "enter" or not (isinstance(second, aev.EventAction)
                                     and second.action == "attack"):  # fmt: skip
        raise fail(node.subject, "this either-event trigger subject is not supported yet")
    flt = _subject_filter(node.subject, env)
    env.event = "either"
    env.it = env.event_ref = None
    return rcy.EitherOf((rt.Enters(flt), rt.Attacks(flt)))


@lowers("events.EitherEvent")
def _either(node: aev.EitherEvent, env: Env) -> Any:
    """CR 603.2, 603.10a: "When this creature enters or dies", "... enters or attacks",
    "... enters or leaves the battlefield", "... enters or deals combat damage to a
    player", "... enters or is put into a graveyard from the battlefield"."""
    from ...runtime.events import triggers as rt

    if not isinstance(node.subject, ao.SelfRef):
        return _either_described(node, env)
    env.event = "either"
    first = rt.Enters(this=True) if node.first == "enter" else rt.Dies(this=True)
    second, leaves = _self_action(node.second, env)
    if leaves or node.first == "die":
        # "it" would be the permanent on the battlefield for one event and the new object
        # for the other: only "this [permanent]" (its last known information) is kept.
        env.it = None
    else:
        env.it = rf.This()
    return rcy.EitherOf((first, second))


@lowers("conjunctions.CompoundEvent")
def _compound(node: acj.CompoundEvent, env: Env) -> Any:
    """CR 603.2: one triggered ability with two trigger events ("When this artifact enters
    and when you sacrifice it", "When this creature enters and at the beginning of your
    upkeep"). A reference of the effect ("it", "that player") must name the same thing
    for both events, or it names nothing."""
    steps = (at.StepEvent, acb.CombatStepEvent, aev.StepOfPlayerEvent)
    if (node.word == "at") != isinstance(node.second, steps):
        raise fail(node.second, "this trigger word before this event is not supported yet")
    if isinstance(node.first, steps):
        raise fail(node.first, "a step event before another event is not supported yet")
    keys = ("event", "it", "event_ref", "event_player", "that")
    before = {k: getattr(env, k) for k in keys}
    first = lower(node.first, env)
    after_first = {k: getattr(env, k) for k in keys}
    for k, v in before.items():
        setattr(env, k, v)
    second = lower(node.second, env)
    for k in keys:
        if getattr(env, k) != after_first[k]:
            setattr(env, k, None)
    return rcy.EitherOf((first, second))


# ---- energy (CR 107.14)


@lowers("effects.GetEnergy")
def _get_energy(node: ae.GetEnergy, env: Env) -> Any:
    """CR 107.14, 122.1: "[player] get(s) {E}{E}"."""
    from .effects import _no_duration, player_sel

    _no_duration(node, env)
    return ren.GetEnergy(node.amount, player_sel(env.subject, env))


def energy_cost(node: Any) -> tuple[Any, ...]:
    """CR 107.14: "Pay {E}{E}" / "{E}{E}" as a cost."""
    from ...compiler.ast import actions as aac

    n = node.amount if isinstance(node, ac.EnergyCost) else None
    if isinstance(node, aac.PayEnergy):
        n = node.energy.upper().count("{E}")
    if not n:
        raise fail(node, "this energy cost is not supported yet")
    return (ren.EnergyCost(n),)


# ---- combat and untap triggers


def becomes_untapped(node: Any, env: Env) -> Any:
    """CR 701.26: "Whenever [this / a filter] permanent becomes untapped" (inspired)."""
    from .triggers import _subject_filter

    if isinstance(node.subject, ao.SelfRef):
        env.it = rf.This()
        return rcy.BecomesUntapped(this=True)
    env.event_ref = env.it = rf.EventObject()
    return rcy.BecomesUntapped(_subject_filter(node.subject, env))


@lowers("combat.AttacksUnblockedEvent")
def _attacks_unblocked(node: acb.AttacksUnblockedEvent, env: Env) -> Any:
    """CR 509.3g: "Whenever this creature attacks and isn't blocked"."""
    if not isinstance(node.subject, ao.SelfRef):
        raise fail(node.subject, f"'{node.render()}' is not supported yet")
    env.event = "attacks"
    env.it = rf.This()
    return rcy.AttacksUnblocked()


@lowers("events.CastOrCopyEvent")
def _cast_or_copy(node: aev.CastOrCopyEvent, env: Env) -> Any:
    """CR 601.2i, 707.10: "Whenever you cast or copy an instant or sorcery spell"
    (magecraft)."""
    env.event = "cast"
    env.event_player = rf.EventPlayer()
    by = player_who(node.subject)
    spell = node.spell
    if (
        not isinstance(spell, ao.ObjectPhrase) or spell.determiner is None
        or spell.determiner.phrase not in ("a", "an")
    ):  # fmt: skip
        raise fail(spell, "this cast-or-copy trigger is not supported yet")
    flt, kind = object_filter(spell, env)
    if kind != "spell":
        raise fail(spell, "this cast-or-copy trigger is not supported yet")
    return rcy.CastOrCopyTrigger(attrs.evolve(flt, zone=None), by)


@lowers("combat.BecomesBlockedByEvent")
def _blocked_by(node: acb.BecomesBlockedByEvent, env: Env) -> Any:
    """CR 509.3d: "Whenever this / equipped creature becomes blocked by a [filter]
    creature" — once per such blocker; "that creature" is the blocker."""
    from .triggers import _subject_filter

    env.event = "blocked"
    blocked = None
    if isinstance(node.subject, ao.SelfRef):
        attached = False
    elif isinstance(node.subject, ao.AttachedRef):
        attached = True
    elif type(node.subject).__name__ == "RingBearerRef":  # CR 701.54c, 701.54e
        attached, blocked = False, _subject_filter(node.subject, env)
    else:
        raise fail(node.subject, f"'{node.render()}' is not supported yet")
    flt = _subject_filter(node.by, env)
    env.event_ref = rf.EventObject()
    env.it = rf.AttachedTo() if attached else rf.This()
    if blocked is not None:
        env.it = None  # the blocked creature has no pronoun here
        return rcy.BlockedBy(flt, attached, blocked)
    return rcy.BlockedBy(flt, attached)


@lowers("combat.AttacksPlayerEvent")
def _attacks_you(node: acb.AttacksPlayerEvent, env: Env) -> Any:
    """CR 508.3a: "Whenever a [filter] creature attacks you [or a planeswalker you
    control]" — once per attacking creature."""
    from .triggers import _subject_filter

    env.event = "attacks"
    if not isinstance(node.attacked, ao.You):
        raise fail(node.attacked, f"'{node.render()}' is not supported yet")
    pws = False
    if node.or_object is not None:
        if node.or_object.render() != "a planeswalker you control":
            raise fail(node.or_object, f"'{node.render()}' is not supported yet")
        pws = True
    flt = _subject_filter(node.subject, env)
    env.event_ref = env.it = rf.EventObject()
    return rcy.AttacksYou(flt, pws)


@lowers("events.CountersPutEvent")
def _counters_put(node: aev.CountersPutEvent, env: Env) -> Any:
    """CR 122.6: "Whenever one or more [kind] counters are put on [this creature / a
    filter creature]"."""
    from .effects import counter_kind
    from .triggers import _subject_filter

    env.event = "counters"
    if (node.number, node.comparator, node.noun) != ("one", "or more", "counters"):
        raise fail(node, f"'{node.render()}' is not supported yet")
    kind = counter_kind(node.kind)
    if isinstance(node.object, ao.SelfRef):
        env.it = rf.This()
        return rcy.CountersPut(kind, this=True)
    flt = _subject_filter(node.object, env)
    env.event_ref = env.it = rf.EventObject()
    return rcy.CountersPut(kind, flt)


def graveyard_owner(zone: Any) -> Any:
    """Whose graveyard "a / a player's / your / an opponent's graveyard" is (CR 404.1), as a
    relation to the ability's controller; None if another phrase."""
    owner = getattr(zone, "owner", None)
    if isinstance(owner, ao.ZoneDeterminer):
        return rf.Who.ANY if owner.phrase == "a" else None
    if isinstance(owner, ao.Possessive):
        if owner.owner == "your":
            return rf.Who.YOU
        if isinstance(owner.owner, ao.Players) and owner.owner.or_object is None:
            pair = (owner.owner.determiner, owner.owner.noun)
            return {("an", "opponent"): rf.Who.OPPONENT, ("a", "player"): rf.Who.ANY}.get(pair)
    return None


@lowers("events.CrankEvent")
def _crank(node: Any, env: Env) -> Any:
    """Cranking a Contraption is an Unstable mechanic, which the CR leaves out (CR 701.45a):
    no rule defines it, so it can't run."""
    raise fail(node, "Contraptions and cranking them are not in the CR (Unstable; see "
                     "CR 701.45a)")  # fmt: skip
