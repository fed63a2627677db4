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

from .core import Env, ast_area, fail, lowers, runtime
from .objects import object_ref

acb = ast_area("combat")
ra = runtime("state.abilities")
rc = runtime("continuous.layers")
rsr = runtime("continuous.restrictions")
rrq = runtime("combat.requirements")

#: The period of a one-shot requirement -> its runtime duration.
_ONE_SHOT = {"this turn": "eot", "this combat": rrq.END_OF_COMBAT}


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
    duration = _ONE_SHOT.get(node.period.phrase)
    if duration is None:
        raise fail(node.period, f"a requirement {node.period.phrase!r} as an effect is not "
                   "supported yet")  # fmt: skip
    if env.subject is None:
        raise fail(node, "a combat requirement without a subject is not supported yet")
    what = object_ref(env.subject, env)
    if node.action == "block" and node.target is not None:
        return rrq.RequireBlocking(what, object_ref(node.target, env), duration)
    return rsr.Restrict(what, _specs(node), duration)


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
