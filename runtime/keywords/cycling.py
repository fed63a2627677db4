"""Cycling as a trigger event (CR 702.29c-d): "When you cycle this card" and "Whenever
[a player] cycles a card" / "cycles or discards a card".

CR 702.29c: cycling a card is activating its cycling ability. The event :class:`Cycled` is
emitted once the ability is activated (its costs, including the discard, are paid). CR
702.29d: "When you cycle this card" triggers from the zone the card went to (the
graveyard), so :class:`Cycled` names that new object in ``trigger_sources``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..combat import combat as _combat
from ..errors import CostError
from ..events import events as ev
from ..events.triggers import TriggerPattern, _lki_match
from ..stack import casting as _casting
from ..stack.spell_copies import SpellCopied
from ..state.abilities import ActivatedAbility
from ..state.filters import Ctx, Who
from ..state.objects import GameObject, PlayerRef, Zone

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class CyclingAbility(ActivatedAbility):
    """CR 702.29a — the activated ability a cycling keyword stands for (so activating it
    is "cycling" the card, 702.29c)."""


@attrs.frozen
class Cycled(ev.Event):
    """CR 702.29c — ``player`` cycled the card ``source_id`` (now ``new_id``)."""

    source_id: int
    new_id: int | None
    name: str
    player: int

    @property
    def trigger_sources(self) -> tuple[int, ...]:
        return () if self.new_id is None else (self.new_id,)

    def text(self) -> str:
        return f"P{self.player} cycles {self.name}#{self.source_id}"


@_casting.note_cycled.provide
def note_cycled(game: Game, ability: Any, obj: GameObject, player: int) -> None:
    """Called after an activated ability was activated: emit :class:`Cycled` if it was a
    cycling ability (CR 702.29c)."""
    if not isinstance(ability, CyclingAbility):
        return
    new = next((o.id for o in game.state.objects.values()
                if isinstance(o, GameObject) and o.card_uid == obj.card_uid
                and o.id != obj.id and o.zone is not Zone.STACK), None)  # fmt: skip
    game.emit(Cycled(obj.id, new, obj.name, player))


@attrs.frozen
class CycleTrigger(TriggerPattern):
    """CR 702.29d — "When you cycle this card" (``this``: works from the graveyard the card
    went to) or "Whenever [who] cycle(s) a card"."""

    who: Who = Who.YOU
    this: bool = False

    @property
    def off_battlefield(self) -> bool:  # CR 702.29d: triggers from where the card went
        return self.this

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, Cycled) or not self.who.matches(event.player, ctx.controller):
            return False
        return event.new_id == ctx.source_id if self.this else True


@attrs.frozen
class ConditionCost:
    """CR 118.9, 601.2f — "If [condition], you may pay [cost] rather than pay this spell's
    mana cost": the alternative cost may be chosen only while the condition holds (it is
    checked with the other costs; paying it does nothing)."""

    condition: Any
    needs_choice = False

    def candidates(self, game: Game, payer: int, source_id: int) -> list[int]:
        return []

    def count(self) -> int:
        return 0

    def check(self, game: Game, payer: int, source_id: int) -> None:
        if not self.condition.holds(Ctx(game, source_id, payer)):
            raise CostError(f"the condition of this alternative cost isn't met: "
                            f"{self.condition!r} (CR 118.9)")  # fmt: skip

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        return None


@attrs.frozen
class EitherOf(TriggerPattern):
    """CR 603.2 — one ability triggering on either of two events ("When this creature
    enters or dies"); it looks back in time when a leaves-the-battlefield part does
    (CR 603.10a)."""

    patterns: tuple[Any, ...]

    @property
    def looks_back(self) -> bool:  # type: ignore[override]
        return any(getattr(p, "looks_back", False) for p in self.patterns)

    @property
    def off_battlefield(self) -> bool:  # "When you cycle this card and when ..." (702.29d)
        return any(getattr(p, "off_battlefield", False) for p in self.patterns)

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        return any(p.matches(game, event, ctx) for p in self.patterns)


@attrs.frozen
class BlockersDeclared(ev.Event):
    """CR 509.1 — all blockers of this combat have been declared."""

    def text(self) -> str:
        return "blockers declared"


@_combat.note_blockers_declared.provide
def note_blockers_declared(game: Game) -> None:
    """Called by the declare blockers step once every defending player has declared."""
    game.emit(BlockersDeclared())


@attrs.frozen
class AttacksUnblocked(TriggerPattern):
    """CR 509.3g — "Whenever this creature attacks and isn't blocked": no creature was
    declared as a blocker for it."""

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        combat = game.state.combat
        if not isinstance(event, BlockersDeclared) or combat is None:
            return False
        return ctx.source_id in combat.attackers and not combat.blocked.get(ctx.source_id)


@attrs.frozen
class BecomesUntapped(TriggerPattern):
    """CR 701.26 — "Whenever [this / a filter] permanent becomes untapped"."""

    filter: Any = None
    this: bool = False

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, ev.Untapped):
            return False
        if self.this and event.object_id != ctx.source_id:
            return False
        return _lki_match(game, self.filter, event.object_id, ctx)


@attrs.frozen
class CastOrCopyTrigger(TriggerPattern):
    """CR 601.2i, 707.10 — "Whenever [a player] casts or copies a [filter] spell"
    (magecraft, 702... ability word)."""

    filter: Any = None
    by: Who = Who.YOU

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, ev.SpellCast | SpellCopied):
            return False
        if not self.by.matches(event.player, ctx.controller):
            return False
        return _lki_match(game, self.filter, event.object_id, ctx)


@attrs.frozen
class BlockedBy(TriggerPattern):
    """CR 509.3d — "Whenever this / equipped creature becomes blocked by a [filter]
    creature": once for each such blocker ("that creature": the blocker); ``blocked``: the
    blocked creature is any fitting this filter instead ("Whenever your Ring-bearer becomes
    blocked by a creature", CR 701.54c)."""

    filter: Any = None
    attached: bool = False
    blocked: Any = None

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, ev.BlockDeclared):
            return False
        if self.blocked is not None:
            if not _lki_match(game, self.blocked, event.attacker_id, ctx):
                return False
        elif self.attached:
            src = game.state.objects.get(ctx.source_id)
            if getattr(src, "attached_to", None) != event.attacker_id:
                return False
        elif event.attacker_id != ctx.source_id:
            return False
        return _lki_match(game, self.filter, event.object_id, ctx)


@attrs.frozen
class AttacksYou(TriggerPattern):
    """CR 508.1a, 508.3a — "Whenever a [filter] creature attacks you [or a planeswalker you
    control]"."""

    filter: Any = None
    planeswalkers: bool = False

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, ev.AttackDeclared):
            return False
        d = event.defender
        if isinstance(d, PlayerRef):
            hit = d.index == ctx.controller
        else:
            hit = self.planeswalkers and game.known(d) and (
                game.view(d).controller == ctx.controller
            )  # fmt: skip
        return bool(hit) and _lki_match(game, self.filter, event.object_id, ctx)


@attrs.frozen
class CountersPut(TriggerPattern):
    """CR 122.6 — "Whenever one or more [kind] counters are put on [this / a filter]
    permanent": once per event that puts them, including entering with them (122.6)."""

    kind: str
    filter: Any = None
    this: bool = False

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if isinstance(event, ev.CountersChanged):
            if event.kind != self.kind or event.amount <= 0:
                return False
            obj_id = event.object_id
        elif isinstance(event, ev.ZoneChange) and event.to_zone is Zone.BATTLEFIELD:
            obj = game.state.objects.get(event.new_id) if event.new_id is not None else None
            if not isinstance(obj, GameObject) or obj.counters.get(self.kind, 0) <= 0:
                return False
            obj_id = obj.id
        else:
            return False
        if self.this:
            return obj_id == ctx.source_id
        return _lki_match(game, self.filter, obj_id, ctx)


@attrs.frozen
class IntoOwnersGraveyard(TriggerPattern):
    """CR 400.3, 603.6c — "is put into your / an opponent's graveyard from the
    battlefield": the zone-change ``pattern``, and the card's owner is ``owner`` (relative
    to the ability's controller)."""

    pattern: Any
    owner: Who

    @property
    def looks_back(self) -> bool:  # type: ignore[override]
        return bool(getattr(self.pattern, "looks_back", False))

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        return (
            isinstance(event, ev.ZoneChange) and self.owner.matches(event.owner, ctx.controller)
            and self.pattern.matches(game, event, ctx)
        )  # fmt: skip
