"""The runtime's vocabulary, by kind (CR 113 abilities, 118 costs, 603 triggers, 611-616
effects) — what the compiler can lower card text into.

``CATALOG[kind][class_name] -> class`` for the kinds ``ability``, ``keyword``, ``cost``,
``effect``, ``trigger``, ``replacement``, ``continuous``, ``object_ref``, ``player_ref``,
``condition``. Built by scanning subclasses, so a new class is listed as soon as its module
is imported (STYLE.md practice 3).
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from typing import Any

from .actions import effects
from .continuous import layers as continuous
from .events import replacement, triggers
from .mana import symbols as mana
from .stack import costs
from .state import abilities, filters


def _import_runtime() -> None:
    """Import every module of the runtime, so that the catalog lists all of its classes
    whatever has been imported so far (the compiler imports the runtime modules a card
    needs as it lowers it, not all of them)."""
    package = __name__.rpartition(".")[0]
    path = sys.modules[package].__path__
    for module in pkgutil.walk_packages(path, prefix=f"{package}."):
        importlib.import_module(module.name)


def _subclasses(base: type) -> dict[str, type]:
    out: dict[str, type] = {}
    stack = list(base.__subclasses__())
    while stack:
        cls = stack.pop()
        stack.extend(cls.__subclasses__())
        # slotted attrs classes replace the class first created: keep the module's one
        module = sys.modules.get(cls.__module__)
        if not cls.__name__.startswith("_") and getattr(module, cls.__name__, None) is cls:
            out[cls.__name__] = cls
    return dict(sorted(out.items()))


def build_catalog() -> dict[str, dict[str, Any]]:
    """Scan the runtime's base classes, every runtime module imported."""
    _import_runtime()
    keywords = _subclasses(abilities.Keyword)
    all_abilities = _subclasses(abilities.Ability)
    return {
        "ability": {k: v for k, v in all_abilities.items() if k not in keywords and k != "Keyword"},
        "keyword": keywords,
        "cost": {"ManaCost": mana.ManaCost, **_subclasses(costs.Cost)},
        "mana_symbol": _subclasses(mana.ManaSymbol),
        "effect": _subclasses(effects.Effect),
        "trigger": _subclasses(triggers.TriggerPattern),
        "replacement": _subclasses(replacement.ReplacementSpec),
        "continuous": {
            **_subclasses(continuous.LayeredSpec),
            **{
                c.__name__: c
                for c in (
                    continuous.AttackTax,
                    continuous.CostReduction,
                    continuous.CostIncrease,
                    continuous.CastAsThoughFlash,
                    continuous.AdditionalLandPlays,
                    continuous.CantAttack,
                    continuous.CantBlock,
                    continuous.MustAttack,
                )  # fmt: skip
            },
        },
        "object_ref": _subclasses(filters.ObjectRef),
        "player_ref": _subclasses(filters.PlayerSel),
        "condition": _subclasses(filters.Condition),
    }


CATALOG = build_catalog()
