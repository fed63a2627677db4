"""Static abilities and replacement effects of the third lowering round: conditional
activation restrictions (CR 602.5b), play permissions of static abilities (CR 305.2,
601.3), and replacement effects on life gain, card draw and damage (CR 614)."""

from __future__ import annotations

from typing import Any

from ...runtime import filters as rf
from ...runtime.statics3_restrictions import OnlyIf
from ..ast import effects as ae
from .conditions import lower_condition
from .core import Env, fail


def only_if(sentence: ae.ActivationRestriction, phrase: str, env: Env) -> Any:
    """CR 602.5b: "Activate only if [condition]." — checked as the ability is activated."""
    found = [
        p for p in sentence.parts
        if isinstance(p, ae.RestrictionPhrase) and p.render() == phrase
    ]  # fmt: skip
    if len(found) != 1:
        raise fail(sentence, f"the restriction {sentence.render()!r} is not supported yet")
    conds = [c for c in found[0].parts if not isinstance(c, str)]
    words = [c for c in found[0].parts if isinstance(c, str)]
    if len(conds) != 1 or words != ["if"]:
        raise fail(sentence, f"the restriction {sentence.render()!r} is not supported yet")
    env.it = rf.This()
    return OnlyIf(lower_condition(conds[0], env))
