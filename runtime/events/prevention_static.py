""" "Prevent all [combat] damage that would be dealt to [and dealt by] this creature." as a
static ability — CR 615.1, 611.3.

:class:`StaticPrevention` specs are prevention effects of the replacement and prevention
pipeline (:func:`mtgc.runtime.events.replacement.propose`), read each time damage would be dealt;
recipients and sources are object references (this creature, enchanted creature), "you",
or filters, evaluated at that time (CR 611.3a)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..continuous.layers import rule_statics
from ..state.filters import Ctx, ObjectFilter, ObjectRef
from ..state.objects import GameObject, PlayerRef
from .replacement import ReplacementSpec, replacement_source
from .replacement_kinds import DamageProposal

if TYPE_CHECKING:
    from ..game import Game

#: "to you": the prevention's controller.
YOU = "you"


@attrs.frozen
class StaticPrevention:
    """CR 615.1 — all (``combat_only``: combat) damage dealt to ``to`` and/or by ``by``
    (None: any) is prevented while the ability's source is on the battlefield."""

    combat_only: bool = False
    to: Any = None
    by: Any = None


def _is(party: Any, thing: Any, ctx: Ctx) -> bool:
    if party is None:
        return True
    if party == YOU:
        return isinstance(thing, PlayerRef) and thing.index == ctx.controller
    if isinstance(thing, PlayerRef):
        return False
    if isinstance(party, ObjectRef):
        return thing in party.resolve(ctx)
    if isinstance(party, ObjectFilter):
        game = ctx.game
        obj = game.state.objects.get(thing)
        if not isinstance(obj, GameObject) and thing in game.state.lki:
            obj = game.lki_object(thing)
        return isinstance(obj, GameObject) and party.matches(ctx, obj, game.view(thing))
    return False


@attrs.frozen
class PreventStatically(ReplacementSpec):
    """CR 615.1 — the prevention effect of one :class:`StaticPrevention` ability."""

    spec: StaticPrevention

    def describe(self) -> str:
        return "prevent all damage (static ability)"

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        if not isinstance(proposal, DamageProposal) or proposal.amount <= 0:
            return False
        if self.spec.combat_only and not proposal.combat:
            return False
        return _is(self.spec.to, proposal.target, ctx) and _is(
            self.spec.by, proposal.source_id, ctx
        )

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        game.log_note(f"{proposal.amount} damage to {proposal.target!r} is prevented (CR 615.1)")
        proposal.amount = 0


@replacement_source
def _static_preventions(game: Game, proposal: Any) -> list[tuple[Any, Any, Ctx]]:
    """The static prevention abilities of permanents (CR 615.1, 611.3)."""
    if not isinstance(proposal, DamageProposal):
        return []
    return [
        (("static prevention", src, id(a)), PreventStatically(a.effect), Ctx(game, src, ctl))
        for src, ctl, a in rule_statics(game, StaticPrevention)
    ]
