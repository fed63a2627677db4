"""Static abilities and replacement effects of the third lowering round: conditional
activation restrictions (CR 602.5b), play permissions of static abilities (CR 305.2,
601.3), and replacement effects on life gain, card draw and damage (CR 614)."""

from __future__ import annotations

from typing import Any

import attrs

from ...runtime import abilities as ra
from ...runtime import continuous as rc
from ...runtime import filters as rf
from ...runtime.statics3_combat import AssignAsThoughUnblocked
from ...runtime.statics3_restrictions import OnlyIf
from ..ast import combat as acb
from ..ast import effects as ae
from ..ast import keywords as ak
from ..ast import objects as ao
from .conditions import lower_condition
from .core import Env, fail, only
from .objects import object_filter


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


# ---- "[player] may [do X]" as a static ability (CR 305.2, 601.3b, 510.1c)

_MAY_PLAYERS = {("each", "player"): rf.Who.ANY, ("any", "player"): rf.Who.ANY}


def _may_player(node: Any) -> rf.Who:
    if isinstance(node, ao.You):
        return rf.Who.YOU
    if isinstance(node, ao.Players) and node.or_object is None:
        who = _MAY_PLAYERS.get((node.determiner, node.noun))
        if who is not None:
            return who
    raise fail(node, f"a permission for '{node.render()}' is not supported yet")


def may_static(clause: ae.MayClause, env: Env) -> list[Any]:
    """ "You may play an additional land on each of your turns." (CR 305.2), "You may cast
    artifact spells as though they had flash." (CR 601.3b), "You may have this creature
    assign its combat damage as though it weren't blocked." (CR 510.1c)."""
    preds = clause.predicates
    only(preds, "actions")
    if len(preds.actions) != 1:
        raise fail(clause, "this static permission is not supported yet")
    action = preds.actions[0]
    who = _may_player(clause.subject)
    if isinstance(action, acb.PlayAdditionalLand):
        return [_additional_lands(action, who)]
    if isinstance(action, acb.CastAsThough):
        return [_as_though_flash(action, who, env)]
    if isinstance(action, acb.HaveAssign) and who is rf.Who.YOU:
        only(action, "object", "action")
        inner = action.action
        only(inner, "possessive", "kind", "pronoun")
        if not (isinstance(action.object, ao.SelfRef) and inner.kind == "combat damage"
                and inner.possessive == "its"):  # fmt: skip
            raise fail(action, f"'{action.render()}' is not supported yet")
        return [ra.StaticAbility(AssignAsThoughUnblocked(), rf.This())]
    raise fail(action, f"the permission {type(action).__name__} is not supported yet")


_TURNS = {rf.Who.YOU: "on each of your turns", rf.Who.ANY: "each of their turns"}


def _additional_lands(action: acb.PlayAdditionalLand, who: rf.Who) -> Any:
    """CR 305.2, 505.6b: additional land plays on each of the player's turns."""
    only(action, "count", "noun", "turns")
    count = action.count
    only(count, "amount")
    n = 1 if count.amount is None else getattr(count.amount, "value", None)
    turns = action.turns.render() if action.turns is not None else ""
    if not isinstance(n, int) or n < 1 or not turns.endswith(_TURNS[who]):
        raise fail(action, f"'{action.render()}' is not supported yet")
    return ra.StaticAbility(rc.AdditionalLandPlays(n, who))


def _as_though_flash(action: acb.CastAsThough, who: rf.Who, env: Env) -> Any:
    """CR 601.3b: "[player] may cast [spells] as though they had flash"."""
    only(action, "object", "pronoun", "keyword")
    obj = action.object
    if not (
        isinstance(action.keyword, ak.SimpleKeyword) and action.keyword.name == "flash"
        and isinstance(obj, ao.ObjectPhrase) and obj.determiner is None and not obj.qualifiers
    ):  # fmt: skip
        raise fail(action, f"'{action.render()}' is not supported yet")
    flt, kind = object_filter(obj, env)
    if kind != "spell" or flt.controller is not rf.Who.ANY:
        raise fail(obj, f"casting '{obj.render()}' as though they had flash is not supported yet")
    return ra.StaticAbility(rc.CastAsThoughFlash(attrs.evolve(flt, zone=None), who))
