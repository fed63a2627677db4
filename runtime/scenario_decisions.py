"""Decisions in scenarios: readable prompts, and answers bound to the decision they answer.

:func:`prompt` says what a decision asks in words, with objects by name and id
(``"Alice: choose 1 target for Lightning Bolt — slot 1: Grizzly Bears#7, Alice, Bob"``).

A :class:`QueuedAnswer` is one answer a test queued with
:meth:`~mtgc.runtime.scenario.Scenario.answer`: for a player, a decision class and,
optionally, ``about`` — text the decision's prompt must contain, or a predicate on the
decision — so that it answers that decision and no other of the same class. After it was
used, ``answer.decision`` and ``answer.prompt`` say what it answered; an answer never
asked for (unless queued with ``required=False``: "if asked") makes
:meth:`~mtgc.runtime.scenario.Scenario.check_answers` (and the test) fail.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from . import agents as ag
from .state.objects import GameObject, PlayerRef

if TYPE_CHECKING:
    from .game import Game


#: The answers queued lately, in order (a test runner clears it before a test and calls
#: :func:`check_answered` on it after: the scenario itself may be gone by then).
RECENT: deque[QueuedAnswer] = deque(maxlen=100_000)


def check_answered(answers: Iterable[QueuedAnswer]) -> None:
    """AssertionError if one of ``answers`` was never asked for, with the decisions that
    were asked of its player (their prompts) to show what the test reached instead."""
    unused = [a for a in answers if a.required and not a.used and not a.reported]
    if not unused:
        return
    lines = [f"{len(unused)} queued answer(s) never asked for:"]
    for a in unused:
        a.reported = True
        lines.append(f"  {a!r}")
        asked = [q for q in a.agent.asked if "has priority" not in q] if a.agent else []
        lines += [f"    asked of P{a.player}: {q}" for q in asked[-8:]] or ["    (no decision)"]
    raise AssertionError("\n".join(lines))


class QueuedAnswer:
    """An answer waiting for its decision (see the module docstring)."""

    def __init__(self, player: int, kind: str, answer: Any, about: Any = None,
                 agent: ScenarioAgent | None = None, required: bool = True) -> None:  # fmt: skip
        self.player, self.kind, self.answer, self.about = player, kind, answer, about
        self.agent = agent
        #: False: "if asked" — the test holds whether or not the decision comes
        self.required = required
        self.decision: Any = None
        self.prompt: str | None = None
        self.reported = False

    @property
    def used(self) -> bool:
        return self.prompt is not None

    def matches(self, game: Game, decision: Any, text: str) -> bool:
        if self.about is None:
            return True
        if callable(self.about):
            return bool(self.about(decision))
        return str(self.about).casefold() in text.casefold()

    def __repr__(self) -> str:
        about = f" about {self.about!r}" if self.about is not None else ""
        done = f", answered {self.prompt!r}" if self.used else ", not asked yet"
        return f"<answer P{self.player} {self.kind}{about}: {self.answer!r}{done}>"


class ScenarioAgent(ag.ScriptedAgent):
    """The agent of each scenario player: queued answers (bound or not), else the
    decision's default. Every decision asked is kept, with its prompt, in ``asked``."""

    def __init__(self, player: int = 0) -> None:
        super().__init__()
        self.player = player
        self.answers: list[QueuedAnswer] = []
        self.asked: list[str] = []

    def push(self, kind: type[ag.Decision] | str, answer: Any, about: Any = None,
             required: bool = True) -> QueuedAnswer:  # fmt: skip
        name = kind if isinstance(kind, str) else kind.__name__
        queued = QueuedAnswer(self.player, name, answer, about, self, required)
        self.answers.append(queued)
        RECENT.append(queued)
        return queued

    def pending(self) -> int:
        return len(self.unused())

    def unused(self) -> list[QueuedAnswer]:
        return [a for a in self.answers if not a.used]

    def decide(self, game: Game, decision: Any) -> Any:
        text = prompt(game, decision)
        self.asked.append(text)
        kind = type(decision).__name__
        for queued in self.answers:
            if queued.used or queued.kind != kind or not queued.matches(game, decision, text):
                continue
            queued.decision, queued.prompt = decision, text
            answer = queued.answer
            return answer(decision) if callable(answer) else answer
        return decision.default()


# --------------------------------------------------------------------------- prompts


def name_of(game: Game, x: Any) -> str:
    """A player by name, an object as ``Name#id``, anything else as itself."""
    if isinstance(x, PlayerRef):
        x = x.index
        return game.state.players[x].name if 0 <= x < len(game.state.players) else f"P{x}"
    if isinstance(x, int) and not isinstance(x, bool):
        o = game.state.objects.get(x)
        if o is not None and not isinstance(o, GameObject):
            return f"ability of {name_of(game, o.source_id)}"
        if game.known(x):
            return f"{game.view(x).name}#{x}"
        return f"#{x}"
    if x is None:
        return "none"
    return str(x)


def _names(game: Game, items: Any) -> str:
    return ", ".join(name_of(game, i) for i in items) or "nothing"


def _count(low: int, high: int) -> str:
    return str(low) if low == high else f"{low} to {high}"


_PROMPTS: dict[type, Callable[[Game, Any], str]] = {
    ag.PriorityDecision: lambda g, d: "has priority (pass, or take an action)",
    ag.ChooseTargets: lambda g, d: (
        f"choose {len(d.options)} target(s){' for ' + d.reason if d.reason else ''} — "
        + "; ".join(f"slot {k + 1}: {_names(g, o)}" for k, o in enumerate(d.options))
    ),
    ag.ChooseNumber: lambda g, d: (
        f"choose a number{' for ' + d.reason if d.reason else ''} (at least {d.low}"
        + (f", at most {d.high})" if d.high >= d.low else ")")
    ),
    ag.ChooseModes: lambda g, d: f"choose {_count(*d.bounds)} of {d.n} modes (by index)",
    ag.ChoosePayment: lambda g, d: f"announce how to pay {d.cost} (hybrid and Phyrexian symbols)",
    ag.ChooseObjects: lambda g, d: (
        f"choose {_count(d.low, d.high)}{' to ' + d.reason if d.reason else ''} "
        f"of: {_names(g, d.options)}"
    ),
    ag.ChooseYesNo: lambda g, d: f"yes or no: {d.prompt}",
    ag.ChooseOrder: lambda g, d: (
        "put in order (a permutation of the indices): "
        + "; ".join(f"{k}: {item}" for k, item in enumerate(d.items))
    ),
    ag.ChooseOption: lambda g, d: (
        f"{d.reason or 'choose one'} (by index): "
        + ", ".join(f"{k}: {o}" for k, o in enumerate(d.options))
    ),
    ag.DeclareAttackers: lambda g, d: (
        f"declare attackers among {_names(g, d.candidates)} (defenders: {_names(g, d.defenders)})"
    ),
    ag.DeclareBlockers: lambda g, d: (
        f"declare blockers among {_names(g, d.candidates)} (attackers: {_names(g, d.attackers)})"
    ),
    ag.AssignCombatDamage: lambda g, d: (
        f"assign {d.power} combat damage of {name_of(g, d.attacker)} among "
        f"{_names(g, d.blockers + ((d.defender,) if d.defender is not None else ()))}"
    ),
}


def prompt(game: Game, decision: Any) -> str:
    """What ``decision`` asks, in words: the player's name, the question, the objects by
    name and id, and the last thing that happened (what the decision is part of)."""
    player = getattr(decision, "player", None)
    who = name_of(game, PlayerRef(player)) if isinstance(player, int) else "?"
    describe = _PROMPTS.get(type(decision))
    try:
        text = describe(game, decision) if describe else repr(decision)
    except Exception:  # an odd decision never hides the question
        text = repr(decision)
    last = game.log[-1] if game.log else ""
    return f"{who}: {text}" + (f"  [after: {last}]" if last else "")
