"""Replacement effects on life gain, card draw and damage (CR 614), and the static abilities
lowered beside them: conditional activation restrictions (CR 602.5b) and play permissions
of static abilities (CR 305.2, 601.3)."""

from __future__ import annotations

from typing import Any

import attrs

from ...runtime.mana.symbols import ManaCost as RManaCost
from ...runtime.stack.activation import OnlyIf
from ...runtime.state.objects import Zone as RZone
from .conditions import lower_condition
from .core import Env, ast_area, fail, isinstance_of, lower, lowers, only, runtime
from .effects import counter_kind
from .objects import number, object_filter, object_ref

re_ = runtime("actions.effects")
rc = runtime("continuous.layers")
ra = runtime("state.abilities")
rcw = runtime("stack.cast_while_resolving")
rtiming = runtime("stack.cast_timing")
rda = runtime("combat.damage_assignment")
rrk = runtime("events.replacement_kinds")
rf = runtime("state.filters")
acb = ast_area("combat")
ae = ast_area("effects")
ak = ast_area("keywords")
al = ast_area("layers")
arp = ast_area("replacements")
az = ast_area("zones")
ao = ast_area("objects")
aqt = ast_area("quantities")


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
        return [ra.StaticAbility(rda.AssignAsThoughUnblocked(), rf.This())]
    if isinstance(action, al.EnterAsCopy) and who is rf.Who.YOU:  # CR 707.5, 614.1c
        from .copies import enter_as_copy

        return enter_as_copy(action, env)
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
    """CR 601.3b: "[player] may cast [spells] as though they had flash"; "You may cast
    this spell as though it had flash [if you pay {2} more to cast it]." (the card's own,
    CR 601.2f)."""
    obj = action.object
    own = isinstance(obj, ao.SelfRef) and obj.form == "spell" and who is rf.Who.YOU
    if own and isinstance(action.keyword, ak.SimpleKeyword) and action.keyword.name == "flash":
        more = None
        if action.pay_more is not None:
            pay = action.pay_more
            if not isinstance(pay.player, ao.You):
                raise fail(pay, f"'{pay.render()}' is not supported yet")
            more = RManaCost.parse(pay.amount)
        return ra.StaticAbility(rtiming.CastThisAsThoughFlash(more), rf.This())
    only(action, "object", "pronoun", "keyword")
    if not (
        isinstance(action.keyword, ak.SimpleKeyword) and action.keyword.name == "flash"
        and isinstance(obj, ao.ObjectPhrase) and obj.determiner is None and not obj.qualifiers
    ):  # fmt: skip
        raise fail(action, f"'{action.render()}' is not supported yet")
    flt, kind = object_filter(obj, env)
    if kind != "spell" or flt.controller is not rf.Who.ANY:
        raise fail(obj, f"casting '{obj.render()}' as though they had flash is not supported yet")
    return ra.StaticAbility(rc.CastAsThoughFlash(attrs.evolve(flt, zone=None), who))


# ---- replacement effects "If [event] would [happen], [modified event] instead." (CR 614.1a)

_FACTORS = {"twice": 2, "double": 2, "triple": 3, "three times": 3}


def replacement3(sentence: ae.ConditionalSentence, env: Env) -> Any:
    """The replacement abilities of this round, or None when the sentence has another
    shape (left to the other replacement lowerings)."""
    cond, clauses = sentence.condition, sentence.clauses
    if not isinstance(clauses, ae.Clauses):  # framed, or with a mana rider (CR 609.4b)
        return None
    items = clauses.items
    if len(items) != 1 or clauses.then is not None:
        return None
    item = items[0]
    if isinstance(cond, al.CountersWouldCondition) and isinstance(item, al.CountersPutInstead):
        return _counters(cond, item, env)
    if not isinstance(item, ae.Clause):
        return None
    preds = item.predicates
    if not preds.instead or len(preds.actions) != 1:
        return None
    action = preds.actions[0]
    if _draw_event(cond) and not isinstance(action, ae.Draw | arp.SkipDraw):
        return _draw_replaced(cond, item, env)
    if isinstance(cond, al.PlayerWouldCondition):
        if isinstance(cond.event, al.WouldGainLife) and isinstance(
            action, al.GainMultipliedLife | al.GainLifePlus
        ):
            return _life(cond, item, action)
        if isinstance(cond.event, al.WouldDraw) and isinstance(action, ae.Draw):
            return _draw(cond, item, action)
        return None
    if isinstance(cond, ae.WouldCondition):
        if isinstance(cond.event, al.WouldDealDamage) and isinstance(
            action, al.DealMultipliedDamage | al.DealDamagePlus
        ):
            return _damage(cond, item, action, env)
        if isinstance(cond.event, al.WouldDie) and isinstance(action, ae.Exile):
            return _die(cond, item, action, env)
    return None


def _plain(item: ae.Clause) -> None:
    only(item, "subject", "predicates")
    only(item.predicates, "actions", "instead")


def _positive(node: Any) -> int:
    n = number(node)
    if not isinstance(n, int) or n < 1:
        raise fail(node, f"the amount '{node.render()}' here is not supported yet")
    return n


def _life(cond: Any, item: ae.Clause, action: Any) -> Any:
    """CR 614.1a: "If you would gain life, you gain twice that much life / that much life
    plus 1 instead." (Boon Reflection, Honor Troll)."""
    _plain(item)
    only(cond, "player", "event")
    if not (isinstance(cond.player, ao.You) and isinstance(item.subject, ao.You)):
        raise fail(cond, "this life gain replacement is not supported yet")
    if isinstance(action, al.GainMultipliedLife):
        factor = _FACTORS.get(action.multiplier)
        if factor is None:
            raise fail(action, f"'{action.render()}' is not supported yet")
        return ra.ReplacementAbility(rrk.ModifyLifeGain(rf.Who.YOU, factor, 0))
    only(action, "amount")
    return ra.ReplacementAbility(rrk.ModifyLifeGain(rf.Who.YOU, 1, _positive(action.amount)))


def _draw(cond: Any, item: ae.Clause, action: ae.Draw) -> Any:
    """CR 614.1a, 121.6: "If you would draw a card, draw two cards instead."."""
    _plain(item)
    only(cond, "player", "event")
    only(action, "cards")
    if not (isinstance(cond.player, ao.You) and item.subject is None
            and isinstance(cond.event.cards, ae.CardCount) and cond.event.cards.one):  # fmt: skip
        raise fail(cond, "this draw replacement is not supported yet")
    return ra.ReplacementAbility(rrk.DrawInstead(_positive(action.cards), rf.Who.YOU))


def _draw_event(cond: Any) -> bool:
    """Whether ``cond`` is "[player] would draw a card [while ...]"."""
    if type(cond).__name__ == "WhileWouldCondition":
        cond = cond.event
    return isinstance(cond, al.PlayerWouldCondition) and isinstance(cond.event, al.WouldDraw)


def _draw_replaced(cond: Any, item: ae.Clause, env: Env) -> Any:
    """CR 614.1a, 121.6: "If you would draw a card [while your library has no cards in
    it], [effect] instead." — the effect lowered as the clause reads, done in place of the
    draw (``DrawReplacedBy``)."""
    from .effects import lower_clause_effects

    condition = None
    if type(cond).__name__ == "WhileWouldCondition":
        condition = lower_condition(cond.condition, env)
        cond = cond.event
    only(cond, "player", "event")
    cards = cond.event.cards
    if not (isinstance(cond.player, ao.You) and isinstance(cards, ae.CardCount) and cards.one
            and isinstance(item.subject, ao.You | type(None))):  # fmt: skip
        raise fail(cond, "this draw replacement is not supported yet")
    plain = attrs.evolve(item.predicates, instead=False)
    effects = lower_clause_effects(attrs.evolve(item, predicates=plain), env)
    effect = effects[0] if len(effects) == 1 else re_.Sequence(tuple(effects))
    return ra.ReplacementAbility(rrk.DrawReplacedBy(effect, rf.Who.YOU, condition))


def _source(node: Any, env: Env) -> Any:
    """A damage source: "this creature", "equipped creature" is not (yet); "a source",
    "a [red] source you control", "a creature you control" as an ObjectFilter."""
    if isinstance(node, ao.SelfRef):
        return "this"
    if isinstance(node, ao.AttachedRef):
        return rf.AttachedTo()
    if not (isinstance(node, ao.ObjectPhrase) and node.determiner is not None
            and node.determiner.phrase in ("a", "an", "another")):  # fmt: skip
        raise fail(node, f"the damage source '{node.render()}' is not supported yet")
    items = node.descriptor.items if node.descriptor is not None else ()
    words = [getattr(i, "word", None) for i in items]
    if words == ["source"] and not node.qualifiers and node.determiner.phrase != "another":
        return None
    if words and words[-1] == "source":  # "a red source you control": any object
        rest = tuple(items[:-1]) + (ao.KindWord("permanent", span=node.span),)
        node = attrs.evolve(node, descriptor=attrs.evolve(node.descriptor, items=rest))
    flt, kind = object_filter(node, env)
    if kind not in ("permanent", "spell"):
        raise fail(node, f"the damage source '{node.render()}' is not supported yet")
    return attrs.evolve(flt, zone=None)


def _recipient(node: Any, env: Env) -> Any:
    """The recipient of the condition: None (unsaid, or "a permanent or player"), "this",
    or a player relation."""
    if node is None:
        return None
    if isinstance(node, ao.SelfRef):
        return "this"
    if isinstance(node, ao.You):
        return rf.Who.YOU
    if isinstance(node, ao.Players) and (node.determiner, node.noun) == ("an", "opponent"):
        return rf.Who.OPPONENT
    if node.render() == "a permanent or player":
        return None
    if isinstance(node, ao.Players) and (node.determiner, node.noun) == ("a", "player"):
        return rf.Who.ANY
    raise fail(node, f"damage to '{node.render()}' in a replacement is not supported yet")


_SAME = {None: (None,), "this": ("this creature", "this permanent"), rf.Who.YOU: ("you",),
         rf.Who.OPPONENT: ("that player",), rf.Who.ANY: ("that player",)}  # fmt: skip


def _damage(cond: ae.WouldCondition, item: ae.Clause, action: Any, env: Env) -> Any:
    """CR 614.1a: "If [source] would deal damage [to recipient], it deals double that damage
    / that much damage plus N [to that recipient] instead." (Furnace of Rath, Torbran)."""
    _plain(item)
    event = cond.event
    only(event, "kind", "recipient")
    if not (isinstance(item.subject, ao.Pronoun) and item.subject.word == "it"):
        raise fail(item, "this damage replacement is not supported yet")
    if event.kind not in ("damage", "combat damage") or action.kind not in (event.kind, "damage"):
        raise fail(event, f"replacing '{event.kind}' is not supported yet")
    source = _source(cond.object, env)
    recipient = _recipient(event.recipient, env)
    said = action.recipient.render() if action.recipient is not None else None
    same = said is None or said in _SAME[recipient] or (
        recipient is None and said == "that permanent or player")  # fmt: skip
    if not same:
        raise fail(action, "a damage replacement to another recipient is not supported yet")
    if isinstance(action, al.DealMultipliedDamage):
        factor = _FACTORS.get(action.multiplier)
        if factor is None:
            raise fail(action, f"'{action.render()}' is not supported yet")
        plus = 0
    else:
        factor, plus = 1, _positive(action.amount)
    combat = event.kind == "combat damage"
    return ra.ReplacementAbility(rrk.ModifyDamage(source, recipient, factor, plus, combat))


def _counters(cond: al.CountersWouldCondition, item: al.CountersPutInstead, env: Env) -> Any:
    """CR 614.1a, 122.6: "If one or more +1/+1 counters would be put on a creature you
    control, that many plus one +1/+1 counters are put on it instead." (Hardened Scales)."""
    only(cond, "determiner", "kind", "noun", "object")
    only(item, "counters", "object")
    res = item.counters
    only(res, "multiplier", "plus", "kind", "noun", "minus")
    det = cond.determiner
    if not (det.phrase == "# or more" and number(det.count) == 1):
        raise fail(cond, "this counter replacement is not supported yet")
    kind = counter_kind(cond.kind)
    if counter_kind(res.kind) != kind:
        raise fail(res, "a counter replacement changing the kind is not supported yet")
    if not (isinstance(item.object, ao.Pronoun) and item.object.word in ("it", "that creature")):
        if item.object.render() not in ("that creature", "that permanent"):
            raise fail(item.object, "this counter replacement is not supported yet")
    obj = cond.object
    if not (isinstance(obj, ao.ObjectPhrase) and obj.determiner is not None
            and obj.determiner.phrase in ("a", "an")):  # fmt: skip
        raise fail(obj, "this counter replacement is not supported yet")
    flt, k = object_filter(obj, env)
    if k != "permanent":
        raise fail(obj, "this counter replacement is not supported yet")
    factor = 1
    if res.multiplier is not None:
        factor = _FACTORS.get(res.multiplier, 0)
        if not factor:
            raise fail(res, f"'{res.render()}' is not supported yet")
    plus = _positive(res.plus) if res.plus is not None else 0
    if res.minus is not None:
        plus -= _positive(res.minus)
    if factor == 1 and plus == 0:
        raise fail(res, f"'{res.render()}' is not supported yet")
    return ra.ReplacementAbility(rrk.ModifyCounters(kind, flt, factor, plus))


def _die(cond: ae.WouldCondition, item: ae.Clause, action: ae.Exile, env: Env) -> Any:
    """CR 614.1a, 700.4: "If this creature / a creature an opponent controls would die,
    exile it instead."."""
    _plain(item)
    only(action, "object")
    if item.subject is not None or not (
        isinstance(action.object, ao.Pronoun) and action.object.word == "it"
    ):
        raise fail(item, "this 'would die' replacement is not supported yet")
    obj = cond.object
    if isinstance(obj, ao.SelfRef):
        return ra.ReplacementAbility(rrk.DieInstead(None))
    if not (isinstance(obj, ao.ObjectPhrase) and obj.determiner is not None
            and obj.determiner.phrase in ("a", "an", "another")):  # fmt: skip
        raise fail(obj, "this 'would die' replacement is not supported yet")
    flt, k = object_filter(obj, env)
    if k != "permanent":
        raise fail(obj, "this 'would die' replacement is not supported yet")
    if obj.determiner.phrase == "another":
        flt = attrs.evolve(flt, other=True)
    return ra.ReplacementAbility(rrk.DieInstead(flt))


# ---- effect sentences folded into the effect before them (CR 608.2c, 111.3)


class Folded:
    """A lowering-time marker joined by ``effects.lower_effects`` to the part before it."""

    def fold(self, parts: list[Any]) -> None:
        raise NotImplementedError


@attrs.frozen
class TokenHas(Folded):
    """CR 111.3, 113.2c: "Create a 0/1 ... token. It has "Sacrifice this token: Add {C}."" —
    the abilities are part of the token's definition given by the effect creating it."""

    node: Any
    abilities: tuple[Any, ...]

    def fold(self, parts: list[Any]) -> None:
        before = parts[-1] if parts else None
        if not isinstance(before, re_.CreateToken):
            raise fail(self.node, "'has' after this effect is not supported yet")
        token = before.token
        token = attrs.evolve(token, abilities=token.abilities + self.abilities)
        parts[-1] = attrs.evolve(before, token=token)


@lowers("effects.HaveAbilities")
def _have_abilities(node: ae.HaveAbilities, env: Env) -> Any:
    """ "It has [quoted ability]." / "They have ..." right after creating tokens."""
    from .keywords import granted_abilities

    subject = env.subject
    if not (isinstance(subject, ao.Pronoun) and subject.word in ("it", "they")):
        raise fail(node, "'has' as a one-shot effect is not supported yet")
    preds = env.predicates
    if preds is not None and (preds.duration is not None or preds.for_each is not None
                              or len(preds.actions) != 1):  # fmt: skip
        raise fail(preds, "'has' with other actions is not supported yet")
    only(node, "abilities")
    return TokenHas(node, granted_abilities(node.abilities))


_WRAPPERS = (re_.Conditional,)


@attrs.frozen
class InsteadOf(Folded):
    """CR 608.2c, 614.1a-like wording in a spell: "Draw two cards. If [condition], draw
    three cards instead." — the second effect replaces the first when the condition holds
    as the spell resolves."""

    node: Any
    condition: Any
    body: Any

    def fold(self, parts: list[Any]) -> None:
        before = parts[-1] if parts else None
        if type(before) is type(self.body) and not isinstance(before, _WRAPPERS):
            parts[-1] = re_.Conditional(self.condition, self.body, otherwise=before)
            return
        if (isinstance(before, re_.Conditional) and before.otherwise is None
                and type(before.effect) is type(self.body)
                and not isinstance(before.effect, _WRAPPERS)):  # fmt: skip
            # "If you do, put a +1/+1 counter on it. If it's a Unicorn, put two ... instead."
            inner = re_.Conditional(self.condition, self.body, otherwise=before.effect)
            parts[-1] = attrs.evolve(before, effect=inner)
            return
        raise fail(self.node, "'instead' of this effect is not supported yet")


@attrs.frozen
class InsteadOfSentence:
    """A lowering-time marker: "[effects]. If [condition], instead [effects]." — the second
    sentence replaces the whole sentence before it when the condition holds as the effect
    resolves (CR 608.2c); joined by ``effects.lower_effects``, which knows where that
    sentence's effects begin."""

    node: Any
    condition: Any
    body: Any

    def replace(self, parts: list[Any], start: int | None) -> None:
        if start is None or start >= len(parts):
            raise fail(self.node, "'instead' with no effect before it in this ability is "
                       "not supported yet")  # fmt: skip
        before = parts[start:]
        prior = before[0] if len(before) == 1 else re_.Sequence(tuple(before))
        if any(type(p).__name__ in ("IfYouDo", "WhenYouDo") for p in before):
            raise fail(self.node, "'instead' of this effect is not supported yet")
        parts[start:] = [re_.Conditional(self.condition, self.body, otherwise=prior)]


@lowers("layers.InsteadSentence")
def _instead_sentence(node: Any, env: Env) -> list[Any]:
    """CR 608.2c: "If this spell was kicked, instead search your library for two basic land
    cards, ..." in a spell or ability."""
    cond = lower_condition(node.condition, env)
    targets = len(env.targets)
    parts = lower(node.clauses, env)
    if len(env.targets) != targets:
        # "If this spell was kicked, instead destroy target creature": the spell has the
        # targets of one version only (CR 601.2c), which the slots can't say yet
        raise fail(node, "'instead' with targets of its own is not supported yet")
    body = parts[0] if len(parts) == 1 else re_.Sequence(tuple(parts))
    return [InsteadOfSentence(node, cond, body)]


def instead_sentence(node: ae.ConditionalSentence, env: Env) -> Any:
    """ "If [condition], [effect] instead." in a spell or ability (None: not this shape)."""
    if not isinstance(node.clauses, ae.Clauses):  # framed: "If ..., for each opponent, ..."
        return None
    items = node.clauses.items
    if len(items) != 1 or node.clauses.then is not None or not isinstance(items[0], ae.Clause):
        return None
    clause = items[0]
    if isinstance(node.condition, ae.WouldCondition) and isinstance(
        node.condition.event, az.WouldLeaveBattlefield
    ):
        return [_exile_if_leaves(node.condition, clause, env)]
    if not clause.predicates.instead or isinstance(node.condition, ae.DidCondition):
        return None
    if isinstance(node.condition, al.TimedWouldCondition):
        return [_exile_if_dies(node.condition, clause, env)]
    if isinstance(node.condition, ae.WouldCondition) and _spell_to_graveyard(node.condition):
        _plain(clause)  # "If that spell would be put into a graveyard, exile it instead."
        acts = clause.predicates.actions
        it = acts[0].object if len(acts) == 1 and isinstance(acts[0], ae.Exile) else None
        if clause.subject is None and isinstance(it, ao.Pronoun) and it.word == "it":
            only(acts[0], "object")
            return [CastSpellExiled(node)]
    cond = lower_condition(node.condition, env)
    plain = attrs.evolve(clause, predicates=attrs.evolve(clause.predicates, instead=False))
    parts = lower(plain, env)
    if len(parts) != 1:
        raise fail(node, "'instead' of several effects is not supported yet")
    return [InsteadOf(node, cond, parts[0])]



def _spell_to_graveyard(cond: Any) -> bool:
    """ "that spell would be put into a graveyard / your graveyard" (CR 614.1a)."""
    obj, event = cond.object, cond.event
    return (isinstance(obj, ao.ObjectPhrase) and obj.render() == "that spell"
            and isinstance(event, az.WouldBePutInto) and event.preposition == "into"
            and isinstance(event.zone, ao.Zone) and event.zone.name == "graveyard")  # fmt: skip


@attrs.frozen
class CastSpellExiled(Folded):
    """CR 614.1a: "If that spell would be put into a graveyard, exile it instead." after
    "You may cast [that card] ..." — the spell cast is exiled instead."""

    node: Any

    def fold(self, parts: list[Any]) -> None:
        before = parts[-1] if parts else None
        if not isinstance_of(before, rcw, "CastCard") or before.exile_instead:
            raise fail(self.node, "this replacement after this effect is not supported yet")
        parts[-1] = attrs.evolve(before, exile_instead=True)


_ANYWHERE_ELSE = ("putting it anywhere else", "putting them anywhere else")


def _exile_if_leaves(cond: ae.WouldCondition, clause: ae.Clause, env: Env) -> Any:
    """CR 614.1a, 400.7: "If it / that creature would leave the battlefield, exile it
    instead of putting it anywhere else." after an effect that put it onto the battlefield
    (Whip of Erebos, Gruesome Encore; unearth's wording, CR 702.84a)."""
    _plain(clause)
    acts = clause.predicates.actions
    act = acts[0] if len(acts) == 1 else None
    exiled = act.action if isinstance(act, aqt.InsteadOf) else None
    if not (clause.subject is None and isinstance(exiled, ae.Exile)
            and isinstance(exiled.object, ao.Pronoun) and exiled.object.word in ("it", "them")
            and act.replaced.render() in _ANYWHERE_ELSE):  # fmt: skip
        raise fail(clause, "this 'would leave the battlefield' replacement is not supported yet")
    only(exiled, "object")
    obj = cond.object
    det = obj.determiner.phrase if isinstance(obj, ao.ObjectPhrase) and obj.determiner else None
    if not (isinstance(obj, ao.Pronoun) and obj.word in ("it", "they") or det == "that"
            and not obj.qualifiers):  # fmt: skip
        raise fail(obj, f"'{obj.render()}' would leave the battlefield is not supported yet")
    return rrk.ExileIfLeaves(object_ref(obj, env))


def _exile_if_dies(cond: al.TimedWouldCondition, clause: ae.Clause, env: Env) -> Any:
    """CR 614.1a, 700.4: "If that creature would die this turn, exile it instead." (Lava
    Coil), "If a creature would die this turn, exile it instead." (Kaya's Ghostform-like)."""
    only(cond, "condition", "duration")
    inner = cond.condition
    if not (isinstance(inner, ae.WouldCondition) and isinstance(inner.event, al.WouldDie)
            and cond.duration.render() == "this turn"):  # fmt: skip
        raise fail(cond, f"'{cond.render()}' is not supported yet")
    _plain(clause)
    acts = clause.predicates.actions
    it = acts[0].object if len(acts) == 1 and isinstance(acts[0], ae.Exile) else None
    if not (clause.subject is None and isinstance(it, ao.Pronoun) and it.word == "it"):
        raise fail(clause, "this 'would die this turn' replacement is not supported yet")
    only(acts[0], "object")
    obj = inner.object
    det = obj.determiner.phrase if isinstance(obj, ao.ObjectPhrase) and obj.determiner else None
    if det in ("a", "an") and not obj.qualifiers:
        flt, kind = object_filter(obj, env)
        if kind != "permanent":
            raise fail(obj, "this 'would die this turn' replacement is not supported yet")
        return rrk.ExileIfDies(filter=flt)
    if det == "that" and not obj.qualifiers:
        return rrk.ExileIfDies(what=object_ref(obj, env))
    raise fail(obj, f"'{obj.render()}' would die this turn is not supported yet")


# ---- "You may cast a spell [with ...] from your hand without paying its mana cost."


def cast_from_hand(node: ae.CastSpells, env: Env) -> Any:
    """CR 608.2g, 118.9 (None: another shape). Sram's Expertise, Mind's Desire-like."""
    obj = node.object
    if node.this_way or node.without_paying is None or not isinstance(obj, ao.ObjectPhrase):
        return None
    if node.without_paying.render() != "without paying its mana cost":
        return None
    det = obj.determiner.phrase if obj.determiner else None
    hands = [q for q in obj.qualifiers if isinstance(q, ao.InZone) and q.preposition == "from"
             and q.render() == "from your hand"]  # fmt: skip
    if det not in ("a", "an") or len(hands) != 1:
        return None
    rest = tuple(q for q in obj.qualifiers if q is not hands[0])
    flt, kind = object_filter(attrs.evolve(obj, qualifiers=rest), env)
    if kind != "spell" or flt.controller is not rf.Who.ANY:
        raise fail(obj, f"casting '{obj.render()}' is not supported yet")
    return rcw.CastFromHandFree(attrs.evolve(flt, zone=RZone.HAND))


def cant_block_these(action: ae.Cant, env: Env) -> Any:
    """CR 509.1b: "can't block creatures with power 2 or greater" — the restricted action is
    a phrase of words; its attackers are read with the grammar's "can block only [...]"."""
    from ..pipeline import parse_ability

    only(action, "action")
    what = action.action.phrase[len("block ") :]
    if what.split()[0] in ("this", "it", "that", "target", "an", "a", "alone", "each"):
        raise fail(action, f"'can't {action.action.phrase}' is not supported yet")
    node = parse_ability(f"This creature can block only {what}.")
    found = []

    def walk(n: Any) -> None:
        if isinstance(n, acb.CanBlockOnly):
            found.append(n)
        elif attrs.has(type(n)):
            for f in attrs.fields(type(n)):
                walk(getattr(n, f.name))
        elif isinstance(n, tuple | list):
            for x in n:
                walk(x)

    walk(node)
    if len(found) != 1:
        raise fail(action, f"'can't {action.action.phrase}' is not supported yet")
    blocked = found[0].blocked
    flt, kind = object_filter(blocked, env)
    plural = isinstance(blocked, ao.ObjectPhrase) and blocked.determiner is None
    if kind != "permanent" or not plural or len(flt.card_types) > 1:
        raise fail(action, f"'can't {action.action.phrase}' is not supported yet")
    return rda.CantBlockMatching(flt)
