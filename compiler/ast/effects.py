"""Effects: sentences, clauses and the actions they describe (CR 608, 609, 701)."""

from __future__ import annotations

import attrs

from .base import Node, agreeing, capitalize, join, series, text
from .objects import Number, words


# ---- sentences and clauses


@attrs.frozen
class Effects(Node):
    """A sequence of sentences (CR 608.2c: followed in order)."""

    rules = ("effects",)
    sentences: tuple[Node, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(tuple(children), span=span)

    def render(self) -> str:
        return " ".join(capitalize(s.render()) for s in self.sentences)

    def render_continuing(self) -> str:
        """The sentences continuing a sentence already begun (after "When ..., ")."""
        first, *rest = self.sentences
        return " ".join([first.render(), *(capitalize(s.render()) for s in rest)])


@attrs.frozen
class Sentence(Node):
    """One sentence: clauses and a full stop."""

    rules = ("plain_sentence",)
    clauses: Node

    def render(self) -> str:
        return agreeing(None, self.clauses.render) + "."


@attrs.frozen
class ConditionalSentence(Node):
    """"If [condition], [effect]." (CR 608.2c)."""

    rules = ("conditional_sentence",)
    condition: Node
    clauses: Node

    def render(self) -> str:
        return f"if {self.condition.render()}, {agreeing(None, self.clauses.render)}."


@attrs.frozen
class Clauses(Node):
    """Clauses joined by commas, "and", or ", then" (CR 608.2c: done in order)."""

    rules = (("clauses", {"conjunction": ","}), ("clauses_and", {"conjunction": "and"}))
    items: tuple[Node, ...]
    then: Node | None = None
    conjunction: str = ","

    @classmethod
    def build(cls, children, span, conjunction=","):
        nodes = [c for c in children if isinstance(c, Node)]
        then = None
        if children and isinstance(children[-1], ThenClause) or (
            children and children[-1] is None and conjunction == ","
        ):
            then = children[-1]
            nodes = [c for c in nodes if c is not then]
        return cls(tuple(nodes), then, conjunction, span=span)

    def render(self) -> str:
        # A clause without a subject continues the subject of the clause before it:
        # "Each player discards their hand, then draws seven cards."
        sep = ", " if self.conjunction == "," else " and "
        out: list[str] = []
        subject = None
        for item in (*self.items, *((self.then,) if self.then else ())):
            if isinstance(item, Clause) and item.subject is not None:
                subject = item.subject
            out.append(agreeing(subject, item.render))
        if self.then is not None:
            return sep.join(out[:-1]) + out[-1]
        return sep.join(out)


@attrs.frozen
class ThenClause(Node):
    """", then [clause]"."""

    rules = ("then_clause",)
    clause: Node

    def render(self) -> str:
        return ", then " + self.clause.render()


@attrs.frozen
class Clause(Node):
    """A subject (None: the imperative "you") and its predicates."""

    rules = (("predicate_clause", {}), ("subject_clause", {}))
    subject: Node | None
    predicates: Node

    @classmethod
    def build(cls, children, span, **fixed):
        if len(children) == 1:
            return cls(None, children[0], span=span)
        return cls(children[0], children[1], span=span)

    def render(self) -> str:
        if self.subject is None:  # imperative, or continuing the subject before it
            return self.predicates.render()
        body = agreeing(self.subject, self.predicates.render)
        return join((self.subject, body))


@attrs.frozen
class MayClause(Node):
    """"[Subject] may [action]": an optional action (CR 609.3)."""

    rules = ("optional_clause",)
    subject: Node
    predicates: Node

    def render(self) -> str:
        body = agreeing(None, self.predicates.render)
        return f"{self.subject.render()} may {body}"


@attrs.frozen
class Predicates(Node):
    """One or more actions of one subject joined by "and", with an optional duration
    (CR 611.2a: "until end of turn")."""

    rules = (("predicates", {"duration_first": False}),
             ("predicates_duration_first", {"duration_first": True}))  # fmt: skip
    actions: tuple[Node, ...]
    duration: Node | None = None
    duration_first: bool = False

    @classmethod
    def build(cls, children, span, duration_first=False):
        if duration_first:
            return cls((children[1],), children[0], True, span=span)
        duration = children[-1] if isinstance(children[-1], Duration) or children[-1] is None else None
        actions = tuple(c for c in children if isinstance(c, Node) and c is not duration)
        return cls(actions, duration, False, span=span)

    def render(self) -> str:
        body = series(self.actions, "and") if len(self.actions) > 2 else " and ".join(
            a.render() for a in self.actions
        )
        if self.duration_first:
            return f"{self.duration.render()}, {body}"
        return join((body, self.duration))


@attrs.frozen
class Duration(Node):
    """CR 611.2a: how long a continuous effect lasts ("until end of turn")."""

    rules = ("duration",)
    phrase: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(words(children), span=span)

    def render(self) -> str:
        return self.phrase


# ---- actions (CR 701 keyword actions and other verbs)


@attrs.frozen
class CardCount(Node):
    """"a card", "two cards"."""

    rules = (("a_card", {"one": True}), ("n_cards", {"one": False}))
    amount: Number | None = None
    one: bool = False

    @classmethod
    def build(cls, children, span, one=False):
        return cls(None if one else children[0], one, span=span)

    def render(self) -> str:
        return "a card" if self.one else f"{self.amount.render()} cards"


def _verb_rule(name, rule, template, doc, fields):
    ns = {"__doc__": doc, "rules": (rule,), "template": template,
          "__annotations__": dict(fields)}  # fmt: skip

    def build(cls, children, span, **fixed):
        return cls(*children[1:], span=span)  # children[0] is the verb token

    ns["build"] = classmethod(build)
    return attrs.frozen(type(name, (Node,), ns))


Draw = _verb_rule("Draw", "draw", "<draw|draws> {cards}", "CR 121: draw cards.",
                  {"cards": "Node"})
Destroy = _verb_rule("Destroy", "destroy", "<destroy|destroys> {object}",
                     "CR 701.8: destroy.", {"object": "Node"})
Exile = _verb_rule("Exile", "exile", "<exile|exiles> {object}", "CR 701.13: exile.",
                   {"object": "Node"})
Sacrifice = _verb_rule("Sacrifice", "sacrifice", "<sacrifice|sacrifices> {object}",
                       "CR 701.21: sacrifice.", {"object": "Node"})
Tap = _verb_rule("Tap", "tap", "<tap|taps> {object}", "CR 701.26: tap.", {"object": "Node"})
Untap = _verb_rule("Untap", "untap", "<untap|untaps> {object}", "CR 701.26: untap.",
                   {"object": "Node"})
CounterSpell = _verb_rule("CounterSpell", "counter_spell", "<counter|counters> {object}",
                          "CR 701.6: counter a spell or ability.", {"object": "Node"})
GainLife = _verb_rule("GainLife", "gain_life", "<gain|gains> {amount} life",
                      "CR 119.1: gain life.", {"amount": "Node"})
LoseLife = _verb_rule("LoseLife", "lose_life", "<lose|loses> {amount} life",
                      "CR 119.1: lose life.", {"amount": "Node"})
Scry = _verb_rule("Scry", "scry", "<scry|scries> {amount}", "CR 701.22: scry N.",
                  {"amount": "Node"})
Surveil = _verb_rule("Surveil", "surveil", "<surveil|surveils> {amount}",
                     "CR 701.25: surveil N.", {"amount": "Node"})
Mill = _verb_rule("Mill", "mill", "<mill|mills> {cards}", "CR 701.17: mill N cards.",
                  {"cards": "Node"})
Fight = _verb_rule("Fight", "fight", "<fight|fights> {object}", "CR 701.14: fight.",
                   {"object": "Node"})
ModifyPT = _verb_rule("ModifyPT", "modify_pt", "<get|gets> {change}",
                      "CR 611, 613.4c: +N/+N changes to power and toughness.",
                      {"change": "str"})
GainAbilities = _verb_rule("GainAbilities", "gain_abilities", "<gain|gains> {abilities}",
                           "CR 613.1f: an object gains abilities.", {"abilities": "Node"})
HaveAbilities = _verb_rule("HaveAbilities", "have_abilities", "<have|has> {abilities}",
                           "CR 613.1f: an object has abilities.", {"abilities": "Node"})
PutCounters = _verb_rule("PutCounters", "put_counters", "<put|puts> {counters} on {object}",
                         "CR 122.1: put counters on an object.",
                         {"counters": "Node", "object": "Node"})
Fight.__doc__ = "CR 701.14: fight."


@attrs.frozen
class Discard(Node):
    """CR 701.9: discard cards, or one's hand."""

    rules = ("discard",)
    cards: Node | None = None
    hand_of: str | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        if len(children) == 3 or (len(children) == 2 and isinstance(children[1], str)):
            return cls(None, str(children[1]).lower(), span=span)
        return cls(children[1], None, span=span)

    def render(self) -> str:
        from .base import verb

        v = verb("<discard|discards>")
        if self.cards is None:
            return f"{v} {self.hand_of} hand"
        return f"{v} {self.cards.render()}"


@attrs.frozen
class DealDamage(Node):
    """CR 120: deal N damage to an object or player."""

    rules = ("deal_damage", "deal_damage_player")
    template = "<deal|deals> {amount} damage to {recipient}"
    amount: Node
    recipient: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], children[2], span=span)


@attrs.frozen
class ReturnTo(Node):
    """Return an object to a zone ("to its owner's hand", "to the battlefield")."""

    rules = ("return_to",)
    template = "<return|returns> {object} to {zone}"
    object: Node
    zone: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], children[2], span=span)


@attrs.frozen
class CounterAmount(Node):
    """"a +1/+1 counter", "two loyalty counters" (CR 122)."""

    rules = ("counter_amount",)
    amount: Node
    kind: Node
    noun: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], children[1], str(children[2]).lower(), span=span)

    def render(self) -> str:
        return f"{text(self.amount)} {self.kind.render()} {self.noun}"


@attrs.frozen
class PTCounter(Node):
    """CR 122.1a: a +1/+1 or -1/-1 counter."""

    rules = ("pt_counter",)
    change: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]), span=span)

    def render(self) -> str:
        return self.change


@attrs.frozen
class NamedCounter(Node):
    """CR 122.1: a counter of a named kind (loyalty, charge, time, ...)."""

    rules = ("named_counter",)
    name: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), span=span)

    def render(self) -> str:
        return self.name


@attrs.frozen
class CreateTokens(Node):
    """CR 111.2, 701.7: create tokens with the given characteristics."""

    rules = ("create_tokens",)
    amount: str | Number
    token: Node

    @classmethod
    def build(cls, children, span, **fixed):
        amt = children[1]
        return cls(amt, children[2], span=span)

    def render(self) -> str:
        from .base import verb

        return f"{verb('<create|creates>')} {text(self.amount)} {self.token.render()}"


@attrs.frozen
class Quantity(Node):
    """"a", "an", or a number: how many tokens or counters."""

    rules = ("quantity",)
    written: str | Number

    @classmethod
    def build(cls, children, span, **fixed):
        c = children[0]
        return cls(c if isinstance(c, Number) else str(c).lower(), span=span)

    def render(self) -> str:
        return text(self.written)


@attrs.frozen
class TokenSpec(Node):
    """CR 111.4: a token's characteristics: "1/1 white Soldier creature token with flying"."""

    rules = ("token_spec",)
    template = "{characteristics} {words} {abilities}"
    characteristics: Node | None
    words: Node
    abilities: Node | None = None


@attrs.frozen
class TokenCharacteristics(Node):
    """P/T and colors of a token."""

    rules = ("token_chars",)
    template = "[{legendary} ]{pt} {colors}"
    legendary: Node | None
    pt: str
    colors: Node


@attrs.frozen
class TokenLegendary(Node):
    """CR 205.4a: a legendary token."""

    rules = ("token_legendary",)
    template = "legendary"

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(span=span)


@attrs.frozen
class TokenColors(Node):
    """CR 105: the colors of a token ("white", "red and green", "colorless")."""

    rules = (("token_colors", {}), ("token_colorless", {"colorless": True}))
    colors: tuple[str, ...] = ()
    colorless: bool = False

    @classmethod
    def build(cls, children, span, colorless=False):
        if colorless:
            return cls((), True, span=span)
        return cls(tuple(str(c).lower() for c in children), span=span)

    def render(self) -> str:
        if self.colorless:
            return "colorless"
        return series(self.colors, "and")


@attrs.frozen
class TokenWords(Node):
    """The types and subtypes of a token, and the word "token"."""

    rules = ("token_words",)
    items: tuple[Node, ...]
    noun: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(tuple(children[:-1]), str(children[-1]).lower(), span=span)

    def render(self) -> str:
        return join((*self.items, self.noun))


@attrs.frozen
class TokenAbilities(Node):
    """"with flying and vigilance"."""

    rules = ("token_abilities",)
    keywords: tuple[Node, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(tuple(children), span=span)

    def render(self) -> str:
        return "with " + series(self.keywords, "and")


@attrs.frozen
class KeywordNames(Node):
    """Keyword abilities named in an effect: "flying and haste", "flying, vigilance, and
    trample"."""

    rules = ("keyword_names",)
    keywords: tuple[Node, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(tuple(c for c in children if isinstance(c, Node)), span=span)

    def render(self) -> str:
        return series(self.keywords, "and")


@attrs.frozen
class Cant(Node):
    """CR 101.2: "can't" restrictions ("can't block", "can't be blocked")."""

    rules = ("cant",)
    action: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], span=span)

    def render(self) -> str:
        return f"can't {self.action.render()}"


@attrs.frozen
class RestrictedAction(Node):
    """The action a "can't" forbids: one of the grammar's fixed phrases."""

    rules = ("restricted_action",)
    phrase: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(words(children), span=span)

    def render(self) -> str:
        return self.phrase


@attrs.frozen
class AttacksEachCombat(Node):
    """CR 508.1d: an attack requirement, "attacks each combat if able"."""

    rules = ("attack_each_combat",)
    template = "<attack|attacks> each combat if able"

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(span=span)


@attrs.frozen
class DoesntUntap(Node):
    """CR 502.3: "doesn't untap during its controller's untap step"."""

    rules = (("no_untap", {}), ("no_untap_own", {}))
    player: Node | str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1] if isinstance(children[1], Node) else str(children[1]).lower(),
                   span=span)  # fmt: skip

    def render(self) -> str:
        from .base import verb

        aux = verb("<don't|doesn't>")
        return f"{aux} untap during {text(self.player)} untap step"


@attrs.frozen
class Shuffle(Node):
    """CR 701.20: shuffle a library."""

    rules = ("shuffle",)
    template = "<shuffle|shuffles>"

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(span=span)


@attrs.frozen
class SearchLibrary(Node):
    """CR 701.19: search a library for a card."""

    rules = ("search_library",)
    template = "<search|searches> {owner} library for {object}"
    owner: str
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[1]).lower(), children[2], span=span)


@attrs.frozen
class ControlCondition(Node):
    """"you control an artifact": a condition on what a player controls."""

    rules = ("control_condition",)
    player: Node
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], children[2], span=span)

    def render(self) -> str:
        v = "controls" if self.player.third_person else "control"
        return f"{self.player.render()} {v} {self.object.render()}"
