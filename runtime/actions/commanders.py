"""Commander rules that act in a game — CR 903.9a (704.6d: a commander put into a graveyard
or exile may go to the command zone) and 903.10a (704.6c: 21 combat damage from one
commander). A game without commanders (no card designated, runtime/state/commanders.py)
does none of this.

:func:`note_event` (called for every event) notes a commander that was put into a graveyard
or into exile and combat damage a commander dealt to a player; :func:`commander_sbas` are
the two state-based actions. CR 903.9b (a commander that would be put into a hand or a
library may go to the command zone instead) is a replacement not modelled yet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..agents import ChooseYesNo
from ..events import events as ev
from ..state.commanders import is_commander
from ..state.objects import GameObject, PlayerRef, Zone
from .game_outcome import lose_game

if TYPE_CHECKING:
    from ..game import Game

#: ``GameState.extra`` keys: the ids of commanders put into a graveyard or exile since
#: state-based actions were last checked (CR 704.6d); {(card uid, player): combat damage}.
MOVED = "commanders_moved"
DAMAGE = "commander_damage"


def note_event(game: Game, event: Any) -> None:
    """Note what the commander state-based actions look at (CR 704.6c-d)."""
    st = game.state
    if isinstance(event, ev.ZoneChange) and event.to_zone in (Zone.GRAVEYARD, Zone.EXILE):
        obj = st.objects.get(event.new_id) if event.new_id is not None else None
        if isinstance(obj, GameObject) and is_commander(game, obj):
            st.extra[MOVED] = (*st.extra.get(MOVED, ()), obj.id)
    elif isinstance(event, ev.DamageDealt) and event.combat and event.amount > 0 and (
        isinstance(event.target, PlayerRef)
    ):  # fmt: skip
        source = st.objects.get(event.source_id)
        if not isinstance(source, GameObject) and event.source_id in st.lki:
            source = game.lki_object(event.source_id)
        if isinstance(source, GameObject) and is_commander(game, source):
            key = (source.card_uid, event.target.index)
            old = st.extra.get(DAMAGE, {})
            st.extra[DAMAGE] = {**old, key: old.get(key, 0) + event.amount}


def commander_damage(game: Game, player: int, card_uid: int) -> int:
    """CR 903.10a: the combat damage the commander ``card_uid`` dealt ``player`` this game."""
    return game.state.extra.get(DAMAGE, {}).get((card_uid, player), 0)


def commander_sbas(game: Game) -> bool:
    """State-based actions 704.6c (a player dealt 21 or more combat damage by one commander
    loses, CR 903.10a) and 704.6d (a commander put into a graveyard or exile since the last
    check: its owner may put it into the command zone, CR 903.9a). True if any was done."""
    st = game.state
    done = False
    for (_uid, player), amount in st.extra.get(DAMAGE, {}).items():
        if amount >= 21 and not st.players[player].lost:
            done = lose_game(game, player, "21 combat damage from one commander (CR 903.10a)")
    moved = st.extra.pop(MOVED, ())
    for i in moved:
        obj = st.objects.get(i)
        if not isinstance(obj, GameObject) or obj.zone not in (Zone.GRAVEYARD, Zone.EXILE):
            continue
        if game.ask(obj.owner, ChooseYesNo(obj.owner, f"put {obj.card.name} into the "
                                                      "command zone (CR 903.9a)")):  # fmt: skip
            game.move(i, Zone.COMMAND, cause="state-based action (CR 903.9a)")
            done = True
    return done


__all__ = ["commander_damage", "commander_sbas", "note_event"]
