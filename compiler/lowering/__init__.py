"""Lowering: AST -> runtime ability objects (architecture, pipeline step 6), one module per
rules area; :mod:`mtgc.compiler.lower` is the entry point."""

from .abilities import lower_ability
from .core import LOWERERS, Env, NotLowered, Unsupported, lowers

__all__ = ["LOWERERS", "Env", "NotLowered", "Unsupported", "lower_ability", "lowers"]
