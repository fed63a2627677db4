"""Loops of mandatory actions — CR 104.4b, 731.4-731.5.

"If a game ... somehow enters a 'loop' of mandatory actions, repeating a sequence of
events with no way to stop, the game is a draw" (CR 104.4b, 731.4). No player is forced to
take an action that would end a loop other than those called for by the objects in it
(CR 731.5), so passing priority doesn't count as a choice; any other decision with more
than one possible answer (a "may", a choice among several targets, an order of triggers,
casting a spell) does, and ends the chain being watched.

The watch runs within one chain of stack resolutions (the stack never empties in a loop
of triggered abilities that trigger each other): before each resolution the game state is
fingerprinted (object identities left out: a card that changed zones is a new object, CR
400.7, but the same state). A fingerprint seen again in the chain with no choice made in
between is a loop: the game is a draw. A chain that grows without repeating (damage or
counters piling up each time around) is bounded by :data:`MANDATORY_CHAIN_LIMIT`
resolutions without a choice, then also a draw — a hang is never an option.

The watch lives in ``state.extra`` as immutable values, so a rolled-back action (CR 732)
rolls it back too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..agents import (
    ChooseObjects,
    ChooseOption,
    ChooseOrder,
    ChooseTargets,
    PassPriority,
    PriorityDecision,
)
from ..state.objects import GameObject, StackAbility

if TYPE_CHECKING:
    from ..game import Game

#: resolutions in one chain with no choice made before the loop is called endless
MANDATORY_CHAIN_LIMIT = 1000

#: resolutions in a chain before states are fingerprinted (a loop repeats anyway)
_QUIET_START = 8
_CHOICES = "loop_choices"
_WATCH = "loop_watch"


def is_forced(decision: Any, answer: Any) -> bool:
    """Whether answering ``decision`` took no choice: passing priority (CR 731.5), a
    target slot or an option with one possibility, an order of one item."""
    if isinstance(decision, PriorityDecision):
        return isinstance(answer, PassPriority)
    if isinstance(decision, ChooseTargets):
        return all(len(o) <= 1 for o in decision.options)
    if isinstance(decision, ChooseOrder):
        return len(decision.items) <= 1
    if isinstance(decision, ChooseOption):
        return len(decision.options) <= 1
    if isinstance(decision, ChooseObjects):
        return len(decision.options) <= decision.low
    return False


def note_decision(game: Game, decision: Any, answer: Any) -> None:
    """Count a decision that was a real choice (it breaks a mandatory loop)."""
    if not is_forced(decision, answer):
        extra = game.state.extra
        extra[_CHOICES] = extra.get(_CHOICES, 0) + 1


def end_chain(game: Game) -> None:
    """The stack is empty: the chain of resolutions being watched is over."""
    game.state.extra.pop(_WATCH, None)


def mandatory_loop(game: Game) -> str | None:
    """Called as the top of the stack is about to resolve; the reason the game is a draw
    (CR 104.4b) if this chain of mandatory actions repeats, else None."""
    st = game.state
    choices = st.extra.get(_CHOICES, 0)
    when = (st.turn, int(st.step))
    watch = st.extra.get(_WATCH)
    seen: dict[Any, int]
    if watch is None or watch[0] != choices or watch[1] != when:
        seen, length = {}, 0
    else:
        seen, length = watch[2], watch[3]
    if length < _QUIET_START:  # short chains are the common case: just count them
        st.extra[_WATCH] = (choices, when, seen, length + 1)
        return None
    fp = fingerprint(game)
    if fp in seen:
        return (f"the game state repeated after {length - seen[fp]} mandatory resolution(s) "
                "that no player could stop: the game is a draw (CR 104.4b, 731.4)")  # fmt: skip
    length += 1
    if length > MANDATORY_CHAIN_LIMIT:
        return (f"{MANDATORY_CHAIN_LIMIT} resolutions in a row happened without any player "
                "making a choice: a loop of mandatory actions, the game is a draw "
                "(CR 104.4b, 731.4)")  # fmt: skip
    st.extra[_WATCH] = (choices, when, {**seen, fp: length}, length)
    return None


def declare_draw(game: Game, reason: str) -> None:
    """CR 104.4b: the game ends in a draw."""
    st = game.state
    st.game_over = True
    st.winner = None
    st.priority = None
    st.extra["draw_reason"] = reason
    game.log_note(reason)


def fingerprint(game: Game) -> tuple[Any, ...]:
    """The game state without object identities: players, each zone's objects by name
    and status, the stack by what is on it, the continuous effects."""
    st = game.state
    objs = st.objects

    def name(i: int) -> str:
        o = objs.get(i)
        return o.name if isinstance(o, GameObject) else "?"

    players = tuple(
        (
            p.life,
            p.poison,
            tuple(str(m) for m in p.pool),
            tuple(name(i) for i in p.library),
            tuple(sorted(name(i) for i in p.hand)),
            tuple(sorted(name(i) for i in p.graveyard)),
            p.lost,
        )  # fmt: skip
        for p in st.players
    )
    field = []
    for i in st.battlefield:
        o = objs[i]
        if not isinstance(o, GameObject):
            continue
        ch = game.view(i)
        host = name(o.attached_to) if o.attached_to is not None else None
        field.append((o.name, ch.controller, o.tapped, tuple(sorted(o.counters.items())),
                      o.damage, o.deathtouch_damage, o.is_token, host, ch.power,
                      ch.toughness))  # fmt: skip
    stack = []
    for i in st.stack:
        item = objs[i]
        if isinstance(item, StackAbility):
            stack.append((id(item.ability), name(item.source_id), item.controller,
                          tuple(name(t) if isinstance(t, int) else repr(t)
                                for t in item.targets)))  # fmt: skip
        elif isinstance(item, GameObject):
            stack.append((item.name, item.controller))
    effects = tuple((type(e.spec).__name__, name(e.source_id), e.controller, e.duration)
                    for e in st.effects)  # fmt: skip
    exile = tuple(sorted(name(i) for i in st.exile))
    return (st.turn, int(st.step), st.active, players, tuple(sorted(field, key=repr)),
            tuple(stack), effects, exile)  # fmt: skip
