"""Damage (CR 120) -> runtime/actions/damage.py: the lowering of compiler/ast/damage.py.

"That much" after a damage trigger ("Whenever this creature is dealt damage, it deals that
much damage to any target") reads the damage of the triggering event: the action is lowered
with the "that many" marker, which the trigger binds to the event's amount
(:func:`.amounts.bind_that_many`, CR 603.2) or the face check refuses.
"""

from __future__ import annotations

from typing import Any

from .core import Env, ast_area, fail, lowers, runtime
from .durations import DELAYED
from .effects import LIFE_LOST, _damage, _damage_recipient, _no_duration, _self_source
from .objects import player_sel

ad = ast_area("damage")
ae = ast_area("effects")
ao = ast_area("objects")
rcoin = runtime("actions.coins")
rd = runtime("actions.damage")
re_ = runtime("actions.effects")
rf = runtime("state.filters")
rq = runtime("state.qualities")


@lowers("damage.DealThatMuchDamage")
def _deal_that_much_damage(node: Any, env: Env) -> Any:
    """CR 120.1, 608.2h: "[source] deals that much damage to [recipient]"."""
    _no_duration(node, env)
    if node.kind != "damage":
        raise fail(node, "combat damage as an effect is not supported yet")
    source = _self_source(node, env)
    return _damage(source, _that_much(env), _damage_recipient(node.recipient, env))


def _that_much(env: Env) -> Any:
    """ "that much": the life a "[player] loses N life" just before made them lose (CR
    119.3, 608.2c: "Target opponent loses 2 life. You gain that much life."), else the
    amount of the triggering event, bound by the trigger (or refused)."""
    if env.refs.get(LIFE_LOST):  # type: ignore[call-overload]
        return re_.LifeLostThisWay()
    return rq.ThatMany()


@lowers("effects.GainThatMuchLife")
def _gain_that_much_life(node: Any, env: Env) -> Any:
    """CR 119.3, 608.2h: "[player] gains that much life" — most often the damage a trigger
    event dealt ("Whenever this creature deals damage, you gain that much life")."""
    _no_duration(node, env)
    return re_.GainLife(_that_much(env), player_sel(env.subject, env))


# ---- coin flips (CR 705)


@lowers("damage.FlipCoins")
def _flip_coins(node: Any, env: Env) -> Any:
    """CR 705.1-705.2: "Flip a coin." (by the ability's controller)."""
    from .effects import _imperative
    from .objects import number

    _no_duration(node, env)
    _imperative(node, env)
    if env.refs.get(DELAYED):  # type: ignore[call-overload]
        # "Flip a coin at the beginning of the next end step. If you lose the flip, ...":
        # the next sentence belongs to the delayed trigger (CR 603.7a)
        raise fail(node, "a delayed coin flip is not supported yet")
    if node.until is not None or node.coin != "coin" or number(node.amount) != 1:
        raise fail(node, f"{node.render()!r} is not supported yet")
    return rcoin.FlipCoin()


@lowers("damage.FlipOutcome")
def _flip_outcome(node: Any, env: Env) -> Any:
    """CR 705.2: "if you win the flip" / "if you lose the flip"."""
    if node.article != "the" or type(node.player).__name__ != "You":
        raise fail(node, f"'{node.render()}' as a condition is not supported yet")
    return rcoin.FlipResult(won=node.outcome.startswith("win"))


# ---- divided damage (CR 601.2d)


def _most_targets(node: Any, env: Env) -> tuple[int | None, Any]:
    """How many targets "among [recipients]" allows at most (None: any number) and the
    target spec of one of them."""
    from .objects import ANY_TARGET, number, object_filter
    from .references import check_target_filter

    if type(node).__name__ == "CountTargets" and node.count.options:  # "one or two targets"
        return max(number(o) for o in node.count.options), ANY_TARGET
    if type(node).__name__ == "TargetsObject" and node.parts == ("any", "number", "of", "targets"):
        return None, ANY_TARGET
    if isinstance(node, ao.ObjectPhrase) and node.determiner is not None:
        det = node.determiner
        count = det.count
        if det.phrase == "any number of target":
            most = None
        elif det.phrase == "# target" and count is not None and getattr(count, "options", ()):
            most = max(number(o) for o in count.options)  # "one, two, or three target creatures"
        else:
            raise fail(node, f"dividing damage among {node.render()!r} is not supported yet")
        flt, kind = object_filter(node, env)
        check_target_filter(node, flt)
        if kind != "permanent":
            raise fail(node, f"dividing damage among {node.render()!r} is not supported yet")
        return most, rf.TargetSpec(flt)
    raise fail(node, f"dividing damage among {node.render()!r} is not supported yet")


@lowers("effects.DealDamageDivided")
def _deal_damage_divided(node: Any, env: Env) -> Any:
    """CR 601.2d: "[this] deals N damage divided as you choose among one, two, or three
    targets / any number of target creatures" — N target slots of 1 damage each, the same
    object allowed in several (:class:`~mtgc.runtime.actions.damage.DealDamageDivided`).
    With X, or more damage than targets allowed ("4 damage among one, two, or three target
    creatures"), the number of slots isn't known: unsupported."""
    from .objects import number

    _no_duration(node, env)
    if node.kind != "damage":
        raise fail(node, "combat damage as an effect is not supported yet")
    if _self_source(node, env) is not None:
        raise fail(node, "divided damage from another source is not supported yet")
    n = number(node.amount)
    if not isinstance(n, int) or n < 1:
        raise fail(node.amount, "dividing an amount of damage like X is not supported yet")
    most, spec = _most_targets(node.recipients, env)
    if most is not None and most < n:
        raise fail(node.recipients, f"dividing {n} damage among at most {most} targets is not "
                   "supported yet")  # fmt: skip
    first = len(env.targets)
    for _ in range(n):
        env.add_target(spec)
    return rd.DealDamageDivided(first, n)


@lowers("lists.LoseThatMuchLife")
def _lose_that_much_life(node: Any, env: Env) -> Any:
    """CR 119.3, 608.2h: "[player] loses that much life" — the damage or life gain of the
    triggering event ("Whenever you gain life, target opponent loses that much life")."""
    _no_duration(node, env)
    return re_.LoseLife(rq.ThatMany(), player_sel(env.subject, env))


@lowers(ad.DamageLifeFloor)
def _damage_life_floor(node, env: Env) -> Any:
    # CR 614.1a, 120.3a: the replacement would change the life lost from damage so that the
    # life total stops at the floor; the runtime's damage events have no such replacement.
    raise fail(node, "a floor on a life total against damage (CR 614.1a) is not supported yet")
