"""One-shot effects (CR 608.2, 701): sentences, clauses and actions -> runtime effects."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import attrs

from ...runtime.mana.symbols import ManaCost as RManaCost
from ...runtime.state.abilities import Ability as RAbility
from ...runtime.state.objects import CardDefinition
from ...runtime.state.objects import Zone as RZone
from ..ast import Node
from .amounts import party_size
from .conditions import IfYouDo, WhenYouDo
from .core import (
    Env,
    NotLowered,
    ast_area,
    fail,
    imported,
    isinstance_of,
    lower,
    lowering,
    lowers,
    only,
    runtime,
)
from .objects import (
    ANY_TARGET,
    amount_of,
    card_words,
    fixed_number,
    number,
    object_filter,
    object_ref,
    player_or_object_target,
    player_sel,
)
from .players import OtherActor, may_perform, performed, performed_by

rd = runtime("actions.damage")
rmana = runtime("actions.add_mana")
re_ = runtime("actions.effects")
rl = runtime("actions.library")
rlist = runtime("actions.lists")
rlk = runtime("actions.linked")
rp = runtime("actions.pay")
rg = runtime("actions.regenerate")
rh = runtime("actions.reveal_hand")
rs = runtime("actions.sacrifice")
rpv = runtime("events.prevention")
rf = runtime("state.filters")
rq = runtime("state.qualities")
ac = ast_area("costs")
ae = ast_area("effects")
aconj = ast_area("conjunctions")
ao = ast_area("objects")
ap = ast_area("permissions")
at = ast_area("tail")
az = ast_area("zones")
alist = ast_area("lists")
#: Lowering modules every effect goes through (bound here: see :func:`core.lowering`).
digital = lowering("digital")
durations = lowering("durations")
antecedents = lowering("antecedents")
replacements = lowering("replacements")
choices = lowering("choices")
#: Key in ``Env.refs`` (set by :func:`.choices.of_the_typed_choice`): a choice the sentence
#: being lowered asks for as it resolves.
PENDING_CHOICE = "choices.pending"

# ---- sentences and clauses


def lower_effects(node: ae.Effects, env: Env) -> Any:
    """The sentences of an ability as one runtime effect (CR 608.2c: in order)."""
    parts: list[Any] = []
    sentences = [as_conditional(s) for s in node.sentences]
    i = 0
    start: int | None = None  # where the effects of the sentence before begin
    while i < len(sentences):
        here = len(parts)
        paid = _may_pay(sentences, i, env)
        if paid is not None:
            effect, i = paid
            _merge(parts, effect)
            start = here
            continue
        if isinstance(sentences[i], aconj.DelayedSentence):
            antecedents.sentence_start(env)
            j = _delayed_end(sentences, i)
            for e in _delayed_sentences(sentences[i], sentences[i + 1 : j], env):
                _merge(parts, e)
            start = here
            i = j
            continue
        following = sentences[i + 1] if i + 1 < len(sentences) else None
        env.still = following if type(following).__name__ == "StillSentence" else None
        env.following = following
        antecedents.sentence_start(env)
        first_target = len(env.targets)
        for e in lower(sentences[i], env):
            # "If [condition], instead [effects]."
            if isinstance_of(e, replacements, "InsteadOfSentence"):
                e.replace(parts, start)
                here = start if start is not None else here
            else:
                _merge(parts, e)
        env.still = env.following = None
        if PENDING_CHOICE in env.refs:  # "of the creature type of your choice" (CR 608.2d)
            parts.insert(here, choices.take_pending_choice(env, first_target, sentences[i]))
        start = here
        i += 1
    if not parts:
        raise fail(node, "no effect")
    if len(parts) > 1:
        from .results import bind_moved_that_many

        parts = bind_moved_that_many(parts)  # "..., then create that many tokens" (608.2c)
    out = parts[0] if len(parts) == 1 else re_.Sequence(tuple(parts))
    if imported(durations):  # else no NoRegen marker was made
        durations.check_folded(out, node)
    return out


def _delayed_end(sentences: list[Any], i: int) -> int:
    """The index after the delayed sentence ``sentences[i]`` and the "If you do" / "If you
    don't" sentences after it, which belong to its delayed ability ("At the beginning of
    your next upkeep, pay {2}{G}{G}. If you don't, you lose the game.", CR 603.7a)."""
    j = i + 1
    while j < len(sentences) and isinstance(sentences[j], ae.ConditionalSentence) and (
        isinstance(sentences[j].condition, ae.DidCondition)
    ):  # fmt: skip
        j += 1
    return j


def _delayed_sentences(node: Any, following: list[Any], env: Env) -> list[Any]:
    """CR 603.7a: "At the beginning of the next end step, [clauses]. [If you do, ...]" — a
    delayed triggered ability whose effects are the clauses and the sentences after them
    that depend on them (CR 608.2c)."""
    only(node, "time", "clauses")
    body = ae.Effects((ae.Sentence(node.clauses, span=node.clauses.span), *following),
                      span=node.span)  # fmt: skip
    return durations.delayed_at(node.time, env, lambda: [lower_effects(body, env)])


def _merge(parts: list[Any], e: Any) -> None:
    # "You may cast [filter] spells this way without paying their mana costs." widens the
    # play permission granted just before it (CR 118.9, 601.2).
    if isinstance_of(e, durations, "NoRegen"):  # "Destroy [it]. It can't be regenerated." (701.19c)
        durations.fold_no_regen(parts, e)
        return
    # "It has [ability]." after a token, "[...] instead."
    if isinstance_of(e, replacements, "Folded"):
        e.fold(parts)
        return
    if isinstance(e, IfYouDo | WhenYouDo):  # "[action]. If/When you do, [effect]." (608.2c)
        parts.append(e.after(parts))
        return
    if isinstance(e, _FreeCast):
        if parts and isinstance(parts[-1], re_.PlayPermission) and parts[-1].free is None:
            parts[-1] = attrs.evolve(parts[-1], free=e.filter)
            return
        raise fail(e.node, "'this way' refers to no permission before it")
    parts.append(e)


def any_as_each(subject: Any) -> Any:
    """ "Any opponent may sacrifice a creature. If a player does, ...": each of those
    players in turn order may choose to, even if one already has (CR 101.4; the ruling of
    Desecration Demon, 2017-03-14) — read as "each opponent may"."""
    if isinstance(subject, ao.Players) and subject.determiner == "any" and (
        subject.noun in ("opponent", "player") and subject.or_object is None
    ):  # fmt: skip
        return attrs.evolve(subject, determiner="each")
    return subject


def _may_pay(sentences: list[Any], i: int, env: Env) -> tuple[Any, int] | None:
    """CR 608.2c, 118: "You may [pay a cost]. If you do, [A]. [If you don't, [B].]" — one
    :class:`MayPay`; returns it and the index of the next sentence, or None."""
    s = sentences[i]
    if not (isinstance(s, ae.Sentence) and s.where_x is None and isinstance(s.clauses, ae.Clauses)):
        return None
    items = s.clauses.items
    if len(items) != 1 or s.clauses.then is not None:
        return None
    may = items[0]
    # CR 118.12, 118.3c: "Pay {2}{G}{G}. If you don't, you lose the game." — a mandatory
    # payment is a cost paid as the effect resolves, which the player may still not pay
    # (activating mana abilities is never mandatory): as "you may pay", with only its
    # "If you do/don't"
    imperative = isinstance(may, ae.Clause) and may.subject is None and (
        len(getattr(may.predicates, "actions", ())) == 1
        and isinstance(may.predicates.actions[0], ae.PayMana)
    )  # fmt: skip
    if not (isinstance(may, ae.MayClause) or imperative):
        return None
    preds = may.predicates
    mine = imperative or isinstance(may.subject, ao.You)
    if not (mine or isinstance(may.subject, ao.Players)) or not preds.actions:
        return None
    if not all(_cost_action(a) for a in preds.actions):
        return None
    action = preds.actions[0]
    branches: dict[bool, Any] = {}
    j = i + 1
    reflexive = (mine and not imperative and isinstance(action, ae.PayMana)
                 and j < len(sentences)
                 and type(sentences[j]).__name__ == "ReflexiveTrigger")  # fmt: skip
    if reflexive:  # "You may pay {2}{R}. When you do, it deals 3 damage to any target."
        branches[False] = sentences[j]  # (CR 603.12)
        j += 1
    while not reflexive and j < len(sentences) and isinstance(
        as_conditional(sentences[j]), ae.ConditionalSentence
    ):
        cond = sentences[j].condition
        # "If you do" after your payment; "If [that player / they] does" after theirs
        if not (isinstance(cond, ae.DidCondition) and isinstance(cond.player, ao.You) == mine):
            break
        if cond.negated in branches:
            break
        branches[cond.negated] = as_conditional(sentences[j])
        j += 1
    if False in branches and True not in branches and j < len(sentences) and (
        type(sentences[j]).__name__ == "OtherwiseSentence"
    ):  # "If you do, [A]. Otherwise, [B]." — B if you don't (CR 608.2c)
        branches[True] = sentences[j]
        j += 1
    if not branches:
        return None
    from .costs import lower_cost_item

    only(preds, "actions")
    cost_node = action.cost if isinstance(action, ae.PayMana) else action
    pay_x = "X" in cost_node.render()
    if pay_x and not (mine and not reflexive and isinstance(cost_node, ac.ManaCost)
                      and len(preds.actions) == 1):  # fmt: skip
        raise fail(cost_node, "paying X here is not supported yet")
    # "you may pay {1} and sacrifice an artifact": one cost of all the parts (CR 118.12)
    cost = () if pay_x else tuple(c for a in preds.actions for c in lower_cost_item(a, env))
    payer = rf.You() if mine else player_sel(any_as_each(may.subject), env)
    lowered = {}
    first = antecedents.branch_start(env)
    for negated, sentence in branches.items():
        if lowered:  # "If you don't, ..." / "Otherwise, ..." instead (CR 608.2c)
            antecedents.other_branch(first, env)
        if type(sentence).__name__ == "ReflexiveTrigger":
            from ...runtime.events.delayed import CreateReflexive

            when = lower(sentence, env)[0]  # a WhenYouDo marker: its body and own targets
            lowered[negated] = CreateReflexive(when.body, when.targets)
            continue
        effects = lower(sentence.clauses, env)
        lowered[negated] = effects[0] if len(effects) == 1 else re_.Sequence(tuple(effects))
    if pay_x:  # "You may pay {X}. If you do, draw X cards." (CR 107.3)
        from .costs import mana_cost

        return rp.MayPayX(mana_cost(cost_node), lowered.get(False), lowered.get(True)), j
    return rp.MayPay(cost, lowered.get(False), lowered.get(True), payer), j


def _cost_action(action: Any) -> bool:
    """Whether ``action`` is paid as a cost in "You may [pay]. If you do, ..." (CR 118.12)."""
    return isinstance(action, ae.PayMana | ae.Sacrifice | ae.Discard | ac.PayLife) or (
        type(action).__name__ == "PayEnergy"  # CR 107.14
    )


def as_conditional(sentence: Any) -> Any:
    """CR 608.2c: 'If [condition], [effect "[ability]."]' whose quoted ability's full stop
    ends the sentence is the conditional sentence it reads as."""
    if type(sentence).__name__ == "QuotedEndConditionSentence" and sentence.lead == "if":
        return ae.ConditionalSentence(sentence.condition, sentence.clauses, span=sentence.span)
    return sentence


@attrs.frozen
class _FreeCast:
    """A marker: the "cast ... this way without paying" sentence, merged by _merge."""

    filter: Any
    node: Any


@lowers("effects.Sentence")
def _sentence(node: ae.Sentence, env: Env) -> list[Any]:
    only(node, "clauses", "where_x", "period")
    if node.where_x is None:
        return lower(node.clauses, env)
    # CR 107.3: ", where X is [amount]" — X of the sentence's effects (and of the targets it
    # chose) is that amount, determined as the effect resolves (CR 608.2h).
    start = len(env.targets)
    env.refs[WHERE_X] = True  # type: ignore[index]
    try:
        out = lower(node.clauses, env)
    finally:
        env.refs.pop(WHERE_X, None)  # type: ignore[call-overload]
    amount = amount_of(node.where_x.amount, env)
    bound = [0]
    out = [_bind_x(e, amount, bound) for e in out]
    env.targets[start:] = [_bind_x(t, amount, bound) for t in env.targets[start:]]
    if not bound[0]:
        raise fail(node.where_x, "'where X is' names an X the runtime doesn't read")
    return out


#: Key in ``Env.refs``: the sentence being lowered defines X ("where X is", CR 107.3).
WHERE_X = "effects.where_x"


def _bind_x(value: Any, amount: Any, bound: list[int], marker: Any = None,
            top: bool = False) -> Any:  # fmt: skip
    """``value`` with every X amount (rf.X, or instances of ``marker``) replaced by
    ``amount``; counts replacements. Abilities and card definitions (tokens, granted
    abilities) keep their own X — but for ``top``, the ability ``value`` itself."""
    if isinstance(value, marker or rf.X):
        bound[0] += 1
        return amount
    if isinstance(value, tuple):
        return tuple(_bind_x(v, amount, bound, marker) for v in value)
    if not top and isinstance(value, CardDefinition | RAbility) or not attrs.has(type(value)):
        return value
    changes = {}
    for f in attrs.fields(type(value)):
        old = getattr(value, f.name)
        new = _bind_x(old, amount, bound, marker)
        if new is not old:
            changes[f.name] = new
    return attrs.evolve(value, **changes) if changes else value


@lowers("effects.ThenSentence")
def _then_sentence(node: ae.ThenSentence, env: Env) -> list[Any]:
    return lower(node.clauses, env)


@lowers("effects.Clauses")
def _clauses(node: ae.Clauses, env: Env) -> list[Any]:
    only(node, "items", "then", "conjunction")
    out: list[Any] = []
    subject = None
    items = list(node.items) + ([node.then.clause] if node.then is not None else [])
    if items and _single_action(items[0], ae.SearchLibrary):
        fused = _fused_search(node, items, env)
        if fused is not None:
            return [fused]
    first = items[0] if items else None
    if isinstance(first, ae.Clause) and first.subject is not None and not isinstance(
        first.subject, ao.You
    ) and _single_action(attrs.evolve(first, subject=None), ae.SearchLibrary):
        # "Each player searches their library for a basic land card, puts it onto the
        # battlefield, then shuffles." (CR 701.23, 101.4: each in turn order)
        plain = attrs.evolve(first, subject=None)
        return [_search(node, [plain, *items[1:]], env, first.subject)]
    if items and isinstance(items[0], ae.MayClause):
        # "you may search your library for ..., put it ..., then shuffle" / "its controller
        # may search their library ..." (CR 701.23)
        first = ae.Clause(None, items[0].predicates, span=items[0].span)
        if _single_action(first, ae.SearchLibrary):
            subject = items[0].subject
            searcher = None if isinstance(subject, ao.You) else subject
            search = _fused_search(node, [first, *items[1:]], env, searcher)
            if search is None and searcher is None:  # the series, all of it optional
                search = re_.Sequence(tuple(e for i in [first, *items[1:]] for e in lower(i, env)))
            elif search is None:
                search = _search(node, [first, *items[1:]], env, searcher)
            return [re_.MayEffect(search, player_sel(subject, env))]
    timed, env.series_timed = env.series_timed, any(
        getattr(getattr(i, "predicates", None), "duration", None) for i in items)
    for item in digital.perpetual_clauses(items):
        if isinstance(item, ae.Clause) and item.subject is None and subject is not None:
            item = attrs.evolve(item, subject=subject)  # "..., then draws a card"
        if isinstance(item, ae.Clause) and item.subject is not None:
            subject = item.subject
        out.extend(lower(item, env))
    env.series_timed = timed
    return out


@lowers("effects.Clause")
def _clause(node: ae.Clause, env: Env) -> list[Any]:
    only(node, "subject", "predicates")
    return _predicates(node.subject, node.predicates, env)


def lower_clause_effects(node: ae.Clause, env: Env) -> list[Any]:
    """The runtime effects of one clause (a replacement's "[effect] instead" once its
    "instead" is read, CR 614.1a)."""
    return _clause(node, env)


@lowers("effects.MayClause")
def _may(node: ae.MayClause, env: Env) -> list[Any]:
    only(node, "subject", "predicates")
    actions = node.predicates.actions
    dig = _reveal_from_among(node, env)
    if dig is not None:
        return [dig]
    if all(isinstance(a, ae.PlayCards | ae.CastSpells) for a in actions):
        # "You may play that card this turn": a permission, not a choice on resolution.
        if not isinstance(node.subject, ao.You):
            raise fail(node.subject, "a permission for another player is not supported yet")
        return _predicates(None, node.predicates, env)
    inner = _predicates(any_as_each(node.subject), node.predicates, env)
    if any(performed(e) for e in inner):  # "each opponent may [act]" (CR 608.2d)
        return [may_perform(node, inner, env)]
    effect = inner[0] if len(inner) == 1 else re_.Sequence(tuple(inner))
    return [re_.MayEffect(effect, player_sel(node.subject, env))]


def _reveal_from_among(node: ae.MayClause, env: Env) -> Any:
    """CR 701.20a: "You may reveal a [quality] card from among them and put it into your
    hand" — after looking at the top of your library."""
    preds = node.predicates
    acts = preds.actions
    if (
        isinstance(node.subject, ao.You) and len(acts) == 1 and isinstance(acts[0], ae.PutInto)
        and isinstance_of(acts[0].object, ast_area("actions"), "ObjectAndOr")
        and isinstance(env.that, rf.Remembered)
    ):  # fmt: skip
        return _put_both_from_among(acts[0], env)
    if (
        isinstance(node.subject, ao.You) and len(acts) == 1 and isinstance(acts[0], ae.PutInto)
        and isinstance(acts[0].object, ao.ObjectPhrase) and isinstance(env.that, rf.Remembered)
    ):  # fmt: skip
        # "You may put a creature card from among them into your hand"
        obj, put = acts[0].object, attrs.evolve(acts[0], object=ao.Pronoun("it"))
    elif (
        isinstance(node.subject, ao.You) and len(acts) == 2
        and isinstance(acts[0], ac.Reveal) and isinstance(acts[1], ae.PutInto)
        and isinstance(acts[0].object, ao.ObjectPhrase)
        and isinstance(env.that, rf.Remembered)
    ):  # fmt: skip
        obj, put = acts[0].object, acts[1]
    else:
        return None
    among = [q for q in obj.qualifiers if _among_remembered(q, env)]
    if len(among) != 1:
        return None
    only(preds, "actions")
    det = obj.determiner.phrase if obj.determiner else None
    if det not in ("a", "an") or not (isinstance(put.object, ao.Pronoun)
                                      and put.object.word == "it"):  # fmt: skip
        raise fail(node, "revealing these from among them is not supported yet")
    return _put_from_among(attrs.evolve(put, object=obj), env, optional=True)


def _put_both_from_among(put: ae.PutInto, env: Env) -> Any:
    """CR 608.2d, 400.6: "You may put a creature card and/or a land card from among them
    into your hand" — up to one card of each kind, two different cards: one optional choice
    for each, the second from the cards the first left."""
    both = put.object
    first, second = both.first, both.second
    if not (isinstance(first, ao.ObjectPhrase) and isinstance(second, ao.ObjectPhrase)
            and not first.qualifiers and len(second.qualifiers) == 1
            and _among_remembered(second.qualifiers[0], env)):  # fmt: skip
        raise fail(both, "putting these from among them is not supported yet")
    among = second.qualifiers[0]
    takes = tuple(_put_from_among(attrs.evolve(put, object=attrs.evolve(o, qualifiers=(among,))),
                                  env, optional=True) for o in (first, second))  # fmt: skip
    return re_.Sequence(takes)


def _put_from_among(put: ae.PutInto, env: Env, optional: bool = False) -> Any:
    """CR 400.6: "[you may] put a [quality] card from among them into your hand / onto the
    battlefield [tapped]" — one of the cards the ability remembered, chosen by its
    controller; the others stay remembered as "the rest"."""
    obj = put.object
    among = [q for q in obj.qualifiers if _among_remembered(q, env)]
    det = obj.determiner.phrase if obj.determiner else None
    if len(among) != 1 or det not in ("a", "an", "all") or det == "all" and optional:
        raise fail(obj, "putting these from among them is not supported yet")
    to_battlefield = put.preposition == "onto" and isinstance(put.zone, ao.SharedZone) and (
        put.zone.render() == "the battlefield"
    )  # fmt: skip
    to_hand = put.preposition == "into" and _your_zone(put.zone, "hand") and not put.tapped
    if not (to_hand or to_battlefield) or put.under:
        raise fail(put, "putting the revealed card there is not supported yet")
    rest = tuple(q for q in obj.qualifiers if q is not among[0])
    flt, kind = object_filter(attrs.evolve(obj, qualifiers=rest), env)
    if kind != "card":
        raise fail(obj, "putting this from among them is not supported yet")
    flt = attrs.evolve(flt, zone=None)
    if det == "all":  # "Put all land cards from among them onto the battlefield tapped"
        to = RZone.BATTLEFIELD if to_battlefield else RZone.HAND
        # the remembered cards are "the rest" from here on, not the ones put ("those lands")
        env.refs[REMEMBERED_REST] = True  # type: ignore[index]
        return rl.TakeAll(flt, to, tapped=bool(put.tapped))
    if to_battlefield:  # "put a permanent card from among them onto the battlefield"
        return rl.TakeSome(1, RZone.BATTLEFIELD, flt, optional=optional, tapped=bool(put.tapped))
    return rl.TakeSome(1, RZone.HAND, flt, optional=optional)


def _among_remembered(q: Any, env: Env) -> bool:
    """CR 400, 608.2c: a qualifier naming the cards the ability just looked at, revealed or
    milled as a group: "from among them", "from among those cards", "from among the milled
    cards", "from among the cards milled this way", or "[card] milled this way"."""
    milled = bool(env.refs.get(MILLED))  # type: ignore[call-overload]
    if isinstance(q, az.MovedThisWay):
        return milled and q.participle == "milled"
    if not (isinstance(q, ao.InZone) and q.preposition == "from among"):
        return False
    z = q.zone
    if isinstance(z, ao.Pronoun):
        return z.word == "them"
    if isinstance(z, ast_area("references").ActedOnObject):  # "the milled cards"
        return milled and z.action == "milled" and not z.qualifiers and _cards(z.descriptor)
    if not (isinstance(z, ao.ObjectPhrase) and z.determiner is not None
            and _cards(z.descriptor)):  # fmt: skip
        return False
    if z.determiner.phrase == "those" and not z.qualifiers:  # "those cards"
        return True
    return z.determiner.phrase == "the" and milled and len(z.qualifiers) == 1 and isinstance(
        z.qualifiers[0], az.MovedThisWay
    ) and z.qualifiers[0].participle == "milled"  # fmt: skip


def _cards(descriptor: Any) -> bool:
    items = descriptor.items
    return len(items) == 1 and isinstance(items[0], ao.KindWord) and items[0].word == "cards"


def _predicates(subject: Any, preds: ae.Predicates, env: Env) -> list[Any]:
    only(preds, "actions", "duration", "duration_first", "for_each", "unless", "as_long_as",
         "instead", "at_time")  # fmt: skip
    if preds.at_time is not None:  # "[actions] at the beginning of the next end step"
        from .durations import delayed

        return delayed(subject, preds, env, _predicates)
    while_controlled = _while_you_control_source(preds)
    if while_controlled:
        preds = attrs.evolve(preds, as_long_as=None)
    for name in ("as_long_as", "at_time"):
        if getattr(preds, name) is not None:
            raise fail(getattr(preds, name), f"'{getattr(preds, name).render()}' is not "
                       "supported yet")  # fmt: skip
    if preds.instead:
        raise fail(preds, "'instead' outside a replacement effect is not supported yet")

    if digital.has_perpetual(preds.actions):  # "perpetually gets +1/+1 and gains reach"
        preds = attrs.evolve(preds, actions=digital.distribute(preds.actions))
    env.subject, env.predicates = subject, preds
    out: list[Any] = []
    timed_series = False  # an action read the duration
    for action in preds.actions:
        env.subject, env.predicates = subject, preds
        env.used = set()
        if while_controlled:  # each action must read it
            env.refs[WHILE_CONTROLLED] = None
        chosen, refs, player = len(env.targets), dict(env.refs), env.event_player
        try:
            out.append(lower(action, env))
        except OtherActor as why:  # "target opponent exiles a card from their hand"
            # the refused reading's targets and references aren't the ability's
            del env.targets[chosen:]
            env.refs.clear()
            env.refs.update(refs)
            env.event_player = player
            out.append(performed_by(subject, action, env, why))
        # never drop a modifier: each action must have read "for each" and the duration
        if preds.for_each is not None and "for_each" not in env.used:
            raise fail(preds.for_each, f"'for each' on {type(action).__name__} is not "
                       "supported yet")  # fmt: skip
        if preds.duration is not None and not env.used & {"duration", "one-shot"}:
            raise fail(preds.duration, f"a duration on {type(action).__name__} is not "
                       "supported yet")  # fmt: skip
        timed_series = timed_series or "duration" in env.used
        if while_controlled and env.refs.pop(WHILE_CONTROLLED, 0) is None:  # not read
            raise fail(while_controlled, f"'{while_controlled.render()}' on "
                       f"{type(action).__name__} is not supported yet")  # fmt: skip
    if preds.duration is not None and not timed_series:  # one-shot actions only
        raise fail(preds.duration, "a duration on these actions is not supported yet")
    if preds.unless is not None and not isinstance(preds.unless, ae.UnlessPays):
        from .conditions import trailing_condition  # "[effect] if/unless [condition]"

        return trailing_condition(preds.unless, out, env)
    if preds.unless is not None:
        unless = preds.unless
        if not isinstance(unless, ae.UnlessPays):  # "[effect] if/unless [condition]"
            raise fail(unless, f"'{unless.render()}' after an effect is not supported yet")
        if unless.for_each is not None:  # "unless [player] pays {1} for each [X]"
            from .amounts import unless_for_each

            return [unless_for_each(unless, out, env)]
        from .costs import lower_cost_item

        payer = player_sel(unless.player, env)
        cost = lower_cost_item(unless.cost, env)
        body = out[0] if len(out) == 1 else re_.Sequence(tuple(out))
        out = [re_.Unless(payer, cost, body)]
    return out


#: Key in ``Env.refs``: the predicates last "for as long as you control this creature"
#: (CR 611.2b); an action that can honor it takes it (:func:`_gain_control`).
WHILE_CONTROLLED = "while_you_control_source"


def _while_you_control_source(preds: Any) -> Any:
    """The "for as long as you control this creature" of ``preds`` (CR 611.2b), if that is
    its "as long as" and it states no other duration."""
    node = preds.as_long_as
    if not isinstance(node, ae.AsLongAs) or not node.for_ or preds.duration is not None:
        return None
    c = node.condition
    if type(c).__name__ != "ControlCondition" or not isinstance(c.player, ao.You):
        return None
    if not isinstance(getattr(c, "object", None), ao.SelfRef):
        return None
    return node


#: The durations of a continuous effect from a resolving ability (CR 611.2a): until end of
#: turn (CR 514.2), until its controller's next turn begins or until it ends.
CONTINUOUS = ("until end of turn", "until your next turn", "until the end of your next turn",
              "until a player planeswalks")  # fmt: skip


def duration_phrase(env: Env, allowed: Iterable[str]) -> str:
    """The duration of the predicates being lowered, one of ``allowed`` (CR 611.2a), marked
    used; no duration or another one is unsupported."""
    d = env.predicates.duration if env.predicates else None
    if d is None:
        raise fail(env.predicates, "an effect without a duration is not supported here")
    if d.phrase not in allowed:
        raise fail(d, f"the duration {d.phrase!r} is not supported yet")
    env.used.add("duration")
    return d.phrase


def _duration(env: Env, allowed: tuple[str, ...] = CONTINUOUS) -> str:
    phrase = duration_phrase(env, allowed)
    if phrase == "until the end of your next turn":  # runtime.continuous.next_turn
        return phrase
    if phrase == "until your next turn":
        from ...runtime.continuous.untap import UNTIL_YOUR_NEXT_TURN

        return UNTIL_YOUR_NEXT_TURN
    if phrase == "until a player planeswalks":  # CR 901.11: runtime.actions.planes
        return phrase
    return "eot"


def _no_duration(node: Any, env: Env, for_each_ok: bool = False) -> None:
    """A one-shot action (CR 610.1): it takes no duration. In a series, "Untap target
    creature and gain control of it until end of turn", the duration is the continuous
    actions' (CR 611.2a): marked so that :func:`_predicates` requires one of them to read
    it."""
    if env.predicates is not None and env.predicates.duration is not None:
        if len(env.predicates.actions) > 1:
            env.used.add("one-shot")
        else:
            raise fail(env.predicates.duration, "a duration on this action is not supported "
                       "yet")  # fmt: skip
    if not for_each_ok and env.predicates is not None and env.predicates.for_each is not None:
        raise fail(env.predicates.for_each, "'for each' on this action is not supported yet")


def _imperative(node: Any, env: Env) -> None:
    """Actions the ability's controller performs: no subject, or "you"."""
    if env.subject is not None and not isinstance(env.subject, ao.You):
        raise OtherActor(env.subject, f"{node.render()!r} by another player is not supported "
                         "yet")  # fmt: skip


def _self_source(node: Any, env: Env) -> Any:
    """The source of damage: None for the ability's own source, else an object reference
    ("target creature you control deals ...", "it deals ..." after it left, CR 608.2h)."""
    s = env.subject
    ok = s is None or isinstance(s, ao.SelfRef) or (
        isinstance(s, ao.Pronoun) and s.word == "it" and isinstance(env.it, rf.This)
    )  # fmt: skip
    if ok:
        return None
    if isinstance(s, ao.Pronoun | ao.ObjectPhrase):
        ref = object_ref(s, env)
        if isinstance(ref, rf.EventObject):
            return rf.EventObject(new=False)  # the source as it last existed (CR 608.2h)
        if not isinstance(ref, rf.All | rq.Targets):
            return ref
    raise fail(s, "damage from a source other than this object is not supported yet")


def _damage(source: Any, amount: Any, to: Any) -> Any:
    if isinstance(to, rlist.Recipients):  # "to each creature and each player" (CR 120.2)
        parts = re_.Sequence(tuple(_damage(source, amount, t) for t in to.parts))
        return rd.DamageEvent(parts)  # one damage event (CR 120.4)
    return re_.DealDamage(amount, to) if source is None else rd.DealDamageBy(source, amount, to)


def _single_action(item: Any, cls: type) -> Any:
    if isinstance(item, ae.Clause) and item.subject is None:
        p = item.predicates
        if (
            len(p.actions) == 1
            and isinstance(p.actions[0], cls)
            and p.duration is None
            and (p.for_each is None and p.unless is None and not p.instead)
        ):
            return p.actions[0]
    return None


def _fused_search(node: Any, items: list[Any], env: Env, searcher: Any = None) -> Any:
    """The series as one runtime search (:func:`_search`), or None when it isn't of that
    form: then each action is lowered in turn, the search remembering the cards found
    (:mod:`.zones`, CR 701.23, 608.2c)."""
    saved = (len(env.targets), env.that, env.it, env.event_player, dict(env.refs), set(env.used))
    try:
        return _search(node, items, env, searcher)
    except NotLowered:
        if searcher is not None:
            raise
    del env.targets[saved[0]:]
    env.that, env.it, env.event_player = saved[1:4]
    env.refs.clear()
    env.refs.update(saved[4])
    env.used.clear()
    env.used.update(saved[5])
    return None


def _search(node: Any, items: list[Any], env: Env, searcher: Any = None) -> Any:
    """CR 701.19: "Search your library for [up to N] [cards], [reveal it,] put it
    [into your hand / onto the battlefield [tapped]], then shuffle." — one runtime search.
    ``searcher``: another player searching their own library ("its controller may search
    their library ...")."""
    search = _single_action(items[0], ae.SearchLibrary)
    z = search.zone
    own = "your" if searcher is None else "their"
    if not (isinstance(z, ao.Zone) and z.name == "library" and isinstance(z.owner, ao.Possessive)
            and z.owner.owner == own):  # fmt: skip
        raise fail(z, "searching this library is not supported yet")
    obj = search.object
    if not isinstance(obj, ao.ObjectPhrase) or obj.determiner is None:
        raise fail(obj, "this search is not supported yet")
    det = obj.determiner
    if det.phrase in ("a", "an"):
        count = 1
    elif det.phrase == "up to #" and det.count is not None:
        count = number(det.count)  # "up to X", X of the spell or "where X is" (CR 107.3)
    elif det.phrase == "any number of":  # CR 701.23a: as many as the searcher chooses
        count = rq.CardsInZone(RZone.LIBRARY, rf.You() if searcher is None
                               else player_sel(searcher, env))  # fmt: skip
    else:
        raise fail(det, f"'{det.render()}' in a search is not supported yet")
    flt, kind = object_filter(obj, env)
    if kind != "card":
        raise fail(obj, "this search is not supported yet")
    rest = items[1:]
    if rest and _single_action(rest[0], ac.Reveal):
        rest = rest[1:]  # revealing changes nothing the runtime tracks
    if len(rest) == 1 and isinstance(rest[0], ae.Clause) and rest[0].subject is None:
        # "..., then shuffle and put that card on top" (CR 701.23, 401.1)
        p = rest[0].predicates
        acts = p.actions
        if (
            len(acts) == 2 and isinstance(acts[0], ae.Shuffle) and isinstance(acts[1], az.PutOnTop)
            and acts[1].order in (None, "in any order") and p.duration is None
            and p.for_each is None and p.unless is None and not p.instead
        ):  # fmt: skip
            if searcher is not None or (count == 1) != (acts[1].order is None):
                raise fail(node, "putting these found cards on top is not supported yet")
            env.that = env.it = rf.Remembered()
            many = None if det.phrase == "any number of" else count
            return rl.SearchToTop(attrs.evolve(flt, zone=None), many)
    put = _single_action(rest[0], ae.PutInto) if rest else None
    shuffle = _single_action(rest[1], ae.Shuffle) if len(rest) == 2 else None
    exile = _single_action(rest[0], ae.Exile) if rest else None
    if exile is not None and shuffle is not None and isinstance(exile.object, ao.Pronoun) and (
        exile.object.word in ("it", "them")
    ):  # "Search your library for any number of land cards, exile them, then shuffle."
        env.that = env.it = rf.Remembered()
        players = rf.You() if searcher is None else player_sel(searcher, env)
        return re_.SearchLibrary(attrs.evolve(flt, zone=None), count, RZone.EXILE, False,
                                 players)  # fmt: skip
    if put is None or shuffle is None or put.under is not None:
        raise fail(node, "this search sentence is not supported yet")
    if put.preposition == "into" and isinstance(put.zone, ao.Zone) and put.zone.name == "hand":
        owner = put.zone.owner
        if not (isinstance(owner, ao.Possessive) and owner.owner == own):
            raise fail(put.zone, "this hand is not supported yet")
        to = RZone.HAND
    elif put.preposition == "into" and _your_zone(put.zone, "graveyard") and searcher is None:
        to = RZone.GRAVEYARD  # "put that card into your graveyard" (CR 701.23a, 400.6)
    elif (
        put.preposition == "onto"
        and isinstance(put.zone, ao.SharedZone)
        and (put.zone.name == "the battlefield")
    ):
        to = RZone.BATTLEFIELD
    else:
        raise fail(put.zone, "putting the found cards there is not supported yet")
    env.that = env.it = rf.Remembered()
    players = rf.You() if searcher is None else player_sel(searcher, env)
    return re_.SearchLibrary(attrs.evolve(flt, zone=None), count, to, put.tapped is not None,
                             players)  # fmt: skip


# ---- actions (CR 701)


@lowers("effects.Destroy")
def _destroy(node, env):
    _imperative(node, env)
    _no_duration(node, env)
    return re_.Destroy(object_ref(node.object, env))


@lowers("effects.Exile")
def _exile(node, env):
    _imperative(node, env)
    _no_duration(node, env)
    obj = node.object
    if isinstance(obj, ao.TopOfLibrary):
        zone = obj.zone
        owner = zone.owner.owner if isinstance(zone.owner, ao.Possessive) else None
        if obj.end != "top" or owner != "your":
            raise fail(obj, "this library is not supported yet")
        # "the top X cards": X of the spell (CR 107.3, 107.3m) or "where X is" (107.3a)
        effect = re_.ExileTopOfLibrary(1 if obj.amount is None else number(obj.amount))
    else:
        effect = re_.ExileObjects(object_ref(obj, env))
    env.that = rf.Remembered()
    return effect


@lowers("effects.DealDamage")
def _deal_damage(node, env):
    source = _self_source(node, env)
    if env.predicates is not None and env.predicates.duration is not None:
        raise fail(env.predicates.duration, "a duration on damage is not supported yet")
    if node.kind != "damage":
        raise fail(node, "combat damage as an effect is not supported yet")
    amount = _amount(node.amount, env)
    return _damage(source, amount, _damage_recipient(node.recipient, env))


def _amount(node: Any, env: Env) -> Any:
    """An action's amount, times "for each [objects]" when the amount is one (CR 107.1)."""
    n = number(node)
    fe = env.predicates.for_each if env.predicates is not None else None
    if fe is None:
        return n
    if not isinstance(n, int) or n < 1:
        raise fail(fe, "'N for each' is not supported yet")
    count = _for_each_amount(fe, env)
    env.used.add("for_each")
    return count if n == 1 else rq.Plus(0, count, n)  # "2 life for each" (CR 107.1)


def _player_action(cls, amount_field="amount"):
    def fn(node, env):
        if env.predicates is not None and env.predicates.duration is not None:
            raise fail(env.predicates.duration, "a duration on this action is not supported")
        who = player_sel(env.subject, env)
        return cls(_amount(getattr(node, amount_field), env), who)

    return fn


lowers(ae.Draw)(_player_action(re_.DrawCards, "cards"))
lowers(ae.GainLife)(_player_action(re_.GainLife))
_lose_life = _player_action(re_.LoseLife)
#: Key in ``Env.refs``: the effect loses life before ("the life lost this way" may follow).
LIFE_LOST = "effects.life_lost"


@lowers("effects.LoseLife")
def _lose(node, env):
    effect = _lose_life(node, env)
    env.refs[LIFE_LOST] = True  # type: ignore[index]
    return effect

lowers(ae.Scry)(_player_action(re_.Scry))
_mill = _player_action(re_.MillCards, "cards")
#: Key in ``Env.refs``: the remembered cards are the ones just milled (CR 701.17a).
MILLED = "effects.milled"
#: Key in ``Env.refs``: some remembered cards were put elsewhere; the rest are remembered.
REMEMBERED_REST = "effects.remembered_rest"


@lowers("effects.Mill")
def _mill_cards(node, env):
    """CR 701.17a: "[player] mills N cards"; with no other antecedent before it, "them" and
    "the milled cards" after it are the cards milled (CR 608.2c)."""
    effect = _mill(node, env)
    if env.that is None:
        env.that = rf.Remembered()
        env.refs[MILLED] = True  # type: ignore[index]
        return attrs.evolve(effect, remember=True)
    return effect


@lowers("costs.Reveal")
def _reveal(node, env):
    """CR 701.20a: "[Player] reveals their hand" / "Reveal your hand"."""
    _no_duration(node, env)
    z = node.object
    if isinstance(z, ao.TopOfLibrary) and z.end == "top" and _your_zone(z.zone, "library"):
        _imperative(node, env)
        env.that = rf.Remembered()  # "revealed this way", "the rest" (CR 701.20a)
        lowering("antecedents").revealed_top(env)  # "If it's a land card" (CR 608.2c)
        n = 1 if z.amount is None else number(z.amount)
        return rl.LookAtTop(n, rf.You(), reveal=True)
    if isinstance(z, ao.TopOfLibrary):  # "target player reveals the top card of their library"
        from .amounts import reveal_their_top

        try:
            return reveal_their_top(node, env)
        except NotLowered as why:  # then as that player's own reveal (CR 608.2c-d)
            if env.subject is None or isinstance(env.subject, ao.You):
                raise
            raise OtherActor(why.node, why.reason) from None
    if env.refs.get("zones.searched") and isinstance(env.that, rf.Remembered) and (
        isinstance(z, ao.Pronoun) and z.word in ("it", "them")
        or isinstance(z, ao.ObjectPhrase) and z.determiner is not None
        and z.determiner.phrase in ("that", "those")
    ):  # fmt: skip
        _imperative(node, env)  # "search ... and reveal them" (CR 701.20a, 701.23e)
        return rh.RevealObjects(object_ref(z, env))
    from .permissions import reveal_at_random

    at_random = reveal_at_random(node, env)  # "reveals a card at random from their hand"
    if at_random is not None:
        return at_random
    if not (isinstance(z, ao.Zone) and z.name == "hand" and isinstance(z.owner, ao.Possessive)):
        raise fail(node, f"revealing {z.render()!r} is not supported yet")
    owner = z.owner.owner
    if owner == "your" and (env.subject is None or isinstance(env.subject, ao.You)):
        players: Any = rf.You()
    elif owner == "their" and isinstance(env.subject, ao.Players):
        players = player_sel(env.subject, env)
        env.event_player = players  # "that player" (CR 608.2c)
    else:
        raise fail(z, f"revealing {z.render()!r} is not supported yet")
    env.it = rh.HandOf(players)
    return rh.RevealHand(players)


@lowers("zones.ChooseFrom")
def _choose_from(node, env):
    """ "You choose a nonland card from it" — from the hand just revealed (CR 701.20a)."""
    _imperative(node, env)
    _no_duration(node, env)
    only(node, "choice", "source")
    src = node.source
    hand = env.it if isinstance(env.it, rh.HandOf) else None
    own = isinstance(src, ao.InZone) and src.preposition == "in" and _your_zone(src.zone, "hand")
    if own and (env.subject is None or isinstance(env.subject, ao.You)):
        hand = rh.HandOf(rf.You())  # "choose a creature card in your hand" (CR 608.2d)
    elif not (isinstance(src, ao.InZone) and isinstance(src.zone, ao.Pronoun)
              and src.zone.word == "it" and hand is not None):  # fmt: skip
        raise fail(src, "choosing from this is not supported yet")
    if not isinstance(node.choice, ae.ChoiceObject):
        raise fail(node.choice, "this choice is not supported yet")
    flt, kind = object_filter(ao.Descriptor(tuple(node.choice.words)), env)
    if kind != "card":
        raise fail(node.choice, "this choice is not supported yet")
    env.that = rf.Remembered()
    if own:
        env.it = env.that  # "It perpetually gains deathtouch": the chosen card
    return rh.ChooseFromHand(attrs.evolve(flt, zone=None), hand.players)


@lowers("effects.Discard")
def _discard(node, env):
    _no_duration(node, env, for_each_ok=True)  # only "a card for each [X]" reads it
    c = node.cards
    if isinstance(c, ao.ObjectPhrase) and c.determiner is not None and (
        c.determiner.phrase == "that" and card_words_only(c)
    ):  # fmt: skip
        # "That player discards that card" — the card chosen from their hand
        if not isinstance(env.that, rf.Remembered) or env.event_player is None:
            raise fail(c, "discarding 'that card' is not supported here")
        if player_sel(env.subject, env) != env.event_player:
            raise fail(env.subject, "this discarding player is not supported here")
        return rh.DiscardRemembered()
    who = player_sel(env.subject, env)
    if isinstance(c, ao.Zone) and c.name == "hand" and isinstance(c.owner, ao.Possessive) and (
        c.owner.owner == ("your" if env.subject is None or isinstance(env.subject, ao.You)
                          else "their")
    ):  # fmt: skip
        return rh.DiscardHand(who)  # "discard your hand", "each player discards their hand"
    if isinstance(c, ao.ObjectPhrase) and len(c.qualifiers) == 1 and isinstance(
        c.qualifiers[0], az.AtRandom
    ):  # "a card at random" (CR 701.9b)
        plain = attrs.evolve(c, qualifiers=())
        if card_words(plain):
            return rh.DiscardAtRandom(number(plain), who)
    if isinstance(c, ao.ObjectPhrase) and not card_words(c):  # "all nonland cards"
        from .durations import discard_of_kind

        return discard_of_kind(c, who, env)
    # "a card at random" carries a qualifier: number() accepts only "a card"/"N cards"
    return re_.DiscardCards(_amount(node.cards, env), player_sel(env.subject, env))


@lowers("effects.CounterSpell", "actions.CounterAll")
def _counter(node, env):
    """CR 701.6a: "Counter target spell", "counter it", "Counter all other spells"."""
    _imperative(node, env)
    _no_duration(node, env)
    ref = object_ref(node.object, env)
    if not _on_the_stack(ref, env):
        raise fail(node.object, "only 'counter target spell' is supported yet")
    if isinstance(ref, rf.EventSpell):  # "... unless its controller pays {2}": the spell's
        env.it = ref
    return re_.CounterObject(ref)


def _on_the_stack(ref: Any, env: Env) -> bool:
    """Whether ``ref`` names a spell or ability on the stack (CR 701.6a: only those can be
    countered): a target spell; the spell whose casting triggered the ability ("Whenever a
    player casts a spell, counter it", CR 601.2i); the spell or ability that targeted
    ("counter that spell or ability", CR 115.1); the spell itself in "When you cast this
    spell, counter it" (its trigger resolves while the spell is on the stack)."""
    if isinstance(ref, rf.Target):
        return env.targets[ref.index].filter.zone is RZone.STACK
    if isinstance(ref, rf.EventObject):
        return env.event == "cast" and not ref.new
    if isinstance(ref, rf.This):
        return env.event == "cast this"
    if isinstance(ref, rf.All):  # "each spell you don't control" (overload, CR 702.96b)
        return getattr(ref.filter, "zone", None) is RZone.STACK
    return isinstance(ref, rf.EventSpell)


@lowers("effects.Tap")
def _tap(node, env):
    _imperative(node, env)
    _no_duration(node, env)
    return re_.TapObjects(object_ref(node.object, env))


@lowers("effects.Untap")
def _untap(node, env):
    _imperative(node, env)
    _no_duration(node, env)
    return re_.UntapObjects(object_ref(node.object, env))


@lowers("effects.ReturnTo")
def _return(node, env):
    _imperative(node, env)
    _no_duration(node, env)
    if isinstance(node.object, az.SelfInZone):  # "this card from your graveyard"
        from .durations import return_self_from_zone

        return return_self_from_zone(node, env)
    z = node.zone
    if isinstance(z, ao.SharedZone) and z.name == "the battlefield":
        return _return_to_battlefield(node, env)
    if not (isinstance(z, ao.Zone) and z.name in ("hand", "hands")) or node.tapped or node.under:
        raise fail(z, f"returning to {z.render()!r} is not supported yet")
    if not owned_zone(z):
        raise fail(z, "only returning to its owner's hand is supported yet")
    return re_.ReturnToHand(object_ref(node.object, env))


#: ``Env.refs`` key: the filters of the cards an effect just put onto the battlefield ("it"
#: is then the new permanent; "attach this Equipment to it").
RETURNED = "effects.returned"  # (read by objects.object_ref too)


def _return_to_battlefield(node: Any, env: Env, transformed: bool = False) -> Any:
    """CR 110.2, 400.7: "Return [card] to the battlefield [tapped / transformed (712.14a)]
    [under its owner's / your control]" — a card in a graveyard, or the card an earlier
    part of the effect moved."""
    obj = node.object
    if isinstance(obj, ao.Pronoun) and obj.word == "it" and isinstance(env.that, rf.Remembered):
        what: Any = env.that  # "exile it, then return it": the new object (CR 400.7)
    else:
        what = object_ref(obj, env)
    flts = [what.filter] if isinstance(what, rf.All) else _target_filters(what, env)
    graveyard = bool(flts) and all(f is not None and f.zone is RZone.GRAVEYARD for f in flts)
    from .references import card_that_died, returned_permanent

    if not (graveyard or isinstance(what, rf.Remembered | rlk.ExiledWith) or card_that_died(
            what, env) or lowering("objects_relations").linked_exile(flts)):  # fmt: skip
        raise fail(obj, "returning this to the battlefield is not supported yet")
    under = node.under
    if under is None:
        ctl = None  # CR 110.2: under its owner's control
    elif isinstance(under.player, ao.Possessive) and under.player.owner == "your":
        ctl = rf.You()
    elif (
        isinstance(under.player, ao.Possessive)
        and isinstance(under.player.owner, ao.PlayerOf)
        and under.player.owner.role in ("owner", "owners")
    ):
        ctl = None
    else:
        raise fail(under, "this controller is not supported yet")
    returned_permanent(env)  # "It gains haste": the new permanent (CR 400.7)
    env.refs[RETURNED] = tuple(flts)  # type: ignore[index]
    tapped = not transformed and node.tapped is not None
    return re_.PutOntoBattlefield(what, ctl, tapped=tapped, transformed=transformed)


def card_words_only(phrase: ao.ObjectPhrase) -> bool:
    items = phrase.descriptor.items
    return not phrase.qualifiers and len(items) == 1 and isinstance(items[0], ao.KindWord) and (
        items[0].word == "card"
    )  # fmt: skip


def _target_filters(ref: Any, env: Env) -> list[Any]:
    """The filters of the target slots ``ref`` names (none if it isn't a target)."""
    if isinstance(ref, rf.Target):
        return [env.targets[ref.index].filter]
    if isinstance(ref, rq.Targets):
        return [env.targets[i].filter for i in ref.indices]
    if isinstance(ref, rq.ChosenObject):  # "a creature card from your graveyard"
        return [ref.filter]
    return []


def owned_zone(z: Any) -> bool:
    """CR 400.3: an object that would go to a library, graveyard or hand other than its
    owner's goes to its owner's instead — so "return it to your hand", "put it on top of
    your library", "its controller's hand" all name, for the moved object, its owner's
    zone (the runtime's moves always go there). ``z`` is an ``objects.Zone`` whose owner
    is a possessive (any player or object's)."""
    return (
        isinstance(z, ao.Zone)
        and z.name in ("hand", "hands", "library", "libraries", "graveyard", "graveyards")
        and isinstance(z.owner, ao.Possessive)
    )


def _from_your_graveyard(ref: Any, env: Env) -> bool:
    """Whether ``ref`` is a target card in its controller's graveyard."""
    flts = _target_filters(ref, env)
    return bool(flts) and all(
        f is not None and f.zone is RZone.GRAVEYARD and f.controller is rf.Who.YOU for f in flts
    )  # fmt: skip


@lowers("effects.PutCounters")
def _put_counters(node, env):
    _imperative(node, env)
    _no_duration(node, env, for_each_ok=True)  # "for each [X]" (CR 107.1): read by _amount
    c = node.counters
    if isinstance_of(c, alist, "CostsEither"):  # "a +1/+1 counter or a loyalty counter" (CR 122.1)
        raise fail(c, "counters of one kind or another are not supported yet")
    return re_.PutCounters(counter_kind(c.kind), _amount(c.amount, env),
                           object_ref(node.object, env))  # fmt: skip


def counter_kind(kind: Any) -> str:
    if isinstance(kind, ae.PTCounter):
        return kind.change.replace("\u2212", "-")
    if isinstance(kind, ae.NamedCounter):
        return kind.name
    raise fail(kind, "this counter kind is not supported yet")


def pt_change(node: Any) -> tuple[int, int]:
    """ "+2/+0", "−5/−5" -> (2, 0), (-5, -5)."""
    try:
        p, t = node.change.replace("\u2212", "-").split("/")
        return int(p), int(t)
    except ValueError:
        raise fail(node, f"the change {node.change!r} is not supported yet") from None


def _pt_amounts(node: Any) -> tuple[Any, Any]:
    """ "+2/+0", "+X/+X", "+X/−X" -> amounts (X is CR 107.3's, "-X" its negation)."""
    parts = node.change.replace("\u2212", "-").split("/")
    if len(parts) != 2:
        raise fail(node, f"the change {node.change!r} is not supported yet")
    out = []
    for part in parts:
        if part in ("+X", "X"):
            out.append(rf.X())
        elif part == "-X":
            out.append(rq.Plus(0, rf.X(), -1))
        else:
            try:
                out.append(int(part))
            except ValueError:
                raise fail(node, f"the change {node.change!r} is not supported yet") from None
    return out[0], out[1]


@lowers("effects.ModifyPT")
def _modify_pt(node, env):
    p, t = _pt_amounts(node)
    what = object_ref(env.subject, env)
    fe = env.predicates.for_each if env.predicates is not None else None
    if fe is not None:  # "+1/+1 for each [X]": N times the count, locked in (CR 608.2h)
        if not (isinstance(p, int) and isinstance(t, int)):
            raise fail(fe, "'for each' with X is not supported yet")
        count = _for_each_amount(fe, env)
        env.used.add("for_each")
        p, t = (0 if k == 0 else rq.Plus(0, count, k) for k in (p, t))
    return re_.ModifyPTEffect(what, p, t, _duration(env))


@lowers("effects.GainAbilities")
def _gain_abilities(node, env):
    from .keywords import gained_flashback, granted_abilities
    from .layers import stated_or_indefinite
    from .players import player_gains, player_group

    flashback = gained_flashback(node, env)  # CR 702.34a: a card in a graveyard
    if flashback is not None:
        return flashback
    who = player_group(env.subject)
    if who is not None:  # "You gain hexproof until your next turn." (CR 702.11d, 611.2)
        return player_gains(node, who, _duration(env, ("until end of turn", "this turn",
                                                       "until your next turn")))  # fmt: skip
    what = object_ref(env.subject, env)
    return re_.GrantAbilities(what, granted_abilities(node.abilities, True),
                              stated_or_indefinite(env))


@lowers("effects.Regenerate")
def _regenerate(node, env):
    """CR 701.19a: "Regenerate [permanent]" — a regeneration shield for this turn."""
    only(node, "object")
    _imperative(node, env)
    _no_duration(node, env)
    return rg.Regenerate(object_ref(node.object, env))


@lowers("effects.PutInto")
def _put_into(node, env):
    _imperative(node, env)
    _no_duration(node, env)
    z = node.zone
    revealed = lowering("antecedents").put_revealed(node, env)  # CR 608.2c
    if revealed is not None:
        return revealed
    if node.preposition in ("on top of", "on the bottom of") and isinstance(z, ao.Zone):
        return _put_in_library(node, env)
    if isinstance_of(node.object, az, "OneOf"):
        return _take_some(node, env)
    if isinstance_of(node.object, az, "TheRest"):
        return _also_put(node, env)
    if _moved_this_way(node.object) and isinstance(env.that, rf.Remembered):
        # "Put all creature cards revealed this way into your hand" (CR 701.20a, 400.6)
        obj = node.object
        if obj.determiner is None or obj.determiner.phrase != "all":
            raise fail(obj, "putting these is not supported yet")
        if node.preposition != "into" or not _your_zone(node.zone, "hand") or node.tapped:
            raise fail(node.zone, "putting them there is not supported yet")
        rest = tuple(q for q in obj.qualifiers if not isinstance(q, az.MovedThisWay))
        flt, kind = object_filter(attrs.evolve(obj, qualifiers=rest), env)
        if kind != "card":
            raise fail(obj, "putting these is not supported yet")
        return rl.TakeAll(attrs.evolve(flt, zone=None), RZone.HAND)
    if isinstance(node.object, ao.ObjectPhrase) and isinstance(env.that, rf.Remembered) and any(
        _among_remembered(q, env) for q in node.object.qualifiers
    ):  # "put a card from among them into your hand" (CR 400.6): not optional
        return _put_from_among(node, env)
    if node.preposition != "onto" or not isinstance(node.zone, ao.SharedZone):
        from .references import put_into_your_hand

        return put_into_your_hand(node, env)
    under = node.under
    if under is None:
        ctl = None
    elif isinstance(under.player, ao.Possessive) and under.player.owner == "your":
        ctl = rf.You()
    else:
        raise fail(under, "this controller is not supported yet")
    from .references import returned_permanent

    what = object_ref(node.object, env)
    returned_permanent(env)  # the new permanent (CR 400.7)
    env.refs[RETURNED] = tuple(_target_filters(what, env))  # type: ignore[index]
    return re_.PutOntoBattlefield(what, ctl, tapped=node.tapped is not None)


def _put_in_library(node: ae.PutInto, env: Env) -> Any:
    """CR 401.1: "Put [object] on top of / on the bottom of its owner's library"."""
    z = node.zone
    what = object_ref(node.object, env)
    if z.name != "library" or not owned_zone(z) or node.tapped or node.under:
        raise fail(z, f"putting into {z.render()!r} is not supported yet")
    if isinstance(what, rf.All):
        raise fail(node.object, "putting several objects into a library is not supported yet")
    return rl.PutInLibrary(what, bottom=node.preposition == "on the bottom of")


@lowers("effects.GainControl")
def _gain_control(node, env):
    """CR 613.1b: "Gain control of [object] [until end of turn]" (layer 2)."""
    only(node, "object")
    _imperative(node, env)
    preds = env.predicates
    if preds is not None and preds.for_each is not None:
        raise fail(preds.for_each, "'for each' on this action is not supported yet")
    duration = "permanent" if preds is None or preds.duration is None else _duration(env)
    if WHILE_CONTROLLED in env.refs:  # "for as long as you control this creature" (611.2b)
        from ...runtime.continuous.while_controlled import WHILE_YOU_CONTROL_SOURCE

        del env.refs[WHILE_CONTROLLED]
        duration = WHILE_YOU_CONTROL_SOURCE
    ref = object_ref(node.object, env)
    env.that = ref  # "Untap that creature."
    return re_.GainControl(ref, duration)


@lowers("effects.GainLifeEqual")
def _gain_life_equal(node, env):
    """CR 119.1: "[player] gains life equal to [amount]"."""
    only(node, "amount")
    _no_duration(node, env)
    return re_.GainLife(amount_of(node.amount, env), player_sel(env.subject, env))


@lowers("effects.ShuffleInto")
def _shuffle_into(node, env):
    """CR 701.24: "Shuffle [object] into its owner's library" / "[player] shuffles their
    hand and graveyard into their library"."""
    _no_duration(node, env)
    z, obj = node.zone, node.object
    if node.preposition != "into" or not (isinstance(z, ao.Zone) and z.name == "library"):
        raise fail(z, f"shuffling into {z.render()!r} is not supported yet")
    owner = z.owner.owner if isinstance(z.owner, ao.Possessive) else None
    if isinstance(obj, az.ZoneList | ao.Zone):
        names = obj.names if isinstance(obj, az.ZoneList) else (obj.name,)
        theirs = "their" if env.subject is not None and not isinstance(env.subject, ao.You) \
            else "your"
        same = isinstance(obj.owner, ao.Possessive) and obj.owner.owner == owner == theirs
        zones = {"hand": RZone.HAND, "graveyard": RZone.GRAVEYARD}
        if not same or not set(names) <= set(zones) or (
            isinstance(obj, az.ZoneList) and set(obj.separators) - {"and", ","}
        ):  # fmt: skip
            raise fail(obj, f"shuffling {obj.render()!r} is not supported yet")
        return rl.ShuffleIntoLibrary(None, tuple(zones[n] for n in names),
                                     player_sel(env.subject, env))  # fmt: skip
    _imperative(node, env)
    if not owned_zone(z):  # CR 400.3: the owner's library, whoever's the text names
        raise fail(z, f"shuffling into {z.render()!r} is not supported yet")
    return rl.ShuffleIntoLibrary(object_ref(obj, env))


@lowers("effects.Attach")
def _attach(node, env):
    """CR 701.3: "attach this Equipment to target creature you control", "attach this Aura
    to target creature", "attach target Equipment you control to target creature you
    control", "attach all Equipment on the battlefield to it" (each one). Whether each can
    be attached there is the runtime's to judge as the effect resolves (CR 701.3b)."""
    only(node, "object", "target")
    _imperative(node, env)
    _no_duration(node, env)
    obj = node.object
    if isinstance(obj, ao.SelfRef):
        if obj.form not in ("Equipment", "Aura", "Fortification"):
            raise fail(obj, "attaching this is not supported yet")
        what: Any = rf.This()
    elif isinstance(obj, ao.Pronoun) and obj.word == "it" and isinstance(env.it, rf.This):
        if not env.permanent:
            raise fail(obj, "attaching this is not supported yet")
        what = rf.This()
    else:
        what = object_ref(obj, env)
    to = object_ref(node.target, env)
    if isinstance(to, rf.All):
        raise fail(node.target, "attaching to a group of objects is not supported yet")
    return re_.Attach(what, to)


def _this_turn(node: Any, env: Env) -> None:
    _imperative(node, env)
    _no_duration(node, env)
    if node.duration is None or node.duration.phrase != "this turn":
        raise fail(node, "prevention without 'this turn' is not supported yet")


def _prevention_party(r: Any, env: Env) -> Any:
    """The recipient or source of a prevention effect: any target, a target, this, you."""
    obj = r.object
    if isinstance(obj, ao.AnyTarget):
        return rf.Target(env.add_target(ANY_TARGET))
    if isinstance(obj, ao.You):
        return rf.You()
    ref = object_ref(obj, env)
    if isinstance(ref, rf.All):
        raise fail(obj, "prevention for a group of objects is not supported yet")
    return ref


@lowers("effects.PreventNext")
def _prevent_next(node, env):
    """CR 615.7: "Prevent the next N damage that would be dealt to [recipient] this turn"."""
    _this_turn(node, env)
    r = node.recipient
    if node.kind != "damage" or not isinstance(r, ae.DamageRecipient) or r.by:
        raise fail(node, "this prevention is not supported yet")
    return rpv.PreventNextDamage(number(node.amount), _prevention_party(r, env))


@lowers("effects.DealDamageEqual")
def _deal_damage_equal(node, env):
    """CR 120: "[this] deals damage equal to [amount] to [recipient]"."""
    source = _self_source(node, env)
    _no_duration(node, env)
    if node.kind != "damage":
        raise fail(node, "combat damage as an effect is not supported yet")
    from .references import recipient_first

    amount, recipient = recipient_first(node, env, _damage_recipient)
    return _damage(source, amount, recipient)


def _damage_recipient(r: Any, env: Env) -> Any:
    if isinstance(r, ao.ObjectList):
        return rlist.Recipients(tuple(_damage_recipient(i, env) for i in r.items))
    if isinstance(r, ao.AnyTarget):
        return rf.Target(env.add_target(ANY_TARGET))
    if isinstance_of(r, ast_area("choices"), "TargetsObject") and r.parts == (
        "any", "other", "target"
    ):  # fmt: skip
        return rf.Target(_any_other_target(r, env))
    if isinstance(r, ao.Players) and r.or_object is not None:
        return player_or_object_target(r, env)  # CR 115.4
    if isinstance(r, ao.You | ao.Players | ao.PlayerOf):
        return player_sel(r, env)
    if isinstance(r, ao.Pronoun) and r.word == "them" and env.event_player is not None:
        try:
            return object_ref(r, env)
        except NotLowered:
            # "At the beginning of each player's upkeep, this enchantment deals 1 damage to
            # them": no objects before it, so the player of the event (CR 120.3)
            return env.event_player
    return object_ref(r, env)


def _any_other_target(node: Any, env: Env) -> int:
    """CR 115.4, 601.2c: "any other target" — after a target chosen earlier in the ability
    ("2 damage to any target and 1 damage to any other target"), a different one (the two
    slots share a group: the same object or player can't be chosen for both); with no
    target before it, any target but the source ("it deals that much damage to any other
    target")."""
    if len(env.targets) > 1:
        raise fail(node, "'any other target' after several targets is not supported yet")
    if env.targets:
        first = env.targets[0]
        group = 0 if first.group is None else first.group
        env.targets[0] = attrs.evolve(first, group=group)
        return env.add_target(attrs.evolve(ANY_TARGET, group=group))
    return env.add_target(attrs.evolve(ANY_TARGET, filter=attrs.evolve(ANY_TARGET.filter,
                                                                        other=True)))


@lowers("effects.CastSpells")
def _cast(node, env):
    from .permissions import cast_card_now
    from .replacements import cast_from_hand

    found = cast_from_hand(node, env)  # "... from your hand without paying its mana cost"
    if found is None:
        found = cast_card_now(node, env)  # "cast target instant card from your graveyard"
    if found is not None:
        return found
    if not node.this_way or node.without_paying is None:
        raise fail(node, "this casting permission is not supported yet")
    flt, kind = object_filter(node.object, env)
    return _FreeCast(attrs.evolve(flt, zone=None), node)


@lowers("effects.LookAtObject")
def _look(node, env):
    _imperative(node, env)
    z = node.object
    if isinstance(z, ao.Zone) and z.name == "hand" and isinstance(z.owner, ao.Possessive):
        return re_.LookAtHand(player_sel(z.owner.owner, env))
    if isinstance(z, ao.TopOfLibrary) and z.end == "top" and isinstance(z.zone, ao.Zone):
        _no_duration(node, env)
        owner = z.zone.owner
        if not (isinstance(owner, ao.Possessive) and z.zone.name == "library"):
            raise fail(z, "looking at this library is not supported yet")
        who = owner.owner if owner.owner != "your" else ao.You()
        if isinstance(who, str):
            raise fail(z, f"the library {z.zone.render()!r} is not supported yet")
        # "them", "the rest" (CR 401.4) name cards of your own library only: "into your
        # hand" / "the bottom of your library" are then the cards' owner's
        env.that = rf.Remembered() if isinstance(who, ao.You) else None
        return rl.LookAtTop(1 if z.amount is None else number(z.amount), player_sel(who, env))
    raise fail(node, "looking at this is not supported yet")


@lowers("zones.PutBack")
def _put_back(node, env):
    """CR 401.4: "then put them back in any order" after looking at the top of a library."""
    _imperative(node, env)
    _no_duration(node, env)
    them = isinstance(node.object, ao.Pronoun) and node.object.word == "them"
    if not them or node.order != "in any order" or not isinstance(env.that, rf.Remembered):
        raise fail(node, "putting these back is not supported yet")
    return rl.PutBackInOrder()


def _your_zone(z: Any, name: str) -> bool:
    return (isinstance(z, ao.Zone) and z.name == name and isinstance(z.owner, ao.Possessive)
            and z.owner.owner == "your")  # fmt: skip


def _moved_this_way(obj: Any) -> bool:
    return isinstance(obj, ao.ObjectPhrase) and any(
        isinstance(q, az.MovedThisWay) and q.participle == "revealed" for q in obj.qualifiers
    )  # fmt: skip


def _take_some(node: ae.PutInto, env: Env) -> Any:
    """ "Put one of them into your hand" (CR 400.6): some of the cards just looked at."""
    obj = node.object
    them = isinstance(obj.object, ao.Pronoun) and obj.object.word == "them"
    if not (them and isinstance(env.that, rf.Remembered)) or node.tapped or node.under:
        raise fail(obj, "putting some of these is not supported yet")
    if node.preposition == "into" and _your_zone(node.zone, "hand"):
        return rl.TakeSome(fixed_number(obj.amount), RZone.HAND)
    raise fail(node.zone, f"putting them into {node.zone.render()!r} is not supported yet")


@lowers("zones.AlsoPut", "zones.PutOrdered")
def _also_put(node, env):
    """ "... and the rest on the bottom of your library in any order / in a random order" /
    "and the other into your graveyard" (CR 401.4, 400.6)."""
    _imperative(node, env)
    _no_duration(node, env)
    if not isinstance(node.object, az.TheRest) or not isinstance(env.that, rf.Remembered):
        raise fail(node.object, "putting these is not supported yet")
    if getattr(node, "tapped", None) is not None:
        raise fail(node, "this destination is not supported yet")
    if node.preposition == "on the bottom of" and _your_zone(node.zone, "library"):
        order = getattr(node, "order", None)
        if order not in ("in any order", "in a random order", None):
            raise fail(node, f"the order {order!r} is not supported yet")
        return rl.PutRest(RZone.LIBRARY, random_order=order == "in a random order")
    if (
        node.preposition == "into" and _your_zone(node.zone, "graveyard")
        and getattr(node, "order", None) is None and getattr(node, "under", None) is None
    ):  # fmt: skip
        return rl.PutRest(RZone.GRAVEYARD)
    if (
        node.preposition == "into" and _your_zone(node.zone, "hand")
        and getattr(node, "order", None) is None and getattr(node, "under", None) is None
    ):  # "Put all land cards from among them onto the battlefield and the rest into your hand"
        return rl.PutRest(RZone.HAND)
    raise fail(node.zone, f"putting the rest into {node.zone.render()!r} is not supported yet")


@lowers("effects.CreateTokens")
def _create(node, env):
    _imperative(node, env)
    fe = env.predicates.duration if env.predicates else None
    if fe is not None:
        raise fail(fe, "a duration on tokens is not supported yet")
    chars = node.token.characteristics
    if chars is not None and not all(x.isdigit() for x in chars.pt.split("/")):
        raise fail(chars, f"a {chars.pt} token is not supported yet")
    count: Any = number(node.amount)
    fe = env.predicates.for_each
    if fe is not None:
        if count != 1:
            raise fail(fe, "this 'for each' is not supported yet")
        env.used.add("for_each")
        count = _for_each_amount(fe, env)
    if node.attached_to is not None:  # CR 303.4f
        raise fail(node.attached_to, "tokens created attached are not supported yet")
    from .combat import token_entering  # CR 508.4: "that's tapped and attacking"
    from .references import created_token

    entering_tapped, attacking = token_entering(node.token)
    token = token_definition(node.token, env)
    created_token(token, count, env)
    tapped = isinstance(node.token, at.TappedTokenSpec) or _token_words(node.token)[1]
    return re_.CreateToken(token, count, tapped=tapped or entering_tapped, attacking=attacking)


def _token_words(spec: Any) -> tuple[tuple[Any, ...], bool]:
    """The words of a token spec without a leading "tapped" (CR 110.5b: "create two tapped
    Treasure tokens"), and whether it was there."""
    items = tuple(spec.words.items)
    if items and isinstance(items[0], ao.Status) and items[0].word == "tapped":
        return items[1:], True
    return items, False


def _for_each_amount(fe: ae.ForEach, env: Env) -> Any:
    if type(fe).__name__ == "ForEachTypeAmong":  # domain (CR 700.5)
        from .amounts import kinds_among

        return kinds_among(fe, env)
    if type(fe).__name__ == "ForEachColorSpent":  # sunburst, converge (CR 702.44a, 702.119a)
        return lowering("conditions_cast").colors_spent(fe.spell, env)
    if not isinstance(fe, ae.ForEach):  # "for each 1 life you gained", ...
        raise fail(fe, "this 'for each' is not supported yet")
    obj = fe.object
    if isinstance(obj, ao.CountersOn) and not fe.of:
        return rf.CounterCount(counter_kind(obj.kind), object_ref(obj.object, env))
    if isinstance(obj, ao.ObjectPhrase) and not fe.of and (obj.determiner is None or
                                                            obj.determiner.phrase == "other"):
        spells_cast = lowering("conditions_cast").spells_cast_count  # CR 601.2
        died = lowering("conditions").died_count  # CR 700.4
        if (party := party_size(obj, env) or spells_cast(obj, env)
                or died(obj, env)) is not None:  # fmt: skip
            return party
        this_way = lowering("results").this_way_count(obj, env)  # CR 608.2c
        if this_way is not None:
            return this_way
        flt, kind = object_filter(obj, env)
        if kind == "permanent" or flt.zone in (RZone.GRAVEYARD, RZone.HAND):
            return rf.CountOf(flt)
    raise fail(fe, "this 'for each' is not supported yet")


def _may_be_named(spec: Any) -> bool:
    """Whether the token spec may carry a name (CR 111.4)."""
    return isinstance(spec, (ae.TokenSpec, ap.TokenSpecNamedFirst))


_TOKEN_COLORS = {"white": "{W}", "blue": "{U}", "black": "{B}", "red": "{R}", "green": "{G}"}


def token_definition(spec: Any, env: Env) -> CardDefinition:
    """CR 111.4: a token's characteristics; its name is its subtypes plus "Token" unless
    the spec names it ("named Etherium Cell"; a tapped or attacking token's spec has no
    name)."""
    from ...runtime.mana.symbols import ManaType
    from .keywords import granted_abilities

    chars = spec.characteristics
    if chars is None:
        return _predefined_token(spec)
    if chars.legendary is not None:
        raise fail(spec, "this token is not supported yet")
    if not all(x.isdigit() for x in chars.pt.split("/")):
        raise fail(chars, f"the token power/toughness {chars.pt} is not supported yet")
    p, t = (int(x) for x in chars.pt.split("/"))
    colors = frozenset() if chars.colors.colorless else frozenset(
        ManaType(_TOKEN_COLORS[c][1]) for c in chars.colors.colors
    )  # fmt: skip
    types, subtypes = [], []
    for item in _token_words(spec)[0]:
        if isinstance(item, ao.CardType):
            types.append(item.word.capitalize())
        elif isinstance(item, ao.Subtype):
            subtypes.append(item.word)
        elif isinstance(item, ao.KindWord) and item.word in ("token", "tokens"):
            continue
        else:
            raise fail(item, "this token word is not supported yet")
    abilities = granted_abilities(spec.abilities) if spec.abilities is not None else ()
    named = spec.name if _may_be_named(spec) else None
    if named is not None:
        name = named.name
    else:
        name = " ".join(subtypes) + " Token" if subtypes else "Token"
    return CardDefinition(name, frozenset(types), None, frozenset(subtypes), frozenset(), p, t,
                          abilities=tuple(abilities), colors=colors)  # fmt: skip


#: CR 111.10: predefined tokens — subtype -> (card type, the rules text of its ability).
PREDEFINED_TOKENS = {
    "Treasure": ("Artifact", "{T}, Sacrifice this artifact: Add one mana of any color."),  # a
    "Food": ("Artifact", "{2}, {T}, Sacrifice this artifact: You gain 3 life."),  # b
    "Gold": ("Artifact", "Sacrifice this artifact: Add one mana of any color."),  # c
    "Shard": ("Enchantment", "{2}, Sacrifice this enchantment: Scry 1, then draw a card."),  # e
    "Clue": ("Artifact", "{2}, Sacrifice this artifact: Draw a card."),  # f
    "Blood": ("Artifact", "{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card."),
    "Powerstone": ("Artifact", "{T}: Add {C}. This mana can't be spent to cast a nonartifact "
                   "spell."),  # h  # fmt: skip
    "Map": ("Artifact", "{1}, {T}, Sacrifice this artifact: Target creature you control "
            "explores. Activate only as a sorcery."),  # s  # fmt: skip
    "Junk": ("Artifact", "{T}, Sacrifice this artifact: Exile the top card of your library. "
             "You may play that card this turn. Activate only as a sorcery."),  # t  # fmt: skip
    "Lander": ("Artifact", "{2}, {T}, Sacrifice this artifact: Search your library for a "
               "basic land card, put it onto the battlefield tapped, then shuffle."),  # u
}


def _predefined_token(spec: ae.TokenSpec) -> CardDefinition:
    """CR 111.10: the predefined tokens (Treasure, Food, Gold, Shard, Clue, Blood,
    Powerstone, Map, Junk, Lander); their abilities are compiled from their rules text like
    any card's (a text the runtime can't run yet leaves the token unsupported)."""
    from ..pipeline import parse_ability
    from .abilities import lower_ability

    items = _token_words(spec)[0]
    kind = items[0].word if len(items) == 2 and isinstance(items[0], ao.Subtype) else None
    named = _may_be_named(spec) and spec.name is not None
    if kind not in PREDEFINED_TOKENS or spec.abilities is not None or named:
        raise fail(spec, "this token is not supported yet")
    card_type, text = PREDEFINED_TOKENS[kind]
    node = parse_ability(text)
    if not isinstance(node, Node):
        raise fail(spec, f"the {kind} token's ability doesn't parse yet")
    abilities = tuple(lower_ability(node, Env(permanent=True)))
    return CardDefinition(f"{kind} Token", frozenset({card_type}), None, frozenset({kind}),
                          abilities=abilities, colors=frozenset())  # fmt: skip


# ---- mana (CR 106, 605)


_MANA_LETTERS = {"W", "U", "B", "R", "G", "C"}


def mana_types(cost: ac.ManaCost) -> tuple[Any, ...]:
    from ...runtime.mana.symbols import ManaType

    out = []
    for s in cost.symbols:
        if s.code not in _MANA_LETTERS:
            raise fail(cost, f"adding {{{s.code}}} is not supported")
        out.append(ManaType(s.code))
    return tuple(out)


@lowers("costs.AddMana")
def _add_mana(node, env):
    _no_duration(node, env)
    if node.rider is not None:  # "Add {G} for each Elf you control." (CR 107.1)
        from .mana import mana_for_each

        return mana_for_each(node, env)
    m = node.mana
    if (
        isinstance(m, ac.ManaOfAnyColor)
        and isinstance(m.could_produce, ac.CouldProduce)
        and (not m.could_produce.could)
    ):  # "that player adds one mana of any type that land produced" (CR 106.12a)
        subj = env.subject
        if (
            not (
                env.event == "tapped for mana"
                and isinstance(subj, ao.Players)
                and (subj.determiner, subj.noun) == ("that", "player")
            )
            or m.kind != "type"
        ):
            raise fail(m, "this 'produced' mana is not supported yet")  # fmt: skip
        return re_.AddManaOfProducedType(fixed_number(m.amount))
    _imperative(node, env)
    if isinstance(m, ac.ManaCost):
        return re_.AddMana(mana_types(m))
    if isinstance(m, ac.ManaOfAnyColor):
        n = number(m.amount)
        if isinstance(n, rf.X) and (m.could_produce is not None or WHERE_X not in env.refs):
            raise fail(m.amount, "X is not supported here")  # X defined by the sentence only
        if m.could_produce is None:
            if m.kind != "color" or (n != 1 and not m.one):
                raise fail(m, "this mana of any color is not supported yet")
            return re_.AddManaAnyColor(n)
        if n != 1 or not m.could_produce.could:
            raise fail(m, "this mana is not supported yet")
        flt, kind = object_filter(m.could_produce.object, env)
        return re_.AddManaCouldProduce(flt, any_type=m.kind == "type")
    if isinstance(m, ac.ManaChoice):
        opts = [mana_types(o) for o in m.options]
        if any(len(o) != 1 for o in opts):
            raise fail(m, "this mana choice is not supported yet")
        return re_.AddManaAnyColor(1, tuple(o[0] for o in opts))
    if isinstance(m, ac.ManaInCombinationOf | ac.ManaInCombination):
        # "three mana in any combination of {R} and/or {G}", "two mana in any combination
        # of colors" (CR 106.1)
        n = number(m.amount)
        if isinstance(n, rf.X) and WHERE_X not in env.refs:
            raise fail(m.amount, "X is not supported here")
        if isinstance(m, ac.ManaInCombination):
            return rmana.AddManaCombination(n)
        return rmana.AddManaCombination(n, mana_types(m.first) + mana_types(m.second))
    if type(m).__name__ in ("ManaOfChosen", "ManaEither"):  # "... of the chosen color" (106.1)
        from .choices import mana_of_chosen

        return mana_of_chosen(m, env)
    raise fail(m, f"the mana {type(m).__name__} is not supported yet")


@lowers("costs.AddAdditional")
def _add_additional(node, env):
    """CR 106.12a: "its controller adds an additional {G}" (when a permanent is tapped for
    mana)."""
    if env.event != "tapped for mana" or number(node.amount) != 1:
        raise fail(node, "'adds an additional' outside a tapped-for-mana trigger")
    m = node.mana
    if not isinstance(m, ac.ManaCost):
        raise fail(m, "this additional mana is not supported yet")
    return re_.AddMana(mana_types(m), to=player_sel(env.subject, env))


_ = RManaCost
