"""Mana, mana symbols, mana costs and mana pools — CR 106, 107.4, 202.

A :class:`ManaCost` is a tuple of mana symbols (CR 107.4): :class:`Generic` ``{N}``,
:class:`Colored` ``{W}``, :class:`Colorless` ``{C}``, :class:`Snow` ``{S}``,
:class:`VariableX` ``{X}``, :class:`Hybrid` ``{W/U}``, :class:`MonoHybrid` ``{2/W}``,
:class:`Phyrexian` ``{W/P}`` and hybrid Phyrexian ``{W/U/P}``. Before payment the player
announces X, the nonhybrid equivalent of each hybrid symbol and, for each Phyrexian symbol,
whether they pay 2 life (CR 601.2b); :meth:`ManaCost.requirement` turns the cost and those
:class:`PaymentChoices` into a concrete :class:`ManaRequirement`.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from typing import Any

import attrs


class ManaType(enum.Enum):
    """The six types of mana: five colors and colorless (CR 106.1)."""

    W = "W"
    U = "U"
    B = "B"
    R = "R"
    G = "G"
    C = "C"

    def __repr__(self) -> str:
        return f"ManaType.{self.name}"


COLORS: tuple[ManaType, ...] = (ManaType.W, ManaType.U, ManaType.B, ManaType.R, ManaType.G)
ALL_TYPES: tuple[ManaType, ...] = COLORS + (ManaType.C,)


class ManaSymbol:
    """Base of the mana symbols of CR 107.4."""

    __slots__ = ()

    def mana_value(self, x: int = 0) -> int:
        raise NotImplementedError

    def colors(self) -> frozenset[ManaType]:
        return frozenset()


@attrs.frozen
class Generic(ManaSymbol):
    """CR 107.4b — generic mana ``{N}``: payable with any type of mana."""

    amount: int

    def mana_value(self, x: int = 0) -> int:
        return self.amount

    def __str__(self) -> str:
        return f"{{{self.amount}}}"


@attrs.frozen
class Colored(ManaSymbol):
    """CR 107.4a — a colored mana symbol ``{W}``, ``{U}``, ``{B}``, ``{R}``, ``{G}``."""

    color: ManaType

    def mana_value(self, x: int = 0) -> int:
        return 1

    def colors(self) -> frozenset[ManaType]:
        return frozenset({self.color})

    def __str__(self) -> str:
        return f"{{{self.color.value}}}"


@attrs.frozen
class Colorless(ManaSymbol):
    """CR 107.4c — ``{C}``: one colorless mana."""

    def mana_value(self, x: int = 0) -> int:
        return 1

    def __str__(self) -> str:
        return "{C}"


@attrs.frozen
class Snow(ManaSymbol):
    """CR 107.4h — ``{S}``: one mana from a snow source."""

    def mana_value(self, x: int = 0) -> int:
        return 1

    def __str__(self) -> str:
        return "{S}"


@attrs.frozen
class VariableX(ManaSymbol):
    """CR 107.3 — ``{X}``; its value is announced while casting (CR 601.2b)."""

    def mana_value(self, x: int = 0) -> int:
        return x

    def __str__(self) -> str:
        return "{X}"


@attrs.frozen
class Hybrid(ManaSymbol):
    """CR 107.4e — two-color hybrid ``{W/U}``: one mana of either color."""

    first: ManaType
    second: ManaType

    def mana_value(self, x: int = 0) -> int:
        return 1

    def colors(self) -> frozenset[ManaType]:
        return frozenset({self.first, self.second})

    def __str__(self) -> str:
        return f"{{{self.first.value}/{self.second.value}}}"


@attrs.frozen
class MonoHybrid(ManaSymbol):
    """CR 107.4e — monocolored hybrid ``{2/W}``: one mana of the color or two generic."""

    color: ManaType

    def mana_value(self, x: int = 0) -> int:
        return 2

    def colors(self) -> frozenset[ManaType]:
        return frozenset({self.color})

    def __str__(self) -> str:
        return f"{{2/{self.color.value}}}"


@attrs.frozen
class Phyrexian(ManaSymbol):
    """CR 107.4f — Phyrexian ``{W/P}`` (or hybrid Phyrexian ``{W/U/P}`` with ``second``).

    Payable with one mana of its color(s) or 2 life. Its mana value is 1 (CR 202.3).
    """

    color: ManaType
    second: ManaType | None = None

    def mana_value(self, x: int = 0) -> int:
        return 1

    def colors(self) -> frozenset[ManaType]:
        return frozenset(c for c in (self.color, self.second) if c is not None)

    def __str__(self) -> str:
        if self.second is None:
            return f"{{{self.color.value}/P}}"
        return f"{{{self.color.value}/{self.second.value}/P}}"


@attrs.frozen
class PaymentChoices:
    """The announcements of CR 601.2b for one cost.

    ``x``: value of X. ``hybrid``: for each Hybrid/MonoHybrid symbol in order, the index of
    the half paid (0 = first color / the color of ``{2/W}``; 1 = second color / ``{2}``).
    ``phyrexian``: for each Phyrexian symbol in order, True to pay 2 life (CR 107.4f).
    Missing entries default to 0 / False.
    """

    x: int = 0
    hybrid: tuple[int, ...] = ()
    phyrexian: tuple[bool, ...] = ()


@attrs.frozen
class ManaRequirement:
    """A cost reduced to plain needs: specific mana (each entry a set of acceptable types),
    generic mana, snow mana and life (CR 601.2f)."""

    specific: tuple[frozenset[ManaType], ...] = ()
    generic: int = 0
    snow: int = 0
    life: int = 0

    @property
    def total_mana(self) -> int:
        return len(self.specific) + self.generic + self.snow

    def reduce_generic(self, amount: int) -> ManaRequirement:
        """CR 601.2f, 702.41a — cost reductions reduce only the generic part, not below 0."""
        return attrs.evolve(self, generic=max(0, self.generic - amount))

    def increase_generic(self, amount: int) -> ManaRequirement:
        return attrs.evolve(self, generic=self.generic + amount)

    def plus(self, other: ManaRequirement) -> ManaRequirement:
        return ManaRequirement(
            self.specific + other.specific,
            self.generic + other.generic,
            self.snow + other.snow,
            self.life + other.life,
        )


@attrs.frozen
class ManaCost:
    """CR 202.1 — a mana cost: an ordered tuple of mana symbols."""

    symbols: tuple[ManaSymbol, ...] = ()

    @classmethod
    def parse(cls, text: str) -> ManaCost:
        """Build a cost from ``"{2}{W}{W/P}"``-style text (a test convenience)."""
        out: list[ManaSymbol] = []
        for raw in text.replace("}", "").split("{")[1:]:
            parts = raw.upper().split("/")
            if raw.isdigit():
                out.append(Generic(int(raw)))
            elif raw == "X":
                out.append(VariableX())
            elif raw == "C":
                out.append(Colorless())
            elif raw == "S":
                out.append(Snow())
            elif len(parts) == 1:
                out.append(Colored(ManaType(parts[0])))
            elif parts[-1] == "P":
                second = ManaType(parts[1]) if len(parts) == 3 else None
                out.append(Phyrexian(ManaType(parts[0]), second))
            elif parts[0] == "2":
                out.append(MonoHybrid(ManaType(parts[1])))
            else:
                out.append(Hybrid(ManaType(parts[0]), ManaType(parts[1])))
        return cls(tuple(out))

    def __str__(self) -> str:
        return "".join(str(s) for s in self.symbols) or "{0}"

    def mana_value(self, x: int = 0) -> int:
        """CR 202.3 — X counts as its value (0 outside the stack), Phyrexian as 1."""
        return sum(s.mana_value(x) for s in self.symbols)

    def colors(self) -> frozenset[ManaType]:
        """CR 105.2, 202.2 — a card's colors come from its mana cost's symbols."""
        out: set[ManaType] = set()
        for s in self.symbols:
            out |= s.colors()
        return frozenset(out)

    @property
    def has_x(self) -> bool:
        return any(isinstance(s, VariableX) for s in self.symbols)

    @property
    def hybrid_count(self) -> int:
        return sum(isinstance(s, Hybrid | MonoHybrid) for s in self.symbols)

    @property
    def phyrexian_count(self) -> int:
        return sum(isinstance(s, Phyrexian) for s in self.symbols)

    def requirement(self, choices: PaymentChoices = PaymentChoices()) -> ManaRequirement:
        """CR 601.2b, 601.2f — the concrete needs once X, hybrid and Phyrexian are announced."""
        specific: list[frozenset[ManaType]] = []
        generic = snow = life = 0
        hi = pi = 0
        for s in self.symbols:
            if isinstance(s, Generic):
                generic += s.amount
            elif isinstance(s, VariableX):
                generic += choices.x
            elif isinstance(s, Colored):
                specific.append(frozenset({s.color}))
            elif isinstance(s, Colorless):
                specific.append(frozenset({ManaType.C}))
            elif isinstance(s, Snow):
                snow += 1
            elif isinstance(s, Hybrid):
                pick = choices.hybrid[hi] if hi < len(choices.hybrid) else 0
                hi += 1
                specific.append(frozenset({s.second if pick else s.first}))
            elif isinstance(s, MonoHybrid):
                pick = choices.hybrid[hi] if hi < len(choices.hybrid) else 0
                hi += 1
                if pick:
                    generic += 2
                else:
                    specific.append(frozenset({s.color}))
            elif isinstance(s, Phyrexian):
                pay_life = choices.phyrexian[pi] if pi < len(choices.phyrexian) else False
                pi += 1
                if pay_life:
                    life += 2
                else:
                    specific.append(s.colors())
        return ManaRequirement(tuple(specific), generic, snow, life)


@attrs.frozen
class SpendRestriction:
    """CR 106.6 — "Spend this mana only to cast [card types] spells" (empty = any spell)."""

    card_types: frozenset[str] = frozenset()
    spells_only: bool = True

    def allows(self, purpose: PaymentPurpose, source: int | None = None) -> bool:
        """Whether mana with this restriction, produced by ``source``, can pay for
        ``purpose``."""
        if self.spells_only and purpose.kind != "spell":
            return False
        return not self.card_types or bool(self.card_types & purpose.card_types)


@attrs.frozen
class PaymentPurpose:
    """What a mana payment is for, checked against :class:`SpendRestriction` (CR 106.6)."""

    #: "spell", "ability", "other", or a special action: "unlock" (CR 709.5e), "turn face
    #: up" (CR 116.2b)
    kind: str = "other"
    card_types: frozenset[str] = frozenset()
    #: The spell being cast, or the source of the ability being activated, with the game and
    #: the paying player: what a restriction naming spells or sources looks at.
    object_id: int | None = None
    player: int | None = None
    game: Any = attrs.field(default=None, eq=False, repr=False)
    #: The cost contains {X} (CR 107.3): "Spend this mana only on costs that contain {X}".
    has_x: bool = False


@attrs.frozen
class ManaUnit:
    """One mana in a pool (CR 106.4), with its spending restriction and snow-ness."""

    type: ManaType
    restriction: SpendRestriction | None = None
    snow: bool = False
    source: int | None = None

    def usable_for(self, purpose: PaymentPurpose) -> bool:
        return self.restriction is None or self.restriction.allows(purpose, self.source)


def plan_payment(
    pool: Iterable[ManaUnit], req: ManaRequirement, purpose: PaymentPurpose
) -> list[int] | None:
    """CR 118.3a — pick pool indices paying ``req`` (mana only), or None if impossible.

    Specific needs are matched first by backtracking (few symbols), then snow, then generic.
    """
    units = list(pool)
    usable = [i for i, u in enumerate(units) if u.usable_for(purpose)]
    # restricted mana first so that unrestricted mana stays available
    usable.sort(key=lambda i: (units[i].restriction is None, units[i].type.value))
    needs = sorted(req.specific, key=len)
    chosen: list[int] = []
    used: set[int] = set()

    def assign(k: int) -> bool:
        if k == len(needs):
            return True
        for i in usable:
            if i not in used and units[i].type in needs[k]:
                used.add(i)
                chosen.append(i)
                if assign(k + 1):
                    return True
                used.discard(i)
                chosen.pop()
        return False

    if not assign(0):
        return None
    for _ in range(req.snow):
        pick = next((i for i in usable if i not in used and units[i].snow), None)
        if pick is None:
            return None
        used.add(pick)
        chosen.append(pick)
    rest = [i for i in usable if i not in used]
    # colorless first for generic: keeps colored mana for later costs
    rest.sort(key=lambda i: (units[i].restriction is None, units[i].type != ManaType.C))
    if len(rest) < req.generic:
        return None
    chosen.extend(rest[: req.generic])
    return chosen


def format_pool(pool: Iterable[ManaUnit]) -> str:
    """The pool as text, e.g. ``{W}{W}{C}`` (CR 106.4a announcements)."""
    return "".join(f"{{{u.type.value}}}" for u in pool) or "(empty)"
