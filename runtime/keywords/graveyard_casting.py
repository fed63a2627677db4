"""Casting a card from its owner's graveyard for its mana cost and a discard — retrace (CR
702.81) and jump-start (CR 702.133).

"Retrace" means "You may cast this card from your graveyard by discarding a land card as an
additional cost to cast it." (CR 702.81a). "Jump-start" means "You may cast this card from
your graveyard if the resulting spell is an instant or sorcery spell by discarding a card as
an additional cost to cast it" and "If this spell was cast using its jump-start ability,
exile this card instead of putting it anywhere else any time it would leave the stack."
(CR 702.133a). Both pay the card's mana cost and follow the rules for additional costs
(601.2b, 601.2f-h): the cost the cast pays is the mana cost plus the discard.

A card in a graveyard may also gain flashback until end of turn, "The flashback cost is
equal to its mana cost." (CR 702.34a: :class:`GainFlashback`, read by
:func:`~mtgc.runtime.keywords.cards.flashback_cost` through :func:`gained_flashback_cost`);
the card is a new object once it leaves the graveyard (CR 400.7), so it keeps flashback
only there, and only this turn (CR 611.2a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..mana.symbols import ManaCost
from ..stack.costs import DiscardCost
from ..state.abilities import Keyword
from ..state.effect_base import Effect
from ..state.filters import Ctx, ObjectFilter, ObjectRef, _objects
from ..state.objects import GameObject, Zone

if TYPE_CHECKING:
    from ..game import Game

#: CR 702.81a — "discarding a land card".
LAND_CARD = ObjectFilter(card_types=frozenset({"Land"}), zone=None)


@attrs.frozen
class Retrace(Keyword):
    """CR 702.81a — "Retrace"."""

    cr = "702.81"


@attrs.frozen
class JumpStart(Keyword):
    """CR 702.133a — "Jump-start" (the spell cast this way is exiled as it leaves the
    stack: :func:`~mtgc.runtime.keywords.cards.flashback_cost` casts it)."""

    cr = "702.133"


def _from_graveyard(game: Game, obj: GameObject, player: int, kind: type) -> bool:
    if obj.zone is not Zone.GRAVEYARD or obj.owner != player:
        return False
    return any(isinstance(a, kind) for a in game.view(obj.id).abilities)


def _mana_cost_and(obj: GameObject, discard: DiscardCost) -> tuple[Any, ...]:
    return (obj.card.mana_cost or ManaCost(), discard)


def retrace_cost(game: Game, obj: GameObject, player: int) -> tuple[Any, ...] | None:
    """CR 702.81a — the cost of casting ``obj`` from ``player``'s graveyard with retrace:
    its mana cost and discarding a land card; None if it can't be cast this way."""
    if not _from_graveyard(game, obj, player, Retrace):
        return None
    return _mana_cost_and(obj, DiscardCost(LAND_CARD))


def jump_start_cost(game: Game, obj: GameObject, player: int) -> tuple[Any, ...] | None:
    """CR 702.133a — the cost of casting the instant or sorcery card ``obj`` from
    ``player``'s graveyard with jump-start: its mana cost and discarding a card."""
    if not _from_graveyard(game, obj, player, JumpStart):
        return None
    if not obj.card.types & {"Instant", "Sorcery"}:
        return None
    return _mana_cost_and(obj, DiscardCost())


#: ``state.extra`` key: graveyard cards that gained flashback, id -> the turn (CR 702.34a)
GAINED_FLASHBACK = "gained_flashback"


@attrs.frozen
class GainFlashback(Effect):
    """CR 702.34a, 611.2a — "[cards in a graveyard] gain flashback until end of turn. The
    flashback cost is equal to its mana cost." """

    what: ObjectRef

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        gained = dict(game.state.extra.get(GAINED_FLASHBACK, {}))
        for i in _objects(self.what, ctx, zone=Zone.GRAVEYARD):
            gained[i] = game.state.turn
            game.log_note(f"{game.state.objects[i].name}#{i} gains flashback until end of turn")
        game.state.extra[GAINED_FLASHBACK] = gained


def gained_flashback_cost(game: Game, obj: GameObject, player: int) -> tuple[Any, ...] | None:
    """CR 702.34a — the flashback cost of an instant or sorcery card in ``player``'s
    graveyard that gained flashback this turn: its mana cost (None: it didn't, or it has
    no mana cost to pay, CR 118.6)."""
    if obj.zone is not Zone.GRAVEYARD or obj.owner != player or obj.card.mana_cost is None:
        return None
    if not obj.card.types & {"Instant", "Sorcery"}:
        return None
    if game.state.extra.get(GAINED_FLASHBACK, {}).get(obj.id) != game.state.turn:
        return None
    return (obj.card.mana_cost,)
