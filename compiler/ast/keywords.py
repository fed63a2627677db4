"""Keyword abilities (CR 702) and keyword lines ("Flying, vigilance"); keyword abilities with
costs or parameters, and the layout lines of leveler (CR 711) and Class (CR 716) cards. The
grammar is grammar/keywords.lark."""

from __future__ import annotations

import re

import attrs

from ...grammar import vocabulary_data as vocab
from .base import Node, capitalize, join, text
from .objects import Number
from .triggers import _event


def keyword_rule(name: str) -> str:
    """The CR 702 rule of the keyword ability ``name`` (generated from the CR, see
    grammar/vocabulary.py); "[type]cycling" is cycling's (CR 702.29e)."""
    entry = vocab.KEYWORD_ABILITIES.get(name)
    if entry is None and name.endswith("cycling"):
        entry = vocab.KEYWORD_ABILITIES["cycling"]
    if entry is None and name.startswith("splice onto "):
        entry = vocab.KEYWORD_ABILITIES["splice"]
    if entry is None and name in vocab.OUTSIDE_CR_KEYWORDS:  # no CR 702 section
        return "not in the CR: " + vocab.OUTSIDE_CR_KEYWORDS[name][1]
    return "CR " + (entry[0] if entry else "702")


def written(name: str) -> str:
    """A keyword's name as Oracle text writes it ("More Than Meets the Eye")."""
    return vocab.KEYWORD_WRITTEN.get(name, name)


@attrs.frozen
class KeywordLine(Node):
    """CR 702.1: one or more keyword abilities on a line, separated by commas or
    semicolons."""

    rules = ("keyword_line",)
    keywords: tuple[Node, ...]
    separators: tuple[str, ...] = ()

    @classmethod
    def build(cls, children, span, **fixed):
        kws = tuple(c for c in children if isinstance(c, Node))
        seps = tuple(str(c) for c in children if not isinstance(c, Node))
        return cls(kws, seps, span=span)

    def render(self) -> str:
        out = self.keywords[0].render()
        for sep, kw in zip(self.separators, self.keywords[1:], strict=True):
            out += f"{sep} {kw.render()}"
        return out[:1].upper() + out[1:]


@attrs.frozen
class SimpleKeyword(Node):
    """A keyword ability without parameters; ``name`` is its CR 702 name (lower case),
    e.g. flying (CR 702.9), menace (CR 702.111), deathtouch (CR 702.2)."""

    rules = ("simple_keyword",)
    name: str
    #: written with a capital though not first on its line ("Flying, Vigilance", as some
    #: digital and Universes Beyond cards write a keyword line); the ability is the same
    capitalized: bool = attrs.field(default=False, eq=False)

    @classmethod
    def build(cls, children, span, **fixed):
        word = str(children[0])
        return cls(word.lower(), word[:1].isupper(), span=span)

    @property
    def rule(self) -> str:
        return keyword_rule(self.name)

    def render(self) -> str:
        out = written(self.name)
        return out[:1].upper() + out[1:] if self.capitalized else out


@attrs.frozen
class Equip(Node):
    """CR 702.6: Equip [cost]."""

    rules = ("equip",)
    template = "equip {cost}"
    cost: Node


@attrs.frozen
class Enchant(Node):
    """CR 702.5: Enchant [object or player]."""

    rules = ("enchant", "enchant_player")
    target: Node | str

    @classmethod
    def build(cls, children, span, **fixed):
        c = children[0]
        return cls(c if isinstance(c, Node) else str(c).lower(), span=span)

    def render(self) -> str:
        from .base import text

        return f"enchant {text(self.target)}"


@attrs.frozen
class Protection(Node):
    """CR 702.16: Protection from [quality]."""

    rules = ("protection", "protection_from_word")
    qualities: tuple[Node | str, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(tuple(c if isinstance(c, Node) else str(c).lower() for c in children
                         if not str(c).lower().startswith("and from")), span=span)  # fmt: skip

    def render(self) -> str:
        from .base import text

        return "protection " + " and ".join(f"from {text(q)}" for q in self.qualities)


@attrs.frozen
class Annihilator(Node):
    """CR 702.86: Annihilator N."""

    rules = ("annihilator",)
    template = "annihilator {amount}"
    amount: Number


@attrs.frozen
class Affinity(Node):
    """CR 702.41: Affinity for [text]."""

    rules = ("affinity",)
    template = "affinity for {quality}"
    quality: Node


@attrs.frozen
class Landwalk(Node):
    """CR 702.14: landwalk ("swampwalk", "nonbasic landwalk")."""

    rules = ("landwalk",)
    name: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), span=span)

    def render(self) -> str:
        return self.name


@attrs.frozen
class CostKeyword(Node):
    """A keyword ability written with a cost: "Flashback {3}{U}" (CR 702.34), "Cycling
    {2}" (CR 702.29; also typecycling), "Kicker {1}{R}" (CR 702.33), "Ward {2}" (CR
    702.21), ... The cost is a mana cost, or other costs after a dash ("Ward—Pay 3 life.")."""

    rules = (("cost_keyword", {}), ("cost_keyword_dash", {"dash": True}),
             ("cost_keyword_dash_period", {"dash": True, "period": True}))  # fmt: skip
    name: str
    cost: Node
    dash: bool = False
    period: bool = False

    @classmethod
    def build(cls, children, span, dash=False, period=False):
        name = str(children[0]).lower().replace("arcane", "Arcane")  # CR 205.3k spell type
        return cls(name, children[-1], dash, period, span=span)

    @property
    def rule(self) -> str:
        return keyword_rule(self.name)

    def render(self) -> str:
        if self.dash:
            from .base import capitalize

            end = "." if self.period else ""
            return f"{written(self.name)}\u2014{capitalize(self.cost.render())}{end}"
        return f"{written(self.name)} {self.cost.render()}"


@attrs.frozen
class NumberKeyword(Node):
    """A keyword ability written with a number: "Bushido 1" (CR 702.45), "Fading 3"
    (CR 702.32), "Crew 3" (CR 702.122), ..."""

    rules = ("number_keyword",)
    name: str
    amount: Number

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], span=span)

    @property
    def rule(self) -> str:
        return keyword_rule(self.name)

    def render(self) -> str:
        return f"{self.name} {self.amount.render()}"


@attrs.frozen
class NumberCostKeyword(Node):
    """A keyword with a number and a cost: "Suspend 4—{1}{U}" (CR 702.62), "Awaken
    3—{4}{W}" (CR 702.113), "Impending 4—{2}{B}{B}" (CR 702.176)."""

    rules = ("number_cost_keyword",)
    name: str
    amount: Number
    cost: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], children[3], span=span)

    @property
    def rule(self) -> str:
        return keyword_rule(self.name)

    def render(self) -> str:
        return f"{self.name} {self.amount.render()}\u2014{self.cost.render()}"


@attrs.frozen
class BareKeyword(Node):
    """A keyword written alone that elsewhere takes a parameter: "Vanishing" (CR 702.63b),
    "Hideaway" (CR 702.75b), "Mayhem" (CR 702.187c)."""

    rules = ("bare_keyword",)
    name: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), span=span)

    @property
    def rule(self) -> str:
        return keyword_rule(self.name)

    def render(self) -> str:
        return self.name


@attrs.frozen
class KickerAndOr(Node):
    """CR 702.33b: "Kicker [cost 1] and/or [cost 2]"."""

    rules = ("kicker_and_or",)
    name: str
    first: Node
    second: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], children[3], span=span)

    def render(self) -> str:
        return f"{self.name} {self.first.render()} and/or {self.second.render()}"


@attrs.frozen
class CostOrKeyword(Node):
    """A keyword whose cost is a choice of two mana costs: "Cumulative upkeep {G} or {W}"
    (CR 702.24), "Equip {2} or {B}" (CR 702.6a)."""

    rules = ("cost_or_keyword", ("cost_or_equip", {"name": "equip"}))
    name: str
    first: Node
    second: Node

    @classmethod
    def build(cls, children, span, **fixed):
        if "name" in fixed:  # "Equip {2} or {B}" (CR 702.6a)
            return cls(fixed["name"], children[0], children[2], span=span)
        return cls(str(children[0]).lower(), children[1], children[3], span=span)

    def render(self) -> str:
        return f"{self.name} {self.first.render()} or {self.second.render()}"


@attrs.frozen
class PartnerWith(Node):
    """CR 702.124j: "Partner with [name]"; the name is another card's name."""

    rules = (("partner_with", {}), ("partner_with_the", {"the": True}))
    name: str

    @classmethod
    def build(cls, children, span, the=False):
        first, *rest = (str(c) for c in children[1:] if c is not None)
        sep = ", the " if the else ", "
        return cls(sep.join([first, *rest]), span=span)

    def render(self) -> str:
        return f"partner with {self.name}"


@attrs.frozen
class PartnerText(Node):
    """CR 702.124i: "Partner—[text]"; the text is a name the partners share ("Partner—
    Friends forever"), kept as written."""

    rules = ("partner_text",)
    name: str
    text: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), str(children[-1]), span=span)

    @property
    def rule(self) -> str:
        return keyword_rule(self.name)

    def render(self) -> str:
        return f"{self.name}\u2014{self.text}"


@attrs.frozen
class ArticleKeyword(Node):
    """A keyword followed by an object with "a"/"an": "Champion an [object]" (CR 702.72a),
    "Gift a [something]" (CR 702.174a: "Gift a card", "Gift a tapped Fish")."""

    rules = ("article_keyword",)
    name: str
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[-1], span=span)

    @property
    def rule(self) -> str:
        return keyword_rule(self.name)

    def render(self) -> str:
        return f"{self.name} {self.object.render()}"


@attrs.frozen
class Prototype(Node):
    """CR 702.160, 718.2: "Prototype [mana cost] — [power]/[toughness]", the alternative
    characteristics of a prototype card."""

    rules = ("prototype",)
    cost: Node
    pt: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], str(children[-1]), span=span)

    def render(self) -> str:
        return f"prototype {self.cost.render()} \u2014 {self.pt}"


@attrs.frozen
class Craft(Node):
    """CR 702.167a: "Craft with [materials] [cost]" ("Craft with artifact {3}{W}")."""

    rules = ("craft",)
    template = "craft with {materials} {cost}"
    materials: Node
    cost: Node

    pick = (-2, -1)


@attrs.frozen
class Offering(Node):
    """CR 702.48: "[Subtype] offering"."""

    rules = ("offering",)
    subtype: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]), span=span)

    def render(self) -> str:
        return f"{self.subtype} offering"


@attrs.frozen
class HexproofFrom(Node):
    """CR 702.11d: "Hexproof from [quality]"."""

    rules = ("hexproof_from",)
    template = "hexproof from {quality}"
    quality: Node

    pick = (-1,)


@attrs.frozen
class EquipQuality(Node):
    """CR 702.6a: "Equip [quality] [cost]": equip only to a creature with that quality
    ("Equip legendary creature {3}", "Equip Knight {1}")."""

    rules = ("equip_quality",)
    template = "equip {quality} {cost}"
    quality: Node
    cost: Node

    pick = (1, 2)


@attrs.frozen
class QualityKeyword(Node):
    """A keyword's variant with a quality (CR 702.1): "Devour [quality] N" (CR 702.82c),
    "Emerge from [quality] [cost]" (CR 702.119b), "bands with other [quality]" (CR 702.22b);
    ``parameter`` is the number or cost, if the keyword has one."""

    rules = ("quality_keyword", ("quality_keyword_from", {"preposition": "from"}))
    name: str
    quality: Node
    parameter: Node | None = None
    preposition: str = ""

    @classmethod
    def build(cls, children, span, **fixed):
        name = str(children[0]).lower()
        nodes = [c for c in children[1:] if isinstance(c, Node)]
        prep = fixed.get("preposition", "")
        param = nodes[1] if len(nodes) > 1 else None
        return cls(name, nodes[0], param, prep, span=span)

    @property
    def rule(self) -> str:
        return keyword_rule(self.name)

    def render(self) -> str:
        prep = f" {self.preposition}" if self.preposition else ""
        param = f" {self.parameter.render()}" if self.parameter is not None else ""
        return f"{written(self.name)}{prep} {self.quality.render()}{param}"


@attrs.frozen
class EquipDash(Node):
    """CR 702.6a: equip with a cost that isn't mana: "Equip—Sacrifice a creature."."""

    rules = ("equip_dash",)
    cost: Node

    pick = (-1,)

    def render(self) -> str:
        return f"equip\u2014{capitalize(self.cost.render())}."


_LEVEL = re.compile(r"LEVEL (\d+)(?:-(\d+)|(\+))")


@attrs.frozen
class LevelSymbol(Node):
    """CR 711.2: a leveler's level symbol, "LEVEL N1-N2" or "LEVEL N3+" (``high`` is
    None for N3+). The abilities and the P/T box after it belong to it (CR 711.2a)."""

    rules = ("level_symbol",)
    low: int
    high: int | None

    @classmethod
    def build(cls, children, span, **fixed):
        m = _LEVEL.fullmatch(str(children[0]))
        return cls(int(m[1]), int(m[2]) if m[2] else None, span=span)

    def render(self) -> str:
        return f"LEVEL {self.low}-{self.high}" if self.high is not None else f"LEVEL {self.low}+"


@attrs.frozen
class LevelerPT(Node):
    """CR 711.2a: the power/toughness box of a leveler's level ("2/4")."""

    rules = ("leveler_pt",)
    power: str
    toughness: str

    @classmethod
    def build(cls, children, span, **fixed):
        power, toughness = str(children[0]).split("/")
        return cls(power, toughness, span=span)

    def render(self) -> str:
        return f"{self.power}/{self.toughness}"


@attrs.frozen
class ClassLevel(Node):
    """CR 716.2: a class level bar, "[Cost]: Level N"."""

    rules = ("class_level",)
    costs: Node
    level: int

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], int(str(children[1]).split()[1]), span=span)

    def render(self) -> str:
        return f"{capitalize(self.costs.render())}: Level {self.level}"


@attrs.frozen
class KeywordActivated(Node):
    """A keyword that is a special kind of activated ability: "Boast — [Cost]: [Effect]"
    (CR 702.142a), "Forecast — [Activated ability]" (CR 702.57a), "Exhaust — [Cost]:
    [Effect]" (CR 702.177a)."""

    rules = ("keyword_activated",)
    name: str
    ability: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[-1], span=span)

    @property
    def rule(self) -> str:
        return keyword_rule(self.name)

    def render(self) -> str:
        return f"{self.name} \u2014 {text(self.ability)}"


@attrs.frozen
class DashKeyword(Node):
    """A keyword followed by a dash and the ability or effect it stands with: "Max speed —
    [Ability]" (CR 702.178a), "Solved — [Ability text]" (CR 702.169a), "∞ — [Ability]"
    (CR 702.186a), "Visit — [Effect]" (CR 702.159a)."""

    rules = ("keyword_dash_ability", "keyword_dash_effect")
    name: str
    ability: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[-1], span=span)

    @property
    def rule(self) -> str:
        return keyword_rule(self.name)

    def render(self) -> str:
        return f"{self.name} \u2014 {capitalize(self.ability.render())}"


@attrs.frozen
class KeywordXNonzero(Node):
    """A keyword whose cost has X, with the printed restriction "X can't be 0." (CR
    107.3): "Suspend X—{X}{3}{R}. X can't be 0." (CR 702.62)."""

    rules = ("x_nonzero_keyword",)
    keyword: Node

    pick = (0,)

    def render(self) -> str:
        return f"{self.keyword.render()}. X can't be 0."


@attrs.frozen
class UpkeepAction(Node):
    """CR 702.24a: cumulative upkeep whose cost is an action: "Cumulative upkeep—Draw a
    card." (CR 118.3: paying a cost is taking that action)."""

    rules = ("upkeep_action",)
    action: Node

    pick = (-1,)

    def render(self) -> str:
        return f"cumulative upkeep\u2014{capitalize(self.action.render())}"


@attrs.frozen
class ProtectionSeries(Node):
    """CR 702.16a: protection from several qualities written as a series: "Protection from
    blue, from black, and from red"."""

    rules = ("protection_series",)
    qualities: tuple[Node, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(tuple(c for c in children if isinstance(c, Node)), span=span)

    def render(self) -> str:
        *rest, last = (f"from {q.render()}" for q in self.qualities)
        return "protection " + ", ".join(rest) + f", and {last}"


@attrs.frozen
class ProtectionFromEverything(Node):
    """CR 702.16j: "Protection from everything"."""

    rules = ("protection_everything",)

    def render(self) -> str:
        return "protection from everything"


@attrs.frozen
class KeywordRef(Node):
    """A keyword written with a cost, named without it: "gains flashback until end of
    turn", "cards with cycling" (CR 702.34, 702.29, ...)."""

    rules = ("keyword_ref",)
    name: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), span=span)

    def render(self) -> str:
        return self.name


@attrs.frozen
class KeywordCostEqual(Node):
    """The cost of a granted keyword ability: "The flashback cost is equal to its mana
    cost." (CR 702.34a, 202.1), "Its foretell cost is equal to its mana cost reduced by
    {2}." (``reduction``, CR 601.2f)."""

    rules = ("keyword_cost_equal",)
    keyword: str
    owner: Node
    article: str = "the"
    reduction: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        first = str(children[0]).lower() if children[0] is not None else "the"
        if first not in ("the", "its", "their", "your", "his"):  # "the" is an anonymous word
            first, children = "the", [None, *children]
        reduction = children[-1] if isinstance(children[-1], Node) else None
        return cls(str(children[1]).lower(), children[4], first, reduction, span=span)

    def render(self) -> str:
        reduced = f" reduced by {self.reduction.render()}" if self.reduction is not None else ""
        return (f"{self.article} {self.keyword} cost is equal to {self.owner.render()} mana "
                f"cost{reduced}.")  # fmt: skip


@attrs.frozen
class KeywordRestricted(Node):
    """CR 602.5b: a keyword standing for an activated ability, with a restriction on
    activating it ("Equip {0}. Activate only once each turn.")."""

    rules = ("keyword_restricted",)
    keyword: Node
    restriction: Node

    def render(self) -> str:
        keyword = capitalize(self.keyword.render())
        stop = "" if keyword.endswith(".") else "."
        return f"{keyword}{stop} {capitalize(self.restriction.render())}"


@attrs.frozen
class ClassLevelEvent(Node):
    """CR 716.2a: a Class gaining a level: "this Class becomes level 2"."""

    rules = ("class_level_event",)
    object: Node
    level: int

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], int(str(children[2]).split()[1]), span=span)

    def render(self) -> str:
        return f"{self.object.render()} becomes level {self.level}"


@attrs.frozen
class ProtectionFromChoice(Node):
    """CR 702.16a, 105.3: protection from a color chosen or referred to: "protection from
    the color of your choice", "... from the chosen color", "... from each color",
    "... from its colors"."""

    rules = (("protection_of_choice", {"form": "the {word} of {pronoun} choice"}),
             ("protection_chosen", {"form": "the chosen {word}"}),
             ("protection_each", {"form": "each {word}"}),
             ("protection_possessed", {"form": "{pronoun} {word}"}))  # fmt: skip
    word: str
    pronoun: str | None
    form: str

    @classmethod
    def build(cls, children, span, form):
        words = [str(c).lower() for c in children]
        pronoun = words[1] if len(words) > 1 else None
        if form.startswith("{pronoun}"):
            words.reverse()
            pronoun = words[1]
        return cls(words[0], pronoun, form, span=span)

    def render(self) -> str:
        return "protection from " + self.form.format(word=self.word, pronoun=self.pronoun)


@attrs.frozen
class KickedCondition(Node):
    """CR 702.33d-f: whether a spell was kicked: "this spell was kicked", "it wasn't
    kicked", "this creature was kicked with its {1}{B} kicker"."""

    rules = ("kicked_condition",)
    object: Node
    negated: bool
    kicker_cost: Node | None = None
    pronoun: str | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        obj, state, pronoun, cost, _keyword = children
        negated = str(state).lower().startswith("wasn't")
        return cls(obj, negated, cost, str(pronoun).lower() if pronoun else None, span=span)

    def render(self) -> str:
        state = "wasn't" if self.negated else "was"
        out = f"{self.object.render()} {state} kicked"
        if self.kicker_cost is not None:
            out += f" with {self.pronoun} {self.kicker_cost.render()} kicker"
        return out


@attrs.frozen
class ForEachTimeKicked(Node):
    """CR 702.33c: "for each time it was kicked" (multikicker)."""

    rules = ("for_each_time_kicked",)
    object: Node

    pick = (1,)

    def render(self) -> str:
        return f"for each time {self.object.render()} was kicked"


BecomesRenownedEvent = _event(
    "BecomesRenownedEvent", "becomes_renowned_event", "{subject} <become|becomes> renowned",
    "CR 702.112b: a creature becomes renowned.", {"subject": "Node"},
)  # fmt: skip


@attrs.frozen
class DoesntRemove(Node):
    """CR 702.16c: an exception to protection's rule that it makes Auras fall off: "This
    effect doesn't remove this Aura."."""

    rules = ("doesnt_remove_sentence",)
    object: Node

    pick = (-1,)

    def render(self) -> str:
        return f"this effect doesn't remove {self.object.render()}."


@attrs.frozen
class LandwalkOf(Node):
    """CR 702.14: landwalk of a chosen land type: "landwalk of the chosen type", "snow
    landwalk of the chosen type"; ``chosen`` is None for bare "landwalk"."""

    rules = (("landwalk_of", {}), ("bare_landwalk", {"bare": True}))
    name: str
    chosen: str | None = None

    @classmethod
    def build(cls, children, span, bare=False):
        words = [str(c).lower() for c in children]
        return cls(words[0], None if bare else words[1], span=span)

    def render(self) -> str:
        return self.name if self.chosen is None else f"{self.name} of the chosen {self.chosen}"


@attrs.frozen
class KeywordPaidCondition(Node):
    """CR 702.166b, 702.185c: whether a keyword's cost was paid for a spell: "this spell was
    bargained", "a spell was warped this turn" (``duration``: the period looked back on)."""

    rules = ("keyword_paid_condition",)
    object: Node
    negated: bool
    participle: str
    duration: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        state, participle = str(children[1]).lower().split()
        return cls(children[0], state == "wasn't", participle, children[2], span=span)

    def render(self) -> str:
        state = "wasn't" if self.negated else "was"
        return join((self.object, state, self.participle, self.duration))


@attrs.frozen
class GiftPromised(Node):
    """CR 702.174b-c: "the gift was promised" (its gift cost was paid)."""

    rules = ("gift_promised",)
    negated: bool

    @classmethod
    def build(cls, children, span, **fixed):
        return cls("wasn't" in str(children[0]).lower(), span=span)

    def render(self) -> str:
        state = "wasn't" if self.negated else "was"
        return f"the gift {state} promised"


@attrs.frozen
class StationSymbol(Node):
    """CR 721.2a: a station symbol "N+" and the keyword abilities of its striation: "As
    long as this permanent has N or more charge counters on it, it has [abilities]"
    (station, CR 702.184b)."""

    rules = ("station_symbol",)
    charge: int
    ability: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(int(str(children[0])[:-1]), children[-1], span=span)

    def render(self) -> str:
        return f"{self.charge}+ | {capitalize(self.ability.render())}"


@attrs.frozen
class SpreeMode(Node):
    """CR 702.172b: a mode of a spree spell and its additional cost, "+ [cost] — [mode]"."""

    rules = ("spree_mode",)
    cost: Node
    effects: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], children[-1], span=span)

    def render(self) -> str:
        return f"+ {self.cost.render()} \u2014 {capitalize(self.effects.render())}"


@attrs.frozen
class KeywordWhereX(Node):
    """CR 107.3, 702: a keyword ability whose parameter is X, with what X is: "Mobilize X,
    where X is the number of creature cards in your graveyard"."""

    rules = ("keyword_where_x",)
    keyword: Node
    where: Node

    def render(self) -> str:
        return f"{self.keyword.render()}{self.where.render()}."
