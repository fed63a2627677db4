"""Counters (CR 122): counters of several kinds named together (CR 122.1, 122.6),
distributing counters (CR 601.2d) and moving them (CR 122.5);
transforming triggers (CR 701.28) and repeating a process (CR 608.2c). The grammar is
grammar/counters.lark; "modified" (CR 700.9) and "is legendary" (CR 205.4) reuse the
Status and Supertype nodes."""

from __future__ import annotations

import attrs

from .base import Node, agreeing, by_kind, fill, join, series, verb
from .objects import Descriptor, FixedParts, FixedPhrase
from .permissions import PlayerWho


@attrs.frozen
class TransformsIntoEvent(Node):
    """CR 701.28, 712: a double-faced permanent transforms into a face ("Whenever this
    creature transforms into CARDNAME")."""

    rules = ("transforms_into_event",)
    subject: Node
    prep: str
    into: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[2]).lower(), children[3], span=span)

    def render(self) -> str:
        return agreeing(
            self.subject, lambda: fill("{subject} <transform|transforms> {prep} {into}", self)
        )


@attrs.frozen
class TransformsIntoAction(Node):
    """CR 701.28: the second event of "enters or transforms into CARDNAME"; the verb agrees
    with the subject of the enclosing either-event."""

    rules = ("transforms_into_action",)
    template = "<transform|transforms> {prep} {into}"
    prep: str
    into: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[1]).lower(), children[2], span=span)


@attrs.frozen
class RepeatCount(FixedPhrase):
    """How often a process may be repeated: "any number of times" (CR 608.2c)."""

    rules = ("repeat_count",)


@attrs.frozen
class RepeatProcess(Node):
    """CR 608.2c: "repeat this process" — perform the preceding instructions again."""

    rules = ("repeat_process",)
    template = "<repeat|repeats> this process[ {count}]"
    count: RepeatCount | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], span=span)


@attrs.frozen
class DistributeCounters(Node):
    """CR 601.2d: "Distribute two +1/+1 counters among any number of target creatures" —
    the division of counters is chosen as the spell or ability is put on the stack."""

    rules = ("distribute_counters",)
    template = "<distribute|distributes> {counters} among {among}"
    counters: Node
    among: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(*by_kind(cls, children, {"counters": "Node", "among": "Node"}, skip=1),
                   span=span)  # fmt: skip


@attrs.frozen
class TargetRange(Node):
    """CR 601.2c, 115.1: a range of target counts, "one or two target", "one, two, or
    three target"."""

    rules = ("target_range",)
    counts: tuple[str, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        nums = tuple(
            str(c).lower()
            for c in children
            if isinstance(c, str) and str(c).lower() not in {",", "or", "target"}
        )
        return cls(nums, span=span)  # fmt: skip

    def render(self) -> str:
        if len(self.counts) == 2:
            return f"{self.counts[0]} or {self.counts[1]} target"
        return ", ".join(self.counts[:-1]) + f", or {self.counts[-1]} target"


@attrs.frozen
class DistributeCountersRange(Node):
    """CR 601.2d: distribute counters among a range of targets, "among one or two target
    creatures"."""

    rules = ("distribute_counters_range",)
    counters: Node
    range: TargetRange
    descriptor: Descriptor
    qualifiers: tuple[Node, ...] = ()

    @classmethod
    def build(cls, children, span, **fixed):
        counters, rng, desc, *quals = children[1:]
        return cls(counters, rng, desc, tuple(quals), span=span)

    def render(self) -> str:
        head = verb("<distribute|distributes>")
        return join((head, self.counters, "among", self.range, self.descriptor, *self.qualifiers))


# ---- CR 102, 608.2c: players described by a comparison


@attrs.frozen
class WhoComparison(FixedParts):
    """A comparison in a relative clause about a player: "controls more lands than you",
    "has more life than you do" (CR 608.2c)."""

    rules = ("who_comparison",)


@attrs.frozen
class PlayerWhoCompares(PlayerWho):
    """CR 102: a player described by a comparison, "each opponent who controls more lands
    than you"."""

    rules = ("player_who_compares",)


# ---- CR 701.10: doubling


def _stats(stats: list) -> str:
    return " and ".join(str(s).lower() for s in stats if s is not None)


@attrs.frozen
class DoubleStats(Node):
    """CR 701.10d: double a creature's power and/or toughness ("double its power and
    toughness until end of turn")."""

    rules = ("double_stats",)
    possessor: Node
    stats: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], _stats(children[2:]), span=span)

    def render(self) -> str:
        return join((verb("<double|doubles>"), self.possessor, self.stats))


@attrs.frozen
class DoubleStatsOf(Node):
    """CR 701.10d: "double the power and toughness of each creature you control"."""

    rules = ("double_stats_of",)
    stats: str
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(_stats(children[1:-1]), children[-1], span=span)

    def render(self) -> str:
        return join((verb("<double|doubles>"), "the", self.stats, "of", self.object))


@attrs.frozen
class DoubleLifeTotal(Node):
    """CR 701.10c: "double your life total" — the player gains that much life."""

    rules = ("double_life_total",)
    possessive: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[1]).lower(), span=span)

    def render(self) -> str:
        return join((verb("<double|doubles>"), self.possessive, "life total"))


# ---- CR 122.5: moving counters


@attrs.frozen
class MoveAmount(FixedPhrase):
    """How many counters move: "a", "an", "any number of"."""

    rules = ("move_amount",)


@attrs.frozen
class MoveCounters(Node):
    """CR 122.5: "move a +1/+1 counter from target creature onto a second target creature"
    — the counter leaves one object and is put on another."""

    rules = ("move_counters",)
    amount: MoveAmount
    kind: Node | None
    noun: str
    source: Node
    prep: str
    destination: Node

    @classmethod
    def build(cls, children, span, **fixed):
        _move, amount, kind, noun, source, prep, destination = children
        return cls(amount, kind, str(noun).lower(), source, str(prep).lower(), destination,
                   span=span)  # fmt: skip

    def render(self) -> str:
        return join((verb("<move|moves>"), self.amount, self.kind, self.noun, "from",
                     self.source, self.prep, self.destination))  # fmt: skip


# ---- CR 100.2a, 407: deck construction and ante


@attrs.frozen
class DeckCount(FixedPhrase):
    """How many copies a deck may hold: "any number of", "only one", "up to seven"."""

    rules = ("deck_count",)


@attrs.frozen
class DeckLimitSentence(Node):
    """CR 100.2a: a card that overrides the four-copy deck limit, "A deck can have any
    number of cards named CARDNAME." """

    rules = ("deck_limit_sentence",)
    count: DeckCount
    kind: str
    name: Node

    @classmethod
    def build(cls, children, span, **fixed):
        _deck, _have, count, kind, name = children
        return cls(count, str(kind).lower(), name, span=span)

    def render(self) -> str:
        return join(("a deck can have", self.count, self.kind, "named", self.name)) + "."


@attrs.frozen
class AnteRemovalSentence(Node):
    """CR 407.1: an ante card's "Remove this card from your deck before playing if you're
    not playing for ante." """

    rules = ("ante_removal_sentence",)
    card: Node
    possessive: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], str(children[2]).lower(), span=span)

    def render(self) -> str:
        return join(
            (
                verb("<remove|removes>"),
                self.card,
                "from",
                self.possessive,
                "deck before playing if you're not playing for ante.",
            )
        ).replace(" .", ".")


@attrs.frozen
class ChosenCounterAmount(Node):
    """CR 122.1, 700.2: a counter of the kind a player chooses ("your choice of a +1/+1,
    first strike, or trample counter"); ``kind`` is a :class:`CounterKindChoice`."""

    rules = ("chosen_counter_amount",)
    owner: str
    amount: str
    kind: Node
    noun: str

    @classmethod
    def build(cls, children, span, **fixed):
        owner, amount, kind, noun = children
        return cls(str(owner).lower(), str(amount).lower(), kind, str(noun).lower(), span=span)

    def render(self) -> str:
        return join((self.owner, "choice of", self.amount, self.kind, self.noun))


@attrs.frozen
class CounterKindChoice(Node):
    """CR 122.1: the kinds of counter a player chooses among ("+1/+1, first strike, or
    trample")."""

    rules = ("counter_kind_choice",)
    kinds: tuple[Node, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(tuple(c for c in children if isinstance(c, Node)), span=span)

    def render(self) -> str:
        return series(self.kinds, "or")


@attrs.frozen
class ListedCounter(Node):
    """CR 122.1b: a keyword counter named in a list of kinds before another ("menace" in "a
    menace or trample counter")."""

    rules = ("listed_counter",)
    name: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), span=span)

    def render(self) -> str:
        return self.name


@attrs.frozen
class CounterLimit(Node):
    """CR 704.5r: the limit a "can't" sets on the counters of one kind a permanent has
    ("can't have more than seven dream counters on it")."""

    rules = ("counter_limit",)
    verb: str
    amount: Node
    kind: Node
    noun: str
    pronoun: Node

    @classmethod
    def build(cls, children, span, **fixed):
        have, amount, kind, noun, pronoun = children
        return cls(str(have).lower(), amount, kind, str(noun).lower(), pronoun, span=span)

    def render(self) -> str:
        return join((self.verb, "more than", self.amount, self.kind, self.noun, "on",
                     self.pronoun))  # fmt: skip


@attrs.frozen
class CountersThereCondition(Node):
    """CR 122.1: how many counters of a kind are on an object ("there are two or more ki
    counters on this creature", "there are no depletion counters on this land"); with no
    count, none are."""

    rules = ("counters_there_condition",)
    verb: str  # "are" or "is"
    count: Node | None  # None: "no"
    comparator: str | None
    kind: Node | None
    noun: str
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        _there, be, *rest = children
        if isinstance(rest[0], str) and rest[0].lower() == "no":
            count, comparator, rest = None, None, rest[1:]
        else:
            count, comparator, rest = rest[0], str(rest[1]).lower(), rest[2:]
        kind, noun, _on, obj = rest
        return cls(str(be).lower(), count, comparator, kind, str(noun).lower(), obj, span=span)

    def render(self) -> str:
        amount = "no" if self.count is None else join((self.count, self.comparator))
        return join(("there", self.verb, amount, self.kind, self.noun, "on", self.object))


@attrs.frozen
class RemoveCountersAmong(Node):
    """CR 122.8, 118.3: removing counters from among several permanents, in any split the
    player chooses ("Remove two +1/+1 counters from among creatures you control")."""

    rules = ("remove_counters_among",)
    template = "<remove|removes> {counters} from among {object}"
    verb: str
    counters: Node
    object: Node


@attrs.frozen
class CountersRemovedEvent(Node):
    """CR 122.1, 603.2: counters are removed from an object ("a time counter is removed from
    this card", "one or more counters are removed from it")."""

    rules = ("counters_removed_event",)
    counters: Node | None  # "a time counter"; None: counted as below
    count: Node | None
    comparator: str | None
    kind: Node | None
    noun: str | None
    verb: str  # "is" or "are"
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        *amount, verb, _removed, _from, obj = children
        if len(amount) == 1:
            return cls(amount[0], None, None, None, None, str(verb).lower(), obj, span=span)
        count, comparator, kind, noun = amount
        return cls(None, count, str(comparator).lower(), kind, str(noun).lower(),
                   str(verb).lower(), obj, span=span)  # fmt: skip

    def render(self) -> str:
        counters = self.counters.render() if self.counters is not None else join(
            (self.count, self.comparator, self.kind, self.noun))  # fmt: skip
        return f"{counters} {self.verb} removed from {self.object.render()}"


@attrs.frozen
class PutCounterCondition(Node):
    """CR 122.1, 122.6: whether a player put a counter on an object in a period ("you put a
    counter on a creature this turn", "you put a +1/+1 counter on this creature this
    turn"); ``verb_form`` is "put" or "puts" as written."""

    rules = ("put_counter_condition",)
    player: Node
    verb_form: str
    kind: Node | None
    noun: str
    object: Node
    duration: Node

    @classmethod
    def build(cls, children, span, **fixed):
        player, put, kind, noun, obj, duration = children
        return cls(player, str(put).lower(), kind, str(noun).lower(), obj, duration, span=span)

    def render(self) -> str:
        return join((self.player, self.verb_form, "a", self.kind, self.noun, "on", self.object,
                     self.duration))  # fmt: skip


@attrs.frozen
class KindCountersOn(Node):
    """CR 122.1: one or more counters of a kind on an object, the count unwritten: "with
    +1/+1 counters on them"."""

    rules = ("kind_counters_on",)
    kind: Node
    noun: str
    pronoun: Node

    @classmethod
    def build(cls, children, span, **fixed):
        kind, noun, pronoun = children
        return cls(kind, str(noun).lower(), pronoun, span=span)

    def render(self) -> str:
        return f"{self.kind.render()} {self.noun} on {self.pronoun.render()}"


# ---- CR 122.1, 122.6: counters of several kinds named together


@attrs.frozen
class CounterList(Node):
    """CR 122.1: counters of two or more kinds named together, "a flying counter, a first
    strike counter, and a lifelink counter", "two +1/+1 counters and a lifelink counter";
    each item is a counter_amount (effects.CounterAmount)."""

    rules = ("counter_list",)
    items: tuple[Node, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(tuple(c for c in children if isinstance(c, Node)), span=span)

    def render(self) -> str:
        return series(self.items, "and")


@attrs.frozen
class PutCounterList(Node):
    """CR 122.1: counters of several kinds put on one object, "Put a +1/+1 counter and a
    lifelink counter on target creature."."""

    rules = ("put_counter_list",)
    template = "<put|puts> {counters} on {object}"
    counters: CounterList
    object: Node

    pick = (1, 2)


@attrs.frozen
class EntersWithCounterList(Node):
    """CR 614.1c, 122.6: a permanent enters with counters of several kinds, "this creature
    enters with two +1/+1 counters and a lifelink counter on it"."""

    rules = ("enters_with_counter_list",)
    template = "<enter|enters> with {counters} on {pronoun}"
    counters: CounterList
    pronoun: Node

    pick = (1, 2)


@attrs.frozen
class MovedWithCounterList(Node):
    """CR 122.6: an object put onto the battlefield with counters of several kinds on it,
    "return it to the battlefield with a hexproof counter and an indestructible counter on
    it"."""

    rules = ("moved_with_counter_list",)
    action: Node
    counters: CounterList
    pronoun: Node

    def render(self) -> str:
        return f"{self.action.render()} with {self.counters.render()} on {self.pronoun.render()}"


@attrs.frozen
class UpToQuantity(Node):
    """CR 107.1: a count with an upper bound, chosen as the effect resolves ("Remove up to
    three counters from target creature.")."""

    rules = ("up_to_quantity",)
    template = "up to {amount}"
    amount: Node
