"""Choices (CR 700.2, 107.1c, 205.3m) and what they name: any number of objects, any amount
paid, a creature type of one's choice; abilities of objects (CR 113, 602), clash results
(CR 701.30), divided damage among targets (CR 601.2d). The grammar is
grammar/choices.lark."""

from __future__ import annotations

import attrs

from .base import Node, agreeing, capitalize, verb
from .effects import ForEach, ForEachSentence
from .objects import FixedParts, FixedPhrase, ObjectRef

# ---- clash (CR 701.30)


@attrs.frozen
class ClashWonCondition(Node):
    """CR 701.30: "if you win" after a clash — the player revealed the card with the
    higher mana value."""

    rules = ("clash_won_condition",)
    player: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], span=span)

    def render(self) -> str:
        return f"{self.player.render()} {'wins' if self.player.third_person else 'win'}"


# ---- abilities of objects (CR 113.1, 602.5)


@attrs.frozen
class AbilitiesOf(ObjectRef):
    """CR 113.1, 602.5: the activated or triggered abilities of objects ("activated
    abilities of artifacts", "its activated abilities with {T} in their costs", "all
    activated abilities of all creature cards in all graveyards")."""

    rules = (
        ("abilities_of", {"form": "of"}),
        ("possessed_abilities", {"form": "possessed"}),
        ("all_abilities_of", {"form": "all of"}),
    )
    kind: str
    owner: Node
    tap_in_costs: Node | None = None
    form: str = "of"
    plural = True

    @classmethod
    def build(cls, children, span, form="of"):
        if form == "possessed":
            owner, kind, tap = children
            return cls(str(kind).lower(), owner, tap, form, span=span)
        return cls(str(children[0]).lower(), children[1], None, form, span=span)

    def render(self) -> str:
        if self.form == "possessed":
            tap = f" {self.tap_in_costs.render()}" if self.tap_in_costs else ""
            return f"{self.owner.render()} {self.kind}{tap}"
        lead = "all " if self.form == "all of" else ""
        return f"{lead}{self.kind} of {self.owner.render()}"


@attrs.frozen
class TapInCosts(Node):
    """CR 602.1, 107.5: "with {T} in their costs" (abilities whose cost includes the tap
    symbol)."""

    rules = ("tap_in_costs",)
    possessive: str
    costs: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[1]).lower(), str(children[2]).lower(), span=span)

    def render(self) -> str:
        return f"with {{T}} in {self.possessive} {self.costs}"


@attrs.frozen
class HaveAbilitiesOf(Node):
    """CR 113.1, 613.1f: an object has or gains the abilities of other objects ("has all
    activated abilities of all lands on the battlefield")."""

    rules = ("have_abilities_of",)
    verb: str
    abilities: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], span=span)

    def render(self) -> str:
        form = "<have|has>" if self.verb in ("has", "have") else "<gain|gains>"
        return f"{verb(form)} {self.abilities.render()}"


# ---- targets without a type (CR 115.4, 601.2c-d)


@attrs.frozen
class TargetsObject(FixedParts, ObjectRef):
    """CR 115.4, 601.2c: targets of any kind, counted ("any number of targets", "each of up
    to three targets", "any other target")."""

    rules = ("targets_object",)

    @property
    def plural(self) -> bool:  # type: ignore[override]
        return self.parts[-1] == "targets"


@attrs.frozen
class PreventNextDivided(Node):
    """CR 615.7, 601.2d: prevent the next N damage, divided among targets ("Prevent the next
    5 damage that would be dealt this turn to any number of targets, divided as you
    choose")."""

    rules = ("prevent_next_divided",)
    template = (
        "<prevent|prevents> the next {amount} {kind} that would be dealt {duration} "
        "{recipient}, divided as you choose"
    )
    amount: Node
    kind: str
    duration: Node
    recipient: Node

    @classmethod
    def build(cls, children, span, **fixed):
        _, amount, kind, duration, recipient, _ = children
        return cls(amount, str(kind).lower(), duration, recipient, span=span)


@attrs.frozen
class ThatTarget(Node):
    """CR 115.1, 601.2f: spells that target an object ("Spells your opponents cast that
    target this creature")."""

    rules = ("that_target",)
    template = "that target {object}"
    object: Node


@attrs.frozen
class CantBeBlockedExceptDuring(Node):
    """CR 509.1b: a blocking restriction for a time ("can't be blocked this turn except by
    Walls")."""

    rules = ("cant_be_blocked_except_during",)
    template = "can't be blocked {duration} except by {blockers}"
    duration: Node
    blockers: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[2], children[3], span=span)


# ---- other sentence shapes


@attrs.frozen
class AlsoPredicate(Node):
    """CR 608.2c: a predicate with "also", done in addition to an earlier effect ("it also
    gains trample until end of turn")."""

    rules = ("also_predicate",)
    template = "also {predicate}"
    predicate: Node


@attrs.frozen
class PayAnyAmount(Node):
    """CR 107.1c, 119.4: pay an amount the player chooses ("pay any amount of life", "pay
    any amount of mana", "pay any amount of {E}")."""

    rules = ("pay_any_amount",)
    template = "<pay|pays> any amount of {what}"
    what: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[-1]) if str(children[-1]).startswith("{") else
                   str(children[-1]).lower(), span=span)  # fmt: skip


@attrs.frozen
class ChooseAnyNumber(Node):
    """CR 700.2: choose any number of objects ("Choose any number of creatures.")."""

    rules = ("choose_any_number",)
    template = "<choose|chooses> {objects}"
    objects: Node

    pick = (1,)


@attrs.frozen
class OfTheTypedChoice(Node):
    """CR 205.3m: "of the creature type of your choice"."""

    rules = ("of_the_typed_choice",)
    template = "of the {card_type} {noun} of {possessive} choice"
    card_type: str
    noun: str
    possessive: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(*(str(c).lower() for c in children), span=span)


@attrs.frozen
class AllCreatureTypes(Node):
    """CR 205.3m, 613.1c (layer 4): "gains all creature types", "loses all creature
    types"."""

    rules = ("all_creature_types",)
    verb: str
    card_type: str
    noun: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(*(str(c).lower() for c in children), span=span)

    def render(self) -> str:
        form = "<gain|gains>" if self.verb.startswith("gain") else "<lose|loses>"
        return f"{verb(form)} all {self.card_type} {self.noun}"


# ---- amounts of damage (CR 120, 615.7)


@attrs.frozen
class ForEachDamage(ForEach):
    """CR 615.7, 120.4: "for each 1 damage prevented this way" — an amount multiplied by
    an amount of damage."""

    rules = ("for_each_damage",)


@attrs.frozen
class ForEachDamageSentence(ForEachSentence):
    """CR 615.7, 609.3: "For each 1 damage prevented this way, [effect]."."""

    rules = ("for_each_damage_sentence",)


@attrs.frozen
class DamageUnits(ObjectRef):
    """CR 120.4, 615.7: units of damage prevented or dealt ("1 damage prevented this way",
    "1 damage dealt to them", "1 damage dealt to you this turn")."""

    rules = (("damage_prevented_units", {"prevented": True}),
             ("damage_dealt_units", {"prevented": False}))  # fmt: skip
    amount: Node
    kind: str
    recipient: Node | None = None
    duration: Node | None = None
    prevented: bool = False

    @classmethod
    def build(cls, children, span, prevented=False):
        amount, kind, *rest = children
        if prevented:
            return cls(amount, str(kind).lower(), None, None, True, span=span)
        return cls(amount, str(kind).lower(), rest[0], rest[1], False, span=span)

    def render(self) -> str:
        head = f"{self.amount.render()} {self.kind}"
        if self.prevented:
            return f"{head} prevented this way"
        tail = f" {self.duration.render()}" if self.duration else ""
        return f"{head} dealt {self.recipient.render()}{tail}"


@attrs.frozen
class DealThatDamage(Node):
    """CR 614.1a, 120.3: a replacement's new damage event, "deals that damage to you
    instead"."""

    rules = ("deal_that_damage",)
    template = "<deal|deals> that {kind} to {recipient}"
    kind: str
    recipient: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[1]).lower(), children[2], span=span)


# ---- counters, mana, conditions


@attrs.frozen
class PutCountersEvent(Node):
    """CR 122.1, 603.2: "Whenever you put one or more counters on a creature" (one or more
    +1/+1 counters, one or more −1/−1 counters)."""

    rules = ("put_counters_event",)
    player: Node
    amount: Node
    comparator: str
    kind: Node | None
    noun: str
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        player, _, amount, comparator, kind, noun, obj = children
        return cls(player, amount, str(comparator).lower(), kind, str(noun).lower(), obj,
                   span=span)  # fmt: skip

    def render(self) -> str:
        put = "puts" if self.player.third_person else "put"
        kind = f" {self.kind.render()}" if self.kind else ""
        return (f"{self.player.render()} {put} {self.amount.render()} {self.comparator}{kind} "
                f"{self.noun} on {self.object.render()}")  # fmt: skip


@attrs.frozen
class ManaValuesAmong(ObjectRef):
    """CR 202.3: distinct mana values among objects ("five or more mana values among cards
    in your graveyard")."""

    rules = ("mana_values_among",)
    template = "{amount} {comparator} mana values among {among}"
    amount: Node
    comparator: str
    among: Node
    plural = True

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], str(children[1]).lower(), children[3], span=span)


@attrs.frozen
class NoManaSpentCondition(Node):
    """CR 601.2h, 106.4: "if no mana was spent to cast it", "if no colored mana was spent to
    cast it"."""

    rules = ("no_mana_spent_condition",)
    status: str | None
    was: str
    spell: Node

    @classmethod
    def build(cls, children, span, **fixed):
        status, was, _, spell = children
        return cls(str(status).lower() if status else None, str(was).lower(), spell,
                   span=span)  # fmt: skip

    def render(self) -> str:
        status = f" {self.status}" if self.status else ""
        return f"no{status} mana {self.was} spent to cast {self.spell.render()}"


@attrs.frozen
class ExceptFor(Node):
    """CR 608.2c: objects left out of a group ("all permanents except for artifacts and
    lands")."""

    rules = ("except_for",)
    template = "except for {object}"
    object: Node


@attrs.frozen
class AttackedWithCondition(Node):
    """CR 508.1 (pack tactics, CR 207.2c): "if you attacked with creatures with total power 6
    or greater this combat", "if you attacked with three or more creatures this turn"."""

    rules = ("attacked_with_condition",)
    template = "{player} attacked with {attackers} {period}"
    player: Node
    attackers: Node
    period: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], children[2], children[3], span=span)


@attrs.frozen
class ChosenObject(ObjectRef):
    """CR 700.2, 608.2h: an object chosen earlier ("the chosen creature", "the chosen
    creatures")."""

    rules = ("chosen_object",)
    descriptor: Node
    qualifiers: tuple = ()

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[0], tuple(children[1:]), span=span)

    @property
    def plural(self) -> bool:  # type: ignore[override]
        return bool(getattr(self.descriptor, "plural", False))

    def render(self) -> str:
        quals = "".join(f" {q.render()}" for q in self.qualifiers)
        return f"the chosen {self.descriptor.render()}{quals}"


@attrs.frozen
class ManaAbilityQuality(FixedPhrase):
    """CR 605.1a: "with mana abilities", "with a mana ability"."""

    rules = ("mana_ability_quality",)


@attrs.frozen
class SameStatAs(Node):
    """CR 202.3, 208: "with the same mana value as the sacrificed creature"."""

    rules = ("same_stat_as",)
    template = "the same {stat} as {object}"
    stat: str
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], span=span)


@attrs.frozen
class SpendOnlyProduced(Node):
    """CR 106.6: a restriction on the mana spent to cast a spell ("Spend only mana produced
    by creatures to cast this spell.")."""

    rules = ("spend_only_produced",)
    producers: Node
    spell: Node
    this_way: bool = False

    @classmethod
    def build(cls, children, span, **fixed):
        producers, _, spell, this_way = children
        return cls(producers, spell, this_way is not None, span=span)

    def render(self) -> str:
        way = " this way" if self.this_way else ""
        return (f"spend only mana produced by {self.producers.render()} to cast "
                f"{self.spell.render()}{way}.")  # fmt: skip


@attrs.frozen
class ManaSpentEvent(Node):
    """CR 106.6, 603.2: "When that mana is spent to cast a red instant or sorcery spell"."""

    rules = ("mana_spent_event",)
    template = "that mana is spent to cast {spell}"
    spell: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[-1], span=span)


@attrs.frozen
class ManaSpentTrigger(Node):
    """CR 603.7, 106.6: a delayed triggered ability created by a mana ability ("When that
    mana is spent to cast a creature spell, draw a card.")."""

    rules = ("mana_spent_trigger",)
    word: str
    event: Node
    clauses: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).lower(), children[1], children[2], span=span)

    def render(self) -> str:
        return f"{self.word} {self.event.render()}, {agreeing(None, self.clauses.render)}."


@attrs.frozen
class ManaSymbolsIn(ObjectRef):
    """CR 107.4, 202.2: mana symbols in mana costs ("black mana symbols in the mana costs
    of permanents you control")."""

    rules = ("mana_symbols_in",)
    color: str | None
    noun: str
    costs: str
    object: Node

    @classmethod
    def build(cls, children, span, **fixed):
        color, noun, costs, obj = children
        return cls(str(color).lower() if color else None, str(noun).lower(),
                   str(costs).lower(), obj, span=span)  # fmt: skip

    @property
    def plural(self) -> bool:  # type: ignore[override]
        return self.noun.endswith("s")

    def render(self) -> str:
        color = f"{self.color} " if self.color else ""
        return f"{color}mana {self.noun} in the {self.costs} of {self.object.render()}"


@attrs.frozen
class EntersFromEvent(Node):
    """CR 603.6a: an object enters the battlefield from a zone ("When this creature enters
    from a graveyard")."""

    rules = ("enters_from_event",)
    object: Node
    enters: str
    prep: Node
    zone: Node

    @classmethod
    def build(cls, children, span, **fixed):
        obj, enters, prep, zone = children
        return cls(obj, str(enters).lower(), prep, zone, span=span)

    def render(self) -> str:
        return f"{self.object.render()} {self.enters} {self.prep.render()} {self.zone.render()}"


@attrs.frozen
class PutCondition(Node):
    """CR 608.2c: whether a player put a card somewhere ("if you don't put the card into
    your hand", "if you didn't put a card into your hand this way")."""

    rules = ("put_condition",)
    player: Node
    negation: str | None
    action: Node
    this_way: bool = False

    @classmethod
    def build(cls, children, span, **fixed):
        player, neg, action, this_way = children
        return cls(player, str(neg).lower() if neg else None, action, this_way is not None,
                   span=span)  # fmt: skip

    def render(self) -> str:
        neg = f" {self.negation}" if self.negation else ""
        act = agreeing(self.player if not self.negation else None, self.action.render)
        way = " this way" if self.this_way else ""
        return f"{self.player.render()}{neg} {act}{way}"


@attrs.frozen
class YouSpendManaEvent(Node):
    """CR 106.6, 603.7: "When you spend this mana to cast a Dragon creature spell" (the
    event of the delayed trigger a mana ability creates, said of its controller)."""

    rules = ("you_spend_mana_event",)
    template = "you spend this mana to cast {spell}"
    spell: Node

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(children[-1], span=span)


@attrs.frozen
class PawprintMode(Node):
    """CR 700.2i: one mode of a pawprint modal spell, "{P}{P} — [effect]"; its weight is
    its number of pawprint symbols (CR 107.18)."""

    rules = ("pawprint_mode",)
    pawprints: int
    effects: Node

    @classmethod
    def build(cls, children, span, **fixed):
        paws = next(c for c in children if isinstance(c, str) and c.startswith("{P}"))
        effects = next(c for c in children if isinstance(c, Node))
        return cls(len(paws) // 3, effects, span=span)

    def render(self) -> str:
        return f"\n{'{P}' * self.pawprints} \u2014 {self.effects.render()}"


@attrs.frozen
class PawprintModal(Node):
    """CR 700.2i: "Choose up to five {P} worth of modes." — the modes chosen may total at
    most that many pawprints (with "You may choose the same mode more than once.", a mode
    may be chosen again, CR 700.2d)."""

    rules = ("pawprint_modal",)
    limit: str
    rider: Node | None
    modes: tuple[Node, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        _choose, number, _paw, rider, *modes = children
        return cls(str(number).lower(), rider, tuple(modes), span=span)

    def render(self) -> str:
        rider = f" {capitalize(self.rider.render())}" if self.rider is not None else ""
        modes = "".join(m.render() for m in self.modes)
        return f"Choose up to {self.limit} {{P}} worth of modes.{rider}{modes}"
