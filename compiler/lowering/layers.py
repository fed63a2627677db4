"""Layer-6 ability changes (CR 613.1f) -> runtime/continuous/layers.py's
:class:`RemoveAbilities` and runtime/actions/layers.py: "[objects] lose [abilities]" as an
effect (:func:`_lose_abilities`) and as a static ability (:func:`lose_abilities_static`).
"""

from __future__ import annotations

from typing import Any

from .core import Env, ast_area, fail, lowers, runtime
from .effects import _duration
from .keywords import granted_abilities
from .objects import object_ref

ae = ast_area("effects")
ra = runtime("state.abilities")
rc = runtime("continuous.layers")
rly = runtime("actions.layers")


@lowers(ae.LoseAbilities)
def _lose_abilities(node: Any, env: Env) -> Any:
    """CR 611.2a, 611.2c, 613.1f: "[objects] lose [abilities] [until end of turn]" — without
    a duration, the objects lose them for as long as they stay on the battlefield."""
    preds = env.predicates
    if preds is not None and preds.for_each is not None:
        raise fail(preds.for_each, "'for each' on this action is not supported yet")
    if env.subject is None:
        raise fail(node, "losing abilities without a subject is not supported yet")
    abilities = granted_abilities(node.abilities)
    what = object_ref(env.subject, env)
    duration = "permanent" if preds is None or preds.duration is None else _duration(env)
    return rly.LoseAbilities(what, abilities, duration)


def lose_abilities_static(node: Any, affected: Any) -> list[Any]:
    """CR 613.1f, 611.3a: "Enchanted creature loses flying", "Creatures your opponents
    control lose flying" as a static ability."""
    return [ra.StaticAbility(rc.RemoveAbilities(granted_abilities(node.abilities)), affected)]
