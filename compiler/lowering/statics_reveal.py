""" "As this land enters, you may reveal an Island or Swamp card from your hand. If you
don't, this land enters tapped." (CR 614.12) ->
:class:`~mtgc.runtime.events.enter_reveal.RevealOrEntersTapped`; "As this land enters, you
may pay 2 life. If you don't, it enters tapped." (CR 614.12, 119.4) ->
:class:`~mtgc.runtime.events.enter_reveal.PayOrEntersTapped`."""

from __future__ import annotations

from typing import Any

import attrs

from ...runtime.events.enter_reveal import PayOrEntersTapped, RevealOrEntersTapped
from ...runtime.state.objects import Zone as RZone
from .core import Env, ast_area, fail, lowers, only, runtime
from .objects import object_filter

ra = runtime("state.abilities")
aa = ast_area("abilities")
ac = ast_area("costs")
ae = ast_area("effects")
ao = ast_area("objects")
ast_ = ast_area("statics")

_SHAPE = "this 'As this enters' replacement is not supported yet"


@lowers("abilities.AsEnters")
def _as_enters(node: aa.AsEnters, env: Env) -> Any:
    """CR 614.12: the reveal-or-enter-tapped and pay-or-enter-tapped shapes of the lands
    so far."""
    only(node, "object", "effects")
    if not isinstance(node.object, ao.SelfRef):
        raise fail(node.object, _SHAPE)
    from .choices import as_enters_choice

    choice = as_enters_choice(node, env)  # "As this enters, choose a color." (CR 614.12)
    if choice is not None:
        return choice
    sentences = node.effects.sentences
    if len(sentences) != 2:
        raise fail(node, _SHAPE)
    may, cond = sentences
    if not (isinstance(may, ae.Sentence) and isinstance(cond, ae.ConditionalSentence)):
        raise fail(node, _SHAPE)
    only(may, "clauses", "period")
    items = may.clauses.items
    if len(items) != 1 or may.clauses.then is not None or not isinstance(items[0], ae.MayClause):
        raise fail(may, _SHAPE)
    clause = items[0]
    preds = clause.predicates
    only(preds, "actions")
    if not (isinstance(clause.subject, ao.You) and len(preds.actions) == 1):
        raise fail(clause, _SHAPE)
    if isinstance(preds.actions[0], ac.PayLife):  # "you may pay 2 life" (CR 119.4)
        from .costs import lower_cost_item

        replacement = PayOrEntersTapped(lower_cost_item(preds.actions[0], env))
        return [ra.ReplacementAbility(_enters_tapped_otherwise(cond, replacement))]
    if not isinstance(preds.actions[0], ac.Reveal):
        raise fail(clause, _SHAPE)
    reveal = preds.actions[0]
    only(reveal, "verb", "object")
    obj = reveal.object
    if not (isinstance(obj, ao.ObjectPhrase) and obj.determiner is not None
            and obj.determiner.phrase in ("a", "an")):  # fmt: skip
        raise fail(obj, _SHAPE)
    q = obj.qualifiers
    if not (
        len(q) == 1
        and isinstance(q[0], ao.InZone)
        and q[0].zone.name == "hand"
        and isinstance(q[0].zone.owner, ao.Possessive)
        and q[0].zone.owner.owner == "your"
    ):
        raise fail(obj, _SHAPE)  # fmt: skip
    flt, kind = object_filter(attrs.evolve(obj, qualifiers=()), env)
    if kind != "card":
        raise fail(obj, _SHAPE)
    flt = attrs.evolve(flt, zone=RZone.HAND)  # CR 701.20: a card in your hand
    return [ra.ReplacementAbility(_enters_tapped_otherwise(cond, RevealOrEntersTapped(flt)))]


def _enters_tapped_otherwise(cond: Any, replacement: Any) -> Any:
    """ "If you don't, this land enters tapped." / "If you don't, it enters tapped." after
    the optional action: ``replacement``, once the sentence is checked to say that."""
    only(cond, "condition", "clauses")
    c = cond.condition
    if not (type(c).__name__ == "DidCondition" and c.negated and isinstance(c.player, ao.You)):
        raise fail(c, _SHAPE)
    items = cond.clauses.items
    if len(items) != 1 or cond.clauses.then is not None:
        raise fail(cond, _SHAPE)
    tap = items[0]
    if not (isinstance(tap, ae.Clause) and (
        isinstance(tap.subject, ao.SelfRef)
        or (isinstance(tap.subject, ao.Pronoun) and tap.subject.word == "it")
    )):  # fmt: skip
        raise fail(tap, _SHAPE)
    only(tap.predicates, "actions")
    acts = tap.predicates.actions
    if not (len(acts) == 1 and isinstance(acts[0], ast_.EntersTapped)
            and acts[0].state == "tapped"):  # fmt: skip
        raise fail(tap, _SHAPE)
    return replacement
