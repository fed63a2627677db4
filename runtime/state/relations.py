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


def _colors(ch: Any) -> frozenset:
    return frozenset(ch.colors)


def _creature_types(ch: Any) -> frozenset:
    """CR 205.3m: an object's creature types (a changeling has every creature type through
    its characteristic-defining ability, CR 702.73a, already in its subtypes)."""
    from ..continuous.cda_keywords import CREATURE_TYPES

    return frozenset(ch.subtypes) & CREATURE_TYPES


def _card_types(ch: Any) -> frozenset:
    return frozenset(ch.types)


_PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land",
                              "Planeswalker"})  # fmt: skip  # CR 110.4


def _permanent_types(ch: Any) -> frozenset:
    return frozenset(ch.types) & _PERMANENT_TYPES


CHARACTERISTICS = {"color": _colors, "creature type": _creature_types,
                   "card type": _card_types, "permanent type": _permanent_types}  # fmt: skip


@attrs.frozen
class SharesWith:
    """CR 105.4, 205.3: "that shares a color with it", "that shares a creature type with
    it": the object has at least one value of ``characteristic`` in common with one of the
    referenced objects (their last known information when they have left, CR 608.2h). An
    object with none (a colorless one) shares none."""

    characteristic: str
    ref: ObjectRef

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        game = ctx.game
        values = CHARACTERISTICS[self.characteristic]
        mine = values(ch)
        if not mine:
            return False
        return any(mine & values(game.view(i)) for i in self.ref.resolve(ctx) if game.known(i))
