"""Keyword abilities that work from a card in a hand or graveyard (CR 702): cycling and
typecycling (702.29).

Each keyword ``expand``s to the activated ability its rule defines; :class:`DiscardThisCost`
is the "Discard this card" cost component they need.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from .abilities import Ability, ActivatedAbility, Keyword
from .costs import Cost
from .effects import DrawCards, SearchLibrary
from .errors import CostError
from .filters import ObjectFilter
from .objects import GameObject, Zone

if TYPE_CHECKING:
    from .game import Game


@attrs.frozen
class DiscardThisCost(Cost):
    """CR 701.9, 602.1 — "Discard this card" as a cost: the card must be in its owner's
    hand."""

    def check(self, game: Game, payer: int, source_id: int) -> None:
        obj = game.state.objects.get(source_id)
        if not isinstance(obj, GameObject) or obj.zone is not Zone.HAND or obj.owner != payer:
            raise CostError(f"#{source_id} is not a card in P{payer}'s hand (CR 118.3)")

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        game.discard(source_id)

    def __str__(self) -> str:
        return "discard this card"


@attrs.frozen
class Cycling(Keyword):
    """CR 702.29a — "[Cost], Discard this card: Draw a card." With ``search`` it is
    typecycling (702.29e): "[Cost], Discard this card: Search your library for a [type]
    card, reveal it, put it into your hand, then shuffle." """

    cost: tuple[Any, ...] = ()
    search: ObjectFilter | None = None

    def expand(self) -> tuple[Ability, ...]:
        effect: Any = DrawCards(1)
        if self.search is not None:
            effect = SearchLibrary(self.search, 1, Zone.HAND)
        cost = (*self.cost, DiscardThisCost())
        return (ActivatedAbility(cost, effect, zone=Zone.HAND),)


@attrs.frozen
class Flashback(Keyword):
    """CR 702.34a — "You may cast this card from your graveyard if the resulting spell is an
    instant or sorcery spell by paying [cost] rather than paying its mana cost" and "If the
    flashback cost was paid, exile this card instead of putting it anywhere else any time it
    would leave the stack" (the cast is handled by :func:`flashback_cost`)."""

    cost: tuple[Any, ...] = ()


def flashback_cost(game: Game, obj: GameObject, player: int) -> tuple[Any, ...] | None:
    """CR 702.34a — the flashback cost ``player`` may cast ``obj`` for: a card with
    flashback in its owner's graveyard; None if it can't be cast this way."""
    if obj.zone is not Zone.GRAVEYARD or obj.owner != player:
        return None
    if not obj.card.types & {"Instant", "Sorcery"}:
        return None
    for a in game.view(obj.id).abilities:
        if isinstance(a, Flashback):
            return a.cost
    return None


@attrs.frozen
class Kicker(Keyword):
    """CR 702.33a — "You may pay an additional [cost] as you cast this spell" (an optional
    additional cost, 118.8; whether it was paid is tested by
    :class:`~mtgc.runtime.filters.CostWasPaid`, 702.33d)."""

    cost: tuple[Any, ...] = ()


@attrs.frozen
class Buyback(Keyword):
    """CR 702.27a — "You may pay an additional [cost] as you cast this spell" and "If the
    buyback cost was paid, put this spell into its owner's hand instead of into that
    player's graveyard as it resolves"."""

    cost: tuple[Any, ...] = ()


def keyword_optional_costs(card: Any) -> tuple[tuple[Any, ...], ...]:
    """CR 601.2b, 118.8 — the optional additional costs of the card's kicker and buyback
    keywords, in ability order (they follow the spell ability's own optional costs)."""
    return tuple(a.cost for a in card.abilities if isinstance(a, Kicker | Buyback))


def note_optional_paid(spell: GameObject, first: int) -> None:
    """Remember on the spell which keyword costs were paid (``first``: the index of the
    first keyword optional cost): buyback makes it return to the hand (CR 702.27a)."""
    paid = spell.choices.get("optional_paid", ())
    kws = [a for a in spell.card.abilities if isinstance(a, Kicker | Buyback)]
    for n, a in enumerate(kws):
        if isinstance(a, Buyback) and first + n in paid:
            spell.choices["buyback"] = True
