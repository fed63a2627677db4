"""Split cards — CR 709 (the Rooms among them: :mod:`mtgc.runtime.actions.rooms`).

A split card whose two halves are known is one definition holding them
(``CardDefinition.doors``: left, right). In every zone but the stack its characteristics are
those of its two halves combined (CR 709.4): both names, the combined mana cost (709.4b),
each card type of either half and each ability of each half (709.4c). It is cast as one of
its halves (CR 709.3, :func:`mtgc.runtime.stack.casting.cast_half`): on the stack only that
half's characteristics exist (709.3b) — or, with fuse, both halves (CR 702.102,
:mod:`mtgc.runtime.keywords.fuse`).
"""

from __future__ import annotations

from ..mana.symbols import ManaCost
from ..state.objects import CardDefinition


def combined_cost(left: CardDefinition, right: CardDefinition) -> ManaCost | None:
    """CR 709.4b: the combined mana costs of the two halves (each symbol kept)."""
    if left.mana_cost is None and right.mana_cost is None:
        return None
    return ManaCost(tuple(s for h in (left, right) if h.mana_cost for s in h.mana_cost.symbols))


def split_card(left: CardDefinition, right: CardDefinition) -> CardDefinition:
    """CR 709.4 — a split card from its two halves (left first)."""
    return CardDefinition(
        f"{left.name} // {right.name}", left.types | right.types, combined_cost(left, right),
        left.subtypes | right.subtypes, left.supertypes | right.supertypes,
        abilities=left.abilities + right.abilities, doors=(left, right),
    )  # fmt: skip
