""" "[Objects] doesn't untap during its controller's next untap step" as an effect
(CR 502.3, 611.2c) -> :class:`~mtgc.runtime.continuous.untap.SkipNextUntap`."""

from __future__ import annotations

from typing import Any

from ...runtime.continuous.untap import SkipNextUntap
from .core import Env, ast_area, fail, lowers, only
from .objects import object_ref

acb = ast_area("combat")
ao = ast_area("objects")


def _whose(player: Any) -> bool | None:
    """True for "your next untap step", False for the permanents' controller's."""
    owner = player.owner if isinstance(player, ao.Possessive) else None
    if owner == "your":
        return True
    if owner == "their":  # "Creatures target opponent controls don't untap during their ..."
        return False
    if isinstance(owner, ao.PlayerOf) and owner.role in ("controller", "controllers"):
        inner = owner.possessor.owner if isinstance(owner.possessor, ao.Possessive) else None
        if inner in ("its", "their"):
            return False
    return None


def each_controllers(player: Any) -> bool:
    """CR 502.3: "their controllers'" / "its controller's" — each permanent's own
    controller's untap steps (a static "don't untap during their controllers' untap
    steps")."""
    return _whose(player) is False


@lowers("combat.DoesntUntapNext")
def _doesnt_untap_next(node: acb.DoesntUntapNext, env: Env) -> Any:
    """CR 502.3: the objects, locked in as the effect resolves (CR 611.2c), skip one untap
    step."""
    only(node, "player", "when")
    # "their controllers' next untap steps": each object skips its own controller's next one
    if node.when not in ("next untap step", "next untap steps"):
        raise fail(node, f"'{node.when}' as an effect is not supported yet")
    yours = _whose(node.player)
    if yours is None:
        raise fail(node.player, f"the untap step of '{node.player.render()}' is not "
                   "supported yet")  # fmt: skip
    if env.subject is None:
        raise fail(node, "'doesn't untap' without a subject is not supported yet")
    return SkipNextUntap(object_ref(env.subject, env), yours)
