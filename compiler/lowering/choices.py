"""Choices made as a permanent enters and the references to them (CR 614.12): "As this
enchantment enters, choose a color." -> :class:`~mtgc.runtime.choices.ChooseAsEnters`;
"of the chosen color/type" -> :class:`~mtgc.runtime.choices.OfChosen`; "Add one mana of
the chosen color." -> :class:`~mtgc.runtime.choices.AddManaOfChosen`.

The references read the choice the permanent made as it entered, so they lower only on a
permanent's abilities (``env.permanent``); a spell's "Choose a color." is a one-shot
effect (not lowered here)."""

from __future__ import annotations

from typing import Any

from ...runtime import abilities as ra
from ...runtime.choices import (
    KINDS,
    AddManaOfChosen,
    ChooseAsEnters,
    OfChosen,
    ProtectionFromChosen,
)
from ..ast import abilities as aa
from ..ast import effects as ae
from ..ast import keywords2 as ak2
from .core import Env, fail, lowers, only
from .objects import fixed_number

_NOT_PERMANENT = "'the chosen {}' outside a permanent's abilities is not supported yet"


def _choice(node: aa.AsEnters) -> Any:
    """The Choose action when ``node`` is exactly "As this enters, choose [a choice].", else
    None."""
    sentences = getattr(node.effects, "sentences", ())
    if len(sentences) != 1 or type(sentences[0]) is not ae.Sentence:
        return None
    sentence = sentences[0]
    clauses = sentence.clauses
    items = getattr(clauses, "items", ())
    if len(items) != 1 or clauses.then is not None or type(items[0]) is not ae.Clause:
        return None
    clause = items[0]
    acts = getattr(clause.predicates, "actions", ())
    if clause.subject is not None or len(acts) != 1 or type(acts[0]).__name__ != "Choose":
        return None
    only(sentence, "clauses", "period")
    only(clause.predicates, "actions")
    return acts[0]


def as_enters_choice(node: aa.AsEnters, env: Env) -> Any:
    """CR 614.12: "As this [permanent] enters, choose a color / a creature type / an
    opponent / a player." -> a self-replacement effect making the choice; None when the
    effect isn't a choice (another shape of "As this enters")."""
    choose = _choice(node)
    if choose is None:
        return None
    only(choose, "choice")
    choice = choose.choice
    if not isinstance(choice, ae.ChoiceObject):
        raise fail(choice, "this choice is not supported yet")
    kind = " ".join(w.render() for w in choice.words)
    if kind not in KINDS:
        raise fail(choice, f"choosing {choice.render()} as this enters is not supported yet")
    return [ra.ReplacementAbility(ChooseAsEnters(kind))]


def of_the_chosen(q: Any, env: Env) -> OfChosen:
    """CR 105.2, 205.3: "creatures of the chosen color/type" (the permanent's choice)."""
    only(q, "what", "form")
    if q.what not in ("color", "type"):
        raise fail(q, f"'of the chosen {q.what}' is not supported yet")
    if not env.permanent:
        raise fail(q, _NOT_PERMANENT.format(q.what))
    return OfChosen(q.what)


def mana_of_chosen(m: Any, env: Env) -> AddManaOfChosen:
    """CR 106.1: "Add one mana of the chosen color." (the permanent's choice)."""
    only(m, "amount", "kind")
    if m.kind != "color":
        raise fail(m, f"mana of the chosen {m.kind} is not supported yet")
    if not env.permanent:
        raise fail(m, _NOT_PERMANENT.format(m.kind))
    n = fixed_number(m.amount)
    if not isinstance(n, int) or n < 1:
        raise fail(m.amount, "this amount of mana is not supported yet")
    return AddManaOfChosen(n)


@lowers(ak2.ProtectionFromChoice)
def _protection_from_choice(node: Any, env: Env) -> list[Any]:
    """CR 702.16a: "protection from the chosen color" (the permanent's choice as it entered,
    CR 614.12); the other forms ("of your choice", "each color", "its colors") are not
    lowered here."""
    only(node, "word", "pronoun", "form")
    if node.form != "the chosen {word}" or node.word != "color":
        raise fail(node, f"protection from {node.render()} is not supported yet")
    if not env.permanent:
        raise fail(node, _NOT_PERMANENT.format(node.word))
    return [ProtectionFromChosen()]
