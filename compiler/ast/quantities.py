"""Quantities, amounts and restrictions on how much: the rules-area extension "quantities"
(CR 106.6, 107, 601.2f, 602.5). The grammar is grammar/quantities.lark."""

from __future__ import annotations

import attrs

from .base import Node, fill, join
from .costs import ManaCost, symbols
from .objects import FixedPhrase

# ---- CR 106.6: restrictions on spending mana


@attrs.frozen
class SpendManaRestriction(Node):
    """CR 106.6: "Spend this mana only to cast creature spells." — mana that can be spent
    only in some ways."""

    rules = ("spend_mana_restriction",)
    purpose: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[-1], span=span)

    def render(self) -> str:
        return f"spend this mana only {self.purpose.render()}."


@attrs.frozen
class SpendPurpose(Node):
    """CR 106.6: the uses allowed, "to cast artifact spells or activate abilities of
    artifacts"; ``joins`` are the words before each use after the first ("or", "or to")."""

    rules = ("spend_purpose",)
    actions: tuple[Node, ...]
    joins: tuple[str, ...] = ()

    @classmethod
    def build(cls, children, span, **fixed):
        actions = tuple(c for c in children if not isinstance(c, SpendOr))
        joins = tuple(c.phrase for c in children if isinstance(c, SpendOr))
        return cls(actions, joins, span=span)

    def render(self) -> str:
        out = "to " + self.actions[0].render()
        for join_words, action in zip(self.joins, self.actions[1:], strict=True):
            sep = join_words if join_words.startswith(",") else " " + join_words
            out += f"{sep} {action.render()}"
        return out


@attrs.frozen
class SpendOr(FixedPhrase):
    """ "or", ", or", "or to": how the uses of restricted mana are joined."""

    rules = ("spend_or",)
    transient = True

    @classmethod
    def build(cls, children, span, **fixed):
        out = ""
        for c in children:
            w = str(c).lower()
            out += w if (w == "," or not out) else " " + w
        return cls(out, span=span)


@attrs.frozen
class SpendToCast(Node):
    """CR 106.6: "cast creature spells" — mana for casting some spells."""

    rules = ("spend_to_cast",)
    spells: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], span=span)

    def render(self) -> str:
        return f"cast {self.spells.render()}"


@attrs.frozen
class SpendToActivate(Node):
    """CR 106.6, 602: "activate abilities of artifacts", "activate an ability of a creature
    source of the chosen type" — mana for activating abilities."""

    rules = ("spend_to_activate",)
    noun: str
    source: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], span=span)

    def render(self) -> str:
        return join(("activate", self.noun, "of" if self.source else None, self.source))


@attrs.frozen
class SpendOnXCosts(Node):
    """CR 106.6, 107.3: "on costs that contain {X}"."""

    rules = ("spend_on_x_costs",)
    symbol: ManaCost

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(ManaCost(symbols(str(children[-1]))), span=span)

    def render(self) -> str:
        return f"on costs that contain {self.symbol.render()}"


# ---- CR 602, 113.7: "this ability"


@attrs.frozen
class ActivatedTimesCondition(Node):
    """CR 602.5b, 608.2c: "this ability has been activated four or more times this turn"."""

    rules = ("activated_times_condition",)
    times: Node
    comparator: str | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        comp = str(children[3]).lower() if children[3] is not None else None
        return cls(children[2], comp, span=span)

    def render(self) -> str:
        return join(("this ability has been activated", self.times, self.comparator,
                     "times this turn"))  # fmt: skip


@attrs.frozen
class NthResolutionCondition(Node):
    """CR 603.4, 608.2c: "this is the third time this ability has resolved this turn", "this
    is the first or second time ..."."""

    rules = ("nth_resolution_condition",)
    ordinals: tuple[str, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(tuple(c.phrase for c in children if isinstance(c, FixedPhrase)), span=span)

    def render(self) -> str:
        which = " or ".join(self.ordinals)
        return f"this is the {which} time this ability has resolved this turn"


@attrs.frozen
class ActivationCostChange(Node):
    """CR 601.2f, 602.2b: "costs {1} less to activate" — a change to an activated ability's
    activation cost."""

    rules = ("activation_cost_change",)
    template = "<cost|costs> {amount} {direction} to activate"
    amount: ManaCost
    direction: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(ManaCost(symbols(str(children[1]))), children[2].render(), span=span)


@attrs.frozen
class ForEachBeyondFirst(Node):
    """CR 601.2f: "for each target beyond the first" — a cost increase counted from the
    second target on."""

    rules = ("for_each_beyond_first",)
    object: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        first = children[0]
        return cls(first if isinstance(first, Node) else None, span=span)

    def render(self) -> str:
        what = self.object.render() if self.object is not None else "target"
        return f"for each {what} beyond the first"


@attrs.frozen
class HasThisAbility(Node):
    """CR 113.7, 707.9: "has this ability", "loses this ability" — an ability a copy keeps or
    an object loses."""

    rules = ("has_this_ability",)
    verb: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls("lose" if str(children[0]).lower().startswith("lose") else "have", span=span)

    def render(self) -> str:
        form = {"have": "<have|has>", "lose": "<lose|loses>"}[self.verb]
        return fill(f"{form} this ability", self)


@attrs.frozen
class ThisAbility(Node):
    """CR 113.7, 602.1: an ability referring to itself, "this ability"."""

    rules = ("this_ability",)
    third_person = True

    def render(self) -> str:
        return "this ability"
