"""How many targets a phrase chooses (CR 115.1, 601.2c): "two target creatures" (exactly
two), "one or two target creatures" (the player chooses the number as the spell is cast)."""

from __future__ import annotations

from typing import Any

from ...runtime.state.objects import Zone as RZone
from .core import Env, ast_area, fail, runtime
from .objects import number

rf = runtime("state.filters")
rq = runtime("state.qualities")

alst = ast_area("lists")


def target_count(count: Any) -> tuple[int, Any]:
    """(the fewest targets, the most) a count names: a number N is (N, N); "one or two",
    "one, two, or three" (consecutive choices, CR 601.2c) are (1, 2), (1, 3)."""
    if isinstance(count, alst.NumberChoice):
        values = [getattr(o, "value", None) for o in count.options]
        if None in values or values != list(range(values[0], values[0] + len(values))):
            raise fail(count, f"the number of targets '{count.render()}' is not supported yet")
        return values[0], values[-1]
    n = number(count)
    return (n if isinstance(n, int) else 0), n


#: Key in ``Env.refs``: the "X target [objects]" phrase of the ability, if any.
X_TARGETS = "targets.x"


def x_targets(node: Any, optional: bool, env: Env) -> Any:
    """CR 601.2b-c, 107.3: "X target creatures", "up to X target cards from your
    graveyard" — X is announced before targets are chosen, then X slots of one word
    "target" (the ability's last slots: checked by :func:`x_targets_problem`)."""
    from .objects import object_filter
    from .references import check_target_filter

    if id(node) in env.refs:
        return env.refs[id(node)]
    if X_TARGETS in env.refs:
        raise fail(node, "two 'X target' phrases in one ability are not supported yet")
    flt, _ = object_filter(node, env)
    check_target_filter(node, flt)
    if flt.zone not in (RZone.BATTLEFIELD, RZone.STACK, RZone.GRAVEYARD):
        raise fail(node, "targeting cards in other zones is not supported yet")
    first = env.add_target(rf.TargetSpec(flt, optional=optional, x_times=True))
    ref = rq.TargetsFrom(first)
    env.it = env.refs[id(node)] = ref
    env.refs[X_TARGETS] = node
    return ref


def x_targets_problem(targets: Any, node: Any, x_defined: bool) -> None:
    """Refuse an "X target [objects]" slot the runtime can't expand: one that isn't the
    ability's last slot, or in an ability whose X isn't announced as it is put on the stack
    (a triggered ability: CR 603.3d, 107.3)."""
    slots = [i for i, s in enumerate(targets) if getattr(s, "x_times", False)]
    if not slots:
        return
    if not x_defined:
        raise fail(node, "'X target' in this ability is not supported yet")
    if slots != [len(targets) - 1]:
        raise fail(node, "a target after 'X target' is not supported yet")
