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
        for sep, kw in zip(self.separators, self.keywords[1:], strict=True):
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


#: CR 702 section of each keyword written with a cost.
COST_KEYWORD_RULES = {
    "flashback": "702.34", "kicker": "702.33", "ward": "702.21", "morph": "702.37",
    "megamorph": "702.37", "cumulative upkeep": "702.24", "echo": "702.30",
    "buyback": "702.27", "madness": "702.35", "unearth": "702.84", "evoke": "702.74",
    "dash": "702.109", "emerge": "702.119", "surge": "702.117", "escape": "702.138",
    "embalm": "702.128", "eternalize": "702.129", "ninjutsu": "702.49",
    "transmute": "702.53", "transfigure": "702.71", "bestow": "702.103",
    "level up": "702.87", "scavenge": "702.97", "spectacle": "702.137", "prowl": "702.76",
    "miracle": "702.94", "foretell": "702.143", "disturb": "702.146", "blitz": "702.152",
    "encore": "702.141", "multikicker": "702.33", "entwine": "702.42", "fortify": "702.67",
    "reconfigure": "702.151", "recover": "702.59", "replicate": "702.56",
    "cycling": "702.29", "splice onto arcane": "702.47", "aura swap": "702.65",
    "outlast": "702.107", "channel": "207.2c", "mutate": "702.140", "overload": "702.96",
    "retrace": "702.81", "awaken": "702.113",
}  # fmt: skip


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
        base = self.name.split(" ")[0]
        if self.name.endswith("cycling"):
            base = "cycling"
        return "CR " + COST_KEYWORD_RULES.get(self.name, COST_KEYWORD_RULES.get(base, "702"))

    def render(self) -> str:
        if self.dash:
            from .base import capitalize

            end = "." if self.period else ""
            return f"{self.name}\u2014{capitalize(self.cost.render())}{end}"
        return f"{self.name} {self.cost.render()}"


#: CR 702 section of each keyword written with a number.
NUMBER_KEYWORD_RULES = {
    "bushido": "702.45", "rampage": "702.23", "modular": "702.43", "fading": "702.32",
    "vanishing": "702.63", "bloodthirst": "702.54", "soulshift": "702.46",
    "afterlife": "702.135", "absorb": "702.64", "frenzy": "702.68", "poisonous": "702.70",
    "graft": "702.58", "amplify": "702.38", "devour": "702.82", "dredge": "702.52",
    "crew": "702.122", "fabricate": "702.123", "renown": "702.112", "tribute": "702.104",
    "afflict": "702.130", "toxic": "702.164", "backup": "702.165", "ripple": "702.60",
    "reinforce": "702.77", "casualty": "702.153", "squad": "702.157",
    "training": "702.149", "hideaway": "702.75", "bands with other": "702.22",
}  # fmt: skip


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
        return "CR " + NUMBER_KEYWORD_RULES[self.name]

    def render(self) -> str:
        return f"{self.name} {self.amount.render()}"


@attrs.frozen
class NumberCostKeyword(Node):
    """A keyword with a number and a cost: "Suspend 4—{1}{U}" (CR 702.62), "Awaken
    3—{4}{W}" (CR 702.113)."""

    rules = ("number_cost_keyword",)
    name: str
    amount: Number
    cost: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], children[3], span=span)

    def render(self) -> str:
        return f"{self.name} {self.amount.render()}\u2014{self.cost.render()}"
