"""Modal spells and abilities (CR 700.2): "Choose one —" with bulleted modes -> runtime
:class:`~mtgc.runtime.state.abilities.Mode` objects, each with its own targets."""

from __future__ import annotations

from typing import Any

import attrs

from .core import Env, ast_area, fail, lower, lowering, lowers, runtime
from .effects import lower_effects

ra = runtime("state.abilities")
aa = ast_area("abilities")

#: CR 700.2: how many modes each intro chooses (a range: at least, at most).
MODE_COUNTS: dict[str, int | tuple[int, int]] = {
    "choose one": 1, "choose two": 2, "choose three": 3, "choose one or both": (1, 2),
    "choose one or more": (1, 99), "choose two or more": (2, 99),
}  # fmt: skip


def lower_modes(node: aa.ModalAbility, env: Env,
                repeat: bool = False) -> tuple[tuple[ra.Mode, ...], Any]:  # fmt: skip
    """The modes of ``node`` and how many are chosen. Each mode lowers on its own: its
    targets are chosen only if the mode is (CR 700.2c, 601.2c)."""
    phrase = getattr(node.intro, "phrase", None)  # "An opponent chooses one —" has none
    count = MODE_COUNTS.get(phrase) if phrase is not None else None
    if count is None:
        raise fail(node, f"'{node.intro.render()}' is not supported yet")
    low = count[0] if isinstance(count, tuple) else count
    if low > len(node.modes.modes) and not repeat:
        raise fail(node, "more modes to choose than there are")
    modes = []
    for m in node.modes.modes:
        if isinstance(m, aa.FlavorWordMode):  # CR 207.2d: the name has no rules meaning
            m = m.effects
        sub = attrs.evolve(env, targets=[], refs={}, used=set(), that=None)
        modes.append(ra.Mode(lower_effects(m, sub), tuple(sub.targets)))
        lowering("targets").x_targets_problem(sub.targets, m, False)  # modes' slots are fixed
    return tuple(modes), count


@lowers("abilities.ModalAbility")
def _modal(node: aa.ModalAbility, env: Env) -> list[Any]:
    """CR 700.2a: a modal instant or sorcery; its modes are chosen as it is cast (601.2b)."""
    if env.permanent:
        raise fail(node, "a modal line on a permanent is not supported yet")
    modes, count = lower_modes(node, env)
    return [ra.SpellAbility(None, (), modes=modes, mode_count=count)]


def lower_triggered_modes(node: Any, env: Env, modal: Any = None,
                          condition: Any = None) -> list[Any]:  # fmt: skip
    """CR 603.3c: "When ..., choose one —": the modes are chosen as the ability is put on
    the stack; ``condition``: an intervening "if" before them (CR 603.4), ``modal`` then
    the modes after it."""
    pattern = lower(node.event, env)
    modes, count = lower_modes(modal if modal is not None else node.effects, env)
    return [ra.TriggeredAbility(pattern, None, (), intervening_if=condition, modes=modes,
                                mode_count=count)]  # fmt: skip


@lowers("events.ModalWithRider")
def _modal_with_rider(node: Any, env: Env) -> list[Any]:
    """CR 700.2d: "Choose three. You may choose the same mode more than once." — a modal
    instant or sorcery whose modes may be chosen more than once each."""
    if env.permanent:
        raise fail(node, "a modal line on a permanent is not supported yet")
    rider = node.rider  # not "If this spell was kicked, choose any number instead."
    if type(rider).__name__ == "ModeRiderMay":
        return [_more_modes(node, rider, env)]
    if type(rider).__name__ != "ModeRider" or rider.conditional:
        raise fail(rider, f"'{rider.render()}' is not supported yet")
    modes, count = lower_modes(node, env, repeat=True)
    return [ra.SpellAbility(None, (), modes=modes, mode_count=count, mode_repeat=True)]


def _more_modes(node: Any, rider: Any, env: Env) -> Any:
    """CR 700.2, 601.2b: "Choose one. If you control a commander as you cast this spell,
    you may choose both instead." — the condition is checked as the modes are chosen; if
    it holds, one or both modes may be chosen."""
    modes, count = lower_modes(node, env)
    if count != 1 or len(modes) != 2:
        raise fail(rider, f"'{rider.render()}' after '{node.intro.render()}' is not "
                          "supported yet")  # fmt: skip
    condition = lower(rider.condition, env)
    return ra.SpellAbility(None, (), modes=modes, mode_count=1, more_modes=(condition, (1, 2)))
