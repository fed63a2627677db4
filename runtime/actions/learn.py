"""Learn — CR 701.48, and the cards a player owns outside the game (CR 400.11b).

"Learn" means "You may discard a card. If you do, draw a card. If you didn't discard a
card, you may reveal a Lesson card you own from outside the game and put it into your
hand." (CR 701.48a). The cards a player owns outside the game (a sideboard, CR 400.11a) are
given with :func:`give_outside_cards` (``state.extra["outside_game"]``); a player with none
can only discard to draw.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from ..agents import ChooseObjects, ChooseOption
from ..state.effect_base import Effect
from ..state.filters import Ctx
from ..state.objects import CardDefinition, Zone

if TYPE_CHECKING:
    from ..game import Game

_OUTSIDE = "outside_game"


def give_outside_cards(game: Game, player: int, *cards: CardDefinition) -> None:
    """The cards ``player`` owns outside the game (CR 400.11a: a sideboard)."""
    game.state.extra.setdefault(_OUTSIDE, {})[player] = list(cards)


def outside_cards(game: Game, player: int) -> list[CardDefinition]:
    """The cards ``player`` owns outside the game."""
    return game.state.extra.get(_OUTSIDE, {}).get(player, [])


@attrs.frozen
class Learn(Effect):
    """CR 701.48a — "Learn": discard a card to draw a card, or else put a Lesson card you
    own from outside the game into your hand (each optional)."""

    def resolve(self, ctx: Ctx) -> None:
        game, me = ctx.game, ctx.controller
        hand = tuple(game.state.players[me].hand)
        lessons = [c for c in outside_cards(game, me) if "Lesson" in c.subtypes]
        options = ["nothing"]
        if hand:
            options.append("discard a card, then draw a card")
        if lessons:
            options.append("put a Lesson from outside the game into your hand")
        pick = 0
        if len(options) > 1:
            pick = game.ask(me, ChooseOption(me, tuple(options), "learn (CR 701.48a)"))
        if options[pick].startswith("discard"):
            (card,) = game.ask(me, ChooseObjects(me, hand, 1, 1, "discard (learn)"))
            game.discard(card)
            game.draw(me)
        elif options[pick].startswith("put"):
            names = tuple(c.name for c in lessons)
            k = 0 if len(names) == 1 else game.ask(me, ChooseOption(me, names, "Lesson"))
            lesson = lessons[k]
            outside_cards(game, me).remove(lesson)
            new = game.bring_in(lesson, me, Zone.HAND)  # from outside the game (CR 400.11b)
            game.log_note(f"P{me} reveals {lesson.name}#{new} and puts it into their hand")
