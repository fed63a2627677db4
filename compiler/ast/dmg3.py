"""Damage and sentence shapes of the "dmg3" area (see grammar/dmg3.lark): delayed triggers
after the first sentence, damage recipients, objects named by damage dealt."""

from __future__ import annotations

import attrs

from .base import Node, agreeing, join, node_class, series, verb
from .events import DelayedTrigger
from .objects import DescWord, FixedPhrase


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


CreatedToken = node_class(
    "CreatedToken", "created_token", "{amount} {token}",
    """CR 111.2: one kind of token among several created at once ("a 2/2 green Wolf
    creature token").""",
    {"amount": "Node", "token": "Node"}, subject=None,
)  # fmt: skip


@attrs.frozen
class CreateTokenSeries(Node):
    """CR 111.2, 701.7: create several kinds of tokens ("create a 1/1 green Snake creature
    token, a 2/2 green Wolf creature token, and a 3/3 green Elephant creature token")."""

    rules = ("create_token_series",)
    tokens: tuple[Node, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(tuple(c for c in children if isinstance(c, Node)), span=span)

    def render(self) -> str:
        return f"{verb('<create|creates>')} {series(self.tokens)}"


@attrs.frozen
class DescCoordinate(DescWord):
    """CR 205.4b: negated words that all apply, separated by commas ("noncreature, nonland
    card", "nonattacking, nonblocking creature")."""

    rules = ("desc_coordinate",)
    words: tuple[DescWord, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(tuple(c for c in children if isinstance(c, Node)), span=span)

    @property
    def plural(self) -> bool:  # type: ignore[override]
        return self.words[-1].plural

    def render(self) -> str:
        return ", ".join(w.render() for w in self.words)


@attrs.frozen
class ForbiddenSeries(Node):
    """CR 508.1, 509.1, 701.28, 702.122: three actions a "can't" forbids ("attack, block,
    or transform", "attack, block, or crew Vehicles")."""

    rules = ("forbidden_series",)
    # restricted_action (a FixedPhrase) keeps the rendered words, not this node
    transient = True
    actions: tuple[str, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        *verbs, _or, last = (str(c) for c in children if str(c) != ",")
        return cls((*(v.lower() for v in verbs), last if " " in last else last.lower()), span=span)

    def render(self) -> str:
        return series(self.actions, "or")


@attrs.frozen
class AttackedRecipient(FixedPhrase):
    """CR 506.2, 508.1b: the player or planeswalker a creature attacks ("the player or
    planeswalker it's attacking", "... that creature is attacking")."""

    rules = ("attacked_recipient",)
    third_person = True
