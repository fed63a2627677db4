"""Damage and sentence shapes of the "dmg3" area (see grammar/dmg3.lark): delayed triggers
after the first sentence, damage recipients, objects named by damage dealt."""

from __future__ import annotations

import attrs

from .base import Node, agreeing, join
from .events import DelayedTrigger


@attrs.frozen
class LaterTrigger(Node):
    """CR 603.7a: a delayed triggered ability a spell or ability creates, written as a
    later sentence ("At the beginning of that turn's end step, you lose the game.", "When
    you lose control of the creature, tap it.")."""

    rules = ("later_trigger",)
    trigger_word: str
    event: Node
    duration: Node | None
    clauses: Node

    @classmethod
    def build(cls, children, span, **fixed):
        word, event, duration, clauses = children
        if duration is not None:  # "When that creature dies this turn, ..." (events.lark)
            return DelayedTrigger(str(word).lower(), event, duration, clauses, span=span)
        return cls(str(word).lower(), event, duration, clauses, span=span)

    def render(self) -> str:
        body = agreeing(None, self.clauses.render)
        return f"{join((self.trigger_word, self.event, self.duration))}, {body}."
