"""Lists: objects, players, numbers, states and actions offered as alternatives ("or") or
named together (CR 608.2c, 608.2d, 115.1, 107.1); colors, choices, mana and payments offered
as alternatives (CR 105, 106.1, 118.1); activation costs and counters offered two ways
(CR 602.1, 118.8, 122.1). The grammar is grammar/lists.lark."""

from __future__ import annotations

import attrs

from .base import Node, agreeing, join, node_class, series, verb
from .costs import ManaCost, symbols
from .effects import ThenClause, _verb_rule
from .objects import Descriptor, FixedPhrase, Number, ObjectPhrase, ObjectRef


@attrs.frozen
class ThatManyQuantity(FixedPhrase):
    """CR 107.1, 609.3: an amount named before, "create that many 1/1 tokens"."""

    rules = ("that_many_quantity",)


@attrs.frozen
class LoseThatMuchLife(Node):
    """CR 119.3: lose as much life as an amount named before, "loses that much life"."""

    rules = ("lose_that_much_life",)
    template = "<lose|loses> that much life"

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(span=span)


@attrs.frozen
class NumberChoice(Number):
    """CR 601.2c, 115.1: the player chooses how many, "one or two target creatures",
    "among one, two, or three targets"."""

    rules = ("number_choice",)
    options: tuple[Number, ...] = ()

    @classmethod
    def build(cls, children, span, **fixed):
        options = tuple(c for c in children if isinstance(c, Number))
        return cls(options[-1].written, options, span=span)

    @property
    def value(self) -> int | None:
        return None

    @property
    def plural(self) -> bool:
        return True

    def render(self) -> str:
        return series(self.options, "or")


@attrs.frozen
class ObjectEither(ObjectRef):
    """CR 608.2d: one of two objects or players, "a Plains or an Island", "you or a
    creature you control", "that player or that planeswalker's controller"."""

    rules = ("object_either",)
    first: Node
    second: Node

    @classmethod
    def build(cls, children, span, **fixed):
        first, *_, second = children
        return cls(first, second, span=span)

    @property
    def third_person(self) -> bool:  # type: ignore[override]
        return bool(getattr(self.second, "third_person", True))

    def render(self) -> str:
        return f"{self.first.render()} or {self.second.render()}"


@attrs.frozen
class StatePair(Node):
    """Two states of an object, one or both: "attacking or blocking" (CR 508.4, 509.1),
    "enchanted or equipped", "tapped and attacking" (CR 508.4)."""

    rules = ("state_pair",)
    first: Node
    conjunction: str
    second: Node

    @classmethod
    def build(cls, children, span, **fixed):
        first, conj, second = children
        return cls(first, str(conj).lower(), second, span=span)

    def render(self) -> str:
        return f"{self.first.render()} {self.conjunction} {self.second.render()}"


@attrs.frozen
class ModifyPTEither(Node):
    """CR 613.4c: one of two power/toughness changes, chosen on resolution, "gets +1/-1 or
    -1/+1 until end of turn"."""

    rules = ("modify_pt_either",)
    first: str
    second: str

    @classmethod
    def build(cls, children, span, **fixed):
        _get, first, _or, second = children
        return cls(str(first), str(second), span=span)

    def render(self) -> str:
        return f"{verb('<get|gets>')} {self.first} or {self.second}"


@attrs.frozen
class ObjectSeries(ObjectRef):
    """CR 608.2c: objects named in a series, each with its own determiner, "target
    artifact, target creature, target enchantment, and target land"; "or" offers them as
    alternatives (CR 608.2d)."""

    rules = ("object_series",)
    items: tuple[Node, ...]
    conjunction: str = "and"

    @classmethod
    def build(cls, children, span, **fixed):
        items = tuple(c for c in children if isinstance(c, Node))
        conj = "or" if any(isinstance(c, str) and c.lower() == "or" for c in children) else "and"
        if any(isinstance(c, str) and c.lower() == "and/or" for c in children):
            conj = "and/or"
        return cls(items, conj, span=span)

    plural = True

    def render(self) -> str:
        return series(self.items, self.conjunction)


@attrs.frozen
class PredicateEither(Node):
    """CR 608.2d: actions offered as alternatives, the player choosing one, "reveal a
    Goblin card from your hand or pay {3}", "sacrifice a creature, discard a card, or pay 4
    life"."""

    rules = ("predicate_either",)
    options: tuple[Node, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(tuple(c for c in children if isinstance(c, Node)), span=span)

    def render(self) -> str:
        return series(self.options, "or")


@attrs.frozen
class ThenChain(ThenClause):
    """CR 608.2c: a further ", then [clause]" after one, done in order."""

    rules = ("then_chain",)
    before: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        before, clause = (c for c in children if isinstance(c, Node))
        return cls(clause, before, span=span)

    def render(self) -> str:
        return f"{self.before.render() if self.before else ''}, then {self.clause.render()}"


@attrs.frozen
class CountTargets(ObjectRef):
    """CR 115.1, 601.2d: a number of targets of any kind, "among one or two targets"."""

    rules = ("count_targets",)
    count: Node

    plural = True

    def render(self) -> str:
        return f"{self.count.render()} targets"


@attrs.frozen
class OfThatKind(Node):
    """CR 105, 205.3: an object of a color or type chosen before, "of that color", "of
    that type"."""

    rules = ("of_that_kind",)
    word: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[-1]).lower(), span=span)

    def render(self) -> str:
        return f"of that {self.word}"


@attrs.frozen
class ConditionalWhereSentence(Node):
    """CR 608.2c, 107.3: "If [condition], [effect], where X is [amount]."."""

    rules = ("conditional_where_sentence",)
    condition: Node
    clauses: Node
    where_x: Node

    def render(self) -> str:
        body = agreeing(None, self.clauses.render)
        return f"if {self.condition.render()}, {body}{self.where_x.render()}."


@attrs.frozen
class ThenWhereSentence(Node):
    """CR 608.2c, 107.3: "Then [effect], where X is [amount]."."""

    rules = ("then_where_sentence",)
    clauses: Node
    where_x: Node

    def render(self) -> str:
        return f"then {agreeing(None, self.clauses.render)}{self.where_x.render()}."


@attrs.frozen
class ReflexiveWhereTrigger(Node):
    """CR 603.12, 107.3: "When you do, [effect], where X is [amount]."."""

    rules = ("reflexive_where_trigger",)
    trigger_word: str
    condition: Node
    clauses: Node
    where_x: Node

    @classmethod
    def build(cls, children, span, **fixed):
        word, condition, clauses, where_x = children
        return cls(str(word).lower(), condition, clauses, where_x, span=span)

    def render(self) -> str:
        body = agreeing(None, self.clauses.render)
        return f"{self.trigger_word} {self.condition.render()}, {body}{self.where_x.render()}."




@attrs.frozen
class EachOfThose(ObjectRef):
    """CR 608.2c: each one of a group named before, "each of those creatures" (the verb is
    singular: "Each of those creatures gains persist")."""

    rules = ("each_of_those",)
    descriptor: Node
    qualifiers: tuple[Node, ...] = ()

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], tuple(children[1:]), span=span)

    def render(self) -> str:
        return join(("each of those", self.descriptor, *self.qualifiers))


@attrs.frozen
class DescPhraseSeries(Node):
    """CR 608.2c: a series of descriptions, some of more than one word, any (or each) of
    which qualifies: "spell, activated ability, or triggered ability"."""

    rules = ("desc_phrase_series",)
    options: tuple[Node, ...]  # each a Descriptor
    connective: str = "or"

    @classmethod
    def build(cls, children, span, **fixed):
        groups: list[list[Node]] = [[]]
        connective = "or"
        for c in children:
            if isinstance(c, Node):
                groups[-1].append(c)
            elif c.startswith(","):
                groups.append([])
            else:
                connective = str(c).lower()
        options = tuple(Descriptor(tuple(g)) for g in groups if g)
        return cls(options, connective, span=span)

    @property
    def items(self) -> tuple[Node, ...]:
        """The descriptor's words, as :class:`Descriptor` gives them: the series is one."""
        return (self,)

    @property
    def plural(self) -> bool:
        return self.options[-1].plural

    def render(self) -> str:
        return series(self.options, self.connective)


@attrs.frozen
class BareObjectList(ObjectRef):
    """CR 608.2c: objects described without a determiner, named together ("lands you
    control and land cards in your library"): plural."""

    rules = ("bare_object_list",)
    first: Node
    second: Node
    plural = True

    @classmethod
    def build(cls, children, span, **fixed):
        i = next(k for k, c in enumerate(children) if isinstance(c, str))
        first, second = children[:i], children[i + 1 :]
        return cls(ObjectPhrase(None, first[0], tuple(first[1:])),
                   ObjectPhrase(None, second[0], tuple(second[1:])), span=span)  # fmt: skip

    def render(self) -> str:
        return f"{self.first.render()} and {self.second.render()}"


@attrs.frozen
class ColorsCountState(Node):
    """CR 105.2: how many colors an object is, "that's one or more colors"."""

    rules = ("colors_count_state",)
    count: Node
    comparator: str

    @classmethod
    def build(cls, children, span, **fixed):
        count, comparator, _noun = children
        return cls(count, str(comparator), span=span)

    def render(self) -> str:
        return f"{self.count.render()} {self.comparator} colors"


@attrs.frozen
class OfPlayerChoice(Node):
    """CR 608.2d: a choice made by another player, "target creature of an opponent's
    choice"."""

    rules = ("of_player_choice",)
    chooser: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], span=span)

    def render(self) -> str:
        return f"of {self.chooser.render()}'s choice"


@attrs.frozen
class ManaEither(Node):
    """CR 106.1, 605: mana of one kind or another, "Add {G} or one mana of the chosen
    color."."""

    rules = ("mana_either",)
    first: ManaCost
    second: Node

    @classmethod
    def build(cls, children, span, **fixed):
        first, _or, second = children
        return cls(ManaCost(symbols(str(first))), second, span=span)

    def render(self) -> str:
        return f"{self.first.render()} or {self.second.render()}"


@attrs.frozen
class ManaOfDifferent(Node):
    """CR 106.1, 105.1: mana whose parts are each a different color, "two mana of
    different colors"."""

    rules = ("mana_of_different",)
    amount: Node
    kind: str

    @classmethod
    def build(cls, children, span, **fixed):
        amount, kind = children
        return cls(amount, str(kind).lower(), span=span)

    def render(self) -> str:
        return f"{self.amount.render()} mana of different {self.kind}"


@attrs.frozen
class CostToPayEither(Node):
    """CR 118.1, 608.2d: the player pays one cost or the other, "unless that player pays
    {1} or 1 life"."""

    rules = ("cost_to_pay_either",)
    first: Node
    second: Node

    @classmethod
    def build(cls, children, span, **fixed):
        first, _or, second = children
        return cls(first, second, span=span)

    def render(self) -> str:
        return f"{self.first.render()} or {self.second.render()}"


@attrs.frozen
class StatEitherComparison(Node):
    """CR 208.1: power or toughness compared with a value, "with power or toughness 1 or
    less" (either one qualifies)."""

    rules = ("stat_either_comparison",)
    first: str
    second: str
    value: Node
    comparator: str | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        first, _or, second, value, comparator = children
        return cls(
            str(first), str(second), value, str(comparator) if comparator else None, span=span
        )

    def render(self) -> str:
        tail = f" {self.comparator}" if self.comparator else ""
        return f"{self.first} or {self.second} {self.value.render()}{tail}"


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


@attrs.frozen
class AsLongAsWhereSentence(Node):
    """CR 611.3a, 107.3: "As long as [condition], [effect], where X is [amount]."."""

    rules = ("as_long_as_where_sentence",)
    condition: Node
    clauses: Node
    where_x: Node

    def render(self) -> str:
        body = agreeing(None, self.clauses.render)
        return f"as long as {self.condition.render()}, {body}{self.where_x.render()}."


@attrs.frozen
class InsteadWhereSentence(Node):
    """CR 614.1a, 107.3: "If [condition], instead [effect], where X is [amount]."."""

    rules = ("instead_where_sentence",)
    condition: Node
    clauses: Node
    where_x: Node

    @classmethod
    def build(cls, children, span, **fixed):
        nodes = [c for c in children if isinstance(c, Node)]
        condition, clauses, where_x = nodes
        return cls(condition, clauses, where_x, span=span)

    def render(self) -> str:
        body = agreeing(None, self.clauses.render)
        return f"if {self.condition.render()}, instead {body}{self.where_x.render()}."


@attrs.frozen
class BothColorsState(Node):
    """CR 105.2: an object that is two colors at once, "that's both white and black"."""

    rules = ("both_colors_state",)
    template = "both {first} and {second}"
    first: Node
    second: Node

    pick = (0, 2)
