"""Layer-6 ability changes (CR 613.1f) -> runtime/continuous/layers.py's
:class:`RemoveAbilities` and runtime/actions/layers.py: "[objects] lose [abilities]" as an
effect (:func:`_lose_abilities`) and as a static ability (:func:`lose_abilities_static`);
"[objects] lose all abilities" (:class:`RemoveAllAbilities`), likewise.
"""

from __future__ import annotations

from typing import Any

from ...runtime.state.objects import Zone as RZone
from .core import Env, ast_area, fail, lowers, runtime
from .effects import _duration
from .keywords import granted_abilities
from .objects import object_ref

ae = ast_area("effects")
al = ast_area("layers")
ao = ast_area("objects")
rf = runtime("state.filters")
ra = runtime("state.abilities")
rc = runtime("continuous.layers")
rly = runtime("actions.layers")
rred = runtime("events.redirection")


def stated_or_indefinite(env: Env) -> str:
    """CR 611.2a: an effect from a resolving spell or ability lasts as long as it states; "If
    no duration is stated, it lasts until the end of the game" — for a permanent, as long as
    it stays that object (CR 400.7): "Return it to the battlefield. It gains haste."
    """
    preds = env.predicates
    if preds is not None and preds.duration is not None:
        return _duration(env)
    if env.series_timed:  # "A, B, and C until end of turn": the duration is the series'
        raise fail(preds, "an effect without a duration is not supported here")
    if env.event in ("cast", "cast this"):  # CR 400.7a: on the spell, then its permanent
        raise fail(preds, "an effect on a spell without a duration is not supported yet")
    return "permanent"


@lowers("effects.LoseAbilities")
def _lose_abilities(node: Any, env: Env) -> Any:
    """CR 611.2a, 611.2c, 613.1f: "[objects] lose [abilities] [until end of turn]" — without
    a duration, the objects lose them for as long as they stay on the battlefield."""
    preds = env.predicates
    if preds is not None and preds.for_each is not None:
        raise fail(preds.for_each, "'for each' on this action is not supported yet")
    if env.subject is None:
        raise fail(node, "losing abilities without a subject is not supported yet")
    abilities = granted_abilities(node.abilities)
    what = object_ref(env.subject, env)
    duration = "permanent" if preds is None or preds.duration is None else _duration(env)
    return rly.LoseAbilities(what, abilities, duration)


@lowers("layers.LoseAllAbilities")
def _lose_all_abilities(node: Any, env: Env) -> Any:
    """CR 611.2a, 611.2c, 613.1f: "[objects] lose all abilities [until end of turn]"."""
    _all_abilities(node)
    preds = env.predicates
    if preds is not None and preds.for_each is not None:
        raise fail(preds.for_each, "'for each' on this action is not supported yet")
    if env.subject is None:
        raise fail(node, "losing abilities without a subject is not supported yet")
    what = object_ref(env.subject, env)
    duration = "permanent" if preds is None or preds.duration is None else _duration(env)
    return rly.LoseAllAbilities(what, duration)


def _all_abilities(node: Any) -> None:
    if node.noun != "abilities" or node.other:  # "loses all other abilities"
        raise fail(node, f"'{node.render()}' is not supported yet")


def lose_all_abilities_static(node: Any, affected: Any) -> list[Any]:
    """CR 613.1f, 611.3a: "Enchanted creature loses all abilities" as a static ability."""
    _all_abilities(node)
    return [ra.StaticAbility(rc.RemoveAllAbilities(), affected)]


def lose_abilities_static(node: Any, affected: Any) -> list[Any]:
    """CR 613.1f, 611.3a: "Enchanted creature loses flying", "Creatures your opponents
    control lose flying" as a static ability."""
    return [ra.StaticAbility(rc.RemoveAbilities(granted_abilities(node.abilities)), affected)]


@lowers("layers.SwitchPT")
def _switch_pt(node: Any, env: Env) -> Any:
    """CR 613.4d (layer 7d), 611.2c: "switch [object]'s power and toughness until end of
    turn" — the objects are locked in as the effect resolves."""
    if env.subject is not None and not isinstance(env.subject, ao.You):
        raise fail(env.subject, "another player switching power and toughness is not "
                   "supported yet")  # fmt: skip
    preds = env.predicates
    if preds is not None and preds.for_each is not None:
        raise fail(preds.for_each, "'for each' on this action is not supported yet")
    owner = node.possessor.owner if isinstance(node.possessor, ao.Possessive) else None
    if owner == "its":
        if env.it is None:
            raise fail(node, "'its' has no antecedent the runtime can follow")
        what = env.it
    elif isinstance(owner, ao.SelfRef | ao.ObjectPhrase):
        what = object_ref(owner, env)
    else:
        raise fail(node.possessor, f"switching {node.possessor.render()} power and toughness "
                   "is not supported yet")  # fmt: skip
    return rly.SwitchPowerToughness(what, _duration(env))


@lowers("layers.BecomesChosen")
def _becomes_chosen(node: Any, env: Env) -> Any:
    """CR 608.2d, 613.1d-e, 205.1b: "[permanents] become the color / the creature type /
    the basic land type of your choice [in addition to its other types] [until end of
    turn]"."""
    from ...runtime.actions.effects import AddMana
    from ...runtime.mana.symbols import ManaType
    from ...runtime.stack.costs import TapCost
    from ...runtime.state.abilities import ManaAbility

    choice = node.choice
    if not (isinstance(choice, ao.OfChoice) and choice.possessor == "your"
            and choice.what is None and choice.form == "choice"):  # fmt: skip
        raise fail(choice, f"'{choice.render()}' here is not supported yet")
    if env.subject is None:
        raise fail(node, "becoming something without a subject is not supported yet")
    words = [node.descriptor.render()] if node.descriptor is not None else []
    kind = " ".join([*words, node.noun])
    if node.alternative is not None or kind not in ("color", "creature type", "basic land type"):
        raise fail(node, f"becoming the {kind} of your choice is not supported yet")
    add = node.in_addition is not None
    if add and kind == "color":
        raise fail(node.in_addition, "this 'in addition' is not supported yet")
    what = object_ref(env.subject, env)
    if isinstance(what, rf.Target) and env.targets[what.index].filter is not None and (
        env.targets[what.index].filter.zone is not RZone.BATTLEFIELD
    ):  # "Target spell or permanent becomes ..." (the runtime changes permanents only)
        raise fail(env.subject, "a spell becoming a color is not supported yet")
    if isinstance(what, rf.Target) and env.targets[what.index].filter is None:
        raise fail(env.subject, "a player can't become a color")
    preds = env.predicates
    duration = "permanent" if preds is None or preds.duration is None else _duration(env)
    mana: tuple[tuple[str, Any], ...] = ()
    if kind == "basic land type":  # CR 305.6: each with its intrinsic mana ability
        mana = tuple((t, ManaAbility((TapCost(),), AddMana((ManaType(c),))))
                     for t, c in (("Plains", "W"), ("Island", "U"), ("Swamp", "B"),
                                  ("Mountain", "R"), ("Forest", "G")))  # fmt: skip
    return rly.BecomeChosen(what, kind, mana, add, duration)


# ---- redirection (CR 614.9)


@lowers("layers.RedirectClause")
def _redirect(node: Any, env: Env) -> list[Any]:
    """CR 614.9: "All [combat] damage that would be dealt [this turn] to [recipient] [by
    source] [this turn] is dealt to [new recipient] instead." / "The next N damage that
    would be dealt to [recipient] this turn is dealt to [new recipient] instead." — until
    the end of this turn."""
    from .effects import _damage_recipient, _no_duration, _prevention_party

    _no_duration(node, env)
    d = node.damage
    if d.form not in ("all", "next") or d.kind not in ("damage", "combat damage"):
        raise fail(d, f"redirecting '{d.render()}' is not supported yet")
    parts = d.route.parts if d.route is not None else ()
    to = by = None
    this_turn = False
    for p in parts:
        if type(p).__name__ == "Duration" and p.phrase == "this turn":
            this_turn = True
        elif isinstance(p, ae.DamageRecipient) and not p.by and to is None:
            to = _prevention_party(p, env)
        elif isinstance(p, ae.DamageRecipient) and p.by and by is None:
            by = _prevention_party(p, env)
            if not isinstance(by, rf.ObjectRef):
                raise fail(p, "redirecting damage by a player is not supported yet")
        else:
            raise fail(p, f"'{p.render()}' in a redirection is not supported yet")
    if to is None or not this_turn:
        raise fail(d, f"redirecting '{d.render()}' is not supported yet")
    amount = None
    if d.form == "next":
        from .objects import fixed_number

        amount = fixed_number(d.amount)
    new = _damage_recipient(node.recipient, env)
    if isinstance(new, rf.All) or type(new).__name__ == "Recipients":
        raise fail(node.recipient, "redirecting to several recipients is not supported yet")
    return [rred.RedirectDamage(to, new, by, amount, d.kind == "combat damage")]


# ---- base power and toughness (layer 7b, CR 613.4b)


def _base_pt(node: Any) -> tuple[Any, Any]:
    from .statics_becomes import _pt

    base = node.base
    if not (isinstance(base, al.BasePT) and base.stat == "power and toughness"
            and isinstance(base.value, str)):  # fmt: skip
        raise fail(node, f"'{node.render()}' is not supported yet")
    return _pt(base.value, node)


def _stat_value(base: Any) -> int:
    """The N of "base power N" (a fixed number)."""
    from .objects import fixed_number

    if isinstance(base.value, str):
        if not base.value.isdigit():
            raise fail(base, f"'{base.render()}' is not supported yet")
        return int(base.value)
    return fixed_number(base.value)


@lowers("layers.HaveBasePT")
def _have_base_pt(node: Any, env: Env) -> Any:
    """CR 611.2c, 613.4b: "[creatures] have base power and toughness N/M until end of turn"
    — a layer-7b effect on the objects as it resolves (X locked in then, CR 608.2h)."""
    from ...runtime.continuous.becomes import Become
    from .statics_becomes import _duration as become_duration

    if env.subject is None:
        raise fail(node, "base power and toughness without a subject is not supported yet")
    if env.predicates is not None and env.predicates.for_each is not None:
        raise fail(env.predicates.for_each, "'for each' on this action is not supported yet")
    base = node.base
    if isinstance(base, al.BasePT) and base.stat in ("power", "toughness"):
        # "Target attacking creature has base power 0 until end of turn."
        what = object_ref(env.subject, env)
        return rly.SetBaseStatOf(what, base.stat, _stat_value(base), become_duration(env))
    power, toughness = _base_pt(node)
    what = object_ref(env.subject, env)
    return Become(what, power=power, toughness=toughness, duration=become_duration(env))


def base_pt_static(node: Any, affected: Any) -> list[Any]:
    """CR 613.4b, 611.3a: "Enchanted creature has base power and toughness 0/2." / "has
    base power 0"."""
    base = node.base
    if isinstance(base, al.BasePT) and base.stat in ("power", "toughness"):
        return [ra.StaticAbility(rc.SetBaseStat(base.stat, _stat_value(base)), affected)]
    power, toughness = _base_pt(node)
    if not (isinstance(power, int) and isinstance(toughness, int)):
        raise fail(node, "X in a static base power and toughness is not supported yet")
    return [ra.StaticAbility(rc.SetPT(power, toughness), affected)]
