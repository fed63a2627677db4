"""Continuous effects and the layer system — CR 611, 613.

Specs (frozen data) say *what* changes: :class:`ModifyPT` (layer 7c), :class:`SetPT` (7b),
:class:`SwitchPT` (7d), :class:`AddAbilities` / :class:`RemoveAllAbilities` (6),
:class:`AddTypes` (4), :class:`ChangeController` (2). They come from static abilities
(CR 611.3: affected set re-evaluated continuously) or from resolved spells and abilities
(CR 611.2c: affected set locked in as they resolve) as :class:`EffectInstance`.
Rule-modifying statics that aren't layered — :class:`AttackTax`, :class:`CostReduction`,
:class:`CostIncrease`, :class:`CastAsThoughFlash`, :class:`AdditionalLandPlays` — are read
by the rules that they modify.
"""

from __future__ import annotations

import re
import weakref
from typing import TYPE_CHECKING, Any

import attrs

from ..mana.symbols import ManaCost
from ..state import abilities as _kw
from ..state.abilities import StaticAbility
from ..state.filters import Amount, Ctx, ObjectFilter, ObjectRef, Who, amount_value
from ..state.objects import CardDefinition, Characteristics, GameObject, Zone
from .cda_keywords import CREATURE_TYPES, with_changeling, with_devoid

if TYPE_CHECKING:
    from ..game import Game

LAYERS = ("1", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d")


class LayeredSpec:
    """Base of layered continuous effect specs."""

    __slots__ = ()
    layer = ""

    def apply(self, view: View, inst: EffectInstance, ctx: Ctx) -> None:
        raise NotImplementedError


@attrs.frozen
class ModifyPT(LayeredSpec):
    """CR 613.4c — "gets +N/+M"."""

    power: Amount = 0
    toughness: Amount = 0
    layer = "7c"

    @property
    def dynamic(self) -> bool:
        """Whether the change is a count ("for each"), read while the layers apply."""
        return not (isinstance(self.power, int) and isinstance(self.toughness, int))

    def apply(self, view: View, inst: EffectInstance, ctx: Ctx) -> None:
        if view.power is not None:
            view.power += inst.values.get("p", amount_value(self.power, ctx))
            view.toughness += inst.values.get("t", amount_value(self.toughness, ctx))


@attrs.frozen
class SetPT(LayeredSpec):
    """CR 613.4b — "has base power and toughness N/M"."""

    power: int
    toughness: int
    layer = "7b"

    def apply(self, view: View, inst: EffectInstance, ctx: Ctx) -> None:
        view.power, view.toughness = self.power, self.toughness


@attrs.frozen
class SetBaseStat(LayeredSpec):
    """CR 613.4b — "has base power 0" / "has base toughness 1": one of the two set."""

    stat: str  # "power" or "toughness"
    value: int
    layer = "7b"

    def apply(self, view: View, inst: EffectInstance, ctx: Ctx) -> None:
        if self.stat == "power":
            view.power = self.value
        else:
            view.toughness = self.value


@attrs.frozen
class SwitchPT(LayeredSpec):
    """CR 613.4d — switch power and toughness."""

    layer = "7d"

    def apply(self, view: View, inst: EffectInstance, ctx: Ctx) -> None:
        view.power, view.toughness = view.toughness, view.power


@attrs.frozen
class AddAbilities(LayeredSpec):
    """CR 613.1f — "has [keywords] and '[ability]'" (layer 6)."""

    abilities: tuple[Any, ...]
    layer = "6"

    def apply(self, view: View, inst: EffectInstance, ctx: Ctx) -> None:
        # an ability that refers to its granting source ("the chosen color") is bound to it
        view.abilities.extend(a.bind(ctx) if hasattr(a, "bind") else a for a in self.abilities)


@attrs.frozen
class RemoveAllAbilities(LayeredSpec):
    """CR 613.1f — "loses all abilities" (layer 6)."""

    layer = "6"

    def apply(self, view: View, inst: EffectInstance, ctx: Ctx) -> None:
        view.abilities.clear()


@attrs.frozen
class RemoveAbilities(LayeredSpec):
    """CR 613.1f — "loses flying", "loses defender and gains flying" (layer 6): the object
    loses each of ``abilities`` it has (every instance of it, CR 702.2-702.190's keywords
    being equal when their parameters are)."""

    abilities: tuple[Any, ...]
    layer = "6"

    def apply(self, view: View, inst: EffectInstance, ctx: Ctx) -> None:
        view.abilities[:] = [a for a in view.abilities if a not in self.abilities]


@attrs.frozen
class RemoveTypes(LayeredSpec):
    """CR 613.1d, 205.1a — "[this] isn't a creature" (layer 4): the object loses the card
    types; its subtypes of a removed type go too, unless a type it still has shares them
    (creature types stay on a kindred object)."""

    types: frozenset[str]
    layer = "4"

    def apply(self, view: View, inst: EffectInstance, ctx: Ctx) -> None:
        view.types = view.types - self.types
        if "Creature" in self.types and not view.types & {"Creature", "Kindred", "Tribal"}:
            view.subtypes = view.subtypes - CREATURE_TYPES


@attrs.frozen
class AddTypes(LayeredSpec):
    """CR 613.1d — "is a [type] in addition to its other types" (layer 4)."""

    types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    layer = "4"

    def apply(self, view: View, inst: EffectInstance, ctx: Ctx) -> None:
        view.types = view.types | self.types
        view.subtypes = view.subtypes | self.subtypes


@attrs.frozen
class ChangeController(LayeredSpec):
    """CR 613.1b — control-changing effect (layer 2); the new controller is the effect's
    controller ("gain control of")."""

    layer = "2"

    def apply(self, view: View, inst: EffectInstance, ctx: Ctx) -> None:
        view.controller = inst.controller


# ------------------------------------------------------------- rule-modifying statics


@attrs.frozen
class AttackTax:
    """CR 508.1d, 508.1h — "Creatures can't attack [you / planeswalkers you control] unless
    their controller pays [cost] for each of those creatures" (Norn's Annex, Ghostly Prison).
    """

    cost: tuple[Any, ...]
    protects: Who = Who.YOU
    planeswalkers: bool = True


@attrs.frozen
class CostReduction:
    """CR 601.2f — "[Spells] cost {N} less"; ``this_spell`` for "this spell costs" (affinity)."""

    amount: Amount = 1
    this_spell: bool = False
    filter: ObjectFilter | None = None
    who: Who = Who.YOU


@attrs.frozen
class CostIncrease:
    """CR 601.2f — "[Spells] cost {N} more to cast"."""

    amount: Amount = 1
    filter: ObjectFilter | None = None
    who: Who = Who.ANY


@attrs.frozen
class SelfCostIncrease:
    """CR 601.2f — "This spell costs {2}{G} more to cast [for each target beyond the
    first]": ``mana`` (any symbols, colored too) added ``times`` times to the total cost of
    the spell with this static ability (it functions on the stack, CR 113.6b)."""

    mana: ManaCost
    times: Amount = 1


@attrs.frozen
class TargetsBeyondFirst:
    """CR 601.2c, 601.2f: "for each target beyond the first" — the targets chosen for the
    spell (``ctx.source_id``) less one; an empty "up to" slot isn't a target."""

    def value(self, ctx: Ctx) -> int:
        obj = ctx.source()
        chosen = [t for t in (obj.targets if obj is not None else ()) if t is not None]
        return max(0, len(chosen) - 1)


@attrs.frozen
class CastAsThoughFlash:
    """CR 601.3e-ish permission — "You may cast [filter] spells as though they had flash"."""

    filter: ObjectFilter = ObjectFilter(zone=None)
    who: Who = Who.YOU  # "Any player may cast ..." (Who.ANY)


@attrs.frozen
class AdditionalLandPlays:
    """CR 305.2 — "You may play N additional lands on each of your turns"."""

    n: int = 1
    who: Who = Who.YOU  # "Each player may play an additional land ..." (Who.ANY)


@attrs.frozen
class CantAttack:
    """CR 508.1c — the affected creatures can't attack."""


@attrs.frozen
class CantBlock:
    """CR 509.1b — the affected creatures can't block."""


@attrs.frozen
class MustAttackPlayer:
    """CR 508.1d — the affected creatures attack ``player`` (a player index) each combat if
    able ("attacks that opponent this turn if able": encore, CR 702.141a)."""

    player: int


@attrs.frozen
class MustAttack:
    """CR 508.1d — the affected creatures attack each combat if able."""


@attrs.frozen
class EffectInstance:
    """A continuous effect in the game (CR 611): the spec, its source and controller,
    timestamp (CR 613.7), duration (``"eot"``, ``"permanent"``) and affected set.

    ``affected`` is a frozenset of object ids (locked in, CR 611.2c) or, for statics, an
    :class:`ObjectFilter` / object reference evaluated continuously (CR 611.3a).
    """

    spec: Any
    source_id: int
    controller: int
    timestamp: int
    affected: Any = None
    duration: str = "permanent"
    values: dict[str, int] = attrs.field(factory=dict, eq=False)


class Printed:
    """The printed characteristics of a card definition (CR 109.3; changeling and devoid
    applied, CR 702.73a, 702.114a, 604.3), worked out once per definition: a definition is
    frozen data, and the layers start from it for every permanent every time the
    battlefield is computed. ``base`` holds the :class:`Characteristics` with no effect
    applied, by controller; ``layered`` says whether any of its abilities (keyword
    expansions included, CR 702.1) is a layered static ability (CR 611.3, 613)."""

    __slots__ = ("fields", "abilities", "mana_cost", "base", "layered")

    def __init__(self, card: CardDefinition) -> None:
        self.mana_cost = card.mana_cost
        self.abilities = tuple(card.abilities)
        self.fields = (
            card.name, card.types, with_changeling(card.subtypes, card.abilities),
            card.supertypes, with_devoid(card.base_colors(), card.abilities), card.power,
            card.toughness,
        )  # fmt: skip
        self.base: dict[int, Characteristics] = {}
        self.layered = any(_is_layered_static(a) for _, a in _positioned(card.abilities))

    def characteristics(self, controller: int) -> Characteristics:
        ch = self.base.get(controller)
        if ch is None:
            name, types, subtypes, supertypes, colors, power, toughness = self.fields
            ch = self.base[controller] = Characteristics(
                name, types, subtypes, supertypes, colors, power, toughness, self.abilities,
                controller, self.mana_cost,
            )  # fmt: skip
        return ch


#: the printed characteristics by definition: keyed by its id while it lives (an entry
#: goes when its definition does, so an id is never read for another definition)
_PRINTED: dict[int, Printed] = {}


def printed(card: CardDefinition) -> Printed:
    """The :class:`Printed` characteristics of ``card``."""
    p = _PRINTED.get(id(card))
    if p is None:
        key = id(card)
        p = _PRINTED[key] = Printed(card)
        weakref.finalize(card, _PRINTED.pop, key, None)
    return p


def _is_layered_static(a: Any) -> bool:
    return (
        isinstance(a, StaticAbility)
        and a.zone is Zone.BATTLEFIELD
        and isinstance(a.effect, LayeredSpec)
    )


class View:
    """Mutable characteristics while layers are applied."""

    __slots__ = (
        "name", "types", "subtypes", "supertypes", "colors", "power", "toughness",
        "abilities", "controller", "mana_cost",
    )  # fmt: skip

    def __init__(self, obj: GameObject) -> None:
        p = printed(obj.card)
        (self.name, self.types, self.subtypes, self.supertypes, self.colors, self.power,
         self.toughness) = p.fields  # fmt: skip
        self.abilities = list(p.abilities)
        self.controller = obj.controller
        self.mana_cost = p.mana_cost
        if "Room" in obj.card.subtypes and obj.zone is Zone.BATTLEFIELD:  # CR 709.5
            room_characteristics(self, obj)  # locked doors

    def copy(self) -> View:
        """An independent copy (to try an effect out, CR 613.8a)."""
        new = View.__new__(View)
        for slot in View.__slots__:
            setattr(new, slot, getattr(self, slot))
        new.abilities = list(self.abilities)
        return new

    def freeze(self) -> Characteristics:
        return Characteristics(
            self.name, self.types, self.subtypes, self.supertypes, self.colors, self.power,
            self.toughness, tuple(self.abilities), self.controller, self.mana_cost,
        )  # fmt: skip


def room_characteristics(view: View, obj: GameObject) -> None:
    """CR 709.5 — on the battlefield, a Room has the name, mana cost and rules text of its
    unlocked doors only (``obj.choices["unlocked"]``; the doors: ``card.doors``, or the
    card itself as its left door when only that half is known). See
    :mod:`mtgc.runtime.actions.rooms`."""
    unlocked = obj.choices.get("unlocked", ())
    halves = [h for k, h in enumerate(obj.card.doors or (obj.card,)) if k in unlocked]
    view.name = " // ".join(h.name for h in halves)
    view.abilities = [a for h in halves for a in h.abilities]
    symbols = tuple(s for h in halves if h.mana_cost for s in h.mana_cost.symbols)
    view.mana_cost = ManaCost(symbols) if symbols else None


def base_characteristics(obj: GameObject) -> Characteristics:
    """Characteristics with no effects applied (objects outside the battlefield); P/T
    counters on a creature card count in every zone (CR 122.1a), and so do keyword counters
    (CR 122.1b)."""
    ch = printed(obj.card).characteristics(obj.controller)
    if obj.counters and ch.power is not None:
        dp, dt = pt_from_counters(obj.counters)
        if dp or dt:
            ch = attrs.evolve(ch, power=ch.power + dp, toughness=ch.toughness + dt)
    if obj.counters:
        gained = counter_keywords(obj.counters)
        if gained:
            ch = attrs.evolve(ch, abilities=(*ch.abilities, *gained))
    return ch


#: CR 122.1b: the keyword counters and the keyword each gives (those of the keywords the
#: rules engine knows at this layer; "decayed", "exalted" and "shadow" counters are not
#: among them yet).
KEYWORD_COUNTERS: dict[str, type] = {
    "flying": _kw.Flying, "first strike": _kw.FirstStrike, "double strike": _kw.DoubleStrike,
    "deathtouch": _kw.Deathtouch, "haste": _kw.Haste, "hexproof": _kw.Hexproof,
    "indestructible": _kw.Indestructible, "lifelink": _kw.Lifelink, "menace": _kw.Menace,
    "reach": _kw.Reach, "trample": _kw.Trample, "vigilance": _kw.Vigilance,
}  # fmt: skip


def counter_keywords(counters: dict[str, int]) -> list[Any]:
    """CR 122.1b: the keyword abilities an object's keyword counters give it (one of each
    kind, however many counters of it)."""
    return [KEYWORD_COUNTERS[k]() for k, n in counters.items() if n > 0 and k in KEYWORD_COUNTERS]


def _affected_ids(game: Game, inst: EffectInstance, views: dict[int, View], ctx: Ctx) -> list[int]:
    aff = inst.affected
    if isinstance(aff, frozenset):
        return [i for i in aff if i in views]
    if isinstance(aff, ObjectFilter):
        objs = game.state.objects
        return [i for i, v in views.items() if aff.matches(ctx, objs[i], v)]  # type: ignore[arg-type]
    if isinstance(aff, ObjectRef):
        return [i for i in aff.resolve(ctx) if i in views]
    return []


def static_instances(game: Game, views: dict[int, View]) -> list[EffectInstance]:
    """The layered effects of the static abilities the objects have now (CR 611.3)."""
    return [inst for _, inst in _keyed_statics(game, views, [False])]


def _keyed_statics(game: Game, views: dict[int, View], conditional: list[bool]
                   ) -> list[tuple[Any, EffectInstance]]:  # fmt: skip
    """(key, effect) for each layered static ability the views have now whose condition
    holds (``conditional[0]`` is set if any has a condition); the key names the ability
    on its source, so that an effect applies once per layer.

    CR 611.3a — "as long as" is checked against ``game._chars``, the characteristics of
    the previous pass of :func:`compute_battlefield` (base characteristics on the first),
    whose loop runs until the active statics are stable."""
    out = []
    objs = game.state.objects
    for i, v in views.items():
        for n, a in _positioned(v.abilities):
            if not (isinstance(a, StaticAbility) and a.zone is Zone.BATTLEFIELD):
                continue
            if not isinstance(a.effect, LayeredSpec):
                continue
            if a.condition is not None:
                conditional[0] = True
                if not a.condition.holds(Ctx(game, i, v.controller)):
                    continue
            inst = EffectInstance(a.effect, i, v.controller, objs[i].timestamp, a.affected)
            if a.part_of is not None:
                inst.values["part_of"] = (i, a.part_of)  # type: ignore[index]
            out.append(((i, n, type(a.effect).__name__), inst))
    return out


def _started_parts(statics: list[tuple[Any, EffectInstance]], layer: str,
                   started: dict[Any, tuple[frozenset[int], list[tuple[Any, EffectInstance]]]],
                   ) -> list[tuple[Any, EffectInstance]]:  # fmt: skip
    """CR 613.6 — the statics of ``layer`` with a part of their effect already applied in an
    earlier layer apply to the same objects (locked in), and those whose ability has been
    removed since (by a layer-4 or layer-6 effect) still apply; the rest are as they are."""
    out, present = [], set()
    for key, inst in statics:
        group = inst.values.get("part_of")
        if group in started:
            present.add(key)
            if inst.spec.layer == layer:
                out.append((key, attrs.evolve(inst, affected=started[group][0])))
        elif inst.spec.layer == layer:
            out.append((key, inst))
    for ids, parts in started.values():
        out.extend((key, attrs.evolve(inst, affected=ids)) for key, inst in parts
                   if inst.spec.layer == layer and key not in present)  # fmt: skip
    return out


def _note_started(statics: list[tuple[Any, EffectInstance]], inst: EffectInstance,
                  ids: list[int],
                  started: dict[Any, tuple[frozenset[int], list[tuple[Any, EffectInstance]]]],
                  ) -> None:  # fmt: skip
    """CR 613.6 — the first part of an effect to apply fixes the objects all its parts
    apply to; every part is remembered, so one whose ability goes later still applies."""
    group = inst.values.get("part_of")
    if group is None or group in started:
        return
    parts = [(k, e) for k, e in statics if e.values.get("part_of") == group]
    started[group] = (frozenset(ids), parts)


def _positioned(abilities: list[Any]) -> list[tuple[Any, Any]]:
    """Each ability and keyword expansion (CR 702.1) with its position: (index of the
    ability, index in its expansion). A keyword expands to new objects each time, and
    granted abilities are appended, so positions name abilities across collections."""
    out: list[tuple[Any, Any]] = []
    for n, a in enumerate(abilities):
        out.append(((n, 0), a))
        out.extend(((n, m + 1), x) for m, x in enumerate(a.expand()))
    return out


def compute_battlefield(game: Game) -> dict[int, Characteristics]:
    """CR 613.1 — apply every continuous effect, layer by layer (:func:`_apply_layers`).

    Amounts read while the layers apply ("+1/+1 for each artifact you control") and "as
    long as" conditions see the previous pass; passes repeat until the statics applied
    and those amounts are stable.
    """
    st = game.state
    objs = st.objects
    ids = [i for i in st.battlefield if isinstance(objs.get(i), GameObject)]
    saved = game._chars
    try:
        return _passes(game, ids)
    finally:
        game._chars = saved


def _passes(game: Game, ids: list[int]) -> Any:
    st = game.state
    objs = st.objects
    printed_of = {i: printed(objs[i].card) for i in ids}  # type: ignore[union-attr]
    base = {i: p.characteristics(objs[i].controller) for i, p in printed_of.items()}  # type: ignore[union-attr]
    rooms = {i for i in ids if "Room" in objs[i].card.subtypes}  # type: ignore[union-attr]
    if not rooms and not any(p.layered for p in printed_of.values()) and not any(
        isinstance(e.spec, LayeredSpec) for e in st.effects
    ):  # no continuous effect applies (CR 613.1): printed characteristics and counters
        return {i: base_characteristics(objs[i]) for i in ids}  # type: ignore[arg-type]
    prev: dict[int, Characteristics] | None = None
    keys: Any = None
    frozen: dict[int, Characteristics] = {}
    for _ in range(4):
        game._chars = base if prev is None else prev
        views, used, again, touched = _apply_layers(game, ids)
        touched |= rooms  # a Room's locked doors (CR 709.5) aren't its printed card
        frozen = {i: v.freeze() if i in touched else base[i] for i, v in views.items()}
        if not again or (used == keys and frozen == prev):
            break
        keys, prev = used, frozen
    return frozen


def _apply_layers(game: Game, ids: list[int]) -> tuple[dict[int, View], Any, bool, set[int]]:
    """CR 613.1-613.8 — one application of every layer in order. Within a layer the
    effects that exist *now* apply (a static ability removed by an earlier effect — in
    this layer or an earlier one — creates none; one granted or switched on by an earlier
    effect does), each once, the next one chosen by :func:`_next_effect` (dependency,
    then timestamp, CR 613.7-613.8) after each one applied (CR 613.8c). Also returns the
    objects an effect or a counter was applied to (the others keep their printed
    characteristics)."""
    st = game.state
    objs = st.objects
    views = {i: View(objs[i]) for i in ids}  # type: ignore[arg-type]
    touched: set[int] = set()
    resolved = [(("effect", id(e)), e) for e in st.effects if isinstance(e.spec, LayeredSpec)]
    used: list[Any] = []
    again = [False]  # conditional statics or counted amounts: another pass is needed
    statics = _keyed_statics(game, views, again)
    #: CR 613.6: effects with parts in several layers, once one part has applied
    started: dict[Any, tuple[frozenset[int], list[tuple[Any, EffectInstance]]]] = {}
    for layer in LAYERS:
        if layer == "6":  # CR 122.1b, 613.1f: keyword counters, before the effects of
            _apply_keyword_counters(game, views, touched)  # layer 6 (their order: below)
        if layer == "7c":  # CR 613.4c: counters, then the other 7c effects
            _apply_counters(game, views, touched)
        mine = [r for r in resolved if r[1].spec.layer == layer]
        pending = (_started_parts(statics, layer, started) if started
                   else [s for s in statics if s[1].spec.layer == layer]) + mine
        done: set[Any] = set()
        for _ in range(_EFFECTS_PER_LAYER_LIMIT):
            if not pending:
                break
            key, inst = _next_effect(game, views, pending)
            done.add(key)
            used.append((key[0], inst.spec))
            if getattr(inst.spec, "dynamic", False):
                again[0] = True
            ctx = Ctx(game, inst.source_id, inst.controller)
            ids = _affected_ids(game, inst, views, ctx)
            if inst.values:  # CR 613.6: a part of an effect in several layers
                _note_started(statics, inst, ids, started)
            touched.update(ids)
            for i in ids:
                inst.spec.apply(views[i], inst, ctx)
            if layer in _CHANGE_ABILITIES:  # CR 613.8c: statics may have come or gone
                statics = _keyed_statics(game, views, again)
                pending = (_started_parts(statics, layer, started) if started
                           else [s for s in statics if s[1].spec.layer == layer]) + mine
            pending = [p for p in pending if p[0] not in done]
    return views, used, again[0], touched


#: layers whose effects can add or remove static abilities (CR 305.7, 613.1f)
_CHANGE_ABILITIES = frozenset({"1", "4", "6"})
#: a bound on the effects applied in one layer (abilities granting abilities without end)
_EFFECTS_PER_LAYER_LIMIT = 1_000
#: more effects than this in one layer at once apply in timestamp order only
_DEPENDENCY_LIMIT = 12


def _next_effect(game: Game, views: dict[int, View], pending: list[tuple[Any, EffectInstance]]
                 ) -> tuple[Any, EffectInstance]:  # fmt: skip
    """CR 613.8b — the earliest effect (CR 613.7) among those that depend on no other
    pending effect; if every one depends on another (a dependency loop), the earliest."""
    order = sorted(pending, key=lambda p: p[1].timestamp)
    if len(order) == 1 or len(order) > _DEPENDENCY_LIMIT:
        return order[0]
    for cand in order:
        if not any(o is not cand and _depends_on(game, views, cand, o) for o in order):
            return cand
    return order[0]


def _depends_on(game: Game, views: dict[int, View], e: tuple[Any, EffectInstance],
                f: tuple[Any, EffectInstance]) -> bool:  # fmt: skip
    """CR 613.8a — whether applying ``f`` would change the existence of ``e`` (its
    static ability removed from its source) or what ``e`` applies to. Effects from
    characteristic-defining abilities (layer 7a) never depend on others (613.8a(c))."""
    (ekey, einst), (_, finst) = e, f
    if einst.spec.layer == "7a":
        return False
    is_static = ekey[0] != "effect"
    filtered = isinstance(einst.affected, ObjectFilter)
    if not filtered and not (is_static and finst.spec.layer in _CHANGE_ABILITIES):
        return False  # a locked-in set, and no ability of its source can go
    fctx = Ctx(game, finst.source_id, finst.controller)
    touched = _affected_ids(game, finst, views, fctx)
    if not touched:
        return False
    if not filtered and einst.source_id not in touched:
        return False
    trial = {i: views[i].copy() for i in touched}
    for i in touched:
        finst.spec.apply(trial[i], finst, fctx)
    if is_static and einst.source_id in trial:  # existence (CR 613.8a(b))
        src = {einst.source_id: trial[einst.source_id]}
        if ekey not in {k for k, _ in _keyed_statics(game, src, [False])}:
            return True
    aff = einst.affected
    if isinstance(aff, ObjectFilter):  # what it applies to
        objs = game.state.objects
        ectx = Ctx(game, einst.source_id, einst.controller)
        for i in touched:
            before = aff.matches(ectx, objs[i], views[i])  # type: ignore[arg-type]
            if before != aff.matches(ectx, objs[i], trial[i]):  # type: ignore[arg-type]
                return True
    return False


_PT_KIND = re.compile(r"^([+-])(\d+)/([+-])(\d+)$")


def pt_counter(kind: str) -> tuple[int, int] | None:
    """CR 122.1a: the (power, toughness) change of one counter of ``kind``, or None if it
    isn't a P/T counter (``"+1/+0"`` -> (1, 0), ``"-0/-2"`` -> (0, -2))."""
    m = _PT_KIND.match(kind)
    if m is None:
        return None
    sp, p, stg, t = m.groups()
    return (int(p) if sp == "+" else -int(p)), (int(t) if stg == "+" else -int(t))


def pt_from_counters(counters: dict[str, int]) -> tuple[int, int]:
    """CR 613.4c: the total power and toughness change of an object's P/T counters."""
    dp = dt = 0
    for kind, n in counters.items():
        pt = pt_counter(kind)
        if pt is not None:
            dp += pt[0] * n
            dt += pt[1] * n
    return dp, dt


def _apply_counters(game: Game, views: dict[int, View], touched: set[int]) -> None:
    """CR 613.4c, 122.1a — P/T counters of every kind (+1/+1, -1/-1, +1/+0, -0/-1, +2/+2,
    ...) modify power and toughness in layer 7c."""
    for i, v in views.items():
        c = game.state.objects[i].counters  # type: ignore[union-attr]
        if v.power is not None and c:
            touched.add(i)
            dp, dt = pt_from_counters(c)
            v.power += dp
            v.toughness += dt


def _apply_keyword_counters(game: Game, views: dict[int, View], touched: set[int]) -> None:
    """CR 122.1b, 613.1f — keyword counters give their keywords in layer 6. The counters'
    own timestamps are not kept: they apply before the layer's other effects, as if put on
    before those began (an effect that removes all abilities removes them too)."""
    objs = game.state.objects
    for i, v in views.items():
        c = objs[i].counters  # type: ignore[union-attr]
        if c:
            gained = counter_keywords(c)
            if gained:
                touched.add(i)
                v.abilities.extend(gained)


def rule_statics(game: Game, kind: type) -> list[tuple[int, int, Any]]:
    """Every non-layered static of ``kind`` on the battlefield: (source, controller, spec)."""
    out = []
    for i, _, a, controller in game.abilities_of_permanents(StaticAbility):
        if isinstance(a.effect, kind):
            if a.condition is None or a.condition.holds(Ctx(game, i, controller)):
                out.append((i, controller, a))
    for e in game.state.effects:  # restrictions of resolved spells (CR 611.2c: locked in)
        if isinstance(e.spec, kind):
            out.append((e.source_id, e.controller, StaticAbility(e.spec, e.affected)))
    return out
