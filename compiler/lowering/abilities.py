"""Abilities (CR 113): one line of rules text -> runtime ability objects."""

from __future__ import annotations

from typing import Any

import attrs

from ...runtime.actions.effects import produces_mana
from ...runtime.stack.costs import LoyaltyCost, has_x
from ...runtime.state.objects import Zone
from . import effects as _effects  # noqa: F401  (registers the effect lowerings)
from . import keywords as _keywords  # noqa: F401
from .activation import (
    activation_cost_change,
    activation_permission,
    activation_restrictions,
    cost_change_sentence,
)
from .conditions import lower_condition
from .core import (
    FUNCTIONS_FROM,
    IN_ZONE_CONDITION,
    Env,
    ast_area,
    fail,
    isinstance_of,
    lower,
    lowering,
    lowers,
    only,
    runtime,
)
from .costs import lower_costs
from .effects import lower_effects
from .statics import lower_static
from .targets import x_targets_problem
from .triggers import state_trigger

ra = runtime("state.abilities")
rco = runtime("stack.costs_objects")
rf = runtime("state.filters")
aa = ast_area("abilities")
ap = ast_area("permissions")
#: Lowering modules every ability goes through (bound here: see :func:`core.lowering`).
amounts = lowering("amounts")
references = lowering("references")
ae = ast_area("effects")
at = ast_area("triggers")
#: Areas of which a few classes are tested for (an area a card has no node of is not imported).
acb = ast_area("combat")
aev = ast_area("events")


def lower_ability(node: Any, env: Env) -> list[Any]:
    """The runtime abilities of one ability line."""
    out = list(lower(node, env))
    if env.refs.pop(IN_ZONE_CONDITION, None) is not None:  # CR 113.6b
        raise fail(node, "an ability functioning from a graveyard or hand this way is not "
                   "supported yet")  # fmt: skip
    return out


def _is_restriction(sentence: Any) -> bool:
    """An "Activate only ..." or "Any player may activate this ability." sentence: an
    activation instruction, not part of the effect (CR 602.1b)."""
    return (
        isinstance(sentence, ae.ActivationRestriction)
        or isinstance_of(sentence, acb, "ActivationBeforeDeclared")
        or isinstance_of(sentence, ap, "ActivationPermission")
    )


def _split_restrictions(effects: ae.Effects) -> tuple[ae.Effects, list[Any]]:
    rest = [s for s in effects.sentences if _is_restriction(s)]
    body = tuple(s for s in effects.sentences if not _is_restriction(s))
    return ae.Effects(body, span=effects.span), rest


@lowers("abilities.ActivatedAbility")
def _activated(node: aa.ActivatedAbility, env: Env) -> list[Any]:
    """CR 602: "[Cost]: [Effect.]" — a mana ability when it could add mana, has no target
    and isn't a loyalty ability (CR 605.1a)."""
    only(node, "costs", "effects")
    env.it = _this()
    cost = lower_costs(node.costs, attrs.evolve(env, cost_x=True))
    if isinstance(node.effects, aa.ModalAbility):  # "[Cost]: Choose one —" (CR 602.2b)
        from .effects_modal import lower_modes

        modes, count = lower_modes(node.effects, env)
        return [ra.ActivatedAbility(cost, None, (), modes=modes, mode_count=count)]
    if not isinstance(node.effects, ae.Effects):
        raise fail(node.effects, "this activated ability is not supported yet")
    body, restrictions = _split_restrictions(node.effects)
    permissions = [r for r in restrictions if isinstance(r, ap.ActivationPermission)]
    restrictions = [r for r in restrictions if not isinstance(r, ap.ActivationPermission)]
    sorcery, others = activation_restrictions(restrictions, env)
    any_player = False
    for permission in permissions:  # CR 602.1b, 602.2
        as_sorcery, when = activation_permission(permission)
        any_player, sorcery, others = True, sorcery or as_sorcery, others + when
    changes = tuple(activation_cost_change(c, env) for c in map(cost_change_sentence,
                                                                   body.sentences) if c)
    if changes:
        body = ae.Effects(tuple(s for s in body.sentences if not cost_change_sentence(s)),
                          span=body.span)  # fmt: skip
    env.refs[FUNCTIONS_FROM] = None
    effect = lower_effects(body, env)
    from_zone = env.refs.pop(FUNCTIONS_FROM)
    targets = tuple(env.targets)
    x_targets_problem(targets, node, any(getattr(c, "has_x", False) is True or has_x(c)
                                         for c in cost))  # CR 107.3a
    hand_zone = references.hand_zone
    if produces_mana(effect) and hand_zone(cost, node) is not None:
        raise fail(node, "a mana ability from a hand is not supported yet")
    if produces_mana(effect) and from_zone is not None:
        raise fail(node, "a mana ability from a graveyard is not supported yet")
    if produces_mana(effect) and any_player:
        raise fail(permissions[0], "a mana ability any player may activate is not supported yet")
    if produces_mana(effect) and not targets and not sorcery:
        return [ra.ManaAbility(cost, effect, restrictions=others, cost_changes=changes)]
    if produces_mana(effect):
        raise fail(node, "a mana ability with targets or a restriction is not supported yet")
    # "Exile this card from your graveyard: ..." works only from there (CR 113.6k)
    zone = next((c.zone for c in cost if isinstance_of(c, rco, "ExileSelfCost")), Zone.BATTLEFIELD)
    zone = hand_zone(cost, node) or zone  # "Discard this card: ..." (CR 113.6k)
    if from_zone is not None:  # "Return this card from your graveyard ..." (CR 113.6k)
        if zone not in (Zone.BATTLEFIELD, from_zone):
            raise fail(node, "an ability functioning from two zones is not supported")
        zone = from_zone
    if any_player and zone is not Zone.BATTLEFIELD:
        raise fail(permissions[0], "another player activating this from there is not supported "
                   "yet")  # fmt: skip
    return [ra.ActivatedAbility(cost, effect, targets, sorcery_speed=sorcery, zone=zone,
                                restrictions=others, cost_changes=changes,
                                any_player=any_player)]  # fmt: skip


@lowers("abilities.LoyaltyAbility")
def _loyalty(node: aa.LoyaltyAbility, env: Env) -> list[Any]:
    """CR 606: "[+N]: [Effect.]" (sorcery speed, once per turn: enforced by the runtime)."""
    env.it = _this()
    raw = node.cost.replace("\u2212", "-").strip("[]")
    if not raw.lstrip("+-").isdigit():
        raise fail(node, f"the loyalty cost {node.cost} is not supported yet")  # CR 606.4: X
    amount = int(raw)
    effect = lower_effects(node.effects, env)
    x_targets_problem(env.targets, node, False)
    return [ra.ActivatedAbility((LoyaltyCost(amount),), effect, tuple(env.targets))]


@lowers("triggers.TriggeredAbility")
def _triggered(node: at.TriggeredAbility, env: Env) -> list[Any]:
    """CR 603: "[When/Whenever/At] [event], [effect]."."""
    only(node, "trigger_word", "event", "effects")
    env.it = _this()
    step = (
        isinstance(node.event, at.StepEvent)
        or isinstance_of(node.event, acb, "CombatStepEvent")
        or isinstance_of(node.event, aev, "StepOfPlayerEvent")
    )
    if node.trigger_word == "at" and not step:
        raise fail(node.event, "this 'at' trigger is not supported yet")
    if node.trigger_word != "at" and isinstance(node.event, at.StepEvent):
        raise fail(node.event, "this step trigger is not supported yet")
    if isinstance(node.effects, aa.ModalAbility):  # CR 603.3c, 700.2
        from .effects_modal import lower_triggered_modes

        return lower_triggered_modes(node, env)
    if type(node.effects).__name__ == "InterveningModes":  # CR 603.4 with CR 700.2
        from .effects_modal import lower_triggered_modes

        condition = lower_condition(node.effects.condition, env)
        if env.refs.pop(IN_ZONE_CONDITION, None) is not None:
            raise fail(node.effects, "a modal trigger functioning from this zone is not "
                       "supported yet")  # fmt: skip
        return lower_triggered_modes(node, env, node.effects.modal, condition)
    if not isinstance(node.effects, ae.Effects):
        raise fail(node.effects, "a modal triggered ability is not supported yet")
    effects = amounts.trigger_limit(node.effects, env)  # "triggers only once each turn" (CR 603.2)
    pattern = lower(node.event, env)
    if not callable(getattr(pattern, "matches", None)):
        # "When there are no creatures on the battlefield, ..." reads a game state, not an
        # event: a state trigger (CR 603.8)
        pattern = state_trigger(pattern)
    first, *rest = effects.sentences
    condition = in_zone = None
    if isinstance(first, ae.ConditionalSentence):
        # CR 603.4: "When/Whenever/At [event], if [condition], [effect]" — checked as the
        # ability triggers and again as it resolves.
        if isinstance(first.condition, ae.DidCondition):
            raise fail(first, "'if you do' without an optional action before it")
        condition = lower_condition(first.condition, env)
        in_zone = env.refs.pop(IN_ZONE_CONDITION, None)  # "if this card is in your graveyard"
        body = ae.Sentence(first.clauses, span=first.span)
        effects = ae.Effects((body, *rest), span=node.effects.span)
    pattern = amounts.limited(pattern, condition, node, env)
    env.refs[FUNCTIONS_FROM] = None
    effect = lower_effects(effects, env)
    effect = amounts.bind_that_many(effect, pattern)  # "draw that many cards" (CR 603.2)
    zone = env.refs.pop(FUNCTIONS_FROM) or Zone.BATTLEFIELD
    if in_zone is not None:  # CR 113.6b: the trigger states the zone it functions from
        if in_zone is not Zone.GRAVEYARD or zone not in (Zone.BATTLEFIELD, Zone.GRAVEYARD):
            raise fail(node, "a trigger functioning from this zone is not supported yet")
        zone = Zone.GRAVEYARD
    if zone is not Zone.BATTLEFIELD and getattr(pattern, "looks_back", False):
        raise fail(node, "a leaves-the-battlefield trigger returning this card from a "
                   "graveyard is not supported yet")  # fmt: skip
    x_targets_problem(env.targets, node, False)  # CR 603.3d: no X announced
    return [ra.TriggeredAbility(pattern, effect, tuple(env.targets), intervening_if=condition,
                                zone=zone)]  # CR 113.6k


#: Key in ``Env.refs``: the spell line being lowered follows other lines of the same spell
#: ability (CR 113.3a), whose antecedents it keeps (CR 608.2c).
LATER_LINE = "abilities.later_line"


@lowers("abilities.SpellOrStaticAbility")
def _spell_or_static(node: aa.SpellOrStaticAbility, env: Env) -> list[Any]:
    """CR 113.3a/d: a spell ability of an instant or sorcery, a static ability otherwise."""
    if env.permanent:
        return lower_static(node.effects, env)
    if not env.refs.get(LATER_LINE):  # a later line keeps the antecedents (CR 608.2c)
        env.it = None
    effect = lower_effects(node.effects, env)
    # X of "X target creatures" is the spell's own X (CR 601.2b), not a "where X is"
    where_x = isinstance(node.effects, ae.Effects) and any(
        getattr(s, "where_x", None) is not None for s in node.effects.sentences)
    x_targets_problem(env.targets, node, not where_x)
    return [ra.SpellAbility(effect, tuple(env.targets))]


@lowers("abilities.AbilityWordAbility")
def _ability_word(node: aa.AbilityWordAbility, env: Env) -> list[Any]:
    """CR 207.2c: an ability word has no rules meaning."""
    return lower_ability(node.ability, env)


def _this() -> Any:
    return rf.This()
