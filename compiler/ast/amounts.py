"""Amounts and comparisons (CR 107.1, 208, 202.3): some of a group named before, and
characteristics compared; arithmetic on amounts (CR 107.1, 107.3) and things named in a
series (CR 608.2c). The grammar is grammar/amounts.lark."""

from __future__ import annotations

import attrs

from .base import Node, agreeing, join, series
from .objects import FixedParts, FixedSentence, Number, ObjectRef


@attrs.frozen
class UpToOf(ObjectRef):
    """CR 107.1, 608.2c: at most that many of a group named before ("up to two of them")."""

    rules = ("up_to_of",)
    template = "up to {amount} of {object}"
    amount: Node
    object: Node

    @property
    def plural(self) -> bool:  # type: ignore[override]
        return bool(getattr(self.amount, "plural", False))


@attrs.frozen
class AnyOf(ObjectRef):
    """CR 608.2c: any one or more of a group named before ("if any of them are tapped")."""

    rules = ("any_of",)
    template = "any of {object}"
    object: Node

    @property
    def plural(self) -> bool:  # type: ignore[override]
        return bool(getattr(self.object, "plural", False))


@attrs.frozen
class RelativeStat(Node):
    """CR 208.1, 202.3: a characteristic greater or lesser than the same characteristic of
    another object ("with greater power", "lesser mana value", "greater power or toughness
    than this creature"); without "than", of the object the ability speaks of."""

    rules = ("relative_stat",)
    relation: str  # "greater" or "lesser"
    stat: str
    other_stat: str | None
    than: Node | None

    @classmethod
    def build(cls, children, span, **fixed):
        relation, stat, _or, other, than = children
        other = str(other).lower() if other else None
        return cls(str(relation).lower(), str(stat).lower(), other, than, span=span)

    def render(self) -> str:
        stats = f"{self.stat} or {self.other_stat}" if self.other_stat else self.stat
        than = f"than {self.than.render()}" if self.than is not None else None
        return join((self.relation, stats, than))


@attrs.frozen
class BaseQuality(Node):
    """CR 208.4b: a comparison of base power or toughness ("base power 1", "base power or
    toughness 1")."""

    rules = ("base_quality",)
    template = "base {comparison}"
    comparison: Node


@attrs.frozen
class BasePairQuality(Node):
    """CR 208.4b: base power and toughness together ("base power and toughness 2/2")."""

    rules = ("base_pair_quality",)
    first: str
    second: str
    pt: str

    @classmethod
    def build(cls, children, span, **fixed):
        first, second, pt = (str(c) for c in children)
        return cls(first.lower(), second.lower(), pt, span=span)

    def render(self) -> str:
        return f"base {self.first} and {self.second} {self.pt}"


@attrs.frozen
class BaseStatOf(Node):
    """CR 208.4b: an object's base power or toughness as a value ("its base power")."""

    rules = ("base_stat_of",)
    template = "{owner} base {stat}"
    owner: Node
    stat: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[1]).lower(), span=span)


@attrs.frozen
class AnyTargetQualified(ObjectRef):
    """CR 115.4: "any target" narrowed by a qualifier ("any target that isn't a
    Dinosaur")."""

    rules = ("any_target_qualified",)
    qualifiers: tuple[Node, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(tuple(children), span=span)

    def render(self) -> str:
        return join(("any target", *self.qualifiers))


@attrs.frozen
class CharacteristicAmong(ObjectRef):
    """CR 105.1, 205.2a, 205.3: colors or types counted among a group of objects ("five
    colors among permanents you control", "four or more card types among them")."""

    rules = ("characteristic_among",)
    determiner: Node
    descriptor: Node | None
    kind: str  # "color", "colors", "type", "types"
    among: Node

    @classmethod
    def build(cls, children, span, **fixed):
        determiner, descriptor, kind, among = children
        return cls(determiner, descriptor, str(kind).lower(), among, span=span)

    @property
    def plural(self) -> bool:  # type: ignore[override]
        return self.kind.endswith("s")

    def render(self) -> str:
        return join((self.determiner, self.descriptor, self.kind, "among", self.among))


@attrs.frozen
class ForEachFronted(Node):
    """CR 609.3: a "for each" phrase at the start of a sentence ("For each color among
    monocolored permanents you control, add one mana of that color.")."""

    rules = ("for_each_fronted",)
    for_each: Node
    clauses: Node

    def render(self) -> str:
        return f"{self.for_each.render()}, {agreeing(None, self.clauses.render)}."


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


@attrs.frozen
class StatValues(Node):
    """CR 208, 202.3: a characteristic that has one of some values ("mana value 2 or 3",
    "power 4, 5, or 6")."""

    rules = ("stat_values", "stat_value_series")
    stat: str
    values: tuple[Node, ...]
    conjunction: str = "or"

    @classmethod
    def build(cls, children, span, **fixed):
        stat, *rest = children
        values = tuple(c for c in rest if isinstance(c, Node))
        conj = [str(c).lower() for c in rest if isinstance(c, str) and str(c) != ","][-1]
        return cls(str(stat).lower(), values, conj, span=span)

    def render(self) -> str:
        return join((self.stat, series(self.values, self.conjunction)))


@attrs.frozen
class TotalPairComparison(Node):
    """CR 208: the sum of two characteristics compared with a value ("total power and
    toughness 5 or less")."""

    rules = ("total_pair_comparison",)
    stat: str
    other_stat: str
    value: Node
    comparator: str | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        stat, other, value, comp = children
        return cls(str(stat).lower(), str(other).lower(), value,
                   str(comp).lower() if comp is not None else None, span=span)  # fmt: skip

    def render(self) -> str:
        return join(("total", self.stat, "and", self.other_stat, self.value, self.comparator))


@attrs.frozen
class MultipliedNumber(Node):
    """CR 107.1, 107.3: a multiple of X ("twice X")."""

    rules = ("multiplied_number",)
    multiple: str  # "twice"
    number: Node

    @classmethod
    def build(cls, children, span, **fixed):
        multiple, x = children
        return cls(str(multiple).lower(), Number("X", span=span), span=span)

    plural = True

    def render(self) -> str:
        return f"{self.multiple} {self.number.render()}"


@attrs.frozen
class DifferenceBetween(Node):
    """CR 107.1: the difference between two amounts ("the difference between that
    creature's power and its toughness")."""

    rules = ("difference_between",)
    template = "the difference between {first} and {second}"
    pick = (0, 2)
    first: Node
    second: Node


@attrs.frozen
class LifeChangedPerfect(FixedParts):
    """CR 119.3: the life a player has gained or lost in a period, in the perfect ("the
    amount of life you've gained this turn", "the total amount of life your opponents have
    lost this turn")."""

    rules = ("life_changed_perfect",)


@attrs.frozen
class XLimitSentence(FixedSentence):
    """CR 107.3, 601.2b: a limit on the value chosen for X ("X can't be greater than the
    amount of life you gained this turn.", "X can't be 0.")."""

    rules = ("x_limit_sentence",)


@attrs.frozen
class SpeedAmount(Node):
    """CR 702.179f: a player's speed as an amount ("where X is your speed"); a player
    without speed has speed 0 for it."""

    rules = ("speed_amount",)
    template = "{player} speed"
    player: Node


@attrs.frozen
class ParityStat(Node):
    """CR 208, 202.3: a characteristic that is odd or even ("with an odd mana value"); 0 is
    even."""

    rules = ("parity_stat",)
    parity: str
    stat: str

    @classmethod
    def build(cls, children, span, **fixed):
        words = [str(c).lower() for c in children if isinstance(c, str)]
        parity, stat = (w for w in words if w != "an")
        return cls(parity, stat, span=span)

    def render(self) -> str:
        return f"an {self.parity} {self.stat}"


@attrs.frozen
class ParityCondition(Node):
    """CR 208, 202.3: "as long as SHORTNAME's power is even", "if its mana value is odd"."""

    rules = ("parity_condition",)
    stat: Node
    verb: str
    parity: str

    @classmethod
    def build(cls, children, span, **fixed):
        stat, verb, parity = children
        return cls(stat, str(verb).lower(), str(parity).lower(), span=span)

    def render(self) -> str:
        return f"{self.stat.render()} {self.verb} {self.parity}"
