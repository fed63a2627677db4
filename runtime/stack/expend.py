"""Expend — CR 700.14: "Whenever you expend 4". A player expends N if they pay a cost to
cast a spell and the amount of mana they spent this turn to cast spells was less than N
before paying that cost and at least N after it. :func:`note_expend` keeps each player's
total of the turn and emits :class:`ManaSpentOnSpell`; :class:`Expends` triggers on it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from ..events import events as ev
from ..events.triggers import TriggerPattern
from ..state.filters import Ctx, Who

if TYPE_CHECKING:
    from ..game import Game

#: ``state.extra`` key: (turn, {player: mana spent to cast spells that turn}).
SPENT_THIS_TURN = "mana_spent_on_spells"


@attrs.frozen
class ManaSpentOnSpell(ev.Event):
    """CR 700.14 — ``player`` paid mana to cast a spell: their total of the turn went from
    ``before`` to ``after``."""

    player: int
    before: int
    after: int

    def text(self) -> str:
        return f"P{self.player} has spent {self.after} mana on spells this turn"


def note_expend(game: Game, player: int, amount: int) -> None:
    """Add ``amount`` mana spent by ``player`` to cast a spell to their total of the turn."""
    st = game.state
    turn, totals = st.extra.get(SPENT_THIS_TURN, (st.turn, {}))
    totals = dict(totals) if turn == st.turn else {}
    before = totals.get(player, 0)
    totals[player] = before + amount
    st.extra[SPENT_THIS_TURN] = (st.turn, totals)
    if amount > 0:
        game.emit(ManaSpentOnSpell(player, before, before + amount))


@attrs.frozen
class Expends(TriggerPattern):
    """CR 700.14 — "Whenever you expend N"."""

    n: int
    who: Who = Who.YOU

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        return (
            isinstance(event, ManaSpentOnSpell) and event.before < self.n <= event.after
            and self.who.matches(event.player, ctx.controller)
        )  # fmt: skip
