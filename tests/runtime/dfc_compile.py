"""Compile card text with its faces (the real pipeline) for the double-faced and copy
scenario tests: a transforming double-faced card is its front face holding its back face
(CR 712.2; :func:`mtgc.compiler.games.compile_card`)."""

from __future__ import annotations

from functools import cache

from mtgc.compiler.cards import loads
from mtgc.compiler.games import compile_card
from mtgc.runtime.state.objects import CardDefinition


@cache
def card(text: str) -> CardDefinition:
    """The definition of the card in the text layout of ``cards/`` (faces separated by a
    ``----`` line); every face must be ``ok``."""
    (spec,) = loads(text.strip() + "\n", "<test>.txt")
    got = compile_card(spec, spec.faces[0])
    assert isinstance(got, CardDefinition), got
    return got
