"""Misc templates of round 4 (area misc5): a replacement's event limited by a condition
holding at the same time ("would be dealt damage while ...", CR 614.1a). The grammar is
grammar/misc5.lark; "If they don't" with a pronoun subject reuses DidCondition (CR 608.2c)."""

from __future__ import annotations

import attrs

from .base import Node
from .objects import FixedParts


@attrs.frozen
class WhileWouldCondition(Node):
    """CR 614.1a: a "would" event replaced only while a condition holds ("If you would draw
    a card while your library has no cards in it")."""

    rules = ("while_would_condition",)
    template = "{event} while {condition}"
    event: Node
    condition: Node


@attrs.frozen
class WhileEvent(Node):
    """CR 603.2, 603.4: a trigger event that counts only while a condition holds ("Whenever
    you tap a land for mana while you're the monarch")."""

    rules = ("while_event",)
    template = "{event} while {condition}"
    event: Node
    condition: Node


@attrs.frozen
class NoKindQuality(FixedParts):
    """CR 113.1: an object "with no abilities"."""

    rules = ("no_kind_quality",)


@attrs.frozen
class GainNoLife(FixedParts):
    """CR 119.7, 614.1a: a replacement's result, "that player gains no life instead"."""

    rules = ("gain_no_life",)


@attrs.frozen
class ZoneEmptyCondition(FixedParts):
    """CR 401.1, 104.3c: a zone holds no cards ("your library has no cards in it")."""

    rules = ("zone_empty_condition",)


@attrs.frozen
class WouldBeDealtDamage(FixedParts):
    """CR 614.1a, 120.3: the replaced event "would be dealt damage"."""

    rules = ("would_be_dealt_damage",)


@attrs.frozen
class PlayerDealtDamage(Node):
    """CR 120: a player named by damage dealt to them ("each player dealt damage this
    way", "target player dealt damage by this creature this turn")."""

    rules = ("player_dealt_damage",)
    template = "{player} {dealt}"
    player: Node
    dealt: Node

    @property
    def third_person(self) -> bool:
        return bool(getattr(self.player, "third_person", False))

    @property
    def plural(self) -> bool:
        return bool(getattr(self.player, "plural", False))


@attrs.frozen
class ObjectDealtCondition(FixedParts):
    """CR 120: damage an object dealt earlier ("if this creature dealt damage to an opponent
    this turn", "if it has dealt 10 or more damage to that player this turn")."""

    rules = ("object_dealt_condition",)


@attrs.frozen
class DamageDealtAmount(Node):
    """CR 120, 107.1: the amount of damage dealt ("the damage dealt to you this turn")."""

    rules = ("damage_dealt_amount",)
    template = "{det} {kind} dealt {route}"
    det: str
    kind: str
    route: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), str(children[1]).lower(), children[2], span=span)


@attrs.frozen
class PutTwoCounters(Node):
    """CR 122.1: two kinds of counters put on one object, "put a +1/+1 counter and a
    lifelink counter on target creature"."""

    rules = ("put_two_counters",)
    template = "<put|puts> {first} and {second} on {object}"
    first: Node
    second: Node
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(*[c for c in children if isinstance(c, Node)], span=span)


@attrs.frozen
class IsNoLonger(FixedParts):
    """CR 205.4, 613.1d: a type or supertype removed, "All lands are no longer snow."."""

    rules = ("is_no_longer",)


@attrs.frozen
class BareProtection(FixedParts):
    """CR 702.16: the keyword "protection" named on its own (each of its instances) in a
    list of keywords."""

    rules = ("bare_protection",)
