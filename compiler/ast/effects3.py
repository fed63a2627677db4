"""Effects, objects and conditions of the rules-area extension "effects3": abilities of
objects (CR 113, 602), clash results (CR 701.30), divided damage among targets (CR 601.2d)
and other sentence shapes. The grammar is grammar/effects3.lark."""

from __future__ import annotations

import attrs

from .base import Node, verb
from .costs import ManaCost, symbols
from .objects import FixedParts, ObjectRef

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
class CostChangeActivate(Node):
    """CR 601.2f, 602.2b: activation cost changes, "cost {1} less to activate"."""

    rules = ("cost_change_activate",)
    template = "<cost|costs> {amount} {direction} to activate"
    amount: ManaCost
    direction: str

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(ManaCost(symbols(str(children[1]))), children[2].render(), span=span)


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
