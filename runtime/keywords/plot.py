"""Plot — CR 702.170, 116.2k.

"Plot [cost]" means "Any time you have priority during your main phase while the stack is
empty, you may exile this card from your hand and pay [cost]. It becomes a plotted card."
(CR 702.170a; a special action, 702.170b). A plotted card's owner may cast it from exile
without paying its mana cost during their main phase while the stack is empty, on any turn
after the one in which it became plotted (CR 702.170d), even if it no longer has plot.

The exiled card is face up; ``obj.choices["plotted"]`` holds the turn it became plotted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..agents import Action
from ..errors import IllegalActionError, TimingError
from ..mana.symbols import PaymentChoices, PaymentPurpose
from ..stack.casting import pay_costs
from ..stack.resolution import give_priority
from ..state.abilities import Keyword
from ..state.objects import GameObject, Zone

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class Plot(Keyword):
    """CR 702.170a — "Plot [cost]"; the special action is :class:`PlotCard`."""

    cost: tuple[Any, ...] = ()
    cr = "702.170"


def _main_phase_empty_stack(game: Game, player: int) -> bool:
    """CR 702.170a, d: during ``player``'s main phase, while the stack is empty."""
    st = game.state
    return st.active == player and st.step.is_main and not st.stack


@attrs.frozen
class PlotCard(Action):
    """CR 702.170a-b — pay the plot cost of ``card_id`` and exile it from your hand (your
    main phase, the stack empty). ``cost_choices``, ``mana``, ``auto_pay``, ``payment`` as
    for casting."""

    card_id: int
    cost_choices: tuple[tuple[int, ...], ...] | None = None
    mana: tuple[tuple[int, int], ...] = ()
    auto_pay: bool = True
    payment: PaymentChoices | None = None

    def perform(self, game: Game, player: int) -> None:
        plot_card(game, player, self)


def plot_card(game: Game, player: int, action: PlotCard) -> None:
    """CR 702.170a: exile the card from the hand and pay the cost; it becomes plotted."""
    obj = game.get(action.card_id)
    if obj.zone is not Zone.HAND or obj.owner != player:
        raise IllegalActionError(f"#{obj.id} is not a card in P{player}'s hand (CR 702.170a)")
    plot = next((a for a in obj.card.abilities if isinstance(a, Plot)), None)
    if plot is None:
        raise IllegalActionError(f"{obj.name} has no plot (CR 702.170a)")
    if not _main_phase_empty_stack(game, player):
        raise TimingError("a card is plotted in its owner's main phase with an empty stack "
                          "(CR 702.170a)")  # fmt: skip
    pay_costs(game, player, plot.cost, obj.id, action.payment, action.cost_choices,
              action.mana, action.auto_pay, PaymentPurpose("other"))  # fmt: skip
    new = game.move(obj.id, Zone.EXILE, cause="plotted")
    exiled = game.state.objects.get(new) if new is not None else None
    if isinstance(exiled, GameObject) and exiled.zone is Zone.EXILE:
        exiled.choices["plotted"] = game.state.turn
        game.changed()
    give_priority(game, player)


def plotted_cost(game: Game, obj: GameObject, player: int) -> tuple[Any, ...] | None:
    """CR 702.170d — a plotted card its owner may cast now from exile without paying its
    mana cost (nothing to pay: the empty cost); None if it can't be cast this way."""
    turn = obj.choices.get("plotted")
    if obj.zone is not Zone.EXILE or obj.owner != player or turn is None:
        return None
    if turn >= game.state.turn or not _main_phase_empty_stack(game, player):
        return None
    return ()
