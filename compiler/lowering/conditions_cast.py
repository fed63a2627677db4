"""Conditions on casting (CR 601.2) -> runtime history conditions: the spells cast this turn
or last turn (CR 500.7: "if you've cast a noncreature spell this turn", "if no spells were
cast last turn", "if a player cast two or more spells last turn") and how this spell, or
the spell a permanent came from, was cast ("if you cast it from your hand", "if you cast
this spell during your main phase")."""

from __future__ import annotations

from collections import Counter
from typing import Any

import attrs

from ...runtime.state.objects import Zone as RZone
from .conditions import _count, _phrase_filter, condition_player
from .core import Env, ast_area, fail, lower, lowers, runtime
from .objects import object_filter

rcnd = runtime("events.conditions")
rh = runtime("events.history")
rf = runtime("state.filters")
ae = ast_area("effects")
aev = ast_area("events")
ao = ast_area("objects")
ar = ast_area("references")
asp = ast_area("spells")
aq = ast_area("quantities")

#: CR 500.7: the turn a period names, counted back from the current one.
_PERIODS = {"this turn": 0, "last turn": 1}


def _ago(duration: Any) -> int:
    phrase = duration.render() if duration is not None else None
    if phrase not in _PERIODS:
        raise fail(duration, f"spells cast in '{phrase}' are not supported yet")
    return _PERIODS[phrase]


def _spells(phrase: Any, who: Any, ago: int, env: Env) -> Any:
    """ "a spell", "another blue spell", "two or more spells", "no spells" cast by ``who``
    (None: by all players together) in the turn ``ago`` turns back."""
    amount, compare = _count(phrase)
    flt, kind = _phrase_filter(phrase, env)
    if kind != "spell":
        raise fail(phrase, f"'{phrase.render()}' cast is not supported yet")
    other = flt.other
    flt = attrs.evolve(flt, zone=None, other=False)
    plain = flt == rf.ObjectFilter(zone=None)
    return rh.SpellsCast(None if plain else flt, who, amount, compare, ago, other)


def _caster(node: Any, env: Env) -> Any:
    if isinstance(node, ao.Players) and (node.determiner, node.noun) == ("a", "player"):
        return rf.Who.ANY  # "if a player cast two or more spells": some player did
    return condition_player(node, env)


@lowers("references.WereCastInPeriodCondition")
def _were_cast(node: Any, env: Env) -> Any:
    """ "if no spells were cast last turn", "if two or more spells were cast this turn":
    every player's spells together (CR 601.2, 500.7)."""
    return _spells(node.spells, None, _ago(node.duration), env)


@lowers("references.CastInPeriodCondition")
def _cast_in_period(node: Any, env: Env) -> Any:
    """ "if a player cast two or more spells last turn" (CR 601.2, 500.7)."""
    return _spells(node.spell, _caster(node.player, env), _ago(node.duration), env)


@lowers("events.YouveCastCondition")
def _youve_cast(node: Any, env: Env) -> Any:
    """ "if you've cast a historic spell this turn", "as long as you've cast an instant or
    sorcery spell this turn", "unless you've cast another red spell this turn"."""
    if node.duration is None:
        raise fail(node, f"'{node.render()}' is not supported yet")
    return _spells(node.spell, rf.Who.YOU, _ago(node.duration), env)


def _this_object(node: Any, env: Env) -> bool:
    """This spell, or the permanent it became ("it" of "When this creature enters")."""
    if isinstance(node, ao.SelfRef):
        return True
    return isinstance(node, ao.Pronoun) and node.word == "it" and isinstance(env.it, rf.This)


def _cast_from(node: Any) -> Any:
    """The zone of "from your hand" (CR 601.2: where the card was cast from)."""
    zone = node.zone.zone if isinstance(node.zone, ao.InZone) else None
    if not (
        isinstance(zone, ao.Zone) and zone.name == "hand" and node.zone.preposition == "from"
        and isinstance(zone.owner, ao.Possessive) and zone.owner.owner == "your"
    ):  # fmt: skip
        raise fail(node, f"casting it '{node.render()}' is not supported yet")
    return RZone.HAND


def _was_cast(spell: Any, detail: Any, env: Env) -> Any:
    """ "it" / "this spell" / "it from your hand", with a detail "during your main phase"."""
    from_zone = None
    if type(spell).__name__ == "PronounInZone":
        from_zone = _cast_from(spell)
        spell = spell.pronoun
    if not _this_object(spell, env):
        raise fail(spell, f"'{spell.render()}' cast is not supported yet")
    main = False
    if detail is not None:
        if detail.render() != "during your main phase":
            raise fail(detail, f"cast '{detail.render()}' is not supported yet")
        main = True  # CR 505.1: a main phase of your turn
    return rh.WasCast(from_zone, main)


@lowers("events.CastCondition")
def _cast(node: Any, env: Env) -> Any:
    """CR 601.2: "if you cast it", "if you cast it from your hand", "If you cast this spell
    during your main phase" (addendum)."""
    if not isinstance(node.player, ao.You):
        raise fail(node.player, f"'{node.render()}' is not supported yet")
    return _was_cast(node.spell, node.detail, env)


@lowers("spells.DidntCastCondition")
def _didnt_cast(node: Any, env: Env) -> Any:
    """ "if you didn't cast it from your hand", "if that player didn't cast a spell this
    turn", "if you didn't cast a spell this turn" (CR 601.2, 500.7)."""
    if node.prep is not None or node.zone is not None:
        raise fail(node, f"'{node.render()}' is not supported yet")
    obj = node.object
    if node.duration is None:
        if not isinstance(node.player, ao.You):
            raise fail(node.player, f"'{node.render()}' is not supported yet")
        return rcnd.Not(_was_cast(obj, None, env))
    if not isinstance(obj, ao.ObjectPhrase) or obj.determiner is None or (
        obj.determiner.phrase not in ("a", "an")
    ):  # fmt: skip
        raise fail(obj, f"'{node.render()}' is not supported yet")
    return rcnd.Not(_spells(obj, _caster(node.player, env), _ago(node.duration), env))


def _spent_spell(node: Any, env: Env) -> Any:
    """The spell of "... was spent to cast [it / that spell / this spell]": None for this
    object (the spell, or the permanent it became), the spell cast for a cast trigger."""
    if isinstance(node, ao.SelfRef):
        return None
    is_that_spell = isinstance(node, ao.ObjectPhrase) and node.determiner is not None and (
        node.determiner.phrase == "that" and not node.qualifiers
        and node.descriptor.render() == "spell"
    )  # fmt: skip
    is_it = isinstance(node, ao.Pronoun) and node.word == "it"
    if env.event == "cast" and (is_it or is_that_spell):
        return rf.EventObject()  # "Whenever you cast a spell, if ... to cast it" (CR 601.2i)
    if is_it and env.it == rf.This():  # "When this creature enters, if ...", "enters with ..."
        return None
    raise fail(node, f"the mana spent to cast '{node.render()}' is not supported yet")


def colors_spent(spell: Any, env: Env) -> Any:
    """CR 702.44a, 702.119a: "the number of colors of mana spent to cast [spell]"."""
    from ...runtime.stack.mana_spent import ColorsSpent

    return ColorsSpent(_spent_spell(spell, env))


@lowers("conditions.ManaAmountSpentCondition")
def _mana_amount_spent(node: Any, env: Env) -> Any:
    """CR 601.2h: "if at least seven mana was spent to cast it", "If five or more mana was
    spent to cast that spell" (mana of any type)."""
    from ...runtime.stack.mana_spent import ManaSpentAtLeast

    parts = node.parts
    if len(parts) == 7 and isinstance(parts[0], aq.AtLeast):  # at least N mana was ...
        amount, rest = parts[0].amount, parts[1:]
    elif len(parts) == 8 and parts[1] in ("or more", "or greater"):  # N or more mana ...
        amount, rest = parts[0], parts[2:]
    else:
        raise fail(node, f"'{node.render()}' is not supported yet")
    value = getattr(amount, "value", None) if isinstance(amount, ao.Number) else None
    if value is None or tuple(rest[:5]) != ("mana", "was", "spent", "to", "cast"):
        raise fail(node, f"'{node.render()}' is not supported yet")
    return ManaSpentAtLeast(value, None, _spent_spell(rest[5], env))


@lowers("events.ManaSpentCondition")
def _mana_spent(node: Any, env: Env) -> Any:
    """CR 702.149 (adamant): "If at least three white mana was spent to cast this spell"."""
    from ...runtime.mana.symbols import ManaType
    from ...runtime.stack.mana_spent import ManaSpentAtLeast

    colors = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
    value = getattr(node.amount, "value", None) if isinstance(node.amount, ao.Number) else None
    if value is None or node.color not in colors or node.verb != "was":
        raise fail(node, f"'{node.render()}' is not supported yet")
    color = frozenset({ManaType(colors[node.color])})
    return ManaSpentAtLeast(value, color, _spent_spell(node.spell, env))


@lowers("conditions.SymbolsSpentCondition")
def _symbols_spent(node: Any, env: Env) -> Any:
    """CR 601.2h, 106.4: "if {W} was spent to cast this spell", "unless {U} was spent to
    cast it", "If {R}{G} was spent to cast this spell": for each colored or colorless
    symbol, at least that many mana of its type was spent (CR 107.4a-c)."""
    from ...runtime.mana.symbols import ManaType
    from ...runtime.stack.mana_spent import ManaSpentAtLeast

    codes = Counter(s.code for s in node.symbols.symbols)
    if node.was != "was" or any(c not in "WUBRGC" or len(c) != 1 for c in codes):
        raise fail(node, f"'{node.render()}' is not supported yet")
    spell = _spent_spell(node.spell, env)
    parts = tuple(ManaSpentAtLeast(n, frozenset({ManaType(c)}), spell)
                  for c, n in codes.items())  # fmt: skip
    return parts[0] if len(parts) == 1 else rcnd.AllHold(parts)


@lowers("choices.NoManaSpentCondition")
def _no_mana_spent(node: Any, env: Env) -> Any:
    """CR 601.2h, 106.4: "if no mana was spent to cast it", "if no colored mana was spent
    to cast it" (colored: white, blue, black, red or green, CR 105.1)."""
    from ...runtime.mana.symbols import ManaType
    from ...runtime.stack.mana_spent import ManaSpentAtLeast

    if node.status not in (None, "colored") or node.was != "was":
        raise fail(node, f"'{node.render()}' is not supported yet")
    colors = None if node.status is None else frozenset(t for t in ManaType if t.value != "C")
    return rcnd.Not(ManaSpentAtLeast(1, colors, _spent_spell(node.spell, env)))


#: CR 400.1: the zones a spell is cast from, by their names in "from your hand", "from exile"
_CAST_ZONES = {"hand": RZone.HAND, "graveyard": RZone.GRAVEYARD, "library": RZone.LIBRARY,
               "exile": RZone.EXILE}  # fmt: skip


def _cast_zone(zone: Any, caster: Any) -> tuple[Any, bool]:
    """The zone of "your hand", "their graveyard" (the caster's own: True), "a graveyard",
    "exile" (None: another phrase)."""
    if isinstance(zone, ao.Zone) and isinstance(zone.owner, ao.Possessive) and (
        zone.owner.owner == "your" and isinstance(caster, ao.You)
        or zone.owner.owner == "their" and isinstance(caster, ao.Players)
    ):  # fmt: skip
        return _CAST_ZONES.get(zone.name), True
    if isinstance(zone, ao.Zone) and isinstance(zone.owner, ao.ZoneDeterminer) and (
        zone.owner.phrase == "a" and zone.name == "graveyard"
    ):  # fmt: skip
        return RZone.GRAVEYARD, False
    if type(zone).__name__ == "SharedZone" and zone.name == "exile":
        return RZone.EXILE, False
    return None, False


def cast_from_qualifiers(spell: Any, caster: Any) -> tuple[Any, tuple[Any, ...]]:
    """CR 601.2a: "a spell from your hand", "a spell from anywhere other than your hand" in
    a cast trigger by ``caster`` — the phrase without those qualifiers and the qualities
    they state."""
    from ...runtime.stack.cast_from import CastFrom

    keep, found = [], []
    for q in spell.qualifiers:
        if isinstance(q, ao.InZone) and q.preposition == "from":
            inner = q.zone
            other = type(inner).__name__ == "AnywhereOtherThan"
            zone, own = _cast_zone(inner.zone if other else inner, caster)
            if zone is None:
                raise fail(q, f"spells cast '{q.render()}' are not supported yet")
            found.append(CastFrom(zone, other, own))
        else:
            keep.append(q)
    return attrs.evolve(spell, qualifiers=tuple(keep)), tuple(found)


def spells_cast_count(obj: Any, env: Env) -> Any:
    """CR 601.2, 500.7: "the number of spells you've cast this turn", "for each other
    instant and sorcery spell you've cast this turn", "for each spell you've cast this turn
    from anywhere other than your hand" — an amount (None: not such a phrase)."""
    found = [q for q in obj.qualifiers if type(q).__name__ == "YouveDone"]
    if len(found) != 1:
        return None
    q = found[0]
    if q.actions != ("cast",) or q.subject != "you've":
        raise fail(q, f"'{q.render()}' counted is not supported yet")
    ago = _ago(q.duration)
    rest = attrs.evolve(obj, qualifiers=tuple(x for x in obj.qualifiers if x is not q))
    rest, cast_from = cast_from_qualifiers(rest, ao.You())
    other = rest.determiner is not None and rest.determiner.phrase == "other"
    if other:
        rest = attrs.evolve(rest, determiner=None)
    flt, kind = object_filter(rest, env)
    if kind != "spell":
        raise fail(obj, f"'{obj.render()}' counted is not supported yet")
    flt = attrs.evolve(flt, zone=None, other=False, extra=flt.extra + cast_from)
    plain = flt == rf.ObjectFilter(zone=None)
    return rh.SpellsCastCount(None if plain else flt, rf.Who.YOU, ago, other)


@lowers("spells.ControlAsYouCast")
def _control_as_you_cast(node: Any, env: Env) -> Any:
    """CR 601.2b: "if you control a commander as you cast this spell" — the condition,
    checked as the spell is being cast (when its modes are chosen)."""
    return lower(node.condition, env)
