"""Priority and the stack — CR 117 (timing and priority), 405 (stack), 608 (resolving)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..events import events as ev
from ..events.replacement_actions import RESOLVING_CONTROLLER
from ..events.triggers import check_state_triggers, put_pending_on_stack
from ..hooks import Hook
from ..state.abilities import Enchant, SpellAbility, TriggeredAbility
from ..state.filters import Ctx, TargetSpec, expand_x
from ..state.objects import GameObject, PlayerRef, StackAbility, Zone
from .loops import declare_draw, end_chain, mandatory_loop
from .resolution_times import record_resolution

if TYPE_CHECKING:
    from ..game import Game

#: CR 704.3: state-based actions, checked as a player would receive priority;
#: provided by :mod:`mtgc.runtime.turns.sba`
check_state_based_actions = Hook("check_state_based_actions")
#: CR 500.2: all players passed with an empty stack; the step ends;
#: provided by :mod:`mtgc.runtime.turns.steps`
advance = Hook("advance")
#: CR 702.103e-f: a bestowed Aura that is no longer attached;
#: provided by :mod:`mtgc.runtime.keywords.bestow`
unbestow = Hook("unbestow")


def give_priority(game: Game, player: int, reset: bool = True) -> None:
    """CR 117.5 — perform state-based actions, put triggered abilities on the stack
    (state triggers, CR 603.8, included), repeat; then ``player`` receives priority."""
    st = game.state
    while True:
        game.track_control()
        acted = check_state_based_actions(game)
        if st.game_over:
            st.priority = None
            return
        check_state_triggers(game)
        placed = put_pending_on_stack(game)
        if not acted and not placed:
            break
    if st.players[player].lost:
        player = next_player(game, player)
    st.priority = player
    if reset:
        st.passes = 0


def next_player(game: Game, player: int) -> int:
    n = len(game.state.players)
    for k in range(1, n + 1):
        q = (player + k) % n
        if not game.state.players[q].lost:
            return q
    return player


def pass_priority(game: Game, player: int) -> None:
    """CR 117.3d, 117.4 — when all players pass in succession, the top of the stack
    resolves (then the active player gets priority, 117.3b) or the step ends (500.2)."""
    st = game.state
    st.passes += 1
    living = sum(not p.lost for p in st.players)
    if st.passes < living:
        give_priority(game, next_player(game, player), reset=False)
        return
    st.passes = 0
    if st.stack:
        loop = mandatory_loop(game)  # CR 104.4b, 731.4
        if loop is not None:
            declare_draw(game, loop)
            return
        resolve_top(game)
        if not st.game_over:
            give_priority(game, st.active)  # puts its triggered abilities on the stack
        if not st.stack:
            end_chain(game)
    else:
        advance(game)


def _legal_targets(
    game: Game, specs: tuple[TargetSpec, ...], targets: tuple, ctx: Ctx
) -> tuple[tuple, bool]:
    """CR 608.2b — illegal targets are left out; True if every target is illegal."""
    specs = expand_x(specs, ctx.x)  # "X target creatures": as many slots as chosen
    if not specs:
        return targets, False
    kept = tuple(
        t if t is not None and spec.legal(ctx, t) else None
        for spec, t in zip(specs, targets, strict=False)
    )
    # CR 608.2b: with no target chosen at all ("up to one", none chosen) nothing fizzles
    chosen = [k for k, t in zip(kept, targets, strict=False) if t is not None]
    if not chosen:
        return kept, not any(s.optional for s in specs)
    return kept, all(k is None for k in chosen)


def _ability_specs(ability: Any, chosen: tuple[int, ...]) -> tuple[TargetSpec, ...]:
    """The target slots of an ability, or of its chosen modes (CR 700.2)."""
    modes = getattr(ability, "modes", ())
    if modes:
        return tuple(t for m in chosen for t in modes[m].targets)
    return ability.targets


def _resolve_modes(modes: tuple, chosen: tuple[int, ...], targets: tuple, ctx: Ctx) -> None:
    """CR 700.2, 608.2c — the chosen modes resolve in printed order with their targets; a
    mode chosen more than once resolves that many times in sequence (CR 700.2d)."""
    offset = 0
    slices = []
    for m in chosen:
        n = len(modes[m].targets)
        slices.append((m, targets[offset : offset + n]))
        offset += n
    for m, mode_targets in sorted(slices, key=lambda pair: pair[0]):
        ctx.targets = mode_targets
        modes[m].effect.resolve(ctx)


def resolve_top(game: Game) -> None:
    """CR 608.2-608.3 — resolve the topmost spell or ability; while it resolves, its
    controller is the one whose instructions cause what happens (CR 701.9)."""
    st = game.state
    item = st.objects[st.stack[-1]]
    before = st.extra.get(RESOLVING_CONTROLLER)
    st.extra[RESOLVING_CONTROLLER] = item.controller  # type: ignore[union-attr]
    try:
        _resolve_top(game)
    finally:
        if before is None:
            st.extra.pop(RESOLVING_CONTROLLER, None)
        else:
            st.extra[RESOLVING_CONTROLLER] = before


def _resolve_top(game: Game) -> None:
    st = game.state
    sid = st.stack[-1]
    item = st.objects[sid]
    if isinstance(item, StackAbility):
        ability = item.ability
        ctx = Ctx(game, item.source_id, item.controller, item.targets, item.x_value, item.event,
                  source_lki=item.source_lki, stack_item=item)  # fmt: skip
        specs = _ability_specs(ability, item.modes)
        targets, fizzle = _legal_targets(game, specs, item.targets, ctx)
        st.stack.pop()
        del st.objects[sid]
        name = game.describe_ability(ability, item.source_id)
        if fizzle:
            game.emit(ev.Resolved(sid, name, fizzled=True))
            return
        if isinstance(ability, TriggeredAbility) and ability.intervening_if is not None:
            if not ability.intervening_if.holds(ctx):  # CR 603.4
                game.emit(ev.Resolved(sid, name, fizzled=True))
                return
        game.emit(ev.Resolved(sid, name))
        record_resolution(game, item.source_id, ability)  # CR 707.10b: copies count too
        if getattr(ability, "modes", ()):
            _resolve_modes(ability.modes, item.modes, targets, ctx)
        else:
            ctx.targets = targets
            ability.effect.resolve(ctx)
        return
    assert isinstance(item, GameObject)
    card = item.card
    sa = next((a for a in card.abilities if isinstance(a, SpellAbility)), SpellAbility())
    ctx = Ctx(game, sid, item.controller, item.targets, item.x_value)
    if sa.modes:
        specs = tuple(t for m in item.modes for t in sa.modes[m].targets)
    else:
        specs = sa.targets
    targets, fizzle = _legal_targets(game, specs, item.targets, ctx)
    enchant = next((a for a in card.abilities if isinstance(a, Enchant)), None)
    if enchant is not None and "Aura" in card.subtypes:  # CR 608.3b
        t = item.enchant_target
        if t is None or not TargetSpec(enchant.filter).legal(ctx, t):
            fizzle = True
    if fizzle and "bestowed" in item.choices:  # CR 702.103e: resolves as a creature spell
        unbestow(game, item)
        card, fizzle = item.card, False
    if fizzle:
        game.emit(ev.Resolved(sid, card.name, fizzled=True))
        game.move(sid, Zone.GRAVEYARD, cause="countered on resolution")
        return
    game.emit(ev.Resolved(sid, card.name))
    if card.is_permanent_card:  # CR 608.3
        game.move(sid, Zone.BATTLEFIELD, cause="resolved", controller=item.controller)
        return
    if sa.modes:
        _resolve_modes(sa.modes, item.modes, targets, ctx)
    elif sa.effect is not None:
        ctx.targets = targets
        sa.effect.resolve(ctx)
    if sid in st.objects and st.objects[sid].zone is Zone.STACK:  # CR 608.2n
        game.move(sid, Zone.GRAVEYARD, cause="resolved")


__all__ = ["PlayerRef", "give_priority", "pass_priority", "resolve_top"]
