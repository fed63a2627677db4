"""Effects, triggers and conditions of the rules-area extension "effects4": copies of tokens
created before (CR 111.1), steps named in the plural (CR 500-513), casting conditions
(CR 601.2) and amounts measured as a spell is cast (CR 601.2). The grammar is
grammar/effects4.lark."""

from __future__ import annotations

import attrs

from .base import Node, join, verb
from .objects import FixedParts


@attrs.frozen
class CreateOfThose(Node):
    """CR 111.1, 609.3: create more of the tokens an earlier instruction described ("Create
    two of those tokens.", "create five of those tokens instead")."""

    rules = ("create_of_those",)
    amount: Node
    kind: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], str(children[2]).lower(), span=span)

    def render(self) -> str:
        return f"{verb('<create|creates>')} {self.amount.render()} of those {self.kind}"


@attrs.frozen
class DidntCastCondition(Node):
    """CR 601.2: a player didn't cast a spell ("if you didn't cast it from your hand", "if
    that player didn't cast a spell this turn")."""

    rules = ("didnt_cast_condition",)
    player: Node
    object: Node
    prep: Node | None = None
    zone: Node | None = None
    duration: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        player, _didnt, _cast, obj, prep, zone, duration = children
        return cls(player, obj, prep, zone, duration, span=span)

    def render(self) -> str:
        return join((self.player, "didn't cast", self.object, self.prep, self.zone,
                     self.duration))  # fmt: skip


@attrs.frozen
class AmountAsYouCast(Node):
    """CR 601.2: an amount counted as the spell is cast ("the number of Mountains you control
    as you cast this spell")."""

    rules = ("amount_as_you_cast",)
    amount: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], span=span)

    def render(self) -> str:
        return f"{self.amount.render()} as you cast this spell"


@attrs.frozen
class ControlAsYouCast(Node):
    """CR 601.2: a condition checked as the spell is cast ("if you control a commander as you
    cast this spell")."""

    rules = ("control_as_you_cast",)
    condition: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], span=span)

    def render(self) -> str:
        return f"{self.condition.render()} as you cast this spell"


@attrs.frozen
class ModeRiderMay(Node):
    """CR 700.2: a rider allowing more modes under a condition ("If you control a commander
    as you cast this spell, you may choose both instead.")."""

    rules = ("mode_rider_may",)
    condition: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], span=span)

    def render(self) -> str:
        return f"if {self.condition.render()}, you may choose both instead."



@attrs.frozen
class CastByPaying(Node):
    """CR 118.9, 601.2b, 601.2f: cast a spell by paying another cost ("cast this card from
    your graveyard by paying {B}{B} and sacrificing two creatures rather than paying its mana
    cost", "by exiling four instant and/or sorcery cards from your graveyard in addition to
    paying its other costs")."""

    rules = ("cast_by_paying",)
    object: Node
    prep: Node | None
    zone: Node | None
    costs: tuple[Node, ...]
    relation: Node

    @classmethod
    def build(cls, children, span, **fixed):
        _cast, obj, prep, zone, *rest = children
        return cls(obj, prep, zone, tuple(rest[:-1]), rest[-1], span=span)

    def render(self) -> str:
        costs = " and ".join(c.render() for c in self.costs)
        return join((verb("<cast|casts>"), self.object, self.prep, self.zone, "by", costs,
                     self.relation))  # fmt: skip


@attrs.frozen
class CostGerund(FixedParts):
    """CR 118.9, 601.2f: a cost paid in casting, as a gerund ("paying {1}", "paying 3 life",
    "sacrificing two creatures", "exiling four instant and/or sorcery cards from your
    graveyard")."""

    rules = ("cost_gerund",)


@attrs.frozen
class CostRelation(FixedParts):
    """CR 118.9, 601.2f: how a cost relates to the spell's own costs ("rather than paying its
    mana cost" — an alternative cost; "in addition to paying its other costs" — an
    additional cost)."""

    rules = ("cost_relation",)
