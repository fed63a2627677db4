"""Extension points: an operation a lower package of the runtime calls and a higher one
provides, so that imports go one way (ARCHITECTURE.md: ``state`` at the bottom, ``game`` at
the top). Casting asks the keyword abilities for their costs (CR 601.2b-f), a zone change
asks them where a card goes (CR 702.34a flashback, 702.27a buyback), and so on — without
importing them.

A lower module declares ``x = Hook("x")``; the module above that implements it writes
``@lower.x.provide`` over its function. :mod:`mtgc.runtime.game` imports every providing
module, so every hook is provided before a game runs.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class Hook:
    """One late-bound operation: calling the hook calls the function provided for it."""

    __slots__ = ("name", "_fn")

    def __init__(self, name: str) -> None:
        self.name = name
        self._fn: Callable[..., Any] | None = None

    def provide(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        """Provide the hook's function (a decorator; returns ``fn`` unchanged)."""
        self._fn = fn
        return fn

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if self._fn is None:
            raise RuntimeError(f"hook {self.name!r} has no provider (import mtgc.runtime.game)")
        return self._fn(*args, **kwargs)

    def __repr__(self) -> str:
        return f"Hook({self.name!r})"
