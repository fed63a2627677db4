"""Permissions and restrictions (CR 101.2: "can't" beats "can"). Restrictions as one-shot
effects (CR 611.2): "[objects] can't attack / block / be blocked this turn" ->
:class:`~mtgc.runtime.continuous.restrictions.Restrict`; and the "can't" restrictions called
from the ``Cant`` lowerings here and of :mod:`.statics` (static abilities):

* "Target creature can't block this creature this turn." -> RestrictBlockingOf (CR 509.1b);
* "Your opponents / Players can't gain life this turn." -> PlayerRuleFor (CR 119.7, 611.2);
* "This creature can't attack [or block] alone." -> CantAttackAlone / CantBlockAlone
  (CR 506.5).
"""

from __future__ import annotations

from functools import cache
from typing import Any

import attrs

from ...runtime.state.objects import Zone as RZone
from .core import Env, ast_area, fail, lowers, only, runtime
from .effects import _duration
from .objects import object_filter, object_ref
from .statics import _CANT_RULES

rc = runtime("continuous.layers")
r4 = runtime("continuous.permissions")
rsr = runtime("continuous.restrictions")
ra = runtime("state.abilities")
rf = runtime("state.filters")
rh = runtime("events.history")
ae = ast_area("effects")
ao = ast_area("objects")

_KINDS = {"attack": (rc.CantAttack,), "block": (rc.CantBlock,),
          "attack or block": (rc.CantAttack, rc.CantBlock),
          "be blocked": (rsr.CantBeBlocked,)}  # fmt: skip

#: CR 611.2a, 611.2c, 901.11: how long a "can't" effect of a resolving spell or ability lasts.
_LOCKED_IN = ("this turn", "until end of turn", "until a player planeswalks")



@lowers("effects.Cant")
def _cant(node: ae.Cant, env: Env) -> Any:
    """CR 508.1c, 509.1b: a restriction on the objects as the effect resolves (the set is
    locked in, CR 611.2c) until end of turn."""
    only(node, "action")
    if node.action.phrase == "be regenerated":  # CR 701.19c
        from .durations import cant_be_regenerated

        return cant_be_regenerated(node, env)
    kinds = _KINDS.get(node.action.phrase)
    if kinds is None:
        done = cant_effect(node, env)
        if done is not None:
            return done
        raise fail(node, f"'{node.render()}' as an effect is not supported yet")
    if env.subject is None:
        raise fail(node, "a restriction without a subject is not supported yet")
    what = object_ref(env.subject, env)
    duration = _duration(env, _LOCKED_IN)
    return rsr.Restrict(what, tuple(k() for k in kinds), duration)



def cant_effect(node: ae.Cant, env: Env) -> Any | None:
    """A one-shot "can't" this module lowers, or None when it is not one of its phrases."""
    parts = node.action.parts
    if len(parts) == 2 and parts[0] == "block" and isinstance(parts[1], ao.SelfRef):
        return _cant_block_this(node, env)
    if node.action.phrase in _CANT_RULES:
        return _cant_gain_life(node, env)
    if len(parts) == 2 and parts[0] in ("cast", "play") and isinstance(parts[1], ao.ObjectPhrase):
        return _cant_cast(node, env)
    return None


def _cant_cast(node: ae.Cant, env: Env) -> Any:
    """CR 101.2, 305.1, 601.2: "[Players] can't cast [noncreature] spells this turn",
    "Target player can't play lands this turn"."""
    from .effects import _duration
    from .objects import player_sel

    only(node, "action")
    subject = env.subject
    if not isinstance(subject, ao.Players | ao.PlayerOf):
        raise fail(node, f"'{node.render()}' for these players is not supported yet")
    flt, lands = _cast_what(node, env, qualified=False)
    duration = _duration(env, _LOCKED_IN)
    return r4.CantCastFor(player_sel(subject, env), flt, lands, duration)


def _cast_what(node: ae.Cant, env: Env, qualified: bool) -> tuple[Any, bool]:
    """What "can't cast [spells]" / "can't play lands" forbids: the spells' filter (None:
    any spell) and whether it is land plays (CR 305.1). ``qualified``: the spells may have
    qualifiers ("spells with mana value 3 or less")."""
    verb, what = node.action.parts
    if what.determiner is not None or (what.qualifiers and not qualified):
        raise fail(what, f"'{node.render()}' is not supported yet")
    words = [i.render() for i in what.descriptor.items]
    if verb == "play":
        if words != ["lands"] or what.qualifiers:
            raise fail(what, f"'{node.render()}' is not supported yet")
        return None, True
    if words[-1:] != ["spells"]:
        raise fail(what, f"'{node.render()}' is not supported yet")
    if words == ["spells"] and not what.qualifiers:
        return None, False
    flt, kind = object_filter(what, env)
    if kind != "spell":
        raise fail(what, f"'{node.render()}' is not supported yet")
    return flt, False


def cant_cast_static(node: ae.Cant, who: Any, env: Env) -> Any | None:
    """CR 101.2, 604.1: "You can't cast creature spells.", "Your opponents can't cast blue
    creature spells.", "Players can't play lands." as a static ability — for the players
    ``who`` (relative to its controller) while it applies; None: not this phrase."""
    parts = node.action.parts
    if tuple(parts) in (("cast", "more", "than", "one", "spell", "each", "turn"),):
        # "Each player can't cast more than one spell each turn." (CR 101.2, 500.7)
        return r4.CantCastRule(who, per_turn=1, cast_count=rh.SpellsCastCount(None, rf.Who.YOU))
    if not (len(parts) == 2 and parts[0] in ("cast", "play")
            and isinstance(parts[1], ao.ObjectPhrase)):  # fmt: skip
        return None
    flt, lands = _cast_what(node, env, qualified=True)
    return r4.CantCastRule(who, flt, lands)


def _cant_block_this(node: ae.Cant, env: Env) -> Any:
    """CR 509.1b, 611.2c: "Target creature can't block this creature this turn."."""
    from .effects import _duration
    from .objects import object_ref

    only(node, "action")
    subject = env.subject
    det = getattr(getattr(subject, "determiner", None), "phrase", None)
    if not (isinstance(subject, ao.ObjectPhrase) and det == "target"):
        raise fail(node, f"'{node.render()}' for these blockers is not supported yet")
    duration = _duration(env, _LOCKED_IN)
    return r4.RestrictBlockingOf(object_ref(subject, env), object_ref(node.action.parts[1], env),
                                 duration)  # fmt: skip


def _cant_gain_life(node: ae.Cant, env: Env) -> Any:
    """CR 119.7, 611.2: "[Players] can't gain life this turn."; CR 104.2b, 104.3e: "You
    can't lose the game this turn"."""
    from .effects import _duration
    from .statics import _player_rule

    only(node, "action")
    rule = _player_rule(node, env.subject)
    if rule is None:
        raise fail(node, f"'{node.render()}' for these players is not supported yet")
    return r4.PlayerRuleFor(rule, _duration(env, _LOCKED_IN))


_ALONE = {"attack alone": (r4.CantAttackAlone,),
          "attack or block alone": (r4.CantAttackAlone, r4.CantBlockAlone),
          "block alone": (r4.CantBlockAlone,)}  # fmt: skip


def alone_static(action: ae.Cant, subject: Any, affected: Any) -> list[Any] | None:
    """CR 506.5: "This creature / Enchanted creature can't attack [or block] alone."."""
    kinds = _ALONE.get(action.action.phrase)
    if kinds is None:
        return None
    only(action, "action")
    if not isinstance(subject, ao.SelfRef | ao.AttachedRef):
        raise fail(action, f"'{action.render()}' for these creatures is not supported yet")
    return [ra.StaticAbility(k(), affected) for k in kinds]


def blockers_static(action: ae.Cant, subject: Any, env: Env) -> list[Any] | None:
    """CR 509.1b: "Creatures with power less than this creature's power can't block it." —
    a static of this creature: it can't be blocked by the creatures of the filter (re-read
    continuously, CR 611.3a). None when the phrase is not "block it / this creature"."""
    from ...runtime.continuous import restrictions as rsr
    from ...runtime.state import filters as rf
    from .objects import object_filter

    parts = action.action.parts
    if len(parts) != 2 or parts[0] != "block" or not isinstance(subject, ao.ObjectPhrase):
        return None
    obj = parts[1]
    it = isinstance(obj, ao.Pronoun) and obj.word == "it" and "this creature" in subject.render()
    if not (isinstance(obj, ao.SelfRef) or it):
        return None
    only(action, "action")
    if subject.determiner is not None or not subject.plural:
        raise fail(subject, "these blockers are not supported yet")
    flt, kind = object_filter(subject, env)
    if kind != "permanent" or len(flt.card_types) > 1:
        raise fail(subject, "these blockers are not supported yet")
    return [ra.StaticAbility(rsr.CantBeBlockedBy(flt), rf.This())]


#: The key in ``Env.refs`` (object ids are positive) of the card a reveal remembered.
REVEALED = -70120


def revealed_stat(node: Any, env: Env) -> Any | None:
    """CR 608.2h: "the revealed card's mana value" after "[player] reveals a card at random
    from their hand" — None when no such reveal came before in the ability."""
    from ...runtime.state import qualities as rq
    from ..ast import events as aev

    owner = node.owner
    if not (isinstance(owner, aev.ActedOnPossessive) and owner.action == "revealed"):
        return None
    ref = env.refs.get(REVEALED)
    if ref is None or [i.render() for i in owner.descriptor.items] != ["card"]:
        return None
    return rq.StatOf(node.stat, ref)


_ONE_PLAYER = {("target", "player"), ("target", "opponent"), ("that", "player"),
               ("defending", "player")}  # fmt: skip


def reveal_at_random(node: Any, env: Env) -> Any | None:
    """CR 701.20a: "[Target player] reveals a card at random from their hand" — the card is
    remembered for "that card" (CR 608.2c). None when ``node`` is another reveal."""
    from ...runtime.state import filters as rf
    from ..ast import zones as az
    from .objects import player_sel

    z = node.object
    if not (isinstance(z, ao.ObjectPhrase) and any(isinstance(q, az.AtRandom)
                                                   for q in z.qualifiers)):  # fmt: skip
        return None
    subject = env.subject
    det = getattr(z.determiner, "phrase", None)
    items = [i.render() for i in z.descriptor.items]
    rest = [q for q in z.qualifiers if not isinstance(q, az.AtRandom)]
    ok = (
        det in ("a", "an") and z.determiner.count is None and items == ["card"]
        and len(rest) == 1 and isinstance(rest[0], ao.InZone)
        and isinstance(rest[0].zone, ao.Zone) and rest[0].zone.name == "hand"
        and isinstance(rest[0].zone.owner, ao.Possessive)
        and rest[0].zone.owner.owner == "their"
        and isinstance(subject, ao.Players) and subject.or_object is None
        and (subject.determiner, subject.noun) in _ONE_PLAYER
    )  # fmt: skip
    if not ok:
        raise fail(node, f"revealing {z.render()!r} is not supported yet")
    if env.predicates is not None and env.predicates.duration is not None:
        raise fail(env.predicates.duration, "a duration on this action is not supported yet")
    players = player_sel(subject, env)
    env.that = rf.Remembered()  # "that card", "the revealed card" (CR 701.20a)
    env.refs[REVEALED] = env.that  # "the revealed card's mana value" (CR 608.2h)
    env.event_player = players  # "that player" (CR 608.2c)
    return r4.RevealAtRandom(players)


def untargetable_static(action: ae.Cant, subject: Any, env: Env, affected: Any) -> list[Any]:
    """CR 115.4: "[This creature / Enchanted creature / Creatures] can't be the target(s) of
    [blue or black] spells [or abilities] [your opponents control]"."""
    from ...runtime.state import filters as rf
    from .objects import object_filter

    only(action, "action")
    parts = action.action.parts
    src = parts[-1]
    if len(parts) != 5 or not isinstance(src, ao.ObjectPhrase) or src.determiner is not None:
        raise fail(action, f"'{action.render()}' is not supported yet")
    if not isinstance(subject, ao.SelfRef | ao.AttachedRef | ao.ObjectPhrase):
        raise fail(subject, f"'{action.render()}' for these objects is not supported yet")
    items = src.descriptor.items
    both = (
        len(items) == 1 and isinstance(items[0], ao.DescAlternatives)
        and [o.render() for o in items[0].options] == ["spells", "abilities"]
    )  # fmt: skip
    if both:
        who = None
        for q in src.qualifiers:
            if (
                isinstance(q, ao.ControlledBy) and not q.negated and who is None
                and isinstance(q.player, ao.Players)
                and (q.player.determiner, q.player.noun) == ("your", "opponents")
            ):  # fmt: skip
                who = rf.Who.OPPONENT
            else:
                raise fail(q, f"'{action.render()}' is not supported yet")
        if len(src.qualifiers) != 1:
            raise fail(src, f"'{action.render()}' is not supported yet")
        spec = r4.CantBeTargetedBy(None, spells=True, abilities=True, who=who)
        return [ra.StaticAbility(spec, affected)]
    if [i.render() for i in items][-1:] != ["spells"]:
        raise fail(src, f"'{action.render()}' is not supported yet")
    flt = None
    if [i.render() for i in items] != ["spells"] or src.qualifiers:
        flt, kind = object_filter(src, env)
        if kind != "spell":
            raise fail(src, f"'{action.render()}' is not supported yet")
    return [ra.StaticAbility(r4.CantBeTargetedBy(flt), affected)]


def cast_card_now(node: Any, env: Env) -> Any:
    """CR 608.2g: "You may cast target instant or sorcery card from your graveyard [without
    paying its mana cost]", "cast that card" — one card named by a target or an earlier
    part of the effect, cast as the effect resolves (None: another shape)."""
    from ...runtime.stack.cast_while_resolving import CastCard

    if node.this_way:
        return None
    free = node.without_paying
    if free is not None and free.render() != "without paying its mana cost":
        return None
    among = _cast_from_among(node, env)  # "cast an instant spell from among them"
    if among is not None:
        return among
    what = object_ref(node.object, env)
    if not isinstance(what, rf.Target | rf.Remembered):
        return None
    if isinstance(what, rf.Target) and env.targets[what.index].filter is None:
        return None
    env.that = what  # "If that spell would be put into your graveyard, ..."
    return CastCard(what, free is not None)


def _cast_from_among(node: Any, env: Env) -> Any:
    """CR 608.2g: "You may cast an instant or sorcery spell from among them [without paying
    its mana cost]" — one of the cards just looked at, revealed, milled or exiled."""
    from ...runtime.stack.cast_while_resolving import CastFromAmong
    from .effects import _among_remembered

    obj = node.object
    if not (isinstance(obj, ao.ObjectPhrase) and isinstance(env.that, rf.Remembered)
            and obj.determiner is not None and obj.determiner.phrase in ("a", "an")):  # fmt: skip
        return None
    among = [q for q in obj.qualifiers if _among_remembered(q, env)]
    if len(among) != 1:
        return None
    rest = tuple(q for q in obj.qualifiers if q is not among[0])
    flt, kind = object_filter(attrs.evolve(obj, qualifiers=rest), env)
    if kind not in ("spell", "card"):
        return None
    return CastFromAmong(attrs.evolve(flt, zone=None), node.without_paying is not None)


# ---- CR 724: the monarch (runtime/actions/player_designations.py)

rpd = runtime("actions.player_designations")

#: CR 724.2: the monarch's inherent triggered abilities, as abilities of the player who is
#: the monarch ("the monarch's end step": that player's, "the monarch": them).
MONARCH_ABILITIES = (
    "At the beginning of your end step, draw a card.",
    "Whenever a creature deals combat damage to you, its controller becomes the monarch.",
)


@cache
def monarch_abilities() -> tuple[Any, ...]:
    """CR 724.2's abilities compiled from their text (raises NotLowered if one can't run)."""
    from .players import inherent_abilities

    return inherent_abilities(*MONARCH_ABILITIES)


@lowers("permissions.BecomeMonarch")
def _become_monarch(node: Any, env: Env) -> Any:
    """CR 724.1, 724.3: "[player] becomes the monarch" — the current monarch ceases to be."""
    from .players import gain_designation

    return gain_designation("monarch", "724.2", monarch_abilities, node, env)


@lowers("permissions.LifeTotalBecomes")
def _life_total_becomes(node: Any, env: Env) -> list[Any]:
    """CR 119.5: "[player's] life total becomes N" (a clause of its own) — the player gains or
    loses the difference."""
    from .objects import _possessor, amount_of, player_sel

    player = node.total.player
    if not isinstance(player, ao.Possessive):
        raise fail(node.total, f"'{node.total.render()}' is not supported yet")
    value = node.value
    amount = int(value) if isinstance(value, str) else amount_of(value, env)
    return [runtime("actions.effects").SetLifeTotal(amount, player_sel(_possessor(player), env))]


@lowers("events.MonarchCondition")
def _monarch_condition(node: Any, env: Env) -> Any:
    """CR 724: "you're the monarch"."""
    return rpd.HasDesignation("monarch")


def the_monarch() -> Any:
    """CR 724.1: "the monarch" as a player (none while there is no monarch, CR 724.5)."""
    return rpd.Holder("monarch")


@lowers("references.PlayerStatusCondition")
def _player_status(node: Any, env: Env) -> Any:
    """CR 724: "[player] is the monarch" ("an opponent", "that player", "defending
    player"); "is poisoned" (CR 122.1f) has no handler yet."""
    from .conditions import condition_player

    if node.parts[-1] != "monarch":
        raise fail(node, f"'{node.render()}' is not supported yet")
    return rpd.HasDesignation("monarch", condition_player(node.parts[0], env))


# ---- CR 122.6: "return it to the battlefield with a +1/+1 counter on it"


@lowers("permissions.MovedWithCounters")
def _moved_with_counters(node: Any, env: Env) -> Any:
    """CR 122.6, 614.1c: a card put onto the battlefield with counters enters with them
    (they are on it as it enters, so its enters abilities see them)."""
    from .core import lower
    from .effects import counter_kind
    from .objects import fixed_number

    re_ = runtime("actions.effects")
    c = node.counters
    if not (isinstance(node.pronoun, ao.Pronoun) and node.pronoun.word in ("it", "them")):
        raise fail(node.pronoun, f"counters on '{node.pronoun.render()}' are not supported yet")
    counters = ((counter_kind(c.kind), fixed_number(c.amount)),)
    out = lower(node.action, env)
    moves = out if isinstance(out, list) else [out]
    wrap = (lambda e: [e]) if isinstance(out, list) else (lambda e: e)
    take = runtime("actions.library").TakeSome
    if len(moves) == 1 and isinstance(moves[0], take) and moves[0].to_zone is RZone.BATTLEFIELD:
        env.it = runtime("actions.library").PutThere(RZone.BATTLEFIELD)  # "It gains ..."
        return wrap(attrs.evolve(moves[0], counters=counters))  # "from among them" (400.6)
    if len(moves) != 1 or not isinstance(moves[0], re_.PutOntoBattlefield):
        raise fail(node, f"'{node.render()}' is not supported yet")
    return wrap(attrs.evolve(moves[0], counters=counters))
