"""Sector designations — CR 702.158 (space sculptor) and the state-based action 704.5u.

A sector designation (alpha, beta or gamma sector, CR 702.158b) is a designation of a
permanent, not a characteristic and not copiable: the runtime keeps it in the permanent's
``choices["sector"]``. While a permanent with space sculptor is on the battlefield, each
creature without a sector designation gets one: first the players who control such
creatures and no permanent with space sculptor choose for theirs, then the others (CR
702.158c, 704.5u). A permanent keeps its designation until no player controls a permanent
with space sculptor or an ability whose source has it (CR 702.158b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from ..agents import ChooseOption
from ..state.abilities import Keyword
from ..state.objects import GameObject, StackAbility

if TYPE_CHECKING:
    from ..game import Game

#: CR 702.158b — the three sector designations
SECTORS = ("alpha", "beta", "gamma")


@attrs.frozen
class SpaceSculptor(Keyword):
    """CR 702.158a — space sculptor (a static ability; see the module)."""

    cr = "702.158"


def sector(game: Game, obj_id: int) -> str | None:
    """The permanent's sector designation (CR 702.158b), or None."""
    obj = game.state.objects.get(obj_id)
    return obj.choices.get("sector") if isinstance(obj, GameObject) else None


def _sculptor_controllers(game: Game) -> set[int]:
    """The players who control a permanent with space sculptor."""
    out = set()
    for i in game.state.battlefield:
        ch = game.view(i)
        if ch.has_keyword(SpaceSculptor):
            out.add(ch.controller)
    return out


def _sculptor_ability_on_stack(game: Game) -> bool:
    """Whether an ability whose source has space sculptor is on the stack (CR 702.158b)."""
    st = game.state
    for sid in st.stack:
        item = st.objects.get(sid)
        src = item.source_id if isinstance(item, StackAbility) else None
        known = src is not None and (src in st.objects or src in st.lki)
        if known and game.view(src).has_keyword(SpaceSculptor):  # type: ignore[arg-type]
            return True
    return False


def assign_sectors(game: Game) -> bool:
    """CR 704.5u, 702.158c: with a permanent with space sculptor on the battlefield, each
    creature without a sector designation gets one, chosen by its controller — players who
    control no permanent with space sculptor first, then the others (each group in APNAP
    order, CR 101.4). Without one (and no ability of such a source on the stack), sector
    designations end (CR 702.158b). True if a designation was chosen."""
    st = game.state
    sculptors = _sculptor_controllers(game)
    if not sculptors:
        if not _sculptor_ability_on_stack(game):
            for i in st.battlefield:
                obj = st.objects[i]
                if isinstance(obj, GameObject) and "sector" in obj.choices:
                    del obj.choices["sector"]
        return False
    waiting: dict[int, list[int]] = {}
    for i in st.battlefield:
        obj = st.objects[i]
        ch = game.view(i)
        if ch.is_creature and isinstance(obj, GameObject) and "sector" not in obj.choices:
            waiting.setdefault(ch.controller, []).append(i)
    if not waiting:
        return False
    order = [p for p in game.apnap() if p in waiting and p not in sculptors]
    order += [p for p in game.apnap() if p in waiting and p in sculptors]
    for p in order:
        for i in waiting[p]:
            pick = game.ask(p, ChooseOption(p, SECTORS, f"sector designation for #{i}"))
            st.objects[i].choices["sector"] = SECTORS[pick]  # type: ignore[union-attr]
            game.log_note(f"#{i} is in the {SECTORS[pick]} sector (CR 704.5u)")
    return True
