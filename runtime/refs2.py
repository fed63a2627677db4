"""Object and player references inside effects, second part (CR 109.2, 205.3, 108.4).

Filter qualities the first filter module lacks: "non-Human" (a subtype the object doesn't
have, CR 205.4b) and "[objects] target player controls" / "that player controls" /
"defending player controls" (control by a player chosen or named by the ability, CR 108.4).
"""

from __future__ import annotations

from typing import Any

import attrs

from .filters import Ctx, PlayerSel
from .objects import GameObject


@attrs.frozen
class LacksSubtype:
    """CR 205.4b: "non-Human", "non-Wall" — the object has none of these subtypes."""

    subtypes: frozenset[str]

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        return not (ch.subtypes & self.subtypes)


@attrs.frozen
class ControlledByPlayer:
    """CR 108.4: "[objects] target player controls", "... defending player controls",
    "... that player controls" — controlled by one of the players ``players`` names when
    the filter is used."""

    players: PlayerSel

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        return ch.controller in self.players.resolve(ctx)
