"""Phasing and "phases out" — CR 702.26.

Phasing is a static ability that modifies the rules of the untap step (CR 702.26a): during
each player's untap step, before the active player untaps permanents (CR 502.1), all
phased-in permanents with phasing that player controls phase out, and simultaneously all
phased-out permanents that had phased out under that player's control phase in
(:func:`phasing_step`, provided for :mod:`mtgc.runtime.turns.steps`). An effect can make a
permanent phase out too (:class:`PhaseOut`); it phases in the same way.

A phased-out permanent is treated as though it doesn't exist (CR 702.26b): it leaves the
battlefield's list (so nothing counts, affects or sees it, and its abilities don't
function) without changing zones (702.26d: no zone-change triggers, tokens stay, counters
stay), is removed from combat (506.4), and keeps its status in ``choices``
(:data:`~mtgc.runtime.state.objects.PHASED_OUT`). The Auras, Equipment and Fortifications
attached to it phase out with it "indirectly" (702.26g-h) and phase in with it; a permanent
that phased out directly phases in attached to what it was attached to, if that is still
there (702.26i; state-based actions apply).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import attrs

from ..state.abilities import Keyword
from ..state.effect_base import Effect
from ..state.filters import Ctx, ObjectRef, This, _objects
from ..state.objects import PHASED_OUT, GameObject
from ..turns import steps as _steps

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class Phasing(Keyword):
    """CR 702.26a — "Phasing"."""

    cr = "702.26"


def _attached(game: Game, host: int) -> list[int]:
    """The permanents attached to ``host``, and those attached to them (CR 702.26g)."""
    out: list[int] = []
    todo = [host]
    while todo:
        h = todo.pop()
        for i in game.state.battlefield:
            o = game.state.objects[i]
            if isinstance(o, GameObject) and o.attached_to == h and i not in out and i != host:
                out.append(i)
                todo.append(i)
    return out


def phase_out(game: Game, ids: Iterable[int]) -> None:
    """CR 702.26b, g-h: the permanents ``ids`` phase out, with everything attached to them
    indirectly (an object phasing out both ways just phases out indirectly)."""
    st = game.state
    direct = [i for i in dict.fromkeys(ids) if i in st.battlefield]
    indirect: dict[int, int] = {}
    for host in direct:
        for i in _attached(game, host):
            indirect.setdefault(i, host)
    # CR 702.26h: an object phasing out both directly and indirectly phases out indirectly
    phasing = [(i, indirect.get(i)) for i in dict.fromkeys(direct + list(indirect))]
    for i, host in phasing:
        obj = st.objects[i]
        assert isinstance(obj, GameObject)
        obj.choices[PHASED_OUT] = (game.view(i).controller, host)
    for i, _host in phasing:
        st.battlefield.remove(i)
        if st.combat is not None:  # CR 506.4: a permanent that phases out leaves combat
            st.combat.attackers.pop(i, None)
            st.combat.blockers.pop(i, None)
            st.combat.blocked.pop(i, None)
            for lst in list(st.combat.blocked.values()) + list(st.combat.blockers.values()):
                if i in lst:
                    lst.remove(i)
        game.log_note(f"{st.objects[i].name}#{i} phases out" + (" indirectly" if _host else ""))
    game.changed()


def phase_in(game: Game, ids: Iterable[int]) -> None:
    """CR 702.26c, g, i: the phased-out permanents ``ids`` phase in, with the permanents
    that phased out indirectly with them; one that phased out directly attached to an
    object no longer there phases in unattached."""
    st = game.state
    hosts = list(dict.fromkeys(ids))
    coming = list(hosts)
    for o in list(st.objects.values()):
        if isinstance(o, GameObject) and o.phased_out and o.choices[PHASED_OUT][1] in hosts:
            coming.append(o.id)
    for i in dict.fromkeys(coming):
        obj = st.objects[i]
        assert isinstance(obj, GameObject)
        del obj.choices[PHASED_OUT]
        st.battlefield.append(i)
        if obj.attached_to is not None and obj.attached_to not in st.objects:
            obj.attached_to = None  # CR 702.26i: the object it was attached to is gone
        game.log_note(f"{obj.name}#{i} phases in")
    game.changed()


@_steps.phasing_step.provide
def phasing_step(game: Game, player: int) -> None:
    """CR 702.26a, 502.1: the untap step's phasing event for the active ``player``."""
    st = game.state
    out = [i for i in st.battlefield
           if game.view(i).controller == player and game.view(i).has_keyword(Phasing)]  # fmt: skip
    back = [
        o.id for o in st.objects.values()
        if isinstance(o, GameObject) and o.phased_out
        and o.choices[PHASED_OUT][0] == player and o.choices[PHASED_OUT][1] is None
    ]  # fmt: skip
    if out:
        phase_out(game, out)
    if back:
        phase_in(game, back)


@attrs.frozen
class PhaseOut(Effect):
    """CR 702.26b — "[permanent] phases out"."""

    what: ObjectRef = This()

    def resolve(self, ctx: Ctx) -> None:
        phase_out(ctx.game, _objects(self.what, ctx))
