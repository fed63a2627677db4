"""Keyword abilities (CR 702) and keyword lines ("Flying, vigilance")."""

from __future__ import annotations

import attrs

from ...grammar import vocabulary_data as vocab
from .base import Node
from .objects import Number


def keyword_rule(name: str) -> str:
    """The CR 702 rule of the keyword ability ``name`` (generated from the CR, see
    grammar/vocabulary.py); "[type]cycling" is cycling's (CR 702.29e)."""
    entry = vocab.KEYWORD_ABILITIES.get(name)
    if entry is None and name.endswith("cycling"):
        entry = vocab.KEYWORD_ABILITIES["cycling"]
    if entry is None and name.startswith("splice onto "):
        entry = vocab.KEYWORD_ABILITIES["splice"]
    return "CR " + (entry[0] if entry else "702")


def written(name: str) -> str:
    """A keyword's name as Oracle text writes it ("More Than Meets the Eye")."""
    return vocab.KEYWORD_WRITTEN.get(name, name)


@attrs.frozen
class KeywordLine(Node):
    """CR 702.1: one or more keyword abilities on a line, separated by commas or
    semicolons."""

    rules = ("keyword_line",)
    keywords: tuple[Node, ...]
    separators: tuple[str, ...] = ()

    @classmethod
    def build(cls, children, span, **fixed):
        kws = tuple(c for c in children if isinstance(c, Node))
        seps = tuple(str(c) for c in children if not isinstance(c, Node))
        return cls(kws, seps, span=span)

    def render(self) -> str:
        out = self.keywords[0].render()
        for sep, kw in zip(self.separators, self.keywords[1:], strict=True):
            out += f"{sep} {kw.render()}"
        return out[:1].upper() + out[1:]


@attrs.frozen
class SimpleKeyword(Node):
    """A keyword ability without parameters; ``name`` is its CR 702 name (lower case),
    e.g. flying (CR 702.9), menace (CR 702.111), deathtouch (CR 702.2)."""

    rules = ("simple_keyword",)
    name: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), span=span)

    @property
    def rule(self) -> str:
        return keyword_rule(self.name)

    def render(self) -> str:
        return written(self.name)


@attrs.frozen
class Equip(Node):
    """CR 702.6: Equip [cost]."""

    rules = ("equip",)
    template = "equip {cost}"
    cost: Node


@attrs.frozen
class Enchant(Node):
    """CR 702.5: Enchant [object or player]."""

    rules = ("enchant", "enchant_player")
    target: Node | str

    @classmethod
    def build(cls, children, span, **fixed):
        c = children[0]
        return cls(c if isinstance(c, Node) else str(c).lower(), span=span)

    def render(self) -> str:
        from .base import text

        return f"enchant {text(self.target)}"


@attrs.frozen
class Protection(Node):
    """CR 702.16: Protection from [quality]."""

    rules = ("protection", "protection_from_word")
    qualities: tuple[Node | str, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(tuple(c if isinstance(c, Node) else str(c).lower() for c in children
                         if not str(c).lower().startswith("and from")), span=span)  # fmt: skip

    def render(self) -> str:
        from .base import text

        return "protection " + " and ".join(f"from {text(q)}" for q in self.qualities)


@attrs.frozen
class Annihilator(Node):
    """CR 702.86: Annihilator N."""

    rules = ("annihilator",)
    template = "annihilator {amount}"
    amount: Number


@attrs.frozen
class Affinity(Node):
    """CR 702.41: Affinity for [text]."""

    rules = ("affinity",)
    template = "affinity for {quality}"
    quality: Node


@attrs.frozen
class Landwalk(Node):
    """CR 702.14: landwalk ("swampwalk", "nonbasic landwalk")."""

    rules = ("landwalk",)
    name: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), span=span)

    def render(self) -> str:
        return self.name


@attrs.frozen
class CostKeyword(Node):
    """A keyword ability written with a cost: "Flashback {3}{U}" (CR 702.34), "Cycling
    {2}" (CR 702.29; also typecycling), "Kicker {1}{R}" (CR 702.33), "Ward {2}" (CR
    702.21), ... The cost is a mana cost, or other costs after a dash ("Ward—Pay 3 life.")."""

    rules = (("cost_keyword", {}), ("cost_keyword_dash", {"dash": True}),
             ("cost_keyword_dash_period", {"dash": True, "period": True}))  # fmt: skip
    name: str
    cost: Node
    dash: bool = False
    period: bool = False

    @classmethod
    def build(cls, children, span, dash=False, period=False):
        name = str(children[0]).lower().replace("arcane", "Arcane")  # CR 205.3k spell type
        return cls(name, children[-1], dash, period, span=span)

    @property
    def rule(self) -> str:
        return keyword_rule(self.name)

    def render(self) -> str:
        if self.dash:
            from .base import capitalize

            end = "." if self.period else ""
            return f"{written(self.name)}\u2014{capitalize(self.cost.render())}{end}"
        return f"{written(self.name)} {self.cost.render()}"


@attrs.frozen
class NumberKeyword(Node):
    """A keyword ability written with a number: "Bushido 1" (CR 702.45), "Fading 3"
    (CR 702.32), "Crew 3" (CR 702.122), ..."""

    rules = ("number_keyword",)
    name: str
    amount: Number

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], span=span)

    @property
    def rule(self) -> str:
        return keyword_rule(self.name)

    def render(self) -> str:
        return f"{self.name} {self.amount.render()}"


@attrs.frozen
class NumberCostKeyword(Node):
    """A keyword with a number and a cost: "Suspend 4—{1}{U}" (CR 702.62), "Awaken
    3—{4}{W}" (CR 702.113), "Impending 4—{2}{B}{B}" (CR 702.176)."""

    rules = ("number_cost_keyword",)
    name: str
    amount: Number
    cost: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], children[3], span=span)

    @property
    def rule(self) -> str:
        return keyword_rule(self.name)

    def render(self) -> str:
        return f"{self.name} {self.amount.render()}\u2014{self.cost.render()}"


@attrs.frozen
class KeywordWhereX(Node):
    """CR 107.3, 702: a keyword ability whose parameter is X, with what X is: "Mobilize X,
    where X is the number of creature cards in your graveyard"."""

    rules = ("keyword_where_x",)
    keyword: Node
    where: Node

    def render(self) -> str:
        return f"{self.keyword.render()}{self.where.render()}."
