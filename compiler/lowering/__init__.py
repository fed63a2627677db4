"""Lowering: AST -> runtime ability objects (architecture, pipeline step 6), one module per
rules area; :mod:`mtgc.compiler.lower` is the entry point.

A module is imported when a node class it lowers is first met (:func:`core.lowering_of`,
through an index made by importing them all once and cached), so a new area is a new
module here and nothing else changes; :func:`load_all` imports every one.
"""

from .abilities import lower_ability
from .core import LOWERERS, Env, NotLowered, Unsupported, load_all, lowers

__all__ = ["LOWERERS", "Env", "NotLowered", "Unsupported", "load_all", "lower_ability", "lowers"]
