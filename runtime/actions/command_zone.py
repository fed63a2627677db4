"""Turning supplementary cards face up and face down in the command zone — CR 408,
113.6p, 314.4, 311.4, 901.7, 904.8: while a scheme, plane or phenomenon card is face up its
abilities function from the command zone. Its triggered abilities are found by
runtime/events/triggers.py's ``command_triggers``; each of its static abilities is a
continuous effect from the card (CR 611.3a) while it stays face up — layered, or a
rule-modifying one that the rule it modifies reads (``continuous.layers.rule_statics``) —
controlled by the card's controller (CR 314.5, 901.6), with the timestamp of its turning
face up (CR 613.7). Which static abilities may be there is the compiler's to say
(compiler/lowering/command_zone.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..continuous.layers import EffectInstance
from ..state.abilities import StaticAbility
from ..state.command_zone import controller_of, set_face_up
from ..state.objects import GameObject, Zone

if TYPE_CHECKING:
    from ..game import Game


def turn_face_up(game: Game, obj_id: int) -> None:
    """Turn the supplementary card ``obj_id`` face up: its abilities start to function."""
    st = game.state
    set_face_up(st, obj_id, True)
    _add_statics(game, obj_id)
    game.changed()


def _add_statics(game: Game, obj_id: int) -> None:
    st = game.state
    obj = st.objects[obj_id]
    controller = controller_of(st, obj)
    stamp = game.stamp()
    for a in obj.card.abilities:
        if isinstance(a, StaticAbility):  # layered, or read by ``rule_statics``
            st.effects.append(EffectInstance(a.effect, obj_id, controller, stamp, a.affected))


def _drop_statics(game: Game, obj_id: int) -> None:
    """The effects of the card's static abilities end (not those its triggered abilities
    created: they last as they say, CR 611.2)."""
    st = game.state
    specs = [a.effect for a in st.objects[obj_id].card.abilities if isinstance(a, StaticAbility)]
    st.effects = [e for e in st.effects if not (
        e.source_id == obj_id and e.duration == "permanent" and any(e.spec is x for x in specs)
    )]  # fmt: skip


def turn_face_down(game: Game, obj_id: int) -> int:
    """Turn the supplementary card ``obj_id`` face down (its static abilities stop applying);
    it becomes a new object (CR 311.6, 312.6, 901.7a): returns the new object's id, kept
    at the same place in the command zone."""
    st = game.state
    set_face_up(st, obj_id, False)
    _drop_statics(game, obj_id)
    old = st.objects[obj_id]
    st.lki[obj_id] = (game.view(obj_id), old.clone())  # its abilities still resolve (CR 608.2h)
    new = GameObject(st.next_id, old.card, old.card_uid, old.owner, Zone.COMMAND, game.stamp())
    st.next_id += 1
    st.objects[new.id] = new
    st.command[st.command.index(obj_id)] = new.id
    del st.objects[obj_id]
    game.changed()
    return new.id


def controller_changed(game: Game, obj_id: int) -> None:
    """CR 901.6: a face-up plane's controller became another player; its static abilities'
    effects are now that player's."""
    _drop_statics(game, obj_id)
    _add_statics(game, obj_id)
    game.changed()


__all__ = ["controller_changed", "turn_face_down", "turn_face_up"]
