"""Developer tool: how well the grammar reads ability lines it has never seen.

usage: python tools/generalization.py [OLD_CORPUS] [NEW_CORPUS]

Every face of both corpora is normalized into ability lines, as ``mtgc check`` does (the
face's own name becomes a self-reference, reminder text goes). The lines of NEW_CORPUS
are split by whether the same normalized line occurs anywhere in OLD_CORPUS, and the parse
rate of each part is printed. The second figure, lines the grammar was never grown on, is
the measure of issue 11 (target: at least 85%).
"""

from __future__ import annotations

import sys

from mtgc.compiler.cards import load
from mtgc.compiler.diagnostics import ParseProblem
from mtgc.compiler.normalize import normalize
from mtgc.compiler.pipeline import parse_ability

SHARED = "../shared/corpus/"


def lines(path: str) -> list[str]:
    """The normalized ability lines of every face in the corpus, in order."""
    found = []
    for card in load(path):
        for face in card.faces:
            found.extend(unit.text for unit in normalize(face.text, face.name, face.legendary))
    return found


def rate(texts: list[str]) -> tuple[int, int]:
    parsed = sum(not isinstance(parse_ability(t), ParseProblem) for t in texts)
    return parsed, len(texts)


def main(argv: list[str]) -> int:
    old_path = argv[1] if len(argv) > 1 else SHARED + "oracle-cards.jsonl"
    new_path = argv[2] if len(argv) > 2 else SHARED + "oracle-new-a.jsonl"
    old = set(lines(old_path))
    new = lines(new_path)
    seen = [t for t in new if t in old]
    unseen = [t for t in new if t not in old]
    for label, texts in (
        ("all ability lines", new),
        ("lines also in the old corpus", seen),
        ("lines nowhere in the old corpus", unseen),
    ):
        parsed, total = rate(texts)
        share = parsed / total if total else 0.0
        print(f"{label:34} {share:6.1%}  ({parsed:,} of {total:,})")
    distinct = sorted(set(unseen))
    parsed, total = rate(distinct)
    share = parsed / total if total else 0.0
    print(f"{'  distinct unseen lines':34} {share:6.1%}  ({parsed:,} of {total:,})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
