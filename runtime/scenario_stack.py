"""Handles for spells and abilities on the stack in scenarios (CR 405, 113.7a).

:meth:`~mtgc.runtime.scenario.Scenario.cast` and
:meth:`~mtgc.runtime.scenario.Scenario.activate` return a :class:`StackHandle`; so do
:meth:`~mtgc.runtime.scenario.Scenario.top` and
:meth:`~mtgc.runtime.scenario.Scenario.stack_item` (for triggered abilities). A handle
names one object on the stack: a spell keeps its id while it is there (CR 400.7: when it
leaves, the card is a new object), an ability has its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .state.objects import GameObject

if TYPE_CHECKING:
    from .scenario import Scenario


class StackHandle:
    """One spell or ability on the stack: what it is, who controls it, its targets, and
    :meth:`resolve` to play the game forward until it has resolved (or left the stack)."""

    def __init__(self, scenario: Scenario, obj_id: int) -> None:
        self.scenario = scenario
        self.id = obj_id
        obj = scenario.game.state.objects[obj_id]
        self.is_spell = isinstance(obj, GameObject)
        #: "spell", "activated" or "triggered" (CR 113.7a)
        self.kind = "spell" if self.is_spell else str(getattr(obj, "kind", "ability"))
        if self.is_spell:
            self.name = obj.card.name  # type: ignore[union-attr]
        else:
            src = obj.source_id  # type: ignore[union-attr]
            game = scenario.game
            self.name = f"ability of {game.view(src).name if game.known(src) else '?'}"
        self.controller = self._object().controller if self.on_stack else None

    def _object(self) -> Any:
        obj = self.scenario.game.state.objects.get(self.id)
        if obj is None or self.id not in self.scenario.game.state.stack:
            raise AssertionError(f"{self.name} (#{self.id}) is no longer on the stack")
        if isinstance(obj, GameObject):
            return self.scenario.game.view(self.id)
        return obj

    @property
    def on_stack(self) -> bool:
        return self.id in self.scenario.game.state.stack

    @property
    def position(self) -> int:
        """0 for the top of the stack, 1 for the object below it, ..."""
        stack = self.scenario.game.state.stack
        if self.id not in stack:
            raise AssertionError(f"{self.name} (#{self.id}) is no longer on the stack")
        return len(stack) - 1 - stack.index(self.id)

    @property
    def targets(self) -> tuple[Any, ...]:
        """The chosen targets (object ids or PlayerRefs) in target order (CR 601.2c)."""
        obj = self.scenario.game.state.objects.get(self.id)
        if obj is None or not self.on_stack:
            raise AssertionError(f"{self.name} (#{self.id}) is no longer on the stack")
        return tuple(getattr(obj, "targets", ()) or ())

    @property
    def x(self) -> int:
        """The value of X announced (CR 107.3)."""
        obj = self.scenario.game.state.objects.get(self.id)
        return int(getattr(obj, "x_value", 0) or 0)

    def resolve(self) -> None:
        """All players pass until this object has left the stack: the objects above it
        resolve first (CR 608.1, last in first out), then it does."""
        s = self.scenario
        if not self.on_stack:
            raise AssertionError(f"{self.name} (#{self.id}) is no longer on the stack")
        for _ in range(200):
            if not self.on_stack or s.game.state.game_over:
                return
            s.resolve()
        raise AssertionError(f"{self.name} (#{self.id}) never resolved")

    def __repr__(self) -> str:
        where = f"position {self.position}" if self.on_stack else "left the stack"
        return f"<StackHandle #{self.id} {self.name} ({self.kind}; {where})>"
