"""Emblems (CR 114) -> runtime/actions/emblems.py: "[player] gets an emblem with
[ability]" and "with [ability] and [ability]"."""

from __future__ import annotations

from typing import Any

from .core import Env, ast_area, fail, lowers, only, runtime
from .effects import _no_duration
from .objects import player_sel

ae = ast_area("effects")
ap = ast_area("permissions")
rem = runtime("actions.emblems")


def _abilities(quoted: tuple[Any, ...]) -> tuple[Any, ...]:
    """The runtime abilities of the emblem: each quoted ability lowered as the ability of
    the object that has it (CR 113.2c, 114.3)."""
    from .abilities import lower_ability

    out: list[Any] = []
    for item in quoted:
        if not isinstance(item, ae.QuotedAbility):
            raise fail(item, "an emblem with a keyword ability is not supported yet")
        for ability in lower_ability(item.ability, Env(permanent=True)):
            if not rem.emblem_ability_ok(ability):
                raise fail(item, "this ability of an emblem is not supported yet (CR 114.4)")
            out.append(ability)
    return tuple(out)


@lowers(ae.GetEmblem, ap.GetEmblemAbilities)
def _get_emblem(node: Any, env: Env) -> Any:
    """CR 114.2: "[player] gets an emblem with [ability]" — the player puts an emblem with
    that ability into the command zone, where it functions (CR 114.4)."""
    _no_duration(node, env)
    if isinstance(node, ae.GetEmblem):
        only(node, "ability")
        quoted: tuple[Any, ...] = (node.ability,)
    else:
        only(node, "abilities")
        quoted = node.abilities
    return rem.GetEmblem(_abilities(quoted), player_sel(env.subject, env))
