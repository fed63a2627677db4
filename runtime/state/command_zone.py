"""Supplementary cards in the command zone — CR 408, 113.6p: scheme cards (CR 314, 904),
plane cards (CR 311) and phenomenon cards (CR 312) stay in the command zone all game,
face down in their owner's supplementary deck (a scheme deck, a planar deck) or face up;
only a face-up one's abilities function (CR 314.4, 901.7, 904.8).

The state of these cards is kept in ``GameState.extra`` as immutable values (replaced,
never changed in place, so that a snapshot of the state keeps its own): :data:`FACE_UP`
holds the ids of the face-up ones and :data:`DECKS` each deck, top card first. A game
that doesn't use a variant has none of these keys and no such card in its command zone.
"""

from __future__ import annotations

from typing import Any

from .objects import GameObject

#: CR 314.1, 311.1, 312.1: the card types of supplementary cards seen only in variants.
SUPPLEMENTARY_TYPES = frozenset({"Scheme", "Plane", "Phenomenon"})
#: ``GameState.extra`` key: frozenset of the ids of face-up supplementary cards.
FACE_UP = "face_up_command_cards"
#: ``GameState.extra`` key: {(kind, player): ids top first}; kind "scheme" or "planar".
DECKS = "supplementary_decks"


def is_supplementary(obj: Any) -> bool:
    """CR 314.1, 311.1, 312.1: whether ``obj`` is a scheme, plane or phenomenon card."""
    return isinstance(obj, GameObject) and bool(obj.card.types & SUPPLEMENTARY_TYPES)


def face_up(state: Any, obj_id: int) -> bool:
    """Whether the supplementary card ``obj_id`` is face up in the command zone."""
    return obj_id in state.extra.get(FACE_UP, ())


def functions_in_command(state: Any, obj: GameObject) -> bool:
    """CR 113.6p, 114.4, 901.7, 904.8: whether the abilities of ``obj``, an object in the
    command zone, function: an emblem's (no card types) do, a supplementary card's do while
    it's face up; a dungeon's rooms trigger only by venturing (CR 309)."""
    if not obj.card.types:
        return True
    return is_supplementary(obj) and face_up(state, obj.id)


def controller_of(state: Any, obj: GameObject) -> int:
    """CR 314.5, 901.6: a face-up scheme is controlled by its owner; a face-up plane or
    phenomenon by the planar controller, who is the active player (a player leaving the
    game isn't modelled here: CR 901.6's exception)."""
    if obj.card.types & {"Plane", "Phenomenon"}:
        return state.active
    return obj.controller


def deck(state: Any, kind: str, player: int) -> tuple[int, ...]:
    """The ids of ``player``'s ``kind`` ("scheme", "planar") deck, top first."""
    return state.extra.get(DECKS, {}).get((kind, player), ())


def has_deck(state: Any, kind: str, player: int) -> bool:
    """Whether ``player`` plays with a ``kind`` deck (CR 904.3, 901.3)."""
    return (kind, player) in state.extra.get(DECKS, {})


def set_deck(state: Any, kind: str, player: int, ids: tuple[int, ...]) -> None:
    decks = dict(state.extra.get(DECKS, {}))
    decks[(kind, player)] = tuple(ids)
    state.extra[DECKS] = decks


def set_face_up(state: Any, obj_id: int, up: bool) -> None:
    ids = frozenset(state.extra.get(FACE_UP, ()))
    state.extra[FACE_UP] = ids | {obj_id} if up else ids - {obj_id}


def face_up_cards(state: Any, card_type: str) -> list[int]:
    """The ids of the face-up supplementary cards of ``card_type``, in command-zone order."""
    up = state.extra.get(FACE_UP, ())
    return [i for i in state.command if i in up and card_type in state.objects[i].card.types]


__all__ = [
    "DECKS", "FACE_UP", "SUPPLEMENTARY_TYPES", "controller_of", "deck", "face_up", "face_up_cards",
    "functions_in_command", "has_deck", "is_supplementary", "set_deck", "set_face_up",
]  # fmt: skip
