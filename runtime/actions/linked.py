"""Linked abilities — CR 607.2a: an ability of an object that exiles cards and an ability
of the same object that refers to "the exiled card(s)" are linked; the second refers only
to cards the first exiled, and only while they stay in exile (CR 400.7).

Each exile made by an object's ability records (source, exiled card) in ``state.extra``;
:class:`ExiledWith` reads them back for that source. A permanent that leaves and returns is
a new object with no links (CR 607.2a, 400.7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from ..state.filters import Ctx, ObjectRef
from ..state.objects import GameObject, Zone

if TYPE_CHECKING:
    from ..game import Game

_KEY = "exiled_with"


def link_exiled(game: Game, source_id: int, exiled: list[int]) -> None:
    """Record that ``source_id``'s ability exiled the cards ``exiled`` (CR 607.2a)."""
    if exiled:
        links = game.state.extra.get(_KEY, ())
        game.state.extra[_KEY] = links + tuple((source_id, n) for n in exiled)


@attrs.frozen
class ExiledWith(ObjectRef):
    """ "the exiled card(s)" in an ability linked to an exiling one (CR 607.2a): the cards
    this object's abilities exiled that are still in exile."""

    def resolve(self, ctx: Ctx) -> list[int]:
        game = ctx.game
        out = []
        for s, n in game.state.extra.get(_KEY, ()):
            obj = game.state.objects.get(n)
            if s == ctx.source_id and isinstance(obj, GameObject) and obj.zone is Zone.EXILE:
                out.append(n)
        return out


@attrs.frozen
class LinkedExile:
    """CR 607.2a, 406.6: the filter quality "exiled with this artifact": one of the cards
    this object's abilities exiled, still in exile (``ref`` reads them)."""

    ref: ExiledWith = ExiledWith()

    def matches(self, ctx: Ctx, obj: GameObject, ch: object) -> bool:
        return obj.id in self.ref.resolve(ctx)
