"""Replacement effects (CR 614): on entering the battlefield (CR 614.1c), designations a
permanent enters with or becomes, and the acts "If [a player] would [act]" replaces.
The grammar is grammar/replacements.lark."""

from __future__ import annotations

import attrs

from .base import Node, agreeing
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


@attrs.frozen
class WouldAct(Node):
    """CR 614.1a, 614.6: the event a replacement effect replaces, a player's act written as
    the verb phrase of an effect after "would": "If you would create a Fish token",
    "If an opponent would mill one or more cards", "If you would proliferate"."""

    rules = ("would_act",)
    action: Node

    def render(self) -> str:
        return agreeing(None, self.action.render)


@attrs.frozen
class WouldActOptions(Node):
    """CR 614.1a, 701.55: "If an opponent would face a villainous choice"."""

    rules = ("would_act_options",)
    template = "face a villainous choice"


@attrs.frozen
class WouldActObject(Node):
    """CR 614.1a: an object's act after "would": "If a creature you control would explore"
    (CR 701.44), "would connive" (CR 701.50)."""

    rules = ("would_act_object",)
    action: Node

    def render(self) -> str:
        return agreeing(None, self.action.render)
