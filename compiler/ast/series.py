"""Series and arithmetic: amounts computed from other amounts (CR 107.1, 107.3) and things
named in a series (CR 608.2c). The rules-area extension "series"."""

from __future__ import annotations

import attrs

from .base import Node
from .objects import Number


@attrs.frozen
class AmountMinus(Node):
    """CR 107.3: "[amount] minus N", "[amount] minus [amount]"."""

    rules = ("amount_minus",)
    template = "{amount} minus {subtracted}"
    amount: Node
    subtracted: Node


@attrs.frozen
class NumberMinus(Node):
    """CR 107.3: "N minus [amount]"."""

    rules = ("number_minus",)
    template = "{number} minus {amount}"
    number: Node
    amount: Node


@attrs.frozen
class NumberSum(Number):
    """CR 107.3: "X plus 1", "X minus one" — a number written as a sum or difference (a
    Number whose ``written`` is the variable, so it is accepted wherever a number is)."""

    rules = ("number_sum",)
    operator: str
    number: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]), str(children[1]).lower(), children[2], span=span)

    def render(self) -> str:
        return f"{self.written} {self.operator} {self.number.render()}"

    @property
    def plural(self) -> bool:
        return True


@attrs.frozen
class HalfNumber(Number):
    """CR 107.1a, 107.3: "half X" (rounded as the ability says); ``written`` is the
    variable."""

    rules = ("half_number",)

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).split()[-1], span=span)

    def render(self) -> str:
        return f"half {self.written}"

    @property
    def plural(self) -> bool:
        return True


@attrs.frozen
class ThatManyCardsPlus(Node):
    """CR 608.2c: "that many cards plus one", "that many cards minus one"."""

    rules = ("that_many_cards_plus",)
    noun: str
    operator: str
    number: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), str(children[1]).lower(), children[2], span=span)

    def render(self) -> str:
        return f"that many {self.noun} {self.operator} {self.number.render()}"
