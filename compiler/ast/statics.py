"""Static abilities and replacement effects written as predicates (CR 604, 614)."""

from __future__ import annotations

import attrs

from .base import Node
from .costs import ManaCost, symbols
from .objects import FixedParts, FixedPhrase


@attrs.frozen
class CostChange(Node):
    """CR 601.2f: "cost {1} less to cast" / "cost {2} more to cast"."""

    rules = ("cost_change",)
    template = "<cost|costs> {amount} {direction} to cast"
    amount: ManaCost
    direction: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(ManaCost(symbols(str(children[1]))), children[2].render(), span=span)


@attrs.frozen
class EntersTapped(Node):
    """CR 614.1c: "enters tapped" — a replacement effect on entering the battlefield."""

    rules = ("enters_tapped",)
    template = "<enter|enters> {state}"
    state: str = "tapped"

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[1]).lower(), span=span)


@attrs.frozen
class EntersWithCounters(Node):
    """CR 614.1c, 122.6: "enters with N counters on it"."""

    rules = ("enters_with_counters",)
    template = "<enter|enters> with {counters} on {pronoun}"
    counters: Node
    pronoun: Node

    pick = (1, 2)


@attrs.frozen
class CostDirection(FixedPhrase):
    """ "more" or "less" in a cost change (CR 601.2f)."""

    rules = ("cost_direction",)
    transient = True


@attrs.frozen
class ActivateLoyaltyMore(FixedParts):
    """CR 606.3: "activate the loyalty abilities of planeswalkers you control twice this
    turn rather than only once" — an exception to one loyalty activation each turn."""

    rules = ("activate_loyalty_more",)
