"""Benchmark: memory of one long-running process checking many different card texts.

    python benchmarks/memory.py [INPUTS] [PATH]

INPUTS defaults to 100,000; PATH to ``../shared/corpus/oracle-cards.jsonl``. The corpus
faces are checked over and over, each time with its numbers changed (``deals 3 damage``
becomes ``deals 17 damage``, ``{2}`` becomes ``{5}``; seeded, so every run checks the
same texts): most ability lines are then new to the process, as in a server or an editor
checking what people write. Nothing is kept of the results.

Prints the resident memory and its peak (ru_maxrss) after every tenth of the inputs, and
the growth of the peak from the first 10,000 inputs to the end.

Target (issue 15): the peak after the first 10,000 inputs grows by less than 20% by the
end. Both caches that held every parsed line are bounded (least recently used dropped
first): the line memo of ``compiler/pipeline.py`` (``MEMO_SIZE``) and the lowering cache
of ``compiler/lower.py`` (``CACHE_SIZE``), which kept each ability node it had lowered,
so that bounding the memo alone freed nothing. Measured (24,000 inputs, 2 shared cores):
171 MB after 10,000 inputs, 177 MB at the end (+3.4%; the resident size grows by about
0.2 MB per 1,000 inputs once the caches are full). Run at the same time, the commit
before this work (c1b803a) and a version with only the memo bounded both went from
171 MB at 10,000 inputs to 216 MB at 20,000 (+26% in 10,000 inputs).

Measured to the full 100,000 inputs (commit aac78c0, 2 cores shared with other work,
2,032 s), peak / resident after each tenth: 181 / 181 MB after 10,000, 186 / 187 after
20,000, 189 / 189 after 30,000 and 40,000, 191 / 191 from 60,000 to 90,000, 191 / 192 at
100,000: +5.9% from the first 10,000 to the end, the last 40,000 inputs adding under
1 MB. Once the two caches are full nothing else grows.
"""

from __future__ import annotations

import random
import re
import resource
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT = ROOT.parent / "shared" / "corpus" / "oracle-cards.jsonl"
_NUMBER = re.compile(r"(?<![+\-/\w])\d+(?![/\w])|\{\d+\}")


def peak_mb() -> float:
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return rss / (1024 * 1024) if sys.platform == "darwin" else rss / 1024


def current_mb() -> float:
    try:
        with open("/proc/self/statm") as f:
            pages = int(f.read().split()[1])
    except OSError:  # not Linux: the peak is all there is
        return peak_mb()
    return pages * resource.getpagesize() / (1024 * 1024)


def vary(text: str, rng: random.Random) -> str:
    """``text`` with every number (and generic mana symbol) replaced by another."""

    def one(m: re.Match) -> str:
        n = rng.randint(1, 20)
        return f"{{{n}}}" if m.group(0).startswith("{") else str(n)

    return _NUMBER.sub(one, text)


def main(argv: list[str]) -> int:
    inputs = int(argv[0]) if argv else 100_000
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT
    if not path.is_file():
        print(f"memory: corpus not found: {path}", file=sys.stderr)
        return 2
    import gc

    import attrs

    gc.disable()
    from mtgc.compiler import pipeline
    from mtgc.compiler.cards import load
    from mtgc.compiler.cli import _warm_up
    from mtgc.compiler.pipeline import check_card

    cards = load(str(path))
    _warm_up(inputs)
    rng = random.Random(15)
    step = max(1, inputs // 10)
    at_10k = None
    start = time.perf_counter()
    bound = getattr(pipeline, "MEMO_SIZE", None)  # None: a version without the bound
    print(f"line memo bound: {bound:,} lines" if bound else "line memo: unbounded")
    for i in range(inputs):
        card = cards[i % len(cards)]
        faces = tuple(attrs.evolve(f, text=vary(f.text, rng)) for f in card.faces)
        check_card(attrs.evolve(card, faces=faces))
        done = i + 1
        if done == min(10_000, inputs):
            at_10k = peak_mb()
        if done % step == 0:
            print(f"{done:>8,} inputs: {current_mb():6.0f} MB resident, peak {peak_mb():6.0f} MB"
                  f"  ({time.perf_counter() - start:.0f} s)")  # fmt: skip
    if at_10k:
        growth = 100 * (peak_mb() - at_10k) / at_10k
        print(f"peak after 10,000 inputs {at_10k:.0f} MB, at the end {peak_mb():.0f} MB: "
              f"{growth:+.1f}% (target < 20%)")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
