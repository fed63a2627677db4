"""``mtgc play`` and ``mtgc simulate``: games between decks written as text (issue 13).

A game is its seed plus its decisions (ARCHITECTURE.md, determinism): the same seed
prints the same log, and a recorded game replays to the same log. The shipped example
decks (decks/a.txt, decks/b.txt) are 60 library cards each. Unusable decks are one
``mtgc: error: FILE:LINE: ...`` line and exit 2. Few games are played here (each costs
about a second); the 200-game figure is measured outside the suite.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mtgc.compiler import cli, games
from mtgc.runtime.record import decode_record, encode_record

ROOT = Path(__file__).resolve().parents[2]
DECK_A, DECK_B = "decks/a.txt", "decks/b.txt"


def mtgc(*args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "NO_COLOR": "1"}
    env.pop("MTGC_DEBUG", None)
    return subprocess.run(
        [sys.executable, "-m", "mtgc.compiler.cli", *args],
        input=b"", capture_output=True, cwd=ROOT, env=env, timeout=600,
    )  # fmt: skip


def run_main(capsys, *args: str) -> tuple[int, str, str]:
    code = cli.main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_play_prints_a_log_the_same_for_the_same_seed_and_replays_it(tmp_path):
    """A seeded game between the two example decks finishes and prints turns, steps, who
    did what, the stack and life totals; the same seed prints the same log; --replay of
    its --record prints it again."""
    record = tmp_path / "game.json"
    first = mtgc("play", DECK_A, DECK_B, "--seed", "1", "--record", str(record))
    assert first.returncode == 0, first.stderr
    log = first.stdout.decode()
    lines = log.splitlines()
    assert lines[0] == ("Game with seed 1: a (decks/a.txt, 60 cards) vs b (decks/b.txt, 60 cards)")
    assert "Turn 1: " in log and "(life: a 20, b 20)" in log
    assert " precombat main" in lines and "stack (bottom to top): " in log
    assert any(" casts " in x for x in lines) and any(" plays " in x for x in lines)
    assert lines[-1].startswith("Result: ")
    doc = json.loads(record.read_text())
    assert (doc["format"], doc["seed"], len(doc["decks"])) == ("mtgc-game-record", 1, 2)
    assert len(doc["decks"][0]["cards"]) == 60 and doc["record"]
    again = mtgc("play", DECK_A, DECK_B, "--seed", "1")
    assert again.stdout.decode() == log
    replayed = mtgc("play", "--replay", str(record))
    assert replayed.returncode == 0, replayed.stderr
    assert replayed.stdout.decode() == log


def test_simulate_reports_win_rates_with_wilson_intervals():
    run = mtgc("simulate", DECK_A, DECK_B, "--games", "4", "--jobs", "2", "--max-turns", "12")
    assert run.returncode == 0, run.stderr
    out = run.stdout.decode().splitlines()
    assert out[0].startswith("4 games, ")
    assert out[1].startswith("a ") and "wins" in out[1] and "(95% CI " in out[1]
    assert out[2].startswith("b ") and out[3].startswith("draws")
    wins = [int(x.split()[1]) for x in out[1:4]]
    assert sum(wins) == 4
    assert out[-1] == "(95% confidence intervals: Wilson score)"


def test_wilson_interval():
    """The Wilson score interval of 50 of 100 at 95%: 40.4% to 59.6%."""
    low, high = games.wilson(50, 100)
    assert (round(low, 3), round(high, 3)) == (0.404, 0.596)
    assert games.wilson(0, 0) == (0.0, 1.0)
    assert games.wilson(0, 10)[0] == 0.0


def test_unknown_card_is_an_error_at_its_line(tmp_path, capsys):
    deck = tmp_path / "deck.txt"
    deck.write_text("# mine\n20 Mountain\n4 Lightnig Bolt\n")
    code, out, err = run_main(capsys, "play", str(deck), DECK_B)
    assert code == 2 and out == ""
    assert err == (
        f"mtgc: error: {deck}:3: unknown card 'Lightnig Bolt': not in the card library "
        "(did you mean 'Lightning Bolt'?)\n"
    )


def test_a_card_that_is_not_ok_cant_be_played(tmp_path, capsys):
    """A card file as a deck: each card once; one that only parses (unsupported) is an
    error at its line."""
    deck = tmp_path / "cards.txt"
    deck.write_text("Sparring Bear {1}{G}\nCreature — Bear\nSoulbond\n2/2\n")
    code, _, err = run_main(capsys, "play", str(deck), DECK_B)
    assert code == 2
    assert err.startswith(f"mtgc: error: {deck}:1: 'Sparring Bear' can't be played: its status ")


def test_a_bad_decklist_line_and_a_bad_record(tmp_path, capsys):
    deck = tmp_path / "deck.txt"
    deck.write_text("20 Mountain\nfour Shock\n")
    code, _, err = run_main(capsys, "play", str(deck), DECK_B)
    assert (code, err) == (
        2,
        f"mtgc: error: {deck}:2: expected 'COUNT CARD NAME', got 'four Shock'\n",
    )
    bad = tmp_path / "r.json"
    entry = [0, "PriorityDecision", {"class": "os.system"}]
    doc = {"format": "mtgc-game-record", "version": 1, "seed": 1, "max_turns": 3}
    bad.write_text(json.dumps({**doc, "decks": [], "record": [entry]}))
    code, _, err = run_main(capsys, "play", "--replay", str(bad))
    assert code == 2 and "bad decision in the game record" in err


def test_record_values_round_trip_and_only_runtime_types_load():
    """The decision record as JSON: actions, payment announcements, player references,
    dicts keyed by objects; a class outside mtgc.runtime is refused (data, never code)."""
    from mtgc.runtime.agents import CastSpell, PassPriority
    from mtgc.runtime.errors import InvalidInputError
    from mtgc.runtime.mana.symbols import ManaType, PaymentChoices
    from mtgc.runtime.state.objects import PlayerRef

    record = [
        (
            0,
            "PriorityDecision",
            CastSpell(7, targets=(PlayerRef(1), 9), payment=PaymentChoices(x=2)),
        ),
        (1, "DeclareBlockers", {4: 7}),
        (0, "DeclareAttackers", {7: PlayerRef(1)}),
        (1, "ChooseOption", 2),
        (0, "PriorityDecision", PassPriority()),
        (0, "Fallback", "DeclareAttackers"),
        (1, "ChooseMana", ManaType.G),
    ]
    data = json.loads(json.dumps(encode_record(record)))
    assert decode_record(data) == record
    with pytest.raises(InvalidInputError):
        decode_record([[0, "X", {"class": "subprocess.Popen", "fields": {}}]])


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_endless_devices_are_refused_at_once(device, capsys):
    """Reads are bounded: an endless device stops at its first NUL byte (binary input)."""
    code, _, err = run_main(capsys, "check", device)
    assert code == 2 and err.startswith(f"mtgc: error: {device}:")
    assert "binary file (NUL byte at byte offset" in err


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_fifo_without_a_writer_does_not_block(tmp_path, capsys):
    fifo = tmp_path / "pipe.txt"
    os.mkfifo(fifo)
    code, _, err = run_main(capsys, "check", str(fifo))
    assert (code, err) == (
        2,
        f"mtgc: error: {fifo}: a named pipe with nothing to read (no writer)\n",
    )


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
def test_endless_standard_input_is_refused_at_once():
    with open("/dev/zero", "rb") as zero:
        run = subprocess.run(
            [sys.executable, "-m", "mtgc.compiler.cli", "check", "-"],
            stdin=zero, capture_output=True, cwd=ROOT, timeout=120,
        )  # fmt: skip
    assert run.returncode == 2
    assert run.stderr.decode().startswith("mtgc: error: <stdin>:1: binary file (NUL byte")


def test_interactive_side_reads_actions_from_the_terminal(tmp_path):
    """--interactive: the person (here a pipe) is shown the log and a numbered list of
    actions ("0" passes); at the end of input the defaults take over; the
    game is recorded like any other and replays to the same result."""
    record = tmp_path / "game.json"
    env = {**os.environ, "NO_COLOR": "1"}
    run = subprocess.run(
        [sys.executable, "-m", "mtgc.compiler.cli", "play", DECK_A, DECK_B, "--seed", "2",
         "--interactive", "--max-turns", "2", "--record", str(record)],
        input=b"0\n", capture_output=True, cwd=ROOT, env=env, timeout=600,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    out = run.stdout.decode()
    assert "-- a, you have priority (turn 1, " in out and "  0: pass priority" in out
    assert "(end of input: default answers from here on)" in out
    result = out.splitlines()[-1]
    assert result.startswith("Result: no winner within 2 turns")
    replayed = mtgc("play", "--replay", str(record))
    assert replayed.stdout.decode().splitlines()[-1] == result
