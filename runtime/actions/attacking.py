"""Creatures put onto the battlefield attacking — CR 508.4, 506.3.

A token created "tapped and attacking" is attacking though it was never declared as an
attacker: its controller chooses which defending player or planeswalker a defending player
controls it attacks as it enters (CR 508.4), and it never "attacked" (no attack trigger).
It isn't attacking when it isn't a creature (CR 506.3a), when its controller isn't the
attacking player (506.3b), or outside combat.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..agents import ChooseOption
from ..state.objects import PlayerRef

if TYPE_CHECKING:
    from ..game import Game


def _defenders(game: Game, player: int) -> list[Any]:
    """CR 508.4: the defending players and the planeswalkers they control."""
    out: list[Any] = [PlayerRef(p) for p in game.opponents(player)]
    for i in game.state.battlefield:
        ch = game.view(i)
        if "Planeswalker" in ch.types and ch.controller != player:
            out.append(i)
    return out


def defenders_of(game: Game, player: int) -> list[Any]:
    """CR 508.4: ``player`` (a defending player) and the planeswalkers they control — what
    an effect "attacking that player or a planeswalker they control" may attack."""
    out: list[Any] = [PlayerRef(player)]
    for i in game.state.battlefield:
        ch = game.view(i)
        if "Planeswalker" in ch.types and ch.controller == player:
            out.append(i)
    return out


def enter_attacking(game: Game, obj_id: int | None, among: list[Any] | None = None) -> None:
    """CR 508.4: the permanent ``obj_id``, just put onto the battlefield, is attacking what
    its controller chooses (``among``, when the effect says: "attacking that player or a
    planeswalker they control"); nothing when CR 506.3a-b keep it out of combat."""
    st = game.state
    combat = st.combat
    if obj_id is None or combat is None or obj_id not in st.battlefield:
        return
    ch = game.view(obj_id)
    if not ch.is_creature or ch.controller != st.active:  # CR 506.3a, 506.3b
        return
    options = _defenders(game, ch.controller) if among is None else among
    if not options:
        return
    pick = 0 if len(options) == 1 else game.ask(ch.controller, ChooseOption(
        ch.controller, tuple(options), f"what #{obj_id} attacks (CR 508.4)"))  # fmt: skip
    combat.attackers[obj_id] = options[pick]
    game.log_note(f"#{obj_id} is put onto the battlefield attacking {options[pick]!r}")
