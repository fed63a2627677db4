"""Cards for the ruling scenarios, COMPILED from the library in ``cards/`` (never built by
hand): each name is loaded, parsed, round-tripped and lowered by the real pipeline."""

from __future__ import annotations

from functools import cache

from mtgc.compiler.cards import load_library
from mtgc.compiler.lower import lower_face
from mtgc.compiler.pipeline import OK, check_face
from mtgc.runtime.state.objects import CardDefinition


@cache
def _library() -> dict[str, object]:
    return {face.name: face for card in load_library() for face in card.faces}


@cache
def card(name: str) -> CardDefinition:
    """The compiled definition of the library card ``name`` (status must be ``ok``)."""
    face = _library()[name]
    result = check_face(face)
    assert result.status == OK, (name, result.status, result.diagnostics, result.notes)
    lowered = lower_face(face, result.abilities)
    assert lowered.definition is not None
    return lowered.definition
