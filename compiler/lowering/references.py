"""References to objects and players inside effects (CR 109.2, 108.4, 205.4b, 608.2h).

Hooks called from :mod:`.objects` for shapes its first cases don't cover: "non-Human"
(a negated subtype) and "[objects] target player / that player / defending player
controls" (control by a player the ability names).
"""

from __future__ import annotations

import operator
from typing import Any

import attrs

from ...runtime.state.objects import Zone as RZone
from .core import Env, ast_area, fail, imported, lowering, runtime

rte = runtime("events.trigger_events")
rlk = runtime("actions.linked")
rkc = runtime("keywords.cards")
rf = runtime("state.filters")
rr = runtime("state.references")
ao = ast_area("objects")


def negated_word(item: ao.Negated, f: Any) -> None:
    """CR 205.4b: "non-Wall creature" — a subtype the object must not have."""
    from .objects import _subtype_word

    inner = item.word
    if isinstance(inner, ao.Subtype):
        extra = rr.LacksSubtype(frozenset({_subtype_word(inner.word)}))
        f.add("extra", f.fields.get("extra", ()) + (extra,))
        return
    if isinstance(inner, ao.Supertype):  # "nonsnow" (CR 205.4a)
        from ...runtime.state import qualities as rq

        lacks = rq.LacksSupertype(inner.word.capitalize())
        f.add("extra", f.fields.get("extra", ()) + (lacks,))
        return
    raise fail(item, f"'non{inner.render()}' is not supported yet")


#: Players a filter may name by their role in the ability: "target player controls",
#: "defending player controls", "that player controls" (CR 108.4).
_NAMED = {("target", "player"), ("target", "opponent"), ("defending", "player"),
          ("that", "player")}  # fmt: skip


def controlled_by(q: ao.ControlledBy, f: Any, env: Env) -> None:
    """ "[objects] target player controls" and the like: a filter on the controller that
    depends on the player the ability names (CR 108.4)."""
    from .objects import player_sel

    player = q.player
    if isinstance(player, ao.TheyPlayer) and not q.negated:  # "a creature they control"
        found = they_player(player, env)
        if found is not None:
            f.add("extra", f.fields.get("extra", ()) + (rr.ControlledByPlayer(found),))
            return
    if q.negated or not (
        isinstance(player, ao.Players)
        and player.or_object is None
        and (player.determiner, player.noun) in _NAMED
    ):
        raise fail(player, f"the player {player.render()!r} is not supported here")
    sel = player_sel(player, env)
    f.add("extra", f.fields.get("extra", ()) + (rr.ControlledByPlayer(sel),))


def check_target_filter(node: Any, flt: rf.ObjectFilter) -> None:
    """A target whose filter depends on another target ("target creature target player
    controls") can't be checked while targets are chosen one by one: refuse it."""
    for e in flt.extra:
        if isinstance(e, rr.ControlledByPlayer | rr.OwnedByPlayer) and _uses_targets(e.players):
            raise fail(node, "a target controlled by a target player is not supported yet")


def _uses_targets(sel: Any) -> bool:
    return isinstance(sel, rf.TargetPlayer) or (
        isinstance(sel, rf.ControllerOf | rf.OwnerOf) and not isinstance(
            sel.ref, rf.This | rf.AttachedTo | rf.EventObject)
    )  # fmt: skip


#: env.refs key of the trigger subject's filter ("Whenever a creature enters").
SUBJECT = "references.subject"


def subject_player(flt: rf.ObjectFilter, env: Env) -> None:
    """ "Whenever a creature an opponent controls dies / a land an opponent controls
    enters, that player ..." — "that player" is the object's controller (CR 608.2c; the
    dying creature's as it last existed, CR 608.2h)."""
    if flt.controller is rf.Who.OPPONENT and env.event_player is None and env.event in (
        "enters", "dies"
    ):  # fmt: skip
        env.event_player = rf.ControllerOf(rf.EventObject(new=env.event == "enters"))
    if env.event == "put into" and env.event_player is None:
        # "Whenever a permanent is put into a player's graveyard ..., that player": its
        # owner, whose graveyard it is (CR 400.3)
        from ...runtime.events import trigger_events as rst

        env.event_player = rst.EventOwner()
    env.refs[SUBJECT] = flt  # type: ignore[index]


def nearer_target(node: ao.ObjectPhrase, env: Env) -> Any:
    """ "Whenever another Ally you control enters, you may destroy target artifact. If that
    artifact ..." (CR 608.2c): "that [noun]" names the target when the target's description
    has the noun's card type and the trigger's subject's doesn't (None: the trigger's
    object, as before)."""
    from .objects import object_filter

    it, subject = env.it, env.refs.get(SUBJECT)  # type: ignore[call-overload]
    if subject is None or not isinstance(it, rf.Target) or it.index >= len(env.targets):
        return None
    spec = env.targets[it.index].filter
    mine, _ = object_filter(node, env)
    kinds = mine.card_types
    if spec is None or not kinds or not kinds <= spec.card_types or kinds <= subject.card_types:
        return None
    return it


def player_fallback(node: ao.Players, env: Env) -> Any:
    """Players :func:`.objects.player_sel` doesn't name directly (None: not one of these)."""
    det, noun = node.determiner, node.noun
    if (det, noun) == ("each other", "player"):
        return rr.EachOtherPlayer()
    if (det, noun) == ("defending", "player") and env.event == "blocked":
        # CR 506.2, 509.1h: "Whenever this creature becomes blocked, defending player ..."
        return rr.AttackersDefendingPlayer(attached=isinstance(env.it, rf.AttachedTo))
    if (det, noun) == ("that", "player") and env.event_player is None and SAID in env.refs:
        # "deals damage to that land's controller equal to ... that player's graveyard"
        return env.refs[SAID]  # type: ignore[index]
    if (det, noun) == ("that", "player") and env.event_player is None:
        it = env.it
        if isinstance(it, rf.Target) and it.index < len(env.targets):
            spec = env.targets[it.index]
            if spec.filter is not None and spec.filter.controller is rf.Who.OPPONENT:
                # "target creature an opponent controls ... that player" (CR 608.2c)
                return rf.ControllerOf(it)
    return None


def recipient_first(node: Any, env: Env, recipient_of: Any) -> tuple[Any, Any]:
    """ "deals damage to target player equal to the number of cards in that player's hand":
    the amount may name the recipient ("that player", CR 608.2c), so when it can't be
    lowered first, the recipient is lowered first and the amount again."""
    from .core import NotLowered
    from .objects import amount_of

    saved = (len(env.targets), dict(env.refs), env.it, env.event_player)
    try:
        amount = amount_of(node.amount, env)
    except NotLowered:
        env.targets[saved[0]:] = []
        env.refs.clear()
        env.refs.update(saved[1])
        env.it, env.event_player = saved[2], saved[3]
        recipient = recipient_of(node.recipient, env)
        return amount_of(node.amount, env), recipient
    return amount, recipient_of(node.recipient, env)


def discard_this_cost(item: Any, env: Env) -> tuple[Any, ...]:
    """CR 602.1, 701.9: "Discard this card:" (bloodrush, channel) — a cost paid from its
    owner's hand; the ability then functions only there (CR 113.6k)."""
    from ...runtime.keywords.cards import DiscardThisCost
    from .core import only

    only(item, "cards")
    return (DiscardThisCost(),)


def hand_zone(cost: tuple[Any, ...], node: Any) -> Any:
    """The hand, for an ability whose cost discards the card itself (None otherwise)."""
    if not any(isinstance(c, rkc.DiscardThisCost) for c in cost):
        return None
    from ...runtime.stack.costs_objects import ExileSelfCost

    if any(isinstance(c, ExileSelfCost) for c in cost):
        raise fail(node, "an ability functioning from two zones is not supported")
    return RZone.HAND


def cast_this(node: Any, env: Env) -> Any:
    """CR 601.2i: "When you cast this spell, ..." — a trigger of the spell on the stack."""
    from .core import only

    only(node, "subject", "spell")
    if not isinstance(node.subject, ao.You):
        raise fail(node.subject, "this cast trigger is not supported yet")
    env.event = "cast this"
    env.it = rf.This()
    return rte.CastThisSpell()


def graveyard_of(q: ao.InZone, f: Any, env: Env) -> None:
    """ "cards in target player's graveyard", "from defending player's graveyard", "from
    that player's graveyard" (CR 404.1: each player's own graveyard)."""
    from .objects import player_sel

    owner = q.zone.owner
    player = owner.owner if isinstance(owner, ao.Possessive) else None
    if not (
        isinstance(player, ao.Players)
        and player.or_object is None
        and (player.determiner, player.noun) in _NAMED
    ):
        raise fail(q, "this graveyard is not supported yet")
    sel = player_sel(player, env)
    f.add("extra", f.fields.get("extra", ()) + (rr.OwnedByPlayer(sel),))


def created_token(token: Any, count: Any, env: Env) -> None:
    """ "Create a 1/1 Soldier creature token, then attach this Equipment to it": "it" is
    the created token (CR 608.2c)."""
    if count == 1:
        env.it = rr.CreatedToken()
        env.refs[CREATED] = token  # type: ignore[index]
        env.refs.pop(CREATED_MANY, None)  # type: ignore[arg-type]
    else:  # "Create two 1/1 Warrior tokens. They gain haste until end of turn."
        env.refs[CREATED_MANY] = rr.CreatedToken()  # type: ignore[index]


CREATED = "references.created"
#: "they" / "them" after creating several tokens: the tokens created (CR 608.2c).
CREATED_MANY = "references.created_many"


def put_into_your_hand(node: Any, env: Env) -> Any:
    """ "reveal the top card of your library and put that card into your hand" — a card
    put into a hand goes to its owner's (CR 400.3), which for your own card is yours."""
    from ...runtime.actions import effects as re_
    from .core import only

    only(node, "object", "preposition", "zone")
    z = node.zone
    if not (
        node.preposition == "into"
        and isinstance(z, ao.Zone)
        and z.name == "hand"
        and isinstance(z.owner, ao.Possessive)
        and z.owner.owner == "your"
        and env.subject is None
    ):
        raise fail(z, f"putting into {z.render()!r} is not supported yet")
    obj = node.object
    if not (
        isinstance(obj, ao.Pronoun) and obj.word == "it" or isinstance(obj, ao.ObjectPhrase)
        and obj.determiner is not None and obj.determiner.phrase == "that"
    ):  # fmt: skip
        raise fail(obj, "putting this into your hand is not supported yet")
    # "that card" after "reveal cards ... until you reveal a creature card" is the card found
    what = env.that if isinstance(env.that, rf.Remembered) else None
    if what is None:
        raise fail(obj, "putting this into your hand is not supported yet")
    env.it = what
    return re_.ReturnToHand(what)


def whole_graveyard(node: ao.Zone, env: Env) -> Any:
    """ "Exile target player's graveyard" — every card in it (CR 404.1, 406.2)."""
    from .objects import player_sel

    owner = node.owner
    player = owner.owner if isinstance(owner, ao.Possessive) else None
    if not (
        isinstance(player, ao.Players)
        and player.or_object is None
        and ((player.determiner, player.noun) in _NAMED
             or (player.determiner, player.noun) == ("each", "opponent"))
    ):  # fmt: skip
        raise fail(node, f"the object {node.render()!r} is not supported here")
    sel = player_sel(player, env)
    return rf.All(rf.ObjectFilter(zone=RZone.GRAVEYARD, extra=(rr.OwnedByPlayer(sel),)))


THOSE = "references.those"


def _action_kinds() -> tuple[type, ...]:
    """Actions that leave a group of permanents where it is (so "those creatures" after
    them are the same objects, CR 400.7)."""
    from ..ast import effects as ae

    return (ae.Tap, ae.Untap, ae.ModifyPT, ae.GainAbilities, ae.PutCounters, ae.DealDamage,
            ae.GainControl)  # fmt: skip


def _actions_stay(env: Env) -> bool:
    preds = env.predicates
    return preds is not None and all(isinstance(a, _action_kinds()) for a in preds.actions)


def group_antecedent(flt: rf.ObjectFilter, env: Env) -> None:
    """Remember "creatures you control" for a later "those creatures" / "them"."""
    if flt.zone is RZone.BATTLEFIELD and _actions_stay(env):
        env.refs[THOSE] = flt  # type: ignore[index]
    else:
        env.refs.pop(THOSE, None)  # type: ignore[call-overload]


def those(node: Any, env: Env) -> Any:
    """ "Untap those creatures." / "They gain haste." — the permanents the previous group
    reference found (None: no such antecedent here)."""
    from ...runtime.state import qualities as rq
    from .objects import object_filter

    if (
        isinstance(node, ao.ObjectPhrase) and node.determiner is not None
        and node.determiner.phrase == "those" and not node.qualifiers
        and isinstance(env.it, rq.Targets)
    ):  # fmt: skip
        # "Tap up to two target creatures. Those creatures ..." (CR 608.2c)
        mine, _ = object_filter(node, env)
        specs = [env.targets[i].filter for i in env.it.indices]
        if all(s is not None and mine.card_types <= s.card_types for s in specs):
            return env.it
    if (
        isinstance(node, ao.ObjectPhrase) and node.determiner is not None
        and node.determiner.phrase == "those" and not node.qualifiers
        and isinstance(env.it, rq.TargetsFrom) and env.it.first < len(env.targets)
    ):  # fmt: skip
        # "Untap X target creatures. Those creatures ..." (CR 608.2c)
        mine, _ = object_filter(node, env)
        spec = env.targets[env.it.first].filter
        if spec is not None and mine.card_types <= spec.card_types:
            return env.it
    flt = env.refs.get(THOSE)  # type: ignore[call-overload]
    if flt is None or not _actions_stay(env):
        return None
    if isinstance(node, ao.ObjectPhrase):
        det = node.determiner.phrase if node.determiner else None
        if det != "those" or node.qualifiers:
            return None
        mine, _ = object_filter(node, env)
        if mine.card_types and not mine.card_types <= flt.card_types:
            return None
        if mine != rf.ObjectFilter(card_types=mine.card_types):
            return None
    return rr.ThoseObjects(flt)


def object_fallback(node: ao.ObjectPhrase, env: Env) -> Any:
    """Object phrases :func:`.objects.object_ref` doesn't name directly (None: not one of
    these)."""
    found = those(node, env)
    if found is not None:
        return found
    det = node.determiner.phrase if node.determiner else None
    if id(node) in env.refs:  # one subject of several actions
        return env.refs[id(node)]
    if det == "the" and env.event == "blocked" and isinstance(env.event_ref, rf.EventObject) and [
        w.render() for w in node.descriptor.items] == ["blocking", "creature"] and not (
        node.qualifiers):  # fmt: skip
        return env.event_ref  # "the blocking creature": the blocker of the event (CR 509.3d)
    found = exiled_card(node, det, env)
    if found is not None:
        return found
    found = _more_targets(node, det, env)
    if found is not None:
        return found
    found = _chosen(node, det, env)
    if found is None:
        found = lowering("objects_relations").that_attached(node, det, env)
    if found is not None:
        return found
    if (
        det == "other" and node.plural and env.permanent and env.subject is node
        and not env.targets and THOSE not in env.refs
        and not isinstance(env.it, rf.AttachedTo)
    ):  # fmt: skip
        # "Whenever this creature attacks, other creatures you control get +1/+1": other
        # than it (CR 109.5); after a target or another group, or on an Aura/Equipment
        # about its creature, "other" would mean other than those instead
        from .objects import object_filter

        flt, kind = object_filter(node, env)
        if kind == "permanent" and flt.other:
            group_antecedent(flt, env)
            ref = env.refs[id(node)] = rf.All(flt)
            return ref
    items = node.descriptor.items
    if (
        det == "that" and env.event == "cast" and not node.qualifiers and len(items) == 1
        and isinstance(items[0], ao.KindWord) and items[0].word == "spell"
    ):  # fmt: skip
        # "Whenever an opponent casts a spell, ... that spell's mana value" (CR 601.2i)
        return rf.EventObject()
    if (
        det == "that" and env.refs.get(SACRIFICED)  # type: ignore[call-overload]
        and env.that is None and not node.qualifiers
        and all(isinstance(i, ao.CardType | ao.KindWord) for i in items)
    ):  # fmt: skip
        return rr.SacrificedObject()
    return None


def targeting_spell(node: Any, det: str | None, env: Env) -> Any:
    """ "Whenever a creature you control becomes the target of a spell or ability an
    opponent controls, counter that spell or ability" — the targeting spell or ability
    (CR 115.1), not the object it targets; None for another phrase."""
    items = node.descriptor.items
    if len(items) == 1 and type(items[0]).__name__ == "DescAlternatives":
        items = items[0].options
    if det == "that" and env.event == "target" and not node.qualifiers and items and all(
        isinstance(i, ao.KindWord) and i.word in ("spell", "ability") for i in items
    ):  # fmt: skip
        return rf.EventSpell()
    return None


def sacrificed(env: Env) -> None:
    """ "Sacrifice a creature. You gain life equal to that creature's toughness." — "that
    creature" is the sacrificed one (CR 608.2c)."""
    env.refs[SACRIFICED] = True  # type: ignore[index]


SACRIFICED = "references.sacrificed"


def blocks_or_blocked_by(node: Any, env: Env) -> Any:
    """CR 509.3c-d: "Whenever this creature / equipped creature blocks or becomes blocked by
    a [filter] creature" — once for each such creature; "that creature" is it."""
    from ...runtime.combat import block_triggers as rbt
    from .objects import object_filter

    by = node.by
    det = by.determiner.phrase if isinstance(by, ao.ObjectPhrase) and (
        by.determiner is not None) else None  # fmt: skip
    if det not in ("a", "an") or not isinstance(node.subject, ao.SelfRef | ao.AttachedRef):
        raise fail(node, f"'{node.render()}' is not supported yet")
    flt, kind = object_filter(by, env)
    if kind != "permanent":
        raise fail(by, f"'{node.render()}' is not supported yet")
    attached = isinstance(node.subject, ao.AttachedRef)
    env.it = rf.AttachedTo() if attached else rf.This()
    env.event_ref = rbt.OtherCombatant(attached)
    return rbt.BlocksOrBlockedBy(flt, attached)


def blocks_creature(node: Any, env: Env) -> Any:
    """CR 509.3c: "Whenever this creature blocks a creature [with flying]" — "that
    creature" is the blocked attacker."""
    from .objects import object_filter

    blocked = node.blocked
    det = blocked.determiner.phrase if isinstance(blocked, ao.ObjectPhrase) and (
        blocked.determiner is not None) else None  # fmt: skip
    if det not in ("a", "an") or not isinstance(node.subject, ao.SelfRef | ao.AttachedRef):
        raise fail(blocked, "'blocks [a creature]' is not supported yet")
    flt, kind = object_filter(blocked, env)
    if kind != "permanent":
        raise fail(blocked, "'blocks [a creature]' is not supported yet")
    attached = isinstance(node.subject, ao.AttachedRef)
    env.it = rf.AttachedTo() if attached else rf.This()
    env.event_ref = rr.BlockedAttacker()
    return rte.BlocksCreature(flt, attached)


SAID = "references.player"


def player_said(sel: Any, env: Env) -> Any:
    """Remember "its controller" / "that land's owner" for a later "that player"
    (CR 608.2c)."""
    env.refs[SAID] = sel  # type: ignore[index]
    return sel


def attack_batch(subject: Any, env: Env) -> Any:
    """CR 508.3a: "Whenever one or more creatures you control attack" — once per
    declaration (None: not this form). "They" (the attackers) isn't followed."""
    from .objects import number, object_filter

    det = subject.determiner if isinstance(subject, ao.ObjectPhrase) else None
    if det is None or det.phrase != "# or more" or det.count is None:
        return None
    if number(det.count) != 1:
        raise fail(subject, "'# or more' in a trigger event is not supported yet")
    flt, kind = object_filter(subject, env)
    if kind != "permanent":
        raise fail(subject, "this trigger subject is not supported yet")
    env.it = None
    return rte.AttackBatch(flt)


def _more_targets(node: ao.ObjectPhrase, det: Any, env: Env) -> Any:
    """ "each of up to two target creatures" (CR 115.1b, like "up to two target
    creatures"); "up to one other target creature" with no earlier target: other than this
    object (CR 109.5) — after another target it would mean a different object than that
    one, which isn't followed."""
    import attrs

    from ...runtime.state import qualities as rq
    from .objects import number, object_filter

    count = node.determiner.count if node.determiner else None
    if det not in ("each of up to # target", "up to # other target") or count is None:
        return None
    if det == "up to # other target" and env.targets:
        raise fail(node, "'other target' after another target is not supported yet")
    n = number(count)
    if not isinstance(n, int) or n < 1:
        raise fail(node, f"the object {node.render()!r} is not supported here")
    flt, kind = object_filter(node, env)
    if det == "up to # other target":
        flt = attrs.evolve(flt, other=True)
    check_target_filter(node, flt)
    if flt.zone not in (RZone.BATTLEFIELD, RZone.STACK, RZone.GRAVEYARD):
        raise fail(node, "targeting cards in other zones is not supported yet")
    first = len(env.targets)
    for _ in range(n):
        env.add_target(rf.TargetSpec(flt, optional=True, group=first))
    many: Any = rf.Target(first) if n == 1 else rq.Targets(tuple(range(first, first + n)))
    env.it = env.refs[id(node)] = many
    return many


def _chosen(node: ao.ObjectPhrase, det: Any, env: Env) -> Any:
    """ "return another creature you control to its owner's hand", "exile a creature card
    from your graveyard": you choose one such object as the effect resolves (CR 608.2d)."""
    from ...runtime.state import qualities as rq
    from .objects import object_filter

    if node.plural or not (env.subject is None or isinstance(env.subject, ao.You)):
        return None
    if det not in ("a", "an", "another"):
        return None
    flt, kind = object_filter(node, env)
    yours = flt.controller is rf.Who.YOU
    ok = (
        det == "another" and kind == "permanent" and yours and flt.other
        or det in ("a", "an") and kind == "card" and yours and flt.zone is RZone.GRAVEYARD
    )  # fmt: skip
    if not ok:
        return None
    span = getattr(node, "span", None)
    key = f"chosen@{span.start if span is not None else len(env.refs)}"
    ref = rq.ChosenObject(flt, key)
    env.it = env.refs[id(node)] = ref
    return ref


def card_that_died(what: Any, env: Env) -> bool:
    """ "When this creature dies, return it to the battlefield" / "return that card": the
    card the dying permanent became in its owner's graveyard (CR 400.7; if it has left the
    graveyard since, it's a new object and isn't returned)."""
    return what == rf.EventObject(new=True) and env.event in ("dies", "put into")


#: Words that make "they" distributive ("each opponent ... they control": each one's own).
_DISTRIBUTIVE = ("each player", "each opponent", "each other player", "your opponents",
                 "all players", "each of your opponents")  # fmt: skip


def they_player(node: Any, env: Env) -> Any:
    """ "they" for one player named before (CR 608.2c): the clause's subject when it is
    "target player" / "that player", else the trigger's "that player" — never after "each
    player" / "each opponent", where it means each of them in turn (None: not followed)."""
    from .objects import player_sel

    if isinstance(node, ao.Pronoun) and node.word != "they":
        return None
    preds = env.predicates
    text = preds.render().lower() if preds is not None else ""
    if any(w in text for w in _DISTRIBUTIVE):
        return None
    subject = env.subject
    if subject is not node and isinstance(subject, ao.Players) and subject.or_object is None:
        if (subject.determiner, subject.noun) in (("target", "player"), ("target", "opponent"),
                                                   ("that", "player")):  # fmt: skip
            return player_sel(subject, env)
        return None
    if subject is node or subject is None or isinstance(subject, ao.SelfRef):
        return env.event_player
    return None


def keyword_quality(quality: Any, negated: bool, env: Env) -> Any:
    """ "with flying or reach", "with islandwalk", "without swampwalk" (CR 702): the object
    has (or lacks) one of these keyword abilities, as the keyword lowers on a permanent."""
    from ...runtime.state import qualities as rq
    from .core import lower

    acb = ast_area("combat")
    parts = (quality.first, quality.second) if isinstance(quality, acb.KeywordEither) else (
        quality,
    )  # fmt: skip
    abilities = []
    for part in parts:
        lowered = lower(part, env)
        if len(lowered) != 1:
            raise fail(part, f"the quality 'with {part.render()}' is not supported yet")
        abilities.extend(lowered)
    return rq.HasAbility(tuple(abilities), negated)


def exiled_card(node: ao.ObjectPhrase, det: str | None, env: Env) -> Any:
    """ "the exiled card(s)" (CR 406, 607.2a): the cards this ability exiled just before
    (CR 608.2c), or — on a permanent, in another ability — the cards its linked ability
    exiled (checked for the face by :func:`linked_exile_problems`)."""
    items = node.descriptor.items
    az = ast_area("zones")
    if det != "the" or node.qualifiers or len(items) != 2 or not (
        isinstance(items[0], az.ExiledWord) and isinstance(items[1], ao.KindWord)
        and items[1].word in ("card", "cards")
    ):  # fmt: skip
        return None
    if isinstance(env.that, rf.Remembered):
        return env.that
    if not env.permanent:
        return None
    from ...runtime.actions.linked import ExiledWith

    return ExiledWith()


def classes_in(value: Any) -> frozenset[type]:
    """The classes of every runtime object held anywhere in ``value`` (granted abilities
    and tokens' definitions included): one walk per face, so that the face checks below
    look deeper only where what they look for is there at all.

    How to step into a value is worked out once per class (:func:`_step_into`): the walk
    then costs a dictionary look-up and one ``attrgetter`` call per object, not
    ``attrs.has`` and ``attrs.fields`` on each."""
    seen: set[type] = set()
    stack = [value]
    pop, push, add = stack.pop, stack.extend, seen.add
    steps = _STEPS
    while stack:
        v = pop()
        t = type(v)
        step = steps.get(t)
        if step is None:
            step = _step_into(t)
        if step is _CONTAINER:
            push(v)
            continue
        add(t)
        if step is not _LEAF:
            push(step(v))
    return frozenset(seen)


#: :func:`classes_in`'s step for a class: a sequence's items (:data:`_CONTAINER`), nothing
#: (:data:`_LEAF`), or a function giving the values of an attrs class's fields (a tuple).
_STEPS: dict[type, Any] = {}
_CONTAINER = object()
_LEAF = object()


def _step_into(t: type) -> Any:
    if issubclass(t, tuple | list | frozenset):
        step = _CONTAINER
    elif attrs.has(t):
        names = [f.name for f in attrs.fields(t)]
        if not names:
            step = _LEAF
        elif len(names) == 1:
            one = operator.attrgetter(names[0])
            step = lambda v: (one(v),)  # noqa: E731
        else:
            step = operator.attrgetter(*names)
    else:
        step = _LEAF
    _STEPS[t] = step
    return step


def linked_exile_problems(
    abilities: tuple[Any, ...], present: frozenset[type] | None = None
) -> list[str]:
    """CR 607.2a: an ability reading "the exiled card" needs another ability of the object
    that exiles; without one it would name nothing."""
    ExiledWith = rlk.ExiledWith  # noqa: N806
    if present is not None and ExiledWith not in present:
        return []
    from ...runtime.actions.effects import ExileObjects

    reads = [i for i, a in enumerate(abilities) if _holds(a, ExiledWith)]
    exiles = [i for i, a in enumerate(abilities) if _holds(a, ExileObjects)]
    if any(not [j for j in exiles if j != i] for i in reads):
        return ["'the exiled card' without another ability of this object that exiles "
                "is not supported yet (CR 607.2a)"]
    return []


def _holds(value: Any, cls: type, depth: int = 0) -> bool:
    """Does the runtime object ``value`` hold an instance of ``cls`` (not inside a card
    definition: a token's abilities are its own)?"""
    from ...runtime.state.objects import CardDefinition

    if isinstance(value, cls):
        return True
    if isinstance(value, tuple | list):
        return any(_holds(v, cls, depth + 1) for v in value)
    if depth > 40 or isinstance(value, CardDefinition) or not attrs.has(type(value)):
        return False
    return any(_holds(getattr(value, f.name), cls, depth + 1) for f in attrs.fields(type(value)))


def the_sacrificed(node: Any, env: Env) -> Any:
    """ "the sacrificed creature" (CR 608.2h): the permanent this effect sacrificed before
    (CR 608.2c), else the one sacrificed to pay the cost (CR 118.3; checked for the face by
    :func:`cost_sacrificed_problems`). The descriptor restates the sacrificed kind."""
    from .objects import object_filter

    object_filter(node.descriptor, env)  # a description the runtime reads ("creature")
    if env.refs.get(SACRIFICED):  # type: ignore[call-overload]
        return rr.SacrificedObject()
    return rr.CostSacrificed()


def cost_sacrificed_problems(
    abilities: tuple[Any, ...], present: frozenset[type] | None = None
) -> list[str]:
    """CR 118.3: "the sacrificed creature" of the cost needs a sacrifice in that spell's or
    ability's own costs (its additional costs, for a spell, CR 601.2b)."""
    problems: list[str] = []
    if not imported(rr):  # no CostSacrificed exists yet
        return problems
    if present is not None and rr.CostSacrificed not in present:
        return problems
    def visit(value: Any, depth: int = 0) -> None:
        if isinstance(value, tuple | list):
            for v in value:
                visit(v, depth + 1)
            return
        if depth > 40 or not attrs.has(type(value)):
            return
        costs = getattr(value, "cost", None)  # an activated ability's (CR 602.1)
        if costs is None:
            costs = getattr(value, "additional_costs", None)  # a spell's (CR 601.2b)
        effect = getattr(value, "effect", None)
        if isinstance(costs, tuple) and effect is not None and _holds(effect, rr.CostSacrificed):
            if getattr(value, "is_mana_ability", False) or not any(
                getattr(c, "sacrifices", False) for c in costs
            ):  # a mana ability doesn't use the stack: nothing records it (CR 605.3b)
                problems.append("'the sacrificed creature' without a sacrifice in the cost is "
                                "not supported yet (CR 118.3)")  # fmt: skip
        for f in attrs.fields(type(value)):
            visit(getattr(value, f.name), depth + 1)

    visit(abilities)
    return problems


def holds_anywhere(value: Any, cls: type, depth: int = 0) -> bool:
    """Does the runtime object ``value`` hold an instance of ``cls`` anywhere (granted
    abilities and tokens' definitions included)?"""
    if isinstance(value, cls):
        return True
    if isinstance(value, tuple | list | frozenset):
        return any(holds_anywhere(v, cls, depth + 1) for v in value)
    if depth > 60 or not attrs.has(type(value)):
        return False
    return any(holds_anywhere(getattr(value, f.name), cls, depth + 1)
               for f in attrs.fields(type(value)))  # fmt: skip


def returned_permanent(env: Env) -> None:
    """After "Return/Put [card] onto the battlefield": "it" is the new permanent (CR 400.7);
    "that player" still names the player a "target ... an opponent controls/owns" card was
    chosen from (CR 608.2c)."""
    before = that_player(env)
    env.it = rf.Remembered()
    if before is not None:
        env.refs[SAID] = before  # type: ignore[index]


def that_player(env: Env) -> Any:
    """What "that player" names now through "it" (None: nothing)."""
    it = env.it
    if isinstance(it, rf.Target) and it.index < len(env.targets):
        spec = env.targets[it.index]
        if spec.filter is not None and spec.filter.controller is rf.Who.OPPONENT:
            return rf.ControllerOf(it)
    return None
