"""The ``mtgc play`` and ``mtgc simulate`` commands (registered by :mod:`.cli`).

``mtgc play DECK DECK --seed N`` plays one game between two decks with seeded random
agents and prints its log; ``--record FILE`` writes the seed and every decision, and
``mtgc play --replay FILE`` plays that game again, printing the same log.
``mtgc simulate DECK DECK --games N --jobs J`` plays N seeded games and reports each deck's
win rate with a 95% Wilson confidence interval.

Unusable input (a missing deck file, an unknown card, a card that is not ``ok``, a bad
record) is one ``mtgc: error: FILE:LINE: ...`` line and exit code 2. The game machinery
is in :mod:`.games`, imported only when one of these commands runs.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import Any, TextIO

from .cards import CardInputError

EXIT_OK = 0


def add_commands(sub: Any, positive: Callable[[str], int]) -> None:
    """Add ``play`` and ``simulate`` to the subcommands ``sub`` of ``mtgc``."""
    decks = (
        "a decklist file ('COUNT CARD NAME' per line, names from the card library or "
        "--cards), or card files (each card once)"
    )
    play = sub.add_parser(
        "play",
        help="play a seeded game between two decks and print its log",
        description="Play one game between two decks with seeded random players and print "
        "a readable log: turns, steps, who did what, the stack, life totals.",
    )
    play.add_argument("decks", nargs="*", metavar="DECK", help=decks)
    play.add_argument("--seed", type=int, default=0, help="the game's random seed (default 0)")
    _common(play, positive)
    play.add_argument("--record", metavar="FILE", help="write the seed and every decision here")
    play.add_argument(
        "--replay",
        metavar="FILE",
        help="replay a game written by --record (decks default to the recorded paths)",
    )
    play.add_argument(
        "--interactive",
        type=int,
        nargs="?",
        const=1,
        choices=(1, 2),
        metavar="SIDE",
        help="you play deck SIDE (1 or 2, default 1) at the terminal; the other is random",
    )
    play.set_defaults(run=cmd_play)

    sim = sub.add_parser(
        "simulate",
        help="play many seeded games between two decks and report win rates",
        description="Play N seeded games (seeds SEED .. SEED+N-1) between two decks and "
        "print each deck's wins with a 95%% Wilson confidence interval.",
    )
    sim.add_argument("decks", nargs=2, metavar="DECK", help=decks)
    sim.add_argument("--games", "-n", type=positive, default=100, metavar="N")
    sim.add_argument("--seed", type=int, default=0, help="the first game's seed (default 0)")
    sim.add_argument("--jobs", "-j", type=positive, default=1, metavar="N", help="worker processes")
    sim.add_argument("--quiet", "-q", action="store_true", help="no progress bar")
    _common(sim, positive)
    sim.set_defaults(run=cmd_simulate)


def _common(parser: argparse.ArgumentParser, positive: Callable[[str], int]) -> None:
    parser.add_argument(
        "--cards",
        action="append",
        default=[],
        metavar="FILE",
        help="bulk card file (JSON, JSON lines, card text) whose names decklists may use",
    )
    parser.add_argument(
        "--max-turns", type=positive, default=None, metavar="N", help="a draw after N turns"
    )


def _decks(paths: list[str], cards: list[str]) -> tuple[Any, ...]:
    from .games import CardPool, read_deck

    if len(paths) != 2:
        raise CardInputError(f"give two decks, not {len(paths)}")
    pool = CardPool(cards)
    return tuple(read_deck(p, pool) for p in paths)


def cmd_play(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from . import games

    human = None
    if args.replay is not None:
        doc = games.read_record(args.replay)
        paths = args.decks or [d.get("path") for d in doc["decks"] if isinstance(d, dict)]
        if not all(isinstance(p, str) for p in paths):
            raise CardInputError("the game record names no deck paths", args.replay)
        cards = args.cards or [c for c in doc.get("cards", []) if isinstance(c, str)]
        decks = _decks(paths, cards)
        games.check_record_decks(doc, decks, args.replay)
        seed, max_turns = doc["seed"], args.max_turns or doc["max_turns"]
        game = games.replay_game(decks, seed, doc["record"], max_turns)
    else:
        decks = _decks(args.decks, args.cards)
        seed, max_turns = args.seed, args.max_turns or games.MAX_TURNS
        cards = args.cards
        if args.interactive is not None:
            from .terminal import TerminalAgent

            side = args.interactive - 1
            human = (side, TerminalAgent(side, out))
        game = games.play(decks, seed, max_turns, human)
    if human is not None:  # the log was shown as the game went
        human[1].catch_up(game)
        out.write(game.summary() + "\n")
    else:
        out.write(games.game_log(game, decks, seed) + "\n")
    if args.record is not None:
        doc = games.record_document(game, decks, seed, max_turns, cards)
        try:
            with open(args.record, "w", encoding="utf-8") as f:
                json.dump(doc, f)
                f.write("\n")
        except OSError as exc:
            raise CardInputError(
                f"cannot write the record: {exc.strerror or exc}", args.record
            ) from None
    return EXIT_OK


def cmd_simulate(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from . import games

    decks = _decks(args.decks, args.cards)
    max_turns = args.max_turns or games.MAX_TURNS
    show = not args.quiet and sys.stderr is not None and sys.stderr.isatty()
    if not show:
        tally = games.simulate(decks, args.games, args.jobs, args.seed, max_turns)
    else:
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

        columns = ("{task.description}", BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
        with Progress(*columns, console=Console(stderr=True), transient=True) as bar:
            task = bar.add_task("playing games", total=args.games)
            tally = games.simulate(
                decks, args.games, args.jobs, args.seed, max_turns,
                progress=lambda n: bar.advance(task, n),
            )  # fmt: skip
    out.write(games.format_tally(tally, decks) + "\n")
    return EXIT_OK
