"""Blocking requirements — CR 509.1c: "[creature] blocks each combat if able", "Target
creature blocks this turn if able", "Target creature blocks this creature this turn if
able". (Attack requirements are :class:`~mtgc.runtime.continuous.layers.MustAttack`,
CR 508.1d.)

CR 509.1c: the defending player's declaration must obey as many requirements as possible
without violating a restriction; requirements with a cost need not be obeyed. The check
(:func:`unobeyed_block_requirement`) refuses a declaration that leaves a requirement
unobeyed when one more creature could block, or a creature could switch to the attacker
it must block, so that the declaration stays legal and obeys more requirements.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import attrs

from ..continuous.layers import EffectInstance, rule_statics
from ..continuous.restrictions import affects
from ..state.effect_base import Effect
from ..state.filters import Ctx, ObjectRef
from ..state.objects import GameObject, Zone

if TYPE_CHECKING:
    from ..game import Game


#: The duration of a "this combat" requirement: it ends with the combat (CR 511.3).
END_OF_COMBAT = "end of combat"


@attrs.frozen
class MustBlock:
    """CR 509.1c — the affected creatures block each combat (or this turn) if able."""


@attrs.frozen
class MustBlockThese:
    """CR 509.1c — the affected creatures block one of ``attackers`` if able ("Target
    creature blocks this creature this turn if able")."""

    attackers: frozenset[int]


@attrs.frozen
class RequireBlocking(Effect):
    """CR 509.1c, 611.2c — "[blockers] block [attacker] this turn if able": both sets are
    the creatures on the battlefield as the effect resolves."""

    blockers: ObjectRef
    attackers: ObjectRef
    duration: str = "eot"

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        blockers = _on_battlefield(ctx, self.blockers)
        attackers = _on_battlefield(ctx, self.attackers)
        if not blockers or not attackers:
            return
        game.add_effect(EffectInstance(MustBlockThese(attackers), ctx.source_id, ctx.controller,
                                       game.stamp(), blockers, self.duration))  # fmt: skip


def _on_battlefield(ctx: Ctx, ref: ObjectRef) -> frozenset[int]:
    objs = ctx.game.state.objects
    return frozenset(
        i for i in ref.resolve(ctx)
        if isinstance(objs.get(i), GameObject) and objs[i].zone is Zone.BATTLEFIELD  # type: ignore[union-attr]
    )  # fmt: skip


def block_requirements(game: Game, blocker: int) -> tuple[bool, frozenset[int]]:
    """The requirements on ``blocker``: whether it must block (any attacker), and the
    attackers it must block one of."""
    must = any(affects(game, a, s, c, blocker) for s, c, a in rule_statics(game, MustBlock))
    these: frozenset[int] = frozenset()
    for s, c, a in rule_statics(game, MustBlockThese):
        if affects(game, a, s, c, blocker):
            these |= a.effect.attackers
    return must, these


def unobeyed_block_requirement(
    game: Game, answer: dict[int, int], cands: tuple, attackers: tuple,
    legal: Callable[[dict[int, int]], bool],
) -> int | None:  # fmt: skip
    """CR 509.1c: a candidate blocker whose requirement ``answer`` leaves unobeyed although
    a legal declaration (``legal``) differing only in that creature's block obeys it; None
    when there is none."""
    for c in cands:
        must, these = block_requirements(game, c)
        these = these & frozenset(attackers)
        current = answer.get(c)
        if current is not None and (current in these or (must and not these)):
            continue  # obeyed (a creature blocking obeys "blocks if able")
        if current is not None and not these:
            continue
        options = these if these else (frozenset(attackers) if must else frozenset())
        for a in sorted(options):
            if legal({**answer, c: a}):
                return c
    return None
