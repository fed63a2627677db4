"""Regression tests: card shapes that once crashed the lowering (E900 "internal error
lowering the face") now lower or are reported unsupported with a reason (STYLE.md 8:
never crash on card text)."""

from __future__ import annotations

import pytest

from mtgc.compiler.cards import loads
from mtgc.compiler.pipeline import ERROR, check_face

SHAPES = {
    # "unless [condition]" after a restriction (CR 508.1c): UnlessCondition has no cost
    "unless condition": "Sea Serpent {5}{U}\nCreature — Serpent\nThis creature can't attack "
    "unless defending player controls an Island.\n5/5",
    # "[effect] if [condition]" (CR 608.2c): IfCondition has no cost
    "trailing if": "Chronicler {1}{G}\nCreature — Human\nWhen this creature enters, draw a card "
    "if you control a creature with a +1/+1 counter on it.\n2/2",
    # "unless you [action]" (CR 118.12): UnlessAction is no UnlessPays
    "unless action": "Thirst {2}{U}\nInstant\nDraw three cards. Then discard two cards unless "
    "you discard an artifact card.",
    # a modal activated ability (CR 700.2)
    "modal activated": "Bow {2}{G}\nArtifact\n{1}{G}, {T}: Choose one —\n• Put a +1/+1 counter "
    "on target creature.\n• You gain 3 life.",
    # an X/X token (CR 107.3)
    "x token": "Molding {X}{G}{G}\nSorcery\nCreate an X/X green Ooze creature token.",
    # a loyalty cost of −X (CR 606.4)
    "minus x loyalty": "Necro {2}{B}{B}\nLegendary Planeswalker — Liliana\n[+2]: Each player "
    "discards a card.\n[−X]: Return target nonlegendary creature card with mana value X from "
    "your graveyard to the battlefield.\nLoyalty: 3",
    # a mana symbol with no mana type ({Z}, an Un- card)
    "unknown mana symbol": "Experiment {1}\nArtifact Creature — Construct\n{1}{Z}: Put a "
    "+1/+1 counter on this creature.\n1/1",
}


@pytest.mark.parametrize("text", list(SHAPES.values()), ids=list(SHAPES))
def test_shape_lowers_without_internal_error(text: str) -> None:
    result = check_face(loads(text)[0].faces[0])
    assert result.status != ERROR, result.diagnostics
    codes = [d.code for d in result.notes]
    assert "E900" not in codes and all(c == "E300" for c in codes), result.notes
