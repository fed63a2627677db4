"""Continuous effects from a resolving ability that last "for as long as you control this
creature" (CR 611.2b): the effect ends once its controller no longer controls its source —
the source left the battlefield (a new object if it returns, CR 400.7) or another player
gained control of it."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..game import Game

#: The duration of an effect that lasts as long as its controller controls its source.
WHILE_YOU_CONTROL_SOURCE = "while you control its source"


def end_uncontrolled(game: Game) -> None:
    """CR 611.2b: end the effects lasting "for as long as you control [source]" whose
    controller no longer controls their source."""
    st = game.state
    ended = [
        e for e in st.effects
        if e.duration == WHILE_YOU_CONTROL_SOURCE
        and (e.source_id not in st.battlefield or game.view(e.source_id).controller != e.controller)
    ]  # fmt: skip
    if ended:
        gone = {id(e) for e in ended}
        st.effects = [e for e in st.effects if id(e) not in gone]
        game.changed()
