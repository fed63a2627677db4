"""Quantities, amounts and restrictions on how much: the rules-area extension "quantities"
(CR 106.6, 107, 601.2f, 602.5). The grammar is grammar/quantities.lark."""

from __future__ import annotations

import attrs

from .base import Node, fill, join
from .costs import ManaCost, symbols
from .objects import FixedParts, FixedPhrase

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
class SpendToUnlock(Node):
    """CR 106.6, 709.5e: "unlock a door" — mana for the unlock special action."""

    rules = ("spend_to_unlock",)

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(span=span)

    def render(self) -> str:
        return "unlock a door"


@attrs.frozen
class SpendToTurnFaceUp(Node):
    """CR 106.6, 116.2b, 702.37e: "turn a permanent face up" — mana for turning a
    face-down permanent face up (a special action)."""

    rules = ("spend_to_turn_face_up",)
    noun: str  # "permanent" (another kind word parses, and doesn't lower)
    face: str  # "face up" ("face down" parses, and doesn't lower)

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[-2]).lower(), str(children[-1]).lower(), span=span)

    def render(self) -> str:
        return f"turn a {self.noun} {self.face}"


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


# ---- totals, "at least", comparisons (CR 107, 208, 608.2c)


@attrs.frozen
class TotalStatComparison(Node):
    """CR 208, 202.3: "total power 8 or greater", "total mana value 6 or less" — the sum of a
    characteristic over a group of objects."""

    rules = ("total_stat_comparison",)
    stat: str
    value: Node
    comparator: str | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        comp = str(children[2]).lower() if children[2] is not None else None
        return cls(str(children[0]).lower(), children[1], comp, span=span)

    def render(self) -> str:
        return join(("total", self.stat, self.value, self.comparator))


@attrs.frozen
class CombatLimitSentence(Node):
    """CR 506.5, 508.1c, 509.1c: "No more than one creature can attack each combat." — a
    restriction on how many creatures attack or block."""

    rules = ("combat_limit_sentence",)
    count: Node
    creatures: Node
    action: str
    step: str

    @classmethod
    def build(cls, children, span, **fixed):
        count, creatures, action, step = children
        return cls(count, creatures, action.phrase, str(step).lower(), span=span)

    def render(self) -> str:
        return join(("no more than", self.count, self.creatures, "can", self.action, "each",
                     self.step)) + "."  # fmt: skip


@attrs.frozen
class CombatLimitAction(FixedPhrase):
    """ "attack", "attack you", "block": what a combat limit counts."""

    rules = ("combat_limit_action",)
    transient = True


@attrs.frozen
class PlayerComparisonCondition(FixedParts):
    """CR 608.2c: a comparison between players, "you have more life than an opponent", "an
    opponent controls at least four more creatures than you", "an opponent has at least four
    more cards in hand than you"."""

    rules = ("player_comparison_condition",)


@attrs.frozen
class AtLeast(Node):
    """CR 107.1: "at least four" — a minimum amount."""

    rules = ("at_least",)
    amount: Node

    def render(self) -> str:
        return f"at least {self.amount.render()}"


@attrs.frozen
class StartingLifeCondition(Node):
    """CR 103.4, 608.2c: "you have at least 15 life more than your starting life total"."""

    rules = ("starting_life_condition",)
    player: Node
    amount: Node
    possessive: str

    @classmethod
    def build(cls, children, span, **fixed):
        player, _have, amount, possessive = children
        return cls(player, amount, str(possessive).lower(), span=span)

    def render(self) -> str:
        have = "has" if getattr(self.player, "third_person", False) else "have"
        return join((self.player, have, self.amount, "life more than",
                     self.possessive, "starting life total"))  # fmt: skip


# ---- replacements, counts of players and exact amounts


@attrs.frozen
class InsteadOf(Node):
    """CR 614.1a, 614.6: "[action] instead of [what would have happened]", "exile it instead
    of putting it into its owner's graveyard"."""

    rules = ("instead_of",)
    action: Node
    replaced: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], children[2], span=span)

    def render(self) -> str:
        return f"{self.action.render()} instead of {self.replaced.render()}"


@attrs.frozen
class ReplacedPart(FixedParts):
    """ "putting it into its owner's graveyard", "into that player's graveyard", "one": what an
    "instead of" replaces."""

    rules = ("replaced_part",)


@attrs.frozen
class ForEachColorSpent(Node):
    """CR 702.44a, 601.2h: "for each color of mana spent to cast it"."""

    rules = ("for_each_color_spent",)
    spell: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[-1], span=span)

    def render(self) -> str:
        return f"for each color of mana spent to cast {self.spell.render()}"


@attrs.frozen
class OneOfPlayers(Node):
    """CR 102.2: "one of your opponents", "one or more of your opponents"."""

    rules = ("one_of_players",)
    count: Node
    comparator: str | None
    possessive: str
    noun: str
    third_person = True

    @classmethod
    def build(cls, children, span, **fixed):
        count, comp, possessive, noun = children
        comp = str(comp).lower() if comp is not None else None
        return cls(count, comp, str(possessive).lower(), str(noun).lower(), span=span)

    def render(self) -> str:
        return join((self.count, self.comparator, "of", self.possessive, self.noun))


@attrs.frozen
class ExactAmountCondition(FixedParts):
    """CR 608.2c: "you have exactly 1 life", "they have exactly three or exactly four cards in
    hand"."""

    rules = ("exact_amount_condition",)


@attrs.frozen
class ExactlyAmount(FixedParts):
    """CR 107.1: "exactly seven", "exactly three or exactly four"."""

    rules = ("exactly_amount",)


@attrs.frozen
class UpToCards(Node):
    """CR 107.1, 121: "up to two cards" — any number of cards from zero to a maximum."""

    rules = ("up_to_cards",)
    amount: Node
    noun: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[1]).lower(), span=span)

    def render(self) -> str:
        return f"up to {self.amount.render()} {self.noun}"
