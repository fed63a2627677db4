"""Blocking requirements — CR 509.1c: "[creature] blocks each combat if able", "Target
creature blocks this turn if able", "Target creature blocks this creature this turn if
able", "All creatures able to block this creature do so.", "must be blocked if able".
(Attack requirements are :class:`~mtgc.runtime.continuous.layers.MustAttack`, CR 508.1d.)

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
from ..state.filters import Ctx, ObjectFilter, ObjectRef
from ..state.objects import GameObject, Zone
from .multiple_blocks import attackers_of

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
class MustBeBlockedByAll:
    """CR 509.1c — "All creatures able to block this creature do so.": each creature
    matching ``blockers`` able to block an affected attacker must block one of them (a
    requirement on the blockers, read from the attackers)."""

    blockers: ObjectFilter


@attrs.frozen
class MustBeBlocked:
    """CR 509.1c — "must be blocked [this turn] if able": at least one creature blocks the
    affected attacker if able."""


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
    combat = game.state.combat
    lures = rule_statics(game, MustBeBlockedByAll) if combat is not None else []
    obj = game.state.objects[blocker]
    for s, c, a in lures:  # each such creature is required to block a lured attacker
        if a.effect.blockers.matches(Ctx(game, s, c), obj):
            these |= frozenset(x for x in combat.attackers if affects(game, a, s, c, x))  # type: ignore[union-attr]
    return must, these


def required_blocks(game: Game, cands: tuple, attackers: tuple,
                    can_block: Callable[[int, int], bool]) -> tuple:  # fmt: skip
    """(blocker, the attackers it is required and able (``can_block``) to block one of) for
    each candidate with a requirement (CR 509.1c): a hint a random player uses to declare a
    legal block."""
    out = []
    for c in cands:
        must, these = block_requirements(game, c)
        options = (these & frozenset(attackers)) or (frozenset(attackers) if must else None)
        able = tuple(a for a in sorted(options or ()) if can_block(c, a))
        if able:
            out.append((c, able))
    return tuple(out)


def _must_be_blocked(game: Game, attacker: int) -> bool:
    return any(affects(game, a, s, c, attacker) for s, c, a in rule_statics(game, MustBeBlocked))


def unblocked_requirement(
    game: Game, answer: dict[int, int], cands: tuple, attackers: tuple,
    legal: Callable[[dict[int, int]], bool],
) -> int | None:  # fmt: skip
    """CR 509.1c "must be blocked if able": an attacker nobody blocks in ``answer`` although
    a legal declaration where one more creature (a candidate not blocking, or one whose
    block obeys no requirement) blocks it obeys that requirement; None when there is
    none."""
    blocked = {a for v in answer.values() for a in attackers_of(v)}
    for att in attackers:
        if att in blocked or not _must_be_blocked(game, att):
            continue
        for c in cands:
            current = answer.get(c)
            if current is not None:
                must, these = block_requirements(game, c)
                if must or these or any(_must_be_blocked(game, x) for x in attackers_of(current)):
                    continue  # moving it could break another requirement
            if legal({**answer, c: att}):
                return att
    return None


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
        blocked = frozenset(attackers_of(current)) if current is not None else frozenset()
        if blocked and (blocked & these or (must and not these)):
            continue  # obeyed (a creature blocking obeys "blocks if able")
        if blocked and not these:
            continue
        options = these if these else (frozenset(attackers) if must else frozenset())
        for a in sorted(options):
            if legal({**answer, c: a}):
                return c
    return None
