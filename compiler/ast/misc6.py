"""misc6: alternatives joined by "or" and a few sentence shapes (round 4)."""

from __future__ import annotations

import attrs

from .base import Node, node_class
from .effects import _verb_rule


@attrs.frozen
class CostsEither(Node):
    """One of two alternatives, chosen by the player: an activation cost offered two ways,
    "{3}, {T} or {B}, {T}" (CR 602.1, 118.8; chosen as the ability is activated, CR
    601.2f-h), or counters of one kind or another, "a +1/+1 counter or a loyalty counter",
    "that many +1/+1 counters or charge counters" (CR 122.1)."""

    rules = ("costs_either", "counters_either")
    first: Node
    second: Node

    @classmethod
    def build(cls, children, span, **fixed):
        first, _or, second = children
        return cls(first, second, span=span)

    def render(self) -> str:
        return f"{self.first.render()} or {self.second.render()}"


@attrs.frozen
class BattlefieldOrPlace(Node):
    """CR 400.1, 403: an object on the battlefield or in another zone, "if CARDNAME is on the
    battlefield or in your graveyard"."""

    rules = ("battlefield_or_place",)
    place: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[-1], span=span)

    def render(self) -> str:
        return f"on the battlefield or {self.place.render()}"


@attrs.frozen
class BareCounters(Node):
    """CR 122.1: counters of a kind whose number was named before, "or charge counters"."""

    rules = ("bare_counters",)
    kind: Node
    noun: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[1]).lower(), span=span)

    def render(self) -> str:
        return f"{self.kind.render()} {self.noun}"


@attrs.frozen
class KeywordAbilitiesActivated(Node):
    """CR 602.1, 601.2f: the activated abilities of one keyword that a player activates, as
    a group whose costs change, "Equip abilities you activate [that target this creature]"
    (CR 702.6 equip, 702.49 ninjutsu, 702.29 cycling, 702.142 boast)."""

    rules = ("keyword_abilities_activated",)
    keyword: str
    target: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).split()[0].lower(), children[1], span=span)

    def render(self) -> str:
        head = f"{self.keyword} abilities you activate"
        return f"{head} {self.target.render()}" if self.target else head


ExchangeLifeTotalsMutual = _verb_rule(
    "ExchangeLifeTotalsMutual", "exchange_life_totals_mutual", "<exchange|exchanges> life totals",
    "CR 701.12c: the players of the subject exchange life totals with each other (\"Two "
    "target players exchange life totals.\").", {},
)  # fmt: skip


EnteredOrCast = node_class(
    "EnteredOrCast", "entered_or_cast", "{entered} or {cast}",
    """CR 603.4, 603.6a: either of two ways a permanent arrived, "if it entered from your
    graveyard or you cast it from your graveyard".""",
    {"entered": "Node", "cast": "Node"}, subject=None, skip=frozenset({"or"}),
)  # fmt: skip
