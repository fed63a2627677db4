"""Long-tail sentence shapes: negated states, soulbond pairs, parties, devotion
thresholds, tokens created tapped or attacking, exchanges (see grammar/tail.lark)."""

from __future__ import annotations

import attrs

from .base import Node, agreeing, capitalize, join, node_class, verb
from .effects import _verb_rule
from .objects import ObjectRef

_ISNT = frozenset({"isn't"})

NegatedStateCondition = node_class(
    "NegatedStateCondition", "negated_state_condition", "{object} isn't {state}",
    """CR 608.2c: a condition that an object is not in a state ("if it isn't a land card").""",
    {"object": "Node", "state": "Node"}, subject=None, skip=_ISNT,
)  # fmt: skip
ThatIsnt = node_class(
    "ThatIsnt", "that_isnt", "{connective} {state}",
    """A relative clause excluding a state: "target creature that isn't enchanted",
    "abilities that aren't mana abilities".""",
    {"connective": "str", "state": "Node"}, subject=None,
)  # fmt: skip
IsntPredicate = node_class(
    "IsntPredicate", "isnt_predicate", "isn't {state}",
    """CR 205.1b, 613: a static predicate removing a characteristic: "SHORTNAME isn't a
    creature"; "... and isn't a Human".""",
    {"state": "Node"}, subject=None, skip=_ISNT,
)  # fmt: skip
DevotionCondition = node_class(
    "DevotionCondition", "devotion_condition", "{devotion} {verb} {comparison} {number}",
    """CR 700.5: a threshold of devotion, "your devotion to white and blue is less than
    seven" (the Theros gods' CR 205.1b "isn't a creature").""",
    {"devotion": "Node", "verb": "str", "comparison": "str", "number": "Node"},
    subject=None,
)  # fmt: skip


@attrs.frozen
class Party(ObjectRef):
    """CR 700.8: a player's party (up to one each of Cleric, Rogue, Warrior and Wizard
    among the creatures they control): "creatures in your party"."""

    rules = ("party",)
    template = "{possessive} party"
    possessive: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), span=span)


@attrs.frozen
class PairedCondition(Node):
    """CR 702.95 (soulbond): "this creature is paired with another creature", "it's paired
    with a creature"."""

    rules = (("paired_condition", {}), ("contracted_paired_condition", {"contracted": True}))
    object: Node | str
    other: Node
    contracted: bool = False

    @classmethod
    def build(cls, children, span, contracted=False):
        first = str(children[0]).lower() if contracted else children[0]
        return cls(first, children[-1], contracted, span=span)

    def render(self) -> str:
        other = self.other.render()
        if self.contracted:
            return f"{self.object} paired with {other}"
        return f"{self.object.render()} is paired with {other}"


@attrs.frozen
class BothObjects(ObjectRef):
    """CR 702.95c: "both creatures" — the two creatures of a soulbond pair."""

    rules = ("both_objects",)
    template = "both {descriptor}"
    plural = True
    descriptor: Node


@attrs.frozen
class TappedTokenSpec(Node):
    """CR 111.2, 110.5b: tokens created tapped: "a tapped 2/2 black Zombie creature
    token"; CR 508.4: tapped and attacking (``attacking``), "a tapped and attacking 1/1 red
    Warrior creature token"."""

    rules = ("tapped_token_spec",)
    template = "{tapped}[ {attacking}] {characteristics} {words} {abilities}"
    tapped: str
    characteristics: Node
    words: Node
    abilities: Node | None = None
    attacking: str | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        tapped, attacking, *rest = children
        attacking = None if attacking is None else str(attacking).lower()
        return cls(str(tapped).lower(), *rest, attacking=attacking, span=span)


@attrs.frozen
class EnteringTokenSpec(Node):
    """CR 508.4, 509.1: tokens created attacking or blocking: "a 1/1 white Soldier creature
    token that's tapped and attacking"."""

    rules = ("entering_token_spec",)
    template = "{characteristics} {words} {abilities} {entering}"
    characteristics: Node | None
    words: Node
    abilities: Node | None
    entering: Node


@attrs.frozen
class TokenEntering(Node):
    """ "that's tapped and attacking", "that's attacking", "that's blocking that creature",
    "that's tapped and attacking that player or a planeswalker they control"."""

    rules = ("token_entering",)
    connective: str
    tapped: str | None
    status: str
    object: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        words = [str(c).lower() for c in children if isinstance(c, str)]
        obj = children[-1] if isinstance(children[-1], Node) else None
        tapped = words[1] if len(words) == 3 else None
        return cls(words[0], tapped, words[-1], obj, span=span)

    def render(self) -> str:
        tapped = f"{self.tapped} and" if self.tapped else None
        return join((self.connective, tapped, self.status, self.object))


ExchangeControl = _verb_rule(
    "ExchangeControl", "exchange_control", "<exchange|exchanges> control of {object}",
    """CR 701.12a: exchange control of two permanents.""", {"object": "Node"},
)  # fmt: skip
ExchangeLifeTotals = _verb_rule(
    "ExchangeLifeTotals", "exchange_life_totals", "<exchange|exchanges> life totals with {player}",
    """CR 701.12c: exchange life totals with a player.""", {"player": "Node"},
)  # fmt: skip
ExchangeLifeStat = _verb_rule(
    "ExchangeLifeStat", "exchange_life_stat", "<exchange|exchanges> {life_total} with {stat}",
    """CR 701.12c: exchange a life total with a creature's power or toughness.""",
    {"life_total": "Node", "stat": "Node"},
)  # fmt: skip


@attrs.frozen
class ExchangeZones(Node):
    """CR 701.12b: exchange the cards of two zones, "exchange your hand and graveyard"."""

    rules = ("exchange_zones",)
    possessive: str
    first: str
    second: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(*(str(c).lower() for c in children[1:]), span=span)

    def render(self) -> str:
        return f"{verb('<exchange|exchanges>')} {self.possessive} {self.first} and {self.second}"



@attrs.frozen
class DelayedTriggerSentence(Node):
    """CR 603.7: a delayed triggered ability created for a duration: "Until end of turn,
    whenever a player casts an instant or sorcery spell, that player copies it ..."."""

    rules = ("delayed_trigger_sentence",)
    duration: Node
    trigger_word: str
    event: Node
    clauses: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[1]).lower(), children[2], children[3], span=span)

    def render(self) -> str:
        clauses = agreeing(None, self.clauses.render)
        return f"{self.duration.render()}, {self.trigger_word} {self.event.render()}, {clauses}."


ThatHas = node_class(
    "ThatHas", "that_has", "{connective} {quality}",
    """A relative clause naming something an object has: "spells that have a cycling
    ability", "target creature that has a fate counter on it" (CR 113, 122).""",
    {"connective": "str", "quality": "Node"}, subject=None,
)  # fmt: skip


@attrs.frozen
class KeywordAbility(Node):
    """CR 702: an object's keyword ability named by its keyword: "a cycling ability",
    "an embalm ability"."""

    rules = ("keyword_ability",)
    article: str
    keyword: str
    noun: str

    @classmethod
    def build(cls, children, span, **fixed):
        article, keyword = str(children[0]).lower().split(" ", 1)
        return cls(article, keyword, str(children[1]).lower(), span=span)

    def render(self) -> str:
        return f"{self.article} {self.keyword} {self.noun}"


@attrs.frozen
class AnAdventure(Node):
    """CR 715.1: an Adventurer card "has an Adventure"."""

    rules = ("an_adventure",)
    template = "an Adventure"


ChooseCards = _verb_rule(
    "ChooseCards", "choose_cards", "<choose|chooses> {cards} {preposition} {zone}",
    """CR 700.2, 701: a player chooses cards from a zone or a revealed group: "choose two
    cards from it".""",
    {"cards": "Node", "preposition": "Node", "zone": "Node"},
)  # fmt: skip
ActivateEvent = node_class(
    "ActivateEvent", "activate_event", "{player} <activate|activates> {ability}",
    """CR 602.2, 603.2: "Whenever you activate an ability ..." — a player activates an
    ability.""",
    {"player": "Node", "ability": "Node"}, subject="player",
    skip=frozenset({"activate", "activates"}),
)  # fmt: skip
ThatDealt = node_class(
    "ThatDealt", "that_dealt", "that dealt {kind}[ to {player}] {duration}",
    """CR 120: objects that dealt damage during a period: "creatures that dealt damage to
    you this turn".""",
    {"kind": "str", "player": "Node", "duration": "Node"}, subject=None,
    skip=frozenset({"that dealt"}),
)  # fmt: skip
ModifyPTAdditional = _verb_rule(
    "ModifyPTAdditional", "modify_pt_additional", "<get|gets> an additional {change}",
    """CR 613.4c: a further P/T change on top of another: "gets an additional +2/+2".""",
    {"change": "str"},
)  # fmt: skip


@attrs.frozen
class CommanderWord(Node):
    """CR 903.3: "commander" as a noun of an object phrase ("a commander you control")."""

    rules = ("commander_word",)
    template = "commander"
    plural = False


@attrs.frozen
class PutTopOrBottom(Node):
    """CR 401.4: put an object on the top or bottom of a library, as its owner (or you)
    chooses: "puts it on their choice of the top or bottom of their library"."""

    rules = ("put_top_or_bottom",)
    object: Node
    chooser: str | None
    first: str
    connective: str
    second: str
    library: Node

    @classmethod
    def build(cls, children, span, **fixed):
        obj = children[1]
        words = [str(c).lower() for c in children[2:] if isinstance(c, str)]
        chooser = words.pop(0) if len(words) == 4 else None
        return cls(obj, chooser, *words, children[-1], span=span)

    def render(self) -> str:
        choice = f"{self.chooser} choice of " if self.chooser else ""
        return (f"{verb('<put|puts>')} {self.object.render()} on {choice}the {self.first} "
                f"{self.connective} {self.second} of {self.library.render()}")  # fmt: skip


@attrs.frozen
class AnyCountersOn(Node):
    """CR 122.1: counters of any kind on an object: "with counters on them", "with no
    counters on it"."""

    rules = ("any_counters_on",)
    determiner: str | None
    noun: str
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        det = str(children[0]).lower() if children[0] is not None else None
        return cls(det, str(children[1]).lower(), children[2], span=span)

    def render(self) -> str:
        return join((self.determiner, self.noun, "on", self.object))


@attrs.frozen
class PutThoseCounters(Node):
    """CR 122: put the counters an object had on another object: "put its counters on
    target creature you control", "put those counters on target permanent"."""

    rules = ("put_those_counters",)
    whose: str
    noun: str
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[1]).lower(), str(children[2]).lower(), children[3], span=span)

    def render(self) -> str:
        return f"{verb('<put|puts>')} {self.whose} {self.noun} on {self.object.render()}"


@attrs.frozen
class ForAsLongAsSentence(Node):
    """CR 611.2b: an effect that lasts as long as a condition holds, written first: "For as
    long as that card remains exiled, its owner may cast it."."""

    rules = ("for_as_long_as_sentence",)
    condition: Node
    clauses: Node

    def render(self) -> str:
        clauses = agreeing(None, self.clauses.render)
        return f"for as long as {self.condition.render()}, {clauses}."


@attrs.frozen
class CastAsThoughDuration(Node):
    """CR 601.3d: a permission to cast spells for a while as though they had flash: "cast
    spells this turn as though they had flash"."""

    rules = ("cast_as_though_duration",)
    template = "<cast|casts> {object} {duration} as though {pronoun} had {keyword}"
    object: Node
    duration: str
    pronoun: Node
    keyword: Node

    @classmethod
    def build(cls, children, span, **fixed):
        obj, duration, pronoun, _, keyword = children[1:]
        return cls(obj, str(duration).lower().removesuffix(" as though"), pronoun, keyword,
                   span=span)  # fmt: skip


@attrs.frozen
class ForEachTime(Node):
    """CR 903.8: "for each time you've cast your commander from the command zone this
    game" (the commander tax count)."""

    rules = ("for_each_time",)
    event: Node

    pick = (1,)

    def render(self) -> str:
        return f"for each time {self.event.render()}"


@attrs.frozen
class TimesCastFromCommandZone(Node):
    """CR 903.8: "you've cast your commander from the command zone this game", "it's been
    cast from the command zone this game"."""

    rules = ("times_cast_from_command_zone",)
    object: Node | None

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(next((c for c in children if isinstance(c, Node)), None), span=span)

    def render(self) -> str:
        who = f"you've cast {self.object.render()}" if self.object else "it's been cast"
        return f"{who} from the command zone this game"


@attrs.frozen
class DieFaceRow(Node):
    """CR 706.2: one result of a die roll written with a dash: "1 — Do nothing."."""

    rules = ("die_face_row",)
    face: str
    effects: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]), children[-1], span=span)

    def render(self) -> str:
        return f"{self.face} \u2014 {capitalize(self.effects.render())}"


@attrs.frozen
class ZoneSizeCondition(Node):
    """CR 401, 404: the number of cards in a zone: "if a library has twenty or more cards
    in it"."""

    rules = ("zone_size_condition",)
    zone: Node
    count: Node
    comparator: str
    noun: str
    pronoun: Node

    @classmethod
    def build(cls, children, span, **fixed):
        zone, _, count, comparator, noun, pronoun = children
        return cls(zone, count, str(comparator).lower(), str(noun).lower(), pronoun, span=span)

    def render(self) -> str:
        has = "have" if getattr(self.zone, "plural", False) else "has"
        return (f"{self.zone.render()} {has} {self.count.render()} {self.comparator} "
                f"{self.noun} in {self.pronoun.render()}")  # fmt: skip

