"""What happened earlier in the game, as conditions read it (CR 500.7 "this turn", CR 601.2
casting): the spells cast this turn or last turn, and how the spell a permanent came from
was cast ("if you cast it from your hand", "if you cast this spell during your main
phase").

The turn's events are recorded by :func:`mtgc.runtime.events.conditions.record`; the log
of the turn before is kept when a new turn's first event is recorded, so "last turn" reads
the log of turn ``state.turn - 1`` (CR 500.7: a turn is one player's turn).
"""

from __future__ import annotations

from typing import Any

import attrs

from ..state.filters import Condition, Ctx, ObjectFilter, PlayerSel, Who
from ..state.objects import GameObject, Zone
from .conditions import COMPARATORS, _players

#: Key of a spell's (and of the permanent it became) record of how it was cast (CR 601.2):
#: ``(caster, zone it was cast from, the step it was cast in, the active player then)``.
CAST_RECORD = "cast_record"
#: Key of a permanent's note of the id it had as a spell ("another spell", CR 400.7).
CAST_SPELL_ID = "cast_spell_id"


def turn_log(state: Any, kind: str, ago: int = 0) -> list[tuple]:
    """The recorded events of ``kind`` of the current turn (``ago`` 0) or of the turn
    before it (``ago`` 1)."""
    want = state.turn - ago
    for key in ("this_turn", "last_turn"):
        turn, seen = state.extra.get(key, (None, ()))
        if turn == want:
            return [e for e in seen if e[0] == kind]
    return []


def note_cast(game: Any, spell: GameObject, player: int, from_zone: Zone) -> None:
    """CR 601.2a: remember where and when ``spell`` was cast (it keeps the record as the
    permanent it becomes, CR 608.3)."""
    st = game.state
    spell.choices[CAST_RECORD] = (player, from_zone, st.step, st.active)


def _object(game: Any, obj_id: int | None) -> GameObject | None:
    obj = game.state.objects.get(obj_id)
    if isinstance(obj, GameObject):
        return obj
    if obj_id is not None and obj_id in game.state.lki:  # it left its zone (CR 608.2h)
        found = game.lki_object(obj_id)
        return found if isinstance(found, GameObject) else None
    return None


def _own_spell(ctx: Ctx) -> int | None:
    """The id the source had as a spell, if it is that spell or the permanent it became."""
    obj = _object(ctx.game, ctx.source_id)
    if obj is None:
        return None
    return obj.choices.get(CAST_SPELL_ID, obj.id if obj.zone is Zone.STACK else None)


def _casters(ctx: Ctx, flt: ObjectFilter | None, ago: int, other: bool) -> list[int]:
    """The player of each spell cast in the turn ``ago`` turns back that fit ``flt`` as it
    was cast (CR 608.2h); with ``other``, not the spell this source is or came from."""
    game = ctx.game
    own = _own_spell(ctx) if other else None
    casters = []
    for _, player, obj_id in turn_log(game.state, "cast", ago):
        if other and obj_id == own:
            continue
        if flt is not None:
            obj = _object(game, obj_id)
            if obj is None or not flt.matches(ctx, obj, game.view(obj_id), any_zone=True):
                continue
        casters.append(player)
    return casters


@attrs.frozen
class SpellsCast(Condition):
    """CR 601.2, 500.7: "you've cast a historic spell this turn", "if a player cast two or
    more spells last turn", "if no spells were cast last turn", "if that player didn't
    cast a spell this turn".

    ``who``: whose casts count, each player apart (None: every player's together);
    ``filter``: what the spell was as it was cast (last known information, CR 608.2h);
    ``other``: "another ... spell" — not the spell this source is or came from; ``ago``:
    0 this turn, 1 last turn."""

    filter: ObjectFilter | None = None
    who: Who | PlayerSel | None = Who.YOU
    amount: int = 1
    compare: str | None = "or more"
    ago: int = 0
    other: bool = False

    def holds(self, ctx: Ctx) -> bool:
        casts = _casters(ctx, self.filter, self.ago, self.other)
        test = COMPARATORS[self.compare]
        if self.who is None:
            return test(len(casts), self.amount)
        return any(test(casts.count(p), self.amount) for p in _players(self.who, ctx))


@attrs.frozen
class SpellsCastCount:
    """CR 601.2, 500.7: "the number of spells you've cast this turn", "for each other
    instant and sorcery spell you've cast this turn" — an amount: the spells ``who`` cast in
    the turn ``ago`` turns back that fit ``filter`` (as they were cast, CR 608.2h), but for
    ``other``: the spell this source is or came from."""

    filter: ObjectFilter | None = None
    who: Who = Who.YOU
    ago: int = 0
    other: bool = False

    def value(self, ctx: Ctx) -> int:
        casters = _casters(ctx, self.filter, self.ago, self.other)
        return sum(1 for player in casters if self.who.matches(player, ctx.controller))


@attrs.frozen
class WasCast(Condition):
    """CR 601.2: "if you cast it", "if you cast it from your hand", "if you cast this spell
    during your main phase" (CR 505.1: a main phase of the caster's turn) — of this spell,
    or of the spell the permanent came from (a permanent put onto the battlefield without
    being cast wasn't cast, CR 601.1)."""

    from_zone: Zone | None = None
    main_phase: bool = False

    def holds(self, ctx: Ctx) -> bool:
        obj = _object(ctx.game, ctx.source_id)
        record = obj.choices.get(CAST_RECORD) if obj is not None else None
        if record is None:
            return False
        caster, zone, step, active = record
        if caster != ctx.controller:
            return False
        if self.from_zone is not None and zone is not self.from_zone:
            return False
        return not self.main_phase or step.is_main and active == caster


@attrs.frozen
class ObjectWas(Condition):
    """CR 608.2h: "If that creature was a Human", "if it was a creature card", "If the
    sacrificed creature was red" — the object the ability refers to matched ``filter`` as
    it last existed (its last known information once it has left its zone)."""

    ref: Any
    filter: ObjectFilter

    def holds(self, ctx: Ctx) -> bool:
        game = ctx.game
        for i in self.ref.resolve(ctx):
            obj = _object(game, i)
            if obj is None:
                return False
            return self.filter.matches(ctx, obj, game.view(i), any_zone=True)
        return False


@attrs.frozen
class DealtDamageThisTurn:
    """CR 120.3, 500.7: an object quality — "creature that was dealt damage this turn",
    "a creature dealt damage by this creature this turn" (``source``: the objects that
    dealt it; None: any source). A permanent that changed zones is a new object (CR 400.7)
    that wasn't dealt that damage."""

    source: Any = None
    combat: bool = False

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        sources = None if self.source is None else set(self.source.resolve(ctx))
        return any(
            target == obj.id and (sources is None or src in sources)
            and (combat or not self.combat)
            for _, src, target, combat in turn_log(ctx.game.state, "damage")
        )  # fmt: skip
