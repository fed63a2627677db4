"""Lists 2: colors, choices and amounts offered as alternatives or named together
(CR 105, 608.2c, 608.2d)."""

from __future__ import annotations

import attrs

from .base import Node
from .costs import ManaCost, symbols


@attrs.frozen
class ColorsCountState(Node):
    """CR 105.2: how many colors an object is, "that's one or more colors"."""

    rules = ("colors_count_state",)
    count: Node
    comparator: str

    @classmethod
    def build(cls, children, span, **fixed):
        count, comparator, _noun = children
        return cls(count, str(comparator), span=span)

    def render(self) -> str:
        return f"{self.count.render()} {self.comparator} colors"


@attrs.frozen
class OfPlayerChoice(Node):
    """CR 608.2d: a choice made by another player, "target creature of an opponent's
    choice"."""

    rules = ("of_player_choice",)
    chooser: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], span=span)

    def render(self) -> str:
        return f"of {self.chooser.render()}'s choice"


@attrs.frozen
class ManaEither(Node):
    """CR 106.1, 605: mana of one kind or another, "Add {G} or one mana of the chosen
    color."."""

    rules = ("mana_either",)
    first: ManaCost
    second: Node

    @classmethod
    def build(cls, children, span, **fixed):
        first, _or, second = children
        return cls(ManaCost(symbols(str(first))), second, span=span)

    def render(self) -> str:
        return f"{self.first.render()} or {self.second.render()}"


@attrs.frozen
class ManaOfDifferent(Node):
    """CR 106.1, 105.1: mana whose parts are each a different color, "two mana of
    different colors"."""

    rules = ("mana_of_different",)
    amount: Node
    kind: str

    @classmethod
    def build(cls, children, span, **fixed):
        amount, kind = children
        return cls(amount, str(kind).lower(), span=span)

    def render(self) -> str:
        return f"{self.amount.render()} mana of different {self.kind}"


@attrs.frozen
class CostToPayEither(Node):
    """CR 118.1, 608.2d: the player pays one cost or the other, "unless that player pays
    {1} or 1 life"."""

    rules = ("cost_to_pay_either",)
    first: Node
    second: Node

    @classmethod
    def build(cls, children, span, **fixed):
        first, _or, second = children
        return cls(first, second, span=span)

    def render(self) -> str:
        return f"{self.first.render()} or {self.second.render()}"


@attrs.frozen
class StatEitherComparison(Node):
    """CR 208.1: power or toughness compared with a value, "with power or toughness 1 or
    less" (either one qualifies)."""

    rules = ("stat_either_comparison",)
    first: str
    second: str
    value: Node
    comparator: str | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        first, _or, second, value, comparator = children
        return cls(
            str(first), str(second), value, str(comparator) if comparator else None, span=span
        )

    def render(self) -> str:
        tail = f" {self.comparator}" if self.comparator else ""
        return f"{self.first} or {self.second} {self.value.render()}{tail}"
