"""Qualities of object filters and computed amounts — CR 109.2, 107.3, 208, 202.3, 122.

Predicates extend :class:`~mtgc.runtime.state.filters.ObjectFilter` through its ``extra`` field
("creature with flying", "spell with mana value 3 or less", "creature with a +1/+1 counter
on it"). Amounts extend :data:`~mtgc.runtime.state.filters.Amount` through their ``value(ctx)``
method ("where X is this creature's power", "the number of cards in your hand").
"""

from __future__ import annotations

from typing import Any

import attrs

from ..agents import ChooseObjects
from .filters import (
    All,
    Ctx,
    EventObject,
    ObjectFilter,
    ObjectRef,
    PlayerSel,
    This,
    Who,
    _players,
    amount_value,
)
from .game_state import Step
from .objects import GameObject, PlayerRef, Zone

#: CR 509.1h: creatures are blocked or unblocked from the declare blockers step on.
_AFTER_BLOCKS = (Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE,
                 Step.END_OF_COMBAT)  # fmt: skip


def _compare(value: int, op: str, other: int) -> bool:
    if op == "<=":
        return value <= other
    if op == ">=":
        return value >= other
    if op == "<":
        return value < other
    if op == ">":
        return value > other
    return value == other


def mana_value_of(obj: Any, ch: Any) -> int:
    """CR 202.3: the mana value of an object; on the stack X is its chosen value (202.3e),
    elsewhere X is 0 (202.3b)."""
    cost = ch.mana_cost
    if cost is None:
        return 0
    x = obj.x_value if isinstance(obj, GameObject) and obj.zone is Zone.STACK else 0
    return cost.mana_value(x or 0)


def stat_of(obj: Any, ch: Any, stat: str) -> int:
    """Power, toughness (CR 208) or mana value (CR 202.3) of an object; none counts as 0."""
    if stat == "power":
        return ch.power or 0
    if stat == "toughness":
        return ch.toughness or 0
    if stat == "mana value":
        return mana_value_of(obj, ch)
    raise ValueError(stat)


@attrs.frozen
class HasKeyword:
    """CR 702: "with flying" (``negated``: "without flying")."""

    kind: type
    negated: bool = False

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        return any(isinstance(a, self.kind) for a in ch.abilities) != self.negated


@attrs.frozen
class HasAbility:
    """CR 702: "with flying or reach", "with islandwalk" — the object has one of these
    abilities (``negated``: none of them)."""

    abilities: tuple[Any, ...]
    negated: bool = False

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        return any(a in self.abilities for a in ch.abilities) != self.negated


@attrs.frozen
class HasAnyCounter:
    """CR 122.1: "with a counter on it", "with counters on them" (``present=False``: "with
    no counters on them") — counters of any kind."""

    present: bool = True

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        return any(n > 0 for n in obj.counters.values()) == self.present


@attrs.frozen
class Blocked:
    """CR 509.1h: from the declare blockers step on, an attacking creature for which a
    blocker was declared is "blocked" (and stays blocked, CR 506.4); one with none is
    "unblocked" (``blocked=False``). Before blockers are declared it is neither."""

    blocked: bool = True

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        st = ctx.game.state
        combat = st.combat
        if combat is None or obj.id not in combat.attackers or st.step not in _AFTER_BLOCKS:
            return False
        return (obj.id in combat.blocked) == self.blocked


@attrs.frozen
class StatCompare:
    """ "with power 2 or less", "with mana value X" (CR 208, 202.3): ``op`` is one of
    ``== <= >= < >``; ``amount`` an Amount evaluated in the filter's context."""

    stat: str
    op: str
    amount: Any

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        return _compare(stat_of(obj, ch, self.stat), self.op, amount_value(self.amount, ctx))


@attrs.frozen
class StatParity:
    """ "with an odd mana value", "with an even mana value" (CR 208, 202.3): 0 is even."""

    stat: str
    odd: bool

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        return stat_of(obj, ch, self.stat) % 2 == int(self.odd)


@attrs.frozen
class HasCounter:
    """CR 122: "with a +1/+1 counter on it" — at least ``at_least`` counters of ``kind``."""

    kind: str
    at_least: int = 1

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        return obj.counters.get(self.kind, 0) >= self.at_least


@attrs.frozen
class ColorCount:
    """CR 105.2: "multicolored" (2 or more colors), "monocolored" (1), "colorless" (0)."""

    low: int
    high: int = 99

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        return self.low <= len(ch.colors) <= self.high


@attrs.frozen
class LacksSupertype:
    """ "nonbasic", "nonlegendary" (CR 205.4)."""

    supertype: str

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        return self.supertype not in ch.supertypes


def _attached(ctx: Ctx, obj: GameObject, subtype: str) -> list[GameObject]:
    """Permanents with ``subtype`` (current characteristics) attached to ``obj``."""
    game = ctx.game
    out = []
    for i in game.state.battlefield:
        o = game.state.objects.get(i)
        if isinstance(o, GameObject) and o.attached_to == obj.id and (
            subtype in game.view(i).subtypes
        ):  # fmt: skip
            out.append(o)
    return out


@attrs.frozen
class Enchanted:
    """CR 303.4: "enchanted" — one or more Auras are attached to the object."""

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        return obj.zone is Zone.BATTLEFIELD and bool(_attached(ctx, obj, "Aura"))


@attrs.frozen
class OwnedBy:
    """CR 108.3: "you own", "an opponent owns" — the object's owner, relative to the
    ability's controller."""

    who: Who

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        return self.who.matches(obj.owner, ctx.controller)


@attrs.frozen
class Modified:
    """CR 700.9: a permanent is modified if it has one or more counters on it, if it's
    equipped, or if it's enchanted by an Aura controlled by that permanent's controller."""

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        if obj.zone is not Zone.BATTLEFIELD:
            return False
        if any(n > 0 for n in obj.counters.values()) or _attached(ctx, obj, "Equipment"):
            return True
        game = ctx.game
        return any(game.view(a.id).controller == ch.controller
                   for a in _attached(ctx, obj, "Aura"))  # fmt: skip


@attrs.frozen
class NamedAsSource:
    """CR 201.2: "named [this object's name]" — the same name as the ability's source (its
    last known name if it has left)."""

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        game = ctx.game
        return game.known(ctx.source_id) and ch.name == game.view(ctx.source_id).name


@attrs.frozen
class TargetsObject:
    """CR 115.7: "a spell that targets this creature" / "that targets a creature you
    control" (``only``: every target does)."""

    filter: ObjectFilter | None = None  # None: the ability's source
    only: bool = False

    def _hit(self, ctx: Ctx, t: Any) -> bool:
        if self.filter is None:
            return t == ctx.source_id
        obj = ctx.game.state.objects.get(t) if isinstance(t, int) else None
        return isinstance(obj, GameObject) and self.filter.matches(ctx, obj)

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        targets = [t for t in (getattr(obj, "targets", None) or ()) if t is not None]
        hits = [self._hit(ctx, t) for t in targets]
        return bool(hits) and (all(hits) if self.only else any(hits))


@attrs.frozen
class AnyOf:
    """CR 109.2: "creature or Vehicle", "attacking or blocking" — the object fits at least
    one of the descriptions (each ignores zones: the outer filter places the object)."""

    filters: tuple[ObjectFilter, ...]

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        return any(f.matches(ctx, obj, ch, any_zone=True) for f in self.filters)


@attrs.frozen
class NoneOf:
    """CR 109.2: "creatures that aren't enchanted", "a creature that isn't a Human" — the
    object fits none of the descriptions."""

    filters: tuple[ObjectFilter, ...]

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        return not any(f.matches(ctx, obj, ch, any_zone=True) for f in self.filters)


@attrs.frozen
class SameNameAs:
    """CR 201.2: "with the same name as that creature" — the object's name is the named
    object's (its last known name if it has left); an object with no name shares none.
    ``other``: "all other creatures with the same name as that creature" — not that one."""

    ref: ObjectRef
    other: bool = False

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        game = ctx.game
        named = [i for i in self.ref.resolve(ctx) if game.known(i)]
        if self.other and obj.id in named:
            return False
        return bool(ch.name) and ch.name in {game.view(i).name for i in named}


@attrs.frozen
class AttachedToObject:
    """CR 303.4, 301.5: "Auras attached to it", "all Equipment attached to that creature"
    (``ref``), "target Aura attached to a creature" (``filter``: what it's attached to)."""

    ref: ObjectRef | None = None
    filter: ObjectFilter | None = None

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        host = obj.attached_to if obj.zone is Zone.BATTLEFIELD else None
        if host is None:
            return False
        if self.ref is not None:
            return host in self.ref.resolve(ctx)
        other = ctx.game.state.objects.get(host)
        return isinstance(other, GameObject) and (
            self.filter is None or self.filter.matches(ctx, other)
        )


@attrs.frozen
class TargetsFrom(ObjectRef):
    """CR 601.2c, 107.3: "X target creatures" — the objects chosen for the ability's last
    target slots, from ``first`` on (X of them); empty slots and non-objects are skipped."""

    first: int = 0

    def resolve(self, ctx: Ctx) -> list[int]:
        return [t for t in ctx.targets[self.first:]
                if t is not None and not isinstance(t, PlayerRef)]  # fmt: skip


@attrs.frozen
class Targets(ObjectRef):
    """CR 115.1b: the objects chosen for several target slots ("up to two target
    creatures"); empty slots and non-objects are skipped."""

    indices: tuple[int, ...] = ()

    def resolve(self, ctx: Ctx) -> list[int]:
        out = []
        for i in self.indices:
            if i < len(ctx.targets):
                t = ctx.targets[i]
                if t is not None and not isinstance(t, PlayerRef):
                    out.append(t)
        return out


@attrs.frozen
class ChosenObject(ObjectRef):
    """ "a land you control" in an instruction ("Return a land you control to its owner's
    hand"): the ability's controller chooses one matching object as it resolves (CR 608.2d);
    the choice is kept for the rest of the resolution under ``key``."""

    filter: ObjectFilter
    key: str = "chosen"

    def resolve(self, ctx: Ctx) -> list[int]:
        if self.key in ctx.info:
            return list(ctx.info[self.key])
        options = tuple(All(self.filter).resolve(ctx))
        if len(options) <= 1:
            chosen = options
        else:
            p = ctx.controller
            chosen = tuple(ctx.game.ask(p, ChooseObjects(p, options, 1, 1, "choose")))
        ctx.info[self.key] = chosen
        return list(chosen)


@attrs.frozen
class DamagedPlayer(PlayerSel):
    """ "that player" after "Whenever this deals (combat) damage to a player" (CR 603.2):
    the player dealt damage by the triggering event."""

    def resolve(self, ctx: Ctx) -> list[int]:
        t = getattr(ctx.event, "target", None)
        return [t.index] if isinstance(t, PlayerRef) else []


# ---------------------------------------------------------------- amounts (CR 107.3)


def _objects_lki(ref: ObjectRef, ctx: Ctx) -> list[tuple[Any, Any]]:
    """(object, characteristics) for each referenced object; an object that left its zone
    is used as it last existed (CR 608.2h) — after a leaves-the-battlefield event, "it"
    is the permanent as it last existed on the battlefield, not the card it became
    (CR 603.10a: "When this creature dies, you gain life equal to its power")."""
    out = []
    game = ctx.game
    event = ctx.event
    if (isinstance(ref, EventObject) and ref.new and event is not None
            and getattr(event, "from_zone", None) is Zone.BATTLEFIELD
            and getattr(event, "object_id", None) in game.state.lki):  # fmt: skip
        ref = EventObject()
    for i in ref.resolve(ctx):
        obj = game.state.objects.get(i)
        if isinstance(obj, GameObject):
            out.append((obj, game.view(i)))
        elif i in game.state.lki:
            out.append((game.lki_object(i), game.view(i)))
    return out


@attrs.frozen
class StatOf:
    """ "this creature's power", "that spell's mana value" (CR 208, 202.3, 608.2h)."""

    stat: str
    ref: ObjectRef = This()

    def value(self, ctx: Ctx) -> int:
        return sum(stat_of(o, ch, self.stat) for o, ch in _objects_lki(self.ref, ctx))


@attrs.frozen
class GreatestStat:
    """ "the greatest power among creatures you control" (0 if there are none)."""

    stat: str
    filter: ObjectFilter

    def value(self, ctx: Ctx) -> int:
        game = ctx.game
        ids = All(self.filter).resolve(ctx)
        return max((stat_of(game.state.objects[i], game.view(i), self.stat) for i in ids),
                   default=0)  # fmt: skip


@attrs.frozen
class CardsInZone:
    """ "the number of cards in your hand / library" (CR 402, 401) for each player."""

    zone: Zone
    players: PlayerSel

    def value(self, ctx: Ctx) -> int:
        st = ctx.game.state
        return sum(len(st.zone_list(self.zone, p)) for p in _players(self.players, ctx))


#: CR 700.8: the creature types of a party.
PARTY_TYPES = ("Cleric", "Rogue", "Warrior", "Wizard")


@attrs.frozen
class PartySize:
    """CR 700.8: "the number of creatures in your party" — the most creatures a player
    controls that can be one each of a Cleric, a Rogue, a Warrior and a Wizard (a creature
    of several of these types fills one of them, CR 700.8a)."""

    players: PlayerSel

    def value(self, ctx: Ctx) -> int:
        game = ctx.game
        total = 0
        for p in _players(self.players, ctx):
            roles = []
            for i in game.state.battlefield:
                ch = game.view(i)
                if "Creature" in ch.types and ch.controller == p:
                    fits = frozenset(t for t in PARTY_TYPES if t in ch.subtypes)
                    if fits:
                        roles.append(fits)
            total += _most_matched(roles)
        return total


def _most_matched(roles: list[frozenset[str]]) -> int:
    """The largest set of creatures given distinct party types (a bipartite matching)."""
    holder: dict[str, int] = {}

    def place(c: int, seen: set[str]) -> bool:
        for t in roles[c]:
            if t not in seen:
                seen.add(t)
                if t not in holder or place(holder[t], seen):
                    holder[t] = c
                    return True
        return False

    return sum(place(c, set()) for c in range(len(roles)))


@attrs.frozen
class LifeTotalOf:
    """CR 119: "your life total"."""

    players: PlayerSel

    def value(self, ctx: Ctx) -> int:
        return sum(ctx.game.state.players[p].life for p in _players(self.players, ctx))


@attrs.frozen
class NotCreatedThisWay:
    """CR 608.2c: "Create X 1/1 Soldier tokens. If X is 5 or more, destroy all other
    creatures." — "other" than the tokens the earlier instruction created."""

    def matches(self, ctx: Ctx, obj: Any, ch: Any) -> bool:
        return obj.id not in ctx.info.get("created", ())


@attrs.frozen
class ThatMany:
    """ "that many" / "that much" as the compiler first reads it: an amount an earlier
    part names; the lowering replaces it (by :class:`EventDamage`, ...) or refuses the face.
    It has no value of its own."""


@attrs.frozen
class EventDamage:
    """CR 120.3, 603.2: "that many" after "Whenever this creature deals / is dealt damage" —
    the damage of the triggering event."""

    def value(self, ctx: Ctx) -> int:
        return int(getattr(ctx.event, "amount", 0) or 0)


@attrs.frozen
class EventLifeGained:
    """CR 119.9, 603.2: "that much" after "Whenever you gain life" — the life gained in the
    triggering event."""

    def value(self, ctx: Ctx) -> int:
        return max(int(getattr(ctx.event, "amount", 0) or 0), 0)


@attrs.frozen
class Devotion:
    """CR 700.5: a player's devotion to colors — the mana symbols among the mana costs of
    permanents they control that are of one of ``colors`` (a hybrid symbol of two of them
    counts once)."""

    players: PlayerSel
    colors: frozenset[Any]

    def value(self, ctx: Ctx) -> int:
        game = ctx.game
        total = 0
        for p in _players(self.players, ctx):
            for i in game.state.battlefield:
                ch = game.view(i)
                if ch.controller != p or ch.mana_cost is None:
                    continue
                total += sum(1 for sym in ch.mana_cost.symbols if sym.colors() & self.colors)
        return total


@attrs.frozen
class Plus:
    """ "2 plus the number of ..." / a negated amount ("-X" is ``Plus(0, X, -1)``)."""

    base: Any
    other: Any
    sign: int = 1

    def value(self, ctx: Ctx) -> int:
        return amount_value(self.base, ctx) + self.sign * amount_value(self.other, ctx)


__all__ = [
    "AnyOf", "CardsInZone", "ChosenObject", "ColorCount", "DamagedPlayer", "GreatestStat",
    "HasCounter", "HasKeyword", "LacksSupertype", "LifeTotalOf", "NamedAsSource", "Plus",
    "PlayerRef", "StatCompare", "StatOf", "Targets", "TargetsObject", "mana_value_of", "stat_of",
]  # fmt: skip


#: CR 305.6: the basic land types.
BASIC_LAND_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})


@attrs.frozen
class KindsAmong:
    """CR 700.5 (domain) and 305.6, 205.2a, 105.1: the number of basic land types / card
    types / colors among the objects ``filter`` matches ("for each basic land type among
    lands you control", "for each color among permanents you control")."""

    kind: str  # "basic land type", "card type" or "color"
    filter: ObjectFilter

    def value(self, ctx: Ctx) -> int:
        found: set[Any] = set()
        for i in All(self.filter).resolve(ctx):
            view = ctx.game.view(i)
            if self.kind == "basic land type":
                found |= view.subtypes & BASIC_LAND_TYPES
            elif self.kind == "card type":
                found |= view.types
            else:
                found |= view.colors
        return len(found)
