"""Replacement effects — CR 614, 616.

Specs: :class:`ExileInsteadOfGraveyard` (Rest in Peace), :class:`EntersWithCounters`
(CR 614.1c; X is the spell's X, CR 107.3m), :class:`EntersTapped`, :class:`ManaMultiplier`
(Mana Reflection, CR 106.12b). Each applies to a proposed event (a :class:`MoveProposal`
or :class:`ManaProposal`) at most once (CR 614.5); self-replacement effects apply first
(CR 616.1a) and the affected player orders the rest (CR 616.1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..mana.symbols import ManaType
from ..state.abilities import ReplacementAbility, all_abilities
from ..state.filters import Amount, Ctx, ObjectFilter, Who, amount_value
from ..state.objects import GameObject, Zone

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


@attrs.define
class ManaProposal:
    """A mana ability is about to add mana (CR 106.12b)."""

    source_id: int | None
    player: int
    mana: list[ManaType]
    tapped_for_mana: bool
    applied: set[Any] = attrs.Factory(set)


class ReplacementSpec:
    """Base of replacement specs; ``self_only`` marks self-replacement effects (616.1a)."""

    __slots__ = ()
    self_only = False

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
    anywhere, exile it instead." """

    filter: ObjectFilter | None = None

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        if not isinstance(proposal, MoveProposal) or proposal.to_zone is not Zone.GRAVEYARD:
            return False
        if self.filter is None:
            return True
        obj = game.state.objects[proposal.object_id]
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


def _candidates(game: Game, proposal: Any) -> list[tuple[Any, ReplacementSpec, Ctx]]:
    out = []
    st = game.state
    if isinstance(proposal, MoveProposal) and proposal.to_zone is Zone.BATTLEFIELD:
        obj = st.objects[proposal.object_id]
        if isinstance(obj, GameObject):  # CR 614.12: the entering object's own abilities
            owner = proposal.controller if proposal.controller is not None else obj.controller
            for n, a in enumerate(all_abilities(obj.card.abilities)):
                if isinstance(a, ReplacementAbility) and a.replacement.self_only:
                    out.append(((obj.id, n), a.replacement, Ctx(game, obj.id, owner)))
    for i, n, a, controller in game.abilities_of_permanents(ReplacementAbility):
        if not a.replacement.self_only:
            out.append(((i, n), a.replacement, Ctx(game, i, controller)))
    for e in st.effects:  # of resolved spells and abilities, "this turn" (CR 614.1a)
        if isinstance(e.spec, ReplacementSpec):
            out.append((("effect", e.timestamp), e.spec, Ctx(game, e.source_id, e.controller)))
    return out


def apply_replacements(game: Game, proposal: Any, affected_player: int) -> None:
    """CR 616.1 — apply applicable replacement effects until none is left."""
    from ..agents import ChooseOption

    while True:
        cands = [
            c for c in _candidates(game, proposal)
            if c[0] not in proposal.applied and c[1].applies(game, proposal, c[2])
        ]  # fmt: skip
        if not cands:
            return
        selfs = [c for c in cands if c[1].self_only]
        pool = selfs or cands
        pick = 0
        if len(pool) > 1:
            opts = tuple(repr(c[1]) for c in pool)
            pick = game.ask(affected_player, ChooseOption(affected_player, opts, "replacement"))
        key, spec, ctx = pool[pick]
        proposal.applied.add(key)
        spec.apply(game, proposal, ctx)
        game.log_note(f"replacement {spec!r} from #{key[0]} applies")
