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


@attrs.frozen
class AsItEntersSentence(Node):
    """CR 614.12: "As it enters, [effect]." after another sentence of the same ability
    ("This land enters tapped. As it enters, choose a color.")."""

    rules = ("as_it_enters_sentence",)
    pronoun: Node
    clauses: Node

    pick = (1, 3)

    def render(self) -> str:
        return f"as {self.pronoun.render()} enters, {agreeing(None, self.clauses.render)}."


@attrs.frozen
class AsEventAbility(Node):
    """CR 614.12, 708.8: "As [this permanent] is turned face up, [effect]." — like "As
    [this] enters", a replacement effect that modifies how the event happens."""

    rules = ("as_event_ability",)
    event: Node
    effects: Node

    def render(self) -> str:
        return f"As {self.event.render()}, {self.effects.render_continuing()}"
