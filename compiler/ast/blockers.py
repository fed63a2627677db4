"""Blocking creatures: the rules-area extension "blockers" (CR 509, the declare blockers
step, and CR 506.4). The grammar is grammar/blockers.lark."""

from __future__ import annotations

import attrs

from .base import Node


@attrs.frozen
class BlockedByIt(Node):
    """CR 509.1g: a relative clause naming the attacking creatures a blocker blocks, the
    blocker as its pronoun subject: "target creature it's blocking", "each creature it's
    blocking", "creatures it was blocking" (the past: as it last was, before it left combat,
    CR 506.4)."""

    rules = (("blocked_by_it", {"past": False}), ("blocked_by_it_past", {"past": True}))
    subject: str
    verb: str
    past: bool = False

    @classmethod
    def build(cls, children, span, past=False):
        words = [str(c) for c in children if c is not None]
        subject = words[0].lower() if past else words[0]
        verb = words[1].lower() if past else ""
        return cls(subject, verb, past, span=span)

    def render(self) -> str:
        head = f"{self.subject} {self.verb}" if self.past else self.subject
        return f"{head} blocking"
