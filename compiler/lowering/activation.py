"""Activation restrictions (CR 602.5b) -> runtime restrictions."""

from __future__ import annotations

from typing import Any

from ...runtime.stack import activation as rr
from ...runtime.state.game_state import Step
from ..ast import effects as ae
from .core import fail

_TIMES = {"once": 1, "twice": 2, "three times": 3, "four times": 4}
_DURING = {
    "during your turn": rr.During("you"),
    "during your upkeep": rr.During("you", frozenset({Step.UPKEEP})),
    "during combat": rr.During(None, rr.COMBAT_STEPS),
    "during an opponent's turn": rr.During("opponent"),
    "during your draw step": rr.During("you", frozenset({Step.DRAW})),
    "during your end step": rr.During("you", frozenset({Step.END})),
}


def activation_restrictions(
    sentences: list[ae.ActivationRestriction], env: Any = None
) -> tuple[bool, tuple]:
    """(activate only as a sorcery?, the other restrictions) of an ability's "Activate
    only ..." sentences."""
    sorcery = False
    out: list[Any] = []
    for sentence in sentences:
        text = sentence.render().rstrip(".")
        if text.startswith("activate no more than ") and text.endswith(" each turn"):
            times = _TIMES.get(text[len("activate no more than ") : -len(" each turn")])
            if times is None:
                raise fail(sentence, f"the restriction {sentence.render()!r} is not supported yet")
            out.append(rr.TimesPerTurn(times))
            continue
        if not text.startswith("activate only "):
            raise fail(sentence, f"the restriction {sentence.render()!r} is not supported yet")
        for phrase in text[len("activate only ") :].split(" and only "):
            if phrase == "as a sorcery":
                sorcery = True
            elif phrase == "once each turn":
                out.append(rr.TimesPerTurn(1))
            elif phrase in _DURING:
                out.append(_DURING[phrase])
            elif phrase == "as an instant":
                pass  # CR 602.5: any time its controller has priority, as by default
            elif phrase.startswith("if ") and env is not None:
                from .replacements import only_if

                out.append(only_if(sentence, phrase, env))
            else:
                raise fail(sentence, f"the restriction {sentence.render()!r} is not supported "
                           "yet")  # fmt: skip
    return sorcery, tuple(out)
