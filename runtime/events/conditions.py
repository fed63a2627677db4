"""Conditions — CR 603.4 (intervening "if" clauses), 608.2c ("If [condition], [effect]."),
611.3a ("as long as [condition]": a static ability's effect applies while it holds).

A condition is a frozen spec with ``holds(ctx)``; the same spec serves a trigger's
intervening "if" (checked as the ability triggers and again as it resolves), a conditional
effect (checked as the effect resolves) and a conditional static ability (checked
continuously). :class:`~mtgc.runtime.state.filters.YouControl`, ``LifeAtMost`` and ``CostWasPaid``
live in :mod:`mtgc.runtime.state.filters`.
"""

from __future__ import annotations

import operator
from typing import Any

import attrs

from ..state.abilities import all_abilities
from ..state.filters import (
    All,
    Condition,
    CounterCount,
    Ctx,
    ObjectFilter,
    ObjectRef,
    PlayerSel,
    Who,
    amount_value,
)
from ..state.objects import GameObject, Zone
from . import events as ev
from .replacement import ReplacementSpec

#: "N or more", "N or less", exactly N (CR 107.1): comparator word -> test of (count, N).
COMPARATORS = {
    "or more": operator.ge, "or greater": operator.ge, "or less": operator.le,
    "or fewer": operator.le, None: operator.eq,
}  # fmt: skip


def _players(who: Who | PlayerSel, ctx: Ctx) -> list[int]:
    if isinstance(who, Who):
        players = ctx.game.state.players
        return [i for i in range(len(players)) if who.matches(i, ctx.controller)]
    return who.resolve(ctx)


@attrs.frozen
class Not(Condition):
    """ "you don't control ...", "it wasn't kicked": the negation of a condition."""

    condition: Condition

    def holds(self, ctx: Ctx) -> bool:
        return not self.condition.holds(ctx)


@attrs.frozen
class PlayerControls(Condition):
    """ "[player] controls [N or more / no] [filter]": some player of ``who`` ("you", "an
    opponent", "defending player") controls a number of matching permanents that compares
    to ``amount`` (``compare``: a :data:`COMPARATORS` key; ``at least 1`` by default)."""

    filter: ObjectFilter
    who: Any = Who.YOU
    amount: int = 1
    compare: str | None = "or more"
    #: "three or more creatures with different powers" (coven): the permanents counted
    #: must differ in this characteristic — "power", "toughness", "mana value" or "name"
    #: (CR 208, 202.3, 201.2) — so the count is the number of different values.
    different: str | None = None

    def holds(self, ctx: Ctx) -> bool:
        test = COMPARATORS[self.compare]
        found = All(attrs.evolve(self.filter, controller=Who.ANY)).resolve(ctx)
        if self.different is not None:
            return any(test(len(self._values(ctx, found, p)), self.amount)
                       for p in _players(self.who, ctx))  # fmt: skip
        views = [ctx.game.view(i).controller for i in found]
        return any(test(views.count(p), self.amount) for p in _players(self.who, ctx))

    def _values(self, ctx: Ctx, found: Any, player: int) -> set[Any]:
        from ..state.qualities import stat_of

        out: set[Any] = set()
        for i in found:
            ch = ctx.game.view(i)
            if ch.controller != player:
                continue
            if self.different == "name":
                if ch.name:  # a face-down permanent has no name (CR 708.2)
                    out.add(ch.name)
            elif self.different != "power" or ch.power is not None:
                out.add(stat_of(ctx.game.state.objects[i], ch, self.different))
        return out


@attrs.frozen
class ThereAre(Condition):
    """ "there are [N or more] [filter] [in your graveyard / on the battlefield]"."""

    filter: ObjectFilter
    amount: int = 1
    compare: str | None = "or more"

    def holds(self, ctx: Ctx) -> bool:
        count = len(_all(self.filter, ctx))
        return COMPARATORS[self.compare](count, self.amount)


def _all(flt: ObjectFilter, ctx: Ctx) -> list[int]:
    """Every object matching ``flt``; a card in a graveyard is its owner's (CR 404.2)."""
    if flt.zone is Zone.BATTLEFIELD:
        return All(flt).resolve(ctx)
    out = []
    game = ctx.game
    for i, obj in list(game.state.objects.items()):
        if not isinstance(obj, GameObject) or (flt.zone is not None and obj.zone is not flt.zone):
            continue
        if flt.controller is not Who.ANY and not flt.controller.matches(obj.owner, ctx.controller):
            continue
        if attrs.evolve(flt, controller=Who.ANY).matches(ctx, obj):
            out.append(i)
    return out


@attrs.frozen
class PlayerAmountCompare(Condition):
    """A number each player has, compared to N: true if it holds for any of the players
    ``who`` names. A subclass says which number (:meth:`measure`)."""

    who: Any
    amount: int
    compare: str | None

    def measure(self, player: Any) -> int:
        raise NotImplementedError

    def holds(self, ctx: Ctx) -> bool:
        test = COMPARATORS[self.compare]
        players = ctx.game.state.players
        return any(test(self.measure(players[p]), self.amount) for p in _players(self.who, ctx))


@attrs.frozen
class LifeCompare(PlayerAmountCompare):
    """CR 119: "[player] has N or less / N or more life"."""

    def measure(self, player: Any) -> int:
        return player.life


@attrs.frozen
class HandCompare(Condition):
    """CR 402: "[player] has N or fewer cards in hand", "you have no cards in hand"."""

    who: Any
    amount: int
    compare: str | None

    def holds(self, ctx: Ctx) -> bool:
        test = COMPARATORS[self.compare]
        hands = ctx.game.state.players
        return any(test(len(hands[p].hand), self.amount) for p in _players(self.who, ctx))


@attrs.frozen
class ObjectIs(Condition):
    """ "this creature is untapped", "it's attacking", "it's a creature": the object an
    ability refers to matches ``filter`` (in its current zone when ``any_zone``)."""

    ref: ObjectRef
    filter: ObjectFilter

    def holds(self, ctx: Ctx) -> bool:
        game = ctx.game
        for i in self.ref.resolve(ctx):
            obj = game.state.objects.get(i)
            if isinstance(obj, GameObject):
                return self.filter.matches(ctx, obj, any_zone=self.filter.zone is None)
            return False
        return False


@attrs.frozen
class IsTurn(Condition):
    """CR 500.7, 102.1: "it's your turn" / "it's not your turn"."""

    who: Who = Who.YOU

    def holds(self, ctx: Ctx) -> bool:
        return self.who.matches(ctx.game.state.active, ctx.controller)


@attrs.frozen
class DidOptional(Condition):
    """CR 608.2c: "If you do" / "If you don't" after "you may [action]": whether the
    player chose to take the optional action just before (recorded as it resolved)."""

    def holds(self, ctx: Ctx) -> bool:
        return bool(ctx.info.get("did"))


@attrs.frozen
class ConditionalReplacement(ReplacementSpec):
    """A replacement effect that applies only while ``condition`` holds (CR 614.1c: "This
    land enters tapped unless you control two or more basic lands"; CR 614.12: checked as
    the permanent would enter)."""

    spec: Any
    condition: Condition

    @property
    def self_only(self) -> bool:
        return self.spec.self_only

    @property
    def order_step(self) -> int:
        return getattr(self.spec, "order_step", 4)

    def describe(self) -> str:
        describe = getattr(self.spec, "describe", None)
        return describe() if describe is not None else repr(self.spec)

    def applies(self, game: Any, proposal: Any, ctx: Ctx) -> bool:
        return self.spec.applies(game, proposal, ctx) and self.condition.holds(ctx)

    def apply(self, game: Any, proposal: Any, ctx: Ctx) -> None:
        self.spec.apply(game, proposal, ctx)

    def transform_types(self, types: Any, ctx: Ctx) -> Any:
        return self.spec.transform_types(types, ctx) if self.condition.holds(ctx) else types


# ---- what happened this turn (CR 500.7: "this turn"), recorded as events happen


def record(game: Any, event: Any) -> None:
    """Note the events "this turn" conditions ask about (called for every event)."""
    st = game.state
    if isinstance(event, ev.ZoneChange) and event.from_zone is Zone.BATTLEFIELD:
        known = game.known(event.object_id)
        types = game.view(event.object_id).types if known else frozenset()
        subtypes = game.view(event.object_id).subtypes if known else frozenset()
        entry: tuple = ("left", event.controller, types, event.to_zone is Zone.GRAVEYARD,
                        subtypes)  # fmt: skip
    elif isinstance(event, ev.ZoneChange) and event.from_zone is Zone.GRAVEYARD:  # 603.10a
        types = game.view(event.object_id).types if game.known(event.object_id) else frozenset()
        entry = ("left graveyard", event.owner, types)
    elif isinstance(event, ev.ZoneChange) and event.to_zone is Zone.BATTLEFIELD and (
        event.new_id is not None
    ):  # fmt: skip
        entry = ("entered", event.controller, event.new_id)
    elif isinstance(event, ev.SpellCast):
        entry = ("cast", event.player, event.object_id)
    elif isinstance(event, ev.AttackDeclared):
        entry = ("attacked", event.player, event.object_id)
    elif isinstance(event, ev.CardDrawn):
        entry = ("drew", event.player, event.object_id)
    elif isinstance(event, ev.LifeChanged) and event.amount:
        entry = ("life", event.player, event.amount)
    elif isinstance(event, ev.DamageDealt) and event.amount > 0:  # CR 120.3
        entry = ("damage", event.source_id, event.target, event.combat)
    else:
        return
    turn, seen = st.extra.get("this_turn", (st.turn, ()))
    if turn != st.turn:  # a new turn: keep the last one's log ("last turn", CR 500.7)
        st.extra["last_turn"] = (turn, seen)
        seen = ()
    st.extra["this_turn"] = (st.turn, (*seen, entry))


def this_turn(ctx: Ctx, kind: str) -> list[tuple]:
    """The recorded events of ``kind`` of the current turn."""
    st = ctx.game.state
    turn, seen = st.extra.get("this_turn", (st.turn, ()))
    return [e for e in seen if e[0] == kind] if turn == st.turn else []


@attrs.frozen
class AttackedThisTurn(Condition):
    """CR 508.1: "you attacked this turn" (raid) — the player declared an attacker."""

    who: Who = Who.YOU

    def holds(self, ctx: Ctx) -> bool:
        return any(self.who.matches(e[1], ctx.controller) for e in this_turn(ctx, "attacked"))


@attrs.frozen
class LeftBattlefieldThisTurn(Condition):
    """CR 700.4 "a creature died this turn" (``died``: put into a graveyard from the
    battlefield; morbid), CR 603.10a "a permanent left the battlefield under your control
    this turn" (revolt). ``types``: the object had one of these types (empty: any)."""

    types: frozenset[str] = frozenset()
    who: Who = Who.ANY
    died: bool = False

    def holds(self, ctx: Ctx) -> bool:
        return any(
            self.who.matches(e[1], ctx.controller)
            and (not self.types or e[2] & self.types)
            and (e[3] or not self.died)
            for e in this_turn(ctx, "left")
        )  # fmt: skip


@attrs.frozen
class DiedThisTurn:
    """CR 700.4, 500.7: "the number of creatures that died this turn", "for each Zubera
    that died [under your control] this turn" — permanents put into a graveyard from the
    battlefield this turn with one of ``types`` and one of ``subtypes`` (empty: any) as
    they last existed there, controlled then by a player ``who`` names."""

    types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    who: Who = Who.ANY

    def value(self, ctx: Ctx) -> int:
        return sum(
            1 for e in this_turn(ctx, "left")
            if e[3] and self.who.matches(e[1], ctx.controller)
            and (not self.types or e[2] & self.types)
            and (not self.subtypes or e[4] & self.subtypes)
        )  # fmt: skip


@attrs.frozen
class LeftGraveyardThisTurn(Condition):
    """CR 400.7, 603.10a: "if a card left your graveyard this turn", "if one or more
    creature cards left your graveyard this turn" — a card with one of ``types`` (empty:
    any card) left the graveyard of a player ``who`` names."""

    types: frozenset[str] = frozenset()
    who: Who = Who.YOU

    def holds(self, ctx: Ctx) -> bool:
        return any(
            self.who.matches(e[1], ctx.controller) and (not self.types or e[2] & self.types)
            for e in this_turn(ctx, "left graveyard")
        )  # fmt: skip


@attrs.frozen
class EnteredThisTurn(Condition):
    """CR 603.6a, 500.7: "[N or more] [filter] entered the battlefield under your control
    this turn" — permanents that entered this turn (each entering counts, as the objects
    they are now or last were, CR 608.2h); ``this``: "this creature entered this turn" (a
    zone change makes a new object, CR 400.7, so the source entered this turn exactly
    when its entering was recorded this turn)."""

    filter: Any = None
    who: Who = Who.ANY
    count: int = 1
    this: bool = False

    def holds(self, ctx: Ctx) -> bool:
        game = ctx.game
        n = 0
        for _, controller, obj_id in this_turn(ctx, "entered"):
            if self.this:
                n += obj_id == ctx.source_id
                continue
            if not (self.who.matches(controller, ctx.controller) and game.known(obj_id)):
                continue
            obj = game.state.objects.get(obj_id)
            if not isinstance(obj, GameObject):
                obj = game.lki_object(obj_id)
            if self.filter is None or self.filter.matches(ctx, obj, game.view(obj_id),
                                                          any_zone=True):  # fmt: skip
                n += 1
        return n >= self.count


@attrs.frozen
class LifeChangedThisTurn(Condition):
    """CR 119.3: "you gained life this turn", "an opponent lost 3 or more life this
    turn" — the total gained (or lost) by one player this turn compared to ``amount``."""

    who: Who
    gained: bool
    amount: int = 1

    def holds(self, ctx: Ctx) -> bool:
        totals: dict[int, int] = {}
        for _, player, n in this_turn(ctx, "life"):
            if (n > 0) == self.gained:
                totals[player] = totals.get(player, 0) + abs(n)
        return any(
            self.who.matches(p, ctx.controller) and n >= self.amount for p, n in totals.items()
        )


@attrs.frozen
class AnyHolds(Condition):
    """CR 608.2c: one condition or another ("if you gained or lost life this turn"): holds
    when any of ``conditions`` holds."""

    conditions: tuple[Condition, ...]

    def holds(self, ctx: Ctx) -> bool:
        return any(c.holds(ctx) for c in self.conditions)


@attrs.frozen
class AllHold(Condition):
    """CR 608.2c: several conditions at once ("if you control an artifact and an
    enchantment": one permanent may satisfy both)."""

    conditions: tuple[Condition, ...]

    def holds(self, ctx: Ctx) -> bool:
        return all(c.holds(ctx) for c in self.conditions)


@attrs.frozen
class HasCounters(Condition):
    """CR 122: "it has a +1/+1 counter on it" — at least ``amount`` counters of ``kind``
    ("two or fewer loyalty counters": at most, with ``at_most``)."""

    ref: ObjectRef
    kind: str
    amount: int = 1
    at_most: bool = False

    def holds(self, ctx: Ctx) -> bool:
        count = amount_value(CounterCount(self.kind, self.ref), ctx)
        return count <= self.amount if self.at_most else count >= self.amount


@attrs.frozen
class HasKeyword(Condition):
    """CR 702: "it has flying" — the object has the keyword ability (a class of
    :data:`~mtgc.runtime.state.abilities.KEYWORDS`)."""

    ref: ObjectRef
    keyword: type

    def holds(self, ctx: Ctx) -> bool:
        for i in self.ref.resolve(ctx):
            if ctx.game.known(i):
                abilities = all_abilities(ctx.game.view(i).abilities)
                return any(isinstance(a, self.keyword) for a in abilities)
        return False


@attrs.frozen
class CardTypesAmong(Condition):
    """CR 205.2a (delirium): "there are four or more card types among cards in your
    graveyard"."""

    filter: ObjectFilter
    amount: int

    def holds(self, ctx: Ctx) -> bool:
        types: set[str] = set()
        for i in _all(self.filter, ctx):
            types |= ctx.game.view(i).types
        return len(types) >= self.amount


@attrs.frozen
class ControlsMoreThan(Condition):
    """ "an opponent controls more lands than you" (CR 608.2c): some player of ``who``
    controls more (``fewer``: fewer) permanents matching ``filter`` than you."""

    filter: ObjectFilter
    who: Any = Who.OPPONENT
    fewer: bool = False

    def holds(self, ctx: Ctx) -> bool:
        found = All(attrs.evolve(self.filter, controller=Who.ANY)).resolve(ctx)
        owners = [ctx.game.view(i).controller for i in found]
        mine = owners.count(ctx.controller)
        for p in _players(self.who, ctx):
            theirs = owners.count(p)
            if (theirs < mine) if self.fewer else (theirs > mine):
                return True
        return False


@attrs.frozen
class StatCompare(Condition):
    """CR 208, 202.3: "its power is 3 or less", "it has mana value 2 or less" — the
    object's current power, toughness or mana value compared to ``amount`` (CR 608.2h:
    as it last existed if it has left its zone)."""

    ref: ObjectRef
    stat: str
    amount: int
    compare: str | None = None

    def holds(self, ctx: Ctx) -> bool:
        test = COMPARATORS[self.compare]
        for i in self.ref.resolve(ctx):
            if not ctx.game.known(i):
                return False
            ch = ctx.game.view(i)
            if self.stat == "mana value":
                value = ch.mana_cost.mana_value() if ch.mana_cost is not None else 0
            else:
                value = getattr(ch, self.stat)
            return value is not None and test(value, self.amount)
        return False


def stat_value(ch: Any, stat: str) -> int:
    """CR 208, 202.3: an object's power, toughness or mana value (0 when it has none)."""
    if stat == "mana value":
        return ch.mana_cost.mana_value() if ch.mana_cost is not None else 0
    return getattr(ch, stat) or 0


@attrs.frozen
class TotalStatCompare(Condition):
    """CR 208, 202.3: "creatures you control have total power 8 or greater" (formidable) —
    the sum over the permanents matching ``filter`` compared to ``amount``."""

    filter: ObjectFilter
    stat: str
    amount: int
    compare: str | None = None

    def holds(self, ctx: Ctx) -> bool:
        total = sum(stat_value(ctx.game.view(i), self.stat) for i in _all(self.filter, ctx))
        return COMPARATORS[self.compare](total, self.amount)


@attrs.frozen
class AmountCompare(Condition):
    """CR 107.1, 608.2c: a computed amount compared to a number ("your devotion to green
    and white is less than seven", CR 700.5); ``op``: "<", "<=", "==", ">=", ">"."""

    amount: Any
    op: str
    number: int

    def holds(self, ctx: Ctx) -> bool:
        ops = {"<": operator.lt, "<=": operator.le, "==": operator.eq, ">=": operator.ge,
               ">": operator.gt}  # fmt: skip
        return ops[self.op](amount_value(self.amount, ctx), self.number)
