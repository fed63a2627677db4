"""Replacement effects (CR 614): on entering the battlefield (CR 614.1c) and designations a
permanent enters with or becomes; escape's replacement effect (CR 702.138c), "as it
enters" (CR 614.12), tokens created and mana produced instead; a replacement's event
limited by a condition holding at the same time ("would be dealt damage while ...", CR
614.1a), and the acts "If [a player] would [act]" replaces. The grammar is
grammar/replacements.lark; "If they don't" with a pronoun subject reuses DidCondition
(CR 608.2c)."""

from __future__ import annotations

import attrs

from .base import Node, agreeing, fill, join
from .objects import FixedParts


@attrs.frozen
class EntersTappedAttacking(FixedParts):
    """CR 614.1c, 508.4: "enters tapped and attacking that player" — put onto the
    battlefield attacking, never declared as an attacker."""

    rules = ("enters_tapped_attacking",)


@attrs.frozen
class EntersPrepared(FixedParts):
    """ "enters prepared" — the prepared designation of Secrets of Strixhaven creatures
    ("While it's prepared, you may cast a copy of its spell"), newer than the CR text at
    hand; like "enters tapped" (CR 614.1c) it applies as the permanent enters."""

    rules = ("enters_prepared",)


@attrs.frozen
class BecomesPrepared(FixedParts):
    """ "this creature becomes prepared" — it gains the prepared designation (see
    :class:`EntersPrepared`)."""

    rules = ("becomes_prepared",)


@attrs.frozen
class EscapesWith(Node):
    """CR 702.138c: "[This permanent] escapes with [counters] on it" — it enters with
    them if it was cast with escape."""

    rules = ("escapes_with",)
    template = "<escape|escapes> with {counters} on {pronoun}"
    counters: Node
    pronoun: Node


@attrs.frozen
class EscapesWithAbility(Node):
    """CR 702.138c: "[This permanent] escapes with "[ability]"" — it has that ability if it
    was cast with escape."""

    rules = ("escapes_with_ability",)
    template = "<escape|escapes> with {ability}"
    ability: Node


@attrs.frozen
class NextCastEvent(Node):
    """CR 603.7c: "you next cast [a spell]" — the event of a delayed triggered
    ability that triggers only once."""

    rules = ("next_cast_event",)
    player: Node
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], children[2], span=span)

    def render(self) -> str:
        return agreeing(
            self.player, lambda: fill("{player} next <cast|casts> {object}", self)
        )


@attrs.frozen
class AsItEntersSentence(Node):
    """CR 614.12: "As it enters, [effect]." after another sentence of the same ability
    ("This land enters tapped. As it enters, choose a color.")."""

    rules = ("as_it_enters_sentence",)
    pronoun: Node
    clauses: Node

    pick = (1, 3)

    def render(self) -> str:
        return f"as {self.pronoun.render()} enters, {agreeing(None, self.clauses.render)}."


@attrs.frozen
class AsEventAbility(Node):
    """CR 614.12, 708.8: "As [this permanent] is turned face up, [effect]." — like "As
    [this] enters", a replacement effect that modifies how the event happens."""

    rules = ("as_event_ability",)
    event: Node
    effects: Node

    def render(self) -> str:
        return f"As {self.event.render()}, {self.effects.render_continuing()}"


@attrs.frozen
class ProducedMana(FixedParts):
    """The mana a replacement effect makes a source produce ("{B}", "colorless mana",
    "mana of a color of your choice") (CR 106.12)."""

    rules = ("produced_mana",)


@attrs.frozen
class ProducesInstead(Node):
    """CR 106.12, 614.1a: "it produces {B} instead of any other type [and amount]" / "it
    produces colorless mana instead of white mana" — a replacement of the mana a source
    produces."""

    rules = (("produces_instead", {}), ("produces_instead_of_color", {"of_color": True}))
    mana: Node
    replaced: str
    and_amount: bool = False
    of_color: bool = False

    @classmethod
    def build(cls, children, span, of_color=False):
        mana, replaced = children[1], str(children[3]).lower()
        and_amount = not of_color and children[4] is not None
        return cls(mana, replaced, and_amount, of_color, span=span)

    def render(self) -> str:
        head = fill("<produce|produces> {mana} instead of", self)
        if self.of_color:
            return f"{head} {self.replaced} mana"
        return f"{head} any other {self.replaced}" + (" and amount" if self.and_amount else "")


@attrs.frozen
class CardExceptFirst(Node):
    """CR 121.2, 504.1: "a card except the first one you draw in each of your draw steps"
    — every draw but the turn-based one."""

    rules = ("card_except_first",)
    cards: Node
    player: Node
    possessive: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], children[2], str(children[4]).lower(), span=span)

    def render(self) -> str:
        drawer = agreeing(self.player, lambda: fill("{player} <draw|draws>", self))
        return (f"{self.cards.render()} except the first one {drawer} in each of "
                f"{self.possessive} draw steps")  # fmt: skip


@attrs.frozen
class SkipDraw(FixedParts):
    """CR 614.1b, 614.10: "skip that draw" — a replacement effect skipping the draw it
    replaces."""

    rules = ("skip_draw",)


# ---- tokens created (CR 111.1, 614.1a)


@attrs.frozen
class CreatedWith(Node):
    """CR 607.2a: "tokens created with this enchantment" — linked to the ability that
    created them."""

    rules = ("created_with",)
    template = "created with {object}"
    object: Node

    pick = (1,)


@attrs.frozen
class CreatedCondition(Node):
    """CR 111.1: "if you created a token this turn"."""

    rules = ("created_condition",)
    template = "{player} created {object} {duration}"
    player: Node
    object: Node
    duration: Node

    pick = (0, 2, 3)


@attrs.frozen
class WouldBeCreated(Node):
    """CR 614.1a: the replaced event "would be created [under your control]"."""

    rules = ("would_be_created",)
    template = "be created[ {control}]"
    control: Node | None = None

    pick = (1,)


@attrs.frozen
class TokensCreatedInstead(Node):
    """CR 614.1a: "twice that many of those tokens are created instead" — the tokens a
    replacement effect creates in place of the replaced ones."""

    rules = ("tokens_created_instead",)
    template = "{result} {verb} created instead"
    result: Node
    verb: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[1]).lower(), span=span)


@attrs.frozen
class CreatedResult(Node):
    """CR 614.1a: "twice that many of those tokens"."""

    rules = ("created_result",)
    template = "{multiplier} that many of {object}"
    multiplier: str
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], span=span)


@attrs.frozen
class ThatManyTokens(Node):
    """CR 614.1a: "[those tokens plus] that many 1/1 green Squirrel creature tokens"."""

    rules = ("that_many_tokens",)
    template = "[{base} plus ]that many {tokens}"
    base: Node | None
    tokens: Node


@attrs.frozen
class AugmentTriggerHalf(Node):
    """The trigger half of an augment card's ability ("Whenever this creature blocks,"):
    a triggered ability (CR 603.1) whose effect the host card supplies."""

    rules = ("augment_trigger_half",)
    trigger_word: str
    event: Node
    condition: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], children[2], span=span)

    def render(self) -> str:
        if_part = f" if {self.condition.render()}," if self.condition is not None else ""
        return f"{self.trigger_word} {self.event.render()},{if_part}"


@attrs.frozen
class AugmentCostHalf(Node):
    """The cost half of an augment card's ability ("{2}{B}, Exile a creature card from
    your graveyard:"): an activated ability (CR 602.1) whose effect the host supplies."""

    rules = ("augment_cost_half",)
    template = "{costs}:"
    costs: Node


@attrs.frozen
class ThatShareMutual(Node):
    """CR 105.4, 205.3: "that share a card type" — the objects share it with each other."""

    rules = ("that_share_mutual",)
    verb: str
    amount: Node
    kind: str | None
    characteristic: str

    @classmethod
    def build(cls, children, span, **fixed):
        verb, amount, kind, characteristic = children
        kind = str(kind).lower() if kind is not None else None
        return cls(str(verb).lower(), amount, kind, str(characteristic).lower(), span=span)

    def render(self) -> str:
        return join(("that", self.verb, self.amount, self.kind, self.characteristic))


@attrs.frozen
class LegendRuleNotApply(Node):
    """CR 704.5j: "the "legend rule" doesn't apply [to permanents you control]"."""

    rules = ("legend_rule_not_apply",)
    template = 'the "legend rule" doesn\'t apply[ to {object}]'
    object: Node | None = None

    pick = (3,)


@attrs.frozen
class WhileWouldCondition(Node):
    """CR 614.1a: a "would" event replaced only while a condition holds ("If you would draw
    a card while your library has no cards in it")."""

    rules = ("while_would_condition",)
    template = "{event} while {condition}"
    event: Node
    condition: Node


@attrs.frozen
class WhileEvent(Node):
    """CR 603.2, 603.4: a trigger event that counts only while a condition holds ("Whenever
    you tap a land for mana while you're the monarch")."""

    rules = ("while_event",)
    template = "{event} while {condition}"
    event: Node
    condition: Node


@attrs.frozen
class NoKindQuality(FixedParts):
    """CR 113.1: an object "with no abilities"."""

    rules = ("no_kind_quality",)


@attrs.frozen
class GainNoLife(FixedParts):
    """CR 119.7, 614.1a: a replacement's result, "that player gains no life instead"."""

    rules = ("gain_no_life",)


@attrs.frozen
class ZoneEmptyCondition(FixedParts):
    """CR 401.1, 104.3c: a zone holds no cards ("your library has no cards in it")."""

    rules = ("zone_empty_condition",)


@attrs.frozen
class WouldBeDealtDamage(FixedParts):
    """CR 614.1a, 120.3: the replaced event "would be dealt damage"."""

    rules = ("would_be_dealt_damage",)


@attrs.frozen
class PlayerDealtDamage(Node):
    """CR 120: a player named by damage dealt to them ("each player dealt damage this
    way", "target player dealt damage by this creature this turn")."""

    rules = ("player_dealt_damage",)
    template = "{player} {dealt}"
    player: Node
    dealt: Node

    @property
    def third_person(self) -> bool:
        return bool(getattr(self.player, "third_person", False))

    @property
    def plural(self) -> bool:
        return bool(getattr(self.player, "plural", False))


@attrs.frozen
class ObjectDealtCondition(FixedParts):
    """CR 120: damage an object dealt earlier ("if this creature dealt damage to an opponent
    this turn", "if it has dealt 10 or more damage to that player this turn")."""

    rules = ("object_dealt_condition",)


@attrs.frozen
class DamageDealtAmount(Node):
    """CR 120, 107.1: the amount of damage dealt ("the damage dealt to you this turn")."""

    rules = ("damage_dealt_amount",)
    template = "{det} {kind} dealt {route}"
    det: str
    kind: str
    route: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), str(children[1]).lower(), children[2], span=span)


@attrs.frozen
class IsNoLonger(FixedParts):
    """CR 205.4, 613.1d: a type or supertype removed, "All lands are no longer snow."."""

    rules = ("is_no_longer",)


@attrs.frozen
class BareProtection(FixedParts):
    """CR 702.16: the keyword "protection" named on its own (each of its instances) in a
    list of keywords."""

    rules = ("bare_protection",)


@attrs.frozen
class WouldAct(Node):
    """CR 614.1a, 614.6: the event a replacement effect replaces, a player's act written as
    the verb phrase of an effect after "would": "If you would create a Fish token",
    "If an opponent would mill one or more cards", "If you would proliferate"."""

    rules = ("would_act",)
    action: Node

    def render(self) -> str:
        return agreeing(None, self.action.render)


@attrs.frozen
class WouldActOptions(Node):
    """CR 614.1a, 701.55: "If an opponent would face a villainous choice"."""

    rules = ("would_act_options",)
    template = "face a villainous choice"


@attrs.frozen
class WouldActObject(Node):
    """CR 614.1a: an object's act after "would": "If a creature you control would explore"
    (CR 701.44), "would connive" (CR 701.50)."""

    rules = ("would_act_object",)
    action: Node

    def render(self) -> str:
        return agreeing(None, self.action.render)
