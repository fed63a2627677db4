"""Lists of objects acted on together (CR 608.2c): "destroy target artifact and target
enchantment", "deals 2 damage to each creature and each player"."""

from __future__ import annotations

import attrs

from ..state.effect_base import Effect
from ..state.filters import Ctx, ObjectRef


@attrs.frozen
class EachOf(ObjectRef):
    """ "A and B": every object any of ``refs`` names, each once, in order."""

    refs: tuple[ObjectRef, ...]

    def resolve(self, ctx: Ctx) -> list[int]:
        out: list[int] = []
        for ref in self.refs:
            for i in ref.resolve(ctx):
                if i not in out:
                    out.append(i)
        return out


@attrs.frozen
class Recipients:
    """The recipients of one damage event named as a list ("each creature and each player",
    CR 120.2): object references and player selectors; the lowering deals the damage to each
    part in turn within one resolution."""

    parts: tuple[object, ...]


#: ``Ctx.info`` key: the object a "For each [objects], ..." sentence is acting on.
EACH = "for_each_object"


@attrs.frozen
class EachObject(ObjectRef):
    """ "it", "that creature", "its controller" inside "For each [objects], ...": the object
    the sentence is acting on now (CR 608.2c)."""

    def resolve(self, ctx: Ctx) -> list[int]:
        i = ctx.info.get(EACH)
        return [] if i is None else [i]


@attrs.frozen
class ForEachObject(Effect):
    """CR 608.2c, 609.3: "For each [objects], [effect]." — the objects are those matching
    as the effect begins (locked in); the effect is followed once for each of them, in
    order, with :class:`EachObject` naming it."""

    objects: ObjectRef
    effect: Effect

    def resolve(self, ctx: Ctx) -> None:
        before = ctx.info.get(EACH)
        for i in list(self.objects.resolve(ctx)):
            ctx.info[EACH] = i
            self.effect.resolve(ctx)
        ctx.info[EACH] = before

    def children(self) -> tuple[Effect, ...]:
        return (self.effect,)
