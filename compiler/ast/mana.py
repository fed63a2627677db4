"""Mana: restrictions on spending mana (CR 106.6). The grammar is grammar/mana.lark."""

from __future__ import annotations

import attrs

from .objects import FixedSentence


@attrs.frozen
class ManaSpendLimit(FixedSentence):
    """CR 106.6: "This mana can't be spent to cast nonartifact spells." — a restriction on
    what the mana just produced can pay for."""

    rules = ("mana_spend_limit",)
