"""Object filters, object/player references, amounts and conditions — CR 109, 115, 608.2.

These are the selectors the compiler targets: ``ObjectFilter`` describes "a nontoken
creature an opponent controls"; references (``This``, ``Target``, ``AttachedTo``,
``EventObject``, ``Remembered``, ``All``) say *which* objects an effect uses; player
references (``You``, ``EachOpponent``, ``TargetPlayer``, ``EventPlayer``...) say which players.
Resolving a reference uses last known information when the object has left its zone
(CR 608.2h).
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Any

import attrs

from .objects import Characteristics, GameObject, PlayerRef, Zone

if TYPE_CHECKING:
    from ..game import Game


class Who(enum.Enum):
    """Relation of a player to the ability's controller."""

    YOU = "you"
    OPPONENT = "opponent"
    ANY = "any"

    def matches(self, player: int, controller: int) -> bool:
        if self is Who.ANY:
            return True
        return (player == controller) == (self is Who.YOU)


@attrs.define(slots=True)
class Ctx:
    """What an effect or filter needs while it is evaluated (CR 608.2)."""

    game: Game
    source_id: int
    controller: int
    targets: tuple[Any, ...] = ()
    x: int = 0
    event: Any = None
    remembered: list[int] = attrs.Factory(list)
    source_lki: Any = None
    stack_item: Any = None
    info: dict[str, Any] = attrs.Factory(dict)

    def source(self) -> GameObject | None:
        obj = self.game.state.objects.get(self.source_id)
        return obj if isinstance(obj, GameObject) else None


@attrs.frozen
class ObjectFilter:
    """CR 109.2 — "[quality] [type] [controller]" object descriptions.

    ``card_types``: the object has at least one of these types (empty: any). ``exclude_types``:
    it has none ("nonland"). ``subtypes``: at least one. ``controller``: relative to the
    ability's controller. ``other``: "another" (not the source). ``equipped``: has an
    Equipment attached. ``zone``: where the object is (battlefield by default).
    """

    card_types: frozenset[str] = frozenset()
    exclude_types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    controller: Who = Who.ANY
    tapped: bool | None = None
    token: bool | None = None
    attacking: bool | None = None
    blocking: bool | None = None
    equipped: bool | None = None
    other: bool = False
    name: str | None = None
    zone: Zone | None = Zone.BATTLEFIELD
    colors: frozenset[Any] = frozenset()
    exclude_colors: frozenset[Any] = frozenset()
    #: Further qualities, each with ``matches(ctx, obj, ch)`` ("with flying", "with power 2
    #: or less": :mod:`mtgc.runtime.state.qualities`).
    extra: tuple[Any, ...] = ()

    def __attrs_post_init__(self) -> None:
        for name in (
            "card_types", "exclude_types", "subtypes", "supertypes", "colors", "exclude_colors"
        ):  # fmt: skip
            value = getattr(self, name)
            if not isinstance(value, frozenset):
                object.__setattr__(self, name, frozenset(value))

    def matches(
        self, ctx: Ctx, obj: GameObject, ch: Characteristics | None = None, any_zone: bool = False
    ) -> bool:
        """Whether ``obj`` fits; ``any_zone`` ignores ``zone`` (spells, cards in exile)."""
        game = ctx.game
        if not any_zone and self.zone is not None and obj.zone is not self.zone:
            return False
        if obj.phased_out:  # CR 702.26b: treated as though it doesn't exist
            return False
        ch = ch or game.view(obj.id)
        if self.card_types and not (ch.types & self.card_types):
            return False
        if self.exclude_types and ch.types & self.exclude_types:
            return False
        if self.subtypes and not (ch.subtypes & self.subtypes):
            return False
        if self.supertypes and not self.supertypes <= ch.supertypes:
            return False
        if self.colors and not (ch.colors & self.colors):  # CR 105.2: "red", "red or green"
            return False
        if self.exclude_colors and ch.colors & self.exclude_colors:  # "nonblack"
            return False
        if not self.controller.matches(ch.controller, ctx.controller):
            return False
        if self.tapped is not None and obj.tapped != self.tapped:
            return False
        if self.token is not None and obj.is_token != self.token:
            return False
        if self.other and obj.id == ctx.source_id:
            return False
        if self.name is not None and ch.name != self.name:
            return False
        combat = game.state.combat
        if self.attacking is not None:
            if (combat is not None and obj.id in combat.attackers) != self.attacking:
                return False
        if self.blocking is not None:
            if (combat is not None and obj.id in combat.blockers) != self.blocking:
                return False
        if self.equipped is not None and game.is_equipped(obj.id) != self.equipped:
            return False
        return all(q.matches(ctx, obj, ch) for q in self.extra)


CREATURE = ObjectFilter(card_types=frozenset({"Creature"}))
PERMANENT = ObjectFilter()


class ObjectRef:
    """Base of object references; ``resolve`` returns object ids (possibly stale)."""

    __slots__ = ()

    def resolve(self, ctx: Ctx) -> list[int]:
        raise NotImplementedError


@attrs.frozen
class This(ObjectRef):
    """CR 109.5, 201.5 — the object the ability is on ("this creature", its name)."""

    def resolve(self, ctx: Ctx) -> list[int]:
        return [ctx.source_id]


@attrs.frozen
class Target(ObjectRef):
    """CR 115 — the object chosen for target ``index`` of the ability."""

    index: int = 0

    def resolve(self, ctx: Ctx) -> list[int]:
        if self.index < len(ctx.targets):
            t = ctx.targets[self.index]
            if t is not None and not isinstance(t, PlayerRef):
                return [t]
        return []


@attrs.frozen
class AttachedTo(ObjectRef):
    """CR 301.5, 303.4 — "equipped creature" / "enchanted creature"."""

    def resolve(self, ctx: Ctx) -> list[int]:
        src = ctx.game.state.objects.get(ctx.source_id)
        if isinstance(src, GameObject) and src.attached_to is not None:
            return [src.attached_to]
        return []


@attrs.frozen
class EventObject(ObjectRef):
    """ "That creature" / "that card" — the object of the triggering event.

    With ``new=True`` it is the object the card became after the event's zone change
    (CR 400.7: a new object; if it has moved again, nothing is found).
    """

    new: bool = False

    def resolve(self, ctx: Ctx) -> list[int]:
        ev = ctx.event
        if ev is None:
            return []
        if self.new:
            new_id = getattr(ev, "new_id", None)
            return [new_id] if new_id is not None else []
        obj_id = getattr(ev, "object_id", None)
        return [obj_id] if obj_id is not None else []


@attrs.frozen
class EventSpell(ObjectRef):
    """CR 702.21a — "that spell or ability": the stack object of the triggering event."""

    def resolve(self, ctx: Ctx) -> list[int]:
        sid = getattr(ctx.event, "spell_id", None)
        return [] if sid is None else [sid]


@attrs.frozen
class Remembered(ObjectRef):
    """CR 607-style link — "that card": objects remembered by an earlier part of the effect."""

    def resolve(self, ctx: Ctx) -> list[int]:
        return list(ctx.remembered)


@attrs.frozen
class All(ObjectRef):
    """CR 109.2 — "Each [filter]" / "all [filter]" — every object matching the filter."""

    filter: ObjectFilter = PERMANENT

    def resolve(self, ctx: Ctx) -> list[int]:
        game = ctx.game
        ids = (
            game.state.battlefield
            if self.filter.zone is Zone.BATTLEFIELD
            else list(game.state.objects)
        )
        found = [
            i for i in list(ids)
            if isinstance(game.state.objects.get(i), GameObject)
            and self.filter.matches(ctx, game.state.objects[i])
        ]  # fmt: skip
        try:  # "those creatures" later in the effect (CR 608.2c)
            ctx.info.setdefault("groups", {})[self.filter] = found
        except TypeError:  # an unhashable quality: no "those" for it
            pass
        return found


class PlayerSel:
    """Base of player references; ``resolve`` returns player indices."""

    __slots__ = ()

    def resolve(self, ctx: Ctx) -> list[int]:
        raise NotImplementedError


@attrs.frozen
class You(PlayerSel):
    """ "You" — the ability's controller (CR 109.5)."""

    def resolve(self, ctx: Ctx) -> list[int]:
        return [ctx.controller]


@attrs.frozen
class EachOpponent(PlayerSel):
    """ "Each opponent" (CR 102.2)."""

    def resolve(self, ctx: Ctx) -> list[int]:
        return [p.index for p in ctx.game.state.players if p.index != ctx.controller and not p.lost]


@attrs.frozen
class EachPlayer(PlayerSel):
    """ "Each player", in APNAP order (CR 101.4)."""

    def resolve(self, ctx: Ctx) -> list[int]:
        return [i for i in ctx.game.apnap() if not ctx.game.state.players[i].lost]


@attrs.frozen
class TargetPlayer(PlayerSel):
    """CR 115 — the player chosen for target ``index``."""

    index: int = 0

    def resolve(self, ctx: Ctx) -> list[int]:
        if self.index < len(ctx.targets) and isinstance(ctx.targets[self.index], PlayerRef):
            return [ctx.targets[self.index].index]
        return []


@attrs.frozen
class EventPlayer(PlayerSel):
    """CR 603.2 — "that player": the player of the triggering event (who sacrificed...)."""

    def resolve(self, ctx: Ctx) -> list[int]:
        p = getattr(ctx.event, "player", None)
        return [] if p is None else [p]


@attrs.frozen
class DefendingPlayer(PlayerSel):
    """CR 506.2 — the defending player of the attacking source (from the attack event)."""

    def resolve(self, ctx: Ctx) -> list[int]:
        p = getattr(ctx.event, "defending_player", None)
        if p is None:  # "attacks and isn't blocked": the source's defender in this combat
            from .references import combat_defending_players, defending_player_of

            # else the defending player of the combat (CR 506.2): "Target creature
            # defending player controls gets +3/+0" cast during combat
            return defending_player_of(ctx, ctx.source_id) or combat_defending_players(ctx)
        return [p]


@attrs.frozen
class ControllerOf(PlayerSel):
    """CR 108.4 — "its controller": the controller of the referenced object (LKI if gone)."""

    ref: ObjectRef = This()

    def resolve(self, ctx: Ctx) -> list[int]:
        return [ctx.game.view(i).controller for i in self.ref.resolve(ctx) if ctx.game.known(i)]


@attrs.frozen
class OwnerOf(PlayerSel):
    """ "Its owner" (CR 108.3)."""

    ref: ObjectRef = This()

    def resolve(self, ctx: Ctx) -> list[int]:
        return [ctx.game.owner_of(i) for i in self.ref.resolve(ctx) if ctx.game.known(i)]


# ---------------------------------------------------------------- amounts and conditions


@attrs.frozen
class X:
    """CR 107.3 — the value of X of the spell or ability (107.3m for enters replacements)."""


@attrs.frozen
class CountOf:
    """ "The number of [filter]"."""

    filter: ObjectFilter


@attrs.frozen
class CounterCount:
    """ "The number of [kind] counters on [object]" (CR 122); an object that has left the
    battlefield is counted as it last existed there (CR 608.2h)."""

    kind: str
    ref: ObjectRef = This()


@attrs.frozen
class Times:
    """ "+N/+M for each [...]": ``factor`` times an amount (CR 107.1: the count may be 0)."""

    factor: int
    amount: CountOf | CounterCount


Amount = int | X | CountOf | CounterCount | Times


def amount_value(amount: Amount, ctx: Ctx) -> int:
    """Evaluate an :data:`Amount` in a context."""
    if isinstance(amount, int):
        return amount
    if isinstance(amount, X):
        return ctx.x
    if isinstance(amount, Times):
        return amount.factor * amount_value(amount.amount, ctx)
    if hasattr(amount, "value"):  # computed amounts (mtgc.runtime.state.qualities)
        return amount.value(ctx)
    if isinstance(amount, CounterCount):
        total = 0
        for i in amount.ref.resolve(ctx):
            obj = ctx.game.state.objects.get(i)
            if not isinstance(obj, GameObject) and i in ctx.game.state.lki:
                obj = ctx.game.lki_object(i)
            if isinstance(obj, GameObject):
                total += obj.counters.get(amount.kind, 0)
        return total
    return len(All(amount.filter).resolve(ctx))


class Condition:
    """Base of conditions (intervening "if" clauses, CR 603.4)."""

    __slots__ = ()

    def holds(self, ctx: Ctx) -> bool:
        raise NotImplementedError


@attrs.frozen
class YouControl(Condition):
    """CR 603.4 condition — "if you control [at least N] [filter]"."""

    filter: ObjectFilter
    at_least: int = 1

    def holds(self, ctx: Ctx) -> bool:
        f = attrs.evolve(self.filter, controller=Who.YOU)
        return len(All(f).resolve(ctx)) >= self.at_least


@attrs.frozen
class LifeAtMost(Condition):
    """CR 603.4 condition — "if you have N or less life"."""

    amount: int

    def holds(self, ctx: Ctx) -> bool:
        return ctx.game.state.players[ctx.controller].life <= self.amount


@attrs.frozen
class CostWasPaid(Condition):
    """CR 702.33d — "if this spell was kicked" / "if [optional cost] was paid" (for the
    spell, or for the permanent it became)."""

    index: int = 0

    def holds(self, ctx: Ctx) -> bool:
        obj = ctx.game.state.objects.get(ctx.source_id)
        paid = obj.choices.get("optional_paid", ()) if isinstance(obj, GameObject) else ()
        return self.index in paid


@attrs.frozen
class TargetSpec:
    """CR 115.1 — one target slot: an object matching ``filter`` and/or a player ``players``.

    ``TargetSpec(CREATURE)`` is "target creature"; ``TargetSpec(None, Who.ANY)`` is "target
    player"; both set is "any target"-style (CR 115.4).
    """

    filter: ObjectFilter | None = None
    players: Who | None = None
    #: CR 115.1b "up to N target": the slot may be left empty (None).
    optional: bool = False
    #: Slots of one word "target" ("two target creatures") share a group: they must be
    #: different objects (CR 115.3, 601.2c).
    group: int | None = None
    #: "up to three target cards from a single graveyard": the group's objects must all be
    #: in one player's graveyard (CR 404.1, 601.2c).
    single_zone: bool = False
    #: CR 601.2b-c, 107.3: "X target creatures" — the slot stands for X slots of one group,
    #: X announced before targets are chosen (:func:`expand_x`; the ability's last slot).
    x_times: bool = False

    def legal(self, ctx: Ctx, choice: Any) -> bool:
        game = ctx.game
        if choice is None:
            return self.optional
        if isinstance(choice, PlayerRef):
            if self.players is None or not 0 <= choice.index < len(game.state.players):
                return False
            if game.state.players[choice.index].lost:
                return False
            return self.players.matches(choice.index, ctx.controller) and (
                game.player_can_be_targeted(choice.index, ctx.controller)
            )  # fmt: skip
        if self.filter is None or not isinstance(choice, int):
            return False
        obj = game.state.objects.get(choice)
        if not isinstance(obj, GameObject) or not self.filter.matches(ctx, obj):
            return False
        if obj.zone is Zone.STACK and choice == ctx.source_id:
            return False  # CR 115.5: a spell or ability on the stack can't target itself
        if obj.zone not in (Zone.BATTLEFIELD, Zone.STACK):
            return True  # CR 113.6: a card's hexproof/shroud/protection work on permanents
        return game.can_be_targeted(obj.id, ctx.controller, ctx.source_id)


def expand_x(specs: tuple[TargetSpec, ...], x: int) -> tuple[TargetSpec, ...]:
    """The target slots with an "X target [objects]" slot made X slots of one group, once
    X is announced (CR 601.2b-c; X = 0: none)."""
    if not any(s.x_times for s in specs):
        return specs
    out: list[TargetSpec] = []
    for s in specs:
        if not s.x_times:
            out.append(s)
            continue
        one = attrs.evolve(s, x_times=False, group=len(out))
        out.extend([one] * max(x, 0))
    return tuple(out)


def _players(sel: PlayerSel | PlayerRef | int, ctx: Ctx) -> list[int]:
    """The players a selection names (CR 109.5)."""
    if isinstance(sel, int):
        return [sel]
    if isinstance(sel, PlayerRef):
        return [sel.index]
    return sel.resolve(ctx)


def _objects(ref: ObjectRef, ctx: Ctx, zone: Zone | None = Zone.BATTLEFIELD) -> list[int]:
    """Objects a reference names that still exist (in ``zone`` if given)."""
    out = []
    for i in ref.resolve(ctx):
        obj = ctx.game.state.objects.get(i)
        if isinstance(obj, GameObject) and (zone is None or obj.zone is zone) and not (
            obj.phased_out  # CR 702.26b: it can't be affected
        ):  # fmt: skip
            out.append(i)
    return out
