"""Static abilities of permanents (CR 604, 611.3, 613) and replacement effects written as
sentences (CR 614): a line of effects on a permanent card (CR 113.3d)."""

from __future__ import annotations

from typing import Any

import attrs

from ...runtime.state.objects import Zone as RZone
from .conditions import lower_condition
from .core import Env, ast_area, fail, isinstance_of, only, runtime, runtime_class
from .effects import _bind_x, _pt_amounts, counter_kind, pt_change
from .objects import amount_of, fixed_number, number, object_filter, player_sel
from .players import player_group
from .statics_activation import PREVIOUS_SUBJECT, cant_be_activated, is_abilities_of
from .statics_affected import affected_group

rc = runtime("continuous.layers")
rsr = runtime("continuous.restrictions")
rcnd = runtime("events.conditions")
rr = runtime("events.replacement")
ra = runtime("state.abilities")
rf = runtime("state.filters")
acb = ast_area("combat")
acj = ast_area("conjunctions")
acn = ast_area("counters")
ae = ast_area("effects")
aev = ast_area("events")
al = ast_area("layers")
ao = ast_area("objects")
ast_ = ast_area("statics")


#: Key in ``Env.refs`` while a static sentence with "where X is" is lowered.
WHERE_X = "where_x"
#: Amounts read from power or toughness: in a power/toughness change they would depend on
#: the layer being applied (CR 613.8); refused there.
_STAT_AMOUNTS = ("StatOf", "GreatestStat", "TotalStat")


def _where_x(sentence: ae.Sentence, env: Env) -> list[Any]:
    """CR 107.3, 611.3a: "This creature gets −X/−X, where X is your life total.", "This
    creature enters with X +1/+1 counters on it, where X is ...": X of the static ability
    is that amount, determined continuously (each time the effect is applied) or as the
    permanent enters (CR 614.12)."""
    amount = amount_of(sentence.where_x.amount, env)
    env.refs[WHERE_X] = amount
    try:
        body = attrs.evolve(sentence, where_x=None)
        lowered = lower_static(ae.Effects((body,), span=sentence.span), env)
    finally:
        del env.refs[WHERE_X]
    bound = [0]
    out = []
    for ability in lowered:
        before = bound[0]
        ability = _bind_x(ability, amount, bound, top=True)
        if bound[0] > before and isinstance(getattr(ability, "effect", None), rc.ModifyPT) and (
            type(amount).__name__ in _STAT_AMOUNTS
        ):  # fmt: skip
            raise fail(sentence.where_x, "a power/toughness change by a power or toughness "
                       "is not supported yet")  # fmt: skip
        out.append(ability)
    if not bound[0]:
        raise fail(sentence.where_x, "'where X is' names an X the runtime doesn't read")
    return out


def lower_static(node: ae.Effects, env: Env) -> list[Any]:
    """Each sentence of a static line as runtime static or replacement abilities."""
    from .combat import exert_ability, exert_line
    from .opening_hand import opening_hand_ability

    if exert_line(node):  # "You may exert this creature as it attacks." (CR 701.43d)
        return [exert_ability(node, env)]
    opening = opening_hand_ability(node, env)
    if opening is not None:  # functions in the opening hand (CR 103.6)
        return [opening]
    out: list[Any] = []
    for sentence in node.sentences:
        if isinstance(sentence, ae.Sentence):
            if sentence.where_x is not None:
                out.extend(_where_x(sentence, env))
                continue
            only(sentence, "clauses", "where_x", "period")
            clauses = sentence.clauses
            only(clauses, "items", "then", "conjunction")
            if clauses.then is None and len(clauses.items) == 1 and isinstance(
                clauses.items[0], ae.MayClause
            ):  # "You may play an additional land on each of your turns."
                from .replacements import may_static

                out.extend(may_static(clauses.items[0], env))
                continue
            if clauses.then is not None or not all(isinstance(c, ae.Clause) for c in clauses.items):
                raise fail(clauses, "this static sentence is not supported yet")
            subject = None
            parts: list[Any] = []
            for clause in clauses.items:
                # "Enchanted creature gets +2/+2, has vigilance, and can't attack you": the
                # later clauses share the first one's subject.
                if clause.subject is None and subject is not None:
                    clause = attrs.evolve(clause, subject=subject)
                env.refs[PREVIOUS_SUBJECT] = subject  # "..., and its activated abilities"
                subject = clause.subject
                parts.extend(_static_clause(clause, env))
            env.refs.pop(PREVIOUS_SUBJECT, None)
            out.extend(_parts_of_one_effect(parts, sentence))
        elif isinstance(sentence, ae.ConditionalSentence) and self_cost_change(sentence):
            # "If you weren't the starting player, this spell costs {1} less to cast."
            cond = lower_condition(sentence.condition, env)  # CR 601.2f, 611.3a
            (clause,) = sentence.clauses.items
            out.extend(conditional(a, cond) for a in _static_clause(clause, env))
        elif isinstance(sentence, ae.ConditionalSentence) and _may_cast_self(sentence):
            # "If [condition], you may cast this spell as though it had flash." (CR 601.3b)
            from .replacements import may_static

            cond = lower_condition(sentence.condition, env)
            (clause,) = sentence.clauses.items
            out.extend(conditional(a, cond) for a in may_static(clause, env))
        elif isinstance(sentence, ae.ConditionalSentence):
            found = _replacement(sentence, env)
            out.extend(found if isinstance(found, list) else [found])
        elif isinstance(sentence, ae.AsLongAsSentence):
            out.extend(_as_long_as_sentence(sentence, env))
        elif type(sentence).__name__ == "QuotedEndConditionSentence" and (
            sentence.lead == "as long as"
        ):  # 'As long as [condition], this creature has "[ability]."' (CR 113.2c, 611.3a)
            plain = ae.AsLongAsSentence(sentence.condition, sentence.clauses, span=sentence.span)
            out.extend(_as_long_as_sentence(plain, env))
        elif isinstance_of(sentence, al, "StatDefinitions"):  # CR 604.3
            from .statics_cda import stat_definitions

            out.extend(stat_definitions(sentence, env))
        elif type(sentence).__name__ == "DurationSentence" and sentence.where_x is None and (
            sentence.duration.render() in _TURN_PERIODS
        ):  # "During your turn, this creature has first strike." (CR 611.3a, 500.7)
            turn = rcnd.IsTurn(rf.Who.YOU)
            if not _TURN_PERIODS[sentence.duration.render()]:
                turn = rcnd.Not(turn)
            body = ae.Sentence(sentence.clauses, span=sentence.span)
            for a in lower_static(ae.Effects((body,), span=sentence.span), env):
                if isinstance(a, ra.StaticAbility) and a.condition is not None or not (
                    isinstance(a, ra.StaticAbility | ra.ReplacementAbility)
                ):
                    raise fail(sentence, "this static ability during your turn is not "
                               "supported yet")  # fmt: skip
                out.append(conditional(a, turn))
        elif isinstance_of(sentence, acb, "CastRestriction", "CastRestrictionBefore"):
            from .combat import cast_restriction  # CR 601.3, 113.6e

            out.append(cast_restriction(sentence, env))
        elif type(sentence).__name__ == "AsItEntersSentence":  # "As it enters, choose ..."
            from .choices import as_it_enters_choice

            out.extend(as_it_enters_choice(sentence, env))
        elif type(sentence).__name__ == "DoesntRemove" and out:
            out[-1] = _sparing_this_aura(out[-1], sentence)
        else:
            raise fail(sentence, f"the static {type(sentence).__name__} is not supported yet")
    return out


def _crews_counting(action: Any, subject: Any) -> Any:
    """CR 702.122a, 702.171a: "This creature saddles Mounts and crews Vehicles as though its
    power were 2 greater.", "This creature crews Vehicles using its toughness rather than
    its power." (the power it counts with as it taps for those costs)."""
    if not isinstance(subject, ao.SelfRef):
        raise fail(subject, "counting another creature's crew power is not supported yet")
    parts = action.measure.parts
    crews = any(a.lower().startswith("crew") for a in action.actions)
    saddles = any(a.lower().startswith("saddle") for a in action.actions)
    rkp = runtime("keywords.permanents")
    if parts[:2] == ("as", "though") and parts[3] == "power" and parts[-1] == "greater":
        return ra.StaticAbility(rkp.CrewPower(crews, saddles, more=fixed_number(parts[5])),
                                rf.This())  # fmt: skip
    if parts[0] == "using" and parts[2] == "toughness" and parts[-1] == "power":
        return ra.StaticAbility(rkp.CrewPower(crews, saddles, toughness=True), rf.This())
    raise fail(action.measure, f"'{action.measure.render()}' is not supported yet")


def _may_cast_self(sentence: Any) -> bool:
    """ "If ..., you may cast this spell as though it had flash." (CR 601.3b)."""
    items = getattr(sentence.clauses, "items", ())
    if len(items) != 1 or not isinstance(items[0], ae.MayClause):
        return False
    acts = items[0].predicates.actions
    return len(acts) == 1 and isinstance_of(acts[0], acb, "CastAsThough") and isinstance(
        acts[0].object, ao.SelfRef)  # fmt: skip


def _sparing_this_aura(granting: Any, sentence: Any) -> Any:
    """CR 702.16c: "Enchanted creature has protection from black. This effect doesn't
    remove this Aura." — the protection the previous sentence grants spares this Aura."""
    rprot = runtime("continuous.protection")
    abilities = getattr(granting.effect, "abilities", ()) if isinstance(
        granting, ra.StaticAbility) else ()  # fmt: skip
    if not isinstance(sentence.object, ao.SelfRef) or not isinstance(
        granting.effect, rc.AddAbilities
    ) or not any(isinstance(a, ra.Protection) for a in abilities):  # fmt: skip
        raise fail(sentence, f"'{sentence.render()}' here is not supported yet")
    spared = tuple(rprot.ProtectionSparingAura(inner=a) if isinstance(a, ra.Protection) else a
                   for a in abilities)  # fmt: skip
    return attrs.evolve(granting, effect=rc.AddAbilities(spared))


#: The periods of a "During ..., ..." static ability (CR 500.7, 611.3a): whether it applies
#: during your turns (True) or during the other players' turns (False).
_TURN_PERIODS = {"during your turn": True, "during turns other than yours": False}


def _parts_of_one_effect(abilities: list[Any], sentence: Any) -> list[Any]:
    """CR 613.6: the statics one sentence lowers to for the same objects ("This creature is
    black and gets +1/+1.") are the parts of one effect applying in several layers: they
    share a ``part_of`` name, so once one part applies, the others keep applying to the same
    objects even if the ability is removed in between."""
    statics = [a for a in abilities if isinstance(a, ra.StaticAbility) and a.part_of is None]
    by_affected: dict[Any, list[Any]] = {}
    for a in statics:
        by_affected.setdefault(repr(a.affected), []).append(a)
    shared = {id(a) for group in by_affected.values() if len(group) > 1 for a in group}
    if not shared:
        return abilities
    name = sentence.render()
    return [attrs.evolve(a, part_of=name) if id(a) in shared else a for a in abilities]


def _affected(subject: Any, env: Env) -> Any:
    """What a static ability applies to: itself, the permanent it's attached to, or every
    object matching a filter (CR 611.3a: re-evaluated continuously)."""
    if isinstance(subject, ao.Pronoun) and subject.word == "it":
        if isinstance(env.it, rf.This | rf.AttachedTo):  # "As long as this creature is
            return env.it  # equipped, it has menace."
        raise fail(subject, "'it' has no antecedent the runtime can follow")
    if isinstance(subject, ao.SelfRef):
        return rf.This()
    if isinstance(subject, ao.AttachedRef):
        return rf.AttachedTo()
    if type(subject).__name__ == "RingBearerRef":  # CR 701.54e: "Your Ring-bearer is ..."
        return object_filter(subject, env)[0]
    if isinstance(subject, ao.ObjectPhrase):
        det = subject.determiner.phrase if subject.determiner else None
        if det in (None, "other", "all") and subject.plural or det in ("each", "each other"):
            flt, kind = object_filter(subject, env)
            if kind != "permanent":
                raise fail(subject, "a static ability on these objects is not supported yet")
            if det in ("other", "each other"):
                flt = attrs.evolve(flt, other=True)
            return flt
    group = affected_group(subject, env)  # "Equipped creatures you control", lists
    if group is not None:
        return group
    raise fail(subject, "a static ability on this subject is not supported yet")


def _static_clause(clause: ae.Clause, env: Env) -> list[Any]:
    only(clause, "subject", "predicates")
    preds = clause.predicates
    only(preds, "actions", "duration", "duration_first", "for_each", "unless", "as_long_as",
         "instead", "at_time")  # fmt: skip
    for name in ("duration", "at_time"):
        if getattr(preds, name) is not None:
            raise fail(getattr(preds, name), f"'{getattr(preds, name).render()}' in a static "
                       "ability is not supported yet")  # fmt: skip
    if preds.instead:
        raise fail(preds, "'instead' here is not supported yet")
    subject = clause.subject
    from .statics_prevent import is_prevention, static_prevention

    if subject is None and len(preds.actions) == 1 and is_prevention(preds.actions[0]):
        if preds.unless is not None or preds.for_each is not None or preds.as_long_as:
            raise fail(preds, "this static prevention is not supported yet")
        return static_prevention(preds.actions[0], env)  # CR 615.1
    if subject is None:
        raise fail(clause, "a static ability without a subject is not supported yet")
    out: list[Any] = []
    if isinstance(preds.unless, ae.UnlessPays):
        return [_attack_tax(clause, env)]
    per_attack = _per_attack(preds)
    per_block = _per_block(preds, subject)
    if per_attack or per_block:
        env.event = "attacks"  # "defending player": the player it would attack (CR 506.2)
    cond = _clause_condition(preds, subject, env)
    if per_attack or per_block:
        env.event = None
    if per_attack:
        return [ra.StaticAbility(rsr.CantAttackIf(cond), _affected(subject, env))]
    if cond is not None:
        plain = attrs.evolve(preds, unless=None, as_long_as=None)
        inner = _static_clause(attrs.evolve(clause, predicates=plain), env)
        return [conditional(a, cond) for a in inner]
    if preds.unless is not None:
        raise fail(preds.unless, "this 'unless' in a static ability is not supported yet")
    if preds.for_each is not None:
        return [_per_each(preds, subject, env)]
    for action in preds.actions:
        out.extend(_static_action(action, subject, env))
    return out


_CANT_ATTACK_YOU = ("attack you or planeswalkers you control",)


def _static_action(action: Any, subject: Any, env: Env) -> list[Any]:
    if isinstance_of(action, acj, "CantEither"):  # CR 101.2: "can't A or B", each forbidden
        return [a for part in action.parts for a in _static_action(part, subject, env)]
    if is_abilities_of(subject):  # "Activated abilities of artifacts can't be activated."
        return cant_be_activated(action, subject, env)
    if isinstance_of(action, ast_, "EntersTapped") and isinstance(subject, ao.ObjectPhrase):
        from .replacement_actions import others_enter_tapped

        return [others_enter_tapped(action, subject, env)]
    if type(action).__name__ == "CrewsCounting":
        return [_crews_counting(action, subject)]
    if isinstance_of(action, al, "EntersWithAdditional"):
        from .replacement_actions import others_enter_with_counters

        if isinstance(subject, ao.SelfRef) and action.amount is None:  # CR 614.1c, 122.6
            n = number(action.quantity)
            if isinstance(n, int):
                kind = counter_kind(action.kind)
                return [ra.ReplacementAbility(rr.EntersWithCounters(kind, n))]
        return [others_enter_with_counters(action, subject, env)]
    if isinstance_of(action, ast_, "EntersTapped", "EntersWithCounters"):
        if not isinstance(subject, ao.SelfRef):
            raise fail(subject, "this 'enters' replacement is not supported yet")
        if isinstance(action, ast_.EntersTapped):
            if action.state != "tapped":
                raise fail(action, "this 'enters' state is not supported yet")
            return [ra.ReplacementAbility(rr.EntersTapped())]  # CR 614.1c
        c = action.counters
        return [ra.ReplacementAbility(rr.EntersWithCounters(counter_kind(c.kind),
                                                            number(c.amount)))]  # fmt: skip
    if isinstance_of(action, acn, "EntersWithCounterList"):
        from .counters import enters_with_counter_list

        return enters_with_counter_list(action, subject)
    if isinstance(action, ae.Cant) and action.action.phrase == "be countered":
        return [_cant_be_countered(subject, env)]
    if isinstance_of(action, ast_, "CostChange"):
        return [_cost_change(action, subject, env)]
    from .statics_control import control_static

    control = control_static(action, subject, env)  # "You control enchanted creature."
    if control is not None:
        return control
    rule = _player_rule(action, subject)
    if rule is not None:
        return [ra.StaticAbility(rule)]
    if isinstance_of(action, acb, "SkipStep") and player_group(subject) is not None:
        from .turns import skips_static  # "Players skip their upkeep steps." (CR 500.11)

        return [skips_static(action, player_group(subject))]
    if isinstance(action, ae.Cant) and player_group(subject) is not None:
        limit = _untap_limit(action, player_group(subject))
        if limit is not None:  # "Players can't untap more than one creature ..." (502.3)
            return [ra.StaticAbility(limit)]
        from .permissions import cant_cast_static

        found = cant_cast_static(action, player_group(subject), env)
        if found is not None:  # "Your opponents can't cast blue spells." (CR 101.2)
            return [ra.StaticAbility(found)]
    if isinstance_of(action, acb, "DoSo"):  # CR 509.1c: "All creatures able to block ... do so."
        from .combat import lure_static

        return lure_static(subject, env, _affected)
    if isinstance(action, ae.HaveAbilities) and isinstance(subject, ao.ObjectPhrase) and any(
        isinstance(q, ao.CastBy) for q in subject.qualifiers
    ):  # "Artifact spells you cast have convoke." (CR 611.3)
        from .spell_costs import spells_have

        return [spells_have(action, subject, env)]
    affected = _affected(subject, env)
    if isinstance_of(action, al, "IsType"):  # CR 613.1d-f, 613.4b
        from .combat import is_goaded_static
        from .statics_istype import is_type_static

        goaded = is_goaded_static(action, affected)  # "Enchanted creature is goaded."
        if goaded is not None:
            return [goaded]

        return is_type_static(action, affected)
    if type(action).__name__ == "CanBeCommander":  # CR 903.3a: deck construction
        return [runtime_class("state.commanders.CanBeCommander")()]
    if type(action).__name__ == "IsntPredicate":  # CR 205.1a
        from .statics_istype import isnt_type_static

        return isnt_type_static(action, affected)
    if isinstance(action, ae.ModifyPT):
        # "+X/+X" only where a "where X is" binds it (CR 107.3)
        p, t = _pt_amounts(action) if WHERE_X in env.refs else pt_change(action)
        return [ra.StaticAbility(rc.ModifyPT(p, t), affected)]  # CR 613.4c
    if isinstance(action, ae.HaveAbilities):
        from .keywords import granted_abilities, works_as_it_enters

        granted = granted_abilities(action.abilities)
        if any(isinstance(a, ra.ReplacementAbility) and works_as_it_enters(a) for a in granted):
            raise fail(action.abilities, "granting an ability that works as the permanent "
                       "enters is not supported yet (CR 614.12)")  # fmt: skip
        return [ra.StaticAbility(rc.AddAbilities(granted), affected)]
    if isinstance(action, ae.Cant) and action.action.phrase in _CANT_ATTACK_YOU:
        from ...runtime.combat.cant_attack import DefendingIsYou

        only(action, "action")  # CR 508.1c: attacking you or your planeswalkers is forbidden
        return [ra.StaticAbility(rsr.CantAttackIf(DefendingIsYou()), affected)]
    limit = action.action.parts if isinstance(action, ae.Cant) else ()
    if len(limit) == 1 and isinstance(limit[0], ast_area("counters").CounterLimit):
        return [_counter_limit(limit[0], subject)]
    if isinstance(action, ae.Cant):
        phrase = action.action.phrase
        kinds = {"attack": (rc.CantAttack,), "block": (rc.CantBlock,),
                 "attack or block": (rc.CantAttack, rc.CantBlock),
                 "be blocked": (rsr.CantBeBlocked,)}.get(phrase)  # fmt: skip
        if kinds is None and phrase.endswith(" alone"):
            from .permissions import alone_static

            alone = alone_static(action, subject, affected)
            if alone is not None:
                return alone
        if kinds is None and phrase.startswith(("be the target of ", "be the targets of ")):
            from .permissions import untargetable_static

            return untargetable_static(action, subject, env, affected)
        if kinds is None and phrase.startswith("block "):
            from .permissions import blockers_static

            blockers = blockers_static(action, subject, env)
            if blockers is not None:
                return blockers
        if kinds is None and phrase.startswith("block ") and isinstance(subject, ao.SelfRef):
            from .replacements import cant_block_these

            return [ra.StaticAbility(cant_block_these(action, env), affected)]
        if kinds is None or not isinstance(subject, ao.SelfRef | ao.AttachedRef | ao.ObjectPhrase):
            raise fail(action, f"'can't {phrase}' is not supported yet")
        return [ra.StaticAbility(k(), affected) for k in kinds]  # CR 508.1c, 509.1b
    if isinstance(action, ae.DoesntUntap):  # CR 502.3
        whose = action.player.render()
        own = whose == "your" and isinstance(subject, ao.SelfRef)
        if whose != "its controller's" and not own:
            raise fail(action, f"'{action.render()}' is not supported yet")
        return [ra.StaticAbility(rsr.DoesntUntap(), affected)]
    if isinstance(action, acb.CanBlockOnly):  # CR 509.1b
        from ...runtime.continuous.block_only import CanBlockOnly

        only(action, "blocked")
        flt, kind = object_filter(action.blocked, env)
        plural = isinstance(action.blocked, ao.ObjectPhrase) and action.blocked.determiner is None
        if kind != "permanent" or not plural or len(flt.card_types) > 1:
            raise fail(action.blocked, "these attackers are not supported yet")
        return [ra.StaticAbility(CanBlockOnly(flt), affected)]
    if isinstance(action, acb.CantBeBlockedBy):  # CR 509.1b
        from .objects_relative import BLOCKERS

        env.refs[BLOCKERS] = True  # type: ignore[index]
        try:
            flt, kind = object_filter(action.blockers, env)
        finally:
            env.refs.pop(BLOCKERS, None)  # type: ignore[call-overload]
        plural = isinstance(action.blockers, ao.ObjectPhrase) and action.blockers.determiner is None
        if kind != "permanent" or not plural:
            raise fail(action.blockers, "these blockers are not supported yet")
        if len(flt.card_types) > 1:  # "artifact creatures" would read as artifact OR creature
            raise fail(action.blockers, "blockers of two card types are not supported yet")
        return [ra.StaticAbility(rsr.CantBeBlockedBy(flt, action.except_), affected)]
    if isinstance(action, acb.CantBeBlockedByMore):  # CR 509.1b
        if action.noun not in ("creature", "creatures"):
            raise fail(action, f"blockers counted as {action.noun!r} are not supported yet")
        return [ra.StaticAbility(rsr.MaxBlockers(fixed_number(action.amount)), affected)]
    if isinstance(action, acb.DoesntUntapNext) and action.when == "untap steps":  # CR 502.3
        from .statics_untap import each_controllers

        if not each_controllers(action.player):
            raise fail(action.player, f"the untap steps of '{action.player.render()}' are not "
                       "supported yet")  # fmt: skip
        return [ra.StaticAbility(rsr.DoesntUntap(), affected)]
    if isinstance(action, ae.AttacksEachCombat):
        return [ra.StaticAbility(rc.MustAttack(), affected)]  # CR 508.1d
    if type(action).__name__ == "HaveBasePT":  # CR 613.4b
        from .layers import base_pt_static

        return base_pt_static(action, affected)
    if isinstance(action, ae.LoseAbilities):  # CR 613.1f
        from .layers import lose_abilities_static

        return lose_abilities_static(action, affected)
    if type(action).__name__ == "LoseAllAbilities":  # CR 613.1f
        from .layers import lose_all_abilities_static

        return lose_all_abilities_static(action, affected)
    if isinstance(action, acb.CanBlockAdditional):  # CR 509.1b
        from .combat import block_additional_static

        return block_additional_static(action, affected)
    if isinstance(action, acb.MustBeBlocked):  # CR 509.1c
        from .combat import must_be_blocked_static

        return must_be_blocked_static(action, affected)
    if isinstance(action, acb.CanAttackAsThough):  # CR 702.3b
        from .combat import attack_as_though_static

        return attack_as_though_static(action, affected)
    if type(action).__name__ == "CombatRequirement":  # CR 508.1d, 509.1c
        from .combat import requirement_static

        return requirement_static(action, affected)
    if isinstance(action, acb.AssignDamageByStat):  # CR 510.1a
        from .combat import assign_by_stat_static

        return assign_by_stat_static(action, affected)
    raise fail(action, f"the static {type(action).__name__} is not supported yet")


def _counter_limit(node: Any, subject: Any) -> Any:
    """CR 704.5r: "This creature can't have more than seven dream counters on it." — an
    ability the state-based actions read (all but N of those counters are removed)."""
    from ...runtime.events.counters import CounterLimit

    if not isinstance(subject, ao.SelfRef) or node.pronoun.render() != "it":
        raise fail(node, "a counter limit on other permanents is not supported yet")
    return CounterLimit(counter_kind(node.kind), fixed_number(node.amount))


def _cant_be_countered(subject: Any, env: Env) -> Any:
    """CR 101.2, 701.6: "This spell can't be countered." (functions on the stack, CR
    113.6b); "[Spells] you control can't be countered." (from the battlefield)."""
    if isinstance(subject, ao.SelfRef):
        return ra.StaticAbility(rsr.CantBeCountered(), rf.This(), zone=RZone.STACK)
    if isinstance(subject, ao.ObjectPhrase) and subject.determiner is None:
        flt, kind = object_filter(subject, env)
        if kind == "spell" and flt.zone is RZone.STACK:
            return ra.StaticAbility(rsr.CantBeCountered(), flt)
    raise fail(subject, "'can't be countered' for these objects is not supported yet")


_TAXED = {"attack you": False, "attack you or planeswalkers you control": True}


def _attack_tax(clause: ae.Clause, env: Env) -> Any:
    """CR 508.1d, 508.1h: "Creatures can't attack you [or planeswalkers you control] unless
    their controller pays [cost] for each of those creatures"."""
    from .costs import lower_cost_item

    preds = clause.predicates
    unless = preds.unless
    subject = clause.subject
    action = preds.actions[0] if len(preds.actions) == 1 else None
    fe = unless.for_each
    ok = (
        isinstance(action, ae.Cant) and action.action.phrase in _TAXED
        and isinstance(subject, ao.ObjectPhrase) and subject.determiner is None
        and not subject.qualifiers
        and [i.render() for i in subject.descriptor.items] == ["creatures"]
        and isinstance(unless.player, ao.PlayerOf) and unless.player.role == "controller"
        and fe is not None and fe.of and isinstance(fe.object, ao.ObjectPhrase)
        and fe.object.determiner is not None and fe.object.determiner.phrase == "those"
    )  # fmt: skip
    if not ok:
        raise fail(unless, "this 'unless ... pays' in a static ability is not supported yet")
    cost = lower_cost_item(unless.cost, env)
    return ra.StaticAbility(rc.AttackTax(cost, rf.Who.YOU, _TAXED[action.action.phrase]))


def self_cost_change(sentence: Any) -> bool:
    """Whether ``sentence`` is "If [condition], this spell costs {N} less/more to cast." — a
    static ability of the spell with a condition (CR 601.2f, 611.3a)."""
    if not isinstance(sentence, ae.ConditionalSentence) or isinstance(
        sentence.condition, ae.DidCondition
    ):  # fmt: skip
        return False
    clauses = sentence.clauses
    items = clauses.items if isinstance(clauses, ae.Clauses) else ()
    if len(items) != 1 or clauses.then is not None or not isinstance(items[0], ae.Clause):
        return False
    clause = items[0]
    acts = clause.predicates.actions
    return isinstance(clause.subject, ao.SelfRef) and len(acts) == 1 and isinstance_of(
        acts[0], ast_, "CostChange"
    )  # fmt: skip


def _replacement(sentence: ae.ConditionalSentence, env: Env) -> Any:
    from .replacements import replacement3

    found = replacement3(sentence, env)  # life gain, damage, counters, draw, dying
    if found is None:
        from .replacement_actions import replacement_actions

        found = replacement_actions(sentence, env)  # tokens, life, damage, graveyards
    if found is not None:
        return found
    cond, clauses = sentence.condition, sentence.clauses
    items = clauses.items
    if len(items) != 1 or clauses.then is not None or not isinstance(items[0], ae.Clause):
        raise fail(sentence, "this replacement effect is not supported yet")
    clause = items[0]
    preds = clause.predicates
    if not preds.instead and not isinstance(cond, ae.DidCondition):
        # "If this creature was kicked, it enters with two +1/+1 counters on it."
        env.it = rf.This()
        condition = lower_condition(cond, env)
        if isinstance(clause.subject, ao.Pronoun) and clause.subject.word == "it":
            if not (isinstance(getattr(cond, "object", None), ao.SelfRef)):
                raise fail(clause.subject, "'it' has no antecedent the runtime can follow")
            clause = attrs.evolve(clause, subject=cond.object)
        return [conditional(a, condition) for a in _static_clause(clause, env)]
    if not preds.instead or len(preds.actions) != 1:
        raise fail(sentence, "this conditional static ability is not supported yet")
    action = preds.actions[0]
    # CR 106.12b: "If you tap a permanent for mana, it produces twice as much of that mana
    # instead."
    if isinstance(cond, ae.TapForManaCondition) and isinstance(action, ae.ProduceMore):
        factor = {"twice": 2, "three times": 3}.get(action.multiplier)
        obj = cond.object
        any_permanent = isinstance(obj, ao.ObjectPhrase) and obj.render() == "a permanent"
        if factor is None or not any_permanent:
            raise fail(sentence, "this mana replacement is not supported yet")
        who = player_sel(cond.player, env)
        if not isinstance(who, rf.You):
            raise fail(cond.player, "this mana replacement is not supported yet")
        return ra.ReplacementAbility(rr.ManaMultiplier(factor, rf.Who.YOU))
    # CR 614.1a: "If a card or token would be put into a graveyard from anywhere, exile it
    # instead."
    if isinstance(cond, ae.WouldCondition) and isinstance(cond.event, ae.WouldBePut):
        ev = cond.event
        to_gy = isinstance(ev.to_zone, ao.Zone) and ev.to_zone.name == "graveyard"
        if (
            to_gy
            and ev.from_zone == "anywhere"
            and isinstance(action, ae.Exile)
            and (isinstance(action.object, ao.Pronoun) and action.object.word == "it")
        ):
            if isinstance(cond.object, ao.SelfRef):  # CR 614.1a: its own move, from anywhere
                from ...runtime.events.from_anywhere import ExileSelfInsteadOfGraveyard

                return ra.ReplacementAbility(ExileSelfInsteadOfGraveyard())
            flt, kind = object_filter(cond.object, env)
            if kind == "card" and flt == rf.ObjectFilter(zone=None):
                return ra.ReplacementAbility(rr.ExileInsteadOfGraveyard())
        raise fail(sentence, "this replacement effect is not supported yet")
    raise fail(sentence, "this replacement effect is not supported yet")


# ---- conditional statics (CR 611.3a: "as long as", "unless", "if")


def conditional(ability: Any, cond: Any) -> Any:
    """A static or replacement ability that applies only while ``cond`` holds."""
    if isinstance(ability, ra.StaticAbility) and ability.condition is None:
        return attrs.evolve(ability, condition=cond)
    if isinstance(ability, ra.ReplacementAbility):
        return ra.ReplacementAbility(rcnd.ConditionalReplacement(ability.replacement, cond))
    raise TypeError(f"no conditional form of {ability!r}")


def _per_attack(preds: ae.Predicates) -> bool:
    """ "can't attack unless/if defending player ..." (CR 508.1c): checked per attack."""
    node = preds.as_long_as or preds.unless
    return (
        node is not None and "defending player" in node.render()
        and len(preds.actions) == 1 and isinstance(preds.actions[0], ae.Cant)
        and preds.actions[0].action.phrase == "attack"
    )  # fmt: skip


def _per_block(preds: ae.Predicates, subject: Any) -> bool:
    """ "This creature can't be blocked [by ...] as long as defending player controls an
    artifact" (CR 509.1b, 506.2): the defending player is the one this attacking creature
    attacks (a creature that isn't attacking can't be blocked at all)."""
    node = preds.as_long_as
    return (
        node is not None and "defending player" in node.render()
        and isinstance(subject, ao.SelfRef) and preds.unless is None
        and all(isinstance(a, acb.CantBeBlockedBy) or (
            isinstance(a, ae.Cant) and a.action.phrase == "be blocked") for a in preds.actions)
    )  # fmt: skip


def _it_of(subject: Any, env: Env) -> None:
    """What "it" means in a static ability's condition: the object the ability is about."""
    if isinstance(subject, ao.SelfRef):
        env.it = rf.This()
    elif isinstance(subject, ao.AttachedRef):
        env.it = rf.AttachedTo()


def _clause_condition(preds: ae.Predicates, subject: Any, env: Env) -> Any:
    """The condition of "[...] as long as [condition]", "[...] unless [condition]" and
    "[...] if [condition]" in a static ability (None: there is none)."""
    found = [c for c in (preds.as_long_as, preds.unless) if c is not None]
    if not found:
        return None
    if len(found) > 1:
        raise fail(preds, "two conditions on one static ability are not supported yet")
    node = found[0]
    _it_of(subject, env)
    if isinstance(node, ae.AsLongAs):
        if node.for_:
            raise fail(node, f"'{node.render()}' in a static ability is not supported yet")
        return lower_condition(node.condition, env)
    if isinstance(node, aev.UnlessCondition):
        return rcnd.Not(lower_condition(node.condition, env))
    if isinstance(node, aev.IfCondition) and not node.instead:
        return lower_condition(node.condition, env)
    raise fail(node, f"'{node.render()}' in a static ability is not supported yet")


def _as_long_as_sentence(sentence: ae.AsLongAsSentence, env: Env) -> list[Any]:
    """ "As long as [condition], [static effect]." (CR 611.3a)."""
    env.it = rf.This()
    c = sentence.condition
    if isinstance(c, ae.ObjectStateCondition) and isinstance(c.object, ao.AttachedRef):
        env.it = rf.AttachedTo()  # "As long as equipped creature is a Human, it has ..."
    cond = lower_condition(c, env)
    body = ae.Sentence(sentence.clauses, span=sentence.span)
    return [conditional(a, cond) for a in lower_static(ae.Effects((body,), span=sentence.span),
                                                        env)]  # fmt: skip


def _times(k: int, count: Any) -> Any:
    """ "+k/..." for each: k times the count (CR 613.4c)."""
    return 0 if k == 0 else count if k == 1 else rf.Times(k, count)


def _per_each(preds: ae.Predicates, subject: Any, env: Env) -> Any:
    """CR 613.4c: "[This creature] gets +1/+0 for each artifact you control" — a count
    read continuously while the layers apply."""
    from .effects import _for_each_amount

    action = preds.actions[0] if len(preds.actions) == 1 else None
    if isinstance_of(action, ast_, "CostChange"):
        return _cost_change(action, subject, env, preds.for_each)
    if isinstance_of(action, ast_, "EntersWithCounters") and isinstance(subject, ao.SelfRef):
        # CR 614.1c, 702.44a: "enters with a +1/+1 counter on it for each color of mana
        # spent to cast it" — counted as it enters
        c = action.counters
        env.it = rf.This()
        count = _times(number(c.amount), _for_each_amount(preds.for_each, env))
        return ra.ReplacementAbility(rr.EntersWithCounters(counter_kind(c.kind), count))
    if not isinstance(action, ae.ModifyPT):
        raise fail(preds.for_each, "'for each' in this static ability is not supported yet")
    p, t = pt_change(action)
    if not isinstance(preds.for_each, ae.ForEach):
        raise fail(preds.for_each, f"'{preds.for_each.render()}' is not supported yet")
    _it_of(subject, env)  # "for each Aura attached to it": the object that gets it
    count = _for_each_amount(preds.for_each, env)
    if getattr(getattr(count, "filter", None), "other", False) and not isinstance(
        subject, ao.SelfRef
    ):  # "other" than the enchanted creature, not than this Aura
        raise fail(preds.for_each, "'for each other' here is not supported yet")
    change = rc.ModifyPT(_times(p, count), _times(t, count))
    return ra.StaticAbility(change, _affected(subject, env))


def _player_rule(action: Any, subject: Any) -> Any:
    """CR 402.2 "You have no maximum hand size", CR 119.7 "Players can't gain life",
    CR 104.3e "You can't lose the game"."""
    who = player_group(subject)
    if who is None:
        return None
    if isinstance_of(action, acb, "NoMaxHandSize") and action.duration is None:
        return rsr.PlayerRule("no maximum hand size", who)
    if isinstance(action, ae.Cant) and action.action.phrase in _CANT_RULES:
        return rsr.PlayerRule(f"can't {action.action.phrase}", who)
    if isinstance(action, ae.HaveAbilities) and action.render() in _PLAYER_KEYWORDS:
        return rsr.PlayerRule(action.render().split()[-1], who)  # CR 702.11d, 702.18b
    return None


#: The card types an untap step's limit counts (CR 502.3; the corpus's wording).
_UNTAP_KINDS = {"creature": "Creature", "artifact": "Artifact", "land": "Land"}


def _untap_limit(action: Any, who: Any) -> Any:
    """CR 502.3: "[players] can't untap more than one [type] during their untap steps"."""
    parts = action.action.parts
    if not (len(parts) == 9 and tuple(parts[:4]) == ("untap", "more", "than", "one")
            and parts[4] in _UNTAP_KINDS and parts[5] == "during"
            and isinstance(parts[6], ao.Possessive) and parts[6].owner in ("their", "your")
            and tuple(parts[7:]) == ("untap", "steps")):  # fmt: skip
        return None
    return rsr.UntapLimit(_UNTAP_KINDS[parts[4]], 1, who)


#: The keyword abilities a player can have (CR 702.11d hexproof, 702.18b shroud).
_PLAYER_KEYWORDS = ("have hexproof", "has hexproof", "have shroud", "has shroud")


#: What "[players] can't ..." forbids as a rule of the game for them: CR 119.7 "can't gain
#: life", CR 104.2b / 104.3e "can't win the game" / "can't lose the game"
#: (runtime/actions/game_outcome.py).
_CANT_RULES = ("gain life", "win the game", "lose the game")


def _cost_change(action: Any, subject: Any, env: Env, for_each: Any = None) -> Any:
    """CR 601.2f: "[Spells you cast] cost {1} less to cast", "Noncreature spells cost {1}
    more to cast", "This spell costs {1} less to cast [for each artifact you control]"."""
    if isinstance(subject, ao.SelfRef) and action.direction == "more":
        from .spell_costs import self_cost_increase

        return self_cost_increase(action, for_each, env)
    codes = [sym.code for sym in action.amount.symbols]
    if len(codes) != 1 or not codes[0].isdigit():
        raise fail(action, f"'{action.render()}' is not supported yet")
    amount: Any = int(codes[0])
    if for_each is not None:
        from .effects import _for_each_amount

        if amount != 1:
            raise fail(for_each, "'N for each' in a cost change is not supported yet")
        if not isinstance(for_each, ae.ForEach):  # "for each 1 life you gained this turn"
            raise fail(for_each, f"'{for_each.render()}' is not supported yet")
        amount = _for_each_amount(for_each, env)
    less = action.direction == "less"
    if isinstance(subject, ao.SelfRef):
        return ra.StaticAbility(rc.CostReduction(amount, this_spell=True), zone=RZone.STACK)
    if not (isinstance(subject, ao.ObjectPhrase) and subject.determiner is None):
        raise fail(subject, "a cost change for these spells is not supported yet")
    who = rf.Who.ANY
    quals = tuple(q for q in subject.qualifiers if not isinstance(q, ao.CastBy))
    for q in subject.qualifiers:
        if isinstance(q, ao.CastBy):
            who = {"you": rf.Who.YOU, "your opponents": rf.Who.OPPONENT,
                   "opponents": rf.Who.OPPONENT}.get(q.player.render(), None)  # fmt: skip
            if who is None:
                raise fail(q, f"'{q.render()}' is not supported yet")
    flt, kind = object_filter(attrs.evolve(subject, qualifiers=quals), env)
    if kind != "spell" or flt.controller is not rf.Who.ANY:
        raise fail(subject, "a cost change for these objects is not supported yet")
    flt = attrs.evolve(flt, zone=None)
    if less:
        return ra.StaticAbility(rc.CostReduction(amount, False, flt, who))
    return ra.StaticAbility(rc.CostIncrease(amount, flt, who))
