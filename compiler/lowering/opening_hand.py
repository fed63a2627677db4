"""Abilities that function in an opening hand (CR 103.6) -> runtime/turns/opening_hand.py:
"If this card is in your opening hand, you may begin the game with it on the battlefield."
and "You may reveal this card from your opening hand. If you do, [delayed effect]."."""

from __future__ import annotations

from typing import Any

import attrs

from .core import Env, ast_area, fail, runtime

ae = ast_area("effects")
ao = ast_area("objects")
az = ast_area("zones")
ac = ast_area("costs")
aa = ast_area("actions")
rf = runtime("state.filters")
roh = runtime("turns.opening_hand")

#: CR 103.6b, 603.7a: the times a revealed card's delayed ability waits for. An ability
#: created before the game begins meets the next such step first: "the first upkeep" is the
#: next upkeep of any player, "your first upkeep" the next of yours.
_FIRST_TIMES = {
    "at the beginning of the first upkeep": ("UPKEEP", "ANY"),
    "at the beginning of your first upkeep": ("UPKEEP", "YOU"),
    "at the beginning of your first main phase of the game": ("PRECOMBAT_MAIN", "YOU"),
}


def opening_hand_ability(node: Any, env: Env) -> Any | None:
    """The opening-hand ability (CR 103.6) that the sentences of ``node`` make, or None when
    they are not one."""
    sentences = node.sentences
    if len(sentences) == 1 and _begins_on_battlefield(sentences[0]):
        return roh.BeginOnBattlefield()  # CR 103.6a
    if len(sentences) == 2 and _reveals_from_opening_hand(sentences[0]):
        return roh.RevealFromOpeningHand(_when_revealed(sentences[1], env))  # CR 103.6b
    return None


def is_opening_hand_line(node: Any) -> bool:
    """Whether the sentences of ``node`` (an ``Effects``) make an opening-hand ability, by
    their shape alone: on an instant or sorcery such a line is no part of its spell ability
    (CR 103.6, 113.6b)."""
    sentences = getattr(node, "sentences", ())
    if len(sentences) == 1:
        return _begins_on_battlefield(sentences[0])
    return len(sentences) == 2 and _reveals_from_opening_hand(sentences[0])


def _your_opening_hand(zone: Any) -> bool:
    inner = getattr(zone, "zone", None)
    owner = getattr(getattr(inner, "owner", None), "owner", None)
    return isinstance(zone, ao.InZone) and isinstance(inner, az.OpeningHand) and owner == "your"


def _your_single_action(clauses: Any) -> Any | None:
    """The one action of "You may [action]." with nothing else said, or None."""
    items = getattr(clauses, "items", ())
    if len(items) != 1 or clauses.then is not None or not isinstance(items[0], ae.MayClause):
        return None
    may = items[0]
    preds = may.predicates
    if not isinstance(may.subject, ao.You) or len(preds.actions) != 1:
        return None
    if any(getattr(preds, f) for f in ("duration", "for_each", "unless", "as_long_as", "instead",
                                       "at_time")):
        return None
    return preds.actions[0]


def _begins_on_battlefield(sentence: Any) -> bool:
    """ "If this card is in your opening hand, you may begin the game with it on the
    battlefield." (CR 103.6a)"""
    if not isinstance(sentence, ae.ConditionalSentence):
        return False
    cond = sentence.condition
    if not (isinstance(cond, ae.ObjectStateCondition) and isinstance(cond.object, ao.SelfRef)
            and _your_opening_hand(cond.state)):  # fmt: skip
        return False
    action = _your_single_action(sentence.clauses)
    obj = getattr(action, "object", None)
    self_ref = isinstance(obj, ao.SelfRef) or isinstance(obj, ao.Pronoun) and obj.word == "it"
    return isinstance(action, az.BeginGameWith) and self_ref


def _reveals_from_opening_hand(sentence: Any) -> bool:
    """ "You may reveal this card from your opening hand." (CR 103.6b)"""
    if not isinstance(sentence, ae.Sentence) or sentence.where_x is not None:
        return False
    action = _your_single_action(sentence.clauses)
    obj = getattr(action, "object", None)
    return (
        isinstance(action, ac.Reveal) and isinstance(obj, az.SelfInZone)
        and isinstance(obj.object, ao.SelfRef) and _your_opening_hand(obj.zone)
    )  # fmt: skip


def _when_revealed(sentence: Any, env: Env) -> Any:
    """ "If you do, at the beginning of the first upkeep, [effect]." / "If you do, [effect]
    at the beginning of your first upkeep." — a delayed triggered ability created as the card
    is revealed (CR 103.6b, 603.7a), with the card as its source ("it", CR 603.7c)."""
    from ...runtime.events.delayed import CreateDelayed
    from ...runtime.events.triggers import BeginningOfStep
    from ...runtime.state.game_state import Step
    from .effects import lower_effects

    cond = getattr(sentence, "condition", None)
    if not (isinstance(cond, ae.DidCondition) and isinstance(cond.player, ao.You)
            and not cond.negated):  # fmt: skip
        raise fail(sentence, "this effect of revealing a card from an opening hand is not "
                   "supported yet")  # fmt: skip
    clauses = sentence.clauses
    if isinstance(sentence, aa.ConditionalDelayedSentence):
        time = sentence.time
    else:  # "scry 3 at the beginning of your first upkeep"
        items = getattr(clauses, "items", ())
        time = items[0].predicates.at_time if len(items) == 1 and isinstance(
            items[0], ae.Clause) else None  # fmt: skip
        if time is not None:
            preds = attrs.evolve(items[0].predicates, at_time=None)
            clauses = attrs.evolve(clauses, items=(attrs.evolve(items[0], predicates=preds),))
    when = _FIRST_TIMES.get(time.render()) if time is not None else None
    if when is None:
        raise fail(sentence, "this effect of revealing a card from an opening hand is not "
                   "supported yet")  # fmt: skip
    step, whose = when
    env.it = rf.This()  # "shuffle it into your library": the revealed card
    body = lower_effects(ae.Effects((ae.Sentence(clauses, span=sentence.span),),
                                    span=sentence.span), env)  # fmt: skip
    return CreateDelayed(BeginningOfStep(Step[step], rf.Who[whose]), body)
