"""Developer tool: propose identity fixtures from the corpus (two lines per AST node class
not yet covered by tests/fixtures/identity*.txt). Review the output before adding it to a
fixture file. Usage: python tools/make_identity.py [CORPUS]"""

import json
import sys
from pathlib import Path

from mtgc.compiler.ast import Node, load_all
from mtgc.compiler.cards import Face
from mtgc.compiler.normalize import normalize
from mtgc.compiler.pipeline import check_face, parse_ability

corpus = sys.argv[1] if len(sys.argv) > 1 else "../shared/corpus/oracle-cards.jsonl"
have = set()
for fixture in sorted(Path("tests/fixtures").glob("identity*.txt")):
    for line in fixture.read_text().splitlines():
        if line and not line.startswith("#"):
            node = parse_ability(line)
            if isinstance(node, Node):
                have |= {type(n).__name__ for n in node.walk()}
wanted = {cls.__name__ for cls, _ in load_all().values()} - have
per_class: dict[str, list[str]] = {}
for raw in open(corpus):
    r = json.loads(raw)
    face = Face(r["name"], r.get("type") or "", r.get("manaCost"), r.get("text") or "")
    if check_face(face).status == "error":
        continue
    for unit in normalize(face.text, face.name, face.legendary):
        if "\n" in unit.text or len(unit.text) > 160:
            continue
        node = parse_ability(unit.text)
        for n in node.walk():
            name = type(n).__name__
            if name in wanted and len(per_class.setdefault(name, [])) < 2:
                per_class[name].append(unit.text)
for name in sorted(per_class):
    for line in per_class[name]:
        print(line)
