"""What an earlier instruction of a resolving spell or ability did — CR 608.2c, 608.2h.

CR 608.2c: the instructions are followed in order, and a later one may refer to the
results of an earlier one ("for each creature destroyed this way", "if a creature is
destroyed this way", "if that spell is countered this way"). Each instruction of a
:class:`~.effects.Sequence` is followed by :func:`follow`, which collects the events the
game emits meanwhile and records, for each kind of result, the objects it happened to.
The objects are recorded as they were before the event and read back through last known
information (CR 608.2h): a destroyed creature is a new object in its owner's graveyard
(CR 400.7), but it is counted as the creature it was.
"""

from __future__ import annotations

from typing import Any

import attrs

from ..events.events import ZoneChange
from ..state.filters import Ctx, ObjectFilter, ObjectRef
from ..state.objects import Zone

#: ``Ctx.info`` key: result ("destroyed", "countered") -> the ids it happened to.
THIS_WAY = "this_way"

#: ``Ctx.info`` key: how many objects the last instruction followed moved from one zone to
#: another (CR 608.2c "that many").
MOVED = "moved_by_last"

#: The result a zone change's cause names (CR 701.8 destroy, 701.6 counter, 701.9
#: discard — madness exiles the discarded card instead, 702.35a —, 701.17 mill, 701.21
#: sacrifice).
_CAUSES = {"destroy": "destroyed", "countered": "countered", "discard": "discarded",
           "madness": "discarded", "milled": "milled", "sacrifice": "sacrificed"}  # fmt: skip

#: The results recorded: what "[participle] this way" can follow.
RECORDING = (*sorted(set(_CAUSES.values())), "exiled", "put into a graveyard",
             "put into your graveyard")  # fmt: skip


def follow(effect: Any, ctx: Ctx) -> None:
    """Follow one instruction (CR 608.2c) and record what it did "this way"; an
    instruction's own parts record for themselves, then count toward it."""
    game = ctx.game
    outer = game.results
    mine: list[Any] = []
    game.results = mine
    try:
        effect.resolve(ctx)
    finally:
        game.results = outer
        if outer is not None:
            outer.extend(mine)
    if mine:
        note(ctx, mine)
    # CR 608.2c: "Sacrifice all creatures you control, then create that many tokens."
    ctx.info[MOVED] = sum(1 for e in mine if isinstance(e, ZoneChange))


def note(ctx: Ctx, events: list[Any]) -> None:
    """Record the results of ``events`` (each kind replaces the record an earlier
    instruction left of it: "this way" is the instruction that did it)."""
    found: dict[str, list[int]] = {}
    for e in events:
        if not isinstance(e, ZoneChange):
            continue
        kind = _CAUSES.get(e.cause or "")
        if kind is None and e.to_zone is Zone.EXILE:  # CR 406.3: exiled, by any instruction
            kind = "exiled"
        if kind is not None:
            found.setdefault(kind, []).append(e.object_id)
        if e.to_zone is Zone.GRAVEYARD and e.from_zone is not Zone.GRAVEYARD:
            found.setdefault("put into a graveyard", []).append(e.object_id)
            if e.owner == ctx.controller:
                found.setdefault("put into your graveyard", []).append(e.object_id)
    if found:
        ctx.info.setdefault(THIS_WAY, {}).update(found)


def acted_on(ctx: Ctx, participle: str, flt: ObjectFilter | None = None) -> list[int]:
    """The objects recorded for ``participle`` that fit ``flt`` as they last existed
    (CR 608.2h)."""
    ids = ctx.info.get(THIS_WAY, {}).get(participle, ())
    if flt is None:
        return list(ids)
    game = ctx.game
    found = []
    for i in ids:
        obj = game.state.objects.get(i)
        if obj is None and i in game.state.lki:
            obj = game.lki_object(i)
        if obj is not None and flt.matches(ctx, obj, game.view(i), any_zone=True):
            found.append(i)
    return found


@attrs.frozen
class ActedThisWayCount:
    """CR 608.2c: "for each creature destroyed this way" — how many objects fitting
    ``filter`` the earlier instruction did it to."""

    participle: str
    filter: ObjectFilter | None = None

    def value(self, ctx: Ctx) -> int:
        return len(acted_on(ctx, self.participle, self.filter))


@attrs.frozen
class ActedThisWayObjects(ObjectRef):
    """CR 608.2c: "For each creature card exiled this way, ..." — the objects fitting
    ``filter`` the earlier instruction did it to (their ids as they were: "its controller"
    is read from last known information, CR 608.2h)."""

    participle: str
    filter: ObjectFilter | None = None

    def resolve(self, ctx: Ctx) -> list[int]:
        return acted_on(ctx, self.participle, self.filter)


@attrs.frozen
class ActedOn:
    """CR 608.2c: "If that artifact is put into a graveyard this way" — the object ``ref``
    names is one the earlier instruction did it to."""

    participle: str
    ref: ObjectRef

    def holds(self, ctx: Ctx) -> bool:
        done = set(acted_on(ctx, self.participle))
        return any(i in done for i in self.ref.resolve(ctx))


@attrs.frozen
class ActedThisWay:
    """CR 608.2c: "If a creature is destroyed this way" / "If that spell is countered this
    way" — the earlier instruction did it to at least one object fitting ``filter``."""

    participle: str
    filter: ObjectFilter | None = None

    def holds(self, ctx: Ctx) -> bool:
        return bool(acted_on(ctx, self.participle, self.filter))


@attrs.frozen
class MovedByLastInstruction:
    """CR 608.2c: "that many" after an instruction that moved objects — "Exile all creatures
    you control. Then create that many 5/5 Dragon tokens.", "Shuffle all cards from your
    graveyard into your library. Target player mills that many cards.": the number of
    objects the instruction just before moved (0 if it moved none)."""

    def value(self, ctx: Ctx) -> int:
        return int(ctx.info.get(MOVED, 0))
