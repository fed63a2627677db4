"""Day and night — CR 730, 502.2; daybound and nightbound — CR 702.145.

The game starts with neither designation (CR 730.1); once it is day or night it is always one
of them. The designation is kept in ``state.extra["day_night"]`` (``"day"``, ``"night"`` or
absent). As the second part of the untap step (CR 502.2, 730.2), if it's day and the previous
turn's active player cast no spells that turn, it becomes night; if it's night and they cast
two or more, it becomes day (:func:`untap_step_check`).

Daybound (front faces) and nightbound (back faces) stand for static abilities (CR 702.145b,
e): such a permanent transforms as it becomes night / day, it can't transform otherwise
(``RulesProperty.TRANSFORMS_ONLY_BY_DAY_NIGHT``), and a daybound permanent enters
transformed if it's night (:class:`EntersTransformedAtNight`). The checks that "happen
immediately and aren't state-based actions" (702.145c-d, f-g) are made by
:func:`day_night_checks`, whenever state-based actions are checked and after the untap-step
change: a daybound permanent with neither designation makes it day; a nightbound one, with
no daybound permanent, makes it night; a front-face-up daybound permanent at night, or a
back-face-up nightbound one by day, transforms.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..actions.transform import is_transformed, transform
from ..events.replacement import (
    ENTERS_BACK_FACE,
    MoveProposal,
    ReplacementSpec,
    replacement_source,
)
from ..state.abilities import Keyword
from ..state.filters import Ctx
from ..state.objects import GameObject, RulesProperty, Zone

if TYPE_CHECKING:
    from ..game import Game

DAY, NIGHT = "day", "night"
_KEY = "day_night"


@attrs.frozen
class Daybound(Keyword):
    """CR 702.145b — daybound (static abilities; see the module)."""

    cr = "702.145"
    properties = frozenset({RulesProperty.TRANSFORMS_ONLY_BY_DAY_NIGHT})


@attrs.frozen
class Nightbound(Keyword):
    """CR 702.145e — nightbound (static abilities; see the module)."""

    cr = "702.145"
    properties = frozenset({RulesProperty.TRANSFORMS_ONLY_BY_DAY_NIGHT})


def day_or_night(game: Any) -> str | None:
    """CR 730.1: ``"day"``, ``"night"`` or None (neither)."""
    return game.state.extra.get(_KEY)


def become(game: Game, value: str) -> None:
    """CR 730.1: it becomes day or night; permanents with daybound or nightbound transform
    as it does (702.145b, e)."""
    if day_or_night(game) == value:
        return
    game.state.extra[_KEY] = value
    game.log_note(f"it becomes {value} (CR 730.1)")
    day_night_checks(game)


def untap_step_check(game: Game, previous_active: int | None) -> None:
    """CR 502.2, 730.2a-c: the day/night check of the untap step, from the spells the
    previous turn's active player cast during that turn."""
    now = day_or_night(game)
    if now is None or previous_active is None:
        return
    turn, seen = game.state.extra.get("this_turn", (None, ()))
    cast = 0
    if turn == game.state.turn - 1:
        cast = sum(1 for e in seen if e[0] == "cast" and e[1] == previous_active)
    if now == DAY and cast == 0:
        become(game, NIGHT)
    elif now == NIGHT and cast >= 2:
        become(game, DAY)


def day_night_checks(game: Game) -> None:
    """CR 702.145c-d, f-g (see the module)."""
    st = game.state
    now = day_or_night(game)
    days = {i for i, _, _, _ in game.abilities_of_permanents(Daybound)}
    nights = {i for i, _, _, _ in game.abilities_of_permanents(Nightbound)}
    if not days and not nights:
        return
    bound = [(i, i in days, i in nights) for i in sorted(days | nights)]
    if now is None:
        if any(day for _, day, _ in bound):
            now = DAY  # CR 702.145d
        else:
            now = NIGHT  # CR 702.145g
        st.extra[_KEY] = now
        game.log_note(f"it becomes {now} (CR 702.145d, 702.145g)")
    for i, day, night in bound:
        obj = st.objects.get(i)
        if not isinstance(obj, GameObject):
            continue
        back_up = is_transformed(obj)
        if (day and now == NIGHT and not back_up) or (night and now == DAY and back_up):
            transform(game, i, by_day_night=True)  # CR 702.145c, 702.145f


@attrs.frozen
class EntersTransformedAtNight(ReplacementSpec):
    """CR 702.145b, 616.1d — daybound's "If it is night and this permanent is represented by
    a double-faced card, it enters transformed."."""

    order_step = ENTERS_BACK_FACE

    def describe(self) -> str:
        return "enters transformed, as it is night (CR 702.145b)"

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        return not proposal.transformed and day_or_night(game) == NIGHT

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.transformed = True


@replacement_source
def _daybound_entering(game: Game, proposal: Any) -> list[tuple[Any, Any, Ctx]]:
    if not isinstance(proposal, MoveProposal) or proposal.to_zone is not Zone.BATTLEFIELD:
        return []
    obj = game.state.objects.get(proposal.object_id)
    if not isinstance(obj, GameObject) or obj.card.back is None:
        return []
    if not any(isinstance(a, Daybound) for a in obj.card.abilities):
        return []
    owner = proposal.controller if proposal.controller is not None else obj.controller
    return [(("daybound", obj.id), EntersTransformedAtNight(), Ctx(game, obj.id, owner))]
