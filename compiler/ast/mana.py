"""Mana: restrictions on spending mana (CR 106.6). The grammar is grammar/mana.lark."""

from __future__ import annotations

import attrs

from .base import Node
from .objects import FixedSentence


@attrs.frozen
class ManaSpendLimit(FixedSentence):
    """CR 106.6: "This mana can't be spent to cast nonartifact spells." — a restriction on
    what the mana just produced can pay for."""

    rules = ("mana_spend_limit",)


@attrs.frozen
class AddThatMuchMana(Node):
    """CR 106.1, 609.3: adding as much mana of a kind as an amount named before ("add that
    much {G}")."""

    rules = ("add_that_much_mana",)
    template = "<add|adds> that much {mana}"
    verb: str
    mana: str  # the mana symbols, "{G}"
