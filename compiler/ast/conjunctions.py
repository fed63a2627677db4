"""Conjunctions: several players or objects doing the same thing, and comma lists of
negated descriptor words (CR 608.2c, 205.4b)."""

from __future__ import annotations

import attrs

from .base import Node
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
