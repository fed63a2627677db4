"""Protection (CR 702.16) from a quality other than colors: "protection from artifacts",
"from creatures", "from Goblins", "from multicolored", "from everything".

:func:`protected_from` answers, for the four things protection does that the runtime
models (702.16b-e: damage, targeting, blocking, what an Aura can be put on), whether a
permanent's protection stops a source.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..state.abilities import Protection
from ..state.filters import Ctx, ObjectFilter
from ..state.objects import GameObject

if TYPE_CHECKING:
    from ..game import Game
    from ..state.objects import Characteristics


@attrs.frozen
class ProtectionFrom(Protection):
    """CR 702.16a — "protection from [quality]": ``quality`` is an object filter (any zone)
    the source must match; ``min_colors``/``max_colors`` express "multicolored" (2+) and
    "monocolored" (exactly 1); ``everything`` is protection from everything (702.16j)."""

    quality: ObjectFilter | None = None
    min_colors: int = 0
    max_colors: int | None = None
    everything: bool = False

    def stops(self, game: Game, holder: Ctx, src_obj: Any, src: Characteristics) -> bool:
        if self.everything:
            return True
        if self.colors & src.colors:
            return True
        n = len(src.colors)
        if self.min_colors or self.max_colors is not None:
            if n >= max(self.min_colors, 1) and (self.max_colors is None or n <= self.max_colors):
                return True
        if self.quality is not None and isinstance(src_obj, GameObject):
            return self.quality.matches(holder, src_obj, src, any_zone=True)
        return False


@attrs.frozen
class ProtectionSparingAura(Protection):
    """CR 702.16c, 303.4: protection granted by an Aura with "This effect doesn't remove
    this Aura." — ``inner`` protects as usual, but doesn't make the granting Aura
    (``aura``, bound as the layer-6 effect applies, CR 613.1f) fall off."""

    inner: Protection = Protection()
    aura: int | None = None

    def bind(self, ctx: Ctx) -> ProtectionSparingAura:
        inner = self.inner.bind(ctx) if hasattr(self.inner, "bind") else self.inner
        return attrs.evolve(self, inner=inner, aura=ctx.source_id)


def protected_from(game: Game, holder_id: int, source_id: int, attached: bool = False) -> bool:
    """CR 702.16 — whether the protection abilities of ``holder_id`` stop ``source_id``
    (colors of the source, or any other quality it has). ``attached``: whether the Aura
    ``source_id`` may stay attached to it (CR 702.16c)."""
    ch = game.view(holder_id)
    prots = ch.keywords_of(Protection)
    if not prots or not game.known(source_id):
        return False
    src = game.view(source_id)
    obj = game.state.objects.get(source_id)
    if not isinstance(obj, GameObject) and source_id in game.state.lki:
        obj = game.lki_object(source_id)
    holder = Ctx(game, holder_id, ch.controller)
    for p in prots:
        if isinstance(p, ProtectionSparingAura):
            if attached and p.aura == source_id:
                continue  # "This effect doesn't remove this Aura."
            p = p.inner
        if isinstance(p, ProtectionFrom):
            if p.stops(game, holder, obj, src):
                return True
        elif p.colors & src.colors:
            return True
    return False
