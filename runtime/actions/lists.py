"""Lists of objects acted on together (CR 608.2c): "destroy target artifact and target
enchantment", "deals 2 damage to each creature and each player"."""

from __future__ import annotations

import attrs

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
