"""How many targets a phrase chooses (CR 115.1, 601.2c): "two target creatures" (exactly
two), "one or two target creatures" (the player chooses the number as the spell is cast)."""

from __future__ import annotations

from typing import Any

from .core import ast_area, fail
from .objects import number

alst = ast_area("lists")


def target_count(count: Any) -> tuple[int, Any]:
    """(the fewest targets, the most) a count names: a number N is (N, N); "one or two",
    "one, two, or three" (consecutive choices, CR 601.2c) are (1, 2), (1, 3)."""
    if isinstance(count, alst.NumberChoice):
        values = [getattr(o, "value", None) for o in count.options]
        if None in values or values != list(range(values[0], values[0] + len(values))):
            raise fail(count, f"the number of targets '{count.render()}' is not supported yet")
        return values[0], values[-1]
    n = number(count)
    return (n if isinstance(n, int) else 0), n
