"""Leveler cards — CR 702.87 (level up) and 711 (level symbols).

"Level up [cost]" is "[Cost]: Put a level counter on this permanent. Activate only as a
sorcery." (702.87a). A level symbol with the abilities and power/toughness box printed in its
striation is a static ability: "As long as this creature has at least N1 (and no more than
N2) level counters on it, it has base power and toughness [P/T] and has [abilities]"
(711.2a-b). The compiler lowers the card's lines in order — :class:`LevelMark`,
:class:`LevelPT` and the striation's abilities — and :func:`group_levels` folds each
striation into one :class:`LevelStriation`.
"""

from __future__ import annotations

from typing import Any

import attrs

from ..actions.effects import PutCounters
from ..continuous.layers import AddAbilities, SetPT
from ..state.abilities import Ability, ActivatedAbility, Keyword, StaticAbility
from ..state.filters import Condition, Ctx, This
from ..state.objects import GameObject


@attrs.frozen
class LevelUp(Keyword):
    """CR 702.87a — "[Cost]: Put a level counter on this permanent. Activate only as a
    sorcery." """

    cost: tuple[Any, ...] = ()
    cr = "702.87"

    def expand(self) -> tuple[Ability, ...]:
        return (ActivatedAbility(self.cost, PutCounters("level", 1, This()), sorcery_speed=True),)


@attrs.frozen
class LevelRange(Condition):
    """CR 711.2a-b — this permanent has between ``low`` and ``high`` (None: no upper bound)
    level counters on it."""

    low: int
    high: int | None = None

    def holds(self, ctx: Ctx) -> bool:
        obj = ctx.game.state.objects.get(ctx.source_id)
        if not isinstance(obj, GameObject):
            return False
        n = obj.counters.get("level", 0)
        return n >= self.low and (self.high is None or n <= self.high)


@attrs.frozen
class LevelStriation(Keyword):
    """CR 711.2 — a level symbol with its power/toughness box and abilities: a static
    ability giving base P/T (layer 7b) and the abilities (layer 6) while the level counters
    are in range."""

    low: int
    high: int | None
    power: int
    toughness: int
    abilities: tuple[Any, ...] = ()
    cr = "711.2"

    def expand(self) -> tuple[Ability, ...]:
        cond = LevelRange(self.low, self.high)
        out: list[Ability] = [StaticAbility(SetPT(self.power, self.toughness), This(),
                                            condition=cond)]  # fmt: skip
        if self.abilities:
            out.append(StaticAbility(AddAbilities(self.abilities), This(), condition=cond))
        return tuple(out)


@attrs.frozen
class LevelMark:
    """A level symbol as lowered, before :func:`group_levels` (not an ability)."""

    low: int
    high: int | None

    def expand(self) -> tuple[Any, ...]:
        return ()


@attrs.frozen
class LevelPT:
    """A leveler's power/toughness box as lowered, before :func:`group_levels`."""

    power: int
    toughness: int

    def expand(self) -> tuple[Any, ...]:
        return ()


def group_levels(abilities: list[Any]) -> tuple[list[Any], list[str]]:
    """Fold each level symbol, its P/T box and the abilities after it (up to the next level
    symbol) into a :class:`LevelStriation` (CR 711.2, 711.3); problems found, if any."""
    if not any(isinstance(a, LevelMark | LevelPT) for a in abilities):
        return abilities, []
    out: list[Any] = []
    problems: list[str] = []
    mark: LevelMark | None = None
    pt: LevelPT | None = None
    group: list[Any] = []

    def close() -> None:
        if mark is None:
            return
        if pt is None:
            problems.append("a level symbol without a power/toughness box (CR 711.2)")
            return
        out.append(LevelStriation(mark.low, mark.high, pt.power, pt.toughness, tuple(group)))

    for a in abilities:
        if isinstance(a, LevelMark):
            close()
            mark, pt, group = a, None, []
        elif isinstance(a, LevelPT):
            if mark is None or pt is not None or group:
                problems.append("a power/toughness box outside a level striation (CR 711.2)")
            pt = a
        elif mark is not None:
            group.append(a)
        else:
            out.append(a)
    close()
    return out, problems
