"""Permissions, alternative costs and related templates (CR 118.9, 602.5, 724), and the
object phrases they need."""

from __future__ import annotations

import attrs

from .base import Node, agreeing, join, text, verb
from .objects import ObjectRef

# ---- CR 118.9: alternative costs


@attrs.frozen
class AlternativeCost(Node):
    """CR 118.9: "[player] may [pay another cost] rather than pay [the cost]" — a
    permission to pay an alternative cost (written first or after the action)."""

    rules = (("alternative_cost_clause", {}), ("alternative_cost_first", {"first": True}))
    subject: Node
    predicates: Node
    instead_of: Node
    first: bool = False

    @classmethod
    def build(cls, children, span, first=False):
        if first:
            return cls(children[1], children[2], children[0], True, span=span)
        return cls(children[0], children[1], children[2], span=span)

    def render(self) -> str:
        body = agreeing(None, self.predicates.render)
        if self.first:
            return f"{self.instead_of.render()}, {self.subject.render()} may {body}"
        return f"{self.subject.render()} may {body} {self.instead_of.render()}"


@attrs.frozen
class RatherThanPay(Node):
    """CR 118.9: "rather than pay this spell's mana cost": the cost an alternative cost
    replaces."""

    rules = ("rather_than_pay",)
    template = "rather than pay {cost}"
    cost: Node

    pick = (2,)


@attrs.frozen
class CostRef(Node):
    """CR 118.9, 202.1: a cost named by its kind, "this spell's mana cost", "the mana cost
    for spells you cast", "cycling costs"."""

    rules = (("cost_ref", {"form": "of"}), ("cost_ref_for", {"form": "for"}),
             ("cost_ref_bare", {"form": "bare"}))  # fmt: skip
    kind: str
    owner: Node | None = None
    form: str = "of"

    @classmethod
    def build(cls, children, span, form="of"):
        kind = next(str(c).lower() for c in children if isinstance(c, str))
        owner = next((c for c in children if isinstance(c, Node)), None)
        return cls(kind, owner, form, span=span)

    def render(self) -> str:
        if self.form == "for":
            return f"the {self.kind} for {self.owner.render()}"
        if self.form == "bare":
            return self.kind
        return join((self.owner, self.kind))


# ---- CR 113.2c: quoted abilities of tokens


@attrs.frozen
class TokenQuotedAbilities(Node):
    """CR 113.2c, 111.4: abilities a token or new creature has, with at least one in
    quotation marks, joined by "and" ('with flying and "{T}: Add {G}."')."""

    rules = ("token_quoted_abilities",)
    abilities: tuple[Node, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(tuple(children), span=span)

    def render(self) -> str:
        return "with " + " and ".join(text(a) for a in self.abilities)


# ---- objects


@attrs.frozen
class NoOtherObject(ObjectRef):
    """ "no other creatures": CR 608.2c, a condition holding when no object but this one
    matches."""

    rules = ("no_other_object",)
    descriptor: Node
    qualifiers: tuple[Node, ...] = ()
    plural = True

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], tuple(children[1:]), span=span)

    def render(self) -> str:
        return join(("no other", self.descriptor, *self.qualifiers))


# ---- counters a permanent is moved with (CR 122.6)


@attrs.frozen
class MovedWithCounters(Node):
    """CR 122.6: an object is put onto the battlefield or into exile with counters on it
    ("return it to the battlefield with a +1/+1 counter on it")."""

    rules = ("moved_with_counters",)
    action: Node
    counters: Node
    pronoun: Node

    def render(self) -> str:
        return f"{self.action.render()} with {self.counters.render()} on {self.pronoun.render()}"


@attrs.frozen
class EntersTappedWithCounters(Node):
    """CR 614.1c, 122.6: "enters tapped with two charge counters on it" (also "enters
    tapped and with ...")."""

    rules = ("enters_tapped_with_counters",)
    template = "<enter|enters> tapped[ {conjunction}] with {counters} on {pronoun}"
    conjunction: str | None
    counters: Node
    pronoun: Node

    @classmethod
    def build(cls, children, span, **fixed):
        _, _, conjunction, counters, pronoun = children
        return cls("and" if conjunction else None, counters, pronoun, span=span)


# ---- CR 724: the monarch


@attrs.frozen
class BecomeMonarch(Node):
    """CR 724.1: a player becomes the monarch."""

    rules = ("become_monarch",)
    template = "<become|becomes> the monarch"


@attrs.frozen
class HavePlayerDo(Node):
    """CR 608.2: a player has another player take an action ("you may have an opponent
    gain 3 life"); the other player's verb is in the base form."""

    rules = ("have_player_do",)
    player: Node
    action: Node

    pick = (1, 2)

    def render(self) -> str:
        return f"{verb('<have|has>')} {self.player.render()} {agreeing(None, self.action.render)}"
