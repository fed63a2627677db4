"""Lowering: AST -> runtime ability objects (architecture, pipeline step 6), one module per
rules area; :mod:`mtgc.compiler.lower` is the entry point."""

import importlib
import pkgutil

from .abilities import lower_ability
from .core import LOWERERS, Env, NotLowered, Unsupported, lowers

# Importing a module registers its lowerings; every module of this package is one rules
# area, so a new area is a new module here and nothing else changes.
for _module in pkgutil.iter_modules(__path__):
    importlib.import_module(f"{__name__}.{_module.name}")

__all__ = ["LOWERERS", "Env", "NotLowered", "Unsupported", "lower_ability", "lowers"]
