"""Benchmark: the first run after install (the parser tables built from the grammar),
this checkout beside an older one, in one run.

    python benchmarks/first_run.py [--old DIR] [--runs N] [CARD_FILE]

``--old`` is a checkout with its own virtual environment in ``DIR/.venv`` (default
``/work/old``); RUNS defaults to 3 per side; CARD_FILE to the Nazgûl Battle-Mace file
of ``cards/``. Each run is ``mtgc check CARD_FILE`` with ``MTGC_CACHE_DIR`` set to a new
empty folder, so that the process builds everything a fresh install builds (the parser
tables, the generated attrs methods, the AST's index); the two sides alternate, so that
they share the machine's load alike. Prints, per side, the median wall time, CPU time
(user + system) and peak memory, and each run's figures.

Peak memory is the maximum resident set size of the whole process tree: the ``ru_maxrss``
that ``wait4`` reports for the command, which on Linux is the larger of the command's
own and that of every descendant it waited for (``RUSAGE_CHILDREN``): a build in a child
process would count. CPU time likewise includes the descendants.

Target (issues 13 and 15): under 400 MB peak, and under a quarter of the old commit's
time. Measured with ``--runs 3`` (2 cores shared with other sessions, load 10-16, so the
wall times are 3-8x the CPU times; medians):

    first run (median of 3)        wall s    CPU s  peak MB  progress shown
    old 2f80bc4                     725.3    111.0      910  no
    new aac78c0                      50.6     10.2      210  yes
    new / old                        0.07     0.09     0.23

Where the build's memory went, sampled at each step (in process, before aac78c0): the
LR(0) states 118 MB, the reads relation 176 MB, includes and lookback 279 MB, the
lookaheads 941 MB (a set of rules per state and lookahead terminal, over 6,513 states),
the parse table 1,044 MB; Lark's contextual lexer and the pickling added nothing above
that. ``grammar/lalr.py`` now runs the same analysis on numbers and bit sets: the whole
build peaks at 173 MB (the packing of the table, ``_Rows.pack``, is now the peak), and the
rest of the 210 MB is checking the card.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT = ROOT / "cards" / "nazgul_battle_mace.txt"


def run_once(mtgc: Path, card: Path) -> dict[str, float]:
    """Wall seconds, CPU seconds and peak MB of one cold ``mtgc check``."""
    cache = tempfile.mkdtemp(prefix="mtgc-first-run-")
    env = dict(os.environ, MTGC_CACHE_DIR=cache)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    try:
        start = time.perf_counter()
        with open(os.devnull, "wb") as null:
            child = subprocess.Popen(  # noqa: S603
                [str(mtgc), "check", str(card)], stdout=null, stderr=subprocess.PIPE, env=env
            )
            assert child.stderr is not None
            err = child.stderr.read()
            _, status, usage = os.wait4(child.pid, 0)
            child.returncode = os.waitstatus_to_exitcode(status)
        wall = time.perf_counter() - start
    finally:
        shutil.rmtree(cache, ignore_errors=True)
    if child.returncode not in (0, 1):
        raise SystemExit(f"{mtgc} check failed ({child.returncode}):\n{err.decode()}")
    scale = 1024 * 1024 if sys.platform == "darwin" else 1024
    return {
        "wall": wall,
        "cpu": usage.ru_utime + usage.ru_stime,
        "peak": usage.ru_maxrss / scale,
        "progress": float(b"building the parser tables" in err),
    }


def _commit(checkout: Path) -> str:
    done = subprocess.run(  # noqa: S603
        ["git", "-C", str(checkout), "rev-parse", "--short", "HEAD"],  # noqa: S607
        capture_output=True,
        text=True,
        check=False,
    )
    return done.stdout.strip() or "?"


def main(argv: list[str]) -> int:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--old", type=Path, default=Path("/work/old"))
    options.add_argument("--runs", type=int, default=3)
    options.add_argument("card", type=Path, nargs="?", default=DEFAULT)
    args = options.parse_args(argv)
    sides = {
        f"old {_commit(args.old)}": args.old / ".venv" / "bin" / "mtgc",
        f"new {_commit(ROOT)}": Path(sys.executable).parent / "mtgc",
    }
    for name, mtgc in sides.items():
        if not mtgc.exists():
            print(f"first_run: {name}: no {mtgc}", file=sys.stderr)
            return 2
    results: dict[str, list[dict[str, float]]] = {name: [] for name in sides}
    for i in range(args.runs):
        for name, mtgc in sides.items():
            got = run_once(mtgc, args.card)
            results[name].append(got)
            print(f"run {i + 1} {name:>12}: {got['wall']:6.1f} s wall {got['cpu']:6.1f} s CPU "
                  f"{got['peak']:6.0f} MB peak", flush=True)  # fmt: skip
    print()
    print(f"{'first run (median of ' + str(args.runs) + ')':<28} {'wall s':>8} {'CPU s':>8} "
          f"{'peak MB':>8}  progress shown")  # fmt: skip
    medians = {}
    for name, runs in results.items():
        m = {k: statistics.median(r[k] for r in runs) for k in ("wall", "cpu", "peak")}
        medians[name] = m
        shown = "yes" if all(r["progress"] for r in runs) else "no"
        print(f"{name:<28} {m['wall']:8.1f} {m['cpu']:8.1f} {m['peak']:8.0f}  {shown}")
    old, new = medians.values()
    print(f"{'new / old':<28} {new['wall'] / old['wall']:8.2f} {new['cpu'] / old['cpu']:8.2f} "
          f"{new['peak'] / old['peak']:8.2f}")  # fmt: skip
    print("target: new peak < 400 MB, new time < 0.25 x old")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
