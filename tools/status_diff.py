"""Developer tool: which faces changed status between two runs of ``mtgc check``.

usage: python tools/status_diff.py BEFORE.jsonl AFTER.jsonl

Both files are ``mtgc check --format jsonl`` output over the same input. Faces are matched
by their position in the input. Prints the counts of every status change and lists each
face that got worse (ok -> unsupported or error, unsupported -> error); exits 1 when any
face parsed before and does not now, so it can guard a grammar change.
"""

from __future__ import annotations

import collections
import json
import sys

RANK = {"error": 0, "unsupported": 1, "ok": 2}


def read(path: str) -> list[dict]:
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    before, after = read(argv[1]), read(argv[2])
    if len(before) != len(after):
        print(f"the runs differ in length ({len(before)} and {len(after)} faces)", file=sys.stderr)
        return 2
    changes = collections.Counter()
    worse = []
    for i, (b, a) in enumerate(zip(before, after, strict=True)):
        if b["status"] != a["status"]:
            changes[b["status"], a["status"]] += 1
            if RANK[a["status"]] < RANK[b["status"]]:
                worse.append((i, b, a))
    for (b, a), n in sorted(changes.items()):
        print(f"{b:>11} -> {a:<11} {n:6,}")
    for i, b, a in worse:
        why = "; ".join(d["message"] for d in a["diagnostics"][:2])
        print(f"worse: #{i} {a['name']}: {b['status']} -> {a['status']}: {why}")
    return 1 if any(b["status"] != "error" and a["status"] == "error" for _, b, a in worse) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
