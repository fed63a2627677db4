"""Casting restrictions of a spell's own text — CR 601.3, 113.6e: "Cast this spell only
during combat.", "Cast this spell only during the declare attackers step and only if
you've been attacked this step.", "Cast this spell only during an opponent's turn, before
attackers are declared." The ability functions in any zone the card could be cast from,
so casting checks it on the card (:func:`check_cast_timing`). Likewise the card's own
permission "You may cast this spell as though it had flash [if you pay {2} more to cast
it]." (CR 601.3b, 601.2f: :func:`own_flash_permission`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..errors import TimingError
from ..mana.symbols import ManaCost
from ..state.abilities import Ability, StaticAbility
from ..state.filters import Ctx
from ..state.objects import PlayerRef
from .activation import Restriction

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class CastOnly(Ability):
    """CR 601.3: the card can be cast only while every one of ``restrictions`` (activation
    restriction objects of :mod:`mtgc.runtime.stack.activation`) allows it."""

    restrictions: tuple[Any, ...]


@attrs.frozen
class AttackedThisStep(Restriction):
    """ "if you've been attacked this step": a creature is attacking the caster (CR 506.2,
    508.1)."""

    def check(self, game: Game, player: int, obj_id: int, index: int) -> None:
        combat = game.state.combat
        if combat is None or PlayerRef(player) not in combat.attackers.values():
            raise TimingError("only if you've been attacked this step (CR 601.3)")


def check_cast_timing(game: Game, player: int, obj_id: int, abilities: tuple) -> None:
    """CR 601.3: raise TimingError when the card's own casting restrictions forbid casting
    it now."""
    for a in abilities:
        if isinstance(a, CastOnly):
            for restriction in a.restrictions:
                restriction.check(game, player, obj_id, -1)


@attrs.frozen
class CastThisAsThoughFlash:
    """CR 601.3b: "You may cast this spell as though it had flash." — a static ability of
    the card, read where it's cast from; ``more``: "if you pay {2} more to cast it", a cost
    increase paid only when the permission is used (CR 601.2f)."""

    more: ManaCost | None = None


def own_flash_permission(
    game: Game, player: int, obj_id: int, abilities: tuple
) -> tuple[bool, ManaCost | None]:
    """CR 601.3b: whether the card's own ability lets ``player`` cast it as though it had
    flash now (its "as long as" condition holding), and what that costs more."""
    for a in abilities:
        if isinstance(a, StaticAbility) and isinstance(a.effect, CastThisAsThoughFlash):
            if a.condition is None or a.condition.holds(Ctx(game, obj_id, player)):
                return True, a.effect.more
    return False, None
