"""What an earlier instruction of a resolving spell or ability did — CR 608.2c, 608.2h.

CR 608.2c: the instructions are followed in order, and a later one may refer to the
results of an earlier one ("for each creature destroyed this way", "if a creature is
destroyed this way"). An action records the objects it acted on in ``Ctx.info`` under its
participle; the objects are recorded as they were before the action, and read back through
last known information (CR 608.2h) — a destroyed creature is a new object in its owner's
graveyard (CR 400.7), but it is counted as the creature it was.
"""

from __future__ import annotations

import attrs

from ..state.filters import Ctx, ObjectFilter

#: ``Ctx.info`` key: participle ("destroyed", "countered") -> the ids acted on.
THIS_WAY = "this_way"


def record(ctx: Ctx, participle: str, ids: list[int]) -> None:
    """Note the objects an action just acted on "this way" (replacing an earlier record
    of the same action: "this way" is the instruction just before, CR 608.2c)."""
    ctx.info.setdefault(THIS_WAY, {})[participle] = list(ids)


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
    ``filter`` the earlier action acted on."""

    participle: str
    filter: ObjectFilter | None = None

    def value(self, ctx: Ctx) -> int:
        return len(acted_on(ctx, self.participle, self.filter))


@attrs.frozen
class ActedThisWay:
    """CR 608.2c: "If a creature is destroyed this way" / "If that spell is countered this
    way" — the earlier action acted on at least one object fitting ``filter``."""

    participle: str
    filter: ObjectFilter | None = None

    def holds(self, ctx: Ctx) -> bool:
        return bool(acted_on(ctx, self.participle, self.filter))


#: Participles the runtime's actions record (the callers of :func:`record`): what
#: "[participle] this way" can follow.
RECORDING = ("destroyed", "countered")
