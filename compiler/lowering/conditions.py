"""Conditions (CR 603.4, 608.2c, 611.3a) -> runtime condition specs, and the constructs
built on them: "If [condition], [effect]." and a trailing "[effect] if / unless
[condition]" in effects (CR 608.2c)."""

from __future__ import annotations

from typing import Any

import attrs

from ...runtime.state.objects import Zone as RZone
from .core import IN_ZONE_CONDITION, Env, ast_area, fail, lower, lowering, lowers, only, runtime
from .objects import object_filter, object_ref

re_ = runtime("actions.effects")
rcnd = runtime("events.conditions")
rdl = runtime("events.delayed")
rh = runtime("events.history")
rf = runtime("state.filters")
rq = runtime("state.qualities")
acb = ast_area("combat")
acn = ast_area("conditions")
ae = ast_area("effects")
aev = ast_area("events")
ak = ast_area("keywords")
ao = ast_area("objects")
al = ast_area("layers")
az = ast_area("zones")

_COMPARE = {"or more": "or more", "or greater": "or more", "or less": "or less",
            "or fewer": "or less"}  # fmt: skip


def lower_condition(node: Any, env: Env) -> Any:
    """The runtime condition a condition node states (NotLowered when it has none yet)."""
    return lower(node, env)


def condition_player(node: Any, env: Env) -> Any:
    """The player(s) a condition speaks of: a relation (you, an opponent, any player) or a
    reference (defending player, that player)."""
    from .objects import your_team

    if isinstance(node, ao.You) or your_team(node):  # CR 102.4
        return rf.Who.YOU
    if isinstance(node, ao.Players) and node.or_object is None:
        det, noun = node.determiner, node.noun
        if noun == "opponent" and det == "an" or (det, noun) == ("your", "opponents"):
            return rf.Who.OPPONENT
        if noun == "player" and det in ("any", "a"):  # "unless a player has 13 or less life"
            return rf.Who.ANY
        if (det, noun) == ("defending", "player"):  # CR 506.2
            return rf.DefendingPlayer()
        if (det, noun) == ("that", "player") and env.event_player is not None:
            return env.event_player
    raise fail(node, f"the player {node.render()!r} in a condition is not supported yet")


def _count(phrase: Any) -> tuple[int, str | None]:
    """How many a condition's object phrase asks for: "a" (1 or more), "two or more", "no"."""
    if isinstance(phrase, aev.NoObject | ast_area("permissions").NoOtherObject):
        return 0, None  # "no creatures", "no other creatures"
    if type(phrase).__name__ == "CommanderRef":  # CR 903.3d: "you control your commander"
        return 1, "or more"
    det = phrase.determiner if isinstance(phrase, ao.ObjectPhrase) else None
    if det is None:
        raise fail(phrase, "a condition on this object phrase is not supported yet")
    if det.phrase in ("a", "an", "another"):
        return 1, "or more"
    if det.count is not None and getattr(det.count, "value", None) is not None:
        words = det.phrase.split(" ", 1)
        rest = words[1].removesuffix(" other") if len(words) == 2 else None
        if words[0] == "#" and rest in _COMPARE:  # "two or more [other] lands"
            return det.count.value, _COMPARE[rest]
        if det.phrase == "exactly #":  # "If exactly one creature is attacking"
            return det.count.value, None
    raise fail(det, f"'{det.render()}' in a condition is not supported yet")


def _phrase_filter(phrase: Any, env: Env) -> tuple[rf.ObjectFilter, str]:
    if isinstance(phrase, aev.NoObject | ast_area("permissions").NoOtherObject):
        inner = ao.ObjectPhrase(None, phrase.descriptor, phrase.qualifiers, span=phrase.span)
        flt, kind = object_filter(inner, env)
        if not isinstance(phrase, aev.NoObject):  # "no other creatures": but this one
            flt = attrs.evolve(flt, other=True)
        return flt, kind
    flt, kind = object_filter(phrase, env)
    det = phrase.determiner.phrase if isinstance(phrase, ao.ObjectPhrase) and (
        phrase.determiner is not None
    ) else ""  # fmt: skip
    if det.startswith("# ") and det.endswith(" other"):  # "two or more other lands"
        flt = attrs.evolve(flt, other=True)
    return flt, kind


@lowers("effects.ControlCondition")
def _control(node: ae.ControlCondition, env: Env) -> Any:
    """ "you control an artifact", "defending player controls an Island", "you control two
    or more Gates", "you control no untapped lands"."""
    who = condition_player(node.player, env)
    obj = node.object
    if isinstance(obj, ao.SelfRef):
        raise fail(obj, "'you control this permanent' is not supported yet")
    if isinstance(obj, ast_area("lists").ObjectEither | ao.ObjectList):
        # "you control a Mountain or a Plains" / "an artifact and an enchantment" (one
        # permanent may be both, CR 608.2c)
        items = (obj.first, obj.second) if hasattr(obj, "first") else obj.items
        parts = tuple(_control(attrs.evolve(node, object=o), env) for o in items)
        return rcnd.AllHold(parts) if isinstance(obj, ao.ObjectList) else rcnd.AnyHolds(parts)
    amount, compare = _count(obj)
    obj, different = _without_different(obj)
    flt, kind = _phrase_filter(obj, env)
    if kind != "permanent" or flt.zone is not RZone.BATTLEFIELD:
        raise fail(obj, "this condition on what a player controls is not supported yet")
    if flt.controller is not rf.Who.ANY:
        raise fail(obj, "a controller inside a control condition is not supported yet")
    return rcnd.PlayerControls(flt, who, amount, compare, different)


#: "with different powers / names / mana values" -> the characteristic (CR 208, 201.2,
#: 202.3)
_DIFFERENT = {"powers": "power", "names": "name", "mana values": "mana value"}


def _without_different(obj: Any) -> tuple[Any, str | None]:
    """The phrase of "three or more creatures with different powers" without its
    "with different ..." qualifier, and the characteristic the objects differ in."""
    qualifiers = getattr(obj, "qualifiers", ())
    found = [q for q in qualifiers if isinstance(q, ao.WithQuality)
             and type(q.quality).__name__ == "DifferentQuality"]  # fmt: skip
    if not found:
        return obj, None
    if len(found) > 1 or not isinstance(obj.determiner, ao.Determiner) or not (
        obj.determiner.phrase.startswith("# ")
    ):  # fmt: skip
        raise fail(found[0], f"'{found[0].render()}' here is not supported yet")
    rest = tuple(q for q in qualifiers if q is not found[0])
    return attrs.evolve(obj, qualifiers=rest), _DIFFERENT[found[0].quality.characteristic]


@lowers("effects.NotControlCondition")
def _not_control(node: ae.NotControlCondition, env: Env) -> Any:
    """ "you don't control an Ogre" (CR 608.2c)."""
    inner = ae.ControlCondition(node.player, node.object, span=node.span)
    return rcnd.Not(_control(inner, env))


@lowers("effects.ThereAreCondition")
def _there_are(node: ae.ThereAreCondition, env: Env) -> Any:
    """ "there are seven or more cards in your graveyard", "there is a Mountain on the
    battlefield"."""
    obj = node.object
    if isinstance(obj, az.CardTypesAmong):
        return _card_types_among(obj, env)
    amount, compare = _count(obj)
    quals = obj.qualifiers
    on_bf = [q for q in quals if isinstance(q, ae.OnBattlefield)]
    if on_bf:
        obj = attrs.evolve(obj, qualifiers=tuple(q for q in quals if q not in on_bf))
    flt, kind = _phrase_filter(obj, env)
    if on_bf:
        if kind != "permanent":
            raise fail(node, "this condition is not supported yet")
        return rcnd.ThereAre(flt, amount, compare)
    on_battlefield = kind == "permanent" and flt.zone is RZone.BATTLEFIELD and any(
        isinstance(q, al.OnTheBattlefield) for q in quals
    )  # "there are five or more other creatures on the battlefield"
    if not on_battlefield and (kind != "card" or flt.zone is not RZone.GRAVEYARD):
        raise fail(node, "this 'there are' condition is not supported yet")
    return rcnd.ThereAre(flt, amount, compare)


def _compare(node: Any) -> str | None:
    c = node.comparator
    if c is not None and c not in _COMPARE:
        raise fail(node, f"the comparison {c!r} is not supported yet")
    return _COMPARE.get(c) if c else None


@lowers("effects.LifeCondition")
def _life(node: ae.LifeCondition, env: Env) -> Any:
    """CR 119: "you have 5 or less life", "an opponent has 10 or less life"."""
    if node.amount.value is None:
        raise fail(node.amount, "this life amount is not supported yet")
    return rcnd.LifeCompare(condition_player(node.player, env), node.amount.value,
                            _compare(node))  # fmt: skip


@lowers("effects.HandCondition")
def _hand(node: ae.HandCondition, env: Env) -> Any:
    """CR 402: "you have seven or more cards in hand", "... in your hand"; CR 404: "you
    have nine or more cards in your graveyard" (the cards there, counted as "there are")."""
    if not node.in_hand:
        zone = node.zone
        own = isinstance(node.player, ao.You) and isinstance(zone, ao.Zone)
        if not (own and zone.name == "graveyard" and getattr(zone.owner, "owner", None) == "your"):
            raise fail(node, "counting these cards in this zone is not supported yet")
        phrase = f"# {node.comparator}" if node.comparator else "#"
        det = ao.Determiner(phrase, node.amount, span=node.span)
        where = ao.InZone("in", zone, span=zone.span)
        obj = ao.ObjectPhrase(det, node.cards, (where,), span=node.span)
        return _there_are(ae.ThereAreCondition(obj, span=node.span), env)
    if node.amount.value is None:
        raise fail(node.amount, "this number of cards is not supported yet")
    return rcnd.HandCompare(condition_player(node.player, env), node.amount.value,
                            _compare(node))  # fmt: skip


@lowers("zones.NoCardsCondition")
def _no_cards(node: az.NoCardsCondition, env: Env) -> Any:
    """CR 402 (hellbent): "you have no cards in hand"."""
    if node.zone != "hand":
        raise fail(node, "this condition is not supported yet")
    return rcnd.HandCompare(condition_player(node.player, env), 0, None)


#: The zones "[zone] has no cards in it" counts (CR 401.1 library, 404 graveyard, 402 hand).
_ZONES = {"library": RZone.LIBRARY, "graveyard": RZone.GRAVEYARD, "hand": RZone.HAND}


@lowers("replacements.ZoneEmptyCondition")
def _zone_empty(node: Any, env: Env) -> Any:
    """CR 401.1, 104.3c: "your library has no cards in it" — the number of cards in the
    zone is 0."""
    zone = node.parts[0]
    owner = getattr(getattr(zone, "owner", None), "owner", None)
    if not (isinstance(zone, ao.Zone) and owner == "your" and zone.name in _ZONES):
        raise fail(node, "this zone is not supported here yet")
    cards = rq.CardsInZone(_ZONES[zone.name], rf.You())
    return rcnd.AmountCompare(cards, "==", 0)


@lowers("events.TurnCondition")
def _turn(node: aev.TurnCondition, env: Env) -> Any:
    """CR 500.7: "it's your turn", "it's not your turn"."""
    phrase = node.phrase.replace("\u2019", "'")
    whose = {"it's your turn": rf.Who.YOU, "it's not your turn": rf.Who.OPPONENT,
             "it's an opponent's turn": rf.Who.OPPONENT}.get(phrase)  # fmt: skip
    if whose is None:
        raise fail(node, f"'{node.phrase}' is not supported yet")
    return rcnd.IsTurn(whose)


@lowers("keywords.KickedCondition")
def _kicked(node: ak.KickedCondition, env: Env) -> Any:
    """CR 702.33d: "if this spell was kicked" (the spell, or the permanent it became)."""
    only(node, "object", "negated", "pronoun")
    obj = node.object
    this_it = isinstance(obj, ao.Pronoun) and obj.word == "it" and env.it == rf.This()
    if not (isinstance(obj, ao.SelfRef) or this_it):  # "if it was kicked": this permanent
        raise fail(node.object, "'was kicked' of another object is not supported yet")
    cond = rf.CostWasPaid(0)
    return rcnd.Not(cond) if node.negated else cond


_STATES = {"tapped": ("tapped", True), "untapped": ("tapped", False),
           "attacking": ("attacking", True), "blocking": ("blocking", True),
           "equipped": ("equipped", True)}  # fmt: skip


def _is_quality(state: Any) -> bool:
    """A color, supertype or status word (or "red or green") stated of an object: "it's
    red" is "it's a red object" (CR 105.2, 205.4)."""
    if isinstance(state, ao.DescAlternatives):
        return all(_is_quality(o) for o in state.options)
    return isinstance(state, ao.Color | ao.Supertype | ao.Status)


def _subject_ref(obj: Any, env: Env) -> Any:
    if isinstance(obj, str):  # "it's", "they're"
        if obj.startswith("it") and env.it is not None:
            return env.it
        raise fail(obj, "'it' has no antecedent the runtime can follow")
    if isinstance(obj, ao.SelfRef | ao.AttachedRef):
        return object_ref(obj, env)
    if isinstance(obj, ao.Pronoun) and obj.word == "it" and env.it is not None:
        return env.it
    if isinstance(obj, ao.ObjectPhrase) and obj.determiner and obj.determiner.phrase == "that":
        return object_ref(obj, env)
    raise fail(obj, "a condition on this object is not supported yet")


def _counted(obj: Any) -> bool:
    """ "a creature", "two or more creatures", "exactly one creature", "no creatures": a
    phrase counting objects, not naming one."""
    if isinstance(obj, aev.NoObject):
        return True
    det = obj.determiner if isinstance(obj, ao.ObjectPhrase) else None
    return det is not None and det.phrase in ("a", "an", "another", "# or more", "# or less",
                                              "# or more other",
                                              "# or fewer", "exactly #")  # fmt: skip


def _with_state(obj: Any, state: Any) -> Any:
    """The phrase with the state stated of it as one more of its words or qualifiers:
    "an artifact card [is] in your graveyard" -> "artifact card in your graveyard"."""
    if isinstance(state, ao.InZone):
        return attrs.evolve(obj, qualifiers=(*obj.qualifiers, state))
    if isinstance(state, ae.OnBattlefield):
        return obj
    if _is_quality(state):
        return attrs.evolve(obj, descriptor=ao.Descriptor((*obj.descriptor.items, state)))
    raise fail(state, f"the state '{state.render()}' in a condition is not supported yet")


def _count_condition(obj: Any, env: Env) -> Any:
    """CR 608.2c: "[N or more / no] [objects matching a filter] exist" — on the battlefield,
    or in a graveyard."""
    amount, compare = _count(obj)
    flt, kind = _phrase_filter(obj, env)
    if not (kind == "permanent" and flt.zone is RZone.BATTLEFIELD
            or kind == "card" and flt.zone is RZone.GRAVEYARD):  # fmt: skip
        raise fail(obj, "a condition on these objects is not supported yet")
    return rcnd.ThereAre(flt, amount, compare)


@lowers("effects.ObjectStateCondition")
def _object_state(node: ae.ObjectStateCondition, env: Env) -> Any:
    """ "this creature is untapped", "it's attacking", "it's a creature" (CR 608.2c); of a
    counted phrase: "if no creatures are on the battlefield", "as long as an artifact card
    is in your graveyard", "If exactly one creature is attacking"."""
    this_way = lowering("results").this_way_condition(node, env)  # CR 608.2c
    if this_way is not None:
        return this_way
    if _counted(node.object):
        return _count_condition(_with_state(node.object, node.state), env)
    ref = lowering("antecedents").card_subject(_subject_ref(node.object, env), node.state, env)
    state = node.state
    negated = isinstance(state, ae.NotState)
    if negated:
        state = state.state
    if isinstance(state, ao.Status) and state.word in _STATES:
        key, value = _STATES[state.word]
        cond = rcnd.ObjectIs(ref, rf.ObjectFilter(**{key: value}))
    elif isinstance(state, ae.IsA) and isinstance(state.descriptor, ao.Descriptor):
        flt, kind = object_filter(state.descriptor, env)
        if kind == "spell":
            raise fail(state, "this condition is not supported yet")
        cond = rcnd.ObjectIs(ref, attrs.evolve(flt, zone=None))
    elif _is_quality(state):  # "if it's red", "as long as it's legendary", "if enchanted"
        flt, kind = object_filter(ao.Descriptor((state,)), env)
        cond = rcnd.ObjectIs(ref, attrs.evolve(flt, zone=None))
    elif isinstance(state, ao.InZone) and state.preposition == "in":  # CR 400: "if this
        card = ao.Descriptor((ao.KindWord("card", span=state.span),), span=state.span)
        flt, _ = object_filter(ao.ObjectPhrase(None, card, (state,), span=state.span), env)
        if flt.zone not in (RZone.GRAVEYARD, RZone.HAND):  # card is in your graveyard"
            raise fail(state, f"the state '{state.render()}' in a condition is not supported yet")
        if isinstance(ref, rf.This):  # CR 113.6b: where the ability functions
            env.refs[IN_ZONE_CONDITION] = flt.zone
        cond = rcnd.ObjectIs(ref, flt)
    else:
        raise fail(state, f"the state '{state.render()}' in a condition is not supported yet")
    return rcnd.Not(cond) if negated else cond


# ---- conditional effects (CR 608.2c)


@lowers("effects.ConditionalSentence")
def _conditional_sentence(node: ae.ConditionalSentence, env: Env) -> list[Any]:
    """ "If [condition], [effect]." inside a spell or an ability's effect (CR 608.2c): the
    condition is checked as that part of the effect is followed."""
    from .replacements import instead_sentence

    instead = instead_sentence(node, env)  # "If [condition], [effect] instead."
    if instead is None:  # "If that spell is countered this way, exile it instead of ..."
        instead = lowering("results").countered_instead(node, env)
    if instead is not None:
        return instead
    did = node.condition if isinstance(node.condition, ae.DidCondition) else None
    had = env.refs.get(IN_ZONE_CONDITION)
    cond = None if did is not None else lower_condition(node.condition, env)
    if had is None:  # checked as this part of the effect resolves (CR 608.2c)
        env.refs.pop(IN_ZONE_CONDITION, None)
    parts = lower(node.clauses, env)
    body = parts[0] if len(parts) == 1 else re_.Sequence(tuple(parts))
    if did is not None:
        return [IfYouDo(did, body)]
    return [re_.Conditional(cond, body)]


@attrs.frozen
class IfYouDo:
    """A marker: "If you do, [effect]." / "If you don't, [effect]." — joined by
    ``effects.lower_effects`` to the optional action just before it (CR 608.2c)."""

    node: Any
    body: Any

    def after(self, parts: list[Any]) -> Any:
        before = parts[-1] if parts else None
        if isinstance(self.node.player, ao.You) and _mandatory_action(before):
            # "Sacrifice this enchantment. If you do, ..." (CR 608.2c): whether it was done
            parts[-1] = rdl.Performed(before)
        elif not (isinstance(self.node.player, ao.You) and isinstance(before, re_.MayEffect)
                  and isinstance(before.chooser, rf.You)):  # fmt: skip
            raise fail(self.node, "'if you do' after this action is not supported yet")
        cond = rcnd.DidOptional()
        return re_.Conditional(rcnd.Not(cond) if self.node.negated else cond, self.body)


def _mandatory_action(effect: Any) -> bool:
    """Whether ``effect`` is one action the ability's controller performs (not optional, not
    a choice of another player, not conditional) — "If you do" after it asks whether it was
    done (CR 608.2c)."""
    compound = (re_.MayEffect, re_.Conditional, re_.Sequence, rdl.Performed)
    if effect is None or isinstance(effect, compound) or type(effect).__name__ in (
        "PlayerPerforms", "MayPay", "UnlessPays", "UnlessPaysForEach", "CreateDelayed",
    ):  # fmt: skip
        return False
    return not getattr(effect, "adds_mana", False)


@lowers("events.ReflexiveTrigger")
def _reflexive_trigger(node: aev.ReflexiveTrigger, env: Env) -> list[Any]:
    """CR 603.12: "[action]. When you do, [effect]." — a reflexive triggered ability that
    triggers when the action just before is taken; its targets are its own, chosen as it
    is put on the stack (CR 603.3d)."""
    only(node, "trigger_word", "condition", "clauses")
    cond = node.condition
    if type(node) is not aev.ReflexiveTrigger or node.trigger_word != "when":
        raise fail(node, "this reflexive trigger is not supported yet")
    if not (isinstance(cond, ae.DidCondition) and isinstance(cond.player, ao.You)
            and not cond.negated):  # fmt: skip
        raise fail(cond, "this reflexive trigger condition is not supported yet")
    saved = (env.targets, env.it, env.that, env.subject, env.predicates)
    env.targets = []
    try:
        parts = lower(node.clauses, env)
        own = env.targets
    finally:
        env.targets, env.it, env.that, env.subject, env.predicates = saved
    if own and env.targets:
        raise fail(node, "a reflexive trigger with targets after targets of its ability "
                   "is not supported yet")  # fmt: skip
    body = parts[0] if len(parts) == 1 else re_.Sequence(tuple(parts))
    return [WhenYouDo(node, body, tuple(own))]


@attrs.frozen
class WhenYouDo:
    """A marker: "When you do, [effect]." — joined by ``effects.lower_effects`` to the
    action just before it (CR 603.12)."""

    node: Any
    body: Any
    targets: tuple[Any, ...]

    def after(self, parts: list[Any]) -> Any:
        if not parts:
            raise fail(self.node, "'when you do' without an action before it")
        before = parts[-1]
        optional = isinstance(before, re_.MayEffect) and isinstance(before.chooser, rf.You)
        if not optional:  # a mandatory action triggers it when it is taken
            parts[-1] = rdl.Performed(before)
        return rdl.CreateReflexive(self.body, self.targets)


def trailing_condition(node: Any, out: list[Any], env: Env) -> list[Any]:
    """ "[effect] if [condition]" / "[effect] unless [condition]" (CR 608.2c)."""
    if isinstance(node, aev.IfCondition):
        if node.instead:
            raise fail(node, "'instead if' is not supported yet")
        cond = lower_condition(node.condition, env)
    elif isinstance(node, aev.UnlessCondition):
        cond = rcnd.Not(lower_condition(node.condition, env))
    elif isinstance(node, aev.UnlessAction):  # "unless you sacrifice a land" (CR 118.12)
        from .durations import unless_action

        return unless_action(node, out, env)
    else:
        raise fail(node, f"the modifier {type(node).__name__} is not supported yet")
    body = out[0] if len(out) == 1 else re_.Sequence(tuple(out))
    return [re_.Conditional(cond, body)]


# ---- "this turn" conditions (CR 500.7)


def _this_turn(node: Any) -> None:
    if node is None or node.render() != "this turn":
        raise fail(node, f"'{text_of(node)}' in a condition is not supported yet")


def text_of(node: Any) -> str:
    return node.render() if node is not None else ""


@lowers("combat.AttackedCondition")
def _attacked(node: acb.AttackedCondition, env: Env) -> Any:
    """CR 508.1 (raid): "you attacked this turn"."""
    _this_turn(node.period)
    if node.did != "attacked" or not isinstance(node.who, ao.You):
        raise fail(node, f"'{node.render()}' is not supported yet")
    return rcnd.AttackedThisTurn(rf.Who.YOU)


@lowers("events.DiedCondition")
def _died(node: Any, env: Env) -> Any:
    """CR 700.4 (morbid): "a creature died this turn", "no creatures died this turn"."""
    _this_turn(node.duration)
    obj = node.object
    negated = isinstance(obj, aev.NoObject)
    if not negated and not (isinstance(obj, ao.ObjectPhrase) and obj.determiner is not None
                            and obj.determiner.phrase in ("a", "an")):  # fmt: skip
        raise fail(obj, f"'{node.render()}' is not supported yet")
    flt, kind = _phrase_filter(obj, env)
    if kind != "permanent" or attrs.evolve(flt, card_types=frozenset()) != rf.ObjectFilter():
        raise fail(obj, f"'{node.render()}' is not supported yet")
    who = rf.Who.ANY
    if node.under is not None:  # CR 603.10a: controlled as it left the battlefield
        if node.under.render() != "under your control":
            raise fail(node.under, f"'{node.render()}' is not supported yet")
        who = rf.Who.YOU
    cond = rcnd.LeftBattlefieldThisTurn(flt.card_types, who, died=True)
    return rcnd.Not(cond) if negated else cond


def died_count(obj: Any, env: Env) -> Any:
    """CR 700.4, 500.7: "for each creature that died this turn", "the number of Zubera that
    died under your control this turn" — an amount (None: not such a phrase)."""
    found = [q for q in obj.qualifiers if type(q).__name__ == "ThatDied"]
    if len(found) != 1:
        return None
    q = found[0]
    if isinstance(q.period, str) or text_of(q.period) != "this turn":
        raise fail(q, f"'{q.render()}' counted is not supported yet")
    who = rf.Who.ANY
    if q.control is not None:
        if q.control.render() != "under your control":
            raise fail(q, f"'{q.render()}' counted is not supported yet")
        who = rf.Who.YOU
    rest = attrs.evolve(obj, qualifiers=tuple(x for x in obj.qualifiers if x is not q))
    flt, kind = _phrase_filter(rest, env)
    plain = attrs.evolve(flt, card_types=frozenset(), subtypes=frozenset())
    if kind != "permanent" or rest.determiner is not None or plain != rf.ObjectFilter(
        zone=flt.zone
    ):  # fmt: skip
        raise fail(obj, f"'{obj.render()}' counted is not supported yet")
    return rcnd.DiedThisTurn(flt.card_types, flt.subtypes, who)


@lowers("events.LeftBattlefieldCondition")
def _left(node: aev.LeftBattlefieldCondition, env: Env) -> Any:
    """CR 603.10a (revolt): "a permanent left the battlefield under your control this
    turn"."""
    _this_turn(node.duration)
    obj, under = node.object, node.under
    ok = (
        isinstance(obj, ao.ObjectPhrase) and obj.render() == "a permanent"
        and under is not None and under.render() == "under your control"
    )  # fmt: skip
    if not ok:
        raise fail(node, f"'{node.render()}' is not supported yet")
    return rcnd.LeftBattlefieldThisTurn(frozenset(), rf.Who.YOU)


@lowers("events.LifeChangeCondition")
def _life_change(node: aev.LifeChangeCondition, env: Env) -> Any:
    """CR 119.3: "you gained life this turn", "an opponent lost 3 or more life this
    turn"."""
    _this_turn(node.duration)
    who = condition_player(node.player, env)
    if isinstance(node.player, ao.Players) and (node.player.determiner, node.player.noun) == (
        "a", "player",
    ):  # fmt: skip
        who = rf.Who.ANY
    if not isinstance(who, rf.Who):
        raise fail(node.player, "this player in a condition is not supported yet")
    amount = 1
    if node.amount is not None:
        if node.comparator != "or more" or node.amount.value is None:
            raise fail(node, f"'{node.render()}' is not supported yet")
        amount = node.amount.value
    cond = rcnd.LifeChangedThisTurn(who, node.change == "gain", amount)
    return rcnd.Not(cond) if node.negated else cond


def _card_types_among(node: az.CardTypesAmong, env: Env) -> Any:
    """CR 205.2a (delirium): "four or more card types among cards in your graveyard"."""
    if node.comparator != "or more" or node.amount is None or node.amount.value is None:
        raise fail(node, f"'{node.render()}' is not supported yet")
    flt, kind = _phrase_filter(node.object, env)
    if kind != "card" or flt.zone is not RZone.GRAVEYARD:
        raise fail(node, f"'{node.render()}' is not supported yet")
    return rcnd.CardTypesAmong(flt, node.amount.value)


@lowers("events.HasCondition")
def _has(node: Any, env: Env) -> Any:
    """ "it has a +1/+1 counter on it" (CR 122), "it has flying" (CR 702)."""
    from ...runtime.state.abilities import KEYWORDS
    from ..ast import keywords as akw

    q = node.quality
    obj = node.object
    if isinstance(q, ast_area("quantities").TotalStatComparison):
        return _total_stat(obj, q, env)
    if _counted(obj):  # "a creature you control has flying" (CR 608.2c)
        quality = ao.WithQuality(q, span=q.span)
        return _count_condition(attrs.evolve(obj, qualifiers=(*obj.qualifiers, quality)), env)
    ref = _subject_ref(obj, env)
    if isinstance(q, ao.CounterOnIt):
        from .effects import counter_kind

        c = q.counters
        if not (isinstance(q.pronoun, ao.Pronoun) and q.pronoun.word == "it"):
            raise fail(q, f"'{q.render()}' is not supported yet")
        amount = 1 if isinstance(c.amount, ae.Quantity) and c.amount.written in ("a", "an") \
            else None
        if amount is None:
            raise fail(c, f"'{c.render()}' in a condition is not supported yet")
        return rcnd.HasCounters(ref, counter_kind(c.kind), amount)
    if isinstance(q, ao.StatComparison):  # "it has mana value 2 or less"
        return _stat_compare(ref, q.stat, q.value, q.comparator, node)
    if isinstance(q, ast_area("damage").CountersAtLeast):
        return _counters_at_least(ref, q)
    if isinstance(q, akw.SimpleKeyword):
        name = "".join(w.capitalize() for w in q.name.split())
        cls = KEYWORDS.get(name)
        if cls is not None and not attrs.fields(cls):
            return rcnd.HasKeyword(ref, cls)
    raise fail(q, f"'{node.render()}' is not supported yet")


def _counters_at_least(ref: Any, q: Any) -> Any:
    """CR 122.1: "it has four or more quest counters on it", "[this planeswalker] has two or
    fewer loyalty counters on him": a number of counters of one kind, at least or at most."""
    from .effects import counter_kind

    n = getattr(q.count, "value", None)
    if n is None or q.kind is None or q.comparator not in _COMPARE:
        raise fail(q, f"'{q.render()}' in a condition is not supported yet")
    at_most = _COMPARE[q.comparator] == "or less"
    return rcnd.HasCounters(ref, counter_kind(q.kind), n, at_most)


@lowers("events.MoreThanCondition")
def _more_than(node: aev.MoreThanCondition, env: Env) -> Any:
    """ "an opponent controls more lands than you" (CR 608.2c)."""
    if node.comparison not in ("more", "fewer") or not isinstance(node.other, ao.You):
        raise fail(node, f"'{node.render()}' is not supported yet")
    who = condition_player(node.player, env)
    flt, kind = object_filter(node.descriptor, env)
    if kind != "permanent":
        raise fail(node.descriptor, f"'{node.render()}' is not supported yet")
    return rcnd.ControlsMoreThan(flt, who, node.comparison == "fewer")


_STATS = ("power", "toughness", "mana value")


def _stat_compare(ref: Any, stat: str, value: Any, comparator: str | None, node: Any) -> Any:
    if stat not in _STATS or getattr(value, "value", None) is None:
        raise fail(node, f"'{node.render()}' is not supported yet")
    if comparator is not None and comparator not in _COMPARE:
        raise fail(node, f"the comparison {comparator!r} is not supported yet")
    return rcnd.StatCompare(ref, stat, value.value, _COMPARE.get(comparator) if comparator
                            else None)  # fmt: skip


@lowers("events.StatCondition")
def _stat(node: aev.StatCondition, env: Env) -> Any:
    """CR 208, 202.3: "its power is 3 or less", "its mana value is 2 or less"."""
    s = node.stat
    ok = isinstance(s, ae.StatOf) and isinstance(s.owner, ao.Possessive) and s.owner.owner == "its"
    if not ok or node.verb != "is" or env.it is None:
        raise fail(node, f"'{node.render()}' is not supported yet")
    return _stat_compare(env.it, s.stat, node.value, node.comparator, node)


@lowers("conditions.LifeChangedEither")
def _life_changed_either(node: acn.LifeChangedEither, env: Env) -> Any:
    """CR 119.3, 119.4: "if you gained or lost life this turn": a life change either way."""
    _this_turn(node.duration)
    who = condition_player(node.player, env)
    if not isinstance(who, rf.Who):
        raise fail(node.player, "this player in a condition is not supported yet")
    either = (rcnd.LifeChangedThisTurn(who, True), rcnd.LifeChangedThisTurn(who, False))
    return rcnd.AnyHolds(either)


@lowers("references.EnteredCondition")
def _entered(node: Any, env: Env) -> Any:
    """CR 603.6a, 500.7: "a creature entered the battlefield under your control this turn",
    "two or more nonland permanents entered the battlefield under your control this turn",
    "this creature entered this turn"."""
    parts = list(node.parts)
    _this_turn(parts.pop() if parts and isinstance(parts[-1], ae.Duration) else None)
    if parts and parts[0] == "the battlefield":
        parts.pop(0)
    who = rf.Who.ANY
    if parts and type(parts[0]).__name__ == "UnderControl":
        under = parts.pop(0)
        who = {"under your control": rf.Who.YOU,
               "under an opponent's control": rf.Who.OPPONENT}.get(under.render())  # fmt: skip
        if who is None:
            raise fail(under, f"'{node.render()}' is not supported yet")
    if parts:
        raise fail(node, f"'{node.render()}' is not supported yet")
    obj = node.object
    if isinstance(obj, ao.SelfRef) or (
        isinstance(obj, ao.Pronoun) and obj.word == "it" and isinstance(env.it, rf.This)
    ):  # fmt: skip
        if who is not rf.Who.ANY:
            raise fail(node, f"'{node.render()}' is not supported yet")
        return rcnd.EnteredThisTurn(this=True)
    count, compare = _count(obj)
    if compare != "or more":
        raise fail(obj, f"'{obj.render()}' in a condition is not supported yet")
    flt, kind = object_filter(obj, env)
    if kind != "permanent":
        raise fail(obj, f"'{obj.render()}' in a condition is not supported yet")
    return rcnd.EnteredThisTurn(attrs.evolve(flt, zone=None), who, count)


@lowers("events.PastStateCondition")
def _past_state(node: Any, env: Env) -> Any:
    """CR 608.2h: "If that land was nonbasic", "If the sacrificed creature was a Human",
    "if it was a creature card", "if it wasn't an Aura" — what the object the ability
    refers to was as it last existed."""
    if node.verb not in ("was", "wasn't"):
        raise fail(node, f"'{node.render()}' is not supported yet")
    obj = node.object
    if isinstance(obj, ast_area("references").ActedOnObject) and obj.action == "sacrificed":
        from .references import the_sacrificed

        ref = the_sacrificed(obj, env)
    elif isinstance(obj, ao.Pronoun) and obj.word == "it":
        ref = env.it
    else:
        ref = object_ref(obj, env)
    if ref is None or isinstance(ref, rf.All):
        raise fail(obj, "a condition on this object is not supported yet")
    ref = as_it_last_existed(ref)
    state = node.state
    if isinstance(state, ae.IsA) and isinstance(state.descriptor, ao.Descriptor):
        flt, _ = object_filter(state.descriptor, env)
    elif _is_quality(state):  # "was legendary", "was blue or black"
        flt, _ = object_filter(ao.Descriptor((state,)), env)
    else:
        raise fail(state, f"the state '{state.render()}' in a condition is not supported yet")
    cond = rh.ObjectWas(ref, attrs.evolve(flt, zone=None))
    return rcnd.Not(cond) if node.verb == "wasn't" else cond


def _total_stat(obj: Any, q: Any, env: Env) -> Any:
    """CR 208, 202.3: "creatures you control have total power 8 or greater" (formidable)."""
    det = obj.determiner.phrase if isinstance(obj, ao.ObjectPhrase) and obj.determiner else None
    if not (isinstance(obj, ao.ObjectPhrase) and obj.plural and det is None):
        raise fail(obj, f"a total of '{obj.render()}' is not supported yet")
    flt, kind = object_filter(obj, env)
    if kind != "permanent" or q.stat not in _STATS or getattr(q.value, "value", None) is None:
        raise fail(q, f"'{q.render()}' is not supported yet")
    return rcnd.TotalStatCompare(flt, q.stat, q.value.value, _compare(q))


def as_it_last_existed(ref: Any) -> Any:
    """CR 608.2h, 603.10a: "it was", "it had" of the object a zone change happened to is
    that object as it last existed, not the new object it became (CR 400.7)."""
    if isinstance(ref, rf.EventObject) and ref.new:
        return rf.EventObject()
    return ref


@lowers("events.ReflexiveModalTrigger")
def _reflexive_modal_trigger(node: Any, env: Env) -> Any:
    """CR 603.12, 700.2: "When you do, choose one —": the runtime's reflexive triggers carry
    one effect, not modes to choose as they are put on the stack (CR 603.3c)."""
    raise fail(node, "a modal reflexive trigger is not supported yet")
