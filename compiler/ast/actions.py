"""Keyword actions (CR 701): verbs with at most a number or an object, and energy paid as
a cost (CR 107.14)."""

from __future__ import annotations

import attrs

from .base import Node, verb
from .effects import _verb_rule


@attrs.frozen
class Repeat(Node):
    """ "twice", "three times", "X times": how often a keyword action is performed."""

    rules = ("repeat",)
    multiplier: str | None = None
    count: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        first = children[0]
        if isinstance(first, Node):
            return cls(None, first, span=span)
        return cls(str(first).lower(), None, span=span)

    def render(self) -> str:
        return self.multiplier if self.multiplier else f"{self.count.render()} times"


Investigate = _verb_rule("Investigate", "investigate", "<investigate|investigates>[ {repeat}]",
                         "CR 701.36: investigate (create a Clue token).",
                         {"repeat": "Node"})  # fmt: skip
Proliferate = _verb_rule("Proliferate", "proliferate", "<proliferate|proliferates>",
                         "CR 701.27: proliferate.", {})  # fmt: skip
Connive = _verb_rule("Connive", "connive", "<connive|connives>[ {amount}]",
                     "CR 701.50: connive (draw, discard, +1/+1 counter if nonland).",
                     {"amount": "Node"})  # fmt: skip
Venture = _verb_rule("Venture", "venture", "<venture|ventures> into the dungeon",
                     "CR 701.46: venture into the dungeon.", {})  # fmt: skip
Populate = _verb_rule("Populate", "populate", "<populate|populates>[ {repeat}]",
                      "CR 701.30: populate (copy a creature token you control).",
                      {"repeat": "Node"})  # fmt: skip
Learn = _verb_rule("Learn", "learn", "<learn|learns>", "CR 701.48: learn.", {})
Adapt = _verb_rule("Adapt", "adapt", "<adapt|adapts> {amount}", "CR 701.43: adapt N.",
                   {"amount": "Node"})  # fmt: skip
Bolster = _verb_rule("Bolster", "bolster", "<bolster|bolsters> {amount}",
                     "CR 701.39: bolster N.", {"amount": "Node"})  # fmt: skip
Support = _verb_rule("Support", "support", "<support|supports> {amount}",
                     "CR 701.41: support N.", {"amount": "Node"})  # fmt: skip
ExtraTurn = _verb_rule("ExtraTurn", "extra_turn", "<take|takes> an extra turn after this one",
                       "CR 500.7: take an extra turn.", {})  # fmt: skip
PayEnergy = _verb_rule("PayEnergy", "pay_energy", "<pay|pays> {energy}",
                       "CR 107.14: pay energy ({E}).", {"energy": "str"})  # fmt: skip


@attrs.frozen
class Explore(Node):
    """CR 701.44: explore ("it explores", "then it explores again")."""

    rules = ("explore",)
    template = "<explore|explores>[ {again}]"
    again: str | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        return cls("again" if children[1] else None, span=span)


@attrs.frozen
class Amass(Node):
    """CR 701.47: amass [subtype] N."""

    rules = ("amass",)
    template = "<amass|amasses> {subtype} {amount}"
    subtype: str
    amount: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[1]), children[2], span=span)


@attrs.frozen
class Clash(Node):
    """CR 701.29: clash with an opponent."""

    rules = ("clash",)
    template = "<clash|clashes> with an {opponent}"
    opponent: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[1]).lower(), span=span)


@attrs.frozen
class DoubleCounters(Node):
    """CR 122.1: "double the number of [kind] counters on [object]" (put that many more),
    or "of each kind of counter on"."""

    rules = ("double_counters",)
    kind: Node | None
    noun: str
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        nodes = [c for c in children[1:] if isinstance(c, Node) or c is None]
        words = [str(c) for c in children[1:] if isinstance(c, str)]
        kind = nodes[0] if len(nodes) == 2 else None
        return cls(kind, words[0], nodes[-1], span=span)

    def render(self) -> str:
        what = (f"{self.kind.render()} {self.noun}" if self.kind is not None
                else f"each kind of {self.noun}")  # fmt: skip
        return f"{verb('<double|doubles>')} the number of {what} on {self.object.render()}"


@attrs.frozen
class PhaseOut(Node):
    """CR 702.26: an object phases out (perhaps until a time)."""

    rules = ("phase_out",)
    template = "<phase|phases> out[ {duration}]"
    duration: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], span=span)
