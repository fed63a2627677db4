"""Sagas — CR 714: lore counters, chapter abilities and the Saga's sacrifice.

* 714.3a: as a Saga enters, its controller puts a lore counter on it (:func:`entering_lore`).
* 714.3b: as the active player's precombat main phase begins, a lore counter is put on
  each Saga they control (a turn-based action, :func:`add_lore_counters`).
* 714.2b: a chapter ability triggers when lore counters are put on the Saga so that their
  number goes from less than the chapter number to at least it (:class:`ChapterTrigger`;
  counters it enters with count, 122.6).
* 714.4: a state-based action: a Saga with lore counters at least its final chapter number
  that isn't the source of a chapter ability that has triggered but not yet left the
  stack is sacrificed (:func:`saga_sacrifices`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..events import events as ev
from ..events.triggers import TriggerPattern
from ..state.abilities import TriggeredAbility, all_abilities
from ..state.filters import Ctx
from ..state.objects import GameObject, StackAbility, Zone

if TYPE_CHECKING:
    from ..game import Game

LORE = "lore"


@attrs.frozen
class ChapterTrigger(TriggerPattern):
    """CR 714.2b — chapter ``n``: lore counters on this Saga went from < n to >= n."""

    n: int

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        obj = game.state.objects.get(ctx.source_id)
        if not isinstance(obj, GameObject) or obj.zone is not Zone.BATTLEFIELD:
            return False
        after = obj.counters.get(LORE, 0)
        if isinstance(event, ev.CountersChanged):
            if event.object_id != ctx.source_id or event.kind != LORE or event.amount <= 0:
                return False
            before = after - event.amount
        elif isinstance(event, ev.ZoneChange):  # entered with lore counters (CR 122.6)
            if event.new_id != ctx.source_id or event.to_zone is not Zone.BATTLEFIELD:
                return False
            before = 0
        else:
            return False
        return before < self.n <= after


def _is_saga(game: Game, obj_id: int) -> bool:
    return "Saga" in game.view(obj_id).subtypes


def entering_lore(card: Any) -> int:
    """CR 714.3a — the lore counter a Saga enters with."""
    return 1 if "Saga" in card.subtypes else 0


def add_lore_counters(game: Game) -> None:
    """CR 714.3b — the turn-based action of the active player's precombat main phase."""
    st = game.state
    for i in list(st.battlefield):
        if (
            _is_saga(game, i) and game.view(i).controller == st.active
            and final_chapter(game, i) is not None  # "with one or more chapter abilities"
        ):  # fmt: skip
            game.add_counters(i, LORE, 1)


def final_chapter(game: Game, obj_id: int) -> int | None:
    """CR 714.2d — the greatest chapter number among its chapter abilities (None: none)."""
    ns = [a.trigger.n for a in all_abilities(game.view(obj_id).abilities)
          if isinstance(a, TriggeredAbility) and isinstance(a.trigger, ChapterTrigger)]  # fmt: skip
    return max(ns) if ns else None


def _chapter_waiting(game: Game, obj_id: int) -> bool:
    """Whether a chapter ability of ``obj_id`` has triggered and not yet left the stack."""
    st = game.state
    for p in st.pending:
        if p.source_id == obj_id and isinstance(p.ability.trigger, ChapterTrigger):
            return True
    for sid in st.stack:
        item = st.objects.get(sid)
        if (
            isinstance(item, StackAbility) and item.source_id == obj_id
            and isinstance(getattr(item.ability, "trigger", None), ChapterTrigger)
        ):  # fmt: skip
            return True
    return False


def saga_sacrifices(game: Game) -> bool:
    """CR 714.4 — sacrifice each finished Saga; True if any was."""
    done = False
    for i in list(game.state.battlefield):
        if i not in game.state.objects or not _is_saga(game, i):
            continue
        last = final_chapter(game, i)
        obj = game.state.objects[i]
        if last is None or obj.counters.get(LORE, 0) < last or _chapter_waiting(game, i):
            continue
        game.log_note(f"{obj.name}#{i}: its final chapter has been reached (CR 714.4)")
        game.sacrifice(i, game.view(i).controller)
        done = True
    return done
