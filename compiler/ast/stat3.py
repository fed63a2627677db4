"""Round-3 templates of the area stat3 (grammar/stat3.lark): escape's replacement effect
and other static and replacement wordings (CR 702.138, 614, 611)."""

from __future__ import annotations

import attrs

from .base import Node, agreeing, fill


@attrs.frozen
class EscapesWith(Node):
    """CR 702.138c: "[This permanent] escapes with [counters] on it" — it enters with
    them if it was cast with escape."""

    rules = ("escapes_with",)
    template = "<escape|escapes> with {counters} on {pronoun}"
    counters: Node
    pronoun: Node


@attrs.frozen
class EscapesWithAbility(Node):
    """CR 702.138c: "[This permanent] escapes with "[ability]"" — it has that ability if it
    was cast with escape."""

    rules = ("escapes_with_ability",)
    template = "<escape|escapes> with {ability}"
    ability: Node


@attrs.frozen
class NextCastEvent(Node):
    """CR 603.7c: "you next cast [a spell]" — the event of a delayed triggered
    ability that triggers only once."""

    rules = ("next_cast_event",)
    player: Node
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], children[2], span=span)

    def render(self) -> str:
        return agreeing(
            self.player, lambda: fill("{player} next <cast|casts> {object}", self)
        )
