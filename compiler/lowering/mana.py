"""Mana (CR 106): restrictions on spending the mana an ability adds (CR 106.6)."""

from __future__ import annotations

from typing import Any

import attrs

from ...runtime.actions import add_mana as rme
from ..ast import mana as am
from ..ast import objects as ao
from .core import Env, fail, lowers
from .objects import object_filter
from .replacements import Folded


@lowers(am.ManaSpendLimit)
def _spend_limit(node: am.ManaSpendLimit, env: Env) -> Any:
    """CR 106.6: "This mana can't be spent to cast nonartifact spells." after "Add {C}."."""
    spells = next((p for p in node.parts if isinstance(p, ao.ObjectPhrase)), None)
    if spells is None:
        raise fail(node, "this mana restriction is not supported yet")
    flt, kind = object_filter(spells, env)
    if kind != "spell" or attrs.evolve(flt, card_types=frozenset(),
                                       exclude_types=frozenset()) != type(flt)(zone=flt.zone):
        raise fail(spells, "this mana restriction is not supported yet")
    return [SpendLimit(node, rme.CantBeSpentOn(flt.card_types, exclude_types=flt.exclude_types))]


@attrs.frozen
class SpendLimit(Folded):
    """A marker: the restriction of the mana the effect just before adds (CR 106.6)."""

    node: Any
    restriction: Any

    def fold(self, parts: list[Any]) -> None:
        before = parts[-1] if parts else None
        if not isinstance(before, rme.AddMana | rme.AddManaAnyColor) or before.restriction:
            raise fail(self.node, "this mana restriction after this effect is not supported yet")
        parts[-1] = attrs.evolve(before, restriction=self.restriction)
