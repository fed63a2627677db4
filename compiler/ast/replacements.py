"""Replacement effects on entering the battlefield (CR 614.1c) and designations a
permanent enters with or becomes. The grammar is grammar/replacements.lark."""

from __future__ import annotations

import attrs

from .objects import FixedParts


@attrs.frozen
class EntersTappedAttacking(FixedParts):
    """CR 614.1c, 508.4: "enters tapped and attacking that player" — put onto the
    battlefield attacking, never declared as an attacker."""

    rules = ("enters_tapped_attacking",)


@attrs.frozen
class EntersPrepared(FixedParts):
    """ "enters prepared" — the prepared designation of Secrets of Strixhaven creatures
    ("While it's prepared, you may cast a copy of its spell"), newer than the CR text at
    hand; like "enters tapped" (CR 614.1c) it applies as the permanent enters."""

    rules = ("enters_prepared",)


@attrs.frozen
class BecomesPrepared(FixedParts):
    """ "this creature becomes prepared" — it gains the prepared designation (see
    :class:`EntersPrepared`)."""

    rules = ("becomes_prepared",)
