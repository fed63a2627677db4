"""Objects, players, zones and numbers (CR 109, 102, 400, 107)."""

from __future__ import annotations

import attrs

from ...grammar import vocabulary_data as vocab
from ...grammar.vocabulary import plural
from .base import CARD_NAMES, NAME_PLURAL, Node, UnknownWord, join, series, text

_SUBTYPES = {}
for _words in (
    vocab.ARTIFACT_WORDS,
    vocab.ENCHANTMENT_WORDS,
    vocab.LAND_WORDS,
    vocab.PLANESWALKER_WORDS,
    vocab.SPELL_WORDS,
    vocab.CREATURE_WORDS,
):
    for _w in _words:
        _SUBTYPES[plural(_w).lower()] = (_w, plural(_w) != _w)
        _SUBTYPES[_w.lower()] = (_w, False)
for _w in vocab.CREATURE_WORDS:  # singular wins where a plural equals a singular
    _SUBTYPES[_w.lower()] = (_w, _SUBTYPES[_w.lower()][1] and _w != plural(_w))


def words(children: list) -> str:
    """The lower-cased words of a fixed grammar alternative (a ``!rule``); a possessive
    "'s" joins the word before it."""
    out = ""
    for c in children:
        if c is None:
            continue
        w = c.render() if isinstance(c, Node) else str(c).lower()
        out += w if (w.startswith("'") or not out) else " " + w
    return out


@attrs.frozen
class FixedPhrase(Node):
    """Base of nodes that are one of a grammar rule's fixed alternatives ("until end of
    turn", "as a sorcery"): the phrase is the closed set's member, not free text."""

    phrase: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(words(children), span=span)

    def render(self) -> str:
        return self.phrase


@attrs.frozen
class FixedParts(Node):
    """Base of nodes that are one of a rule's fixed alternatives with nodes inside
    ("controls a white creature", "activate only if [condition]"): the words are the
    closed set's, the nodes typed; it renders them in order."""

    parts: tuple

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(tuple(c if isinstance(c, Node) else str(c).lower() for c in children
                         if c is not None), span=span)  # fmt: skip

    def render(self) -> str:
        return words(self.parts)


@attrs.frozen
class FixedSentence(FixedParts):
    """A :class:`FixedParts` that is a whole sentence: the rule's period is written by
    ``render``, not kept among the parts ("Activate only as a sorcery.")."""

    @classmethod
    def build(cls, children, span, **fixed):
        return super().build([c for c in children if str(c) != "."], span)

    def render(self) -> str:
        return super().render() + "."


@attrs.frozen
class ZonePreposition(FixedPhrase):
    """ "from" or "in" before a zone."""

    rules = ("zone_prep",)


# ---- numbers (CR 107.1)

_NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    "thirteen": 13, "fifteen": 15, "twenty": 20,
}  # fmt: skip


@attrs.frozen
class Number(Node):
    """CR 107.1: a number, written as digits, a word, or the variable X (CR 107.3)."""

    rules = ("number",)
    written: str

    @classmethod
    def build(cls, children, span, **fixed):
        w = str(children[0])
        return cls("X" if w.lower() == "x" else w.lower(), span=span)

    @property
    def value(self) -> int | None:
        if self.written.isdigit():
            return int(self.written)
        return _NUMBER_WORDS.get(self.written)

    @property
    def plural(self) -> bool:
        return self.value != 1

    def render(self) -> str:
        return self.written


# ---- players (CR 102)


class PlayerRef(Node):
    """Base of player references."""

    third_person = True
    plural = False


@attrs.frozen
class You(PlayerRef):
    """CR 109.5: "you" is the controller of the object (or the player casting it)."""

    rules = ("you",)
    template = "you"
    third_person = False


@attrs.frozen
class Players(PlayerRef):
    """A player reference by determiner: "target player", "each opponent", "an opponent",
    "your opponents"; "target player or planeswalker" also admits the object named."""

    rules = ("player_ref", "your_opponents")
    determiner: str
    noun: str
    or_object: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        det = children[0]
        phrase = det.phrase if isinstance(det, Node) else str(det).lower()
        or_object = children[3] if len(children) > 3 else None
        return cls(phrase, str(children[1]).lower(), or_object, span=span)

    @property
    def plural(self) -> bool:  # type: ignore[override]
        return self.noun.endswith("s")

    @property
    def third_person(self) -> bool:  # type: ignore[override]
        return not self.plural

    def render(self) -> str:
        if self.or_object is not None:
            return f"{self.determiner} {self.noun} or {self.or_object.render()}"
        return f"{self.determiner} {self.noun}"


@attrs.frozen
class PlayerDeterminer(FixedPhrase):
    """A determiner of a player reference ("target", "each", "defending", ...)."""

    rules = ("player_det",)
    transient = True


@attrs.frozen
class TheyPlayer(PlayerRef):
    """ "they" referring to a player named before ("a creature they control")."""

    template = "they"
    third_person = False
    plural = True


class QualifiedPlayer:
    """A player phrase built on another ("each player who ...", "each opponent with ...",
    "each player other than ..."): plural, and taking its verb, as that player is."""

    __slots__ = ()

    @property
    def plural(self) -> bool:
        return bool(getattr(self.player, "plural", False))

    @property
    def third_person(self) -> bool:
        return bool(getattr(self.player, "third_person", True))


class RoleNoun:
    """A player named by a role noun ("controller", "owners"): plural when the noun is."""

    __slots__ = ()

    @property
    def plural(self) -> bool:
        return self.role.endswith("s")

    @property
    def third_person(self) -> bool:
        return not self.plural


@attrs.frozen
class PlayerOf(RoleNoun, PlayerRef):
    """A player by relation to an object: "its controller", "that card's owner"
    (CR 108.3 owner, CR 108.4 controller)."""

    rules = ("player_of",)
    possessor: Node
    role: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[1]).lower(), span=span)

    def render(self) -> str:
        return f"{self.possessor.render()} {self.role}"


# ---- objects (CR 109)


class ObjectRef(Node):
    """Base of object references."""

    plural = False

    @property
    def third_person(self) -> bool:
        return not self.plural


#: The nouns of "this <noun>" (CR 205.2a, 205.3g-h, 205.3q) as Oracle writes them.
_THIS_NOUNS = {noun.lower(): noun for noun in vocab.THIS_NOUNS}


@attrs.frozen
class SelfRef(ObjectRef):
    """CR 201.5: the object refers to itself by name, short name, or "this <noun>"."""

    rules = ("self_ref",)
    form: str  # "name", "short name", or the noun of "this <noun>"

    @classmethod
    def build(cls, children, span, **fixed):
        tok = str(children[0])
        if tok == "CARDNAME":
            return cls("name", span=span)
        if tok == "SHORTNAME":
            return cls("short name", span=span)
        noun = tok.split(" ", 1)[1]
        canonical = _THIS_NOUNS.get(noun.lower()) or _SUBTYPES.get(noun.lower(), (noun.lower(),))[0]
        return cls(canonical, span=span)

    @property
    def plural(self) -> bool:  # type: ignore[override]
        return self.form in ("name", "short name") and NAME_PLURAL.get()

    def render(self) -> str:
        full, short = CARD_NAMES.get()
        if self.form == "name":
            return full
        if self.form == "short name":
            return short
        return f"this {self.form}"


@attrs.frozen
class Pronoun(ObjectRef):
    """An anaphoric reference to an object named earlier ("it", "them")."""

    rules = ("pronoun",)
    word: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), span=span)

    @property
    def plural(self) -> bool:  # type: ignore[override]
        return self.word in ("them", "they", "themselves")

    def render(self) -> str:
        return self.word


@attrs.frozen
class AnyTarget(ObjectRef):
    """CR 115.4: "any target" means a creature, player, planeswalker or battle."""

    rules = ("any_target",)
    template = "any target"


@attrs.frozen
class AttachedRef(ObjectRef):
    """CR 303.4e, 301.5d: "enchanted creature", "equipped creature"."""

    rules = ("attached_ref",)
    relation: str
    descriptor: Descriptor

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], span=span)

    @property
    def plural(self) -> bool:  # type: ignore[override]
        return self.descriptor.plural

    def render(self) -> str:
        return f"{self.relation} {self.descriptor.render()}"


_PLURAL_DETERMINERS = {"all", "other", "those", "these", "all other", "any number of",
                       "any number of target"}  # fmt: skip


@attrs.frozen
class Determiner(Node):
    """CR 115.1 "target", "each", "all", "another", "up to N target", ...: one of the
    grammar's fixed determiner phrases, with its count when it has one."""

    rules = ("determiner",)
    phrase: str
    #: a Number, or an amount made of one ("twice X", CR 107.3)
    count: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        count = next((c for c in children if isinstance(c, Node)), None)
        phrase = " ".join(
            "#" if isinstance(c, Node) else str(c).lower() for c in children if c is not None
        )
        return cls(phrase, count, span=span)

    @property
    def targets(self) -> bool:
        return "target" in self.phrase.split()

    @property
    def plural(self) -> bool:
        if self.phrase in _PLURAL_DETERMINERS:
            return True
        return self.count is not None and self.count.plural

    def render(self) -> str:
        return self.phrase.replace("#", self.count.render() if self.count else "")


@attrs.frozen
class ObjectPhrase(ObjectRef):
    """An object described by determiner, descriptor and qualifiers:
    "target nonland permanent an opponent controls"."""

    rules = ("object_phrase", "bare_object_phrase")
    determiner: Determiner | None
    descriptor: Descriptor
    qualifiers: tuple[Node, ...] = ()

    @classmethod
    def build(cls, children, span, **fixed):
        if isinstance(children[0], Determiner):
            return cls(children[0], children[1], tuple(children[2:]), span=span)
        return cls(None, children[0], tuple(children[1:]), span=span)

    @property
    def plural(self) -> bool:  # type: ignore[override]
        if self.determiner is None:
            return True  # a bare phrase is plural: "Creatures you control get +1/+1."
        return self.determiner.plural or self.descriptor.plural

    def render(self) -> str:
        return join((self.determiner, self.descriptor, *self.qualifiers))


# ---- descriptors: the words that say what kind of object (CR 205)


class DescWord(Node):
    plural = False


@attrs.frozen
class Descriptor(Node):
    """The adjectives and nouns of an object phrase, in order ("tapped artifact creature")."""

    rules = ("descriptor",)
    items: tuple[DescWord, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(tuple(children), span=span)

    @property
    def plural(self) -> bool:
        return bool(self.items) and self.items[-1].plural

    def render(self) -> str:
        return join(self.items)


@attrs.frozen
class DescAlternatives(DescWord):
    """ "artifact or enchantment", "red or green", "artifact, creature, or land"."""

    rules = (("desc_or", {"series": False}), ("desc_series", {"series": True}),
             ("desc_and", {"series": False, "conjunction": "and"}),
             ("desc_series_and", {"series": True, "conjunction": "and"}))  # fmt: skip
    options: tuple[DescWord, ...]
    connective: str = "or"
    series: bool = False

    @classmethod
    def build(cls, children, span, series=False, conjunction=None):
        options = tuple(c for c in children if isinstance(c, Node))
        conn = conjunction or next(
            (str(c).lower() for c in children if isinstance(c, str) and c.strip(",")), "or"
        )
        return cls(options, conn.strip(", "), series, span=span)

    @property
    def plural(self) -> bool:  # type: ignore[override]
        return self.options[-1].plural

    def render(self) -> str:
        if self.series:
            return series(self.options, self.connective)
        return f"{self.options[0].render()} {self.connective} {self.options[1].render()}"


def _word_class(name: str, rule: str, doc: str, canonical=None, plural_test=None):
    def build(cls, children, span, **fixed):
        raw = str(children[0])
        return cls(canonical(raw) if canonical else raw.lower(), span=span)

    def render(self) -> str:
        return self.word

    ns = {
        "__doc__": doc,
        "__annotations__": {"word": "str"},
        "rules": (rule,),
        "build": classmethod(build),
        "render": render,
        "plural": property(plural_test) if plural_test else False,
    }
    return attrs.frozen(type(name, (DescWord,), ns))


def _subtype_form(raw: str) -> str:
    try:
        singular, is_plural = _SUBTYPES[raw.lower()]
    except KeyError:
        raise UnknownWord(f"'{raw}' is not a subtype (CR 205.3)") from None
    return plural(singular) if is_plural else singular


CardType = _word_class(
    "CardType", "card_type", "CR 205.2a: a card type word.",
    plural_test=lambda self: self.word.endswith("s") and self.word != "sorcerys",
)  # fmt: skip
Supertype = _word_class("Supertype", "supertype", "CR 205.4a: a supertype word.")
Subtype = _word_class(
    "Subtype", "subtype", "CR 205.3: a subtype word (singular or plural form).",
    canonical=_subtype_form,
    plural_test=lambda self: _SUBTYPES[self.word.lower()][1],
)  # fmt: skip
KindWord = _word_class(
    "KindWord", "kind_word", "CR 109-113: permanent, spell, card, token, source, ability.",
    plural_test=lambda self: self.word.endswith("s"),
)  # fmt: skip
Status = _word_class(
    "Status", "status_word", "A status or quality adjective: tapped (CR 110.5), attacking, "
    "nontoken (CR 111), colorless (CR 105.2c), ...",
)  # fmt: skip
Color = _word_class("Color", "color_word", "CR 105.1: one of the five colors.")


@attrs.frozen
class Negated(DescWord):
    """ "non-" + a word: "nonland", "non-Human" (CR 205.4, 105)."""

    rules = ("negated",)
    hyphen: bool
    word: DescWord

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).endswith("-"), children[1], span=span)

    def render(self) -> str:
        return ("non-" if self.hyphen else "non") + self.word.render()


# ---- qualifiers


@attrs.frozen
class ControlledBy(Node):
    """ "you control", "an opponent controls", "you don't control" (CR 108.4)."""

    rules = (("controlled_by", {"negated": False}), ("not_controlled_by", {"negated": True}),
             ("pronoun_controls", {"negated": False}))  # fmt: skip
    player: Node
    negated: bool = False

    @classmethod
    def build(cls, children, span, negated=False):
        player = children[0]
        if isinstance(player, str):  # "a creature they control"
            player = TheyPlayer(span=span)
        return cls(player, negated, span=span)

    def render(self) -> str:
        p = self.player
        if self.negated:
            aux = "doesn't" if p.third_person else "don't"
            return f"{p.render()} {aux} control"
        return f"{p.render()} {'controls' if p.third_person else 'control'}"


@attrs.frozen
class CastBy(Node):
    """ "spells you cast" (CR 601)."""

    rules = ("cast_by",)
    player: Node

    pick = (0,)

    def render(self) -> str:
        verb = "casts" if self.player.third_person else "cast"
        return f"{self.player.render()} {verb}"


@attrs.frozen
class InZone(Node):
    """ "in your graveyard", "from a graveyard" (CR 400)."""

    rules = (("in_zone", {}), ("from_among", {"among": True}))
    preposition: str
    zone: Node

    @classmethod
    def build(cls, children, span, among=False):
        if among:
            return cls("from among", children[0], span=span)
        return cls(children[0].phrase, children[1], span=span)

    def render(self) -> str:
        return f"{self.preposition} {self.zone.render()}"


@attrs.frozen
class WithQuality(Node):
    """ "with flying", "with power 2 or less"."""

    rules = ("with_quality",)
    template = "with {quality}"
    quality: Node


@attrs.frozen
class WithoutQuality(Node):
    """ "without flying"."""

    rules = ("without_quality",)
    template = "without {quality}"
    quality: Node


@attrs.frozen
class StatComparison(Node):
    """ "power 2 or less", "mana value 3 or greater" (CR 208, 202.3)."""

    rules = ("stat_comparison",)
    stat: str
    value: Number
    comparator: str | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        comp = str(children[2]).lower() if children[2] else None
        return cls(str(children[0]).lower(), children[1], comp, span=span)

    def render(self) -> str:
        return join((self.stat, self.value, self.comparator))


@attrs.frozen
class CounterOnIt(Node):
    """ "a +1/+1 counter on it" (CR 122)."""

    rules = ("counter_on_it",)
    template = "{counters} on {pronoun}"
    counters: Node
    pronoun: Pronoun


# ---- zones (CR 400)


@attrs.frozen
class Zone(Node):
    """A zone, usually with its owner: "your graveyard", "target player's hand"."""

    rules = ("zone", "any_zone")
    owner: Node | None
    name: str

    @classmethod
    def build(cls, children, span, **fixed):
        if len(children) == 1:
            return children[0]
        return cls(children[0], str(children[1]).lower(), span=span)

    def render(self) -> str:
        return join((self.owner, self.name))


@attrs.frozen
class SharedZone(Node):
    """ "exile", "the battlefield" (CR 406, 403)."""

    rules = ("the_zone",)
    name: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(words(children), span=span)

    def render(self) -> str:
        return self.name


@attrs.frozen
class Possessive(Node):
    """A possessor: "your", "its", "target player's", "that creature's", "CARDNAME's"."""

    rules = (
        ("possessive", {}),
        ("player_of_possessive", {}),
        ("object_possessive", {}),
        ("attached_possessive", {}),
        ("self_possessive", {}),
    )
    owner: Node | str
    mark: str = ""

    @classmethod
    def build(cls, children, span, **fixed):
        if len(children) == 1:
            return cls(str(children[0]).lower(), span=span)
        if len(children) == 3:  # determiner descriptor POSS
            owner = ObjectPhrase(children[0], children[1], (), span=span)
            return cls(owner, str(children[2]), span=span)
        return cls(children[0], str(children[1]), span=span)

    def render(self) -> str:
        return text(self.owner) + self.mark


__all__ = [n for n in dir() if not n.startswith("_")]


@attrs.frozen
class OfChoice(Node):
    """ "of their choice", "of the chosen color", "of the color of your choice"."""

    rules = (("of_choice", {"form": "choice"}), ("of_the_chosen", {"form": "chosen"}),
             ("of_the_choice", {"form": "of choice"}))  # fmt: skip
    possessor: str | None
    what: str | None = None
    form: str = "choice"

    @classmethod
    def build(cls, children, span, form="choice"):
        if form == "choice":
            return cls(str(children[0]).lower(), None, form, span=span)
        if form == "chosen":
            return cls(None, str(children[0]).lower(), form, span=span)
        return cls(str(children[1]).lower(), str(children[0]).lower(), form, span=span)

    def render(self) -> str:
        if self.form == "choice":
            return f"of {self.possessor} choice"
        if self.form == "chosen":
            return f"of the chosen {self.what}"
        return f"of the {self.what} of {self.possessor} choice"


@attrs.frozen
class ZoneDeterminer(FixedPhrase):
    """ "a graveyard", "all graveyards": a zone not tied to one player."""

    rules = ("zone_det",)


@attrs.frozen
class RelationTo(Node):
    """ "blocking it", "attacking you", "blocked by this creature" (CR 506.4)."""

    rules = ("relation_to",)
    relation: str
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], span=span)

    def render(self) -> str:
        return f"{self.relation} {self.object.render()}"


@attrs.frozen
class TopOfLibrary(ObjectRef):
    """ "the top card of your library", "the top three cards of their library" (CR 401)."""

    rules = ("top_of_library",)
    end: str
    amount: Number | None
    noun: str
    zone: Node

    @classmethod
    def build(cls, children, span, **fixed):
        end, amount, noun, zone = children
        return cls(str(end).lower(), amount, str(noun).lower(), zone, span=span)

    @property
    def plural(self) -> bool:  # type: ignore[override]
        return self.noun.endswith("s")

    def render(self) -> str:
        return join(("the", self.end, self.amount, self.noun, "of", self.zone))


@attrs.frozen
class CountersOn(ObjectRef):
    """ "+1/+1 counter on this creature": counters as things to count (CR 122)."""

    rules = ("counters_on",)
    kind: Node
    noun: str
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[1]).lower(), children[2], span=span)

    def render(self) -> str:
        return f"{self.kind.render()} {self.noun} on {self.object.render()}"


@attrs.frozen
class ObjectList(ObjectRef):
    """ "that creature and this creature": several objects acted on together."""

    rules = ("object_list",)
    items: tuple[Node, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(tuple(c for c in children if isinstance(c, Node)), span=span)

    plural = True

    @property
    def third_person(self) -> bool:
        """Objects each introduced by "each" take the verb in the singular: "Each attacking
        creature and each blocking creature doesn't untap ..."."""
        return all(
            getattr(getattr(item, "determiner", None), "phrase", None) == "each"
            for item in self.items
        )

    def render(self) -> str:
        return " and ".join(i.render() for i in self.items)


@attrs.frozen
class ThatIs(Node):
    """A relative clause on an object: "that's attacking you", "that's tapped"."""

    rules = ("that_is",)
    connective: str
    state: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], span=span)

    def render(self) -> str:
        return f"{self.connective} {self.state.render()}"


@attrs.frozen
class Named(Node):
    """ "named [name]" (CR 201.2): a card or token with that name."""

    rules = ("named",)
    name: Node | str

    @classmethod
    def build(cls, children, span, **fixed):
        c = children[0]
        return cls(c if isinstance(c, Node) else str(c), span=span)

    def render(self) -> str:
        return f"named {text(self.name)}"


@attrs.frozen
class OtherThan(Node):
    """ "other than this creature"."""

    rules = ("other_than",)
    template = "other than {object}"
    object: Node


# ---- control and ownership apart, attached objects with qualifiers, groups of counters,
# "the next spell" (grammar/objects.lark)


@attrs.frozen
class ControlNotOwn(FixedParts):
    """CR 108.3, 108.4: objects a player controls but doesn't own ("creatures you control
    but don't own")."""

    rules = ("control_not_own",)


@attrs.frozen
class OwnNotControl(FixedParts):
    """CR 108.3, 108.4: objects a player owns but doesn't control ("a creature you own but
    don't control")."""

    rules = ("own_not_control",)


@attrs.frozen
class AttachedPhrase(ObjectRef):
    """CR 303.4e, 301.5d: an attached-to object with qualifiers ("equipped creatures you
    control")."""

    rules = ("attached_phrase",)
    ref: Node
    qualifiers: tuple[Node, ...] = ()

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], tuple(children[1:]), span=span)

    @property
    def plural(self) -> bool:  # type: ignore[override]
        return bool(getattr(self.ref, "plural", False))

    def render(self) -> str:
        return join((self.ref, *self.qualifiers))


@attrs.frozen
class CountersAmong(ObjectRef):
    """CR 122.1: the counters on the objects of a group ("counters among creatures you
    control", "shield counter among other creatures you control")."""

    rules = ("counters_among",)
    kind: Node | None
    noun: str
    group: Node

    @classmethod
    def build(cls, children, span, **fixed):
        kind, noun, group = children
        return cls(kind, str(noun).lower(), group, span=span)

    @property
    def plural(self) -> bool:  # type: ignore[override]
        return self.noun == "counters"

    def render(self) -> str:
        return join((self.kind, self.noun, "among", self.group))


@attrs.frozen
class NextObject(ObjectRef):
    """CR 601.2: the next object of a kind ("the next spell you cast this turn", "the next
    creature spell you cast this turn")."""

    rules = ("next_object",)
    descriptor: Node
    qualifiers: tuple[Node, ...] = ()

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], tuple(children[2:]), span=span)

    def render(self) -> str:
        return join(("the next", self.descriptor, *self.qualifiers))


@attrs.frozen
class AttachedBy(Node):
    """CR 303.4, 301.5: the state of being enchanted or equipped by some object ("that are
    enchanted by Auras you control")."""

    rules = ("attached_by",)
    relation: str  # "enchanted by" or "equipped by"
    attachment: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], span=span)

    def render(self) -> str:
        return join((self.relation, self.attachment))
