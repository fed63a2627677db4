"""Developer tool: seeded random games with decks of real corpus cards (issue 12's property
check).

usage: python tools/random_games.py [--games N] [--seed S] [--max-turns T] [--jobs J] [-v]
                                     [CORPUS.jsonl ...]

Each game's seed builds two 60-card decks: two colors per deck, 12 distinct faces (3 copies
each) drawn from the corpus faces whose status is ``ok`` and whose mana cost is of those
colors, compiled from their text by the public pipeline, plus 24 basic lands of the
deck's colors. Seeded :class:`~mtgc.runtime.agents.RandomAgent`s play it. After every
action the state is checked (:mod:`mtgc.runtime.state.invariants`: each card in exactly one
zone, cards conserved, integer life totals, no creature with lethal damage left after
state-based actions, CR 704.5f-g); an exception is a violation too.

Every game ends: a win, a draw, or a limit — ``--max-turns`` turns (default 40), or
``--max-actions`` actions in the game (default 3,000). A random player takes at most
``--actions-per-turn`` actions (default 30) in one turn and then only passes, so a free
ability ("{0}: ...") activated over and over ends with the turn. A game still running
after ``--seconds`` of CPU time (default 20; CPU, not wall time, so that a
busy machine doesn't make runaways) is stopped and counted as a runaway
violation.

``--jobs J`` plays the seeds in J worker processes (forked after the corpus is loaded);
each game is the same as with one process, so the figures don't depend on J.

Prints games/s, how games ended, and each violation kind with the seed and card that
reproduce it (``--seed S --games 1 -v`` replays one game).
"""

from __future__ import annotations

import argparse
import collections
import multiprocessing
import os
import random
import re
import signal
import sys
import time
import traceback
from collections.abc import Iterator, Sequence
from typing import Any

import attrs

from mtgc.compiler.cards import CardSpec, Face, load
from mtgc.compiler.games import compile_card
from mtgc.runtime import cards_basic
from mtgc.runtime.agents import RandomAgent
from mtgc.runtime.game import Game
from mtgc.runtime.state.invariants import Violation, card_uids, violations
from mtgc.runtime.state.objects import CardDefinition, Zone
from mtgc.runtime.turns.steps import start_game

HERE = os.path.dirname(os.path.abspath(__file__))
CORPORA = (
    os.path.join(HERE, "..", "..", "shared", "corpus", "oracle-cards.jsonl"),
    os.path.join(HERE, "..", "..", "shared", "corpus", "oracle-new-a.jsonl"),
)
COLORS = "WUBRG"
BASICS = {
    "W": cards_basic.plains,
    "U": cards_basic.island,
    "B": cards_basic.swamp,
    "R": cards_basic.mountain,
    "G": cards_basic.forest,
}
_SYMBOL = re.compile(r"\{([^}]*)\}")


class Runaway(Exception):
    """A game past its CPU-time bound (raised by the profiling timer)."""


class ActionLimit(Exception):
    """A game past its action bound: it ends as a limit, not a violation."""


def colors_of(face: Face) -> frozenset[str]:
    """The colors of the mana symbols in the face's cost (CR 202.2)."""
    return frozenset(c for s in _SYMBOL.findall(face.mana_cost or "") for c in s if c in COLORS)


class CorpusDecks:
    """The corpus's single-faced, non-basic faces by color, compiled on demand; only the
    faces whose status is ``ok`` make decks."""

    def __init__(self, paths: Sequence[str]) -> None:
        self.faces: list[tuple[CardSpec, Face, frozenset[str]]] = []
        for path in paths:
            for card in load(path):
                if len(card.faces) != 1 or "Basic" in card.faces[0].type_line:
                    continue
                face = card.faces[0]
                self.faces.append((card, face, colors_of(face)))
        self._compiled: dict[int, CardDefinition | None] = {}
        self.compiled_ok = 0

    def definition(self, k: int) -> CardDefinition | None:
        if k not in self._compiled:
            card, face, _ = self.faces[k]
            try:
                d = compile_card(card, face)
            except Exception:  # a compiler crash: not a playable face (reported by mtgc check)
                d = None
            self._compiled[k] = d if isinstance(d, CardDefinition) else None
            self.compiled_ok += self._compiled[k] is not None
        return self._compiled[k]

    def deck(self, rng: random.Random, distinct: int = 12, copies: int = 3) -> list[CardDefinition]:
        """60 cards: ``distinct`` ok faces of two colors times ``copies``, plus basics."""
        colors = rng.sample(COLORS, 2)
        allowed = frozenset(colors)
        order = list(range(len(self.faces)))
        rng.shuffle(order)
        chosen: list[CardDefinition] = []
        for k in order:
            if len(chosen) == distinct:
                break
            if not self.faces[k][2] <= allowed:
                continue
            d = self.definition(k)
            if d is not None:
                chosen.append(d)
        cards = [d for d in chosen for _ in range(copies)]
        lands = 60 - len(cards)
        cards += [BASICS[colors[i % 2]]() for i in range(lands)]
        return cards


@attrs.define
class Outcome:
    seed: int
    ended: str  # "win", "draw", "turn-limit", "action-limit", "violation"
    actions: int
    seconds: float
    violations: list[Violation]
    faces: frozenset[str] = frozenset()  # the names of the decks' cards


def play_one(
    pool: CorpusDecks,
    seed: int,
    max_turns: int = 40,
    max_actions: int = 3000,
    actions_per_turn: int = 30,
    seconds: float = 20.0,
    distinct: int = 12,
) -> Outcome:
    """One seeded game, checked after every action; decks of ``distinct`` faces."""
    rng = random.Random(seed)
    decks = [pool.deck(rng, distinct, 36 // distinct), pool.deck(rng, distinct, 36 // distinct)]
    agents = [RandomAgent(seed * 2 + 1 + i, actions_per_turn) for i in range(2)]
    game = Game(["P0", "P1"], agents, seed=seed)
    for player, deck in enumerate(decks):
        for c in deck:
            game.add_card(c, player, Zone.LIBRARY)
    uids = card_uids(game)
    found: list[Violation] = []
    count = [0]

    def after(g: Game) -> None:
        count[0] += 1
        bad = violations(g, uids)
        if bad:
            found.extend(bad)
            raise _Stop
        if count[0] >= max_actions:
            raise ActionLimit

    game.after_action = after
    start = time.process_time()
    ended = ""
    old = signal.signal(signal.SIGPROF, _alarm)
    signal.setitimer(signal.ITIMER_PROF, seconds)
    try:
        start_game(game, first=seed % 2)
        game.run(max_turns=max_turns)
        st = game.state
        if st.game_over:
            ended = "win" if st.winner is not None else "draw"
        else:
            ended = "turn-limit"
    except _Stop:
        ended = "violation"
    except ActionLimit:
        ended = "action-limit"
    except Runaway:
        ended = "violation"
        found.append(Violation("runaway", f"past {seconds:g} s", _last_card(game)))
    except Exception as exc:  # the property: no exception
        ended = "violation"
        where = traceback.extract_tb(exc.__traceback__)[-1]
        kind = (
            f"exception {type(exc).__name__} at {os.path.basename(where.filename)}:{where.lineno}"
        )
        found.append(Violation(kind, str(exc)[:200], _last_card(game)))
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, old)
    names = frozenset(c.name for deck in decks for c in deck)
    return Outcome(seed, ended, count[0], time.process_time() - start, found, names)


class _Stop(Exception):
    pass


def _alarm(signum: int, frame: Any) -> None:
    raise Runaway


def _last_card(game: Game) -> str:
    """The card most likely involved: the top of the stack, else the last one named in
    the log."""
    st = game.state
    for i in reversed(st.stack):
        o = st.objects.get(i)
        name = getattr(o, "name", None) or getattr(getattr(o, "source_name", None), "__str__", None)
        if isinstance(name, str) and name:
            return name
    return game.log[-1][:80] if game.log else ""


_WORKER: dict[str, Any] = {}  # the corpus and options, inherited by forked workers


def _quiet_worker() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent stops the run and reports
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # and ends the workers with SIGTERM


def _play_seed(seed: int) -> Outcome:
    a = _WORKER["args"]
    return play_one(
        _WORKER["pool"], seed, a.max_turns, a.max_actions, a.actions_per_turn, a.seconds
    )


def _outcomes(args: argparse.Namespace) -> Iterator[Outcome]:
    seeds = range(args.seed, args.seed + args.games)
    if args.jobs <= 1:
        yield from map(_play_seed, seeds)
        return
    workers = multiprocessing.get_context("fork").Pool(args.jobs, _quiet_worker)
    try:
        yield from workers.imap(_play_seed, seeds, chunksize=2)
    finally:
        workers.terminate()
        workers.join()


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpus", nargs="*", default=list(CORPORA))
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--max-turns", type=int, default=40)
    ap.add_argument("--max-actions", type=int, default=3000)
    ap.add_argument("--actions-per-turn", type=int, default=30)
    ap.add_argument("--seconds", type=float, default=20.0)
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    pool = CorpusDecks(args.corpus)
    _WORKER.update(pool=pool, args=args)
    load_s = time.perf_counter() - t0
    ended: collections.Counter[str] = collections.Counter()
    kinds: dict[str, list[tuple[int, Violation]]] = collections.defaultdict(list)
    play_s = 0.0
    slowest = (0.0, -1)
    n = 0
    used: set[str] = set()
    for sig in (signal.SIGINT, signal.SIGTERM):  # either stops early, with the report
        signal.signal(sig, signal.default_int_handler)
    try:  # Ctrl-C (SIGINT) or SIGTERM stops early and reports the games played so far
        for out in _outcomes(args):
            seed = out.seed
            used |= out.faces
            n += 1
            ended[out.ended] += 1
            play_s += out.seconds
            slowest = max(slowest, (out.seconds, seed))
            for v in out.violations:
                kinds[v.kind].append((seed, v))
            if args.verbose or out.violations:
                print(f"seed {seed}: {out.ended}, {out.actions} actions, {out.seconds:.2f} s"
                      + "".join(f"\n  {v.kind}: {v.message} [{v.card}]" for v in out.violations),
                      flush=True)  # fmt: skip
    except KeyboardInterrupt:
        print(f"stopped after {n:,} of {args.games:,} games")
    total = time.perf_counter() - t0
    print(f"{n:,} games in {total:.1f} s ({load_s:.1f} s loading the corpus; "
          f"{len(used):,} distinct faces in the decks);"
          f" {n / max(play_s, 1e-9):.2f} games/s of play (CPU), "
          f"{n / max(total, 1e-9):.2f} games/s overall; slowest seed {slowest[1]} "
          f"({slowest[0]:.1f} s)")  # fmt: skip
    print("ended: " + ", ".join(f"{k} {v:,}" for k, v in sorted(ended.items())))
    bad = sum(len(v) for v in kinds.values())
    print(f"violations: {bad}")
    for kind, items in sorted(kinds.items(), key=lambda kv: -len(kv[1])):
        seed, v = items[0]
        print(f"  {len(items):5}  {kind}: e.g. seed {seed} [{v.card}] {v.message}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
