"""Ability objects — CR 113 (abilities), 602 (activated), 603 (triggered), 604 (static),
605 (mana abilities), 614 (replacement), 700.2 (modes), 702 (keyword abilities).

These frozen classes are what the compiler emits. A keyword ability is a small class in
:data:`KEYWORDS`; those defined by other abilities expand to them through ``expand``
(CR 702.1; ward, annihilator, equip and affinity are in :mod:`mtgc.runtime.keywords`).
"""

from __future__ import annotations

from typing import Any, ClassVar

import attrs

from .effect_base import produces_mana
from .filters import CREATURE, ObjectFilter, TargetSpec
from .objects import RulesProperty, Zone


class Ability:
    """Base class of every ability object."""

    __slots__ = ()
    #: the rules properties this ability gives its object (CR 702.2b, 702.12b, 702.15b)
    properties: ClassVar[frozenset[RulesProperty]] = frozenset()

    def expand(self) -> tuple[Ability, ...]:
        """The abilities this one stands for (keywords defined by other abilities)."""
        return ()


@attrs.frozen
class Mode:
    """CR 700.2 — one mode of a modal spell or ability."""

    effect: Any
    targets: tuple[TargetSpec, ...] = ()


@attrs.frozen
class SpellAbility(Ability):
    """CR 113.3a — what an instant or sorcery does when it resolves.

    ``modes`` (with ``mode_count`` to choose) makes it modal; then ``effect``/``targets``
    are ignored. ``additional_costs`` are mandatory additional costs (CR 118.8);
    ``alternative_costs`` lists alternative costs the caster may choose (CR 118.9);
    ``optional_costs`` lists optional additional costs such as kicker (CR 702.33), whose
    payment :class:`~mtgc.runtime.state.filters.CostWasPaid` tests.
    """

    effect: Any = None
    targets: tuple[TargetSpec, ...] = ()
    modes: tuple[Mode, ...] = ()
    mode_count: int | tuple[int, int] = 1  # a range: "choose one or both" (CR 700.2)
    additional_costs: tuple[Any, ...] = ()
    alternative_costs: tuple[tuple[Any, ...], ...] = ()
    optional_costs: tuple[tuple[Any, ...], ...] = ()
    #: CR 700.2d: "You may choose the same mode more than once."
    mode_repeat: bool = False
    #: CR 700.2, 601.2b: a rider "If [condition] as you cast this spell, you may choose
    #: both instead.": (the condition, the number of modes then chosen), or None
    more_modes: tuple[Any, int | tuple[int, int]] | None = None


@attrs.frozen
class ActivatedAbility(Ability):
    """CR 602 — "[Cost]: [Effect]." ``sorcery_speed``: "Activate only as a sorcery".
    With ``modes`` it is modal (CR 700.2; modes chosen on activation, 602.2b).
    ``restrictions``: other activation restrictions (CR 602.5b), see
    :mod:`~mtgc.runtime.stack.activation`."""

    cost: tuple[Any, ...]
    effect: Any
    targets: tuple[TargetSpec, ...] = ()
    sorcery_speed: bool = False
    zone: Zone = Zone.BATTLEFIELD
    modes: tuple[Mode, ...] = ()
    mode_count: int | tuple[int, int] = 1  # a range: "choose one or both" (CR 700.2)
    restrictions: tuple[Any, ...] = ()
    #: CR 601.2f: "This ability costs {1} less to activate for each ..." (changes of its
    #: own cost, :class:`~mtgc.runtime.stack.activation.ActivationCostChange`).
    cost_changes: tuple[Any, ...] = ()
    #: CR 602.1b, 602.2: "Any player may activate this ability." — not only the source's
    #: controller; the player who activates it controls it (CR 113.8) and is its "you"
    #: (CR 109.5).
    any_player: bool = False

    @property
    def is_mana_ability(self) -> bool:
        """CR 605.1a — no target, could add mana, not a loyalty ability."""
        if self.targets or any(getattr(c, "loyalty", False) for c in self.cost):
            return False
        return produces_mana(self.effect)


@attrs.frozen
class ManaAbility(ActivatedAbility):
    """CR 605.1a — an activated mana ability, e.g. ``ManaAbility((TapCost(),), AddMana((G,)))``."""

    @property
    def is_mana_ability(self) -> bool:
        return True


@attrs.frozen
class TriggeredAbility(Ability):
    """CR 603 — "[When/Whenever/At] [trigger], [effect]."

    ``intervening_if`` is checked on trigger and on resolution (CR 603.4). With ``modes``
    it is modal: modes are chosen as it is put on the stack (CR 603.3c, 700.2).
    """

    trigger: Any
    effect: Any
    targets: tuple[TargetSpec, ...] = ()
    intervening_if: Any = None
    modes: tuple[Mode, ...] = ()
    mode_count: int | tuple[int, int] = 1  # a range: "choose one or both" (CR 700.2)
    #: Where it functions (CR 113.6k: "return this card from your graveyard" — graveyard).
    zone: Zone = Zone.BATTLEFIELD

    @property
    def is_mana_ability(self) -> bool:
        """CR 605.1b — triggers from mana abilities / mana being added, adds mana, no target."""
        return (
            not self.targets
            and getattr(self.trigger, "mana_trigger", False)
            and produces_mana(self.effect)
        )


@attrs.frozen
class StaticAbility(Ability):
    """CR 604 — a static ability generating a continuous effect (CR 611.3).

    ``effect`` is a spec from :mod:`mtgc.runtime.continuous.layers`; ``affected`` is an
    :class:`ObjectFilter` or an object reference (``AttachedTo()`` for "equipped creature").
    ``zone`` is where the ability functions (battlefield; stack for affinity).
    ``condition``: "as long as [condition]" — the effect applies only while it holds
    (CR 611.3a; see :mod:`mtgc.runtime.events.conditions`). ``part_of``: CR 613.6.
    """

    effect: Any
    affected: Any = None
    zone: Zone = Zone.BATTLEFIELD
    condition: Any = None
    #: the parts of one effect that applies in several layers (CR 613.6: "is black and gets
    #: +1/+1") share a ``part_of`` name; once one part has applied, the others keep
    #: applying to the same objects in later layers, even if the ability is removed
    part_of: Any = None


@attrs.frozen
class ReplacementAbility(Ability):
    """CR 614 — a static ability generating a replacement effect (spec in ``replacement``)."""

    replacement: Any


# ------------------------------------------------------------------------------- keywords

KEYWORDS: dict[str, type[Keyword]] = {}


class Keyword(Ability):
    """Base of keyword abilities (CR 702); subclasses register themselves by name."""

    __slots__ = ()
    cr: ClassVar[str] = ""

    @classmethod
    def __attrs_init_subclass__(cls) -> None:
        KEYWORDS[cls.__name__] = cls


@attrs.frozen
class Flying(Keyword):
    """CR 702.9 — can't be blocked except by creatures with flying or reach."""


@attrs.frozen
class Reach(Keyword):
    """CR 702.17 — can block creatures with flying."""


@attrs.frozen
class Menace(Keyword):
    """CR 702.111 — can't be blocked except by two or more creatures."""


@attrs.frozen
class Deathtouch(Keyword):
    """CR 702.2 — any damage it deals to a creature is lethal (704.5h, 702.2c)."""

    properties = frozenset({RulesProperty.DEATHTOUCH})


@attrs.frozen
class Trample(Keyword):
    """CR 702.19 — excess combat damage is assigned to the player or planeswalker."""


@attrs.frozen
class FirstStrike(Keyword):
    """CR 702.7 — deals combat damage in the first-strike damage step."""


@attrs.frozen
class DoubleStrike(Keyword):
    """CR 702.4 — deals combat damage in both combat damage steps."""


@attrs.frozen
class Vigilance(Keyword):
    """CR 702.20 — attacking doesn't cause it to tap."""


@attrs.frozen
class Haste(Keyword):
    """CR 702.10 — can attack and use {T}/{Q} abilities despite CR 302.6."""

    properties = frozenset({RulesProperty.IGNORES_SUMMONING_SICKNESS})


@attrs.frozen
class Lifelink(Keyword):
    """CR 702.15 — damage dealt by the source also causes its controller to gain that much."""

    properties = frozenset({RulesProperty.LIFELINK})


@attrs.frozen
class Indestructible(Keyword):
    """CR 702.12 — not destroyed by lethal damage or "destroy" effects."""

    properties = frozenset({RulesProperty.INDESTRUCTIBLE})


@attrs.frozen
class Defender(Keyword):
    """CR 702.3 — can't attack."""


@attrs.frozen
class Flash(Keyword):
    """CR 702.8 — may be cast any time its controller could cast an instant."""


@attrs.frozen
class Hexproof(Keyword):
    """CR 702.11 — can't be the target of spells or abilities opponents control."""

    properties = frozenset({RulesProperty.UNTARGETABLE_BY_OPPONENTS})


@attrs.frozen
class Shroud(Keyword):
    """CR 702.18 — can't be the target of spells or abilities."""

    properties = frozenset({RulesProperty.UNTARGETABLE})


@attrs.frozen
class Protection(Keyword):
    """CR 702.16 — protection from colors (DEBT: can't be blocked by / targeted by /
    enchanted or equipped by / damaged by sources of those colors)."""

    colors: frozenset[Any] = frozenset()



@attrs.frozen
class Enchant(Keyword):
    """CR 702.5, 303.4 — what an Aura can be attached to."""

    filter: ObjectFilter = CREATURE





def all_abilities(abilities: tuple[Any, ...]) -> list[Any]:
    """Abilities with keyword expansions appended (CR 702.1)."""
    out = list(abilities)
    for a in abilities:
        out.extend(a.expand())
    return out
