"""Damage redirection — CR 614.9: "All damage that would be dealt to you this turn by target
attacking creature is dealt to this creature instead", "The next 1 damage that would be
dealt to this creature this turn is dealt to target creature you control instead".

Each redirection lives in ``game.state.extra["redirection"]`` (an immutable tuple, like
prevention shields) for the turn it was created in, and is one replacement effect of the
damage pipeline (:func:`~mtgc.runtime.events.replacement.propose`), ordered among the others
by the affected player (CR 616.1). It does nothing if the new recipient is gone or can't be
dealt damage any more (CR 614.9). "The next N damage" redirects at most N (what's left of
the damage stays with the first recipient) and is then used up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..state.effect_base import Effect
from ..state.filters import Ctx, amount_value
from ..state.objects import GameObject, PlayerRef, Zone
from .prevention import _recipients
from .replacement import ReplacementSpec, replacement_source
from .replacement_kinds import DamageProposal

if TYPE_CHECKING:
    from ..game import Game

_KEY = "redirection"


@attrs.frozen
class Redirection:
    """One redirection: damage to one of ``to`` (by one of ``by``; None: any source) is
    dealt to ``new`` instead; ``amount`` None: all of it, else what is left to redirect."""

    turn: int
    new: Any
    to: tuple[Any, ...]
    by: tuple[int, ...] | None = None
    amount: int | None = None
    combat_only: bool = False
    controller: int = 0
    stamp: int = 0


def _redirections(game: Game) -> tuple[Redirection, ...]:
    return tuple(r for r in game.state.extra.get(_KEY, ()) if r.turn == game.state.turn)


@attrs.frozen
class RedirectDamage(Effect):
    """CR 614.9, 611.2c: create a redirection for this turn; its recipients, sources and new
    recipient are those its references name as it resolves."""

    to: Any
    new: Any
    by: Any = None
    amount: Any = None
    combat_only: bool = False

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        to = _recipients(self.to, ctx)
        new = _recipients(self.new, ctx)
        by = None if self.by is None else tuple(
            i for i in _recipients(self.by, ctx) if isinstance(i, int)
        )  # fmt: skip
        if not to or len(new) != 1 or by == ():
            return
        n = None if self.amount is None else amount_value(self.amount, ctx)
        r = Redirection(game.state.turn, new[0], to, by, n, self.combat_only, ctx.controller,
                        game.stamp())  # fmt: skip
        game.state.extra[_KEY] = _redirections(game) + (r,)


def _can_be_dealt_damage(game: Game, who: Any) -> bool:
    """CR 614.9: the new recipient is still a player in the game, or a creature,
    planeswalker or battle on the battlefield."""
    if isinstance(who, PlayerRef):
        return not game.state.players[who.index].lost
    obj = game.state.objects.get(who)
    if not isinstance(obj, GameObject) or obj.zone is not Zone.BATTLEFIELD:
        return False
    view = game.view(who)
    return view.is_creature or bool({"Planeswalker", "Battle"} & view.types)


@attrs.frozen
class RedirectionSpec(ReplacementSpec):
    """CR 614.9: the redirection created with ``stamp``."""

    stamp: int

    def describe(self) -> str:
        return f"redirection #{self.stamp}"

    def _find(self, game: Game) -> Redirection | None:
        return next((r for r in _redirections(game) if r.stamp == self.stamp), None)

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        r = self._find(game)
        if r is None or not isinstance(proposal, DamageProposal) or proposal.amount <= 0:
            return False
        if r.amount == 0 or (r.combat_only and not proposal.combat):
            return False
        if proposal.target not in r.to or proposal.target == r.new:
            return False
        if r.by is not None and proposal.source_id not in r.by:
            return False
        return _can_be_dealt_damage(game, r.new)

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        r = self._find(game)
        assert r is not None
        n = proposal.amount
        moved = n if r.amount is None else min(r.amount, n)
        game.log_note(f"{moved} damage to {proposal.target!r} is dealt to {r.new!r} instead "
                      "(CR 614.9)")  # fmt: skip
        if r.amount is not None:
            left = attrs.evolve(r, amount=r.amount - moved)
            game.state.extra[_KEY] = tuple(left if x is r else x for x in _redirections(game))
        if moved == n:
            proposal.target = r.new
            return
        # "the next N damage": N of it goes to the new recipient, the rest stays
        proposal.amount = n - moved
        game.deal_damage_part_now(proposal.source_id, r.new, moved, proposal.combat)


@replacement_source
def _redirection_effects(game: Game, proposal: Any) -> list[tuple[Any, Any, Ctx]]:
    """The redirections of this turn, in the order they were created."""
    if not isinstance(proposal, DamageProposal):
        return []
    return [
        (("redirection", r.stamp), RedirectionSpec(r.stamp), Ctx(game, -1, r.controller))
        for r in _redirections(game)
    ]
