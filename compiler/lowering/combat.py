"""Combat requirements (CR 508.1d, 509.1c) -> runtime/combat/requirements.py and
:class:`~mtgc.runtime.continuous.layers.MustAttack`: the lowering of
compiler/ast/combat.py's :class:`CombatRequirement`.

* one-shot: "Target creature attacks this turn if able", "Each creature your opponents
  control blocks this turn if able" -> a requirement on the creatures as the effect resolves
  (CR 611.2c), until end of turn; "... this combat if able" until the combat ends (CR 511.3);
  "Target creature blocks this creature this turn if able" -> it must block that attacker;
* static (:func:`requirement_static`): "This creature blocks each combat if able", "All
  creatures attack each combat if able" (CR 611.3a).
"""

from __future__ import annotations

from typing import Any

import attrs

from .core import Env, ast_area, fail, lowers, runtime
from .objects import object_filter, object_ref

acb = ast_area("combat")
ao = ast_area("objects")
ra = runtime("state.abilities")
rf = runtime("state.filters")
rc = runtime("continuous.layers")
rsr = runtime("continuous.restrictions")
rrq = runtime("combat.requirements")


def _one_shot(period: str) -> Any:
    """The runtime duration of a one-shot requirement's period, or None."""
    return {"this turn": "eot", "this combat": rrq.END_OF_COMBAT}.get(period)


def _specs(node: Any) -> tuple[Any, ...]:
    if node.action == "attack":
        if node.target is not None:  # "attacks target opponent this turn if able"
            raise fail(node.target, "an attack requirement naming the player attacked is not "
                       "supported yet")  # fmt: skip
        return (rc.MustAttack(),)  # CR 508.1d
    if node.action == "block":
        return (rrq.MustBlock(),)  # CR 509.1c
    return (rc.MustAttack(), rrq.MustBlock())  # "attacks or blocks" (CR 508.1d, 509.1c)


@lowers("combat.CombatRequirement")
def _combat_requirement(node: Any, env: Env) -> Any:
    """CR 508.1d, 509.1c, 611.2c: "[creatures] attack / block [this creature] this turn if
    able" as an effect."""
    if env.predicates is not None and env.predicates.duration is not None:
        raise fail(env.predicates.duration, "a duration on a combat requirement is not "
                   "supported yet")  # fmt: skip
    duration = _one_shot(node.period.phrase)
    if duration is None:
        raise fail(node.period, f"a requirement {node.period.phrase!r} as an effect is not "
                   "supported yet")  # fmt: skip
    if env.subject is None:
        raise fail(node, "a combat requirement without a subject is not supported yet")
    what = object_ref(env.subject, env)
    if node.action == "block" and node.target is not None:
        return rrq.RequireBlocking(what, object_ref(node.target, env), duration)
    return rsr.Restrict(what, _specs(node), duration)


def _despite_defender(node: Any) -> Any:
    """CR 702.3b: the spec of "can attack as though it didn't have defender"."""
    if node.action != "attack" or node.keyword.render().lower() != "defender":
        raise fail(node, f"'can {node.action} as though it didn't have "
                   f"{node.keyword.render()}' is not supported yet")  # fmt: skip
    if node.pronoun.render() not in ("it", "they"):
        raise fail(node.pronoun, "this pronoun is not supported yet")
    return rsr.AttackDespiteDefender()


@lowers("combat.CanAttackAsThough")
def _can_attack_as_though(node: Any, env: Any) -> Any:
    """CR 702.3b, 611.2c: "[creatures] can attack this turn as though they didn't have
    defender" as an effect: the creatures as it resolves, until end of turn."""
    spec = _despite_defender(node)
    if node.duration is None or node.duration.render() != "this turn":
        raise fail(node, "'can attack as though' as an effect needs 'this turn'")
    if env.predicates is not None and env.predicates.duration is not None:
        raise fail(env.predicates.duration, "a second duration is not supported yet")
    if env.subject is None:
        raise fail(node, "'can attack as though' without a subject is not supported yet")
    return rsr.Restrict(object_ref(env.subject, env), (spec,), "eot")


@lowers("combat.AssignNoDamage")
def _assign_no_damage(node: Any, env: Any) -> Any:
    """CR 510.1, 611.2c: "[creatures] assign no combat damage this turn" as an effect."""
    from .effects import duration_phrase

    if node.kind != "combat damage":
        raise fail(node, f"'assigns no {node.kind}' is not supported yet")
    duration_phrase(env, ("this turn",))
    if env.subject is None:
        raise fail(node, "'assigns no combat damage' without a subject is not supported yet")
    return rsr.Restrict(object_ref(env.subject, env), (rsr.AssignsNoCombatDamage(),), "eot")


def lure_parts(subject: Any) -> tuple[Any, Any, Any]:
    """CR 509.1c: "All [creatures] able to block [attacker] [this turn] do so." -> (the
    blockers' phrase without "able to block", the attacker, the AbleToBlock node)."""
    able = [q for q in getattr(subject, "qualifiers", ()) if isinstance(q, acb.AbleToBlock)]
    det = subject.determiner.phrase if getattr(subject, "determiner", None) else None
    if len(able) != 1 or det != "all" or not subject.plural:
        raise fail(subject, "'do so' after this subject is not supported yet")
    (node,) = able
    if not isinstance(node.blocked, ao.SelfRef | ao.AttachedRef | ao.ObjectPhrase):
        raise fail(node.blocked, "these attackers are not supported yet")
    rest = tuple(q for q in subject.qualifiers if q is not node)
    return attrs.evolve(subject, qualifiers=rest), node.blocked, node


def lure_static(subject: Any, env: Env, affected_of: Any) -> list[Any]:
    """CR 509.1c, 611.3a: "All creatures able to block this creature do so." — a
    requirement on every such creature, read from the lured attacker (``affected_of``
    gives what a static applies to)."""
    blockers, blocked, node = lure_parts(subject)
    if node.duration is not None:
        raise fail(node.duration, "a static 'do so' with a duration is not supported yet")
    flt, kind = object_filter(blockers, env)
    if kind != "permanent":
        raise fail(blockers, "these blockers are not supported yet")
    return [ra.StaticAbility(rrq.MustBeBlockedByAll(flt), affected_of(blocked, env))]


@lowers("combat.DoSo")
def _do_so(node: Any, env: Env) -> Any:
    """CR 509.1c, 611.2c: "All creatures able to block target creature this turn do so."
    as an effect: the creatures on the battlefield as it resolves block it if able."""
    if env.subject is None:
        raise fail(node, "'do so' without a subject is not supported yet")
    blockers, blocked, able = lure_parts(env.subject)
    if able.duration is None or able.duration.render() != "this turn":
        raise fail(able, "'do so' as an effect needs 'this turn'")
    return rrq.RequireBlocking(object_ref(blockers, env), object_ref(blocked, env))


@lowers("combat.MustBeBlocked")
def _must_be_blocked(node: Any, env: Env) -> Any:
    """CR 509.1c, 611.2c: "[creature] must be blocked this turn if able" as an effect."""
    if node.blockers is not None:
        raise fail(node.blockers, "'must be blocked by' these blockers is not supported yet")
    if node.period is None or node.period.render() != "this turn":
        raise fail(node, "'must be blocked if able' as an effect needs 'this turn'")
    if env.subject is None:
        raise fail(node, "'must be blocked' without a subject is not supported yet")
    return rsr.Restrict(object_ref(env.subject, env), (rrq.MustBeBlocked(),), "eot")


def must_be_blocked_static(node: Any, affected: Any) -> list[Any]:
    """CR 509.1c, 611.3a: "This creature must be blocked if able." as a static ability."""
    if node.blockers is not None:
        raise fail(node.blockers, "'must be blocked by' these blockers is not supported yet")
    if node.period is not None and node.period.render() != "each combat":
        raise fail(node.period, "a static requirement with this period is not supported yet")
    return [ra.StaticAbility(rrq.MustBeBlocked(), affected)]


def attack_as_though_static(node: Any, affected: Any) -> list[Any]:
    """CR 702.3b, 611.3a: "Enchanted Wall can attack as though it didn't have defender." as
    a static ability."""
    spec = _despite_defender(node)
    if node.duration is not None:
        raise fail(node.duration, "a static ability with a duration is not supported yet")
    return [ra.StaticAbility(spec, affected)]


def _phrase_restrictions(phrase: Any, sentence: Any, env: Env) -> list[Any]:
    """CR 601.3: the runtime restrictions of one "only [phrase]" of a casting restriction."""
    from .activation import _DURING

    rr = runtime("stack.activation")
    rct = runtime("stack.cast_timing")
    text = phrase.render()
    combat = rr.During(None, rr.COMBAT_STEPS)
    if text in _DURING:
        return [_DURING[text]]
    for role, step in rr.DECLARES.items():
        if text == f"during the declare {role} step":
            return [rr.During(None, frozenset({step}))]
        if text == f"during combat before {role} are declared":
            return [combat, rr.BeforeDeclared(role)]
        if text == f"during combat after {role} are declared":
            return [combat, rr.BeforeDeclared(role, after=True)]
        if text == f"before {role} are declared":
            return [rr.BeforeDeclared(role)]
    if text == "if you've been attacked this step":
        return [rct.AttackedThisStep()]
    if text.startswith("if "):
        return [_only_if_phrase(phrase, sentence, env)]
    raise fail(phrase, f"casting only {text!r} is not supported yet")


def _only_if_phrase(phrase: Any, sentence: Any, env: Env) -> Any:
    """CR 601.3: "only if [condition]" — checked as the spell is cast."""
    from .conditions import lower_condition

    rr = runtime("stack.activation")
    conds = [c for c in phrase.parts if not isinstance(c, str)]
    words = [c for c in phrase.parts if isinstance(c, str)]
    if len(conds) != 1 or words != ["if"]:
        raise fail(sentence, f"the restriction {sentence.render()!r} is not supported yet")
    return rr.OnlyIf(lower_condition(conds[0], env))


def cast_restriction(sentence: Any, env: Env) -> Any:
    """CR 601.3, 113.6e: "Cast this spell only during combat [and only ...]." / "Cast this
    spell only during an opponent's turn, before attackers are declared." -> a
    :class:`~mtgc.runtime.stack.cast_timing.CastOnly` ability of the card."""
    rct = runtime("stack.cast_timing")
    rr = runtime("stack.activation")
    out = _phrase_restrictions(sentence.phrase, sentence, env)
    if isinstance(sentence, acb.CastRestrictionBefore):
        out.append(rr.BeforeDeclared(sentence.role.render()))
    for more in getattr(sentence, "more", ()):
        out += _phrase_restrictions(more.phrase, sentence, env)
    return rct.CastOnly(tuple(out))


@lowers("combat.ExertAsAttacks")
def _exert_as_attacks(node: Any, env: Env) -> Any:
    """CR 701.43a: "exert this creature" (as it attacks: :func:`exert_line`)."""
    if not isinstance(node.object, ao.SelfRef) or node.pronoun.render() != "it":
        raise fail(node, f"'{node.render()}' is not supported yet")
    return runtime("continuous.untap").Exert()


def exert_line(node: Any) -> bool:
    """Whether a static line starts "You may exert this creature as it attacks." (CR
    701.43d)."""
    sentences = node.sentences
    clauses = getattr(sentences[0], "clauses", None) if sentences else None
    items = getattr(clauses, "items", ())
    if len(items) != 1 or type(items[0]).__name__ != "MayClause":
        return False
    actions = items[0].predicates.actions
    return len(actions) == 1 and isinstance(actions[0], acb.ExertAsAttacks)


def exert_ability(node: Any, env: Env) -> Any:
    """CR 701.43d, 607.2h: "You may exert this creature as it attacks. When you do,
    [effect]." -> the optional exert with its linked reflexive trigger, done as the
    creature is declared as an attacker (CR 508.1g)."""
    from .effects import lower_effects

    env.it = rf.This()
    effect = lower_effects(node, env)
    if env.targets:
        raise fail(node, "targets outside the 'when you do' ability are not supported yet")
    return runtime("continuous.untap").ExertAsItAttacks(effect)


def _additional(node: Any) -> Any:
    """CR 509.1b: the spec of "can block an additional creature" / "any number of
    creatures"."""
    from .objects import fixed_number

    rmb = runtime("combat.multiple_blocks")
    if node.noun not in ("creature", "creatures"):
        raise fail(node, f"blocking additional {node.noun!r} is not supported yet")
    if node.any_number:
        return rmb.BlockAdditional(None)
    amount = node.count.amount
    return rmb.BlockAdditional(1 if amount is None else fixed_number(amount))


@lowers("combat.CanBlockAdditional")
def _can_block_additional(node: Any, env: Env) -> Any:
    """CR 509.1b, 611.2c: "[creature] can block an additional creature this turn" as an
    effect."""
    if node.period is None or node.period.render() != "this turn":
        raise fail(node, "this 'can block' as an effect is not supported yet")
    if env.subject is None:
        raise fail(node, "'can block' without a subject is not supported yet")
    return rsr.Restrict(object_ref(env.subject, env), (_additional(node),), "eot")


def block_additional_static(node: Any, affected: Any) -> list[Any]:
    """CR 509.1b, 611.3a: "This creature can block an additional creature each combat." /
    "... can block any number of creatures." as a static ability."""
    if node.period is not None and node.period.render() != "each combat":
        raise fail(node.period, "a static 'can block' with this period is not supported yet")
    return [ra.StaticAbility(_additional(node), affected)]


def requirement_static(node: Any, affected: Any) -> list[Any]:
    """CR 508.1d, 509.1c, 611.3a: "[creatures] attack / block each combat if able" as a
    static ability."""
    if node.period.phrase != "each combat":
        raise fail(node.period, f"a static requirement {node.period.phrase!r} is not "
                   "supported yet")  # fmt: skip
    if node.action == "block" and node.target is not None:
        raise fail(node.target, "a static requirement to block a given creature is not "
                   "supported yet")  # fmt: skip
    return [ra.StaticAbility(spec, affected) for spec in _specs(node)]


def token_entering(spec: Any) -> tuple[bool, bool]:
    """CR 508.4, 110.5b: whether tokens from ``spec`` are created tapped, and attacking:
    "a 1/1 white Soldier creature token that's tapped and attacking", "two 4/4 ... tokens
    that are attacking", "a tapped and attacking 1/1 red Devil creature token". Tokens
    created blocking (CR 509.1) or attacking a named player aren't supported yet."""
    entering = getattr(spec, "entering", None)
    if entering is not None:  # an EnteringTokenSpec
        if entering.status != "attacking" or entering.object is not None:
            raise fail(entering, "tokens created blocking, or attacking a given player, are "
                       "not supported yet")  # fmt: skip
        return entering.tapped is not None, True
    attacking = getattr(spec, "attacking", None)  # a TappedTokenSpec: "tapped and attacking"
    if attacking is not None and attacking.split() != ["and", "attacking"]:
        raise fail(spec, f"tokens created {attacking} are not supported yet")
    return False, attacking is not None


rgoad = runtime("combat.goad")


@lowers("combat.Goad")
def _goad(node: Any, env: Env) -> Any:
    """CR 701.15a: "Goad target creature", "goad each creature target player controls",
    "Goad it" — until this ability's controller's next turn, they are goaded."""
    from .effects import _imperative, _no_duration

    _no_duration(node, env)
    _imperative(node, env)
    what = object_ref(node.object, env)
    env.that = what  # "that creature"
    return rgoad.Goad(what)


def is_goaded_static(action: Any, affected: Any) -> Any:
    """CR 701.15b, 611.3a: "Enchanted creature is goaded" — goaded by the controller of the
    static ability's source while it applies; None if ``action`` says something else."""
    ao = ast_area("objects")
    parts = getattr(action, "parts", ())
    if getattr(action, "form", None) != "bare" or len(parts) != 1:
        return None
    items = getattr(parts[0], "items", ())
    if len(items) == 1 and isinstance(items[0], ao.Status) and items[0].word == "goaded":
        return ra.StaticAbility(rgoad.Goaded(), affected)
    return None


def assign_by_stat_static(node: Any, affected: Any) -> list[Any]:
    """CR 510.1a: "Each creature assigns combat damage equal to its toughness rather than
    its power." as a static ability."""
    stat, instead = (getattr(n, "stat", None) for n in (node.stat, node.instead_of))
    owners = {getattr(getattr(n, "owner", None), "owner", None) for n in (node.stat,
                                                                          node.instead_of)}
    if (node.kind, stat, instead) != ("combat damage", "toughness", "power") or owners != {"its"}:
        raise fail(node, f"'{node.render()}' is not supported yet")
    rda = runtime("combat.damage_assignment")
    return [ra.StaticAbility(rda.AssignByToughness(), affected)]
