"""Regeneration — CR 701.19.

"Regenerate [permanent]" (701.19a) creates a shield: the next time that permanent would be
destroyed this turn, instead all damage marked on it is removed, its controller taps it, and
it is removed from combat. Shields belong to the permanent object (a new object after a zone
change has none, CR 400.7) and expire at end of turn (514.2). An effect that says a permanent
can't be regenerated makes shields not apply (701.19c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from ..state.effect_base import Effect
from ..state.filters import Ctx, ObjectRef, Target
from ..state.objects import GameObject, Zone

if TYPE_CHECKING:
    from ..game import Game

_SHIELDS = "regeneration_shields"
_NO_REGEN = "cant_be_regenerated"


def _this_turn(obj: GameObject, key: str, turn: int) -> int:
    value = obj.choices.get(key)
    return value[1] if value is not None and value[0] == turn else 0


def add_shield(game: Game, obj_id: int) -> None:
    """CR 701.19a: one more regeneration shield on the permanent, for this turn."""
    obj = game.get(obj_id)
    turn = game.state.turn
    obj.choices[_SHIELDS] = (turn, _this_turn(obj, _SHIELDS, turn) + 1)
    game.log_note(f"{obj.name}#{obj_id} gets a regeneration shield")


def regenerate_instead(game: Game, obj_id: int) -> bool:
    """CR 701.19a: if the permanent about to be destroyed has a shield (and can be
    regenerated), use the shield instead: remove its damage, tap it, remove it from combat.
    Returns whether destruction was replaced."""
    obj = game.state.objects.get(obj_id)
    if not isinstance(obj, GameObject) or obj.zone is not Zone.BATTLEFIELD:
        return False
    turn = game.state.turn
    shields = _this_turn(obj, _SHIELDS, turn)
    if shields <= 0 or _this_turn(obj, _NO_REGEN, turn):
        return False
    obj.choices[_SHIELDS] = (turn, shields - 1)
    obj.damage = 0
    obj.deathtouch_damage = False
    game.tap(obj_id)
    combat = game.state.combat
    if combat is not None:  # CR 506.4: removed from combat
        combat.attackers.pop(obj_id, None)
        combat.blockers.pop(obj_id, None)
        combat.blocked.pop(obj_id, None)
        for lst in combat.blocked.values():
            if obj_id in lst:
                lst.remove(obj_id)
    game.log_note(f"{obj.name}#{obj_id} regenerates (CR 701.19a)")
    return True


@attrs.frozen
class Regenerate(Effect):
    """CR 701.19a — "Regenerate [permanent]": a regeneration shield for this turn."""

    what: ObjectRef = Target(0)

    def resolve(self, ctx: Ctx) -> None:
        for i in self.what.resolve(ctx):
            obj = ctx.game.state.objects.get(i)
            if isinstance(obj, GameObject) and obj.zone is Zone.BATTLEFIELD:
                add_shield(ctx.game, i)


@attrs.frozen
class CantBeRegenerated(Effect):
    """CR 701.19c — "[It] can't be regenerated [this turn]": shields don't apply to it this
    turn."""

    what: ObjectRef = Target(0)

    def resolve(self, ctx: Ctx) -> None:
        for i in self.what.resolve(ctx):
            obj = ctx.game.state.objects.get(i)
            if isinstance(obj, GameObject) and obj.zone is Zone.BATTLEFIELD:
                obj.choices[_NO_REGEN] = (ctx.game.state.turn, 1)
