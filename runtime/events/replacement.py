"""Replacement and prevention effects — CR 614, 615, 616: one pipeline for every event.

Every rules action that replacement or prevention effects can modify is proposed as an
event (a :class:`MoveProposal`, :class:`ManaProposal`, :class:`DestroyProposal`,
:class:`UntapProposal`, one of the proposals of :mod:`.replacement_kinds`: damage, life
gain, counters, draws, or of :mod:`.replacement_actions`: life loss, discarding, tapping,
token creation) and passes through :func:`propose`. Candidates are the replacement
abilities of permanents (and the entering object's own, CR 614.12), the effects of
resolved spells and abilities (CR 614.1a, 615.1), and the effects that keyword abilities
and rules register with :func:`replacement_source` (protection, CR 702.16e; dredge, CR
702.52a; madness, CR 702.35a; prevention shields, CR 615.7; regeneration, CR 701.19a;
static prevention, CR 615.1; shield and stun counters, CR 122.1c-d). No primitive
knows any of them by name. Each applies to an event at most once (CR 614.5); when two or
more apply, the affected player or the affected object's controller chooses one through
the ``Agent`` in the steps of CR 616.1a-e, and the choice is repeated on the modified event
(CR 616.1f).

Specs here: :class:`ExileInsteadOfGraveyard` (Rest in Peace), :class:`EntersWithCounters`
(CR 614.1c; X is the spell's X, CR 107.3m), :class:`EntersTapped`,
:class:`EntersUnderControl` (Gather Specimens, chosen in step 616.1b),
:class:`EntersAsCopyOfThis` (Essence of the Wild, step 616.1c), :class:`ManaMultiplier`
(Mana Reflection, CR 106.12b), :class:`EntersBackFaceUp` (a double-faced card enters
transformed: daybound at night, CR 702.145b; disturb, 702.146b; step 616.1d; it sets
``MoveProposal.transformed``; daybound's own "enters transformed" is :mod:`mtgc.runtime.
keywords.daybound`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

import attrs

from ..agents import ChooseOption
from ..mana.symbols import ManaType
from ..state.abilities import ReplacementAbility, all_abilities
from ..state.filters import Amount, Ctx, ObjectFilter, Who, amount_value
from ..state.objects import GameObject, Zone, real_card

if TYPE_CHECKING:
    from ..game import Game


@attrs.define
class MoveProposal:
    """An object is about to move (CR 614.1)."""

    object_id: int
    to_zone: Zone
    controller: int | None = None
    tapped: bool = False
    counters: dict[str, int] = attrs.Factory(dict)
    applied: set[Any] = attrs.Factory(set)
    attach_to: int | None = None
    #: choices made as it enters, remembered by the new object (CR 614.12)
    choices: dict[str, Any] = attrs.Factory(dict)
    #: it enters as a copy of this object (CR 707.2, 614.1c; chosen in step 616.1c)
    copy_of: int | None = None
    #: the copy effect's exceptions (CR 707.9; continuous.copies.CopyException values)
    copy_except: tuple[Any, ...] = ()
    #: it enters with its back face up, "transformed" (CR 712.14a; step 616.1d)
    transformed: bool = False
    #: put on the bottom of a library rather than on top (CR 401.4)
    bottom: bool = False

    def affected(self, game: Game) -> int:
        """CR 616.1: the object's controller, or its owner if it has none."""
        obj = game.state.objects[self.object_id]
        if isinstance(obj, GameObject) and obj.zone is Zone.BATTLEFIELD:
            return game.view(self.object_id).controller
        return getattr(obj, "owner", 0) if self.controller is None else self.controller


@attrs.define
class ManaProposal:
    """A mana ability is about to add mana (CR 106.12b)."""

    source_id: int | None
    player: int
    mana: list[ManaType]
    tapped_for_mana: bool
    applied: set[Any] = attrs.Factory(set)

    def affected(self, game: Game) -> int:
        return self.player


@attrs.define
class DestroyProposal:
    """A permanent is about to be destroyed (CR 701.8a); ``destroyed`` False once a
    replacement effect such as regeneration (CR 701.19a) has replaced the destruction.
    ``rule``: destroyed by a state-based action (CR 704.5g-h), not as the result of an
    effect (which shield counters replace only, CR 122.1c)."""

    object_id: int
    destroyed: bool = True
    applied: set[Any] = attrs.Factory(set)
    rule: bool = False

    def affected(self, game: Game) -> int:
        return game.view(self.object_id).controller


@attrs.define
class UntapProposal:
    """A tapped permanent is about to become untapped (CR 701.26b); ``untaps`` False once a
    replacement effect such as a stun counter's (CR 122.1d) has replaced it."""

    obj_id: int
    untaps: bool = True
    applied: set[Any] = attrs.Factory(set)

    def affected(self, game: Game) -> int:
        return game.view(self.obj_id).controller


#: The steps of CR 616.1 in which an effect may be chosen: self-replacement effects first
#: (616.1a), then effects that change under whose control an object enters (616.1b), that
#: make it enter as a copy (616.1c) or back face up (616.1d), then any other (616.1e).
SELF_REPLACEMENT, ENTERS_CONTROL, ENTERS_AS_COPY, ENTERS_BACK_FACE, ANY_OTHER = range(5)


class ReplacementSpec:
    """Base of replacement and prevention specs; ``self_only`` marks the effects of an
    entering object's own abilities that modify how it enters (CR 614.12: "this permanent
    enters tapped"), ``self_replacement`` the self-replacement effects of CR 614.15 (step
    616.1a); ``order_step``: in which step of CR 616.1 it is chosen. An object's own "enters
    tapped" is not a self-replacement effect: it is chosen in step 616.1e, after a copy
    effect (the Rusted Sentinel example of CR 616.1f)."""

    __slots__ = ()
    self_only = False
    #: CR 614.15, 616.1a: chosen first, whatever ``order_step`` says
    self_replacement = False
    #: CR 616.1b-e
    order_step = ANY_OTHER
    #: CR 113.6b: an ability of the moving object itself that functions from any zone
    #: ("If this card would be put into a graveyard from anywhere")
    from_anywhere = False

    def describe(self) -> str:
        """How the effect reads in the prompt that orders effects (CR 616.1)."""
        return repr(self)

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        raise NotImplementedError

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        raise NotImplementedError

    def transform_types(self, types: frozenset[ManaType], ctx: Ctx) -> frozenset[ManaType]:
        """How this effect changes the types a source could produce (CR 106.7)."""
        return types


@attrs.frozen
class ExileInsteadOfGraveyard(ReplacementSpec):
    """CR 614.1a — "If a [filter] card or token would be put into a graveyard from
    anywhere, exile it instead." ``permanents``: "If a permanent would be put into a
    graveyard" — only objects on the battlefield (CR 110.1)."""

    filter: ObjectFilter | None = None
    permanents: bool = False
    #: "If CARDNAME would be put into a graveyard from anywhere": this object only, in any
    #: zone (CR 113.6b)
    this: bool = False

    @property
    def from_anywhere(self) -> bool:  # type: ignore[override]
        return self.this

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        if not isinstance(proposal, MoveProposal) or proposal.to_zone is not Zone.GRAVEYARD:
            return False
        if self.this and proposal.object_id != ctx.source_id:
            return False
        obj = game.state.objects[proposal.object_id]
        if self.permanents and not (isinstance(obj, GameObject) and obj.zone is Zone.BATTLEFIELD):
            return False
        if self.filter is None:
            return True
        return self.filter.matches(ctx, obj, any_zone=True)  # type: ignore[arg-type]

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.to_zone = Zone.EXILE


@attrs.frozen
class EntersWithCounters(ReplacementSpec):
    """CR 614.1c, 122.6 — "This permanent enters with N [kind] counters on it"; an X here
    is the X paid for the spell that became this permanent (CR 107.3m)."""

    kind: str
    amount: Amount = 1
    self_only = True

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        return isinstance(proposal, MoveProposal) and proposal.to_zone is Zone.BATTLEFIELD

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        obj = game.state.objects[proposal.object_id]
        ctx.x = getattr(obj, "x_value", 0) or 0  # the spell's X while it's still the spell
        n = amount_value(self.amount, ctx)
        if n > 0:
            proposal.counters[self.kind] = proposal.counters.get(self.kind, 0) + n


@attrs.frozen
class EntersTapped(ReplacementSpec):
    """CR 614.1c — "This permanent enters tapped"."""

    self_only = True

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        return isinstance(proposal, MoveProposal) and proposal.to_zone is Zone.BATTLEFIELD

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.tapped = True


@attrs.frozen
class OthersEnterTapped(ReplacementSpec):
    """CR 614.1c, 614.12 — "[Permanents matching filter] enter tapped." (a static of another
    permanent: "Creatures your opponents control enter tapped."); the filter's controller
    is judged against the player under whose control the object would enter."""

    filter: ObjectFilter

    def describe(self) -> str:
        return "enters tapped"

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        if not isinstance(proposal, MoveProposal) or proposal.tapped:
            return False
        if not _entering(game, proposal, attrs.evolve(self.filter, controller=Who.ANY), ctx):
            return False
        return self.filter.controller.matches(_entering_controller(game, proposal),
                                              ctx.controller)  # fmt: skip

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.tapped = True


@attrs.frozen
class OthersEnterWithCounters(ReplacementSpec):
    """CR 614.1c, 614.12, 122.6 — "[Permanents matching filter] enter with an additional
    [kind] counter on it." (a static of another permanent: "Each other creature you control
    enters with an additional +1/+1 counter on it."); the filter's controller is judged
    against the player under whose control the object would enter."""

    filter: ObjectFilter
    kind: str
    amount: int = 1

    def describe(self) -> str:
        return f"enters with {self.amount} additional {self.kind} counter(s)"

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        if not _entering(game, proposal, attrs.evolve(self.filter, controller=Who.ANY), ctx):
            return False
        return self.filter.controller.matches(_entering_controller(game, proposal),
                                              ctx.controller)  # fmt: skip

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.counters[self.kind] = proposal.counters.get(self.kind, 0) + self.amount


def _entering_controller(game: Game, proposal: MoveProposal) -> int:
    """Under whose control the object would enter (CR 110.2: its owner's unless the effect
    says otherwise)."""
    if proposal.controller is not None:
        return proposal.controller
    return getattr(game.state.objects[proposal.object_id], "owner", 0)


def _entering(game: Game, proposal: Any, flt: ObjectFilter | None, ctx: Ctx) -> bool:
    if not isinstance(proposal, MoveProposal) or proposal.to_zone is not Zone.BATTLEFIELD:
        return False
    obj = game.state.objects.get(proposal.object_id)
    return isinstance(obj, GameObject) and (
        flt is None or flt.matches(ctx, obj, any_zone=True))  # fmt: skip


@attrs.frozen
class EntersUnderControl(ReplacementSpec):
    """CR 614.1c, 616.1b — "If a [filter] would enter the battlefield under [who]'s
    control, it enters under your control instead." (Gather Specimens): it modifies under
    whose control the object enters, so it is chosen in step 616.1b."""

    filter: ObjectFilter | None = None
    who: Who = Who.OPPONENT
    order_step = ENTERS_CONTROL

    def describe(self) -> str:
        return "enters under your control instead"

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        if not _entering(game, proposal, self.filter, ctx):
            return False
        ctl = _entering_controller(game, proposal)
        return ctl != ctx.controller and self.who.matches(ctl, ctx.controller)

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.controller = ctx.controller


@attrs.frozen
class EntersAsCopyOfThis(ReplacementSpec):
    """CR 614.1c, 616.1c, 707.2 — "[Filter] you control enter as a copy of this permanent."
    (Essence of the Wild): it makes the object enter as a copy, so it is chosen in step
    616.1c; the copiable values are this permanent's (CR 707.2-707.3)."""

    filter: ObjectFilter | None = None
    order_step = ENTERS_AS_COPY

    def describe(self) -> str:
        return "enters as a copy of this permanent"

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        if not _entering(game, proposal, self.filter, ctx) or proposal.copy_of is not None:
            return False
        src = game.state.objects.get(ctx.source_id)
        return (isinstance(src, GameObject) and src.zone is Zone.BATTLEFIELD
                and proposal.object_id != ctx.source_id
                and _entering_controller(game, proposal) == ctx.controller)  # fmt: skip

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.copy_of = ctx.source_id


@attrs.frozen
class EntersBackFaceUp(ReplacementSpec):
    """CR 614.1c, 616.1d, 712.14a — "[Filter] enters transformed" (daybound's "if it is
    night and this permanent is represented by a double-faced card, it enters transformed",
    CR 702.145b; a spell cast with disturb, 702.146b): the card enters with its back face up,
    so it is chosen in step 616.1d. It applies only to a double-faced card (one with a back
    face) that would enter front face up."""

    filter: ObjectFilter | None = None
    order_step = ENTERS_BACK_FACE

    def describe(self) -> str:
        return "enters with its back face up"

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        if not _entering(game, proposal, self.filter, ctx) or proposal.transformed:
            return False
        obj = game.state.objects[proposal.object_id]
        copied = game.state.objects.get(proposal.copy_of) if proposal.copy_of is not None else None
        card = copied.card if isinstance(copied, GameObject) else real_card(obj)  # type: ignore[arg-type]
        return card.back is not None

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.transformed = True


@attrs.frozen
class ManaMultiplier(ReplacementSpec):
    """CR 106.12b — "If [you tap] a permanent for mana, it produces N times as much of that
    mana instead" (Mana Reflection)."""

    factor: int = 2
    who: Who = Who.YOU

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        return (
            isinstance(proposal, ManaProposal)
            and proposal.tapped_for_mana
            and bool(proposal.mana)
            and self.who.matches(proposal.player, ctx.controller)
        )

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.mana = [m for m in proposal.mana for _ in range(self.factor)]


@attrs.frozen
class ProduceInstead(ReplacementSpec):
    """CR 106.12b — "If a [filter] is tapped for mana, it produces [type] instead of any
    other type" (Contamination-style)."""

    mana_type: ManaType
    filter: ObjectFilter | None = None

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        if not isinstance(proposal, ManaProposal) or not proposal.tapped_for_mana:
            return False
        return bool(proposal.mana) and self._source_ok(game, proposal.source_id, ctx)

    def _source_ok(self, game: Game, source_id: int | None, ctx: Ctx) -> bool:
        if self.filter is None:
            return True
        obj = game.state.objects.get(source_id) if source_id is not None else None
        return isinstance(obj, GameObject) and self.filter.matches(ctx, obj)

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        proposal.mana = [self.mana_type for _ in proposal.mana]

    def transform_types(self, types: frozenset[ManaType], ctx: Ctx) -> frozenset[ManaType]:
        return frozenset({self.mana_type}) if types else types


def mana_replacements(game: Game, source_id: int, tapped: bool) -> list[tuple[Any, Ctx]]:
    """Mana replacement effects that would apply to mana produced by ``source_id``."""
    probe = ManaProposal(source_id, -1, [ManaType.C], tapped)
    out = []
    for _, spec, ctx in _candidates(game, probe):
        probe.player = ctx.controller
        if spec.applies(game, probe, ctx):
            out.append((spec, ctx))
    return out


#: A source of replacement / prevention effects that aren't replacement abilities of
#: permanents: ``(game, proposal) -> (key, spec, ctx)`` triples; ``key`` names the effect
#: for CR 614.5 (each applies to an event at most once).
Source = Callable[["Game", Any], Iterable[tuple[Any, ReplacementSpec, Ctx]]]
_SOURCES: list[Source] = []


def replacement_source(fn: Source) -> Source:
    """Register ``fn`` as a source of replacement and prevention effects (used by keyword
    abilities and rules: protection, dredge, prevention shields, regeneration)."""
    _SOURCES.append(fn)
    return fn


def _step(spec: Any) -> int:
    if getattr(spec, "self_replacement", False):
        return SELF_REPLACEMENT
    return getattr(spec, "order_step", ANY_OTHER)


def _candidates(game: Game, proposal: Any) -> list[tuple[Any, ReplacementSpec, Ctx]]:
    out: list[tuple[Any, ReplacementSpec, Ctx]] = []
    st = game.state
    if isinstance(proposal, MoveProposal) and proposal.to_zone is Zone.BATTLEFIELD:
        obj = st.objects[proposal.object_id]
        if isinstance(obj, GameObject):  # CR 614.12: the entering object's own abilities
            owner = proposal.controller if proposal.controller is not None else obj.controller
            for n, a in enumerate(all_abilities(_entering_card(game, proposal, obj).abilities)):
                if isinstance(a, ReplacementAbility) and a.replacement.self_only:
                    out.append(((obj.id, n), a.replacement, Ctx(game, obj.id, owner)))
    elif isinstance(proposal, MoveProposal):  # CR 113.6b: the moving object's own "from
        obj = st.objects.get(proposal.object_id)  # anywhere" abilities, in any zone
        if isinstance(obj, GameObject):
            ctl = game.view(obj.id).controller if obj.zone is Zone.BATTLEFIELD else obj.owner
            for n, a in enumerate(all_abilities(obj.card.abilities)):
                if isinstance(a, ReplacementAbility) and a.replacement.from_anywhere:
                    out.append(((obj.id, n), a.replacement, Ctx(game, obj.id, ctl)))
    for i, n, a, controller in game.abilities_of_permanents(ReplacementAbility):
        if not a.replacement.self_only and not a.replacement.from_anywhere:
            out.append(((i, n), a.replacement, Ctx(game, i, controller)))
    for e in st.effects:  # of resolved spells and abilities, "this turn" (CR 614.1a)
        if isinstance(e.spec, ReplacementSpec):
            out.append((("effect", e.timestamp), e.spec, Ctx(game, e.source_id, e.controller)))
    for source in _SOURCES:
        out.extend(source(game, proposal))
    return out


def _entering_card(game: Game, proposal: MoveProposal, obj: GameObject) -> Any:
    """CR 614.12: the card as the object would exist on the battlefield, taking into account
    the replacement effects that already modified how it enters — a copy effect (CR 707.2,
    616.1c; the Rusted Sentinel example of 616.1f), its back face up (CR 712.8e, 616.1d)."""
    card = obj.card
    copied = game.state.objects.get(proposal.copy_of) if proposal.copy_of is not None else None
    if isinstance(copied, GameObject):
        card = copied.card
    if proposal.transformed and card.back is not None:
        card = card.back
    return card


def propose(game: Game, proposal: Any) -> Any:
    """Pass a proposed event through every replacement and prevention effect that applies
    to it (CR 614-616); the affected player or object's controller orders them (CR 616.1).
    Returns the modified proposal."""
    apply_replacements(game, proposal, proposal.affected(game))
    return proposal


def apply_replacements(game: Game, proposal: Any, affected_player: int) -> None:
    """CR 616.1 — apply applicable replacement and prevention effects until none is left:
    of the effects of the first step of 616.1a-e that has any, ``affected_player`` chooses
    one (616.1), it applies once (614.5), and the rest are checked again (616.1f)."""
    while True:
        cands = [
            c for c in _candidates(game, proposal)
            if c[0] not in proposal.applied and c[1].applies(game, proposal, c[2])
        ]  # fmt: skip
        if not cands:
            return
        first = min(_step(c[1]) for c in cands)
        pool = [c for c in cands if _step(c[1]) == first]
        pick = 0
        if len(pool) > 1:
            opts = tuple(_describe(c[1]) for c in pool)
            pick = game.ask(affected_player, ChooseOption(affected_player, opts, "replacement"))
        key, spec, ctx = pool[pick]
        proposal.applied.add(key)
        spec.apply(game, proposal, ctx)
        game.log_note(f"replacement {_describe(spec)} from #{key[0]} applies")


def _describe(spec: Any) -> str:
    describe = getattr(spec, "describe", None)
    return describe() if describe is not None else repr(spec)


def untap_replaced(game: Game, obj_id: int) -> bool:
    """CR 701.26b, 614 — propose untapping ``obj_id``; True if a replacement effect (a stun
    counter, CR 122.1d) replaced it."""
    return not propose(game, UntapProposal(obj_id)).untaps


def destruction_replaced(game: Game, obj_id: int, rule: bool = False) -> bool:
    """CR 701.8a, 614 — propose destroying ``obj_id``; True if a replacement effect
    (regeneration, CR 701.19a; a shield counter, CR 122.1c) replaced it. ``rule``: by a
    state-based action."""
    return not propose(game, DestroyProposal(obj_id, rule=rule)).destroyed
