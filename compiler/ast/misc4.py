"""Misc templates of round 2 (area misc4): transforming triggers, repeating a process,
distributing counters (CR 701.28, 608.2c, 601.2d). The grammar is grammar/misc4.lark;
"modified" (CR 700.9) and "is legendary" (CR 205.4) reuse the Status and Supertype nodes."""

from __future__ import annotations

import attrs

from .base import Node, agreeing, by_kind, fill, join, verb
from .objects import Descriptor, FixedPhrase


@attrs.frozen
class TransformsIntoEvent(Node):
    """CR 701.28, 712: a double-faced permanent transforms into a face ("Whenever this
    creature transforms into CARDNAME")."""

    rules = ("transforms_into_event",)
    subject: Node
    prep: str
    into: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[2]).lower(), children[3], span=span)

    def render(self) -> str:
        return agreeing(
            self.subject, lambda: fill("{subject} <transform|transforms> {prep} {into}", self)
        )


@attrs.frozen
class TransformsIntoAction(Node):
    """CR 701.28: the second event of "enters or transforms into CARDNAME"; the verb agrees
    with the subject of the enclosing either-event."""

    rules = ("transforms_into_action",)
    template = "<transform|transforms> {prep} {into}"
    prep: str
    into: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[1]).lower(), children[2], span=span)


@attrs.frozen
class RepeatCount(FixedPhrase):
    """How often a process may be repeated: "any number of times" (CR 608.2c)."""

    rules = ("repeat_count",)


@attrs.frozen
class RepeatProcess(Node):
    """CR 608.2c: "repeat this process" — perform the preceding instructions again."""

    rules = ("repeat_process",)
    template = "<repeat|repeats> this process[ {count}]"
    count: RepeatCount | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], span=span)


@attrs.frozen
class DistributeCounters(Node):
    """CR 601.2d: "Distribute two +1/+1 counters among any number of target creatures" —
    the division of counters is chosen as the spell or ability is put on the stack."""

    rules = ("distribute_counters",)
    template = "<distribute|distributes> {counters} among {among}"
    counters: Node
    among: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(*by_kind(cls, children, {"counters": "Node", "among": "Node"}, skip=1),
                   span=span)  # fmt: skip


@attrs.frozen
class TargetRange(Node):
    """CR 601.2c, 115.1: a range of target counts, "one or two target", "one, two, or
    three target"."""

    rules = ("target_range",)
    counts: tuple[str, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        nums = tuple(
            str(c).lower()
            for c in children
            if isinstance(c, str) and str(c).lower() not in {",", "or", "target"}
        )
        return cls(nums, span=span)  # fmt: skip

    def render(self) -> str:
        if len(self.counts) == 2:
            return f"{self.counts[0]} or {self.counts[1]} target"
        return ", ".join(self.counts[:-1]) + f", or {self.counts[-1]} target"


@attrs.frozen
class DistributeCountersRange(Node):
    """CR 601.2d: distribute counters among a range of targets, "among one or two target
    creatures"."""

    rules = ("distribute_counters_range",)
    counters: Node
    range: TargetRange
    descriptor: Descriptor
    qualifiers: tuple[Node, ...] = ()

    @classmethod
    def build(cls, children, span, **fixed):
        counters, rng, desc, *quals = children[1:]
        return cls(counters, rng, desc, tuple(quals), span=span)

    def render(self) -> str:
        head = verb("<distribute|distributes>")
        return join((head, self.counters, "among", self.range, self.descriptor, *self.qualifiers))
