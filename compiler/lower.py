"""Lowering a card face: its characteristics and AST -> a runtime ``CardDefinition``
(architecture, pipeline step 6).

Every ability line is lowered through the registry of :mod:`mtgc.compiler.lowering`; a node
the runtime cannot execute becomes an :class:`Unsupported` naming it — never dropped, never
a crash. The face's definition exists only when every node lowered (honest coverage).
"""

from __future__ import annotations

import functools
import sys
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any

import attrs

from .._lazy import isinstance_of, lazy_module
from ..runtime.actions.effects import AddMana
from ..runtime.actions.effects import Sequence as EffectSequence
from ..runtime.mana.symbols import ManaCost, ManaType
from ..runtime.stack.costs import TapCost
from ..runtime.state.abilities import ManaAbility, SpellAbility
from ..runtime.state.command_zone import SUPPLEMENTARY_TYPES
from ..runtime.state.objects import CardDefinition
from .ast import Node
from .ast.abilities import AbilityWordAbility, ModalAbility, SpellOrStaticAbility
from .cards import Face
from .lowering import Env, NotLowered, Unsupported, lower_ability
from .lowering.abilities import LATER_LINE

__all__ = ["Lowered", "Unsupported", "lower_face", "characteristics"]

SUPERTYPES = frozenset({"Basic", "Legendary", "Snow", "World", "Ongoing", "Elite", "Host"})
#: CR 305.6: the basic land types and the mana their intrinsic ability adds.
BASIC_LAND_TYPES = {"Plains": ManaType.W, "Island": ManaType.U, "Swamp": ManaType.B,
                    "Mountain": ManaType.R, "Forest": ManaType.G}  # fmt: skip
SPELL_TYPES = frozenset({"Instant", "Sorcery"})

# The modules every face's lowering goes through, imported when first used (an import
# statement in the functions below cost ~2 µs a face each: :mod:`mtgc._lazy`).
_cda = lazy_module("mtgc.runtime.continuous.cda", globals())
_command_zone = lazy_module(f"{__package__}.lowering.command_zone", globals())
_leveler = lazy_module("mtgc.runtime.keywords.leveler", globals())
_overload = lazy_module("mtgc.runtime.keywords.overload", globals())
_amounts = lazy_module(f"{__package__}.lowering.amounts", globals())
_events = lazy_module(f"{__package__}.lowering.events", globals())
_faces = lazy_module(f"{__package__}.lowering.faces", globals())
_references = lazy_module(f"{__package__}.lowering.references", globals())
_spell_costs = lazy_module(f"{__package__}.lowering.spell_costs", globals())


@attrs.frozen
class Lowered:
    """The result of lowering a face: its definition (None if anything is unsupported) and
    the unsupported nodes, in ability order."""

    definition: CardDefinition | None
    unsupported: tuple[Unsupported, ...] = ()
    abilities: tuple[Any, ...] = ()


#: (id of the ability node, on a permanent) -> (the node, its runtime abilities or the
#: NotLowered raised). Keyed by identity: the parse memo gives every copy of a line the
#: same node, and hashing a whole tree on every lookup cost more than it saved. The node
#: is kept in the value so that its id stays its own. Bounded like the parse memo
#: (least recently used dropped first): a node the memo has dropped is never looked up
#: again, and holding it would keep every tree ever parsed alive.
_CACHE: OrderedDict[tuple[int, bool], tuple[Node, tuple[Any, ...] | NotLowered]] = OrderedDict()
CACHE_SIZE = 8_192


def _lower_one(node: Node, permanent: bool) -> tuple[Any, ...]:
    key = (id(node), permanent)
    entry = _CACHE.get(key)
    if entry is not None:
        _CACHE.move_to_end(key)
        found = entry[1]
    else:
        try:
            found = tuple(lower_ability(node, Env(permanent=permanent)))
        except NotLowered as exc:
            # Cached without its traceback: the frames would keep every face lowered so
            # far (and its locals) alive for the whole run.
            exc.__traceback__ = exc.__context__ = exc.__cause__ = None
            found = exc
        if len(_CACHE) >= CACHE_SIZE:
            _CACHE.popitem(last=False)
        _CACHE[key] = (node, found)
    if isinstance(found, NotLowered):
        raise NotLowered(found.node, found.reason)  # a fresh one: tracebacks hold frames
    return found


def characteristics(face: Face) -> tuple[dict[str, Any], list[str]]:
    """CardDefinition fields from a face's name, mana cost, type line, P/T, loyalty and
    defense (CR 310.4a: a battle enters with that many defense counters, 310.4b), and the
    problems found (values the runtime cannot represent)."""
    problems: list[str] = []
    left, _, right = face.type_line.partition("\u2014")
    words = left.split()
    fields: dict[str, Any] = {
        "name": face.name,
        "types": frozenset(w for w in words if w not in SUPERTYPES),
        "supertypes": frozenset(w for w in words if w in SUPERTYPES),
        "subtypes": frozenset(right.split()),
    }
    if face.mana_cost:
        cost = _mana_cost(face.mana_cost)
        if cost is None:
            problems.append(f"the mana cost {face.mana_cost} has no runtime form")
        else:
            fields["mana_cost"] = cost
    for key, value in (("power", face.power), ("toughness", face.toughness),
                       ("loyalty", face.loyalty), ("defense", face.defense)):  # fmt: skip
        if value is None:
            continue
        try:
            fields[key] = int(value)
        except ValueError:
            problems.append(f"the {key} {value!r} is not a fixed number (CR 208.2)")
            if key in ("power", "toughness") and "*" in value:
                fields[key] = 0  # defined by an ability (CR 208.2a); see _star_stats
    if "Battle" in fields["types"] and face.defense is None:
        # CR 310.4b-c: it would enter with no defense counters and be put into its owner's
        # graveyard at once (CR 704.5v): a battle needs its printed defense to be played
        problems.append("a battle without its defense would enter with no defense counters "
                        "(CR 310.4b): add its 'Defense: N' line")  # fmt: skip
    return fields, problems


@functools.lru_cache(maxsize=4096)
def _mana_cost(text: str) -> ManaCost | None:
    """The runtime form of a mana cost (an immutable value: many faces share each one), or
    None when it has none."""
    try:
        return ManaCost.parse(text)
    except Exception:
        return None


def lower_face(face: Face, abilities: Sequence[Node]) -> Lowered:
    """Lower a face's parsed abilities (in order) into a runtime ``CardDefinition``."""
    fields, problems = characteristics(face)
    unsupported = [Unsupported(face, p) for p in problems]
    permanent = not (fields["types"] & SPELL_TYPES)
    out: list[Any] = []
    extra, extra_lines = _additional_costs(abilities, unsupported)
    alts, alt_lines = _alternative_costs(abilities, unsupported)
    extra_lines |= alt_lines
    statics = [_spell_static(a) for a in abilities]
    spell_lines = [
        (i, a) for i, a in enumerate(abilities)
        if isinstance(_unlabeled(a), SpellOrStaticAbility) and not permanent
        and i not in extra_lines and not statics[i]
    ]  # fmt: skip
    spell_indexes = {i for i, _ in spell_lines}
    for i, ability in enumerate(abilities):
        if i in extra_lines or i in spell_indexes:
            continue
        try:
            out.extend(_lower_one(ability, permanent or statics[i]))
        except NotLowered as exc:
            unsupported.append(Unsupported(exc.node, exc.reason, i))
    if spell_lines and any(isinstance(a, ModalAbility) for a in abilities):
        # CR 700.2: one spell ability; its modes and other spell text aren't combined yet
        unsupported.append(Unsupported(face, "a modal spell with other spell text is not "
                                       "supported yet"))  # fmt: skip
    if spell_lines:
        spell = _spell(spell_lines, unsupported)
        if spell is not None and _x_targets_undefined(spell, face):
            unsupported.append(Unsupported(face, "'X target' in a spell without {X} in its "
                                           "cost is not supported yet (CR 601.2b)"))  # fmt: skip
            spell = None
        if spell is not None:
            out.insert(
                0,
                attrs.evolve(
                    spell, additional_costs=extra, alternative_costs=spell.alternative_costs + alts
                ),
            )
    elif (extra or alts) and permanent:  # a permanent spell's additional cost (CR 601.2b)
        out.insert(0, SpellAbility(additional_costs=extra, alternative_costs=alts))
    if "Battle" in fields["types"] and "Siege" in fields["subtypes"]:  # CR 310.11b
        from ..runtime.actions.battles import siege_ability

        out.append(siege_ability())
    if "Land" in fields["types"]:  # CR 305.6: intrinsic mana abilities of basic land types
        for sub in sorted(fields["subtypes"] & set(BASIC_LAND_TYPES)):
            out.append(ManaAbility((TapCost(),), AddMana((BASIC_LAND_TYPES[sub],))))
    if any(isinstance_of(a, _leveler, "LevelMark", "LevelPT") for a in out):
        out, level_problems = _leveler.group_levels(out)  # CR 711.2: level striations
        unsupported += [Unsupported(face, p) for p in level_problems]
    if any(isinstance_of(a, _overload, "Overload") for a in out):
        out = _faces.overload_spells(out, spell_lines, unsupported, face)  # CR 702.96b
    kind = fields["types"] & SUPPLEMENTARY_TYPES
    if kind:  # CR 113.6p: a scheme's, plane's or phenomenon's abilities
        out, where = _command_zone.command_zone_abilities(out, min(kind).lower())
        unsupported += [Unsupported(face, p) for p in where]
    fields["abilities"] = tuple(out)
    _star_stats(fields, unsupported, out)
    present = _references.classes_in(fields["abilities"])
    copies = sys.modules.get("mtgc.runtime.stack.spell_copies")  # not loaded: not present
    if copies is not None and copies.NewTargetsForLaterCopies in present:  # CR 603.7, 707.10c
        from .lowering.copies import fold_later_copies

        out, left = fold_later_copies(out)
        fields["abilities"] = tuple(out)
        if left:
            unsupported.append(Unsupported(face, "new targets for a copy made later are not "
                                           "supported here yet"))  # fmt: skip
    for problems in (
        _references.linked_exile_problems,
        _references.cost_sacrificed_problems,
        _amounts.that_many_problems,
    ):
        unsupported += [Unsupported(face, p) for p in problems(fields["abilities"], present)]
    if unsupported:
        return Lowered(None, tuple(unsupported), tuple(out))
    return Lowered(CardDefinition(**fields), (), tuple(out))


def _star_stats(fields: dict[str, Any], unsupported: list[Unsupported], out: list[Any]) -> None:
    """CR 208.2a, 604.3: a power or toughness printed with '*' is defined by a
    characteristic-defining ability; when the face has one defining it, the '*' (0 in the
    card's base characteristics, CR 208.2a) is no problem — otherwise the face keeps it."""
    if not any(isinstance_of(getattr(a, "effect", None), _cda, "DefinePT") for a in out):
        return  # no characteristic-defining ability of P/T was made
    defined = _cda.defined_stats(out)
    unsupported[:] = [
        u for u in unsupported
        if not (u.node is not None and type(u.node).__name__ == "Face" and "*" in u.reason
                and any(u.reason.startswith(f"the {k} '") for k in defined))
    ]  # fmt: skip


def _additional_costs(
    abilities: Sequence[Node], unsupported: list[Unsupported]
) -> tuple[tuple[Any, ...], set[int]]:
    """The costs of "As an additional cost to cast this spell, ..." lines, and which
    lines they are (CR 601.2b: paid while casting the spell, not when it resolves)."""
    costs: list[Any] = []
    lines: set[int] = set()
    for i, ability in enumerate(abilities):
        sentence = _spell_costs.additional_cost_line(ability)
        if sentence is None:
            continue
        lines.add(i)
        try:
            costs.extend(_spell_costs.additional_costs(sentence, Env(cost_x=True)))
        except NotLowered as exc:
            unsupported.append(Unsupported(exc.node, exc.reason, i))
    return tuple(costs), lines


def _alternative_costs(
    abilities: Sequence[Node], unsupported: list[Unsupported]
) -> tuple[tuple[tuple[Any, ...], ...], set[int]]:
    """The alternative costs of "[If ...,] you may [cost] rather than pay this spell's mana
    cost." lines, and which lines they are (CR 118.9, 601.2b)."""
    alts: list[tuple[Any, ...]] = []
    lines: set[int] = set()
    for i, ability in enumerate(abilities):
        found = _events.alternative_cost_line(ability)
        if found is None:
            continue
        lines.add(i)
        try:
            alts.append(_events.alternative_cost(*found, Env()))
        except NotLowered as exc:
            unsupported.append(Unsupported(exc.node, exc.reason, i))
    return tuple(alts), lines


def _unlabeled(node: Node) -> Node:
    """CR 207.2c: an ability word ("Addendum —", "Spell mastery —") labels a line of a
    spell's text without changing it: that line is part of the spell ability too."""
    return node.ability if isinstance(node, AbilityWordAbility) else node


def _spell_static(node: Node) -> bool:
    """CR 113.6b: "This spell can't be countered." and "This spell costs {1} less to cast
    ..." on an instant or sorcery are static abilities that function on the stack, not
    part of its spell ability. (Rendering the line to tell was a tenth of lowering a
    corpus: the answer is kept with the node's lowering, :data:`_STATIC`.)"""
    entry = _STATIC.get(id(node))
    if entry is not None and entry[0] is node:
        return entry[1]
    text = _unlabeled(node).render()  # CR 207.2c: "Strive — This spell costs ..."
    found = text == "This spell can't be countered." or (
        text.startswith("This spell costs {") and " to cast" in text  # CR 601.2f
    ) or _cast_restriction_line(node) or _conditional_cost_change(node) or (
        _own_flash_line(node) or _opening_hand_line(node))
    if len(_STATIC) >= CACHE_SIZE:
        _STATIC.pop(next(iter(_STATIC)))
    _STATIC[id(node)] = (node, found)
    return found


def _opening_hand_line(node: Node) -> bool:
    """CR 103.6: "You may reveal this card from your opening hand. If you do, ..." on an
    instant or sorcery functions in the opening hand, not as its spell ability."""
    if not isinstance(node, SpellOrStaticAbility):
        return False
    from .lowering.opening_hand import is_opening_hand_line

    return is_opening_hand_line(node.effects)


def _cast_restriction_line(node: Node) -> bool:
    """CR 601.3, 113.6e: a line "Cast this spell only during combat." (a restriction on
    casting the card, not part of its spell ability)."""
    sentences = getattr(getattr(node, "effects", None), "sentences", ())
    return len(sentences) == 1 and type(sentences[0]).__name__ in (
        "CastRestriction", "CastRestrictionBefore")


def _conditional_cost_change(node: Node) -> bool:
    """ "If you weren't the starting player, this spell costs {1} less to cast." (CR
    601.2f): one sentence, a condition and the spell's cost change."""
    node = _unlabeled(node)  # "Metalcraft — This spell costs {1} less to cast if ..."
    sentences = getattr(node.effects, "sentences", ()) if isinstance(
        node, SpellOrStaticAbility) else ()  # fmt: skip
    if len(sentences) != 1:
        return False
    from .lowering.statics import self_cost_change

    return self_cost_change(sentences[0])


def _own_flash_line(node: Node) -> bool:
    """CR 601.3b: "[If/As long as ...,] you may cast this spell as though it had flash [if
    you pay {2} more to cast it]." — a static ability of the card, not of its spell
    ability."""
    node = _unlabeled(node)
    sentences = getattr(node.effects, "sentences", ()) if isinstance(
        node, SpellOrStaticAbility) else ()  # fmt: skip
    if len(sentences) != 1:
        return False
    items = getattr(getattr(sentences[0], "clauses", None), "items", ())
    if len(items) != 1 or type(items[0]).__name__ != "MayClause":
        return False
    actions = items[0].predicates.actions
    return len(actions) == 1 and type(actions[0]).__name__ == "CastAsThough" and type(
        actions[0].object).__name__ == "SelfRef"  # fmt: skip


#: id of an ability node -> (the node, :func:`_spell_static` of it); bounded like
#: :data:`_CACHE` (oldest dropped first), the node kept so that its id stays its own.
_STATIC: dict[int, tuple[Node, bool]] = {}


def _x_targets_undefined(spell: Any, face: Any) -> bool:
    """CR 601.2b-c: an "X target [objects]" slot takes its number from the X announced for
    the spell's mana cost; it must be the spell's last slot (the lines of a spell are
    lowered one by one)."""
    slots = [i for i, t in enumerate(spell.targets) if getattr(t, "x_times", False)]
    if not slots:
        return False
    return "{X}" not in (face.mana_cost or "") or slots != [len(spell.targets) - 1]


def _spell(lines: list[tuple[int, Node]], unsupported: list[Unsupported]) -> Any:
    """An instant's or sorcery's lines of effects are one spell ability (CR 113.3a)."""
    if len(lines) == 1:
        i, node = lines[0]
        try:
            return _lower_one(node, False)[0]
        except NotLowered as exc:
            unsupported.append(Unsupported(exc.node, exc.reason, i))
            return None
    env = Env(permanent=False)
    effects = []
    for i, node in lines:
        try:
            (ability,) = lower_ability(node, env)
        except NotLowered as exc:
            unsupported.append(Unsupported(exc.node, exc.reason, i))
            return None
        effects.append(ability.effect)
        # "Tap target creature. / Metalcraft — If ..., exile that creature.": one spell
        # ability, whose later lines refer to what the earlier ones named (CR 608.2c)
        env.refs[LATER_LINE] = True  # type: ignore[index]
    return SpellAbility(EffectSequence(tuple(effects)), tuple(env.targets))
