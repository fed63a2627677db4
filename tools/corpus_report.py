"""Developer tool: parse the shared corpus and print failure clusters (not shipped).

usage: corpus_report.py [CORPUS] [LIMIT] [CLUSTERS]
With SHOW="unexpected ','" in the environment it also prints every face line of the
clusters whose message contains that text.
"""

import collections
import os
import sys
import time

from mtgc.compiler.cards import load
from mtgc.compiler.pipeline import check_card

path = sys.argv[1] if len(sys.argv) > 1 else "../shared/corpus/oracle-cards.jsonl"
limit = int(sys.argv[2]) if len(sys.argv) > 2 else 10**9
# The card loader, as `mtgc coverage` reads the corpus (a back face is named by its own
# name, so its self-references normalize).
cards = load(path)[:limit]
t = time.time()
results = [result for card in cards for result in check_card(card)]
dt = time.time() - t
ok = sum(r.status != "error" for r in results)
print(f"{ok}/{len(results)} = {ok/len(results):.1%} parsed; {len(results)/dt:.0f} faces/s")
msgs = collections.Counter()
first_words = collections.Counter()
rt = 0
examples = {}
show = os.environ.get("SHOW")
members = collections.defaultdict(list)
for r in results:
    for d in r.diagnostics:
        if d.code == "E200":
            rt += 1
            key = "ROUNDTRIP " + d.hint[:60]
        else:
            key = d.message
        msgs[key] += 1
        examples.setdefault(key, (r.name, d.source_line))
        if show and show in key:
            members[key].append((r.name, d.source_line))
print("round-trip failures", rt)
for k, c in msgs.most_common(int(sys.argv[3]) if len(sys.argv) > 3 else 40):
    print(c, k, "|", examples[k][0], "|", examples[k][1][:140])
for k, rows in members.items():
    print(f"\n== {k} ({len(rows)})")
    for name, line in rows:
        print(f"{name} | {line}")
