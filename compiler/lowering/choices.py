"""Choices made as a permanent enters and the references to them (CR 614.12): "As this
enchantment enters, choose a color." ->
:class:`~mtgc.runtime.actions.enter_choices.ChooseAsEnters`; "of the chosen color/type" ->
:class:`~mtgc.runtime.actions.enter_choices.OfChosen`; "Add one mana of the chosen color."
-> :class:`~mtgc.runtime.actions.enter_choices.AddManaOfChosen`.

A one-shot "Choose a color." (:class:`~mtgc.runtime.actions.enter_choices.ChooseValue`) is
remembered by its spell or by its ability's source; "the chosen color" / "of that color" read the
choice of the object they belong to (the mana of the chosen color only on permanents)."""

from __future__ import annotations

from typing import Any

from ...runtime.actions.effects import Sequence
from ...runtime.actions.enter_choices import (
    KINDS,
    AddChosenSubtype,
    AddManaOfChosen,
    AddManaOrChosen,
    ChooseAsEnters,
    ChooseValue,
    OfChosen,
    ProtectionFromChosen,
    ProtectionFromColorOfChoice,
    SetChosenColor,
)
from ...runtime.mana.symbols import ManaType
from .core import RESOLVING_GRANT, Env, ast_area, fail, lowers, only, runtime
from .effects import PENDING_CHOICE, _imperative, _no_duration
from .objects import fixed_number, object_ref, player_sel

ra = runtime("state.abilities")
aa = ast_area("abilities")
ad = ast_area("damage")
ae = ast_area("effects")
ak = ast_area("keywords")
al = ast_area("layers")
ao = ast_area("objects")

#: ``env.refs`` key: the kinds chosen by earlier "Choose a ..." of the ability being lowered
_MADE = "chosen kinds"
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
    if not (env.permanent or _made(env, q.what)):  # a spell's own choice, made before
        raise fail(q, _NOT_PERMANENT.format(q.what))
    return OfChosen(q.what)


def of_the_typed_choice(q: Any, env: Env) -> OfChosen:
    """CR 205.3m, 608.2d: "creatures of the creature type of your choice" — the controller
    of a spell chooses a creature type as it resolves, before the sentence acts; the
    sentence then reads that choice (the choice is inserted by :func:`take_pending_choice`)."""
    if (q.card_type, q.noun, q.possessive) != ("creature", "type", "your"):
        raise fail(q, f"'{q.render()}' is not supported yet")
    if env.permanent:  # a later choice of the same permanent would replace an earlier one
        raise fail(q, "a permanent's one-shot choice is not remembered per effect yet")
    env.refs[PENDING_CHOICE] = "creature type"  # type: ignore[index]
    return OfChosen("type")


def take_pending_choice(env: Env, first_target: int, sentence: Any) -> ChooseValue:
    """The choice a qualifier of ``sentence`` asked for (CR 608.2d), made before the
    sentence's effects. A target described by it can't be chosen
    yet when the spell is cast (CR 601.2c: targets are chosen before it resolves)."""
    kind = env.refs.pop(PENDING_CHOICE)  # type: ignore[call-overload]
    if len(env.targets) > first_target:
        raise fail(sentence, "a target described by a choice made on resolution can't be "
                   "chosen as the spell is cast (CR 601.2c, 608.2d)")  # fmt: skip
    env.refs.setdefault(_MADE, set()).add(KINDS[kind])  # type: ignore[call-overload]
    return ChooseValue(kind)


def mana_of_chosen(m: Any, env: Env) -> Any:
    """CR 106.1: "Add one mana of the chosen color." (the permanent's choice); "Add {G} or
    one mana of the chosen color."."""
    if type(m).__name__ == "ManaEither":
        only(m, "first", "second")
        first, second = m.first, m.second
        syms = getattr(first, "symbols", ())
        if not (
            len(syms) == 1
            and syms[0].code in "WUBRG"
            and type(second).__name__ == "ManaOfChosen"
            and second.kind == "color"
            and fixed_number(second.amount) == 1
            and env.permanent
        ):
            raise fail(m, "this mana of one kind or another is not supported yet")
        return AddManaOrChosen(ManaType(syms[0].code))
    only(m, "amount", "kind")
    if m.kind != "color":
        raise fail(m, f"mana of the chosen {m.kind} is not supported yet")
    if not env.permanent:
        raise fail(m, _NOT_PERMANENT.format(m.kind))
    n = fixed_number(m.amount)
    if not isinstance(n, int) or n < 1:
        raise fail(m.amount, "this amount of mana is not supported yet")
    return AddManaOfChosen(n)


@lowers("keywords.ProtectionFromChoice")
def _protection_from_choice(node: Any, env: Env) -> list[Any]:
    """CR 702.16a: "protection from the chosen color" (the permanent's choice as it entered,
    CR 614.12); "gains protection from the color of your choice" granted by a resolving
    effect (CR 608.2d: chosen as it resolves); the other forms ("each color", "its
    colors") are not lowered here."""
    only(node, "word", "pronoun", "form")
    if (node.form == "the {word} of {pronoun} choice" and node.word == "color"
            and node.pronoun == "your" and env.refs.get(RESOLVING_GRANT)):  # fmt: skip
        return [ProtectionFromColorOfChoice()]  # CR 608.2d: chosen as the grant resolves
    if node.form != "the chosen {word}" or node.word != "color":
        raise fail(node, f"protection from {node.render()} is not supported yet")
    if not env.permanent:
        raise fail(node, _NOT_PERMANENT.format(node.word))
    return [ProtectionFromChosen()]


@lowers("effects.Choose")
def _choose(node: Any, env: Env) -> ChooseValue:
    """CR 608.2c: a one-shot "Choose a color." / "Choose a creature type." by a spell's
    controller; "the chosen color" / "of that type" later in the same spell read it. On a
    permanent's ability it's refused: an effect lasting after resolution ("gain protection
    from the chosen color until end of turn", a delayed trigger) would read the
    permanent's latest choice, not the one made for it."""
    only(node, "choice")
    if env.subject is not None and not isinstance(env.subject, ao.You):
        raise fail(env.subject, f"{node.render()!r} by another player is not supported yet")
    if env.permanent:  # a later choice of the same permanent would replace an earlier one
        raise fail(node, "a permanent's one-shot choice is not remembered per effect yet")
    choice = node.choice
    if not isinstance(choice, ae.ChoiceObject):
        raise fail(choice, "this choice is not supported yet")
    kind = " ".join(w.render() for w in choice.words)
    if kind not in ("color", "creature type"):
        raise fail(choice, f"choosing {choice.render()} is not supported yet")
    env.refs.setdefault(_MADE, set()).add(KINDS[kind])  # type: ignore[call-overload]
    return ChooseValue(kind)


def _made(env: Env, what: str) -> bool:
    """Whether an earlier "Choose a [what]" of the same ability was lowered."""
    return what in env.refs.get(_MADE, ())  # type: ignore[call-overload]


def of_that_kind(q: Any, env: Env) -> OfChosen:
    """CR 105.2, 205.3: "of that color" / "of that type" — the value chosen before."""
    only(q, "word")
    if q.word not in ("color", "type") or not _made(env, q.word):  # not "for each color, ..."
        raise fail(q, f"'{q.render()}' without a choice before it is not supported yet")
    return OfChosen(q.word)


def is_chosen_static(node: Any, affected: Any) -> list[Any]:
    """CR 613.1d-e: "[objects] are the chosen type in addition to their other types"
    (layer 4) and "[objects] are the chosen color" (layer 5), the choice of the permanent
    with the static ability (CR 614.12)."""
    parts = node.parts
    if parts == ("color",):
        return [ra.StaticAbility(SetChosenColor(), affected)]
    if (
        len(parts) == 2
        and parts[0] == "type"
        and type(parts[1]) is al.InAddition
        and parts[1].kind is None
        and parts[1].noun == "types"
    ):
        return [ra.StaticAbility(AddChosenSubtype(), affected)]
    raise fail(node, f"'{node.render()}' is not supported yet")


def as_it_enters_choice(sentence: Any, env: Env) -> list[Any]:
    """CR 614.12: "This land enters tapped. As it enters, choose a color [other than
    green]." — the second sentence: the same replacement as "As this enters, choose ..."."""
    only(sentence, "pronoun", "clauses")
    if getattr(sentence.pronoun, "word", None) != "it":
        raise fail(sentence.pronoun, "this 'As it enters' is not supported yet")
    clauses = sentence.clauses
    items = getattr(clauses, "items", ())
    if len(items) != 1 or clauses.then is not None or type(items[0]) is not ae.Clause:
        raise fail(sentence, "this 'As it enters' is not supported yet")
    clause = items[0]
    only(clause.predicates, "actions")
    acts = clause.predicates.actions
    if clause.subject is not None or len(acts) != 1:
        raise fail(clause, "this 'As it enters' is not supported yet")
    act = acts[0]
    exclude: tuple[Any, ...] = ()
    if type(act).__name__ == "ChooseObject":  # "choose a color other than green"
        only(act, "choice", "qualifiers")
        quals = act.qualifiers
        other = quals[0].object if len(quals) == 1 and type(quals[0]) is ao.OtherThan else None
        items2 = getattr(getattr(other, "descriptor", None), "items", ())
        if not (
            isinstance(other, ao.ObjectPhrase)
            and other.determiner is None
            and not other.qualifiers
            and items2
            and all(isinstance(i, ao.Color) for i in items2)
        ):
            raise fail(act, "this choice is not supported yet")
        exclude = tuple(ManaType(_COLOR_LETTER[i.word]) for i in items2)
    elif type(act).__name__ != "Choose":
        raise fail(act, "this 'As it enters' is not supported yet")
    else:
        only(act, "choice")
    choice = act.choice
    if not isinstance(choice, ae.ChoiceObject):
        raise fail(choice, "this choice is not supported yet")
    kind = " ".join(w.render() for w in choice.words)
    if kind not in KINDS or (exclude and kind != "color"):
        raise fail(choice, f"choosing {choice.render()} as this enters is not supported yet")
    return [ra.ReplacementAbility(ChooseAsEnters(kind, exclude))]


_COLOR_LETTER = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


# ---- "Choose target creature." (CR 115.1, 601.2c)


@lowers("damage.ChooseTarget")
def _choose_target(node: ad.ChooseTarget, env: Env) -> Any:
    """CR 115.1, 601.2c: "Choose target creature you control." — the target is chosen as
    the spell or ability is put on the stack; the sentence does nothing as it resolves,
    and later sentences refer to the target ("it", "that creature", "that player")."""
    _imperative(node, env)
    _no_duration(node, env)
    if isinstance(node.target, ao.Players):
        player_sel(node.target, env)
    else:
        env.it = env.that = object_ref(node.target, env)
    return Sequence(())


@lowers("choices.ClashWonCondition")
def _clash_won(node: Any, env: Env) -> Any:
    """CR 701.30d: "If you win" after a clash."""
    if type(node.player).__name__ != "You":
        raise fail(node, f"'{node.render()}' after a clash is not supported yet")
    return runtime("actions.keyword_actions").ClashWon()


@lowers("choices.PawprintModal")
def _pawprint_modal(node: Any, env: Env) -> Any:
    """CR 700.2i: modes chosen by their total of pawprints, each mode possibly more than once;
    the runtime's modal choice takes a count of distinct modes only."""
    raise fail(node, "choosing modes by their pawprints (CR 700.2i) is not supported yet")
