"""Objects, card definitions and characteristics — CR 108, 109, 110, 111, 400.7.

:class:`CardDefinition` is plain frozen data (what the compiler produces for a card face).
:class:`GameObject` is a card, token or copy in a zone; moving it to another zone makes a
new object with a new id (CR 400.7) while ``card_uid`` names the physical card.
:class:`StackAbility` is an activated or triggered ability on the stack (CR 113.7, 405.1).
"""

from __future__ import annotations

import enum
from typing import Any

import attrs

from ..mana.symbols import ManaCost, ManaType


class Zone(enum.Enum):
    """CR 400.1 — the game zones."""

    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    STACK = "stack"
    EXILE = "exile"
    COMMAND = "command"

    def __repr__(self) -> str:
        return f"Zone.{self.name}"


PUBLIC_ZONES = frozenset({Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.STACK, Zone.EXILE, Zone.COMMAND})
PER_PLAYER_ZONES = frozenset({Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD})

PERMANENT_TYPES = frozenset(
    {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"}
)


@attrs.frozen
class CardDefinition:
    """CR 108, 200-209 — the printed characteristics of a card (or a token's definition).

    ``abilities`` holds ability objects from :mod:`mtgc.runtime.state.abilities` (spell ability,
    activated, mana, triggered, static, replacement abilities and keyword abilities).
    ``colors`` overrides the colors derived from the mana cost (color indicator, CR 204).
    """

    name: str
    types: frozenset[str]
    mana_cost: ManaCost | None = None
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    abilities: tuple[Any, ...] = ()
    colors: frozenset[ManaType] | None = None
    #: CR 310.4a — a battle's printed defense (it enters with that many defense counters)
    defense: int | None = None
    #: CR 712.1-712.2 — the back face of a double-faced card (this definition is its front
    #: face); None for a single-faced card
    back: CardDefinition | None = None
    #: CR 709.5 — the two halves (doors) of a Room card, left first, each with the shared
    #: type line (709.5a); empty for other cards (see :mod:`mtgc.runtime.actions.rooms`)
    doors: tuple[CardDefinition, ...] = ()

    def __attrs_post_init__(self) -> None:
        for name in ("types", "subtypes", "supertypes"):
            value = getattr(self, name)
            if not isinstance(value, frozenset):
                object.__setattr__(self, name, frozenset(value))

    @property
    def is_permanent_card(self) -> bool:
        """CR 110.4 — permanent cards become permanents when they resolve."""
        return bool(self.types & PERMANENT_TYPES)

    def base_colors(self) -> frozenset[ManaType]:
        if self.colors is not None:
            return self.colors
        return self.mana_cost.colors() if self.mana_cost else frozenset()


class RulesProperty(enum.Enum):
    """What an ability makes true under the rules, read by the rules actions instead of any
    keyword (an ability declares it in ``properties``; :meth:`Characteristics.has_property`
    reads it after continuous effects, CR 613)."""

    #: CR 702.145b, 702.145e — it can't transform except due to its daybound or nightbound
    #: ability
    TRANSFORMS_ONLY_BY_DAY_NIGHT = "transforms only by day and night"
    #: CR 702.12b — can't be destroyed: not by "destroy" effects nor by lethal damage (704.5g-h)
    INDESTRUCTIBLE = "indestructible"
    #: CR 702.2b-c — any nonzero damage it deals to a creature is lethal damage
    DEATHTOUCH = "deathtouch"
    #: CR 702.15b — damage it deals also causes its controller to gain that much life
    LIFELINK = "lifelink"
    #: CR 702.18a — it can't be the target of spells or abilities
    UNTARGETABLE = "untargetable"
    #: CR 702.11b — it can't be the target of spells or abilities its opponents control
    UNTARGETABLE_BY_OPPONENTS = "untargetable by opponents"
    #: CR 702.10b — it can attack and use {T}/{Q} abilities despite CR 302.6
    IGNORES_SUMMONING_SICKNESS = "ignores summoning sickness"


@attrs.frozen
class Characteristics:
    """The current characteristics of an object after continuous effects (CR 109.3, 613)."""

    name: str
    types: frozenset[str]
    subtypes: frozenset[str]
    supertypes: frozenset[str]
    colors: frozenset[ManaType]
    power: int | None
    toughness: int | None
    abilities: tuple[Any, ...]
    controller: int
    mana_cost: ManaCost | None = None

    def is_type(self, card_type: str) -> bool:
        return card_type in self.types

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types

    def has_keyword(self, kind: type) -> bool:
        # a loop, not any() over a generator: asked several times per object and action
        for a in self.abilities:
            if isinstance(a, kind):
                return True
        return False

    def has_property(self, prop: RulesProperty) -> bool:
        """CR 613 — whether any of its current abilities gives it the rules property."""
        for a in self.abilities:
            props = getattr(a, "properties", None)
            # most abilities give none: not hashing the enum member (a Python call) for them
            if props and prop in props:
                return True
        return False

    def keywords_of(self, kind: type) -> list[Any]:
        return [a for a in self.abilities if isinstance(a, kind)]


#: ``GameObject.choices`` key of a phased-out permanent's status (CR 110.5, 702.26b): the
#: controller it phased out under and, if it phased out indirectly, the permanent it is
#: attached to (CR 702.26g). A phased-out permanent is kept out of the battlefield's list.
PHASED_OUT = "phased_out"


class GameObject:
    """A card, token or card copy in a zone (CR 109.1). Mutable; cloned for snapshots."""

    __slots__ = (
        "id", "card", "card_uid", "owner", "controller", "zone", "tapped", "counters",
        "damage", "deathtouch_damage", "attached_to", "timestamp", "is_token",
        "controlled_since", "x_value", "cast_x", "targets", "modes", "choices",
        "previous_id", "was_cast", "cast_without_paying", "enchant_target",
    )  # fmt: skip

    def __init__(
        self,
        id: int,
        card: CardDefinition,
        card_uid: int,
        owner: int,
        zone: Zone,
        timestamp: int,
        is_token: bool = False,
    ) -> None:
        self.id = id
        self.card = card
        self.card_uid = card_uid
        self.owner = owner
        self.controller = owner
        self.zone = zone
        self.tapped = False
        self.counters: dict[str, int] = {}
        self.damage = 0
        self.deathtouch_damage = False
        self.attached_to: int | None = None
        self.timestamp = timestamp
        self.is_token = is_token
        self.controlled_since = -1
        self.x_value = 0  # CR 107.3m: X is 0 for a permanent
        self.cast_x: int | None = None  # X of the spell this permanent came from
        self.targets: tuple[Any, ...] = ()
        self.modes: tuple[int, ...] = ()
        self.choices: dict[str, Any] = {}
        self.previous_id: int | None = None
        self.was_cast = False
        self.cast_without_paying = False
        self.enchant_target: Any = None

    @property
    def phased_out(self) -> bool:
        """CR 702.26b: phased out — treated as though it doesn't exist."""
        return PHASED_OUT in self.choices

    def clone(self) -> GameObject:
        new = GameObject.__new__(GameObject)
        new.id = self.id
        new.card = self.card
        new.card_uid = self.card_uid
        new.owner = self.owner
        new.controller = self.controller
        new.zone = self.zone
        new.tapped = self.tapped
        new.counters = dict(self.counters) if self.counters else {}
        new.damage = self.damage
        new.deathtouch_damage = self.deathtouch_damage
        new.attached_to = self.attached_to
        new.timestamp = self.timestamp
        new.is_token = self.is_token
        new.controlled_since = self.controlled_since
        new.x_value = self.x_value
        new.cast_x = self.cast_x
        new.targets = self.targets
        new.modes = self.modes
        new.choices = dict(self.choices) if self.choices else {}
        new.previous_id = self.previous_id
        new.was_cast = self.was_cast
        new.cast_without_paying = self.cast_without_paying
        new.enchant_target = self.enchant_target
        return new

    def assign_from(self, other: GameObject) -> None:
        """Take every field of ``other`` (a rollback keeps this object's identity)."""
        self.id = other.id
        self.card = other.card
        self.card_uid = other.card_uid
        self.owner = other.owner
        self.controller = other.controller
        self.zone = other.zone
        self.tapped = other.tapped
        self.counters = other.counters
        self.damage = other.damage
        self.deathtouch_damage = other.deathtouch_damage
        self.attached_to = other.attached_to
        self.timestamp = other.timestamp
        self.is_token = other.is_token
        self.controlled_since = other.controlled_since
        self.x_value = other.x_value
        self.cast_x = other.cast_x
        self.targets = other.targets
        self.modes = other.modes
        self.choices = other.choices
        self.previous_id = other.previous_id
        self.was_cast = other.was_cast
        self.cast_without_paying = other.cast_without_paying
        self.enchant_target = other.enchant_target

    @property
    def name(self) -> str:
        return self.card.name

    def __repr__(self) -> str:
        return f"<{self.card.name}#{self.id} {self.zone.value}>"


class StackAbility:
    """CR 113.7a, 405.1 — an activated or triggered ability on the stack."""

    __slots__ = (
        "id", "ability", "source_id", "source_lki", "controller", "targets", "x_value",
        "modes", "event", "kind", "zone", "timestamp", "choices",
    )  # fmt: skip

    def __init__(
        self, id: int, ability: Any, source_id: int, source_lki: Any, controller: int,
        kind: str, timestamp: int,
    ) -> None:  # fmt: skip
        self.id = id
        self.ability = ability
        self.source_id = source_id
        self.source_lki = source_lki
        self.controller = controller
        self.targets: tuple[Any, ...] = ()
        self.x_value = 0
        self.modes: tuple[int, ...] = ()
        self.event: Any = None
        self.kind = kind
        self.zone = Zone.STACK
        self.timestamp = timestamp
        self.choices: dict[str, Any] = {}

    def clone(self) -> StackAbility:
        new = StackAbility.__new__(StackAbility)
        for slot in StackAbility.__slots__:
            setattr(new, slot, getattr(self, slot))
        new.choices = dict(self.choices)
        return new

    @property
    def name(self) -> str:
        return f"{self.kind} ability of #{self.source_id}"

    def __repr__(self) -> str:
        return f"<{self.kind} ability#{self.id} of #{self.source_id}>"


@attrs.frozen
class PlayerRef:
    """A player as an attack target or a target of a spell (CR 115.1)."""

    index: int

    def __repr__(self) -> str:
        return f"PlayerRef({self.index})"


#: ``obj.choices`` keys holding the real card of an object whose card is a variant of it:
#: face down (CR 708), bestowed (CR 702.103), overloaded (CR 702.96), awakened (702.113),
#: back face up (CR 712.8a: outside the battlefield and the stack it is its front face),
#: copying another object (CR 707.2: the copy effect ends when it leaves, CR 400.7).
CARD_VARIANTS = ("face_down", "bestowed", "overloaded", "awakened", "transformed", "copying")


def real_card(obj: GameObject) -> CardDefinition:
    """The object's own card, without a face-down or bestowed variant (CR 708.9, 702.103)."""
    for k in CARD_VARIANTS:
        if k in obj.choices:
            return obj.choices[k]
    if "room" in obj.choices:  # CR 709.3b: a Room spell cast as one half is the whole card
        return obj.choices["room"]
    return obj.card
