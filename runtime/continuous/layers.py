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

from typing import TYPE_CHECKING, Any

import attrs

from ..state.abilities import StaticAbility, all_abilities
from ..state.filters import Amount, Ctx, ObjectFilter, ObjectRef, Who, amount_value
from ..state.objects import Characteristics, GameObject, Zone
from .cda_keywords import with_changeling, with_devoid

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


class View:
    """Mutable characteristics while layers are applied."""

    __slots__ = (
        "name", "types", "subtypes", "supertypes", "colors", "power", "toughness",
        "abilities", "controller", "mana_cost",
    )  # fmt: skip

    def __init__(self, obj: GameObject) -> None:
        c = obj.card
        self.name = c.name
        self.types = c.types
        self.subtypes = with_changeling(c.subtypes, c.abilities)  # CR 702.73a, 604.3
        self.supertypes = c.supertypes
        self.colors = with_devoid(c.base_colors(), c.abilities)  # CR 702.114a
        self.power = c.power
        self.toughness = c.toughness
        self.abilities = list(c.abilities)
        self.controller = obj.controller
        self.mana_cost = c.mana_cost

    def freeze(self) -> Characteristics:
        return Characteristics(
            self.name, self.types, self.subtypes, self.supertypes, self.colors, self.power,
            self.toughness, tuple(self.abilities), self.controller, self.mana_cost,
        )  # fmt: skip


def base_characteristics(obj: GameObject) -> Characteristics:
    """Characteristics with no effects applied (objects outside the battlefield)."""
    return View(obj).freeze()


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
    out = []
    objs = game.state.objects
    for i, v in views.items():
        for a in all_abilities(tuple(v.abilities)):
            if isinstance(a, StaticAbility) and a.zone is Zone.BATTLEFIELD:
                if a.condition is not None and not _condition_holds(game, a, i, v, views):
                    continue
                if isinstance(a.effect, LayeredSpec):
                    ts = objs[i].timestamp
                    out.append(EffectInstance(a.effect, i, v.controller, ts, a.affected))
    return out


def _condition_holds(game: Game, a: Any, i: int, v: View, views: dict[int, View]) -> bool:
    """CR 611.3a — "as long as": checked against the characteristics of the previous pass
    of :func:`compute_battlefield` (its loop runs until the active statics are stable)."""
    saved = game._chars
    game._chars = {j: w.freeze() for j, w in views.items()}
    try:
        return bool(a.condition.holds(Ctx(game, i, v.controller)))
    finally:
        game._chars = saved


def compute_battlefield(game: Game) -> dict[int, Characteristics]:
    """CR 613.1 — apply every continuous effect, layer by layer, in timestamp order.

    Statics granted by other effects (layer 6) are found by iterating until the set of
    static effects is stable (a simple stand-in for dependency, CR 613.8).
    """
    st = game.state
    objs = st.objects
    ids = [i for i in st.battlefield if isinstance(objs.get(i), GameObject)]
    known: list[EffectInstance] | None = None
    result: dict[int, View] = {}
    saved, prev = game._chars, None
    try:
        return _passes(game, ids, known, result, prev)
    finally:
        game._chars = saved


def _passes(game: Game, ids: list[int], known: Any, result: dict[int, View], prev: Any) -> Any:
    st = game.state
    objs = st.objects
    for _ in range(4):
        views = {i: View(objs[i]) for i in ids}  # type: ignore[arg-type]
        # Amounts read while the layers apply ("+1/+1 for each artifact you control") see
        # the previous pass (base characteristics on the first): a stand-in for CR 613.8.
        game._chars = prev if prev is not None else {i: v.freeze() for i, v in views.items()}
        statics = known if known is not None else static_instances(game, views)
        instances = statics + [e for e in st.effects if isinstance(e.spec, LayeredSpec)]
        order = {layer: n for n, layer in enumerate(LAYERS)}
        instances.sort(key=lambda e: (order[e.spec.layer], e.timestamp))
        counters_done = False
        for inst in instances:
            if inst.spec.layer in ("7c", "7d") and not counters_done:
                _apply_counters(game, views)
                counters_done = True
            ctx = Ctx(game, inst.source_id, inst.controller)
            for i in _affected_ids(game, inst, views, ctx):
                inst.spec.apply(views[i], inst, ctx)
        if not counters_done:
            _apply_counters(game, views)
        result = views
        again = static_instances(game, views)
        frozen = {i: v.freeze() for i, v in result.items()}
        dynamic = any(getattr(e.spec, "dynamic", False) for e in instances)
        if [(e.spec, e.source_id) for e in again] == [(e.spec, e.source_id) for e in statics]:
            if not dynamic or frozen == prev:
                break
        known, prev = again, frozen
    return {i: v.freeze() for i, v in result.items()}


def _apply_counters(game: Game, views: dict[int, View]) -> None:
    """CR 613.4c — +1/+1 and -1/-1 counters modify P/T in layer 7c."""
    for i, v in views.items():
        c = game.state.objects[i].counters  # type: ignore[union-attr]
        if v.power is not None and c:
            d = c.get("+1/+1", 0) - c.get("-1/-1", 0)
            v.power += d
            v.toughness += d


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
