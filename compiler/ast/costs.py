"""Costs and mana (CR 118, 107.4, 106, 605)."""

from __future__ import annotations

import re

import attrs

from .base import Node, capitalize, join, series
from .objects import Number

_SYMBOL = re.compile(r"\{([^}]+)\}")


@attrs.frozen
class ManaSymbol(Node):
    """CR 107.4: one mana symbol, e.g. ``W``, ``2``, ``X``, ``W/U``, ``2/W``, ``W/P``."""

    code: str

    @property
    def phyrexian(self) -> bool:
        """CR 107.4f: Phyrexian mana symbols ({W/P}, and hybrid ones like {W/U/P})."""
        return self.code.endswith("/P")

    @property
    def hybrid(self) -> bool:
        return "/" in self.code.removesuffix("/P")

    def render(self) -> str:
        return "{" + self.code + "}"


def symbols(token: str) -> tuple[ManaSymbol, ...]:
    return tuple(ManaSymbol(code.upper()) for code in _SYMBOL.findall(token))


@attrs.frozen
class ManaCost(Node):
    """CR 118.1, 202.1: a sequence of mana symbols, as a cost ("{2}{W}")."""

    rules = ("mana_cost", "mana_symbols")
    symbols: tuple[ManaSymbol, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(symbols(str(children[0])), span=span)

    def render(self) -> str:
        return "".join(s.render() for s in self.symbols)


@attrs.frozen
class Costs(Node):
    """CR 602.1a: the activation cost of an activated ability: costs separated by commas."""

    rules = ("costs",)
    items: tuple[Node, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(tuple(c for c in children if isinstance(c, Node)), span=span)

    def render(self) -> str:
        # Oracle capitalizes each cost: "{1}, {T}, Sacrifice this artifact".
        return ", ".join(capitalize(i.render()) for i in self.items)


@attrs.frozen
class TapCost(Node):
    """CR 107.5: the tap symbol {T}."""

    rules = ("tap_cost",)

    def render(self) -> str:
        return "{T}"


@attrs.frozen
class UntapCost(Node):
    """CR 107.6: the untap symbol {Q}."""

    rules = ("untap_cost",)

    def render(self) -> str:
        return "{Q}"


@attrs.frozen
class EnergyCost(Node):
    """CR 107.14: energy symbols {E} as a cost."""

    rules = ("energy_cost",)
    amount: int

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(str(children[0]).upper().count("{E}"), span=span)

    def render(self) -> str:
        return "{E}" * self.amount


@attrs.frozen
class PayLife(Node):
    """CR 119.4: paying life (only with at least that much life; 0 is always payable)."""

    rules = ("pay_life",)
    template = "<pay|pays> {amount} life"
    verb: str
    amount: Number


@attrs.frozen
class RemoveCounters(Node):
    """CR 122: removing counters (often as a cost, CR 118.3)."""

    rules = ("remove_counters",)
    template = "<remove|removes> {counters} from {object}"
    verb: str
    counters: Node
    object: Node


# ---- mana production (CR 106, 605)


@attrs.frozen
class AddMana(Node):
    """CR 106.1, 605.1a: "Add {G}." — produce mana."""

    rules = ("add_mana",)
    template = "<add|adds> {mana}[ {rider}]"
    verb: str
    mana: Node
    rider: Node | None = None


@attrs.frozen
class ManaOfAnyColor(Node):
    """CR 106.7: "one mana of any color" / "of any type", optionally restricted to what
    a permanent "could produce"."""

    rules = ("mana_of_any",)
    amount: Number
    one: bool
    kind: str
    could_produce: Node | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        amount, one, kind, could = children
        return cls(amount, one is not None, str(kind).lower(), could, span=span)

    def render(self) -> str:
        one = " one" if self.one else ""
        return join((f"{self.amount.render()} mana of any{one} {self.kind}", self.could_produce))


@attrs.frozen
class CouldProduce(Node):
    """CR 106.7: "that a land an opponent controls could produce"; "that land produced"
    (the type of mana a permanent produced, CR 106.12)."""

    rules = (("could_produce", {"could": True}), ("produced_by", {"could": False}))
    object: Node
    could: bool = True

    @classmethod
    def build(cls, children, span, could=True):
        return cls(children[0], could, span=span)

    def render(self) -> str:
        verb = "could produce" if self.could else "produced"
        return f"that {self.object.render()} {verb}"


@attrs.frozen
class ManaInCombination(Node):
    """ "N mana in any combination of colors" (CR 106.1)."""

    rules = ("mana_combination",)
    template = "{amount} mana in any combination of colors"
    amount: Number

    pick = (0,)


@attrs.frozen
class ManaInCombinationOf(Node):
    """CR 106.1: "N mana in any combination of {R} and/or {G}" — each of the N mana is one of
    the two symbols' colors."""

    rules = ("mana_combination_of",)
    amount: Number
    first: ManaCost
    second: ManaCost

    @classmethod
    def build(cls, children, span, **fixed):
        signs = [str(c) for c in children if str(c).startswith("{")]
        return cls(children[0], ManaCost(symbols(signs[0])), ManaCost(symbols(signs[1])),
                   span=span)  # fmt: skip

    def render(self) -> str:
        return (f"{self.amount.render()} mana in any combination of {self.first.render()} "
                f"and/or {self.second.render()}")  # fmt: skip


@attrs.frozen
class ManaChoice(Node):
    """ "{R} or {G}", "{W}, {U}, or {B}": one of several mana symbols (CR 106.1)."""

    rules = ("mana_choice",)
    options: tuple[ManaCost, ...]

    @classmethod
    def build(cls, children, span, **fixed):
        opts = tuple(ManaCost(symbols(str(c))) for c in children if str(c).startswith("{"))
        return cls(opts, span=span)

    def render(self) -> str:
        return series(self.options, "or")


@attrs.frozen
class ManaRider(Node):
    """ "for each Elf you control": the amount of mana scales with a count."""

    rules = ("mana_rider",)
    template = "for each {object}"
    object: Node


@attrs.frozen
class Reveal(Node):
    """CR 701.20: reveal a card (as an effect or a cost)."""

    rules = ("reveal",)
    template = "<reveal|reveals> {object}"
    verb: str
    object: Node


@attrs.frozen
class AddAdditional(Node):
    """CR 106.12b: "adds an additional {G}" — extra mana when a permanent is tapped for
    mana."""

    rules = ("add_additional",)
    amount: Node
    mana: Node

    pick = (1, 2)

    def render(self) -> str:
        from .base import verb

        return f"{verb('<add|adds>')} {self.amount.render()} additional {self.mana.render()}"


# ---- tickets and stickers (CR 107.17, 123)


def _tickets(token: object) -> int:
    return str(token).upper().count("{TK}")


@attrs.frozen
class GetTickets(Node):
    """CR 107.17, 122.1: a player gets ticket counters ("you get {TK}{TK}")."""

    rules = ("get_tickets",)
    amount: int

    @classmethod
    def build(cls, children, span, **fixed):
        return cls(_tickets(children[1]), span=span)

    def render(self) -> str:
        from .base import verb

        return f"{verb('<get|gets>')} " + "{TK}" * self.amount


@attrs.frozen
class TicketSticker(Node):
    """CR 123.1, 123.3c: a sticker of a sticker sheet with its ticket cost (CR 107.17a):
    an ability sticker ("{TK}{TK} — Haste") or a power and toughness sticker ("{TK}{TK} —
    1/4", ``power_toughness``)."""

    rules = ("ticket_sticker", "ticket_pt_sticker")
    tickets: int
    ability: Node | None = None
    power_toughness: str | None = None

    @classmethod
    def build(cls, children, span, **fixed):
        body = children[2]
        if isinstance(body, Node):
            return cls(_tickets(children[0]), body, span=span)
        return cls(_tickets(children[0]), power_toughness=str(body), span=span)

    def render(self) -> str:
        body = self.ability.render() if self.ability is not None else self.power_toughness
        return "{TK}" * self.tickets + f" \u2014 {body}"


@attrs.frozen
class AdditionalCostPaid(Node):
    """CR 601.2b, 118.8: a condition on whether a spell's optional additional cost was paid,
    "if this spell's additional cost was paid"."""

    rules = ("additional_cost_paid",)
    possessor: Node
    state: str

    @classmethod
    def build(cls, children, span, **fixed):
        possessor, _cost, state = children
        return cls(possessor, str(state).lower(), span=span)

    def render(self) -> str:
        return f"{self.possessor.render()} additional cost {self.state}"
