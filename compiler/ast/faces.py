"""Card kinds whose abilities have shapes of their own (CR 709-719): a Case's "To solve"
ability (CR 719.3a). The grammar is grammar/faces.lark; the lowering
compiler/lowering/faces.py."""

from __future__ import annotations

import attrs

from .base import Node, capitalize


@attrs.frozen
class ToSolve(Node):
    """CR 719.3a: "To solve — [Condition]." — at the beginning of its controller's end step,
    if the condition holds and the Case isn't solved, it becomes solved (CR 719.3b)."""

    rules = ("to_solve",)
    condition: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(next(c for c in children if isinstance(c, Node)), span=span)

    def render(self) -> str:
        return f"To solve \u2014 {capitalize(self.condition.render())}."
