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
from .effects import _damage, _damage_recipient, _no_duration, _self_source
from .objects import player_sel

ad = ast_area("damage")
ae = ast_area("effects")
rcoin = runtime("actions.coins")
re_ = runtime("actions.effects")
rq = runtime("state.qualities")


@lowers(ad.DealThatMuchDamage)
def _deal_that_much_damage(node: Any, env: Env) -> Any:
    """CR 120.1, 608.2h: "[source] deals that much damage to [recipient]"."""
    _no_duration(node, env)
    if node.kind != "damage":
        raise fail(node, "combat damage as an effect is not supported yet")
    source = _self_source(node, env)
    return _damage(source, rq.ThatMany(), _damage_recipient(node.recipient, env))


@lowers(ae.GainThatMuchLife)
def _gain_that_much_life(node: Any, env: Env) -> Any:
    """CR 119.3, 608.2h: "[player] gains that much life" — most often the damage a trigger
    event dealt ("Whenever this creature deals damage, you gain that much life")."""
    _no_duration(node, env)
    return re_.GainLife(rq.ThatMany(), player_sel(env.subject, env))


# ---- coin flips (CR 705)


@lowers(ad.FlipCoins)
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


@lowers(ad.FlipOutcome)
def _flip_outcome(node: Any, env: Env) -> Any:
    """CR 705.2: "if you win the flip" / "if you lose the flip"."""
    if node.article != "the" or type(node.player).__name__ != "You":
        raise fail(node, f"'{node.render()}' as a condition is not supported yet")
    return rcoin.FlipResult(won=node.outcome.startswith("win"))
