"""Static abilities forbidding activated abilities (CR 602.5: a player can't begin to
activate an ability that's prohibited from being activated): "Activated abilities of
artifacts can't be activated.", "Enchanted creature's activated abilities can't be
activated.", "... and its activated abilities can't be activated unless they're mana
abilities." (CR 605.1a: mana abilities are activated abilities too)."""

from __future__ import annotations

from typing import Any

from .core import Env, ast_area, fail, isinstance_of, runtime
from .objects import object_filter

ra = runtime("state.abilities")
rf = runtime("state.filters")
rsr = runtime("continuous.restrictions")
ach = ast_area("choices")
ae = ast_area("effects")
ao = ast_area("objects")

#: Key in ``Env.refs``: the subject of the clause before, the antecedent of "its" in
#: "Enchanted creature can't block, and its activated abilities can't be activated."
PREVIOUS_SUBJECT = "statics.previous_subject"
_PHRASES = {"be activated": False, "be activated unless they're mana abilities": True}


def is_abilities_of(subject: Any) -> bool:
    return isinstance_of(subject, ach, "AbilitiesOf")


def _owner(subject: Any, env: Env) -> Any:
    """Whose abilities: this permanent, the one it's attached to, or every permanent
    matching a description."""
    owner = subject.owner
    if isinstance(owner, ao.Possessive):
        owner = owner.owner
        if owner == "its":
            owner = env.refs.get(PREVIOUS_SUBJECT)  # type: ignore[call-overload]
    if isinstance(owner, ao.SelfRef):
        return rf.This()
    if isinstance(owner, ao.AttachedRef):
        return rf.AttachedTo()
    if isinstance(owner, ao.ObjectPhrase) and owner.plural and owner.determiner is None:
        flt, kind = object_filter(owner, env)
        if kind == "permanent":
            return flt
    raise fail(subject, f"'{subject.render()}' is not supported yet")


def cant_be_activated(action: Any, subject: Any, env: Env) -> list[Any]:
    """CR 602.5: "[abilities] can't be activated [unless they're mana abilities]"."""
    if subject.kind != "activated abilities" or subject.tap_in_costs is not None:
        raise fail(subject, f"'{subject.render()}' is not supported yet")
    phrase = action.action.phrase if isinstance(action, ae.Cant) else None
    if phrase not in _PHRASES:
        raise fail(action, f"'{action.render()}' of activated abilities is not supported yet")
    effect = rsr.CantBeActivated(except_mana=_PHRASES[phrase])
    return [ra.StaticAbility(effect, _owner(subject, env))]
