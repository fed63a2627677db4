"""Actions taken from an opening hand — CR 103.6.

Once the opening hands are drawn (this runtime takes no mulligans, CR 103.5), the starting
player, then each other player in turn order, may take the actions their cards' opening-hand
abilities allow (CR 103.6): begin the game with the card on the battlefield (103.6a), or
reveal it (103.6b) — revealing does what the card says it does when revealed, typically a
delayed triggered ability for the game's first upkeep.

These abilities function only in the opening hand, before the first turn begins: they are
kept on the card definition as their own kinds (not static abilities of a permanent, which
function only on the battlefield, CR 113.6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from ..agents import ChooseYesNo
from ..state.abilities import Ability
from ..state.effect_base import Effect
from ..state.filters import Ctx

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class BeginOnBattlefield(Ability):
    """CR 103.6a: "If this card is in your opening hand, you may begin the game with it on
    the battlefield."""

    def __repr__(self) -> str:
        return "may begin the game on the battlefield (CR 103.6a)"


@attrs.frozen
class RevealFromOpeningHand(Ability):
    """CR 103.6b: "You may reveal this card from your opening hand. If you do, [effect]." —
    ``effect`` happens once, as the card is revealed, controlled by its owner with the card
    as its source (it creates the delayed ability "at the beginning of the first upkeep",
    CR 603.7)."""

    effect: Effect

    def __repr__(self) -> str:
        return f"may reveal from the opening hand: {self.effect!r} (CR 103.6b)"


def take_opening_hand_actions(game: Game, first: int) -> None:
    """CR 103.6: the starting player, then each other player in turn order, takes the
    actions their opening hands allow, card by card."""
    st = game.state
    count = len(st.players)
    for player in ((first + k) % count for k in range(count)):
        for obj_id in list(st.players[player].hand):
            obj = st.objects.get(obj_id)
            if obj is None or obj_id not in st.players[player].hand:
                continue
            for ability in obj.card.abilities:
                if isinstance(ability, BeginOnBattlefield):
                    _begin_on_battlefield(game, player, obj_id)
                    break
                if isinstance(ability, RevealFromOpeningHand):
                    _reveal(game, player, obj_id, ability)


def _begin_on_battlefield(game: Game, player: int, obj_id: int) -> None:
    name = game.get(obj_id).name
    if game.ask(player, ChooseYesNo(player, f"begin the game with {name} on the battlefield")):
        game.log_note(f"P{player} begins the game with {name} on the battlefield (CR 103.6a)")
        game.put_onto_battlefield(obj_id, player)


def _reveal(game: Game, player: int, obj_id: int, ability: RevealFromOpeningHand) -> None:
    name = game.get(obj_id).name
    if game.ask(player, ChooseYesNo(player, f"reveal {name} from your opening hand")):
        game.log_note(f"P{player} reveals {name} from their opening hand (CR 103.6b)")
        ability.effect.resolve(Ctx(game, obj_id, player))

