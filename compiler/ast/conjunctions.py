"""Conjunctions: several players or objects doing the same thing, comma lists of negated
descriptor words (CR 608.2c, 205.4b), and two actions forbidden at once (CR 101.2)."""

from __future__ import annotations

import attrs

from .base import Node, agreeing, series, verb
from .effects import Cant
from .objects import DescWord, ObjectRef


@attrs.frozen
class SubjectEach(ObjectRef):
    """CR 608.2c: "You and target opponent each draw a card", "Two target creatures each
    get +2/+0", "... both gain": every one of the subjects does the action."""

    rules = ("subject_each",)
    subject: Node
    word: str = "each"

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[-1]).lower(), span=span)

    plural = True

    def render(self) -> str:
        return f"{self.subject.render()} {self.word}"


@attrs.frozen
class DescNegations(DescWord):
    """CR 205.4b: "nonartifact, nonblack creature" — each negated word applies."""

    rules = ("desc_negations",)
    items: tuple[Node, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(tuple(c for c in children if isinstance(c, Node)), span=span)

    def render(self) -> str:
        return ", ".join(i.render() for i in self.items)


@attrs.frozen
class CompoundEvent(Node):
    """CR 603.2: one triggered ability with two trigger events, "When this creature enters
    and at the beginning of your upkeep, ..." (the first trigger word belongs to the
    ability)."""

    rules = ("compound_event",)
    first: Node
    word: str
    second: Node

    @classmethod
    def build(cls, children, span, **fixed):
        first, _and, word, second = children
        return cls(first, str(word).lower(), second, span=span)

    def render(self) -> str:
        return f"{self.first.render()} and {self.word} {self.second.render()}"


@attrs.frozen
class AttacksWithOthersEvent(Node):
    """CR 508.1 (battalion and similar): "this creature and at least two other creatures
    attack"."""

    rules = ("attacks_with_others_event",)
    subject: Node
    count: Node
    others: Node

    @classmethod
    def build(cls, children, span, **fixed):
        nodes = [c for c in children if isinstance(c, Node)]
        return cls(*nodes, span=span)

    def render(self) -> str:
        return (f"{self.subject.render()} and at least {self.count.render()} other "
                f"{self.others.render()} attack")


@attrs.frozen
class DelayedSentence(Node):
    """CR 603.7a: a delayed triggered ability created by a spell or ability, "At the
    beginning of the next end step, return that card to the battlefield."."""

    rules = ("delayed_sentence",)
    time: Node
    clauses: Node

    def render(self) -> str:
        return f"{self.time.render()}, {agreeing(None, self.clauses.render)}."


@attrs.frozen
class DamageShare(Node):
    """CR 120.3: one share of a split, "2 damage to another target"."""

    rules = ("damage_share",)
    amount: Node
    kind: str
    recipient: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[1]).lower(), children[2], span=span)

    def render(self) -> str:
        return f"{self.amount.render()} {self.kind} to {self.recipient.render()}"


@attrs.frozen
class DealDamageSplit(Node):
    """CR 120.3: one source deals damage to several recipients in different amounts,
    "deals 4 damage to any target and 2 damage to you"."""

    rules = (("deal_damage_split", {}), ("deal_damage_series", {"serial": True}))
    shares: tuple[Node, ...]
    serial: bool = False

    @classmethod
    def build(cls, children, span, serial=False):
        return cls(tuple(c for c in children if isinstance(c, DamageShare)), serial, span=span)

    def render(self) -> str:
        parts = [s.render() for s in self.shares]
        body = series(parts, "and") if self.serial else " and ".join(parts)
        return f"{verb('<deal|deals>')} {body}"


@attrs.frozen
class ConditionAnd(Node):
    """CR 608.2c: two conditions that must both be true, "if an opponent controls an
    Island and you control a Mountain"."""

    rules = ("condition_and",)
    first: Node
    second: Node

    @classmethod
    def build(cls, children, span, **fixed):
        first, *_, second = children
        return cls(first, second, span=span)

    def render(self) -> str:
        return f"{self.first.render()} and {self.second.render()}"


@attrs.frozen
class CostAnd(Node):
    """CR 601.2h, 602.2b: two actions of one cost joined by "and", "Remove three quest
    counters from this enchantment and sacrifice it"."""

    rules = ("cost_and",)
    first: Node
    second: Node

    @classmethod
    def build(cls, children, span, **fixed):
        first, *_, second = children
        return cls(first, second, span=span)

    def render(self) -> str:
        return f"{self.first.render()} and {self.second.render()}"


@attrs.frozen
class DelayedIfSentence(Node):
    """CR 603.7a, 603.4: a delayed triggered ability with an intervening "if" clause, "At
    the beginning of the next end step, if that card is still exiled, put it into your
    graveyard."."""

    rules = ("delayed_if_sentence",)
    time: Node
    condition: Node
    clauses: Node

    def render(self) -> str:
        body = agreeing(None, self.clauses.render)
        return f"{self.time.render()}, if {self.condition.render()}, {body}."


@attrs.frozen
class ClausesWhereFirst(Node):
    """CR 107.3: clauses whose X is defined right after the first of them ("Search your
    library for up to X basic land cards, where X is the number of lands you control, put
    them onto the battlefield tapped, then shuffle.")."""

    rules = ("clauses_where_first",)
    first: Node
    where_x: Node
    rest: Node  # the clauses that follow, or the ", then" clause

    def render(self) -> str:
        subject = getattr(self.first, "subject", None)
        head = agreeing(subject, self.first.render) + self.where_x.render()
        rest = self.rest.render()
        return head + (rest if rest.startswith(",") else ", " + rest)


@attrs.frozen
class CantEither(Node):
    """CR 101.2, 608.2c: two actions forbidden at once, "can't draw cards or gain life",
    "can't block or be blocked by non-Spirit creatures": each part is a whole "can't"
    (``effects.Cant`` or ``combat.CantBeBlockedBy``), lowered as if written alone."""

    rules = (("cant_either", {}), ("cant_either_blocked_by", {"blocked_by": True}))
    first: Node
    second: Node

    @classmethod
    def build(cls, children, span, blocked_by=False):
        first, second = (c for c in children if isinstance(c, Node))
        first_cant = Cant(first, span=first.span)
        if blocked_by:  # only these cards need the combat area's nodes (a new import each)
            from .combat import CantBeBlockedBy

            return cls(first_cant, CantBeBlockedBy(second, span=second.span), span=span)
        return cls(first_cant, Cant(second, span=second.span), span=span)

    @property
    def parts(self) -> tuple[Node, Node]:
        return (self.first, self.second)

    def render(self) -> str:
        second = self.second.render()
        return f"{self.first.render()} or {second.removeprefix(CANT_WORD)}"


#: The word both parts of :class:`CantEither` render first; the second drops it.
CANT_WORD = "can't "
