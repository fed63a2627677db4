"""Layers, characteristic-defining abilities, replacement and prevention effects
(CR 613, 604.3, 614, 615, 616)."""

from __future__ import annotations

import attrs

from .base import Node, agreeing, join, series, text, verb
from .objects import FixedPhrase

# ---- characteristic-defining abilities (CR 604.3, 613.4a)


@attrs.frozen
class StatDefinitions(Node):
    """CR 604.3, 613.4a: a characteristic-defining ability setting power and/or toughness,
    "CARDNAME's power is equal to ... and its toughness is equal to that number plus 1."."""

    rules = ("stat_definitions",)
    definitions: tuple[Node, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(tuple(c for c in children if isinstance(c, Node)), span=span)

    def render(self) -> str:
        return " and ".join(d.render() for d in self.definitions) + "."


@attrs.frozen
class StatDefinition(Node):
    """CR 208.2a: "[object]'s power and toughness are each equal to [amount]" or
    "[object]'s power is equal to [amount]"."""

    rules = (("stat_definition", {"both": True}), ("single_stat_definition", {"both": False}))
    possessor: Node
    stat: str
    amount: Node
    both: bool = True

    @classmethod
    def build(cls, children, span, both=True):
        nodes = [c for c in children if isinstance(c, Node)]
        stat = str(children[1]).lower()
        return cls(nodes[0], stat, nodes[-1], both, span=span)

    def render(self) -> str:
        if self.both:
            head = f"{self.possessor.render()} power and toughness are each"
        else:
            head = f"{self.possessor.render()} {self.stat} is"
        return f"{head} equal to {self.amount.render()}"


# ---- amounts (CR 107.3)


@attrs.frozen
class LifeTotal(Node):
    """CR 119.1: "your life total"."""

    rules = ("life_total",)
    template = "{player} life total"
    player: Node


@attrs.frozen
class AmountPlus(Node):
    """ "[amount] plus N"."""

    rules = ("amount_plus",)
    template = "{amount} plus {number}"
    amount: Node
    number: Node


@attrs.frozen
class NumberPlus(Node):
    """ "N plus [amount]"."""

    rules = ("number_plus",)
    template = "{number} plus {amount}"
    number: Node
    amount: Node


@attrs.frozen
class MultipliedAmount(Node):
    """ "twice [amount]"."""

    rules = ("multiplied_amount",)
    multiplier: str
    amount: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], span=span)

    def render(self) -> str:
        return f"{self.multiplier} {self.amount.render()}"


@attrs.frozen
class TotalNumberOf(Node):
    """ "the total number of [objects]"."""

    rules = ("total_number_of",)
    template = "the total number of {object}"
    object: Node


@attrs.frozen
class StatAmong(Node):
    """Base of amounts read from a characteristic of a group of objects ("power", "mana
    value") and the group, worded by the subclass's template (CR 208, 202.3)."""

    stat: str
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], span=span)


@attrs.frozen
class GreatestStat(StatAmong):
    """ "the greatest power among creatures you control" (CR 208)."""

    rules = ("greatest_stat",)
    template = "the greatest {stat} among {object}"


@attrs.frozen
class ThatNumber(FixedPhrase):
    """ "that number": an amount named earlier in the ability."""

    rules = ("that_number",)


@attrs.frozen
class OnTheBattlefield(FixedPhrase):
    """ "on the battlefield" after an object: "creatures on the battlefield" (CR 403)."""

    rules = ("on_the_battlefield",)


# ---- replacement effects: the events they replace (CR 614.1a)


@attrs.frozen
class PlayerWouldCondition(Node):
    """CR 614.1a: "[player] would [event]": "If you would draw a card"."""

    rules = ("player_would_condition",)
    template = "{player} would {event}"
    player: Node
    event: Node


@attrs.frozen
class WouldDraw(Node):
    """CR 121.6, 614.11: a draw a replacement effect replaces."""

    rules = ("would_draw",)
    template = "draw {cards}"
    cards: Node

    pick = (1,)


@attrs.frozen
class WouldGainLife(Node):
    """CR 119.10: a life gain a replacement effect replaces."""

    rules = ("would_gain_life",)
    template = "gain life"


@attrs.frozen
class WouldLoseLife(Node):
    """CR 119.10: a life loss a replacement effect replaces."""

    rules = ("would_lose_life",)
    template = "lose life"


@attrs.frozen
class WouldDie(Node):
    """CR 700.4, 614.6: "would die"."""

    rules = ("would_die",)
    template = "die"


@attrs.frozen
class WouldBeDestroyed(Node):
    """CR 701.8, 614.8: "would be destroyed", "would be sacrificed", ... (regeneration and
    similar replacements)."""

    rules = ("would_be_destroyed",)
    template = "be {participle}"
    participle: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), span=span)


@attrs.frozen
class WouldDealDamage(Node):
    """CR 614.1a, 615: "would deal damage to a permanent or player"."""

    rules = ("would_deal_damage",)
    kind: str
    recipient: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[1]).lower(), children[2], span=span)

    def render(self) -> str:
        return join(("deal", self.kind, "to" if self.recipient else None, self.recipient))


@attrs.frozen
class DescOrPlayer(Node):
    """ "permanent or player": an object or a player that damage is dealt to (CR 120.1)."""

    rules = ("desc_or_player",)
    word: Node
    player_noun: str
    conjunction: str = "or"  # or "and/or"
    plural = False

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[2]).lower(), str(children[1]).lower(), span=span)

    def render(self) -> str:
        return f"{self.word.render()} {self.conjunction} {self.player_noun}"


@attrs.frozen
class DealMultipliedDamage(Node):
    """CR 614.1a: "deals double that damage to [recipient]", "deals twice that much damage"
    (a replacement's result)."""

    rules = ("deal_multiplied_damage",)
    multiplier: str
    kind: str
    recipient: Node | None = None
    much: bool = False

    @classmethod
    def build(cls, children, span, **fixed):
        much = children[2] is not None
        kind, recipient = children[3], children[4] if len(children) > 4 else None
        return cls(str(children[1]).lower(), str(kind).lower(), recipient, much, span=span)

    def render(self) -> str:
        to = ("to", self.recipient) if self.recipient is not None else ()
        much = ("much",) if self.much else ()
        return join((verb("<deal|deals>"), self.multiplier, "that", *much, self.kind, *to))


@attrs.frozen
class DealDamagePlus(Node):
    """CR 614.1a: "deals that much damage plus 1 to [recipient]", "deals that much damage
    plus 2" (the recipient of the replaced event)."""

    rules = ("deal_damage_plus",)
    kind: str
    amount: Node
    recipient: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        recipient = children[3] if len(children) > 3 else None
        return cls(str(children[1]).lower(), children[2], recipient, span=span)

    def render(self) -> str:
        to = ("to", self.recipient) if self.recipient is not None else ()
        return join((verb("<deal|deals>"), "that much", self.kind, "plus", self.amount, *to))


@attrs.frozen
class GainMultipliedLife(Node):
    """CR 614.1a, 119.10: "gain twice that much life"."""

    rules = ("gain_multiplied_life",)
    multiplier: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[1]).lower(), span=span)

    def render(self) -> str:
        return f"{verb('<gain|gains>')} {self.multiplier} that much life"


@attrs.frozen
class GainLifePlus(Node):
    """CR 614.1a, 119.10: "gain that much life plus 1"."""

    rules = ("gain_life_plus",)
    amount: Node

    pick = (1,)

    def render(self) -> str:
        return f"{verb('<gain|gains>')} that much life plus {self.amount.render()}"


# ---- prevention effects (CR 615)


@attrs.frozen
class PreventThatDamage(Node):
    """CR 615.1a: "prevent that damage" (the damage a "would" condition named)."""

    rules = ("prevent_that_damage",)
    kind: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[1]).lower(), span=span)

    def render(self) -> str:
        return f"{verb('<prevent|prevents>')} that {self.kind}"


@attrs.frozen
class PreventToAndBy(Node):
    """CR 615: "prevent all combat damage that would be dealt to and dealt by [object]"."""

    rules = ("prevent_to_and_by",)
    kind: str
    object: Node
    duration: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[1]).lower(), children[2], children[3], span=span)

    def render(self) -> str:
        return join((verb("<prevent|prevents>"), "all", self.kind,
                     "that would be dealt to and dealt by", self.object,
                     self.duration))  # fmt: skip


@attrs.frozen
class PreventDamageRoute(Node):
    """CR 615: prevent all damage that would be dealt with a recipient, a source and a
    duration in either order ("this turn to creatures you control", "to this creature by
    creatures")."""

    rules = (("prevent_damage_between", {"duration_first": False}),
             ("prevent_damage_duration_first", {"duration_first": True}),
             ("prevent_damage_recipient_duration", {"duration_first": False}))  # fmt: skip
    kind: str
    parts: tuple[Node, ...]

    @classmethod
    def build(cls, children, span, duration_first=False):
        parts = tuple(c for c in children[2:] if c is not None)
        return cls(str(children[1]).lower(), parts, span=span)

    def render(self) -> str:
        return join((verb("<prevent|prevents>"), "all", self.kind, "that would be dealt",
                     *self.parts))  # fmt: skip


@attrs.frozen
class NextTimeSentence(Node):
    """CR 615.7, 614.1a: "The next time [event], [effect]." — a one-shot replacement or
    prevention shield."""

    rules = ("next_time_sentence",)
    condition: Node
    clauses: Node

    def render(self) -> str:
        body = agreeing(None, self.clauses.render)
        return f"the next time {self.condition.render()}, {body}."


@attrs.frozen
class RedirectClause(Node):
    """CR 614.9: damage "is dealt to [object] instead" — a redirection effect."""

    rules = ("redirect_clause",)
    damage: Node
    recipient: Node

    pick = (0, 2)

    def render(self) -> str:
        return f"{self.damage.render()} is dealt to {self.recipient.render()} instead"


@attrs.frozen
class DamageSubject(Node):
    """The damage a redirection moves: "all damage that would be dealt to you", "the next
    1 damage that would be dealt to this creature this turn", "that damage" (CR 614.9)."""

    rules = (("damage_subject", {"form": "all"}), ("next_damage_subject", {"form": "next"}),
             ("that_damage_subject", {"form": "that"}))  # fmt: skip
    kind: str
    amount: Node | None = None
    route: Node | None = None
    form: str = "all"
    determiner: str | None = None

    @classmethod
    def build(cls, children, span, form="all"):
        if form == "next":
            return cls(str(children[1]).lower(), children[0], children[2], form, span=span)
        if form == "that":
            det = str(children[0]).lower()
            return cls(str(children[1]).lower(), None, None, form, det, span=span)
        return cls(str(children[0]).lower(), None, children[1], form, span=span)

    def render(self) -> str:
        if self.form == "that":
            return f"{self.determiner} {self.kind}"
        head = "all" if self.form == "all" else f"the next {self.amount.render()}"
        return join((head, self.kind, "that would be dealt", self.route))


@attrs.frozen
class DamageRoute(Node):
    """Recipients, sources and a duration of damage, in their written order."""

    rules = ("damage_route",)
    parts: tuple[Node, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(tuple(c for c in children if c is not None), span=span)

    def render(self) -> str:
        return join(self.parts)


@attrs.frozen
class DamageWouldCondition(Node):
    """CR 615, 614.1a: "damage would be dealt to [object]"."""

    rules = ("damage_would_condition",)
    kind: str
    route: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], span=span)

    def render(self) -> str:
        return f"{self.kind} would be dealt {self.route.render()}"


# ---- abilities, P/T, copy, type and color changes (CR 613)


@attrs.frozen
class LoseAllAbilities(Node):
    """CR 613.1f (layer 6): "loses all abilities"."""

    rules = (("lose_all_abilities", {"other": False}), ("lose_all_types", {"other": True}))
    noun: str
    other: bool = False

    @classmethod
    def build(cls, children, span, other=False):
        noun = " ".join(str(c).lower() for c in children[1:] if c is not None)
        return cls(noun, other, span=span)

    def render(self) -> str:
        return join((verb("<lose|loses>"), "all", "other" if self.other else None, self.noun))


@attrs.frozen
class HaveBasePT(Node):
    """CR 613.4b (layer 7b): "has base power and toughness 1/1"."""

    rules = ("have_base_pt",)
    base: Node

    pick = (1,)

    def render(self) -> str:
        return f"{verb('<have|has>')} {self.base.render()}"


@attrs.frozen
class BasePT(Node):
    """CR 613.4b: "base power and toughness 3/3" or "base power 0"."""

    rules = (("base_pt", {}), ("base_stat", {}))
    stat: str
    value: Node | str

    @classmethod
    def build(cls, children, span, **fixed):
        if len(children) == 3:  # STAT STAT PT
            return cls("power and toughness", str(children[2]), span=span)
        return cls(str(children[0]).lower(), children[1], span=span)

    def render(self) -> str:
        return f"base {self.stat} {text(self.value)}"


@attrs.frozen
class WithBasePT(Node):
    """ "with base power and toughness 1/1" after a type (CR 613.4b)."""

    rules = ("with_base_pt",)
    template = "with {base}"
    base: Node


@attrs.frozen
class BecomeCopy(Node):
    """CR 707.2, 613.1a (layer 1): "becomes a copy of [object]"."""

    rules = ("become_copy",)
    object: Node
    exception: Node | None = None

    pick = (2, 3)

    def render(self) -> str:
        return f"{verb('<become|becomes>')} a copy of {self.object.render()}{text(self.exception)}"


@attrs.frozen
class EnterAsCopy(Node):
    """CR 707.5, 614.1c: "have [object] enter as a copy of [object]"."""

    rules = ("enter_as_copy",)
    object: Node
    original: Node
    exception: Node | None = None

    pick = (1, 4, 5)

    def render(self) -> str:
        return (
            f"{verb('<have|has>')} {self.object.render()} enter as a copy of "
            f"{self.original.render()}{text(self.exception)}"
        )


@attrs.frozen
class IsType(Node):
    """CR 613.1d-e (layers 4-5), 205.1: an object "is" a type, with P/T, abilities and
    riders: "is an artifact creature with power and toughness each equal to its mana
    value", "are Plains", "is the chosen type in addition to its other types"."""

    rules = (("is_type", {"form": "spec"}), ("is_plain_type", {"form": "plain"}),
             ("is_bare_type", {"form": "bare"}),
             ("is_chosen_type", {"form": "chosen"}),
             ("is_every_type", {"form": "every"}),
             ("is_plural_type", {"form": "plural"}))  # fmt: skip
    parts: tuple
    form: str = "spec"

    @classmethod
    def build(cls, children, span, form="spec"):
        parts = tuple(c if isinstance(c, Node) else str(c).lower() for c in children[1:]
                      if c is not None)  # fmt: skip
        return cls(parts, form, span=span)

    def render(self) -> str:
        head = verb("<are|is>")
        if self.form == "chosen":
            return join((head, "the chosen", *self.parts))
        return join((head, *self.parts))


@attrs.frozen
class TypeSpec(Node):
    """A type with its riders: "a Treefolk with base power and toughness 0/4",
    "an artifact in addition to its other types" (CR 205.1)."""

    rules = ("type_spec", "plain_type_spec")
    quantity: Node
    pt: str | None
    descriptor: Node
    abilities: Node | None
    riders: tuple[Node, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        quantity, pt, descriptor, abilities, *riders = children
        return cls(quantity, str(pt) if pt else None, descriptor, abilities, tuple(riders),
                   span=span)  # fmt: skip

    def render(self) -> str:
        return join((self.quantity, self.pt, self.descriptor, self.abilities, *self.riders))


@attrs.frozen
class BecomesPlural(Node):
    """CR 613.1d-f, 205.1: objects become plural types, without an article ("become 1/1
    creatures", "become Swamps", "become artifact creatures with base power and toughness
    5/5")."""

    rules = ("becomes_plural",)
    pt: str | None
    descriptor: Node
    abilities: Node | None
    riders: tuple[Node, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        _, pt, descriptor, abilities, *riders = children
        return cls(str(pt) if pt else None, descriptor, abilities, tuple(riders), span=span)

    def render(self) -> str:
        return join(("become", self.pt, self.descriptor, self.abilities, *self.riders))


@attrs.frozen
class BecomesColorless(Node):
    """CR 105.2c, 613.1e: an object "becomes colorless" (it has no color)."""

    rules = ("becomes_colorless",)
    template = "<become|becomes> colorless"


@attrs.frozen
class BecomesType(Node):
    """CR 613.1d-e: "becomes [type] with [riders]"."""

    rules = ("becomes_type",)
    spec: Node

    pick = (1,)

    def render(self) -> str:
        return f"{verb('<become|becomes>')} {self.spec.render()}"


@attrs.frozen
class InAddition(Node):
    """CR 205.1b: "in addition to its other types" (the new types don't replace the old)."""

    rules = ("in_addition",)
    possessor: str
    kind: str | None
    noun: str

    @classmethod
    def build(cls, children, span, **fixed):
        pos, kind, noun = children
        return cls(str(pos).lower(), str(kind).lower() if kind else None, str(noun).lower(),
                   span=span)  # fmt: skip

    def render(self) -> str:
        return join(("in addition to", self.possessor, "other", self.kind, self.noun))


@attrs.frozen
class WithStatsEqual(Node):
    """CR 208.2a: "with power and toughness each equal to [amount]"."""

    rules = ("with_stats_equal",)
    amount: Node

    pick = (-1,)

    def render(self) -> str:
        return f"with power and toughness each equal to {self.amount.render()}"


@attrs.frozen
class StillType(Node):
    """CR 205.1b: "that's still a land" — the object keeps its old type."""

    rules = ("still_type",)
    connective: str
    quantity: Node | None
    descriptor: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], children[2], span=span)

    def render(self) -> str:
        return join((self.connective, "still", self.quantity, self.descriptor))


@attrs.frozen
class StillSentence(Node):
    """CR 205.1b: "It's still a land." after an effect that makes a land a creature."""

    rules = ("still_sentence",)
    pronoun: str
    quantity: Node | None
    descriptor: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], children[2], span=span)

    def render(self) -> str:
        return join((self.pronoun, "still", self.quantity, self.descriptor)) + "."


@attrs.frozen
class SwitchPT(Node):
    """CR 613.4d (layer 7d): "switch [object]'s power and toughness"."""

    rules = ("switch_pt",)
    possessor: Node

    pick = (1,)

    def render(self) -> str:
        return f"{verb('<switch|switches>')} {self.possessor.render()} power and toughness"


@attrs.frozen
class BecomesColor(Node):
    """CR 613.1e (layer 5), 105.3: "becomes blue in addition to its other colors"."""

    rules = ("becomes_color",)
    colors: tuple[str, ...]
    in_addition: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        colors = tuple(str(c).lower() for c in children[1:] if isinstance(c, str))
        extra = children[-1] if isinstance(children[-1], Node) else None
        return cls(colors, extra, span=span)

    def render(self) -> str:
        return join((verb("<become|becomes>"), series(self.colors, "and"), self.in_addition))


@attrs.frozen
class TimedWouldCondition(Node):
    """CR 614.1a, 611.2a: a "would" condition limited in time, "would die this turn"."""

    rules = ("timed_would_condition",)
    template = "{condition} {duration}"
    condition: Node
    duration: Node


@attrs.frozen
class PreventNextDurationFirst(Node):
    """CR 615.7: "prevent the next 4 damage that would be dealt this turn to [object]"."""

    rules = ("prevent_next_duration_first",)
    amount: Node
    kind: str
    duration: Node
    recipient: Node

    @classmethod
    def build(cls, children, span, **fixed):
        _, amount, kind, duration, recipient = children
        return cls(amount, str(kind).lower(), duration, recipient, span=span)

    def render(self) -> str:
        return join((verb("<prevent|prevents>"), "the next", self.amount, self.kind,
                     "that would be dealt", self.duration, self.recipient))  # fmt: skip


@attrs.frozen
class PreventSomeOfThat(Node):
    """CR 615.7: "prevent 1 of that damage"."""

    rules = ("prevent_some_of_that",)
    amount: Node
    kind: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], str(children[2]).lower(), span=span)

    def render(self) -> str:
        return f"{verb('<prevent|prevents>')} {self.amount.render()} of that {self.kind}"


@attrs.frozen
class PreventDamageBySource(Node):
    """CR 615: "prevent all damage [source] would deal [to ...] [this turn]"."""

    rules = ("prevent_damage_by_source",)
    kind: str
    source: Node
    deal: str
    recipient: Node | None = None
    duration: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        _, kind, source, deal, recipient, duration = children
        return cls(str(kind).lower(), source, str(deal).lower(), recipient, duration,
                   span=span)  # fmt: skip

    def render(self) -> str:
        to = ("to", self.recipient) if self.recipient is not None else ()
        return join((verb("<prevent|prevents>"), "all", self.kind, self.source, "would",
                     self.deal, *to, self.duration))  # fmt: skip


@attrs.frozen
class ContractedTypeClause(Node):
    """CR 205.1b: "it's a creature in addition to its other types"."""

    rules = ("contracted_type_clause",)
    pronoun: str
    spec: Node
    #: "for as long as it has a flood counter on it" (CR 611.2b)
    as_long_as: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        tail = children[2] if len(children) > 2 else None
        return cls(str(children[0]).lower(), children[1], tail, span=span)

    def render(self) -> str:
        tail = f" {self.as_long_as.render()}" if self.as_long_as is not None else ""
        return f"{self.pronoun} {self.spec.render()}{tail}"


@attrs.frozen
class DamageCantBePrevented(Node):
    """CR 615.12: "Damage can't be prevented this turn."."""

    rules = ("damage_cant_be_prevented",)
    damage: Node
    duration: Node | None = None

    pick = (0, 2)

    def render(self) -> str:
        return join((self.damage, "can't be prevented", self.duration))


@attrs.frozen
class DamageRef(Node):
    """Damage as the subject of a rule: "damage", "the damage", "damage that would be dealt
    by this creature" (CR 120)."""

    rules = (("damage_ref", {}), ("the_damage_ref", {}))
    determiner: str | None
    kind: str
    route: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        if len(children) == 2 and isinstance(children[1], str):  # DAMAGE_DET DAMAGE_KIND
            return cls(str(children[0]).lower(), str(children[1]).lower(), span=span)
        return cls(None, str(children[0]).lower(), children[1], span=span)

    def render(self) -> str:
        that = "that would be dealt" if self.route is not None else None
        return join((self.determiner, self.kind, that, self.route))


@attrs.frozen
class BecomesChosen(Node):
    """CR 613.1d-e: "becomes the creature type of your choice", "becomes the color or
    colors of your choice"."""

    rules = ("becomes_chosen",)
    descriptor: Node | None
    noun: str
    alternative: str | None
    choice: Node
    in_addition: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        _, desc, noun, _or, alt, choice, extra = children
        return cls(desc, str(noun).lower(), str(alt).lower() if alt else None, choice, extra,
                   span=span)  # fmt: skip

    def render(self) -> str:
        alt = ("or", self.alternative) if self.alternative else ()
        return join((verb("<become|becomes>"), "the", self.descriptor, self.noun, *alt,
                     self.choice, self.in_addition))  # fmt: skip


@attrs.frozen
class HaveDo(Node):
    """ "have [object] [action]": a player has an object act, "you may have target creature
    get +2/+0 until end of turn" (the object's verbs take the base form)."""

    rules = ("have_do",)
    object: Node
    actions: tuple[Node, ...]
    duration: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[1], tuple(children[2:-1]), children[-1], span=span)

    def render(self) -> str:
        body = agreeing(None, lambda: " and ".join(a.render() for a in self.actions))
        return join((verb("<have|has>"), self.object, body, self.duration))


@attrs.frozen
class DamageThisWay(Node):
    """ "the damage prevented this way", "the damage dealt this way" (CR 615.5, 120)."""

    rules = ("damage_this_way",)
    determiner: str
    kind: str
    participle: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(*(str(c).lower() for c in children[:3]), span=span)

    def render(self) -> str:
        return f"{self.determiner} {self.kind} {self.participle} this way"


@attrs.frozen
class WouldEnter(Node):
    """CR 614.1c, 614.12: "would enter" (the battlefield)."""

    rules = ("would_enter",)
    template = "enter"


@attrs.frozen
class CopyException(Node):
    """CR 707.9: an exception to a copy effect, ", except it has haste"."""

    rules = ("copy_exception",)
    clause: Node

    def render(self) -> str:
        return f", except {agreeing(None, self.clause.render)}"


@attrs.frozen
class InsteadSentence(Node):
    """CR 614.1a: "If [condition], instead [effect]."."""

    rules = ("instead_sentence",)
    condition: Node
    clauses: Node

    pick = (0, 2)

    def render(self) -> str:
        body = agreeing(None, self.clauses.render)
        return f"if {self.condition.render()}, instead {body}."


@attrs.frozen
class EntersWithAdditional(Node):
    """CR 614.1c, 122.6: "enters with an additional +1/+1 counter on it"."""

    rules = ("enters_with_additional",)
    quantity: Node
    amount: Node | None
    kind: Node
    noun: str
    pronoun: Node

    @classmethod
    def build(cls, children, span, **fixed):
        _, quantity, amount, kind, noun, pronoun = children
        return cls(quantity, amount, kind, str(noun).lower(), pronoun, span=span)

    def render(self) -> str:
        return join((verb("<enter|enters>"), "with", self.quantity, "additional", self.amount,
                     self.kind, self.noun, "on", self.pronoun))  # fmt: skip


@attrs.frozen
class CountersWouldCondition(Node):
    """CR 614.1a, 122.6: "one or more +1/+1 counters would be put on [object]"."""

    rules = ("counters_would_condition",)
    determiner: Node
    kind: Node
    noun: str
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        det, kind, noun, _put, obj = children
        return cls(det, kind, str(noun).lower(), obj, span=span)

    def render(self) -> str:
        return join((self.determiner, self.kind, self.noun, "would be put on", self.object))


@attrs.frozen
class CountersPutInstead(Node):
    """CR 614.1a: "that many plus one +1/+1 counters are put on it instead"."""

    rules = ("counters_put_instead",)
    counters: Node
    object: Node

    pick = (0, 3)

    def render(self) -> str:
        return f"{self.counters.render()} are put on {self.object.render()} instead"


@attrs.frozen
class CountersResult(Node):
    """ "twice that many +1/+1 counters", "that many plus one +1/+1 counters", "that many
    −1/−1 counters minus one" (CR 614.1a)."""

    rules = ("counters_result",)
    multiplier: str | None
    plus: Node | None
    kind: Node
    noun: str
    minus: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        mult, plus, kind, noun, minus = children
        return cls(str(mult).lower() if mult else None, plus, kind, str(noun).lower(), minus,
                   span=span)  # fmt: skip

    def render(self) -> str:
        plus = ("plus", self.plus) if self.plus is not None else ()
        minus = ("minus", self.minus) if self.minus is not None else ()
        return join((self.multiplier, "that many", *plus, self.kind, self.noun, *minus))


@attrs.frozen
class CountAmong(Node):
    """ "the number of basic land types among lands you control" (CR 305.6, 205.2)."""

    rules = ("count_among",)
    descriptor: Node | None
    noun: str
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[1]).lower(), children[2], span=span)

    def render(self) -> str:
        return join(("the number of", self.descriptor, self.noun, "among", self.object))


@attrs.frozen
class TotalStat(Node):
    """ "the total power of creatures you control" (CR 208)."""

    rules = ("total_stat",)
    stat: str
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], span=span)

    def render(self) -> str:
        return f"the total {self.stat} of {self.object.render()}"


@attrs.frozen
class StatOfObject(Node):
    """ "the mana value of that card", "the power of the exiled card" (CR 202.3, 208)."""

    rules = ("stat_of_object",)
    stat: str
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], span=span)

    def render(self) -> str:
        return f"the {self.stat} of {self.object.render()}"
