"""Compile card text for the effects scenarios: the real pipeline (parse, round trip,
lowering), never hand-built abilities."""

from __future__ import annotations

from mtgc.compiler.cards import Face
from mtgc.compiler.lower import lower_face
from mtgc.compiler.pipeline import OK, check_face
from mtgc.runtime.state.objects import CardDefinition


def compile_card(text: str, type_line: str = "Instant", cost: str | None = "{1}",
                 pt: tuple[str, str] | None = None, name: str = "Test Card",
                 ) -> CardDefinition:  # fmt: skip
    """Compile one face from its text; it must be ``ok``."""
    power, toughness = pt if pt else (None, None)
    face = Face(name, type_line, cost, text, power, toughness)
    result = check_face(face)
    assert result.status == OK, (result.diagnostics, result.notes)
    lowered = lower_face(face, result.abilities)
    assert lowered.definition is not None and not lowered.unsupported
    return lowered.definition


def status_of(text: str, type_line: str = "Instant", cost: str | None = "{1}",
              pt: tuple[str, str] | None = None) -> tuple[str, tuple[str, ...]]:  # fmt: skip
    """The face's status and the reasons of its unsupported nodes."""
    power, toughness = pt if pt else (None, None)
    face = Face("Test Card", type_line, cost, text, power, toughness)
    result = check_face(face)
    lowered = lower_face(face, result.abilities)
    return result.status, tuple(u.reason for u in lowered.unsupported)
