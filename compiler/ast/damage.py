"""Damage, choices of targets, dice and coins: the rules-area extension "damage" (CR 120,
115, 601.2c, 705, 706). The grammar is grammar/damage.lark."""

from __future__ import annotations

import attrs

from .base import Node, node_class
from .effects import DealDamageEqual
from .layers import HaveDo
from .zones import MovedThisWay

# ---- dealing damage (CR 120)


@attrs.frozen
class DealDamageToEqual(DealDamageEqual):
    """CR 120.1, 107.3: deal damage equal to an amount, the recipient written first
    ("deals damage to any target equal to the number of Mountains you control")."""

    rules = ("deal_damage_to_equal",)
    template = "<deal|deals> {kind} to {recipient} equal to {amount}"

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[1]).lower(), children[3], children[2], span=span)


@attrs.frozen
class DealThatMuchDamage(Node):
    """CR 120.1, 608.2h: deal an amount of damage named before ("deals that much damage to
    that creature's controller")."""

    rules = ("deal_that_much_damage",)
    template = "<deal|deals> that much {kind} to {recipient}"
    kind: str
    recipient: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[1]).lower(), children[2], span=span)


# ---- choosing targets (CR 115.1, 601.2c)

@attrs.frozen
class ChooseTarget(Node):
    """CR 115.1, 601.2c: choose a target ("Choose target creature you control"); later
    sentences refer to it."""

    rules = ("choose_target",)
    template = "<choose|chooses> {target}"
    target: Node
    pick = (1,)


# ---- objects named by an earlier action (CR 608.2h)

DealtDamageThisWay = node_class(
    "DealtDamageThisWay", "dealt_damage_this_way", "dealt {kind} this way",
    "CR 120, 608.2h: the objects an earlier effect dealt damage to (\"a creature dealt "
    "damage this way\").", {"kind": "str"}, subject=None, skip=frozenset({"this way"}),
)  # fmt: skip


@attrs.frozen
class HaveDeal(HaveDo):
    """CR 120.1: a player has an object deal damage ("you may have this creature deal 3
    damage to target creature"; the object's verb in the base form)."""

    rules = ("have_deal",)


@attrs.frozen
class ActedThisWay(MovedThisWay):
    """CR 608.2h: the objects an earlier action tapped, sacrificed, destroyed, returned or
    chose ("each creature tapped this way", "the creatures destroyed this way")."""

    rules = ("acted_this_way",)
