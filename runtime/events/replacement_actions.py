"""Replacement effects on life loss, discarding, tapping and token creation (CR 614.1a,
614.5, 616.1): "If an opponent would lose life, they lose twice that much life instead."
(Bloodletter of Aclazotz), "If a player would discard this card, that player discards it,
but exiles it instead of putting it into their graveyard" (madness, CR 702.35a), "If an
effect would create one or more tokens under your control, it creates twice that many of
those tokens instead." (Parallel Lives, CR 111.1, 614.1a).

Each event is a proposal passed through :func:`~mtgc.runtime.events.replacement.propose`
with every other replacement and prevention effect, so each effect applies to an event at
most once (CR 614.5) and the affected player orders them (CR 616.1); the primitives of
:mod:`mtgc.runtime.actions` then carry out the modified event once, so a trigger reads
one event whatever replaced it (CR 603.2c)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..state.abilities import ReplacementAbility
from ..state.filters import Ctx, ObjectFilter, Who
from ..state.objects import GameObject, Zone
from .replacement import ReplacementSpec, replacement_source
from .replacement_kinds import _scale

if TYPE_CHECKING:
    from ..game import Game


@attrs.define
class LifeLossProposal:
    """A player is about to lose ``amount`` life (CR 119.3); ``amount`` 0 once replaced
    away."""

    player: int
    amount: int
    applied: set[Any] = attrs.Factory(set)

    def affected(self, game: Game) -> int:
        return self.player


#: Key in ``GameState.extra``: the controller of the spell or ability resolving now
#: (CR 608.2), whose instructions cause what happens (CR 701.9: "a spell or ability an
#: opponent controls causes you to discard"); absent between resolutions (costs, turn-based
#: actions such as the cleanup discard, CR 514.1).
RESOLVING_CONTROLLER = "resolving controller"


@attrs.define
class DiscardProposal:
    """A player is about to discard ``obj_id`` (CR 701.9a): the card still leaves the hand
    (it is discarded) but ``to_zone`` is where it goes (madness: exile, CR 702.35a);
    ``by``: the controller of the spell or ability that causes the discard (None: no spell
    or ability does, or it is the player's own cost)."""

    obj_id: int
    player: int
    to_zone: Zone = Zone.GRAVEYARD
    applied: set[Any] = attrs.Factory(set)
    by: int | None = None

    def affected(self, game: Game) -> int:
        return self.player


@attrs.define
class TapProposal:
    """An untapped permanent is about to become tapped (CR 701.26a); ``taps`` False once
    a replacement effect replaced it."""

    obj_id: int
    taps: bool = True
    applied: set[Any] = attrs.Factory(set)

    def affected(self, game: Game) -> int:
        return game.view(self.obj_id).controller


@attrs.define
class TokenProposal:
    """An effect is about to create ``count`` tokens under ``controller``'s control
    (CR 111.2); ``count`` is how many it creates after replacement effects."""

    controller: int
    count: int
    tapped: bool = False
    applied: set[Any] = attrs.Factory(set)
    #: the definition of the tokens it creates (CR 111.4), which an effect may replace
    card: Any = None

    def affected(self, game: Game) -> int:
        return self.controller


@attrs.frozen
class ModifyLifeLoss(ReplacementSpec):
    """CR 614.1a: "If [who] would lose life, [they] lose [factor times / that much plus N]
    life instead."."""

    who: Who = Who.OPPONENT
    factor: int = 2
    plus: int = 0

    def describe(self) -> str:
        return f"{self.who.name.lower()} loses life x{self.factor}+{self.plus}"

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        return (isinstance(proposal, LifeLossProposal) and proposal.amount > 0
                and self.who.matches(proposal.player, ctx.controller))  # fmt: skip

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.amount = _scale(proposal.amount, self.factor, self.plus)


@attrs.frozen
class ModifyTokens(ReplacementSpec):
    """CR 111.1, 614.1a: "If an effect would create one or more tokens under [who]'s
    control, it creates [twice that many / that many plus N] of those tokens instead."."""

    who: Who = Who.YOU
    factor: int = 2
    plus: int = 0

    def describe(self) -> str:
        return f"tokens x{self.factor}+{self.plus}"

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        return (isinstance(proposal, TokenProposal) and proposal.count > 0
                and self.who.matches(proposal.controller, ctx.controller))  # fmt: skip

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.count = _scale(proposal.count, self.factor, self.plus)


@attrs.frozen
class TokensCreatedAs(ReplacementSpec):
    """CR 111.1, 614.1a: "If one or more [creature] tokens would be created under [who]'s
    control, that many [token description] are created instead." — the same number of
    tokens of another definition (``card``); ``creature``: only creature tokens."""

    card: Any
    who: Who = Who.YOU
    creature: bool = True

    def describe(self) -> str:
        return f"that many {self.card.name}s instead"

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        if not isinstance(proposal, TokenProposal) or proposal.count <= 0:
            return False
        if self.creature and not (proposal.card is not None
                                  and "Creature" in proposal.card.types):  # fmt: skip
            return False
        return self.who.matches(proposal.controller, ctx.controller)

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.card = self.card


@attrs.frozen
class DoesntTap(ReplacementSpec):
    """CR 614.1a: "If [a permanent matching filter] would become tapped, it doesn't
    [become tapped] instead" (``filter`` None: any permanent)."""

    filter: ObjectFilter | None = None

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        if not isinstance(proposal, TapProposal) or not proposal.taps:
            return False
        obj = game.state.objects.get(proposal.obj_id)
        return isinstance(obj, GameObject) and (
            self.filter is None or self.filter.matches(ctx, obj))  # fmt: skip

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.taps = False


@attrs.frozen
class DiscardInto(ReplacementSpec):
    """CR 614.1a: "If [a player] would discard [a card matching filter], [it goes to zone]
    instead of into their graveyard" (``who``: whose discards)."""

    to_zone: Zone = Zone.EXILE
    who: Who = Who.OPPONENT
    filter: ObjectFilter | None = None

    def describe(self) -> str:
        return f"discarded into {self.to_zone.name.lower()} instead"

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        if not isinstance(proposal, DiscardProposal) or proposal.to_zone is self.to_zone:
            return False
        if not self.who.matches(proposal.player, ctx.controller):
            return False
        obj = game.state.objects.get(proposal.obj_id)
        return isinstance(obj, GameObject) and (
            self.filter is None or self.filter.matches(ctx, obj, any_zone=True))  # fmt: skip

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.to_zone = self.to_zone


@attrs.frozen
class DiscardedByOpponentInto(ReplacementSpec):
    """CR 614.1a, 701.9: "If a spell or ability an opponent controls causes you to discard
    this card, put it onto the battlefield instead of putting it into your graveyard." —
    this card, discarded because of an opponent's spell or ability, goes to ``to_zone``
    (onto the battlefield under its owner's control, CR 110.2)."""

    to_zone: Zone = Zone.BATTLEFIELD
    from_anywhere = True  # an ability of the card in its owner's hand (CR 113.6b)

    def describe(self) -> str:
        return f"put it into {self.to_zone.name.lower()} instead"

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        return (isinstance(proposal, DiscardProposal) and proposal.obj_id == ctx.source_id
                and proposal.by is not None and proposal.by != proposal.player
                and proposal.to_zone is not self.to_zone)  # fmt: skip

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.to_zone = self.to_zone


@replacement_source
def _discarded_card(game: Game, proposal: Any) -> list[tuple[Any, Any, Ctx]]:
    """CR 113.6b: the discarded card's own replacement abilities about its discard
    (:class:`DiscardedByOpponentInto`) apply from its owner's hand."""
    if not isinstance(proposal, DiscardProposal):
        return []
    obj = game.state.objects.get(proposal.obj_id)
    if not isinstance(obj, GameObject) or obj.zone is not Zone.HAND:
        return []
    return [((obj.id, n), a.replacement, Ctx(game, obj.id, obj.owner))
            for n, a in enumerate(obj.card.abilities)
            if isinstance(a, ReplacementAbility)
            and isinstance(a.replacement, DiscardedByOpponentInto)]  # fmt: skip
