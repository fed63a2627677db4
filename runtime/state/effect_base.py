"""The base class and registry of one-shot effects (CR 608.2). Every subclass registers
itself in :data:`EFFECTS` by class name (STYLE.md practice 3)."""

from __future__ import annotations

from typing import Any

from .filters import Ctx

EFFECTS: dict[str, type[Effect]] = {}


class Effect:
    """Base of one-shot effects; subclasses self-register (STYLE.md practice 3)."""

    __slots__ = ()

    @classmethod
    def __attrs_init_subclass__(cls) -> None:
        EFFECTS[cls.__name__] = cls

    def resolve(self, ctx: Ctx) -> None:
        raise NotImplementedError

    def children(self) -> tuple[Effect, ...]:
        return ()


def produces_mana(effect: Any) -> bool:
    """CR 605.1 — could this effect add mana?"""
    from ..actions.add_mana import ManaEffect

    if isinstance(effect, ManaEffect):
        return True
    return isinstance(effect, Effect) and any(produces_mana(c) for c in effect.children())
