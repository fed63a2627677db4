"""Benchmark: check every face of the shared corpus in one process.

    python benchmarks/parse_corpus.py [PATH] [LIMIT]

PATH defaults to ``../shared/corpus/oracle-cards.jsonl`` next to the repository. The
corpus is loaded with the card loader, then every face goes through
``pipeline.check_card`` in this one process (no worker processes, no result cache kept
between runs; the in-process memo of parsed ability lines is part of the design).
Prints faces, seconds, faces/s, parse rate and peak memory (ru_maxrss). The CPU time of
the checking is printed too: on a machine whose cores other work shares, it tells what
the wall time would be on an idle one. An optional LIMIT checks only the first LIMIT cards
(for comparing two versions quickly; the target is for the whole corpus).

Like ``mtgc check``, the cyclic garbage collector is off while the parser, the node
classes, the lowering and the cards load, and what they loaded is then frozen out of its
sight (``compiler/cli.py``, ``_warm_up``): otherwise every full collection scans them.

Targets: at least 1,000 faces/s and under 300 MB peak.

To compare two versions, run each checkout's copy with its own venv and cache, taking
turns, and compare the faces per CPU second (the wall time on these shared cores drifts
2-3x); issue 15's profile of where the time goes is in ``benchmarks/compare_phase.py``.
With the fused LALR driver (``grammar/driver.py``), the lazy lowering and the collector's
thresholds, the first 3,000 records of the old corpus went from 254-300 to 314-395 faces
per CPU second side by side with main (c78f4bc) under a load of 10 on 2 cores.
With the throughput work of issue 15 (the one-symbol rules and spaces the driver steps
over, patterns compiled once for diagnostics, the depth check and the spell-static test
made cheap, rendering kept per card name: ``benchmarks/compare_phase.py`` has the per-face
profile), the first 6,000 records went from 318 / 393 / 364 faces per CPU second (main,
2d65bea) to 405 / 459 / 416 (medians 364 and 416: +14%), the two taking turns, under a
load of 8-14 on 2 cores.
"""

from __future__ import annotations

import resource
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT = ROOT.parent / "shared" / "corpus" / "oracle-cards.jsonl"


def peak_mb() -> float:
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    # Linux reports KiB, macOS bytes.
    return rss / (1024 * 1024) if sys.platform == "darwin" else rss / 1024


def main(argv: list[str]) -> int:
    path = Path(argv[0]) if argv else DEFAULT
    limit = argv[1] if len(argv) > 1 else None
    if limit is not None and not limit.isdigit():
        print(f"parse_corpus: LIMIT must be a whole number, not {limit!r}", file=sys.stderr)
        return 2
    if not path.is_file():
        print(
            f"parse_corpus: corpus not found: {path}\n"
            "  give a path, or put the shared folder (with corpus/oracle-cards.jsonl) "
            "beside the checkout",
            file=sys.stderr,
        )
        return 2

    import gc

    gc.disable()  # as mtgc check does, until start-up is over
    from mtgc.compiler.cards import CardInputError, load
    from mtgc.compiler.cli import _warm_up
    from mtgc.compiler.pipeline import ERROR, check_card
    from mtgc.grammar import tables

    start = time.perf_counter()
    tables()
    setup = time.perf_counter() - start
    start = time.perf_counter()
    try:
        cards = load(str(path))
        if limit is not None:
            cards = cards[: int(limit)]
    except CardInputError as exc:
        print(f"parse_corpus: {exc}", file=sys.stderr)
        return 2
    loading = time.perf_counter() - start
    _warm_up(sum(len(card.faces) for card in cards))

    start, cpu_start = time.perf_counter(), time.process_time()
    faces = parsed = 0
    for card in cards:
        for result in check_card(card):
            faces += 1
            parsed += result.status != ERROR
    seconds = time.perf_counter() - start
    cpu = time.process_time() - cpu_start

    rate = faces / seconds if seconds else float("inf")
    print(f"corpus:      {path}")
    print(f"faces:       {faces:,}")
    print(f"seconds:     {seconds:.2f}  (checking; parser ready in {setup:.2f} s, "
          f"loading {loading:.2f} s)")  # fmt: skip
    per_cpu = faces / cpu if cpu else float("inf")
    print(f"faces/s:     {rate:,.0f}  ({per_cpu:,.0f} per CPU second)")
    print(f"parse rate:  {100 * parsed / faces if faces else 0:.1f}%  ({parsed:,} of {faces:,})")
    print(f"peak memory: {peak_mb():.0f} MB  (ru_maxrss)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
