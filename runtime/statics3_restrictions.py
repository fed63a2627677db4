"""Activation restrictions with a condition (CR 602.5b): "Activate only if [condition]."
— the ability can't be activated unless the condition holds as it is activated."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from .errors import TimingError
from .filters import Ctx
from .restrictions import Restriction

if TYPE_CHECKING:
    from .game import Game


@attrs.frozen
class OnlyIf(Restriction):
    """CR 602.5b: "Activate only if [condition]." (Mox Opal's metalcraft, threshold...)."""

    condition: Any

    def holds(self, game: Game, player: int, obj_id: int) -> bool:
        return bool(self.condition.holds(Ctx(game, obj_id, player)))

    def check(self, game: Game, player: int, obj_id: int, index: int) -> None:
        if not self.holds(game, player, obj_id):
            raise TimingError("this ability's activation condition isn't met (CR 602.5b)")
