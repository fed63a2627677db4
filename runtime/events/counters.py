"""Counters by their rules — CR 122.

* P/T counters of every kind (CR 122.1a, 613.4c) are read in layer 7c
  (:func:`~mtgc.runtime.continuous.layers.pt_from_counters`).
* Shield counters (CR 122.1c): one replacement effect ("if this permanent would be
  destroyed as the result of an effect, instead remove a shield counter from it") and one
  prevention effect ("if damage would be dealt to this permanent, prevent that damage and
  remove a shield counter from it"), however many counters there are.
* Stun counters (CR 122.1d): "if a permanent with a stun counter on it would become
  untapped, instead remove a stun counter from it".

Counter-made effects are :class:`~mtgc.runtime.replacement.ReplacementSpec` s offered by
:func:`counter_replacements` to the one replacement pipeline
(:func:`~mtgc.runtime.replacement.apply_replacements`), so the affected player orders them
with every other effect that applies (CR 616.1). The counter-related state-based actions
(CR 704.5q, 704.5r) are :func:`counter_sbas`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..state.abilities import Ability
from ..state.filters import Ctx
from ..state.objects import GameObject, PlayerRef
from .replacement import DestroyProposal, ReplacementSpec, UntapProposal, replacement_source
from .replacement_kinds import DamageProposal

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class ShieldCounterEffect(ReplacementSpec):
    """CR 122.1c — the shield counters on permanent ``obj_id``: destruction of it is
    replaced, and damage to it prevented, by removing one shield counter."""

    obj_id: int

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        if isinstance(proposal, DestroyProposal):  # "as the result of an effect"
            return proposal.destroyed and not proposal.rule and proposal.object_id == self.obj_id
        if isinstance(proposal, DamageProposal):  # CR 615: a prevention effect
            return (
                proposal.amount > 0
                and not isinstance(proposal.target, PlayerRef)
                and proposal.target == self.obj_id
            )
        return False

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        if isinstance(proposal, DestroyProposal):
            proposal.destroyed = False
        else:
            proposal.amount = 0
        game.add_counters(self.obj_id, "shield", -1)
        game.log_note(f"a shield counter is removed from #{self.obj_id} instead (CR 122.1c)")


@attrs.frozen
class StunCounterEffect(ReplacementSpec):
    """CR 122.1d — the stun counters on ``obj_id``: instead of untapping, it loses one."""

    obj_id: int

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        return (
            isinstance(proposal, UntapProposal)
            and proposal.untaps
            and proposal.obj_id == self.obj_id
        )

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.untaps = False
        game.add_counters(self.obj_id, "stun", -1)
        game.log_note(f"a stun counter is removed from #{self.obj_id} instead (CR 122.1d)")


#: counter kind -> the effect one or more of them create
_COUNTER_EFFECTS = {"shield": ShieldCounterEffect, "stun": StunCounterEffect}


@replacement_source
def counter_replacements(game: Game, proposal: Any) -> list[tuple[Any, ReplacementSpec, Ctx]]:
    """Replacement and prevention effects created by counters on permanents (CR 122.1c-d):
    one effect per permanent and kind, whatever the number of counters."""
    out = []
    st = game.state
    for i in st.battlefield:
        obj = st.objects.get(i)
        if not isinstance(obj, GameObject) or not obj.counters:
            continue
        for kind, cls in _COUNTER_EFFECTS.items():
            if obj.counters.get(kind, 0) > 0:
                ctx = Ctx(game, i, game.view(i).controller)
                out.append(((i, f"{kind} counter"), cls(i), ctx))
    return out


@attrs.frozen
class CounterLimit(Ability):
    """CR 704.5r — "[This permanent] can't have more than N [kind] counters on it.": a
    static ability the state-based actions read; it doesn't stop counters from being put
    on the permanent, but all but N of that kind are removed at the next check."""

    kind: str
    limit: int


def counter_sbas(game: Game, obj: GameObject) -> bool:
    """CR 704.5q (+1/+1 and -1/-1 counters annihilate) and 704.5r (a counter limit an
    ability states); True if any counter was removed."""
    done = False
    for a in game.view(obj.id).abilities:
        if isinstance(a, CounterLimit) and obj.counters.get(a.kind, 0) > a.limit:  # 704.5r
            extra = obj.counters[a.kind] - a.limit
            game.add_counters(obj.id, a.kind, -extra)
            game.log_note(f"{extra} {a.kind} counter(s) removed from #{obj.id}: it can't "
                          f"have more than {a.limit} (CR 704.5r)")  # fmt: skip
            done = True
    plus, minus = obj.counters.get("+1/+1", 0), obj.counters.get("-1/-1", 0)
    if plus and minus:  # 704.5q
        n = min(plus, minus)
        game.add_counters(obj.id, "+1/+1", -n)
        game.add_counters(obj.id, "-1/-1", -n)
        game.log_note(f"{n} +1/+1 and -1/-1 counter pair(s) removed from #{obj.id} (CR 704.5q)")
        done = True
    return done
