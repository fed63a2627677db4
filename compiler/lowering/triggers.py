"""Trigger events (CR 603) -> runtime trigger patterns; each also says what "that card",
"that player" and "it" refer to in the effect."""

from __future__ import annotations

from typing import Any

import attrs

from ...runtime.state.game_state import Step
from ...runtime.state.objects import Zone as RZone
from .core import Env, ast_area, fail, lower, lowering, lowers, runtime
from .objects import controller_who, number, object_filter, player_who

rst = runtime("events.trigger_events")
rt = runtime("events.triggers")
rf = runtime("state.filters")
acb = ast_area("combat")
aev = ast_area("events")
ao = ast_area("objects")
at = ast_area("triggers")
az = ast_area("zones")

_ONE = ("a", "an", "another")


def _subject_filter(subject: Any, env: Env) -> Any:
    """The filter of "a creature", "another creature you control" (None: not a phrase)."""
    if isinstance(subject, ao.ObjectPhrase):
        det = subject.determiner.phrase if subject.determiner else None
        if det in ("# or more", "# or more other"):  # limited to once each turn
            from .amounts import one_or_more_limited

            return one_or_more_limited(subject, env)
        if det not in _ONE:
            raise fail(subject, f"'{det}' in a trigger event is not supported yet")
        flt, kind = object_filter(subject, env)
        if kind != "permanent":
            raise fail(subject, "this trigger subject is not supported yet")
        from .references import subject_player

        subject_player(flt, env)
        return flt
    if type(subject).__name__ in ("RingBearerRef", "CommanderRef"):
        return object_filter(subject, env)[0]  # CR 701.54e, 903.3d: "your Ring-bearer"
    raise fail(subject, f"the trigger subject {type(subject).__name__} is not supported yet")


def _or_this(subject: Any, env: Env, make: Any) -> Any:
    """ "this creature or another [filter]" (CR 603.2): either object's event."""
    if not isinstance(subject.itself, ao.SelfRef):
        raise fail(subject, "this trigger subject is not supported yet")
    if subject.conjunction != "or":  # "and/or": one trigger for a batch (CR 603.2c)
        raise fail(subject, "an 'and/or' trigger subject is not supported yet")
    flt = _subject_filter(subject.other, env)
    return rst.OrThis(make(flt))


@lowers("triggers.EntersEvent")
def _enters(node, env):
    env.event = "enters"
    if isinstance(node.subject, aev.SelfOrAnother) and node.under is None:
        env.event_ref = env.it = rf.EventObject(new=True)
        return _or_this(node.subject, env, rt.Enters)
    if isinstance(node.subject, ao.SelfRef) and node.under is None:
        env.it = rf.This()
        return rt.Enters(this=True)
    flt = _subject_filter(node.subject, env)
    if node.under is not None:
        import attrs

        player = node.under.player
        who = rf.Who.YOU if isinstance(player, ao.Possessive) and player.owner == "your" else None
        if who is None:
            raise fail(node.under, "this 'under ... control' is not supported yet")
        flt = attrs.evolve(flt, controller=who)
    env.event_ref = env.it = rf.EventObject(new=True)
    return rt.Enters(flt)


@lowers("triggers.DiesEvent")
def _dies(node, env):
    env.event = "dies"
    env.event_ref = env.it = rf.EventObject(new=True)
    if isinstance(node.subject, ao.SelfRef):
        return rt.Dies(this=True)
    if isinstance(node.subject, aev.SelfOrAnother):
        return _or_this(node.subject, env, rt.Dies)
    if isinstance(node.subject, ao.AttachedRef):  # "When enchanted creature dies"
        return rst.AttachedDies()
    return rt.Dies(_subject_filter(node.subject, env))


@lowers("triggers.LeavesEvent")
def _leaves(node, env):
    env.event = "leaves"
    if not isinstance(node.subject, ao.SelfRef):
        raise fail(node.subject, "this leaves-the-battlefield trigger is not supported yet")
    env.event_ref = env.it = rf.EventObject(new=True)
    return rt.ZoneChangeTrigger(from_zone=RZone.BATTLEFIELD, this=True)


@lowers("events.LeaveZoneEvent")
def _leaves_graveyard(node, env):
    """CR 603.10a: "Whenever a creature card leaves your graveyard", "Whenever one or more
    cards leave your graveyard" (once for the cards leaving together, CR 603.2c)."""
    from .amounts import ONE_OR_MORE
    from .events import graveyard_owner

    env.event = "leaves graveyard"
    owner, subject = graveyard_owner(node), node.subject
    det = subject.determiner if isinstance(subject, ao.ObjectPhrase) else None
    if node.zone != "graveyard" or owner is None or det is None:
        raise fail(node, f"'{node.render()}' is not supported yet")
    if det.phrase == "# or more" and det.count is not None and getattr(
        det.count, "value", None
    ) == 1:  # fmt: skip
        env.refs[ONE_OR_MORE] = subject  # type: ignore[index]
    elif det.phrase in ("a", "an"):
        env.event_ref = env.it = rf.EventObject()
    else:
        raise fail(det, f"'{det.render()}' in this trigger event is not supported yet")
    flt, kind = object_filter(subject, env)
    if kind != "card":
        raise fail(subject, "this trigger subject is not supported yet")
    return rst.LeavesGraveyard(None, RZone.GRAVEYARD, attrs.evolve(flt, zone=None), owner=owner)


@lowers("triggers.PutIntoZoneEvent")
def _put_into(node, env):
    env.event = "put into"
    to, frm = node.to_zone, node.from_zone
    from .events import graveyard_owner

    owner = graveyard_owner(to)  # "a" / "a player's" / "your" / "an opponent's" graveyard
    ok = (
        isinstance(node.subject, ao.SelfRef | ao.ObjectPhrase)
        and isinstance(to, ao.Zone) and to.name == "graveyard" and owner is not None
        and isinstance(frm, ao.SharedZone) and frm.name == "the battlefield"
    )  # fmt: skip
    if not ok:
        raise fail(node, "this zone-change trigger is not supported yet")
    env.event_ref = env.it = rf.EventObject(new=True)
    if isinstance(node.subject, ao.ObjectPhrase):  # "Whenever an artifact is put into ..."
        flt = _subject_filter(node.subject, env)
        pattern = rt.ZoneChangeTrigger(RZone.GRAVEYARD, RZone.BATTLEFIELD, flt)
    else:
        pattern = rt.ZoneChangeTrigger(RZone.GRAVEYARD, RZone.BATTLEFIELD, this=True)
    if owner is rf.Who.ANY:
        return pattern
    from ...runtime.keywords.cycling import IntoOwnersGraveyard

    return IntoOwnersGraveyard(pattern, owner)


@lowers("triggers.AttacksEvent")
def _attacks(node, env):
    env.event = "attacks"
    if isinstance(node.subject, ao.SelfRef):
        env.it = rf.This()
        return rt.Attacks(this=True)
    if isinstance(node.subject, ao.AttachedRef):  # "Whenever equipped creature attacks"
        env.it = rf.AttachedTo()
        return rst.AttachedAttacks()
    from .references import attack_batch

    batch = attack_batch(node.subject, env)
    if batch is not None:
        return batch
    env.event_ref = env.it = rf.EventObject()
    return rt.Attacks(_subject_filter(node.subject, env))


@lowers("events.PlayerAttacksEvent")
def _player_attacks(node: Any, env: Env) -> Any:
    """CR 508.3d: "Whenever you attack" — once per declaration of attackers, if one or more
    creatures you control are declared; with "with [N or more creatures]", CR 508.3c."""
    return _you_attack(node, node.attackers, env)


@lowers("combat.AttackWithEvent")
def _attack_with(node: Any, env: Env) -> Any:
    """CR 508.3c: "Whenever you attack with one or more Lizards", "... two or more creatures"
    — once per declaration, if that many attackers fit."""
    if not node.with_:
        raise fail(node, "'whenever you attack a player' is not supported yet")
    return _you_attack(node, node.object, env)


def _you_attack(node: Any, attackers: Any, env: Env) -> Any:
    if not isinstance(node.subject, ao.You):
        raise fail(node.subject, "this attacking player is not supported yet")
    env.event = "attacks"
    env.it = None  # no one attacker is "it"
    flt, n = rf.ObjectFilter(card_types=frozenset({"Creature"})), 1
    if attackers is not None:
        det = attackers.determiner if isinstance(attackers, ao.ObjectPhrase) else None
        if det is None or det.phrase != "# or more" or det.count is None:
            raise fail(attackers, "these attackers are not supported yet")
        n = number(det.count)
        if not isinstance(n, int):
            raise fail(det, "'X or more' attackers are not supported yet")
        flt, kind = object_filter(attackers, env)
        if kind != "permanent":
            raise fail(attackers, "these attackers are not supported yet")
    return rst.AttackBatch(attrs.evolve(flt, controller=rf.Who.YOU), at_least=n)


@lowers("triggers.SacrificeEvent")
def _sacrifice(node, env):
    env.event = "sacrifice"
    by = player_who(node.subject)
    flt = _subject_filter(node.object, env)
    env.event_ref = env.it = rf.EventObject(new=True)  # "that card": where it went (CR 400.7)
    env.event_player = rf.EventPlayer()
    return rt.SacrificeTrigger(flt, by)


@lowers("triggers.TapForManaEvent")
def _tap_for_mana(node, env):
    env.event = "tapped for mana"
    env.event_player = rf.EventPlayer()
    who = player_who(node.subject)
    if isinstance(node.object, ao.SelfRef):
        env.it = rf.This()
        return rt.TappedForMana(None, who, this=True)
    env.event_ref = env.it = rf.EventObject()
    return rt.TappedForMana(_subject_filter(node.object, env), who)


@lowers("triggers.IsTappedForManaEvent")
def _is_tapped_for_mana(node, env):
    env.event = "tapped for mana"
    env.event_player = rf.EventPlayer()
    if isinstance(node.subject, ao.AttachedRef):
        env.it = rf.AttachedTo()
        return rt.TappedForMana(None, rf.Who.ANY, attached=True)
    if isinstance(node.subject, ao.SelfRef):
        env.it = rf.This()
        return rt.TappedForMana(None, rf.Who.ANY, this=True)
    env.event_ref = env.it = rf.EventObject()
    return rt.TappedForMana(_subject_filter(node.subject, env), rf.Who.ANY)


@lowers("triggers.CastEvent")
def _cast(node, env):
    if isinstance(node.spell, ao.SelfRef):  # "When you cast this spell" (CR 601.2i)
        from .references import cast_this

        return cast_this(node, env)
    env.event = "cast"
    env.event_player = rf.EventPlayer()
    env.it = rf.EventObject()  # "Whenever a player casts a spell, counter it" (CR 601.2i)
    by = player_who(node.subject)
    spell = node.spell
    if isinstance(spell, aev.OrdinalObject):  # "your second spell each turn" (CR 603.2)
        return _nth_spell(spell, by, env)
    if type(spell).__name__ == "CommanderRef":  # CR 903.3d: "When you cast your commander"
        return rt.SpellCastTrigger(lowering("commanders").commander_filter(spell, None), by)
    if (
        not isinstance(spell, ao.ObjectPhrase)
        or spell.determiner is None
        or (spell.determiner.phrase not in _ONE)
    ):
        raise fail(spell, "this cast trigger is not supported yet")
    from .conditions_cast import cast_from_qualifiers

    spell, cast_from = cast_from_qualifiers(spell, node.subject)  # CR 601.2a
    flt, kind = object_filter(spell, env)
    if kind != "spell":
        raise fail(spell, "this cast trigger is not supported yet")
    return rt.SpellCastTrigger(attrs.evolve(flt, zone=None, extra=flt.extra + cast_from), by)


_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}


def _nth_spell(spell: Any, by: Any, env: Env) -> Any:
    """ "Whenever you cast your second spell each turn", "Whenever a player casts their
    first noncreature spell each turn" (CR 603.2, 601.2i)."""
    nth = _ORDINALS.get(spell.ordinal.render())
    owner_ok = spell.owner in ("your", "their") and (spell.owner == "your") == (by is rf.Who.YOU)
    if nth is None or not owner_ok or spell.qualifiers or spell.period is None or (
        spell.period.render() != "each turn"
    ):  # fmt: skip
        raise fail(spell, "this cast trigger is not supported yet")
    flt, kind = object_filter(spell.descriptor, env)
    if kind != "spell":
        raise fail(spell, "this cast trigger is not supported yet")
    return rst.NthSpellCastTrigger(nth, attrs.evolve(flt, zone=None), by)


#: CR 505.1a: the first main phase is the precombat one; the runtime's turn has no
#: additional phases, so its second main phase (CR 505.1b counts them) is the postcombat one.
_STEPS = {"upkeep": Step.UPKEEP, "draw step": Step.DRAW, "end step": Step.END,
          "combat": Step.BEGINNING_OF_COMBAT, "precombat main phase": Step.PRECOMBAT_MAIN,
          "first main phase": Step.PRECOMBAT_MAIN, "postcombat main phase": Step.POSTCOMBAT_MAIN,
          "second main phase": Step.POSTCOMBAT_MAIN, "upkeeps": Step.UPKEEP,
          "draw steps": Step.DRAW, "end steps": Step.END,
          "precombat main phases": Step.PRECOMBAT_MAIN,
          "postcombat main phases": Step.POSTCOMBAT_MAIN}  # fmt: skip
_OWNERS = {"your": rf.Who.YOU, "each": rf.Who.ANY, "each opponent's": rf.Who.OPPONENT,
           "each player's": rf.Who.ANY, "the": rf.Who.ANY, "each of your": rf.Who.YOU}  # fmt: skip
#: Steps a turn has once: "at the beginning of each of your [steps]" is each of them.
_PLURAL = {"upkeeps", "draw steps", "end steps", "precombat main phases",
           "postcombat main phases"}  # fmt: skip


@lowers("triggers.StepEvent")
def _step(node, env):
    env.event = "step"
    step = _STEPS.get(node.step)
    whose = _OWNERS.get(node.owner.phrase)
    if node.owner.phrase == "the" and node.step != "end step":
        whose = None
    if (node.step in _PLURAL) != (node.owner.phrase == "each of your"):
        whose = None  # "your upkeeps", "each of your upkeep"
    if whose is not rf.Who.YOU:
        env.event_player = rst.ActivePlayer()  # "that player": whose step it is
    if step is None or whose is None:
        raise fail(node, f"'the beginning of {node.owner.phrase} {node.step}' is not "
                   "supported yet")  # fmt: skip
    return rt.BeginningOfStep(step, whose)


@lowers("triggers.CombatDamageEvent")
def _combat_damage(node, env):
    env.event = "damage"
    r = node.recipient
    if node.kind not in ("damage", "combat damage"):
        raise fail(node, "this damage trigger is not supported yet")
    to = None
    if isinstance(r, ao.SelfRef):  # "Whenever a source deals damage to this creature"
        return _damage_to_this(node, env)
    if isinstance(r, ao.ObjectPhrase):  # "deals damage to a creature" (CR 120.3)
        from .durations import damage_to_object_trigger

        return damage_to_object_trigger(node, env)
    if isinstance(r, ao.You):  # "deals damage to you" (CR 120.3, 109.5)
        to = rf.Who.YOU
    elif r is not None:
        pair = (r.determiner, r.noun) if isinstance(r, ao.Players) else None
        to = {("a", "player"): rf.Who.ANY, ("an", "opponent"): rf.Who.OPPONENT}.get(pair)
        if to is None:
            raise fail(r, "this damage recipient is not supported yet")
    if isinstance(r, ao.You):  # "creatures a player controls deal damage to you, that
        # player ...": the creatures' controller, not you (CR 608.2c)
        if " a player controls" in node.subject.render():
            env.event_player = rf.ControllerOf(rst.EventSource())
    elif r is not None:
        env.event_player = rst.DamagedPlayer()  # "that player" (CR 120.3)
    combat = node.kind == "combat damage"
    if isinstance(node.subject, ao.SelfRef):
        env.it = rf.This()
        if to in (rf.Who.OPPONENT, rf.Who.YOU):  # "to an opponent" / "to you" (CR 120.3)
            from ...runtime.events.triggers_damage import ThisDealsDamageToPlayer

            return ThisDealsDamageToPlayer(to, combat)
        return rt.DealsDamage(combat, r is not None)
    if isinstance(node.subject, ao.AttachedRef):
        env.it = rf.AttachedTo()
        return rst.DamageBy(None, True, combat, to)
    from .amounts import damage_batch

    batch = damage_batch(node, to, combat, env)  # "one or more creatures" (CR 603.2c)
    if batch is not None:
        return batch
    flt = _subject_filter(node.subject, env)
    env.event_ref = env.it = rst.EventSource()
    return rst.DamageBy(flt, False, combat, to)


def _damage_to_this(node: Any, env: Env) -> Any:
    """CR 120.3, 603.2: "Whenever a source / a source an opponent controls / a creature deals
    [combat] damage to this creature" — once per damage event from each such source; "that
    source" and "that much" are the event's (CR 603.7c-ish: the triggering event)."""
    subject = node.subject
    if not isinstance(subject, ao.ObjectPhrase) or subject.determiner is None or (
        subject.determiner.phrase not in ("a", "an")
    ):  # fmt: skip
        raise fail(subject, "this source of damage is not supported yet")
    words = [i.render() for i in subject.descriptor.items]
    if words == ["source"]:  # any object (CR 120.1): only a controller may be said of it
        quals = subject.qualifiers
        source = None
        if quals:
            if [q.render() for q in quals] != ["an opponent controls"]:
                raise fail(subject, "this source of damage is not supported yet")
            source = rf.ObjectFilter(controller=rf.Who.OPPONENT)
    else:
        source, kind = object_filter(subject, env)
        if kind != "permanent" or not source.card_types:
            raise fail(subject, "this source of damage is not supported yet")
    env.it = rf.This()
    env.event_ref = rst.EventSource()  # "that source", "that creature"
    return rst.DealtDamage(this=True, combat_only=node.kind == "combat damage", source=source)


@lowers("combat.CombatStepEvent")
def _combat_step(node, env):
    """CR 507.1: "At the beginning of combat on your turn"."""
    env.event = "step"
    if node.step != "combat" or node.owner.render() != "your":
        raise fail(node, f"'{node.render()}' is not supported yet")
    return rt.BeginningOfStep(Step.BEGINNING_OF_COMBAT, rf.Who.YOU)


@lowers("triggers.BlocksEvent")
def _blocks(node, env):
    """CR 509.3c: "Whenever this creature blocks"."""
    env.event = "blocks"
    if node.blocked is not None:
        from .references import blocks_creature

        return blocks_creature(node, env)
    if isinstance(node.subject, ao.SelfRef):
        env.it = rf.This()
        return rst.Blocks(this=True)
    env.event_ref = env.it = rf.EventObject()
    return rst.Blocks(_subject_filter(node.subject, env))


@lowers("triggers.BecomesTappedEvent")
def _becomes_tapped(node, env):
    """CR 701.26: "Whenever [this / enchanted / a filter] permanent becomes tapped"."""
    env.event = "tapped"
    if node.state == "untapped":
        from .events import becomes_untapped

        return becomes_untapped(node, env)
    if node.state != "tapped":
        raise fail(node, f"'{node.render()}' is not supported yet")
    if isinstance(node.subject, ao.SelfRef):
        env.it = rf.This()
        return rst.BecomesTapped(this=True)
    if isinstance(node.subject, ao.AttachedRef):
        env.it = rf.AttachedTo()
        return rst.BecomesTapped(attached=True)
    env.event_ref = env.it = rf.EventObject()
    return rst.BecomesTapped(_subject_filter(node.subject, env))


@lowers("triggers.DrawEvent")
def _draws(node, env):
    """CR 121.2: "Whenever [a player] draws a card" (each card drawn)."""
    env.event = "draw"
    if node.cards.render() != "a card":
        raise fail(node.cards, f"'{node.render()}' is not supported yet")
    env.event_player = rf.EventPlayer()
    return rst.Draws(player_who(node.subject))


@lowers("triggers.GainLifeEvent")
def _gains_life(node, env):
    """CR 119.9: "Whenever you gain life"."""
    env.event = "life"
    env.event_player = rf.EventPlayer()
    return rst.GainsLife(player_who(node.subject))


_ = controller_who


@lowers("triggers.AttacksOrBlocksEvent")
def _attacks_or_blocks(node, env):
    """CR 508.3a, 509.3c: "Whenever this / enchanted creature attacks or blocks"."""
    env.event = "attacks or blocks"
    if isinstance(node.subject, ao.SelfRef):
        env.it = rf.This()
        return rst.AnyOf((rt.Attacks(this=True), rst.Blocks(this=True)))
    if isinstance(node.subject, ao.AttachedRef):
        env.it = rf.AttachedTo()
        return rst.AnyOf((rst.AttachedAttacks(), rst.AttachedBlocks()))
    raise fail(node.subject, "this trigger subject is not supported yet")


@lowers("actions.ExpendEvent")
def _expend(node, env):
    """CR 700.14: "Whenever you expend 4"."""
    n = getattr(node.amount, "value", None)
    if not isinstance(node.subject, ao.You) or not isinstance(n, int):
        raise fail(node, f"'{node.render()}' is not supported yet")
    env.event = "expend"
    return runtime("stack.expend").Expends(n, rf.Who.YOU)


@lowers("triggers.CrimeEvent")
def _crime(node, env):
    """CR 700.13: "Whenever you commit a crime"."""
    player = node.parts[0]
    if not isinstance(player, ao.You):
        raise fail(node, f"'{node.render()}' is not supported yet")
    env.event = "crime"
    return runtime("events.crimes").CommitsCrime(rf.Who.YOU)


#: CR 115.1, 112.1: "the target of [a spell / a spell or ability] [controlled by ...]" ->
#: (spells only, whose spell or ability)
_TARGET_SOURCES = {
    f"{noun}{by}": (noun == "a spell", who)
    for noun in ("a spell or ability", "a spell")
    for by, who in (("", rf.Who.ANY), (" you control", rf.Who.YOU),
                    (" an opponent controls", rf.Who.OPPONENT))
}  # fmt: skip


@lowers("triggers.BecomesTargetEvent")
def _becomes_target(node, env):
    """CR 115.1: "When this creature becomes the target of a spell or ability [an opponent
    controls]", "Whenever enchanted creature becomes the target of a spell", "Whenever a
    creature you control becomes the target of a spell you control"."""
    env.event = "target"
    found = _TARGET_SOURCES.get(node.source.render())
    if found is None:
        raise fail(node, f"'{node.render()}' is not supported yet")
    spells, by = found
    subject = node.subject
    if isinstance(subject, ao.SelfRef):
        env.it = rf.This()
        pattern = rt.BecomesTarget(True, by, spells=spells)
    elif isinstance(subject, ao.AttachedRef):
        env.it = rf.AttachedTo()
        pattern = rt.BecomesTarget(False, by, attached=True, spells=spells)
    elif isinstance(subject, ao.ObjectPhrase) and subject.determiner is not None and (
        subject.determiner.phrase in ("a", "an", "another")
    ):  # fmt: skip
        flt = _subject_filter(subject, env)
        env.it = env.event_ref = rf.EventObject()
        pattern = rt.BecomesTarget(False, by, subject=flt, spells=spells)
    else:
        raise fail(node, f"'{node.render()}' is not supported yet")
    env.event_player = rf.EventPlayer()  # "that player": who controls the spell or ability
    return pattern


@lowers("spells.FirstTimeEvent")
def _first_time(node, env):
    """CR 603.2: "Whenever this creature becomes the target of a spell or ability you
    control for the first time each turn" (valiant) — only the first such event of the
    turn; this object is a new one when it enters (CR 400.7), so no earlier event counts."""
    inner = node.event
    if type(inner).__name__ != "BecomesTargetEvent" or not isinstance(inner.subject, ao.SelfRef):
        raise fail(node, f"'{node.render()}' is not supported yet")
    return runtime("events.triggers_batch").OncePerTurn(lower(inner, env))


@lowers("events.DealtDamageEvent")
def _dealt_damage(node, env):
    """CR 120.3: "Whenever this creature / enchanted creature / a creature is dealt
    [combat] damage"."""
    env.event = "dealt damage"
    if node.kind not in ("damage", "combat damage"):
        raise fail(node, f"'{node.render()}' is not supported yet")
    combat = node.kind == "combat damage"
    if isinstance(node.subject, ao.SelfRef):
        env.it = rf.This()
        return rst.DealtDamage(this=True, combat_only=combat)
    if isinstance(node.subject, ao.AttachedRef):
        env.it = rf.AttachedTo()
        return rst.DealtDamage(attached=True, combat_only=combat)
    flt = _subject_filter(node.subject, env)
    env.event_ref = env.it = rst.DamagedObject()
    return rst.DealtDamage(flt, combat_only=combat)


@lowers("triggers.BecomesBlockedEvent")
def _becomes_blocked(node, env):
    """CR 509.3d: "Whenever this creature becomes blocked"."""
    env.event = "blocked"
    if isinstance(node.subject, ao.ObjectPhrase):  # "Whenever a creature you control ..."
        flt = _subject_filter(node.subject, env)
        if not isinstance(flt, rf.ObjectFilter):
            raise fail(node.subject, "this trigger subject is not supported yet")
        env.event_ref = env.it = runtime("state.references").BlockedAttacker()
        return rst.BecomesBlocked(flt)
    if not isinstance(node.subject, ao.SelfRef):
        raise fail(node.subject, "this trigger subject is not supported yet")
    env.it = rf.This()
    return rst.BecomesBlocked()


@lowers("combat.BlocksOrBlockedEvent")
def _blocks_or_blocked(node, env):
    """CR 509.3c-d: "Whenever this creature blocks or becomes blocked"."""
    env.event = "blocks"
    if node.by is not None:  # "... by a non-Wall creature" (CR 509.3c-d)
        from .references import blocks_or_blocked_by

        return blocks_or_blocked_by(node, env)
    if not isinstance(node.subject, ao.SelfRef):
        raise fail(node, f"'{node.render()}' is not supported yet")
    env.it = rf.This()
    return rst.AnyOf((rst.Blocks(this=True), rst.BecomesBlocked()))


@lowers("conjunctions.AttacksWithOthersEvent")
def _attacks_with_others(node, env):
    """CR 508.1, 508.3a (battalion): "Whenever this creature and at least two other
    creatures attack"."""
    from .objects import fixed_number

    if not isinstance(node.subject, ao.SelfRef):
        raise fail(node.subject, f"'{node.render()}' is not supported yet")
    env.event = "attacks"
    env.it = rf.This()
    flt, kind = object_filter(ao.ObjectPhrase(None, node.others, span=node.span), env)
    if kind != "permanent":
        raise fail(node.others, "these attackers are not supported yet")
    return rst.AttacksWithOthers(fixed_number(node.count), flt)


@lowers("combat.AttacksAloneEvent")
def _attacks_alone(node, env):
    """CR 506.5: "Whenever [this / a creature you control] attacks alone"."""
    env.event = "attacks"
    if isinstance(node.subject, ao.SelfRef):
        env.it = rf.This()
        return rst.AttacksAlone(this=True)
    env.event_ref = env.it = rf.EventObject()
    return rst.AttacksAlone(_subject_filter(node.subject, env))


@lowers("events.StepOfPlayerEvent")
def _step_of_player(node, env):
    """ "At the beginning of the upkeep of enchanted creature's controller"."""
    env.event = "step"
    step = _STEPS.get(node.step)
    player = node.player
    ok = (
        step is not None and node.owner.render() == "the"
        and isinstance(player, ao.PlayerOf) and player.role == "controller"
        and isinstance(player.possessor, ao.Possessive)
        and isinstance(player.possessor.owner, ao.AttachedRef)
    )  # fmt: skip
    if not ok:
        raise fail(node, f"'{node.render()}' is not supported yet")
    env.event_player = rst.ActivePlayer()  # "that player"
    env.it = rf.AttachedTo()  # "put a -1/-1 counter on that creature" (CR 608.2c, 303.4)
    return rst.AttachedControllersStep(step)


@lowers("zones.DiscardEvent")
def _discards(node, env):
    """CR 701.9: "Whenever [you / an opponent] discard(s) a card"."""
    env.event = "discard"
    if node.object.render() != "a card":
        raise fail(node.object, f"'{node.render()}' is not supported yet")
    env.event_player = rst.EventOwner()
    env.event_ref = env.it = rf.EventObject(new=True)
    return rst.Discards(player_who(node.player))


@lowers("zones.CausesDiscard")
def _causes_discard(node, env):
    """CR 701.9, 603.2: "When a spell or ability an opponent controls causes you to discard
    this card" — "that player" is that spell's or ability's controller."""
    if not (node.source.render() == "a spell or ability an opponent controls"
            and isinstance(node.player, ao.You)
            and isinstance(node.object, ao.SelfRef)):  # fmt: skip
        raise fail(node, f"'{node.render()}' is not supported yet")
    env.event = "discard"
    env.event_player = rst.EventCauser()
    env.it = rf.This()
    return rst.OpponentMadeDiscardThis()


@lowers("triggers.WhileSaddledEvent")
def _while_saddled(node: Any, env: Env) -> Any:
    """CR 702.171b: "Whenever this creature attacks while saddled" — the event, while the
    ability's source has the saddled designation."""
    if not (isinstance(node.event, at.AttacksEvent) and isinstance(node.event.subject, ao.SelfRef)):
        raise fail(node.event, "'while saddled' after this event is not supported yet")
    return runtime("keywords.saddle").WhileSaddled(lower(node.event, env))


#: CR 121.2: the ordinals of "draw your second card each turn" (grammar DRAW_ORDINAL).
_DRAW_ORDINALS = {"first": 1, "second": 2, "third": 3}


@lowers("zones.DrawNthEvent")
def _draw_nth(node: Any, env: Env) -> Any:
    """CR 121.2, 603.2: "Whenever you draw your second card each turn", "... a player draws
    their third card each turn"."""
    env.event = "draw"
    env.event_player = rf.EventPlayer()
    return rst.NthCardDrawnTrigger(_DRAW_ORDINALS[node.ordinal], player_who(node.player))


# ---- state triggers (CR 603.8)


def state_trigger(condition: Any) -> Any:
    """CR 603.8: a trigger on a game state, which holds when ``condition`` (a lowered
    condition) does."""
    return rt.StateTrigger(condition)


@lowers("permissions.ControlStateEvent")
def _control_state(node: Any, env: Env) -> Any:
    """ "When you control no Islands" (CR 603.8): the state of what a player controls,
    read as the condition "you control no Islands" is."""
    condition = ast_area("effects").ControlCondition(node.subject, node.object, span=node.span)
    return state_trigger(lower(condition, env))


@lowers("spells.StateTriggerEvent")
def _has_state(node: Any, env: Env) -> Any:
    """ "When this artifact has twenty or more charge counters on it" (CR 603.8): the state
    of an object's qualities, read as the condition "it has ..." is."""
    condition = aev.HasCondition(node.object, node.quality, span=node.span)
    return state_trigger(lower(condition, env))
