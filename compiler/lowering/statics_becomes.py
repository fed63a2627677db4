""" "[Object] becomes a 2/2 blue Faerie artifact creature with flying until end of turn.
It's still a land." (CR 611.2, 613.1d-f, 613.4b, 205.1) ->
:class:`~mtgc.runtime.continuous.becomes.Become`."""

from __future__ import annotations

from typing import Any

from ...runtime.actions.effects import AddMana
from ...runtime.continuous.becomes import Become, BecomeTypes, SetLandTypes
from ...runtime.continuous.cda_keywords import CREATURE_TYPES
from ...runtime.mana.symbols import ManaType
from ...runtime.stack.costs import TapCost
from ...runtime.state.abilities import ManaAbility
from .core import Env, ast_area, fail, lowers, only, runtime
from .objects import COLORS, _subtype_word, _type_word, object_ref

rf = runtime("state.filters")
ae = ast_area("effects")
al = ast_area("layers")
ao = ast_area("objects")

#: CR 305.6: the basic land types (each carries an intrinsic mana ability, CR 305.7).
_BASIC_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
_BASIC_LAND_TYPES = frozenset(_BASIC_MANA)


def _pt(pt: str, node: Any) -> tuple[Any, Any]:
    out: list[Any] = []
    for part in pt.split("/"):
        if part == "X":
            out.append(rf.X())
        elif part.isdigit():
            out.append(int(part))
        else:
            raise fail(node, f"the power/toughness {pt!r} is not supported yet")
    return out[0], out[1]


def _duration(env: Env) -> str:
    d = env.predicates.duration if env.predicates else None
    if d is None:
        return "permanent"
    if d.phrase not in ("until end of turn", "until your next turn"):
        raise fail(d, f"the duration {d.phrase!r} is not supported yet")
    env.used.add("duration")
    if d.phrase == "until your next turn":  # CR 611.2a
        from ...runtime.continuous.untap import UNTIL_YOUR_NEXT_TURN

        return UNTIL_YOUR_NEXT_TURN
    return "eot"


@lowers("effects.Becomes")
def _becomes(node: ae.Becomes, env: Env) -> Any:
    """CR 611.2c: the objects are locked in as the effect resolves."""
    only(node, "article", "pt", "descriptor", "abilities")
    return _become(node, node.pt, node.descriptor, node.abilities, (), env)


@lowers("layers.BecomesType")
def _becomes_type(node: al.BecomesType, env: Env) -> Any:
    """ "becomes an artifact in addition to its other types", "becomes a 2/2 creature
    that's still a land", "becomes a Frog with base power and toughness 3/3"."""
    only(node, "spec")
    spec = node.spec
    if not isinstance(spec, al.TypeSpec):
        raise fail(spec, "this 'becomes' is not supported yet")
    only(spec, "quantity", "pt", "descriptor", "abilities", "riders")
    return _become(node, spec.pt, spec.descriptor, spec.abilities, spec.riders, env)


@lowers("layers.BecomesColor")
def _becomes_color(node: al.BecomesColor, env: Env) -> Any:
    """CR 105.3, 613.1e: "becomes blue [in addition to its other colors]"."""
    only(node, "colors", "in_addition")
    add = False
    if node.in_addition is not None:
        if node.in_addition.noun != "colors":
            raise fail(node.in_addition, f"'{node.in_addition.render()}' is not supported yet")
        add = True
    if any(c not in COLORS for c in node.colors):
        raise fail(node, f"'{node.render()}' is not supported yet")
    _subject(node, env)
    colors = frozenset(COLORS[c] for c in node.colors)
    return Become(object_ref(env.subject, env), colors=colors, add_colors=add,
                  duration=_duration(env))  # fmt: skip


def _subject(node: Any, env: Env) -> None:
    if env.subject is None:
        raise fail(node, "'becomes' without a subject is not supported yet")
    if "spell" in env.subject.render():  # characteristics on the stack aren't layered yet
        raise fail(env.subject, "a spell becoming something is not supported yet")
    if env.predicates is not None and env.predicates.for_each is not None:
        raise fail(env.predicates.for_each, "'for each' on 'becomes' is not supported yet")


def _become(node: Any, pt: str | None, desc: Any, granted: Any, riders: tuple[Any, ...],
            env: Env) -> Any:  # fmt: skip
    _subject(node, env)
    still = env.still is not None and env.still.pronoun in ("it's", "they're")  # CR 205.1b
    spec, colors, abilities, power, toughness = type_change(node, pt, desc, granted, riders, still)
    if spec is not None and env.still is not None:
        env.refs[id(env.still)] = True  # "It's still a land." (CR 205.1b): types kept
    what = object_ref(env.subject, env)
    return Become(what, spec, colors, False, abilities, power, toughness, _duration(env))


def type_change(node: Any, pt: str | None, desc: Any, granted: Any, riders: tuple[Any, ...],
                keep: bool = False) -> tuple[Any, ...]:  # fmt: skip
    """The layer 4 spec, colors, abilities and base P/T of "[becomes / is] a 2/2 blue Faerie
    creature with flying [riders]" (CR 205.1, 613.1d-f, 613.4b); ``keep``: the prior types
    are kept ("It's still a land." after it)."""
    for rider in riders:
        if isinstance(rider, al.InAddition) and rider.noun == "types":
            keep = True  # "in addition to its other [creature] types" (CR 205.1b)
        elif isinstance(rider, al.StillType) and rider.connective in ("that's", "that are"):
            keep = True
        elif (
            isinstance(rider, al.WithBasePT)
            and pt is None
            and isinstance(rider.base, al.BasePT)
            and rider.base.stat == "power and toughness"
            and isinstance(rider.base.value, str)
        ):
            pt = rider.base.value  # CR 613.4b
        else:
            raise fail(rider, f"'{rider.render()}' here is not supported yet")
    types: set[str] = set()
    subtypes: set[str] = set()
    supertypes: set[str] = set()
    colors: set[Any] = set()
    if not isinstance(desc, ao.Descriptor):
        raise fail(desc, "this type change is not supported yet")
    for item in desc.items:
        words = item.options if isinstance(item, ao.DescAlternatives) else (item,)
        if isinstance(item, ao.DescAlternatives) and item.connective != "and":
            raise fail(item, "'or' in a type change is not supported yet")
        for w in words:
            if isinstance(w, ao.Color) and w.word.lower() in COLORS:
                colors.add(COLORS[w.word.lower()])
            elif isinstance(w, ao.CardType):
                types.add(_type_word(w.word))
            elif isinstance(w, ao.Subtype):
                subtypes.add(_subtype_word(w.word))
            elif isinstance(w, ao.Supertype) and w.word.lower() == "legendary":
                supertypes.add("Legendary")  # CR 205.4a, 613.1d: "is legendary"
            else:
                raise fail(w, f"'{w.render()}' in a type change is not supported yet")
    if subtypes & _BASIC_LAND_TYPES:
        if types or supertypes or colors or granted is not None or pt is not None:
            raise fail(desc, "a basic land type with other changes is not supported yet")
        if not subtypes <= _BASIC_LAND_TYPES:
            raise fail(desc, "a basic land type with other subtypes is not supported yet")
        mana = tuple((t, ManaAbility((TapCost(),), AddMana((ManaType(_BASIC_MANA[t]),))))
                     for t in sorted(subtypes))  # fmt: skip
        return SetLandTypes(frozenset(subtypes), keep, mana), None, (), None, None  # CR 305.7
    abilities: tuple[Any, ...] = ()
    if granted is not None:
        from .keywords import granted_abilities

        abilities = granted_abilities(granted)
    power = toughness = None
    if pt is not None:
        power, toughness = _pt(pt, node)
    spec = None
    if types or subtypes:
        if not subtypes <= CREATURE_TYPES:
            raise fail(desc, "becoming a non-creature subtype is not supported yet")
        # CR 205.1b: "artifact creature" keeps the prior types; "[creature type] artifact
        # creature" replaces the creature types; creature types alone replace those (205.1a).
        if not (keep or not types or {"Artifact", "Creature"} <= types):
            raise fail(node, "becoming a new card type without keeping the old ones is not "
                       "supported yet (CR 205.1a)")  # fmt: skip
        spec = BecomeTypes(frozenset(types), frozenset(subtypes), bool(subtypes) and not keep,
                           frozenset(supertypes))  # fmt: skip
    elif supertypes:  # a supertype alone keeps the types (CR 205.4a)
        spec = BecomeTypes(supertypes=frozenset(supertypes))
    return spec, frozenset(colors) if colors else None, abilities, power, toughness


@lowers("layers.StillSentence")
def _still(node: al.StillSentence, env: Env) -> Any:
    """CR 205.1b: "It's still a land." — read by the "becomes" effect just before it."""
    only(node, "pronoun", "quantity", "descriptor")
    if not env.refs.get(id(node)):
        raise fail(node, f"'{node.render()}' after this effect is not supported yet")
    return []


@lowers("layers.BecomesPlural")
def _becomes_plural(node: al.BecomesPlural, env: Env) -> Any:
    """CR 613.1d-f: "[objects] become 1/1 creatures", "become Swamps", "become artifact
    creatures with base power and toughness 5/5" — as "becomes a ..." for each of them."""
    only(node, "pt", "descriptor", "abilities", "riders")
    return _become(node, node.pt, node.descriptor, node.abilities, node.riders, env)


@lowers("layers.BecomesColorless")
def _becomes_colorless(node: al.BecomesColorless, env: Env) -> Any:
    """CR 105.2c, 613.1e: "becomes colorless" — layer 5 sets its colors to none."""
    _subject(node, env)
    return Become(object_ref(env.subject, env), colors=frozenset(), duration=_duration(env))
