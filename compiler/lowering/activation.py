"""Activation restrictions (CR 602.5b) -> runtime restrictions."""

from __future__ import annotations

from typing import Any

from ...runtime.state.game_state import Step
from .core import ast_area, fail, isinstance_of, only, runtime

rr = runtime("stack.activation")
rcnd = runtime("events.conditions")
rf = runtime("state.filters")
ae = ast_area("effects")
acb = ast_area("combat")
aev = ast_area("events")
aq = ast_area("quantities")

_TIMES = {"once": 1, "twice": 2, "three times": 3, "four times": 4}
_DURING = {
    "during your turn": rr.During("you"),
    "during your upkeep": rr.During("you", frozenset({Step.UPKEEP})),
    "during your upkeep step": rr.During("you", frozenset({Step.UPKEEP})),
    "during combat": rr.During(None, rr.COMBAT_STEPS),
    "during an opponent's turn": rr.During("opponent"),
    "during your draw step": rr.During("you", frozenset({Step.DRAW})),
    "during your end step": rr.During("you", frozenset({Step.END})),
}


def activation_permission(node: Any) -> tuple[bool, tuple]:
    """CR 602.1b, 602.2: "Any player may activate this ability [but only as a sorcery /
    during their turn / during their draw step]." -> (only as a sorcery?, the other
    restrictions); "their" is the activating player's, as "your" is in "Activate only
    during your turn" (CR 109.5)."""
    if node.player.render().lower() != "any player" or node.kind != "ability":
        raise fail(node, f"the permission {node.render()!r} is not supported yet")
    if node.restriction is None:
        return False, ()
    phrase = node.restriction.render()
    if phrase == "as a sorcery":  # CR 602.5d: the activating player's sorcery timing
        return True, ()
    yours = phrase.replace("during their ", "during your ", 1)
    if phrase.startswith("during their ") and yours in _DURING:
        return False, (_DURING[yours],)
    step = phrase.replace("during any ", "during your ", 1).removesuffix(" step") + " step"
    if phrase.startswith("during any ") and step in _DURING:  # "during any upkeep step"
        return False, (rr.During(None, _DURING[step].steps),)
    raise fail(node, f"the permission {node.render()!r} is not supported yet")


def activation_restrictions(
    sentences: list[ae.ActivationRestriction], env: Any = None
) -> tuple[bool, tuple]:
    """(activate only as a sorcery?, the other restrictions) of an ability's "Activate
    only ..." sentences."""
    sorcery = False
    out: list[Any] = []
    for sentence in sentences:
        if isinstance_of(sentence, acb, "ActivationBeforeDeclared"):  # CR 602.5b
            phrase = sentence.phrase.render()
            if phrase not in _DURING:
                raise fail(sentence, f"the restriction {sentence.render()!r} is not supported "
                           "yet")  # fmt: skip
            out += [_DURING[phrase], rr.BeforeDeclared(sentence.role.render())]
            continue
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
            elif phrase == "once":  # CR 602.5b: once for this object, in any turn
                out.append(rr.OnlyOnce())
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


# ---- CR 601.2f, 602.2b: "This ability costs {1} less to activate ..."


def cost_change_sentence(sentence: Any) -> Any:
    """The clause of "This ability costs {1} less to activate [for each ... / if ... /
    during your turn]." when that is the whole sentence, else None."""
    if not isinstance(sentence, ae.Sentence) or sentence.where_x is not None:
        return None
    clauses = sentence.clauses
    if not isinstance(clauses, ae.Clauses) or len(clauses.items) != 1 or clauses.then:
        return None
    clause = clauses.items[0]
    if not (isinstance(clause, ae.Clause) and isinstance(clause.subject, aq.ThisAbility)):
        return None
    actions = clause.predicates.actions
    if len(actions) != 1 or not isinstance(actions[0], aq.ActivationCostChange):
        return None
    return clause


def activation_cost_change(clause: Any, env: Any) -> Any:
    """CR 601.2f: one change of the ability's own activation cost (generic mana only)."""
    from .conditions import lower_condition
    from .effects import _for_each_amount

    preds = clause.predicates
    only(preds, "actions", "duration", "for_each", "unless")
    (change,) = preds.actions
    codes = [sym.code for sym in change.amount.symbols]
    if len(codes) != 1 or not codes[0].isdigit():
        raise fail(change, f"'{change.render()}' is not supported yet")
    amount: Any = int(codes[0])
    if preds.for_each is not None:
        if amount != 1:
            raise fail(preds.for_each, "'N for each' in a cost change is not supported yet")
        amount = _for_each_amount(preds.for_each, env)
    conditions: list[Any] = []
    if preds.unless is not None:
        if not isinstance(preds.unless, aev.IfCondition) or preds.unless.instead:
            raise fail(preds.unless, "this condition on a cost change is not supported yet")
        conditions.append(lower_condition(preds.unless.condition, env))
    if preds.duration is not None:
        if preds.duration.render() != "during your turn":
            raise fail(preds.duration, "this duration on a cost change is not supported yet")
        conditions.append(rcnd.IsTurn(rf.Who.YOU))
    if len(conditions) > 1:
        raise fail(clause, "two conditions on a cost change are not supported yet")
    return rr.ActivationCostChange(amount, conditions[0] if conditions else None,
                                   change.direction == "more")  # fmt: skip
