"""Developer tool: play every ``ok`` face of the corpus (issue 14, item 2).

usage: python tools/play_every_card.py [--limit N] [--sample K] [--seed S] [--seconds T]
                                        [-v] [CORPUS.jsonl ...]

For each single-faced corpus face whose status is ``ok`` (compiled from its text by the
public pipeline), a scenario game is set up: the face in its owner's hand, basic lands
for its mana cost (one per colored symbol, plus generic and three more for X and
abilities), two Grizzly Bears on each side as targets and blockers, cards in every
library and graveyard. Seeded random agents make every choice (targets included). The
face is played (a land) or cast, its spell resolves, each of its activated abilities is
activated once where legal and resolved, and the turn advances through combat (the
random agents declare attackers and blockers) to the next turn.

A rules refusal (no legal target, a cost that can't be paid) is not a failure: the face
is counted as refused at that step. Any other exception, or a face still running after
``--seconds`` of CPU time (default 10), is reported with the face name and where it raised.
"""

from __future__ import annotations

import argparse
import collections
import os
import random
import signal
import sys
import time
import traceback
from collections.abc import Sequence
from typing import Any

import attrs

from mtgc.compiler.cards import load
from mtgc.compiler.games import compile_card
from mtgc.runtime import cards_basic
from mtgc.runtime.agents import RandomAgent
from mtgc.runtime.errors import RulesError
from mtgc.runtime.scenario import Scenario
from mtgc.runtime.state.game_state import Step
from mtgc.runtime.state.invariants import card_uids, violations
from mtgc.runtime.state.objects import CardDefinition
from mtgc.runtime.turns.priority import ActivateAbility, CastSpell, PassPriority, PlayLand

HERE = os.path.dirname(os.path.abspath(__file__))
CORPORA = (
    os.path.join(HERE, "..", "..", "shared", "corpus", "oracle-cards.jsonl"),
    os.path.join(HERE, "..", "..", "shared", "corpus", "oracle-new-a.jsonl"),
)
BASICS = {
    "W": cards_basic.plains,
    "U": cards_basic.island,
    "B": cards_basic.swamp,
    "R": cards_basic.mountain,
    "G": cards_basic.forest,
}


class Hang(Exception):
    """A face past its CPU-time bound (raised by the profiling timer)."""


@attrs.define
class Played:
    name: str
    steps: list[str]  # what happened: "cast", "resolved", "refused cast: ...", ...
    failure: str = ""  # an exception or hang, with where it raised
    seconds: float = 0.0


def lands_for(card: CardDefinition) -> list[CardDefinition]:
    """Basic lands that pay the card's mana cost, plus three (X, hybrid, abilities)."""
    cost = card.mana_cost
    colors: list[str] = []
    generic = 0
    if cost is not None:
        text = str(cost)
        for sym in text.replace("}", "").split("{")[1:]:
            c = next((ch for ch in sym if ch in BASICS), None)
            if c is not None:
                colors.append(c)
            elif sym.isdigit():
                generic += int(sym)
    pool = colors or ["W", "U", "B", "R", "G"][: 1 + generic % 5]
    lands = [BASICS[c]() for c in colors]
    lands += [BASICS[pool[k % len(pool)]]() for k in range(min(generic, 12) + 3)]
    return lands


def play_face(card: CardDefinition, seed: int, seconds: float = 10.0) -> Played:
    """Put ``card`` into a game with the mana it needs and play it (see the module)."""
    out = Played(card.name, [])
    old = signal.signal(signal.SIGPROF, _alarm)
    signal.setitimer(signal.ITIMER_PROF, seconds)
    start = time.process_time()
    try:
        _play(card, seed, out)
    except Hang:
        out.failure = f"hang: past {seconds:g} s after {out.steps[-1:] or ['setup']}"
    except Exception as exc:
        where = traceback.extract_tb(exc.__traceback__)[-1]
        out.failure = (
            f"{type(exc).__name__} at {os.path.basename(where.filename)}:{where.lineno}"
            f" ({where.name}): {str(exc)[:160]}"
        )
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, old)
    out.seconds = time.process_time() - start
    return out


def _play(card: CardDefinition, seed: int, out: Played) -> None:
    s = Scenario(seed=seed)
    game = s.game
    game.agents[:] = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
    game.strict = False
    for p in (0, 1):
        s.library(p, *[cards_basic.grizzly_bears() for _ in range(5)],
                  *[cards_basic.island() for _ in range(5)])  # fmt: skip
        s.graveyard(p, cards_basic.grizzly_bears(), cards_basic.forest())
        s.battlefield(p, cards_basic.grizzly_bears(), cards_basic.grizzly_bears())
    s.battlefield(0, *lands_for(card))
    (cid,) = s.hand(0, card)
    uids = card_uids(game)

    def check(what: str) -> None:
        bad = violations(game, uids)
        if bad:
            raise AssertionError(f"after {what}: {bad[0].kind}: {bad[0].message}")

    land = "Land" in card.types
    if not _act(
        game, 0, PlayLand(cid) if land else CastSpell(cid), out, "play" if land else "cast"
    ):
        return
    check(out.steps[-1])
    _resolve(game, out)
    check("resolve")
    st = game.state
    if cid in st.battlefield:
        for n, _ability in enumerate(game.activated_abilities(cid)):
            if st.game_over:
                return
            st.priority = st.active = 0
            if _act(game, 0, ActivateAbility(cid, n), out, f"activate {n}"):
                _resolve(game, out)
                check(f"activate {n}")
    if st.game_over:
        return
    if st.step is not Step.PRECOMBAT_MAIN or st.stack:
        return
    # through combat (the random agents attack and block) to the next turn's upkeep
    s.advance_to(Step.POSTCOMBAT_MAIN, max_passes=200)
    check("combat")
    out.steps.append("combat")
    s.advance_to(Step.UPKEEP, max_passes=200)
    check("next turn")
    out.steps.append("next turn")


def _act(game: Any, player: int, action: Any, out: Played, what: str) -> bool:
    try:
        game.take_action(player, action)
    except RulesError as exc:
        out.steps.append(f"refused {what}: {type(exc).__name__}")
        return False
    out.steps.append(what)
    return True


def _resolve(game: Any, out: Played) -> None:
    st = game.state
    for _ in range(60):
        if not st.stack or st.game_over:
            return
        p = st.priority
        game.take_action(p, PassPriority())
    raise AssertionError("the stack didn't empty after 60 passes")


def _alarm(signum: int, frame: Any) -> None:
    raise Hang


def ok_faces(paths: Sequence[str], sample: int = 0, seed: int = 0) -> list[CardDefinition]:
    """The single-faced faces of ``paths`` that compile ``ok``, in corpus order; with
    ``sample``, that many of them chosen by ``seed`` (compiling only what it takes)."""
    cards = [c for path in paths for c in load(path) if len(c.faces) == 1]
    if sample:
        random.Random(seed).shuffle(cards)
    out = []
    for card in cards:
        if sample and len(out) == sample:
            break
        try:
            d = compile_card(card, card.faces[0])
        except Exception:  # reported by mtgc check, not a playable face
            continue
        if isinstance(d, CardDefinition):
            out.append(d)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpus", nargs="*", default=list(CORPORA))
    ap.add_argument("--limit", type=int, default=0, help="only the first N faces of each file")
    ap.add_argument("--sample", type=int, default=0, help="a seeded sample of K faces")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    paths = args.corpus
    if args.limit:
        paths = [_head(p, args.limit) for p in paths]
    faces = ok_faces(paths, args.sample, args.seed)
    compile_s = time.perf_counter() - t0
    clusters: dict[str, list[str]] = collections.defaultdict(list)
    refused = 0
    play_s = 0.0
    for k, card in enumerate(faces):
        r = play_face(card, args.seed + k, args.seconds)
        play_s += r.seconds
        refused += any(x.startswith("refused") for x in r.steps[:1])
        if r.failure:
            clusters[
                r.failure.split(":")[0] if not r.failure.startswith("hang") else "hang"
            ].append(f"{r.name}: {r.failure}")
        if args.verbose or r.failure:
            print(f"{r.name}: {', '.join(r.steps)}{'  !! ' + r.failure if r.failure else ''}",
                  flush=True)  # fmt: skip
    bad = sum(len(v) for v in clusters.values())
    print(f"{len(faces):,} ok faces played in {play_s:.1f} s (+{compile_s:.1f} s compiling); "
          f"{refused:,} refused by the rules at the first step (no legal target, ...); "
          f"{bad} exceptions or hangs")  # fmt: skip
    for where, items in sorted(clusters.items(), key=lambda kv: -len(kv[1])):
        print(f"  {len(items):5}  {where}")
        for line in items[:3]:
            print(f"         {line}")
    return 1 if bad else 0


def _head(path: str, n: int) -> str:
    import tempfile

    with open(path, encoding="utf-8") as f:
        lines = [next(f, "") for _ in range(n)]
    fd, tmp = tempfile.mkstemp(suffix=".jsonl")
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.writelines(lines)
    return tmp


if __name__ == "__main__":
    sys.exit(main())
