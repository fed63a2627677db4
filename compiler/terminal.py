"""A human player at the terminal for ``mtgc play --interactive`` (the other side stays a
seeded random player).

Before each question the agent prints what happened since the last one (the game's
readable log), then the question: with priority, a numbered list of the actions that may
be legal (CR 117: pass, play a land, cast a spell, activate an ability); for any other
decision its prompt (:func:`mtgc.runtime.scenario_decisions.prompt`) and numbered options.
An empty line takes the default answer; an illegal action is refused by the engine and
asked again. At the end of input (Ctrl-D) every later decision takes its default.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TextIO

from ..runtime import agents as ag
from ..runtime.agents import ActivateAbility, CastSpell, PassPriority, PlayLand
from ..runtime.errors import InvalidInputError
from ..runtime.scenario_decisions import name_of, prompt


class TerminalAgent:
    """Asks a person: reads answers from ``read`` (``input`` by default), writes to ``out``."""

    def __init__(self, player: int, out: TextIO, read: Callable[[str], str] = input) -> None:
        self.player, self.out, self.read = player, out, read
        self.shown = 0
        self.closed = False

    def decide(self, game: Any, decision: Any) -> Any:
        self._catch_up(game)
        if self.closed:
            return decision.default()
        if isinstance(decision, ag.PriorityDecision):
            return self._priority(game, decision)
        options = _options(game, decision)
        self.out.write(prompt(game, decision) + "\n")
        for k, (label, _) in enumerate(options):
            self.out.write(f"  {k}: {label}\n")
        while True:
            line = self._ask("answer (empty: the default) > ")
            if line is None or not line.strip():
                return decision.default()
            try:
                picks = [options[int(w)][1] for w in line.replace(",", " ").split()]
                return decision.validate(_answer(decision, picks))
            except (ValueError, IndexError, InvalidInputError) as exc:
                self.out.write(f"  not an answer here: {exc}\n")

    def _priority(self, game: Any, decision: Any) -> Any:
        me = game.state.players[self.player]
        hand = ", ".join(name_of(game, i) for i in me.hand) or "nothing"
        st = game.state
        when = f"turn {st.turn}, {st.step.name.lower().replace('_', ' ')}"
        stack = "; ".join(name_of(game, i) for i in st.stack) or "empty"
        self.out.write(f"-- {me.name}, you have priority ({when}; stack: {stack})\n")
        self.out.write(f"   life {me.life}; hand: {hand}\n")
        actions = [PassPriority(), *game.candidate_actions(self.player)]
        for k, action in enumerate(actions):
            self.out.write(f"  {k}: {_describe(game, action)}\n")
        while True:
            line = self._ask("action (empty: pass) > ")
            if line is None or not line.strip():
                return PassPriority()
            try:
                return actions[int(line)]
            except (ValueError, IndexError):
                self.out.write(f"  choose 0 to {len(actions) - 1}\n")

    def _ask(self, text: str) -> str | None:
        self.out.flush()
        try:
            return self.read(text)
        except EOFError:
            self.closed = True
            self.out.write("\n(end of input: default answers from here on)\n")
            return None

    def catch_up(self, game: Any) -> None:
        """Print the log lines not shown yet."""
        self._catch_up(game)

    def _catch_up(self, game: Any) -> None:
        lines = getattr(game, "lines", [])
        for line in lines[self.shown :]:
            self.out.write(line + "\n")
        self.shown = len(lines)


def _describe(game: Any, action: Any) -> str:
    if isinstance(action, PassPriority):
        return "pass priority"
    if isinstance(action, PlayLand):
        return f"play {name_of(game, action.card_id)}"
    if isinstance(action, CastSpell):
        return f"cast {name_of(game, action.card_id)}"
    if isinstance(action, ActivateAbility):
        return f"activate ability {action.index + 1} of {name_of(game, action.source_id)}"
    return repr(action)


def _options(game: Any, d: Any) -> list[tuple[str, Any]]:
    """Numbered choices for a decision: (label, value)."""
    if isinstance(d, ag.ChooseYesNo):
        return [("no", False), ("yes", True)]
    if isinstance(d, ag.ChooseTargets):
        return [(f"slot {k + 1}: {name_of(game, o)}", (k, o)) for k, os in
                enumerate(d.options) for o in os]  # fmt: skip
    if isinstance(d, ag.ChooseObjects):
        return [(name_of(game, o), o) for o in d.options]
    if isinstance(d, ag.ChooseOption):
        return [(str(o), k) for k, o in enumerate(d.options)]
    if isinstance(d, ag.ChooseModes):
        return [(f"mode {k + 1}", k) for k in range(d.n)]
    if isinstance(d, ag.ChooseNumber):
        return [(str(n), n) for n in range(d.low, max(d.low, d.high) + 1)]
    if isinstance(d, ag.ChooseOrder):
        return [(item, k) for k, item in enumerate(d.items)]
    if isinstance(d, ag.DeclareAttackers):
        return [(f"{name_of(game, c)} attacks {name_of(game, t)}", (c, t))
                for c in d.candidates for t in d.defenders]  # fmt: skip
    if isinstance(d, ag.DeclareBlockers):
        return [(f"{name_of(game, c)} blocks {name_of(game, a)}", (c, a))
                for c in d.candidates for a in d.attackers]  # fmt: skip
    return []  # the default (payment announcements, damage assignment)


def _answer(d: Any, picks: list[Any]) -> Any:
    if isinstance(d, (ag.ChooseYesNo, ag.ChooseOption, ag.ChooseNumber)):
        if len(picks) != 1:
            raise InvalidInputError("choose one")
        return picks[0]
    if isinstance(d, ag.ChooseTargets):
        chosen: list[Any] = [None] * len(d.options)
        for slot, target in picks:
            chosen[slot] = target
        return tuple(chosen)
    if isinstance(d, ag.DeclareBlockers):  # a blocker picked twice blocks both (CR 509.1b)
        blocks: dict[Any, list[Any]] = {}
        for blocker, attacker in picks:
            blocks.setdefault(blocker, []).append(attacker)
        return {b: a[0] if len(a) == 1 else tuple(a) for b, a in blocks.items()}
    if isinstance(d, ag.DeclareAttackers):
        return dict(picks)
    if isinstance(d, ag.ChooseOrder):
        return tuple(picks)
    return tuple(picks)
