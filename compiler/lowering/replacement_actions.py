"""Replacement effects on token creation, life gain becoming something else, damage
becoming counters, and where a card goes instead of a graveyard (CR 614.1a, 614-616):

* "If one or more tokens would be created [under your control], twice that many of those
  tokens are created instead." -> ModifyTokens (CR 111.1, 614.1a); "... that many [token
  description] are created instead." -> TokensCreatedAs (CR 111.4);
* "If a player would gain life, that player gains no life instead." -> ModifyLifeGain with
  factor 0; "If an opponent would gain life, that player loses that much life instead." ->
  LoseLifeInstead (CR 119.3, 119.10, 616.2);
* "Creatures your opponents control enter tapped." -> OthersEnterTapped (CR 614.12);
* "If a player would draw a card, that player skips that draw instead." (or "you may skip
  that draw") -> SkipDraw (CR 614.1b, 614.10);
* "If damage would be dealt to this creature, put that many +1/+1 counters on it instead."
  -> CountersInsteadOfDamage (CR 120.3, 122.6); "If damage would be dealt to a player,
  that player exiles that many cards from the top of their library instead." ->
  ExileTopInsteadOfDamage;
* "If this creature would die, put it on top of / on the bottom of its owner's library
  instead." -> DieInstead to the library (CR 700.4, 401.4);
* "If CARDNAME would be put into a graveyard from anywhere, exile it instead." (in any
  zone, CR 113.6b), "If a permanent would be put into a graveyard, exile it instead.",
  "If an instant or sorcery card would be put into a graveyard from anywhere, exile it
  instead." -> ExileInsteadOfGraveyard with its filter.

Each lowers onto the one replacement pipeline of :mod:`mtgc.runtime.events.replacement`.
"""

from __future__ import annotations

from typing import Any

import attrs

from ...runtime.state.objects import Zone as RZone
from .core import Env, ast_area, fail, only, runtime
from .effects import counter_kind
from .objects import number, object_filter

ra = runtime("state.abilities")
rf = runtime("state.filters")
rr = runtime("events.replacement")
rk = runtime("events.replacement_kinds")
rx = runtime("events.replacement_actions")
ae = ast_area("effects")
al = ast_area("layers")
alist = ast_area("lists")
aq = ast_area("quantities")
ao = ast_area("objects")
arp = ast_area("replacements")
az = ast_area("zones")

_FACTORS = {"twice": 2, "three times": 3}


def replacement_actions(sentence: Any, env: Env) -> Any | None:
    """The replacement ability of one of this module's shapes, or None when the sentence has
    another shape (left to the other replacement lowerings)."""
    cond, clauses = sentence.condition, sentence.clauses
    if not isinstance(clauses, ae.Clauses) or clauses.then is not None:
        return None
    if len(clauses.items) != 1:
        return None
    item = clauses.items[0]
    if isinstance(cond, ae.WouldCondition) and isinstance(item, arp.TokensCreatedInstead):
        if isinstance(cond.event, arp.WouldBeCreated):
            return _tokens(cond, item, env)
        return None
    if isinstance(cond, al.PlayerWouldCondition) and isinstance(cond.event, al.WouldDraw):
        return _skip_draw(cond, item)
    if isinstance(cond, az.CausesDiscard):
        return _discarded_by_opponent(cond, item)
    if not isinstance(item, ae.Clause) or not item.predicates.instead:
        return None
    preds = item.predicates
    if len(preds.actions) != 1:
        return None
    action = preds.actions[0]
    if isinstance(cond, al.PlayerWouldCondition) and isinstance(cond.event, al.WouldGainLife):
        if isinstance(action, arp.GainNoLife | alist.LoseThatMuchLife):
            return _life_gain(cond, item, action)
        return None
    if isinstance(cond, al.DamageWouldCondition) and isinstance(action, ae.PutCounters):
        return _counters_for_damage(cond, item, action)
    if isinstance(cond, al.DamageWouldCondition) and isinstance(action, ae.Exile):
        return _exile_top_for_damage(cond, item, action)
    if isinstance(cond, ae.WouldCondition):
        if isinstance(cond.event, al.WouldDie) and isinstance(action, ae.PutInto):
            return _die_to_library(cond, item, action)
        put = isinstance(cond.event, az.WouldBePutInto | ae.WouldBePut)
        if put and isinstance(action, ae.Exile):
            return _exile_instead(cond, item, action, env)
    return None


def _plain(item: Any) -> None:
    only(item, "subject", "predicates")
    only(item.predicates, "actions", "instead")


def _who(player: Any) -> Any:
    """ "you" / "an opponent" / "a player" as a relation to the ability's controller."""
    if isinstance(player, ao.You):
        return rf.Who.YOU
    if isinstance(player, ao.Players) and (player.determiner, player.noun) == ("an", "opponent"):
        return rf.Who.OPPONENT
    if isinstance(player, ao.Players) and (player.determiner, player.noun) == ("a", "player"):
        return rf.Who.ANY
    raise fail(player, f"a replacement for '{player.render()}' is not supported yet")


def _tokens(cond: Any, item: Any, env: Env) -> Any:
    """CR 111.1, 614.1a: "If one or more tokens would be created [under your control],
    twice that many of those tokens are created instead."; "If one or more creature tokens
    would be created under your control, that many 4/4 white Angel creature tokens with
    flying are created instead." (tokens of another definition, CR 111.4)."""
    from .effects import token_definition

    obj, result = cond.object, item.result
    det = getattr(obj, "determiner", None)
    said = obj.render() if isinstance(obj, ao.ObjectPhrase) else None
    if said not in ("one or more tokens", "one or more creature tokens") or not (
            det is not None and det.phrase == "# or more"):  # fmt: skip
        raise fail(obj, "this token replacement is not supported yet")
    creature = said == "one or more creature tokens"
    control = cond.event.control
    if control is None:
        who = rf.Who.ANY
    elif control.render() == "under your control":
        who = rf.Who.YOU
    else:
        raise fail(control, "this token replacement is not supported yet")
    if isinstance(result, arp.ThatManyTokens) and result.base is None:
        card = token_definition(result.tokens, env)
        return ra.ReplacementAbility(rx.TokensCreatedAs(card, who, creature))
    if creature or not isinstance(result, arp.CreatedResult) or (
            result.object.render() != "those tokens"):  # fmt: skip
        raise fail(item, "this token replacement is not supported yet")
    factor = _FACTORS.get(result.multiplier)
    if factor is None:
        raise fail(result, f"'{result.render()}' is not supported yet")
    return ra.ReplacementAbility(rx.ModifyTokens(who, factor, 0))


def _life_gain(cond: Any, item: Any, action: Any) -> Any:
    """CR 119.10, 614.1a: "If a player would gain life, that player gains no life
    instead."; CR 119.3: "If an opponent would gain life, that player loses that much life
    instead."."""
    _plain(item)
    only(cond, "player", "event")
    who = _who(cond.player)
    subject = item.subject
    that = isinstance(subject, ao.Players) and subject.render() == "that player"
    if not (that or (who is rf.Who.YOU and isinstance(subject, ao.You))):
        raise fail(item, "this life gain replacement is not supported yet")
    if isinstance(action, arp.GainNoLife):
        return ra.ReplacementAbility(rk.ModifyLifeGain(who, 0, 0))
    return ra.ReplacementAbility(rk.LoseLifeInstead(who))


def _skip_draw(cond: Any, item: Any) -> Any | None:
    """CR 614.1b, 614.10: "If a player would draw a card, that player skips that draw
    instead."; "If you would draw a card, you may skip that draw instead." (optional, CR
    609.3). None for other draw replacements."""
    preds = getattr(item, "predicates", None)
    actions = getattr(preds, "actions", ())
    if len(actions) != 1 or not isinstance(actions[0], arp.SkipDraw) or not preds.instead:
        return None
    only(cond, "player", "event")
    only(preds, "actions", "instead")
    if not (isinstance(cond.event.cards, ae.CardCount) and cond.event.cards.one):
        raise fail(cond, "this draw replacement is not supported yet")
    who = _who(cond.player)
    subject = item.subject
    that = isinstance(subject, ao.Players) and subject.render() == "that player"
    if not (that or (who is rf.Who.YOU and isinstance(subject, ao.You))):
        raise fail(item, "this draw replacement is not supported yet")
    return ra.ReplacementAbility(rk.SkipDraw(who, isinstance(item, ae.MayClause)))


def _counters_for_damage(cond: Any, item: Any, action: Any) -> Any:
    """CR 120.3, 122.6, 614.1a: "If damage would be dealt to this creature, put that many
    +1/+1 counters on it instead."."""
    _plain(item)
    parts = cond.route.parts
    self_only = (len(parts) == 1 and isinstance(parts[0], ae.DamageRecipient)
                 and not parts[0].by and isinstance(parts[0].object, ao.SelfRef))  # fmt: skip
    if cond.kind != "damage" or not self_only or item.subject is not None:
        raise fail(cond, "this damage replacement is not supported yet")
    counters, target = action.counters, action.object
    that_many = getattr(counters, "amount", None) == "that many"
    if not (that_many and counters.kind is not None and isinstance(target, ao.Pronoun)
            and target.word == "it"):  # fmt: skip
        raise fail(action, "this damage replacement is not supported yet")
    return ra.ReplacementAbility(rk.CountersInsteadOfDamage(counter_kind(counters.kind)))


def _exile_top_for_damage(cond: Any, item: Any, action: Any) -> Any:
    """CR 614.1a: "If damage would be dealt to a player, that player exiles that many cards
    from the top of their library instead."."""
    _plain(item)
    only(action, "object")
    parts = cond.route.parts
    recipient = parts[0].object if len(parts) == 1 and isinstance(
        parts[0], ae.DamageRecipient) and not parts[0].by else None  # fmt: skip
    obj = action.object
    top = obj.qualifiers[0].render() if isinstance(obj, ao.ObjectPhrase) and len(
        obj.qualifiers) == 1 else None  # fmt: skip
    ok = (cond.kind == "damage" and recipient is not None
          and isinstance(item.subject, ao.Players) and item.subject.render() == "that player"
          and obj.determiner is not None and obj.determiner.phrase == "that many"
          and top == "from the top of their library")  # fmt: skip
    if not ok:
        raise fail(item, "this damage replacement is not supported yet")
    return ra.ReplacementAbility(rk.ExileTopInsteadOfDamage(_who(recipient)))


_LIBRARY_PLACES = {"on top of": False, "on the bottom of": True}


def _die_to_library(cond: Any, item: Any, action: Any) -> Any:
    """CR 401.4, 614.1a, 700.4: "If this creature would die, put it on top of / on the
    bottom of its owner's library instead."."""
    _plain(item)
    only(action, "object", "preposition", "zone")
    zone = action.zone
    owners = isinstance(zone, ao.Zone) and zone.name == "library" and (
        zone.owner is not None and zone.owner.render() == "its owner's")  # fmt: skip
    it = isinstance(action.object, ao.Pronoun) and action.object.word == "it"
    if not (isinstance(cond.object, ao.SelfRef) and item.subject is None and it and owners
            and action.preposition in _LIBRARY_PLACES):  # fmt: skip
        raise fail(item, "this 'would die' replacement is not supported yet")
    bottom = _LIBRARY_PLACES[action.preposition]
    return ra.ReplacementAbility(rk.DieInstead(None, RZone.LIBRARY, bottom))


def _exile_instead(cond: Any, item: Any, action: Any, env: Env) -> Any:
    """CR 614.1a: "If a permanent would be put into a graveyard, exile it instead."; "If
    an instant or sorcery card would be put into a graveyard from anywhere, exile it
    instead."."""
    _plain(item)
    only(action, "object")
    event = cond.event
    zone = event.zone if isinstance(event, az.WouldBePutInto) else event.to_zone
    if isinstance(event, ae.WouldBePut) and event.from_zone != "anywhere":
        raise fail(event, "this replacement effect is not supported yet")
    any_graveyard = isinstance(zone, ao.Zone) and zone.name == "graveyard" and (
        zone.owner is not None and zone.owner.render() == "a")  # fmt: skip
    it = isinstance(action.object, ao.Pronoun) and action.object.word == "it"
    obj = cond.object
    if (isinstance(obj, ao.SelfRef) and any_graveyard and it and item.subject is None
            and isinstance(event, ae.WouldBePut)):  # fmt: skip
        return ra.ReplacementAbility(rr.ExileInsteadOfGraveyard(this=True))  # CR 113.6b
    det = getattr(obj, "determiner", None)
    if not (any_graveyard and it and item.subject is None and isinstance(obj, ao.ObjectPhrase)
            and det is not None and det.phrase in ("a", "an")):  # fmt: skip
        raise fail(item, "this replacement effect is not supported yet")
    flt, kind = object_filter(obj, env)
    if kind == "permanent" and isinstance(event, az.WouldBePutInto):
        plain = flt == rf.ObjectFilter()
        if not plain:
            raise fail(obj, "this replacement effect is not supported yet")
        return ra.ReplacementAbility(rr.ExileInsteadOfGraveyard(None, permanents=True))
    if kind == "card" and isinstance(event, ae.WouldBePut):
        if flt == rf.ObjectFilter(zone=None):  # "a card or token": any object
            return ra.ReplacementAbility(rr.ExileInsteadOfGraveyard())
        return ra.ReplacementAbility(rr.ExileInsteadOfGraveyard(flt))
    raise fail(obj, "this replacement effect is not supported yet")


def others_enter_tapped(action: Any, subject: Any, env: Env) -> Any:
    """CR 614.1c, 614.12: "Creatures your opponents control enter tapped.", "Artifacts and
    lands enter tapped.", "Other permanents enter tapped." — permanents of plain card types
    (at least one of them), "other", and "you / your opponents control" only."""
    det = subject.determiner.phrase if subject.determiner is not None else None
    items = list(subject.descriptor.items)
    if len(items) == 1 and isinstance(items[0], ao.DescAlternatives):
        items = list(items[0].options)  # "artifacts and lands": either card type
    plain = all(isinstance(i, ao.CardType) or (isinstance(i, ao.KindWord)
                                               and i.word == "permanents")
                for i in items)  # fmt: skip
    if action.state != "tapped" or det not in (None, "other") or not subject.plural or not plain:
        raise fail(subject, "this 'enters' replacement is not supported yet")
    flt, kind = object_filter(subject, env)
    simple = rf.ObjectFilter(card_types=flt.card_types, controller=flt.controller)
    if kind != "permanent" or attrs.evolve(flt, other=False) != simple:
        raise fail(subject, "this 'enters' replacement is not supported yet")
    if det == "other":
        flt = attrs.evolve(flt, other=True)
    return ra.ReplacementAbility(rr.OthersEnterTapped(flt))


def others_enter_with_counters(action: Any, subject: Any, env: Env) -> Any:
    """CR 614.1c, 614.12, 122.6: "Each other creature you control enters with an additional
    +1/+1 counter on it.", "Each planeswalker you control enters with an additional loyalty
    counter on it." — permanents matching the subject, a fixed number of counters."""
    if not isinstance(subject, ao.ObjectPhrase) or action.amount is not None:
        raise fail(subject, "this 'enters with an additional counter' is not supported yet")
    n = number(action.quantity)
    if not isinstance(n, int):
        raise fail(action.quantity, f"the amount '{action.quantity.render()}' here has no "
                   "runtime value yet")  # fmt: skip
    flt, kind = object_filter(subject, env)
    if kind != "permanent":
        raise fail(subject, "this 'enters with an additional counter' is not supported yet")
    return ra.ReplacementAbility(rr.OthersEnterWithCounters(flt, counter_kind(action.kind), n))


def _discarded_by_opponent(cond: Any, item: Any) -> Any:
    """CR 614.1a, 701.9: "If a spell or ability an opponent controls causes you to discard
    this card, put it onto the battlefield instead of putting it into your graveyard."."""
    actions = getattr(getattr(item, "predicates", None), "actions", ())
    put = actions[0].action if len(actions) == 1 and isinstance(actions[0], aq.InsteadOf) else None
    if not (cond.source.render() == "a spell or ability an opponent controls"
            and isinstance(cond.player, ao.You)
            and isinstance(cond.object, ao.SelfRef)):  # fmt: skip
        raise fail(cond, "this discard replacement is not supported yet")
    onto = (isinstance(put, ae.PutInto) and isinstance(put.object, ao.Pronoun)
            and put.object.word == "it" and put.zone.render() == "the battlefield"
            and not put.tapped and not put.under)  # fmt: skip
    replaced = actions[0].replaced.render() if put is not None else ""
    if not onto or item.subject is not None or replaced != "putting it into your graveyard":
        raise fail(item, "this discard replacement is not supported yet")
    only(item.predicates, "actions")
    return ra.ReplacementAbility(rx.DiscardedByOpponentInto(RZone.BATTLEFIELD))
