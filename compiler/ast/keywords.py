"""Keyword abilities (CR 702) and keyword lines ("Flying, vigilance")."""

from __future__ import annotations

import attrs

from .base import Node
from .objects import Number


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
        for sep, kw in zip(self.separators, self.keywords[1:]):
            out += f"{sep} {kw.render()}"
        return out[:1].upper() + out[1:]


#: CR 702 section of each keyword without parameters.
SIMPLE_KEYWORD_RULES = {
    "deathtouch": "702.2", "defender": "702.3", "double strike": "702.4",
    "first strike": "702.7", "flash": "702.8", "flying": "702.9", "haste": "702.10",
    "hexproof": "702.11", "indestructible": "702.12", "intimidate": "702.13",
    "lifelink": "702.15", "reach": "702.17", "shroud": "702.18", "trample": "702.19",
    "vigilance": "702.20", "banding": "702.22", "flanking": "702.25", "phasing": "702.26",
    "shadow": "702.28", "horsemanship": "702.31", "fear": "702.36", "storm": "702.40",
    "sunburst": "702.44", "epic": "702.50", "convoke": "702.51", "haunt": "702.55",
    "split second": "702.61", "delve": "702.66", "frenzy": "702.68", "gravestorm": "702.69",
    "changeling": "702.73", "hideaway": "702.75", "prowl": "702.76", "conspire": "702.78",
    "persist": "702.79", "wither": "702.80", "retrace": "702.81", "exalted": "702.83",
    "cascade": "702.85", "rebound": "702.88", "umbra armor": "702.89", "totem armor": "702.89",
    "infect": "702.90", "battle cry": "702.91", "living weapon": "702.92", "undying": "702.93",
    "soulbond": "702.95", "unleash": "702.98", "cipher": "702.99", "evolve": "702.100",
    "extort": "702.101", "fuse": "702.102", "dethrone": "702.105", "outlast": "702.107",
    "prowess": "702.108", "exploit": "702.110", "menace": "702.111", "devoid": "702.114",
    "ingest": "702.115", "myriad": "702.116", "skulk": "702.118", "melee": "702.121",
    "partner": "702.124", "undaunted": "702.125", "improvise": "702.126",
    "afflict": "702.130", "ascend": "702.131", "mentor": "702.134", "riot": "702.136",
    "demonstrate": "702.144", "daybound": "702.145", "nightbound": "702.145",
    "decayed": "702.147", "training": "702.149", "compleated": "702.150",
    "enlist": "702.154", "read ahead": "702.155", "ravenous": "702.156", "provoke": "702.39",
}  # fmt: skip


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
        return "CR " + SIMPLE_KEYWORD_RULES[self.name]

    def render(self) -> str:
        return self.name


@attrs.frozen
class Equip(Node):
    """CR 702.6: Equip [cost]."""

    rules = ("equip",)
    template = "equip {cost}"
    cost: Node


@attrs.frozen
class Cycling(Node):
    """CR 702.29: Cycling [cost]."""

    rules = ("cycling",)
    template = "cycling {cost}"
    cost: Node


@attrs.frozen
class Kicker(Node):
    """CR 702.33: Kicker [cost]."""

    rules = ("kicker",)
    template = "kicker {cost}"
    cost: Node


@attrs.frozen
class Ward(Node):
    """CR 702.21: Ward [cost]."""

    rules = ("ward",)
    template = "ward {cost}"
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

    rules = ("protection",)
    template = "protection from {quality}"
    quality: Node


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
