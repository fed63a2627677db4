"""Foretell — CR 702.143, 116.2h.

During their turn, with priority, a player may pay {2} and exile a card with foretell from
their hand face down (a special action, 116.2h); after that turn has ended they may cast it
by paying its foretell cost rather than its mana cost (an alternative cost, 702.143a).

The exiled card is face down — it has no characteristics (CR 406.3a): its card is
:data:`EXILED_FACE_DOWN` and its real card is in ``obj.choices["face_down"]``, so it's
turned face up when it leaves exile (as it's cast, CR 601.2a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..actions.bending import airbent_cost
from ..agents import Action
from ..errors import IllegalActionError, TimingError
from ..mana.symbols import ManaCost, PaymentChoices, PaymentPurpose
from ..stack import casting as _casting
from ..stack.casting import pay_costs
from ..stack.resolution import give_priority
from ..state.abilities import Keyword
from ..state.objects import CardDefinition, GameObject, Zone
from .disturb import disturb_cost
from .escape import escape_cost
from .graveyard_casting import retrace_cost
from .plot import plotted_cost
from .warp import warped_cost

if TYPE_CHECKING:
    from ..game import Game

#: CR 406.3a — a card exiled face down has no characteristics.
EXILED_FACE_DOWN = CardDefinition(name="", types=frozenset())

#: CR 702.143a, 116.2h — the cost of foretelling a card.
FORETELL_ACTION_COST = (ManaCost.parse("{2}"),)


@attrs.frozen
class Foretell(Keyword):
    """CR 702.143a — "Foretell [cost]"; the special action is :class:`ForetellCard`."""

    cost: tuple[Any, ...] = ()
    cr = "702.143"


@attrs.frozen
class ForetellCard(Action):
    """CR 116.2h — pay {2} and exile ``card_id`` from your hand face down (during your turn,
    any time you have priority). ``cost_choices``, ``mana``, ``auto_pay``, ``payment`` as
    for casting."""

    card_id: int
    cost_choices: tuple[tuple[int, ...], ...] | None = None
    mana: tuple[tuple[int, int], ...] = ()
    auto_pay: bool = True
    payment: PaymentChoices | None = None

    def perform(self, game: Game, player: int) -> None:
        foretell_card(game, player, self)


def foretell_card(game: Game, player: int, action: ForetellCard) -> None:
    """CR 702.143a-b: pay {2}, exile the card face down; it's foretold this turn."""
    obj = game.get(action.card_id)
    if obj.zone is not Zone.HAND or obj.owner != player:
        raise IllegalActionError(f"#{obj.id} is not a card in P{player}'s hand (CR 116.2h)")
    if not any(isinstance(a, Foretell) for a in obj.card.abilities):
        raise IllegalActionError(f"{obj.name} has no foretell (CR 702.143a)")
    if game.state.active != player:
        raise TimingError("cards are foretold during their owner's turn (CR 116.2h)")
    pay_costs(game, player, FORETELL_ACTION_COST, obj.id, action.payment, action.cost_choices,
              action.mana, action.auto_pay, PaymentPurpose("other"))  # fmt: skip
    new = game.move(obj.id, Zone.EXILE, cause="foretold")
    exiled = game.state.objects.get(new) if new is not None else None
    if isinstance(exiled, GameObject) and exiled.zone is Zone.EXILE:
        exiled.choices["face_down"] = exiled.card
        exiled.choices["foretold"] = game.state.turn
        exiled.card = EXILED_FACE_DOWN
        game.changed()
    give_priority(game, player)


def foretold_cost(game: Game, obj: GameObject, player: int) -> tuple[Any, ...] | None:
    """CR 702.143a — the foretell cost ``player`` may cast ``obj`` for: a card they foretold
    on an earlier turn, still in exile; None if it can't be cast this way."""
    turn = obj.choices.get("foretold")
    if obj.zone is not Zone.EXILE or obj.owner != player or turn is None:
        return None
    if turn >= game.state.turn:
        return None
    real = obj.choices.get("face_down", obj.card)
    kw = next((a for a in real.abilities if isinstance(a, Foretell)), None)
    return kw.cost if kw is not None else None


@_casting.zone_cast_cost.provide
def zone_cast_cost(game: Game, obj: GameObject, player: int) -> tuple[Any, ...] | None:
    """The alternative cost ``player`` may cast ``obj`` for from outside their hand: a
    foretold card in exile (CR 702.143a), a plotted card (702.170d: nothing), a warped card
    (702.185a: its mana cost), an airbent card (701.65a: {2}), a card with escape in their
    graveyard (702.138a), a double-faced card with disturb in their graveyard (702.146a), a
    card with retrace in their graveyard (702.81a: its mana cost and a land card discarded)."""
    for find in (foretold_cost, plotted_cost, warped_cost, airbent_cost, escape_cost,
                 disturb_cost, retrace_cost):
        cost = find(game, obj, player)
        if cost is not None:
            return cost
    return None
