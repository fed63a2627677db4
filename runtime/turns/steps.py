"""Turn structure — CR 500-514: steps and phases, turn-based actions, mana pools
emptying between steps (CR 500.4), "until end of turn" effects ending in cleanup (514.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions.keyword_actions import take_extra_turn
from ..actions.planes import planar_controller_changed
from ..actions.schemes import main_phase_began
from ..agents import ChooseObjects
from ..combat.combat import (
    combat_damage,
    declare_attackers,
    declare_blockers,
    needs_first_strike_step,
)
from ..combat.requirements import END_OF_COMBAT
from ..continuous.next_turn import effect_ends, permission_survives_cleanup
from ..continuous.restrictions import doesnt_untap, player_rule, untap_limits
from ..continuous.untap import end_after_untap, end_at_turn_start
from ..events import events as ev
from ..events.sagas import add_lore_counters
from ..hooks import Hook
from ..stack import resolution as _resolution
from ..stack.resolution import give_priority, next_player
from ..state.game_state import CombatState, Step
from ..state.objects import Zone
from .day_night import untap_step_check
from .opening_hand import take_opening_hand_actions
from .sba import check_state_based_actions
from .skips import skips_step, skips_turn

#: CR 502.1, 702.26a: the untap step's phasing; provided by :mod:`mtgc.runtime.keywords.phasing`
phasing_step = Hook("phasing_step")

if TYPE_CHECKING:
    from ..game import Game


def start_game(game: Game, first: int = 0, opening_hand: int = 7, shuffle: bool = True) -> None:
    """CR 103 — shuffle libraries, draw opening hands (no mulligans), take the actions they
    allow (CR 103.6), begin turn 1."""
    st = game.state
    for p in st.players:
        if shuffle:
            game.rng.shuffle(p.library)
        for _ in range(opening_hand):
            game.draw(p.index)
    game.log.clear()
    st.extra["starting_player"] = first  # CR 103.1 (conditions_players.STARTING_PLAYER)
    take_opening_hand_actions(game, first)  # CR 103.6
    begin_turn(game, first)


def begin_turn(game: Game, player: int) -> None:
    """CR 500.1 — a new turn for ``player`` starts with its untap step."""
    st = game.state
    while skips_turn(game, player):  # CR 500.11, 614.10
        extra = take_extra_turn(st)  # CR 500.7
        player = extra if extra is not None else next_player(game, player)
    previous = st.active if st.turn > 0 else None
    st.turn += 1
    st.active = player
    st.players[player].turn_began = st.turn
    for p in st.players:
        p.lands_played = 0
    end_at_turn_start(game, player)  # "until your next turn" (CR 611.2a)
    if st.command:  # CR 901.6: the planar controller is the active player
        planar_controller_changed(game)
    begin_step(game, Step.UNTAP, previous)


def begin_step(game: Game, step: Step, previous_active: int | None = None) -> None:
    """Begin ``step``: turn-based actions, then priority (CR 117.3a), or move on
    (``previous_active``: the previous turn's active player, for the untap step)."""
    st = game.state
    skipped = skips_step(game, step)  # CR 500.11, 614.10
    if skipped is not None:
        st.step = skipped
        advance(game)
        return
    st.step = step
    st.priority = None
    st.passes = 0
    game.emit(ev.StepBegan(st.turn, step, st.active))
    if step is Step.UNTAP:  # CR 502.3; no priority in the untap step (502.4)
        phasing_step(game, st.active)  # CR 502.1, 702.26a
        untap_step_check(game, previous_active)  # CR 502.2: day and night
        untapping = [i for i in st.battlefield
                     if game.view(i).controller == st.active and not doesnt_untap(game, i)]
        for kind, n in untap_limits(game, st.active):  # "can't untap more than one ..."
            tapped = [i for i in untapping
                      if game.get(i).tapped and kind in game.view(i).types]  # fmt: skip
            if len(tapped) > n:  # CR 502.3: the active player determines which untap
                keep = game.ask(st.active, ChooseObjects(st.active, tuple(tapped), n, n, "untap"))
                untapping = [i for i in untapping if i not in tapped or i in keep]
        for i in untapping:
            game.untap(i)
        end_after_untap(game, st.active)
        advance(game)
        return
    if step is Step.DRAW:  # CR 504.1; the starting player skips the first draw (103.8a)
        if st.turn > 1:
            game.draw(st.active)
    elif step is Step.PRECOMBAT_MAIN:  # CR 714.3b: lore counters on the active player's Sagas
        add_lore_counters(game)
        if st.command:  # CR 904.9: an archenemy sets a scheme in motion
            main_phase_began(game)
    elif step is Step.BEGINNING_OF_COMBAT:
        st.combat = CombatState()
    elif step is Step.DECLARE_ATTACKERS:
        declare_attackers(game)
    elif step is Step.DECLARE_BLOCKERS:
        declare_blockers(game)
    elif step is Step.FIRST_STRIKE_DAMAGE:
        combat_damage(game, first_strike=True)
    elif step is Step.COMBAT_DAMAGE:
        combat_damage(game, first_strike=False)
    elif step is Step.CLEANUP:
        cleanup(game)
        return
    if not st.game_over:
        give_priority(game, st.active)


def cleanup(game: Game) -> None:
    """CR 514 — discard to hand size, remove damage and end "until end of turn" effects;
    if SBAs or triggers happen, players get priority and another cleanup follows (514.3a)."""
    st = game.state
    p = st.players[st.active]
    extra = len(p.hand) - p.max_hand_size
    if extra > 0 and not player_rule(game, p.index, "no maximum hand size"):  # CR 402.2
        chosen = game.ask(p.index, ChooseObjects(p.index, tuple(p.hand), extra, extra, "discard"))
        for i in chosen:
            game.discard(i)
    for i in st.battlefield:
        o = st.objects[i]
        o.damage = 0  # type: ignore[union-attr]
        o.deathtouch_damage = False  # type: ignore[union-attr]
    st.effects = [e for e in st.effects if e.duration != "eot" and not effect_ends(e, st)]
    st.permissions = [x for x in st.permissions if permission_survives_cleanup(x[2], st)]
    game.changed()
    if check_state_based_actions(game) or st.pending:
        if st.game_over:
            return
        give_priority(game, st.active)
        return
    _next_turn(game)


def _next_turn(game: Game) -> None:
    extra = take_extra_turn(game.state)  # CR 500.7
    begin_turn(game, extra if extra is not None else next_player(game, game.state.active))


@_resolution.advance.provide
def advance(game: Game) -> None:
    """CR 500.2-500.4 — the step ends: mana empties, go to the next step (skipping combat
    damage steps without attackers, CR 508.8, and the first-strike step, CR 510.4)."""
    st = game.state
    for p in st.players:
        p.pool.clear()
    step = st.step
    if step is Step.CLEANUP:  # CR 514.3a: players had priority: another cleanup step
        begin_step(game, Step.CLEANUP)
        return
    nxt = Step(step + 1)
    if step is Step.DECLARE_ATTACKERS and (st.combat is None or not st.combat.attackers):
        nxt = Step.END_OF_COMBAT
    if nxt is Step.FIRST_STRIKE_DAMAGE and not needs_first_strike_step(game):
        nxt = Step.COMBAT_DAMAGE
    if step is Step.END_OF_COMBAT:
        st.combat = None  # CR 511.3
        st.effects = [e for e in st.effects if e.duration != END_OF_COMBAT]  # "this combat"
    begin_step(game, nxt)


__all__ = ["Zone", "advance", "begin_step", "begin_turn", "start_game"]
