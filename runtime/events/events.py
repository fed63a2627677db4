"""Typed game events — what triggers (CR 603) and replacement effects (CR 614) look at.

Every state change the engine makes emits one of these; the game log is their text.
"""

from __future__ import annotations

from typing import Any

import attrs

from ..mana.symbols import ManaType
from ..state.objects import Zone


def who(x: Any) -> str:
    """A player as ``P0``, an object as ``#12`` in log lines."""
    index = getattr(x, "index", None)
    return f"P{index}" if index is not None else f"#{x}"


class Event:
    """Base class of events; ``text`` is the line written to the game log."""

    __slots__ = ()

    def text(self) -> str:
        return repr(self)


@attrs.frozen
class ZoneChange(Event):
    """CR 400.7, 603.6 — an object moved; ``new_id`` is the new object (None if it ceased)."""

    object_id: int
    new_id: int | None
    name: str
    from_zone: Zone | None
    to_zone: Zone
    owner: int
    controller: int
    is_token: bool = False
    cause: str | None = None

    def text(self) -> str:
        src = self.from_zone.value if self.from_zone else "outside the game"
        how = f" ({self.cause})" if self.cause else ""
        return f"{self.name}#{self.object_id} {src} -> {self.to_zone.value}#{self.new_id}{how}"


@attrs.frozen
class Sacrificed(Event):
    """CR 701.21 — a player sacrificed a permanent (whatever zone it ended in)."""

    object_id: int
    new_id: int | None
    name: str
    player: int
    is_token: bool
    to_zone: Zone

    def text(self) -> str:
        return f"P{self.player} sacrificed {self.name}#{self.object_id}"


@attrs.frozen
class Tapped(Event):
    """CR 701.26 — a permanent became tapped."""

    object_id: int
    name: str

    def text(self) -> str:
        return f"{self.name}#{self.object_id} tapped"


@attrs.frozen
class Untapped(Event):
    """CR 701.26 — a permanent became untapped."""

    object_id: int
    name: str

    def text(self) -> str:
        return f"{self.name}#{self.object_id} untapped"


@attrs.frozen
class ManaAdded(Event):
    """CR 106.4, 106.12 — mana was added; ``tapped_for_mana`` per CR 106.12."""

    player: int
    mana: tuple[ManaType, ...]
    object_id: int | None = None
    tapped_for_mana: bool = False
    source_types: frozenset[str] = frozenset()

    def text(self) -> str:
        m = "".join(f"{{{t.value}}}" for t in self.mana) or "nothing"
        how = " (tapped for mana)" if self.tapped_for_mana else ""
        return f"P{self.player} adds {m} from #{self.object_id}{how}"


@attrs.frozen
class AttackDeclared(Event):
    """CR 508.1, 508.3a — a creature was declared as an attacker."""

    object_id: int
    name: str
    defender: Any
    defending_player: int
    player: int

    def text(self) -> str:
        return f"{self.name}#{self.object_id} attacks {who(self.defender)}"


@attrs.frozen
class BlockDeclared(Event):
    """CR 509.1 — a creature was declared as a blocker."""

    object_id: int
    name: str
    attacker_id: int

    def text(self) -> str:
        return f"{self.name}#{self.object_id} blocks #{self.attacker_id}"


@attrs.frozen
class DamageDealt(Event):
    """CR 120 — damage was dealt; ``target`` is an object id or a PlayerRef."""

    source_id: int
    source_name: str
    target: Any
    amount: int
    combat: bool = False

    def text(self) -> str:
        kind = "combat damage" if self.combat else "damage"
        return (
            f"{self.source_name}#{self.source_id} deals {self.amount} {kind} to {who(self.target)}"
        )


@attrs.frozen
class SourceDealtDamage(Event):
    """CR 120.2, 603.2c — one source dealt ``amount`` damage in all in one damage event (all
    combat damage of a step is one event, CR 510.2): what "whenever [this] deals damage"
    triggers on, once per event; each recipient's part is a :class:`DamageDealt`."""

    source_id: int
    source_name: str
    amount: int
    combat: bool = False

    def text(self) -> str:
        return ""  # the parts are logged


@attrs.frozen
class BecameTarget(Event):
    """CR 115.1, 702.21a — a permanent or player became the target of a spell or ability
    (``spell_id``: the stack object; ``player``: its controller)."""

    object_id: Any
    spell_id: int
    player: int

    def text(self) -> str:
        return f"#{self.spell_id} targets {who(self.object_id)}"


@attrs.frozen
class SpellCast(Event):
    """CR 601.2i — a spell became cast."""

    object_id: int
    name: str
    player: int

    @property
    def trigger_sources(self) -> tuple[int, ...]:  # "When you cast this spell" (CR 601.2i)
        return (self.object_id,)

    def text(self) -> str:
        return f"P{self.player} casts {self.name}#{self.object_id}"


@attrs.frozen
class AbilityActivated(Event):
    """CR 602.2 — an activated ability was activated."""

    source_id: int
    name: str
    player: int
    mana_ability: bool = False

    def text(self) -> str:
        return f"P{self.player} activates {self.name}#{self.source_id}"


@attrs.frozen
class LandPlayed(Event):
    """CR 305.1 — a land was played."""

    object_id: int
    name: str
    player: int

    def text(self) -> str:
        return f"P{self.player} plays {self.name}#{self.object_id}"


@attrs.frozen
class LifeChanged(Event):
    """CR 119.3 — a player's life total changed (``amount`` signed)."""

    player: int
    amount: int
    total: int

    def text(self) -> str:
        return f"P{self.player} life {self.amount:+d} -> {self.total}"


@attrs.frozen
class CountersChanged(Event):
    """CR 122 — counters were put on or removed from a permanent (``amount`` signed)."""

    object_id: int
    name: str
    kind: str
    amount: int

    def text(self) -> str:
        return f"{self.name}#{self.object_id} {self.amount:+d} {self.kind} counter(s)"


@attrs.frozen
class CardDrawn(Event):
    """CR 121 — a player drew a card."""

    player: int
    object_id: int

    def text(self) -> str:
        return f"P{self.player} draws #{self.object_id}"


@attrs.frozen
class StepBegan(Event):
    """CR 500 — a step or phase began."""

    turn: int
    step: Any
    active: int

    def text(self) -> str:
        return f"-- turn {self.turn} (P{self.active}) {self.step.name.lower()}"


@attrs.frozen
class Attached(Event):
    """CR 701.3 — an Aura or Equipment became attached (``to`` None: unattached)."""

    object_id: int
    name: str
    to: int | None

    def text(self) -> str:
        return f"{self.name}#{self.object_id} attached to #{self.to}"


@attrs.frozen
class ControlChanged(Event):
    """CR 108.4 — a permanent's controller changed."""

    object_id: int
    name: str
    player: int

    def text(self) -> str:
        return f"P{self.player} gains control of {self.name}#{self.object_id}"


@attrs.frozen
class Discarded(Event):
    """CR 701.9a — ``player`` discarded a card (``object_id`` in hand, ``new_id`` where it
    went); ``by``: the controller of the spell or ability that caused it (None: none did)."""

    object_id: int
    new_id: int | None
    name: str
    player: int
    by: int | None = None

    @property
    def trigger_sources(self) -> tuple[int, ...]:  # "causes you to discard this card"
        return () if self.new_id is None else (self.new_id,)

    def text(self) -> str:
        return f"P{self.player} discarded {self.name}#{self.object_id}"


@attrs.frozen
class PlayerLost(Event):
    """CR 104.3 — a player lost the game."""

    player: int
    reason: str

    def text(self) -> str:
        return f"P{self.player} loses the game ({self.reason})"


@attrs.frozen
class Resolved(Event):
    """CR 608 — a spell or ability on the stack resolved (or was removed, ``fizzled``)."""

    object_id: int
    name: str
    fizzled: bool = False

    def text(self) -> str:
        return f"{self.name}#{self.object_id} {'fizzles' if self.fizzled else 'resolves'}"


@attrs.frozen
class Note(Event):
    """A free-form log line (choices, announcements)."""

    message: str

    def text(self) -> str:
        return self.message
