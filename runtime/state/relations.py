"""Qualities relating an object to another object or a player — CR 506.4, 509.1h, 105.4,
205.3: "each creature blocking it", "creatures attacking you", "each other creature that
shares a color with it", "a creature card that shares a creature type with it".

They extend :class:`~mtgc.runtime.state.filters.ObjectFilter` through its ``extra`` field, as
the predicates of :mod:`mtgc.runtime.state.qualities`.
"""

from __future__ import annotations

from typing import Any

import attrs

from .filters import Ctx, ObjectRef, PlayerSel
from .objects import GameObject, PlayerRef


@attrs.frozen
class BlockingObject:
    """CR 509.1h, 506.4: "blocking it" — a creature declared as a blocker of one of the
    referenced attacking creatures (``blocked_by``: "blocked by it", an attacker one of
    them blocks), in the current combat."""

    ref: ObjectRef
    blocked_by: bool = False

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        combat = ctx.game.state.combat
        if combat is None:
            return False
        others = set(self.ref.resolve(ctx))
        links = combat.blocked if self.blocked_by else combat.blockers
        return bool(others.intersection(links.get(obj.id, ())))


@attrs.frozen
class AttackingPlayer:
    """CR 506.4, 508.1b: "attacking you" — an attacking creature that attacks one of these
    players (not a planeswalker or battle they control or protect)."""

    players: PlayerSel

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        combat = ctx.game.state.combat
        if combat is None or obj.id not in combat.attackers:
            return False
        attacked = combat.attackers[obj.id]
        return isinstance(attacked, PlayerRef) and attacked.index in self.players.resolve(ctx)


_PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land",
                              "Planeswalker"})  # fmt: skip  # CR 110.4


def shared_values(characteristic: str, ch: Any, creature_types: frozenset) -> frozenset:
    """The values of ``characteristic`` an object has: its colors, card types, permanent
    types, or creature types (CR 205.3m: its subtypes among ``creature_types``; a changeling
    has them all through its characteristic-defining ability, CR 702.73a)."""
    if characteristic == "color":
        return frozenset(ch.colors)
    if characteristic == "card type":
        return frozenset(ch.types)
    if characteristic == "permanent type":
        return frozenset(ch.types) & _PERMANENT_TYPES
    return frozenset(ch.subtypes) & creature_types


@attrs.frozen
class SharesWith:
    """CR 105.4, 205.3: "that shares a color with it", "that shares a creature type with
    it": the object has at least one value of ``characteristic`` in common with one of the
    referenced objects (their last known information when they have left, CR 608.2h). An
    object with none (a colorless one) shares none."""

    characteristic: str
    ref: ObjectRef
    creature_types: frozenset = frozenset()  # CR 205.3m: the creature types there are

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        game = ctx.game
        kind, types = self.characteristic, self.creature_types
        mine = shared_values(kind, ch, types)
        if not mine:
            return False
        return any(mine & shared_values(kind, game.view(i), types)
                   for i in self.ref.resolve(ctx) if game.known(i))  # fmt: skip


@attrs.frozen
class IsReferenced:
    """CR 303.4e, 301.5: the object a reference names — "enchanted creature", "equipped
    creature" as what a cost chooses ("Sacrifice enchanted creature", CR 118.3)."""

    ref: ObjectRef

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        return obj.id in self.ref.resolve(ctx)
