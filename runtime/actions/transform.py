"""Transforming double-faced permanents — CR 701.27, 712.

A double-faced card's definition is its front face, holding its back face
(``CardDefinition.back``, CR 712.1). A permanent with its back face up has the back face as
its card and remembers its front face under the ``"transformed"`` card variant (so that it
is its front face again in any other zone, CR 712.8a, and :func:`~mtgc.runtime.state.
objects.real_card` gives the card itself). Transforming turns the permanent over in place:
it stays the same object and every effect on it keeps applying (CR 712.18).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from ..events import events as ev
from ..events.triggers import TriggerPattern
from ..state.effect_base import Effect
from ..state.filters import Ctx, ObjectFilter, ObjectRef, This
from ..state.objects import CardDefinition, GameObject, RulesProperty, Zone

if TYPE_CHECKING:
    from ..game import Game

TRANSFORMED = "transformed"
#: ``obj.choices`` key: the timestamp of the permanent's latest transformation (CR 701.27f)
_LAST = "transformed_at"
_SPELL_TYPES = frozenset({"Instant", "Sorcery"})


def is_transformed(obj: GameObject) -> bool:
    """CR 701.27g: a double-faced permanent with its back face up."""
    return TRANSFORMED in obj.choices


def back_face(card: CardDefinition) -> CardDefinition | None:
    """The face a front-face-up ``card`` would transform into, or None when it can't: not a
    double-faced card (CR 701.27c) or a back face that is an instant or sorcery (701.27d)."""
    back = card.back
    if back is None or back.types & _SPELL_TYPES:
        return None
    return back


def transform(game: Game, obj_id: int, by_day_night: bool = False) -> bool:
    """CR 701.27a: turn the permanent over so that its other face is up; True if it did.
    Nothing happens to a permanent that isn't double-faced (701.27c), to a face-down one
    (712.15a), or to one that can transform only through daybound or nightbound when this
    isn't them (702.145b, 702.145e)."""
    obj = game.state.objects.get(obj_id)
    if not isinstance(obj, GameObject) or obj.zone is not Zone.BATTLEFIELD:
        return False
    if "face_down" in obj.choices:
        return False
    if not by_day_night and game.view(obj_id).has_property(
        RulesProperty.TRANSFORMS_ONLY_BY_DAY_NIGHT
    ):
        return False
    if is_transformed(obj):
        obj.card = obj.choices.pop(TRANSFORMED)
    else:
        back = back_face(obj.card)
        if back is None:
            return False
        obj.choices[TRANSFORMED] = obj.card
        obj.card = back
    obj.choices[_LAST] = game.stamp()
    game.changed()
    game.emit(Transformed(obj_id, obj.card.name, game.view(obj_id).controller))
    return True


@attrs.frozen
class Transformed(ev.Event):
    """CR 701.27a — a permanent transformed; ``name``: the face now up."""

    object_id: int
    name: str
    controller: int

    def text(self) -> str:
        return f"#{self.object_id} transforms into {self.name} (CR 701.27a)"


@attrs.frozen
class TransformsIntoTrigger(TriggerPattern):
    """CR 701.27e — "When this creature transforms into [this face]" (``this``), "Whenever
    a permanent you control transforms into a non-Human creature" (``filter``: the
    transforming permanent, ``into``: what it is immediately after it transforms)."""

    this: bool = False
    filter: ObjectFilter | None = None
    into: ObjectFilter | None = None

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, Transformed):
            return False
        if self.this and event.object_id != ctx.source_id:
            return False
        obj = game.state.objects.get(event.object_id)
        if not isinstance(obj, GameObject):
            return False
        ch = game.view(event.object_id)
        return all(f is None or f.matches(ctx, obj, ch) for f in (self.filter, self.into))


def enter_transformed(obj: GameObject) -> bool:
    """CR 712.14a: a card put onto the battlefield "transformed" enters with its back face
    up; False (it stays where it is) when it isn't a double-faced card."""
    back = back_face(obj.card)
    if back is None:
        return False
    obj.choices[TRANSFORMED] = obj.card
    obj.card = back
    return True


def transformed_since(obj: GameObject, ctx: Ctx) -> bool:
    """CR 701.27f: has the permanent transformed since the ability (``ctx.stack_item``)
    was put onto the stack?"""
    item = ctx.stack_item
    last = obj.choices.get(_LAST)
    return item is not None and last is not None and last > getattr(item, "timestamp", last)


@attrs.frozen
class Transform(Effect):
    """CR 701.27a — "Transform [permanents]": "Transform this creature.", "transform it",
    "Transform all Humans." An ability of a permanent transforming that permanent does so
    only if it hasn't transformed since the ability was put onto the stack (701.27f)."""

    what: ObjectRef = This()

    def resolve(self, ctx: Ctx) -> None:
        for i in self.what.resolve(ctx):
            obj = ctx.game.state.objects.get(i)
            if not isinstance(obj, GameObject):
                continue
            if i == ctx.source_id and transformed_since(obj, ctx):
                continue
            transform(ctx.game, i)
