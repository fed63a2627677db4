"""The rules-area extension "events": modal units and trigger events (CR 603, 700.2)."""

from __future__ import annotations

from mtgc.compiler.normalize import normalize
from mtgc.compiler.pipeline import parse_ability, render_ability

MODAL_RIDER = (
    "Choose three. You may choose the same mode more than once.\n"
    "\u2022 Draw a card.\n"
    "\u2022 Destroy target artifact."
)


def test_bullets_stay_with_a_sentence_intro() -> None:
    """CR 700.2: bullet lines after any intro line ("Choose three. ...") are one unit."""
    units = normalize("Flash\n" + MODAL_RIDER, "Test Card")
    assert [u.text for u in units] == ["Flash", MODAL_RIDER]


def test_modal_with_rider_round_trips() -> None:
    """CR 700.2d: "You may choose the same mode more than once." keeps its modes."""
    node = parse_ability(MODAL_RIDER)
    assert type(node).__name__ == "ModalWithRider"
    assert len(node.modes.modes) == 2
    assert render_ability(node) == MODAL_RIDER


def test_reflexive_trigger_is_a_sentence() -> None:
    """CR 603.12: "When you do, ..." is a reflexive triggered ability inside the effect."""
    node = parse_ability("Whenever a creature attacks, you may pay {3}. When you do, draw a card.")
    kinds = [type(s).__name__ for s in node.effects.sentences]
    assert kinds == ["Sentence", "ReflexiveTrigger"]


def test_turned_face_up_event() -> None:
    """CR 708.8: "When this creature is turned face up" is a typed trigger event."""
    node = parse_ability("When this creature is turned face up, draw two cards.")
    assert type(node.event).__name__ == "TurnedFaceEvent"
    assert node.event.render() == "this creature is turned face up"


def test_triggered_modal_ability() -> None:
    """CR 603.3c, 700.2: a triggered ability's effect may be modal."""
    text = "Whenever this creature attacks, choose one \u2014\n\u2022 Draw a card.\n\u2022 Scry 2."
    node = parse_ability(text)
    assert type(node).__name__ == "TriggeredAbility"
    assert type(node.effects).__name__ == "ModalAbility"
    assert render_ability(node) == text
