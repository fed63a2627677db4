"""Trigger events (CR 603) -> runtime trigger patterns; each also says what "that card",
"that player" and "it" refer to in the effect."""

from __future__ import annotations

from typing import Any

from ...runtime import filters as rf
from ...runtime import triggers as rt
from ...runtime.objects import Zone as RZone
from ...runtime.state import Step
from ..ast import objects as ao
from ..ast import triggers as at
from .core import Env, fail, lowers
from .objects import controller_who, object_filter, player_who

_ONE = ("a", "an", "another")


def _subject_filter(subject: Any, env: Env) -> Any:
    """The filter of "a creature", "another creature you control" (None: not a phrase)."""
    if isinstance(subject, ao.ObjectPhrase):
        det = subject.determiner.phrase if subject.determiner else None
        if det not in _ONE:
            raise fail(subject, f"'{det}' in a trigger event is not supported yet")
        flt, kind = object_filter(subject, env)
        if kind != "permanent":
            raise fail(subject, "this trigger subject is not supported yet")
        return flt
    raise fail(subject, f"the trigger subject {type(subject).__name__} is not supported yet")


@lowers(at.EntersEvent)
def _enters(node, env):
    env.event = "enters"
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


@lowers(at.DiesEvent)
def _dies(node, env):
    env.event = "dies"
    env.event_ref = env.it = rf.EventObject(new=True)
    if isinstance(node.subject, ao.SelfRef):
        return rt.Dies(this=True)
    return rt.Dies(_subject_filter(node.subject, env))


@lowers(at.LeavesEvent)
def _leaves(node, env):
    env.event = "leaves"
    if not isinstance(node.subject, ao.SelfRef):
        raise fail(node.subject, "this leaves-the-battlefield trigger is not supported yet")
    env.event_ref = env.it = rf.EventObject(new=True)
    return rt.ZoneChangeTrigger(from_zone=RZone.BATTLEFIELD, this=True)


@lowers(at.PutIntoZoneEvent)
def _put_into(node, env):
    env.event = "put into"
    to, frm = node.to_zone, node.from_zone
    ok = (
        isinstance(node.subject, ao.SelfRef)
        and isinstance(to, ao.Zone) and to.name == "graveyard"
        and isinstance(to.owner, ao.ZoneDeterminer) and to.owner.phrase == "a"
        and isinstance(frm, ao.SharedZone) and frm.name == "the battlefield"
    )  # fmt: skip
    if not ok:
        raise fail(node, "this zone-change trigger is not supported yet")
    env.event_ref = env.it = rf.EventObject(new=True)
    return rt.ZoneChangeTrigger(RZone.GRAVEYARD, RZone.BATTLEFIELD, this=True)


@lowers(at.AttacksEvent)
def _attacks(node, env):
    env.event = "attacks"
    if isinstance(node.subject, ao.SelfRef):
        env.it = rf.This()
        return rt.Attacks(this=True)
    env.event_ref = env.it = rf.EventObject()
    return rt.Attacks(_subject_filter(node.subject, env))


@lowers(at.SacrificeEvent)
def _sacrifice(node, env):
    env.event = "sacrifice"
    by = player_who(node.subject)
    flt = _subject_filter(node.object, env)
    env.event_ref = env.it = rf.EventObject(new=True)  # "that card": where it went (CR 400.7)
    env.event_player = rf.EventPlayer()
    return rt.SacrificeTrigger(flt, by)


@lowers(at.TapForManaEvent)
def _tap_for_mana(node, env):
    env.event = "tapped for mana"
    env.event_player = rf.EventPlayer()
    who = player_who(node.subject)
    if isinstance(node.object, ao.SelfRef):
        env.it = rf.This()
        return rt.TappedForMana(None, who, this=True)
    env.event_ref = env.it = rf.EventObject()
    return rt.TappedForMana(_subject_filter(node.object, env), who)


@lowers(at.IsTappedForManaEvent)
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


@lowers(at.CastEvent)
def _cast(node, env):
    env.event = "cast"
    env.event_player = rf.EventPlayer()
    by = player_who(node.subject)
    spell = node.spell
    if (
        not isinstance(spell, ao.ObjectPhrase)
        or spell.determiner is None
        or (spell.determiner.phrase not in _ONE)
    ):
        raise fail(spell, "this cast trigger is not supported yet")
    flt, kind = object_filter(spell, env)
    if kind != "spell":
        raise fail(spell, "this cast trigger is not supported yet")
    import attrs

    return rt.SpellCastTrigger(attrs.evolve(flt, zone=None), by)


_STEPS = {"upkeep": Step.UPKEEP, "draw step": Step.DRAW, "end step": Step.END}
_OWNERS = {"your": rf.Who.YOU, "each": rf.Who.ANY, "each opponent's": rf.Who.OPPONENT}


@lowers(at.StepEvent)
def _step(node, env):
    env.event = "step"
    step = _STEPS.get(node.step)
    whose = _OWNERS.get(node.owner.phrase)
    if step is None or whose is None:
        raise fail(node, f"'the beginning of {node.owner.phrase} {node.step}' is not "
                   "supported yet")  # fmt: skip
    return rt.BeginningOfStep(step, whose)


@lowers(at.CombatDamageEvent)
def _combat_damage(node, env):
    env.event = "damage"
    r = node.recipient
    if not isinstance(node.subject, ao.SelfRef) or node.kind not in ("damage", "combat damage"):
        raise fail(node, "this damage trigger is not supported yet")
    if r is not None and not (
        isinstance(r, ao.Players) and (r.determiner, r.noun) == ("a", "player")
    ):
        raise fail(r, "this damage recipient is not supported yet")
    env.it = rf.This()
    if r is not None:  # "that player": the player dealt damage (CR 603.2)
        from ...runtime.effects_filters import DamagedPlayer

        env.event_player = DamagedPlayer()
    return rt.DealsDamage(node.kind == "combat damage", r is not None)


_ = controller_who
