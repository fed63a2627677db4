"""Abilities: one line of rules text each (CR 113)."""

from __future__ import annotations

import attrs

from .base import Node, agreeing, capitalize, enters
from .effects import QuotedAbility
from .objects import FixedPhrase


@attrs.frozen
class ActivatedAbility(Node):
    """CR 602.1: "[Cost]: [Effect.]"."""

    rules = ("activated_ability", "activated_modal_ability")
    costs: Node
    effects: Node

    def render(self) -> str:
        return f"{capitalize(self.costs.render())}: {self.effects.render()}"


@attrs.frozen
class LoyaltyAbility(Node):
    """CR 606: a loyalty ability, "[+N]: [Effect.]"."""

    rules = ("loyalty_ability",)
    cost: str
    effects: Node

    def render(self) -> str:
        return f"{self.cost}: {self.effects.render()}"


@attrs.frozen
class SpellOrStaticAbility(Node):
    """Effect sentences standing alone on a line: a spell ability of an instant or sorcery
    (CR 113.3a) or a static ability of a permanent (CR 113.3d). Which of the two it is
    depends on the card's type, known when abilities are lowered."""

    rules = ("static_or_spell",)
    effects: Node

    def render(self) -> str:
        return self.effects.render()


@attrs.frozen
class AbilityWordAbility(Node):
    """CR 207.2c: an ability word and the ability it labels ("Landfall — Whenever ...");
    CR 207.2d: a flavor word (``flavor``), a name kept as written ("Tempting Offer —",
    "Power-up —"). Neither has rules meaning: the ability is the one after the dash."""

    rules = ("ability_word_ability", ("flavor_word_ability", {"flavor": True}))
    word: str
    ability: Node
    flavor: bool = False

    @classmethod
    def build(cls, children, span, flavor=False):
        word = str(children[0])
        return cls(word if flavor else word.lower(), children[2], flavor, span=span)

    def render(self) -> str:
        word = self.word if self.flavor else capitalize(self.word)
        return f"{word} \u2014 {capitalize(self.ability.render())}"


@attrs.frozen
class FlavorWordMode(Node):
    """CR 207.2d, 700.2: a mode labeled with a flavor word ("• Attack — Create ...");
    the name has no rules meaning, the mode is ``effects``."""

    rules = ("flavor_word_mode",)
    word: str
    effects: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]), children[2], span=span)

    def render(self) -> str:
        return f"{self.word} \u2014 {capitalize(self.effects.render())}"


@attrs.frozen
class ModalAbility(Node):
    """CR 700.2: "Choose one —" followed by bulleted modes."""

    rules = (("modal_ability", {}), ("modal_period_ability", {"period": True}))
    intro: Node
    modes: Node
    #: the intro ends with a full stop, not a dash ("Visit — Choose one." and bullets)
    period: bool = False

    @classmethod
    def build(cls, children, span, period=False):
        if period:
            return cls(children[0], children[-1], True, span=span)
        return cls(children[0], children[2], span=span)

    def render(self) -> str:
        end = "." if self.period else " \u2014"
        return f"{capitalize(self.intro.render())}{end}{self.modes.render()}"


@attrs.frozen
class ModeIntro(FixedPhrase):
    """ "choose one", "choose one or both", "choose two", ..."""

    rules = ("mode_intro",)


@attrs.frozen
class Modes(Node):
    """The modes of a modal spell or ability, one per bullet."""

    rules = ("modes",)
    modes: tuple[Node, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(tuple(c for c in children if isinstance(c, Node)), span=span)

    def render(self) -> str:
        return "".join(f"\n\u2022 {m.render()}" for m in self.modes)


@attrs.frozen
class AsEnters(Node):
    """CR 614.12: "As [this object] enters, [effect]." — a replacement effect that
    applies as the object enters the battlefield."""

    rules = ("as_enters",)
    object: Node
    effects: Node

    pick = (0, 2)

    def render(self) -> str:
        verb = enters("enter" if getattr(self.object, "plural", False) else "enters")
        return f"As {self.object.render()} {verb}, {self.effects.render_continuing()}"


@attrs.frozen
class SagaChapter(Node):
    """CR 714.2: a chapter ability of a Saga, "I, II — [effect]"."""

    rules = ("saga_chapter",)
    chapters: tuple[str, ...]
    ability: Node

    @classmethod
    def build(cls, children, span, **fixed):
        chapters = tuple(str(c) for c in children[:-2] if isinstance(c, str))
        return cls(chapters, children[-1], span=span)

    @property
    def numbers(self) -> tuple[int, ...]:
        roman = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6}
        return tuple(roman[c] for c in self.chapters)

    def render(self) -> str:
        return f"{', '.join(self.chapters)} \u2014 {capitalize(self.ability.render())}"


@attrs.frozen
class QuotedKeywordSentence(QuotedAbility):
    """CR 113.2c, 702.1: a keyword ability granted in quotation marks with its own period,
    the older templating ('have "bands with other legendary creatures."'); granted as the
    quoted ability it is."""

    rules = ("quoted_keyword_sentence",)

    def render(self) -> str:
        return '"' + agreeing(None, self.ability.render) + '."'  # lowercase, as a keyword
