"""Compile card text for the keyword scenario tests (the real pipeline: load, parse,
round-trip, lower; the face must be ``ok``) — tests never build keyword abilities by hand."""

from __future__ import annotations

from functools import cache

from mtgc.compiler.cards import loads
from mtgc.compiler.lower import lower_face
from mtgc.compiler.pipeline import OK, check_face
from mtgc.runtime.state.objects import CardDefinition


@cache
def compile_card(text: str) -> CardDefinition:
    """The definition compiled from a card in the text layout of ``cards/`` (name and mana
    cost, type line, rules text, P/T)."""
    (spec,) = loads(text.strip() + "\n", "<test>.txt")
    face = spec.faces[0]
    result = check_face(face)
    assert result.status == OK, (face.name, result.status, result.diagnostics, result.notes)
    lowered = lower_face(face, result.abilities)
    assert lowered.definition is not None
    return lowered.definition


def bear(name: str = "Grizzly Bears", cost: str = "{1}{G}", pt: str = "2/2",
         types: str = "Creature — Bear", text: str = "") -> CardDefinition:  # fmt: skip
    """A vanilla (or ``text``) creature compiled from text."""
    body = f"{text}\n" if text else ""
    return compile_card(f"{name} {cost}\n{types}\n{body}{pt}")
