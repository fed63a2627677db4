"""Amounts on actions, "for each [X]" (CR 107.1, 608.2h), and
"Whenever one or more [creatures] deal combat damage to a player" (CR 603.2c, 510.2).

Hooks called from :mod:`.effects` and :mod:`.triggers` for shapes their first cases don't
cover.
"""

from __future__ import annotations

from typing import Any

import attrs

from .core import Env, ast_area, fail, isinstance_of, lowering, lowers, runtime

rpay = runtime("actions.pay")
rst = runtime("events.trigger_events")
rm = runtime("events.triggers_batch")
rf = runtime("state.filters")
rq = runtime("state.qualities")
rtr = runtime("events.triggers")
rtd = runtime("events.triggers_damage")
ae = ast_area("effects")
ao = ast_area("objects")
ap = ast_area("permissions")
re_ = runtime("actions.effects")
rlist = runtime("actions.lists")


def for_each_times(n: int, env: Env) -> Any:
    """ "Sacrifices a creature for each [X]": ``n`` times the count of "for each" (CR 107.1),
    counted once as the effect resolves (CR 608.2h); ``n`` itself without "for each"."""
    fe = env.predicates.for_each if env.predicates is not None else None
    if fe is None:
        return n
    from .effects import _for_each_amount

    count = _for_each_amount(fe, env)
    env.used.add("for_each")
    return count if n == 1 else rq.Plus(0, count, n)


def damage_batch(node: Any, to: Any, combat: bool, env: Env) -> Any:
    """CR 603.2c, 510.2: "Whenever one or more [creatures you control] deal combat damage to
    a player" — combat damage is dealt simultaneously, so the ability triggers once per
    combat damage step for each player dealt damage (None: not a "one or more" subject)."""
    from .objects import number, object_filter

    subject = node.subject
    det = subject.determiner if isinstance(subject, ao.ObjectPhrase) else None
    if det is None or det.phrase not in ("# or more", "# or more other"):
        return None
    if det.count is None or number(det.count) != 1:
        raise fail(subject, "'# or more' in a trigger event is not supported yet")
    if not combat or to is None:
        raise fail(node, "'one or more' dealing non-combat damage is not supported yet")
    flt, kind = object_filter(subject, env)
    if kind != "permanent":
        raise fail(subject, "this trigger subject is not supported yet")
    if det.phrase == "# or more other":

        flt = attrs.evolve(flt, other=True)
    if to is not rf.Who.YOU:  # "to you": "that player" is theirs (set by the caller)
        env.event_player = rst.DamagedPlayer()  # "that player" (CR 608.2c)
    env.it = env.event_ref = None  # "they" (the creatures) isn't followed
    return rm.CombatDamageBatch(flt, to)


def also_type(word: str, f: Any) -> None:
    """ "artifact creature", "enchantment creature": a second card type word in the same
    description is required too (CR 205.2a) — the filter's ``card_types`` means "any of"."""
    from ...runtime.state import filters as rf

    extra = rq.AnyOf((rf.ObjectFilter(card_types=frozenset({word}), zone=None),))
    f.add("extra", f.fields.get("extra", ()) + (extra,))


def unless_for_each(unless: Any, out: list[Any], env: Env) -> Any:
    """CR 118.12, 107.1: "[effect] unless [player] pays {N} for each [X]" — a generic mana
    cost N times the count, counted as the effect resolves (CR 608.2h)."""
    from ...runtime.actions import effects as re_
    from ..ast import costs as ac
    from .effects import _for_each_amount
    from .objects import player_sel

    cost = unless.cost
    text = cost.render() if isinstance(cost, ac.ManaCost) else ""
    if not (text.startswith("{") and text.endswith("}") and text[1:-1].isdigit()):
        raise fail(unless.for_each, "'for each' with this unless cost is not supported yet")
    payer = player_sel(unless.player, env)
    count = _for_each_amount(unless.for_each, env)
    body = out[0] if len(out) == 1 else re_.Sequence(tuple(out))
    return rpay.UnlessPaysForEach(payer, int(text[1:-1]), count, body)


#: env.refs key: the triggered ability being lowered says "This ability triggers only once
#: each turn." (CR 603.2).
LIMIT = "amounts.limit"


def trigger_limit(effects: Any, env: Env) -> Any:
    """Take a last sentence "This ability triggers only once each turn." off the effects
    (noted in ``env.refs`` for :func:`limited`)."""
    env.refs[LIMIT] = env.refs[ONE_OR_MORE] = None  # type: ignore[index]
    sentences = getattr(effects, "sentences", ())
    if not sentences or not isinstance_of(sentences[-1], ap, "TriggerLimit"):
        return effects
    limit = sentences[-1]
    if limit.kind != "ability" or len(sentences) < 2:
        raise fail(limit, f"'{limit.render()}' is not supported here")
    if not limit.each_turn:  # CR 603.2: once for the object's whole existence
        raise fail(limit, "a trigger limit of once, not once each turn, is not supported yet")
    env.refs[LIMIT] = limit  # type: ignore[index]
    return ae.Effects(sentences[:-1], span=effects.span)


def limited(pattern: Any, condition: Any, node: Any, env: Env) -> Any:
    """CR 603.2: "This ability triggers only once each turn." — the pattern stops matching
    once the ability has triggered this turn."""
    subject = env.refs.get(ONE_OR_MORE)  # type: ignore[union-attr]
    if subject is not None:
        env.it = env.event_ref = None  # "it" names none of "one or more" objects
    limit = env.refs.get(LIMIT)  # type: ignore[union-attr]
    if limit is None:
        if subject is None:
            return pattern
        return once_per_event(pattern, subject, condition)
    if condition is not None:  # the limit counts only abilities that really trigger
        raise fail(limit, "a trigger limit with an intervening 'if' is not supported yet")
    return rm.OncePerTurn(pattern)


def once_per_event(pattern: Any, subject: Any, condition: Any) -> Any:
    """CR 603.2c: "Whenever one or more [creatures] enter / die / leave" triggers once for
    an event, however many of its objects match. The runtime makes the objects one effect
    moves one event (``Game.at_once``), so the pattern is limited to one trigger per
    event; only zone changes are events of that kind yet."""
    from ...runtime.events import triggers as rt

    if not isinstance(pattern, rt.ZoneChangeTrigger):
        phrase = subject.determiner.phrase
        raise fail(subject, f"'{phrase}' in this trigger event is not supported yet")
    if condition is not None:
        raise fail(subject, "'one or more' with an intervening 'if' is not supported yet")
    return rm.OncePerEvent(pattern)


def one_or_more_limited(subject: ao.ObjectPhrase, env: Env) -> Any:
    """CR 603.2c: "Whenever one or more [other] creatures [you control] die / enter": with
    "This ability triggers only once each turn." the first such event of a turn triggers
    it, whether or not others happen at the same time — the same as "a creature" with the
    limit; without it, one event of several objects triggers it once
    (:func:`once_per_event`)."""
    from .objects import number, object_filter

    det = subject.determiner
    if det.count is None or number(det.count) != 1:
        raise fail(subject, "'# or more' in a trigger event is not supported yet")
    flt, kind = object_filter(subject, env)
    if kind != "permanent":
        raise fail(subject, "this trigger subject is not supported yet")
    if det.phrase == "# or more other":
        import attrs

        flt = attrs.evolve(flt, other=True)
    env.refs[ONE_OR_MORE] = subject  # type: ignore[index]
    return flt


#: env.refs key: the trigger subject is "one or more [objects]" ("it" names none of them).
ONE_OR_MORE = "amounts.one_or_more"


#: One player a reveal may name ("target player", "defending player", "that player").
_ONE_PLAYER = {("target", "player"), ("target", "opponent"), ("defending", "player"),
               ("that", "player")}  # fmt: skip


def reveal_their_top(node: Any, env: Env) -> Any:
    """CR 701.20a, 401.2: "[Target / defending] player reveals the top card of their
    library" — the card is remembered for "it" / "that card" (CR 608.2c)."""
    from ...runtime.actions import library as rl
    from ...runtime.state import filters as rf
    from .objects import number, player_sel

    z, subject = node.object, env.subject
    ok = (
        z.end == "top" and isinstance(z.zone, ao.Zone) and z.zone.name == "library"
        and isinstance(z.zone.owner, ao.Possessive) and z.zone.owner.owner == "their"
        and isinstance(subject, ao.Players) and subject.or_object is None
        and (subject.determiner, subject.noun) in _ONE_PLAYER
    )  # fmt: skip
    if not ok:
        raise fail(node, f"revealing {z.render()!r} is not supported yet")
    players = player_sel(subject, env)
    env.that = rf.Remembered()  # "it", "that card", "the revealed card" (CR 701.20a)
    lowering("antecedents").library_cards(env)
    env.event_player = players  # "that player" (CR 608.2c)
    n = 1 if z.amount is None else number(z.amount)
    return rl.LookAtTop(n, players, reveal=True)



def bind_that_many(effect: Any, pattern: Any) -> Any:
    """CR 120.3, 603.2: "that many" / "that much" in the effect of a trigger on one damage
    event ("Whenever this creature deals combat damage to a player, draw that many cards")
    is the damage that event dealt. Other triggers keep it unbound (refused for the face
    by :func:`that_many_problems`)."""
    inner = getattr(pattern, "pattern", pattern)  # "only once each turn" (CR 603.2h)
    from .effects import _bind_x

    if isinstance_of(inner, rst, "GainsLife"):  # "Whenever you gain life, ... that much life"
        return _bind_x(effect, rq.EventLifeGained(), [0], marker=rq.ThatMany)
    damage = (
        isinstance_of(inner, rtr, "DealsDamage")
        or isinstance_of(inner, rtd, "ThisDealsDamageToPlayer")
        or isinstance_of(inner, rst, "DamageBy", "DealtDamage")
    )
    if not damage:
        return effect
    return _bind_x(effect, rq.EventDamage(), [0], marker=rq.ThatMany)


def that_many_problems(
    abilities: tuple[Any, ...], present: frozenset[type] | None = None
) -> list[str]:
    """A "that many" no ability bound: its amount has no runtime value."""
    if present is not None:
        found = rq.ThatMany in present
    else:
        from .references import holds_anywhere

        found = holds_anywhere(abilities, rq.ThatMany)
    if found:
        return ["the amount 'that many' here has no runtime value yet"]
    return []


#: The kinds a "for each [kind] among [objects]" counts (CR 305.6, 205.2a, 105.1).
_KINDS_AMONG = ("basic land type", "card type", "color")


def kinds_among(node: Any, env: Env) -> Any:
    """CR 700.5 (domain): "for each basic land type among lands you control", "for each card
    type among cards in your graveyard", "for each color among permanents you control";
    "the number of basic land types among lands you control"."""
    from .objects import object_filter

    words = [node.descriptor.render()] if node.descriptor is not None else []
    noun = node.noun[:-1] if node.noun.endswith("s") else node.noun  # "the number of colors"
    kind = " ".join([*words, noun])
    if kind not in _KINDS_AMONG:
        raise fail(node, f"counting each {kind!r} among objects is not supported yet")
    flt, what = object_filter(node.object, env)
    if what != "permanent" and flt.zone is not rq.Zone.GRAVEYARD:
        raise fail(node.object, "counting among these objects is not supported yet")
    return rq.KindsAmong(kind, flt)


def card_types_among(node: Any, env: Env) -> Any:
    """CR 205.2a: "the number of card types among cards in your graveyard / in all
    graveyards"."""
    from .objects import object_filter

    if node.comparator is not None:
        raise fail(node, f"'{node.render()}' as an amount is not supported yet")
    flt, what = object_filter(node.object, env)
    if what != "card" or flt.zone is not rq.Zone.GRAVEYARD:
        raise fail(node.object, "counting among these objects is not supported yet")
    return rq.KindsAmong("card type", flt)


# ---- "For each [objects], [effect]." (CR 608.2c, 609.3)


@lowers("effects.ForEachSentence")
def _for_each_sentence(node: Any, env: Env) -> list[Any]:
    """CR 608.2c: "For each creature target player controls, [effect with 'that creature',
    'its controller']" — the effect followed once per object; "it", "that [noun]" and "its
    controller" name the current one. Objects the earlier effect acted on ("each creature
    destroyed this way") are the remembered ones."""
    from .core import lower
    from .objects import object_filter, object_ref

    obj = node.object
    if not isinstance(obj, ao.ObjectPhrase) or obj.determiner is not None:
        raise fail(obj, f"'for each {obj.render()}' is not supported yet")
    objects = lowering("results").this_way_objects(obj, env)  # "exiled this way"
    if objects is None and obj.plural:
        objects = object_ref(attrs.evolve(obj, determiner=None), env)
    if objects is None:
        flt, kind = object_filter(obj, env)
        if kind != "permanent":
            raise fail(obj, f"'for each {obj.render()}' is not supported yet")
        objects = rf.All(flt)
    saved = (env.it, env.that)
    env.it = env.that = rlist.EachObject()
    try:
        parts = lower(node.clauses, env)
    finally:
        env.it, env.that = saved
    body = parts[0] if len(parts) == 1 else re_.Sequence(tuple(parts))
    return [rlist.ForEachObject(objects, body)]


def party_size(obj: Any, env: Env) -> Any:
    """CR 700.8: "creatures in your party" counted ("the number of creatures in your party",
    "for each creature in your party"); None when the phrase isn't a party."""
    quals = getattr(obj, "qualifiers", ())
    party = quals[0].zone if len(quals) == 1 and isinstance(quals[0], ao.InZone) else None
    if type(party).__name__ != "Party":
        return None
    items = obj.descriptor.items
    if not (len(items) == 1 and isinstance(items[0], ao.CardType)
            and items[0].word in ("creature", "creatures")):  # fmt: skip
        raise fail(obj, f"'{obj.render()}' is not supported yet")
    if party.possessive != "your":
        raise fail(party, f"'{party.render()}' is not supported yet")
    return rq.PartySize(rf.You())


@lowers("amounts.ParityCondition")
def _parity_condition(node: Any, env: Env) -> Any:
    """CR 208, 202.3: "as long as SHORTNAME's power is even" — conditions compare a
    characteristic with a number only, so far."""
    raise fail(node, "a condition on the parity of a characteristic is not supported yet")
