"""Blocking more than one attacker — CR 509.1a-b: "can block an additional creature each
combat", "can block any number of creatures [this turn]". A declaration names, for each
blocker, one attacker or (where its capacity allows) a tuple of attackers; the blocker
divides its combat damage among them (CR 510.1d)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..continuous.layers import rule_statics
from ..continuous.restrictions import affects

if TYPE_CHECKING:
    from ..game import Game

#: The capacity of a creature that can block any number of creatures.
ANY_NUMBER = -1


@attrs.frozen
class BlockAdditional:
    """CR 509.1b — the affected creatures can block ``n`` additional creatures (None: any
    number of creatures)."""

    n: int | None = 1


def block_capacity(game: Game, blocker: int) -> int:
    """How many attackers ``blocker`` may block (CR 509.1a: one; :data:`ANY_NUMBER`)."""
    extra = 0
    for s, c, a in rule_statics(game, BlockAdditional):
        if affects(game, a, s, c, blocker):
            if a.effect.n is None:
                return ANY_NUMBER
            extra += a.effect.n
    return 1 + extra


def attackers_of(value: Any) -> tuple[int, ...]:
    """The attackers one entry of a block declaration names: an attacker id, or a tuple
    (list) of them."""
    if isinstance(value, tuple | list):
        return tuple(value)
    return (value,)


def pairs_of(answer: dict[int, Any]) -> list[tuple[int, int]]:
    """(blocker, attacker) for each block of a declaration."""
    return [(b, a) for b, v in answer.items() for a in attackers_of(v)]
