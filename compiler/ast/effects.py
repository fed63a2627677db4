"""Effects: sentences, clauses and the actions they describe (CR 608, 609, 701)."""

from __future__ import annotations

import attrs

from .base import Node, agreeing, by_kind, capitalize, join, series, text
from .objects import FixedParts, FixedPhrase, FixedSentence, Number, You

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

    rules = (("plain_sentence", {}), ("quoted_end_sentence", {"period": False}))
    clauses: Node
    where_x: Node | None = None
    period: bool = True

    @classmethod
    def build(cls, children, span, period=True):
        return cls(children[0], children[1] if len(children) > 1 else None, period, span=span)

    def render(self) -> str:
        # A sentence ending in a quoted ability ends with the quote's own full stop, and a
        # quoted ability followed by more text has none ("gains "{T}: Draw a card" until").
        out = agreeing(None, self.clauses.render) + text(self.where_x)
        return out + "." if self.period else out


@attrs.frozen
class ConditionalSentence(Node):
    """ "If [condition], [effect]." (CR 608.2c)."""

    rules = ("conditional_sentence",)
    condition: Node
    clauses: Node

    def render(self) -> str:
        return f"if {self.condition.render()}, {agreeing(None, self.clauses.render)}."


@attrs.frozen
class FramedClauses(Node):
    """CR 608.2c, 611.2a: clauses led by their own duration or "for each" after a lead
    that took the sentence's first comma: "If you do, until end of turn, [clauses]",
    "When you do, for each opponent, [clauses]"."""

    rules = (("duration_framed_clauses", {"for_each": False}),
             ("for_each_framed_clauses", {"for_each": True}),
             ("for_each_player_framed_clauses", {"for_each": True}))  # fmt: skip
    #: the duration, the object counted, or the player noun ("opponent")
    lead: Node | str
    clauses: Node
    for_each: bool = False

    @classmethod
    def build(cls, children, span, for_each=False):
        lead = children[0] if isinstance(children[0], Node) else str(children[0]).lower()
        return cls(lead, children[1], for_each, span=span)

    def render(self) -> str:
        lead = f"for each {text(self.lead)}" if self.for_each else text(self.lead)
        return f"{lead}, {agreeing(None, self.clauses.render)}"


@attrs.frozen
class TakeInitiative(FixedParts):
    """CR 725.1: "you take the initiative" — the player gets the initiative and ventures
    into Undercity (CR 725.2)."""

    rules = ("take_initiative",)


@attrs.frozen
class Clauses(Node):
    """Clauses joined by commas, "and", ", and" (the serial comma) or ", then" (CR 608.2c:
    done in order)."""

    rules = (("clauses", {"conjunction": ","}), ("clauses_and", {"conjunction": "and"}),
             ("clauses_serial", {"conjunction": ", and"}))  # fmt: skip
    items: tuple[Node, ...]
    then: Node | None = None
    conjunction: str = ","

    @classmethod
    def build(cls, children, span, conjunction=","):
        nodes = [c for c in children if isinstance(c, Node)]
        then = None
        if (
            children
            and isinstance(children[-1], ThenClause)
            or (children and children[-1] is None and conjunction == ",")
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
        if self.conjunction == ", and":
            return ", ".join(out[:-1]) + ", and " + out[-1]
        return sep.join(out)


@attrs.frozen
class ThenClause(Node):
    """ ", then [clause]"."""

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
    """ "[Subject] may [action]": an optional action (CR 609.3)."""

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
    for_each: Node | None = None
    unless: Node | None = None
    as_long_as: Node | None = None
    instead: bool = False
    at_time: Node | None = None

    @classmethod
    def build(cls, children, span, duration_first=False):
        if duration_first:  # "until end of turn, [predicate]" (its rule keeps the comma)
            duration, action = (c for c in children if isinstance(c, Node))
            return cls((action,), duration, True, span=span)
        *actions, duration, for_each, unless, as_long_as, instead, at_time = children
        return cls(tuple(actions), duration, False, for_each, unless, as_long_as,
                   instead is not None, at_time, span=span)  # fmt: skip

    def render(self) -> str:
        body = (
            series(self.actions, "and")
            if len(self.actions) > 2
            else " and ".join(a.render() for a in self.actions)
        )
        if self.duration_first:
            return f"{self.duration.render()}, {body}"
        return join((body, self.duration, self.for_each, self.unless, self.as_long_as,
                     "instead" if self.instead else None, self.at_time))  # fmt: skip


@attrs.frozen
class Duration(FixedPhrase):
    """CR 611.2a: how long a continuous effect lasts ("until end of turn")."""

    rules = ("duration",)


# ---- actions (CR 701 keyword actions and other verbs)


@attrs.frozen
class CardCount(Node):
    """ "a card", "two cards"."""

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
        return cls(*by_kind(cls, children, fields, skip=1), span=span)

    ns["build"] = classmethod(build)
    return attrs.frozen(type(name, (Node,), ns))


Draw = _verb_rule("Draw", "draw", "<draw|draws> {cards}", "CR 121: draw cards.", {"cards": "Node"})
Destroy = _verb_rule(
    "Destroy", "destroy", "<destroy|destroys> {object}", "CR 701.8: destroy.", {"object": "Node"}
)
Exile = _verb_rule(
    "Exile", "exile", "<exile|exiles> {object}", "CR 701.13: exile.", {"object": "Node"}
)
Sacrifice = _verb_rule(
    "Sacrifice",
    "sacrifice",
    "<sacrifice|sacrifices> {object}",
    "CR 701.21: sacrifice.",
    {"object": "Node"},
)
Tap = _verb_rule("Tap", "tap", "<tap|taps> {object}", "CR 701.26: tap.", {"object": "Node"})
Untap = _verb_rule(
    "Untap", "untap", "<untap|untaps> {object}", "CR 701.26: untap.", {"object": "Node"}
)
CounterSpell = _verb_rule(
    "CounterSpell",
    "counter_spell",
    "<counter|counters> {object}",
    "CR 701.6: counter a spell or ability.",
    {"object": "Node"},
)
GainLife = _verb_rule(
    "GainLife",
    "gain_life",
    "<gain|gains> {amount} life",
    "CR 119.1: gain life.",
    {"amount": "Node"},
)
LoseLife = _verb_rule(
    "LoseLife",
    "lose_life",
    "<lose|loses> {amount} life",
    "CR 119.1: lose life.",
    {"amount": "Node"},
)
Scry = _verb_rule(
    "Scry", "scry", "<scry|scries> {amount}", "CR 701.22: scry N.", {"amount": "Node"}
)
Surveil = _verb_rule(
    "Surveil", "surveil", "<surveil|surveils> {amount}", "CR 701.25: surveil N.", {"amount": "Node"}
)
Mill = _verb_rule(
    "Mill", "mill", "<mill|mills> {cards}", "CR 701.17: mill N cards.", {"cards": "Node"}
)
Fight = _verb_rule(
    "Fight", "fight", "<fight|fights> {object}", "CR 701.14: fight.", {"object": "Node"}
)
ModifyPT = _verb_rule(
    "ModifyPT",
    "modify_pt",
    "<get|gets> {change}",
    "CR 611, 613.4c: +N/+N changes to power and toughness.",
    {"change": "str"},
)
GainAbilities = _verb_rule(
    "GainAbilities",
    "gain_abilities",
    "<gain|gains> {abilities}",
    "CR 613.1f: an object gains abilities.",
    {"abilities": "Node"},
)
HaveAbilities = _verb_rule(
    "HaveAbilities",
    "have_abilities",
    "<have|has> {abilities}",
    "CR 613.1f: an object has abilities.",
    {"abilities": "Node"},
)
PutCounters = _verb_rule(
    "PutCounters",
    "put_counters",
    "<put|puts> {counters} on {object}",
    "CR 122.1: put counters on an object.",
    {"counters": "Node", "object": "Node"},
)
Fight.__doc__ = "CR 701.14: fight."


@attrs.frozen
class Discard(Node):
    """CR 701.9: discard cards, or one's hand."""

    rules = ("discard",)
    cards: Node
    pick = (1,)

    def render(self) -> str:
        from .base import verb

        return f"{verb('<discard|discards>')} {self.cards.render()}"


@attrs.frozen
class DealDamage(Node):
    """CR 120: deal N damage to an object or player."""

    rules = ("deal_damage", "deal_damage_player")
    template = "<deal|deals> {amount} {kind} to {recipient}"
    amount: Node
    kind: str
    recipient: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], str(children[2]).lower(), children[3], span=span)


@attrs.frozen
class ReturnTo(Node):
    """Return an object to a zone ("to its owner's hand", "to the battlefield")."""

    rules = ("return_to",)
    template = "<return|returns> {object} to {zone}[ {tapped}][ {under}]"
    object: Node
    zone: Node
    tapped: str | None = None
    under: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        _, obj, zone, tapped, under = children
        return cls(obj, zone, "tapped" if tapped else None, under, span=span)


@attrs.frozen
class CounterAmount(Node):
    """ "a +1/+1 counter", "two loyalty counters" (CR 122)."""

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
    #: CR 303.4f: "attached to it" (an Aura token)
    attached_to: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], children[2], children[3], span=span)

    def render(self) -> str:
        from .base import verb

        return join((verb("<create|creates>"), self.amount, self.token, self.attached_to))


@attrs.frozen
class Quantity(Node):
    """ "a", "an", or a number: how many tokens or counters; CR 107.1: a number with "or
    more" ("Whenever you create one or more creature tokens", "Remove one or more +1/+1
    counters from it")."""

    rules = ("quantity", "quantity_at_least")
    written: str | Number
    comparator: str | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        c = children[0]
        if not isinstance(c, Number):
            return cls(str(c).lower(), span=span)
        comparator = children[1] if len(children) > 1 else None
        return cls(c, None if comparator is None else str(comparator).lower(), span=span)

    def render(self) -> str:
        return join((self.written, self.comparator))


@attrs.frozen
class TokenSpec(Node):
    """CR 111.4: a token's characteristics: "1/1 white Soldier creature token with flying"."""

    rules = ("token_spec",)
    template = "{characteristics} {words} {abilities} {name}"
    characteristics: Node | None
    words: Node
    abilities: Node | None = None
    name: Node | None = None


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
class TokenAbilities(Node):
    """ "with flying and vigilance"."""

    rules = ("token_abilities",)
    keywords: tuple[Node, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(tuple(children), span=span)

    def render(self) -> str:
        return "with " + series(self.keywords, "and")


@attrs.frozen
class KeywordNames(Node):
    """Abilities named in an effect: keywords and quoted abilities, "flying and haste",
    "menace, deathtouch, annihilator 1, and "Whenever ..."" (CR 113.2c, 702)."""

    rules = ("keyword_names",)
    keywords: tuple[Node, ...]
    chained: bool = False  # 'flying and "..." and "..."' rather than a serial list

    @classmethod
    def build(cls, children, span, **fixed):
        items = tuple(c for c in children if not isinstance(c, ListSeparator))
        commas = sum(1 for c in children if isinstance(c, ListSeparator) and "," in c.phrase)
        return cls(items, len(items) > 2 and commas == 0, span=span)

    def render(self) -> str:
        if self.chained:
            return " and ".join(k.render() for k in self.keywords)
        return series(self.keywords, "and")


@attrs.frozen
class Cant(Node):
    """CR 101.2: "can't" restrictions ("can't block", "can't be blocked")."""

    rules = ("cant",)
    action: Node

    pick = (1,)

    def render(self) -> str:
        return f"can't {self.action.render()}"


@attrs.frozen
class RestrictedAction(FixedParts):
    """The action a "can't" forbids: one of the grammar's fixed phrases, with the object
    and player nodes some of them hold kept as nodes (rendered with the card's names)."""

    rules = ("restricted_action",)

    @property
    def phrase(self) -> str:
        """The wording, as the lowering compares it with the phrases it knows."""
        return self.render()


@attrs.frozen
class AttacksEachCombat(Node):
    """CR 508.1d: an attack requirement, "attacks each combat if able"."""

    rules = ("attack_each_combat",)
    template = "<attack|attacks> each combat if able"


@attrs.frozen
class DoesntUntap(Node):
    """CR 502.3: "doesn't untap during its controller's untap step"."""

    rules = ("no_untap",)
    player: Node

    pick = (2,)

    def render(self) -> str:
        from .base import verb

        aux = verb("<don't|doesn't>")
        return f"{aux} untap during {text(self.player)} untap step"


@attrs.frozen
class Shuffle(Node):
    """CR 701.20: shuffle a library."""

    rules = ("shuffle",)
    template = "<shuffle|shuffles>"


@attrs.frozen
class SearchLibrary(Node):
    """CR 701.19: search a library for a card."""

    rules = ("search_library",)
    template = "<search|searches> {zone} for {object}"
    zone: Node
    object: Node

    pick = (1, 2)


@attrs.frozen
class ControlCondition(Node):
    """ "you control an artifact": a condition on what a player controls."""

    rules = ("control_condition",)
    player: Node
    object: Node

    pick = (0, 2)

    def render(self) -> str:
        v = "controls" if self.player.third_person else "control"
        return f"{self.player.render()} {v} {self.object.render()}"


@attrs.frozen
class TapOrUntap(Node):
    """CR 701.26: tap or untap a permanent."""

    rules = ("tap_or_untap",)
    template = "<tap|taps> or untap {object}"
    object: Node

    pick = (-1,)


Regenerate = _verb_rule(
    "Regenerate",
    "regenerate",
    "<regenerate|regenerates> {object}",
    "CR 701.15: regenerate.",
    {"object": "Node"},
)
Choose = _verb_rule(
    "Choose",
    "choose",
    "<choose|chooses> {choice}",
    "CR 700.2 and others: a player chooses something.",
    {"choice": "Node"},
)
Transform = _verb_rule(
    "Transform",
    "transform",
    "<transform|transforms> {object}",
    "CR 701.28: transform a double-faced permanent.",
    {"object": "Node"},
)
GainLifeEqual = _verb_rule(
    "GainLifeEqual",
    "gain_life_equal",
    "<gain|gains> life equal to {amount}",
    "CR 119.1: gain life equal to an amount.",
    {"amount": "Node"},
)
GainControl = _verb_rule(
    "GainControl",
    "gain_control",
    "<gain|gains> control of {object}",
    "CR 613.1b: gain control of an object (layer 2).",
    {"object": "Node"},
)


@attrs.frozen
class DealDamageEqual(Node):
    """CR 120: deal damage equal to an amount."""

    rules = ("deal_damage_equal",)
    template = "<deal|deals> {kind} equal to {amount} to {recipient}"
    kind: str
    amount: Node
    recipient: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[1]).lower(), children[2], children[3], span=span)


@attrs.frozen
class PutInto(Node):
    """CR 400.6: put an object into a zone ("onto the battlefield", "into your hand",
    "on top of its owner's library")."""

    rules = ("put_into",)
    template = "<put|puts> {object} {preposition} {zone}[ {tapped}][ {under}]"
    object: Node
    preposition: str
    zone: Node
    tapped: str | None = None
    under: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        _, obj, prep, zone, tapped, under = children
        tapped = "tapped" if tapped else None
        return cls(obj, prep.lower(), zone, tapped, under, span=span)


@attrs.frozen
class ForEach(Node):
    """ "for each [object]": an amount multiplied by a count (CR 107.1)."""

    rules = (("for_each", {}), ("for_each_of", {"of": True}))
    object: Node
    of: bool = False

    @classmethod
    def build(cls, children, span, of=False):
        return cls(children[0], of, span=span)

    def render(self) -> str:
        return ("for each of " if self.of else "for each ") + self.object.render()


@attrs.frozen
class UnlessPays(Node):
    """CR 118.12: "unless [player] pays [cost]"."""

    rules = ("unless_pays",)
    player: Node
    cost: Node

    for_each: Node | None = None

    pick = (0, 2, 3)

    def render(self) -> str:
        pays = "pays" if self.player.third_person else "pay"
        return join(("unless", self.player, pays, self.cost, self.for_each))


@attrs.frozen
class LifeAmount(Node):
    """ "3 life" as a cost to pay (CR 119.4)."""

    rules = ("life_amount",)
    template = "{amount} life"
    amount: Node


@attrs.frozen
class ChoiceObject(Node):
    """What is chosen: "a color", "a creature type", "an opponent", "a number"."""

    rules = ("choice_object",)
    words: tuple[Node, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(tuple(children), span=span)

    def render(self) -> str:
        first = self.words[0].render()
        article = "an" if first[:1] in "aeiou" else "a"
        return f"{article} {join(self.words)}"


@attrs.frozen
class ChoiceNoun(FixedPhrase):
    """The noun of a choice: color, type, name, mode, number, opponent."""

    rules = ("choice_noun",)


@attrs.frozen
class StatOf(Node):
    """ "its power", "that creature's toughness" (CR 208)."""

    rules = ("stat_of",)
    template = "{owner} {stat}"
    owner: Node
    stat: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[1]).lower(), span=span)


@attrs.frozen
class NumberOf(Node):
    """ "the number of [objects]" (CR 107.1)."""

    rules = ("number_of",)
    template = "the number of {object}"
    object: Node


LookAtObject = _verb_rule(
    "LookAtObject",
    "look_at_object",
    "<look|looks> at {object}",
    "CR 401.4 and others: look at a card.",
    {"object": "Node"},
)


@attrs.frozen
class PreventDamage(Node):
    """CR 615: prevent all (combat) damage that would be dealt."""

    rules = ("prevent_damage",)
    kind: str
    recipient: Node | None = None
    duration: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        _, kind, recipient, duration = children
        return cls(str(kind).lower(), recipient, duration, span=span)

    def render(self) -> str:
        from .base import verb

        return join((verb("<prevent|prevents>"), "all", self.kind, "that would be dealt",
                     self.recipient, self.duration))  # fmt: skip


@attrs.frozen
class DamageRecipient(Node):
    """ "to [object]" or "by [source]" in a prevention effect."""

    rules = (("damage_recipient", {"by": False}), ("damage_source", {"by": True}))
    object: Node
    by: bool = False

    @classmethod
    def build(cls, children, span, by=False):
        return cls(children[0], by, span=span)

    def render(self) -> str:
        return ("by " if self.by else "to ") + self.object.render()


@attrs.frozen
class ActivationRestriction(FixedSentence):
    """CR 602.5b: "Activate only as a sorcery.", "Activate only once each turn." (one of
    the grammar's fixed phrases, with a condition where it has one)."""

    rules = ("activation_restriction",)


@attrs.frozen
class DoOnlyOnce(FixedSentence):
    """CR 603.2, 608.2c: "Do this only once each turn." — the ability's optional action is
    taken at most that often each turn (the ability still triggers each time)."""

    rules = ("do_only_once",)


@attrs.frozen
class RestrictionPhrase(FixedParts):
    """When an ability may be activated (CR 602.5b)."""

    rules = ("restriction_phrase",)


@attrs.frozen
class QuotedAbility(Node):
    """CR 113.2c: an ability granted to an object, written in quotation marks."""

    rules = ("quoted_ability",)
    ability: Node

    pick = (1,)

    def render(self) -> str:
        return '"' + capitalize(agreeing(None, self.ability.render)) + '"'


# ---- conditions (CR 608.2c) and amounts


@attrs.frozen
class NotControlCondition(Node):
    """ "you don't control an artifact"."""

    rules = ("not_control_condition",)
    player: Node
    object: Node

    pick = (0, 3)

    def render(self) -> str:
        aux = "doesn't" if self.player.third_person else "don't"
        return f"{self.player.render()} {aux} control {self.object.render()}"


@attrs.frozen
class DidCondition(Node):
    """ "if you do", "if they don't": whether a player took the optional action before
    (CR 608.2c)."""

    rules = ("did_condition",)
    player: Node
    negated: bool

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[1]).lower().endswith("n't"), span=span)

    def render(self) -> str:
        third = self.player.third_person
        aux = ("doesn't" if third else "don't") if self.negated else ("does" if third else "do")
        return f"{self.player.render()} {aux}"


@attrs.frozen
class LifeCondition(Node):
    """ "you have 5 or less life" (CR 119)."""

    rules = ("life_condition",)
    player: Node
    amount: Number
    comparator: str | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        comp = str(children[3]).lower() if children[3] else None
        return cls(children[0], children[2], comp, span=span)

    def render(self) -> str:
        have = "has" if self.player.third_person else "have"
        return join((self.player, have, self.amount, self.comparator, "life"))


@attrs.frozen
class HandCondition(Node):
    """CR 402, 404, 401: how many cards of a kind a player has in a zone: "that player has
    two or fewer cards in hand", "you have nine or more cards in your graveyard", "you have
    three or more creature cards in your graveyard"."""

    rules = ("hand_condition",)
    player: Node
    amount: Number
    comparator: str | None
    cards: Node  # the descriptor: "cards", "creature cards"
    zone: Node

    @classmethod
    def build(cls, children, span, **fixed):
        player, _have, amount, comparator, cards, zone = children
        comp = str(comparator).lower() if comparator else None
        return cls(player, amount, comp, cards, zone, span=span)

    @property
    def in_hand(self) -> bool:
        """Whether this counts plain cards in the player's own hand ("cards in hand", "cards
        in your hand" said of you)."""
        items = getattr(self.cards, "items", ())
        plain = len(items) == 1 and items[0].render() in ("card", "cards")
        zone = self.zone
        if getattr(zone, "name", None) != "hand":
            return False
        owner = getattr(zone, "owner", None)
        own = owner is None or (
            isinstance(self.player, You) and getattr(owner, "owner", None) == "your"
        )
        return plain and own

    def render(self) -> str:
        have = "has" if self.player.third_person else "have"
        return join((self.player, have, self.amount, self.comparator, self.cards, "in", self.zone))


@attrs.frozen
class ThereAreCondition(Node):
    """ "there are three or more creature cards in your graveyard"."""

    rules = ("there_are_condition", ("contracted_there_condition", {"contracted": True}))
    object: Node
    #: Written "there's" ("as long as there's a Lesson card in your graveyard").
    contracted: bool = False

    pick = (1,)

    def render(self) -> str:
        if self.contracted:
            return f"there's {self.object.render()}"
        verb = "are" if self.object.plural else "is"
        return f"there {verb} {self.object.render()}"


@attrs.frozen
class ObjectStateCondition(Node):
    """ "this creature is untapped", "twenty or more creature cards are in your graveyard"."""

    rules = ("object_state_condition", "contracted_state_condition")
    object: Node | str
    state: Node

    @classmethod
    def build(cls, children, span, **fixed):
        if len(children) == 2:  # "it's", "they're"
            return cls(str(children[0]).lower(), children[1], span=span)
        return cls(children[0], children[2], span=span)

    def render(self) -> str:
        if isinstance(self.object, str):
            return f"{self.object} {self.state.render()}"
        verb = "are" if getattr(self.object, "plural", False) else "is"
        return f"{self.object.render()} {verb} {self.state.render()}"


@attrs.frozen
class OnBattlefield(Node):
    """ "on the battlefield" (CR 403)."""

    rules = ("on_battlefield",)
    template = "on the battlefield"


@attrs.frozen
class NotState(Node):
    """ "not tapped"."""

    rules = ("not_state",)
    state: Node

    pick = (1,)

    def render(self) -> str:
        return f"not {self.state.render()}"


@attrs.frozen
class WhereX(Node):
    """CR 107.3: ", where X is [amount]"."""

    rules = ("where_x",)
    amount: Node

    pick = (-1,)

    def render(self) -> str:
        return f", where X is {self.amount.render()}"


@attrs.frozen
class AsLongAs(Node):
    """ "(for) as long as [condition]": a duration tied to a condition (CR 611.2b)."""

    rules = ("as_long_as",)
    for_: bool
    condition: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower() == "for", children[-1], span=span)

    def render(self) -> str:
        return ("for " if self.for_ else "") + f"as long as {self.condition.render()}"


@attrs.frozen
class AsLongAsSentence(Node):
    """ "As long as [condition], [effect]." (CR 611.2b)."""

    rules = ("as_long_as_sentence",)
    condition: Node
    clauses: Node

    def render(self) -> str:
        return f"as long as {self.condition.render()}, {agreeing(None, self.clauses.render)}."


@attrs.frozen
class AdditionalCost(Node):
    """CR 601.2b, 118.8: "As an additional cost to cast this spell, [cost]."."""

    rules = ("additional_cost",)
    spell: Node
    cost: Node

    @classmethod
    def build(cls, children, span, **fixed):
        nodes = [c for c in children if isinstance(c, Node)]
        return cls(nodes[0], nodes[1], span=span)

    def render(self) -> str:
        cost = agreeing(None, self.cost.render)
        return f"as an additional cost to cast {self.spell.render()}, {cost}."


GainThatMuchLife = _verb_rule(
    "GainThatMuchLife",
    "gain_that_much_life",
    "<gain|gains> that much life",
    "CR 119.1: gain as much life as an amount named before.",
    {},
)


@attrs.frozen
class PreventNext(Node):
    """CR 615.7: prevent the next N damage that would be dealt."""

    rules = ("prevent_next",)
    amount: Number
    kind: str
    recipient: Node
    duration: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        _, amount, kind, recipient, duration = children
        return cls(amount, str(kind).lower(), recipient, duration, span=span)

    def render(self) -> str:
        from .base import verb

        return join((verb("<prevent|prevents>"), "the next", self.amount, self.kind,
                     "that would be dealt", self.recipient, self.duration))  # fmt: skip


@attrs.frozen
class Becomes(Node):
    """CR 611, 613.1d: an object becomes something else ("becomes a 4/4 Elemental creature
    with haste")."""

    rules = ("becomes",)
    article: Node
    pt: str | None
    descriptor: Node
    abilities: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        _, article, pt, desc, abilities = children
        return cls(article, str(pt) if pt else None, desc, abilities, span=span)

    def render(self) -> str:
        from .base import verb

        return join((verb("<become|becomes>"), self.article, self.pt, self.descriptor,
                     self.abilities))  # fmt: skip


@attrs.frozen
class WinLose(Node):
    """CR 104.2, 104.3: a player wins or loses the game."""

    rules = ("win_lose",)
    win: bool

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower().startswith("win"), span=span)

    def render(self) -> str:
        from .base import verb

        return verb("<win|wins>" if self.win else "<lose|loses>") + " the game"


@attrs.frozen
class TapForManaCondition(Node):
    """CR 106.12: "you tap a permanent for mana" as the condition of a replacement."""

    rules = ("tap_for_mana_condition",)
    player: Node
    object: Node

    pick = (0, 2)

    def render(self) -> str:
        tap = "taps" if self.player.third_person else "tap"
        return f"{self.player.render()} {tap} {self.object.render()} for mana"


@attrs.frozen
class WouldCondition(Node):
    """CR 614.1a: "[object] would [event]": the event a replacement effect modifies."""

    rules = ("would_condition",)
    template = "{object} would {event}"
    object: Node
    event: Node


@attrs.frozen
class WouldBePut(Node):
    """ "be put into a graveyard from anywhere" (CR 614.1a, 400.6)."""

    rules = ("would_be_put",)
    preposition: str
    to_zone: Node
    from_preposition: Node
    from_zone: Node | str

    @classmethod
    def build(cls, children, span, **fixed):
        _, prep, to_zone, from_prep, from_zone = children
        zone = from_zone if isinstance(from_zone, Node) else str(from_zone).lower()
        return cls(str(prep).lower(), to_zone, from_prep, zone, span=span)

    def render(self) -> str:
        return join(("be put", self.preposition, self.to_zone, self.from_preposition,
                     self.from_zone))  # fmt: skip


@attrs.frozen
class ProduceMore(Node):
    """CR 106.12b: "produces twice as much of that mana" (a replacement on mana
    production)."""

    rules = ("produce_more",)
    multiplier: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[1]).lower(), span=span)

    def render(self) -> str:
        from .base import verb

        return f"{verb('<produce|produces>')} {self.multiplier} as much of that mana"


PlayCards = _verb_rule(
    "PlayCards",
    "play_cards",
    "<play|plays> {object}",
    "CR 305.1, 601: play a card (a land or a spell).",
    {"object": "Node"},
)


@attrs.frozen
class CastSpells(Node):
    """CR 601: cast a spell, possibly "this way" and "without paying its mana cost"
    (CR 118.9)."""

    rules = ("cast_spells",)
    object: Node
    this_way: bool
    without_paying: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        _, obj, this_way, without = children
        return cls(obj, this_way is not None, without, span=span)

    def render(self) -> str:
        from .base import verb

        return join((verb("<cast|casts>"), self.object, "this way" if self.this_way else None,
                     self.without_paying))  # fmt: skip


@attrs.frozen
class WithoutPaying(Node):
    """CR 118.9: "without paying its mana cost"."""

    rules = ("without_paying",)
    possessor: str
    costs: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), str(children[1]).lower(), span=span)

    def render(self) -> str:
        return f"without paying {self.possessor} {self.costs}"


@attrs.frozen
class AtTime(Node):
    """CR 603.7: when a delayed action happens, "at end of combat", "at the beginning of
    the next end step"."""

    rules = ("at_time",)
    owner: Node | None
    step: str

    @classmethod
    def build(cls, children, span, **fixed):
        if len(children) == 2:
            return cls(None, str(children[1]).lower(), span=span)
        return cls(children[1], str(children[2]).lower(), span=span)

    def render(self) -> str:
        if self.owner is None:
            return f"at {self.step}"
        return f"at the beginning of {self.owner.render()} {self.step}"


@attrs.frozen
class IsA(Node):
    """ "a creature", "a land card" as a state: "if it's a creature"."""

    rules = ("is_a",)
    template = "{article} {descriptor}"
    article: Node
    descriptor: Node


GetEmblem = _verb_rule(
    "GetEmblem",
    "get_emblem",
    "<get|gets> an emblem with {ability}",
    "CR 114: a player gets an emblem.",
    {"ability": "Node"},
)
DrawAdditional = _verb_rule(
    "DrawAdditional",
    "draw_additional",
    "<draw|draws> {amount} additional {noun}",
    "CR 121: draw additional cards.",
    {"amount": "Node", "noun": "str"},
)
PayMana = _verb_rule(
    "PayMana", "pay_mana", "<pay|pays> {cost}", "CR 118: pay a mana cost.", {"cost": "Node"}
)


@attrs.frozen
class ShuffleInto(Node):
    """CR 701.20: shuffle cards into a library."""

    rules = ("shuffle_into",)
    object: Node
    preposition: str
    zone: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], str(children[2]).lower(), children[3], span=span)

    def render(self) -> str:
        from .base import verb

        return (
            f"{verb('<shuffle|shuffles>')} {self.object.render()} {self.preposition} "
            f"{self.zone.render()}"
        )


@attrs.frozen
class GetEnergy(Node):
    """CR 107.14, 122.1: a player gets energy counters ({E})."""

    rules = ("get_energy",)
    amount: int

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[1]).upper().count("{E}"), span=span)

    def render(self) -> str:
        from .base import verb

        return f"{verb('<get|gets>')} " + "{E}" * self.amount


@attrs.frozen
class ForEachSentence(Node):
    """ "For each [object], [effect]." (CR 609.3)."""

    rules = ("for_each_sentence",)
    object: Node
    clauses: Node

    def render(self) -> str:
        return f"for each {self.object.render()}, {agreeing(None, self.clauses.render)}."


@attrs.frozen
class TokenName(Node):
    """CR 111.4: "named Wasp" — a token's name (free text is allowed for names)."""

    rules = ("token_name",)
    name: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]), span=span)

    def render(self) -> str:
        return f"named {self.name}"


@attrs.frozen
class ListSeparator(FixedPhrase):
    """ "," / "and" / ", and" between listed abilities (read by the list, not kept)."""

    rules = ("list_sep",)
    transient = True


@attrs.frozen
class ThenSentence(Node):
    """ "Then [effect]." — a sentence continuing the one before it, in order (CR 608.2c)."""

    rules = ("then_sentence",)
    clauses: Node

    def render(self) -> str:
        return f"then {agreeing(None, self.clauses.render)}."


@attrs.frozen
class CreateCopy(Node):
    """CR 111.10, 707.2: create a token that's a copy of an object."""

    rules = ("create_copy",)
    amount: Node
    noun: str
    connective: str
    article: Node
    object: Node
    #: "tapped", "tapped and attacking" (CR 111.2, 508.4)
    state: str | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        _, amount, tapped, attacking, noun, conn, article, _copy, obj = children
        state = join(str(w).lower() for w in (tapped, attacking) if w is not None) or None
        return cls(amount, str(noun).lower(), str(conn).lower(), article, obj, state,
                   span=span)  # fmt: skip

    def render(self) -> str:
        from .base import verb

        return join((verb("<create|creates>"), self.amount, self.state, self.noun,
                     self.connective, self.article, "copy of", self.object))  # fmt: skip


CopyObject = _verb_rule(
    "CopyObject",
    "copy_object",
    "<copy|copies> {object}",
    "CR 707.10: copy a spell.",
    {"object": "Node"},
)
ChooseNewTargets = _verb_rule(
    "ChooseNewTargets",
    "choose_new_targets",
    "<choose|chooses> new targets for {object}",
    "CR 707.10c: new targets for a copy.",
    {"object": "Node"},
)
LoseAbilities = _verb_rule(
    "LoseAbilities",
    "lose_abilities",
    "<lose|loses> {abilities}",
    "CR 613.1f: an object loses abilities.",
    {"abilities": "Node"},
)
Attach = _verb_rule(
    "Attach",
    "attach",
    "<attach|attaches> {object} to {target}",
    "CR 701.3: attach an Aura or Equipment to an object.",
    {"object": "Node", "target": "Node"},
)


@attrs.frozen
class DealDamageDivided(Node):
    """CR 601.2d: damage "divided as you choose among" several targets."""

    rules = ("deal_damage_divided",)
    template = "<deal|deals> {amount} {kind} divided as you choose among {recipients}"
    amount: Node
    kind: str
    recipients: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], str(children[2]).lower(), children[4], span=span)
