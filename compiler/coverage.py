"""Coverage figures for ``mtgc coverage``: how much of a body of cards the front end reads.

- **parse rate**: faces whose status is not ``error`` (every ability parses and the AST
  renders the text back exactly);
- **grammar rate**: faces whose every ability parses, before the round-trip check;
- **round-trip rate**: of those, the faces whose AST renders back to the text exactly;
- **ability lines**: abilities that parse, over all abilities;
- counts by status, by card type (the first card type of the type line) and by layout;
- the largest failure clusters: diagnostics grouped by code and message (for example
  ``E100 unexpected 'for'``), with a count and example cards;
- **ok rate**: faces whose every node lowers to runtime objects (status ``ok``), and the
  most common node kinds that cannot run yet (E300 notes), with example cards.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from typing import Any

import attrs

from .diagnostics import ROUND_TRIP
from .pipeline import ERROR, OK, UNSUPPORTED, FaceResult

#: Card types (CR 205.2a), in the order used to name a face's type.
CARD_TYPES = (
    "Artifact", "Battle", "Conspiracy", "Creature", "Dungeon", "Enchantment", "Instant",
    "Kindred", "Land", "Phenomenon", "Plane", "Planeswalker", "Scheme", "Sorcery", "Tribal",
    "Vanguard",
)  # fmt: skip
_CARD_TYPES = frozenset(CARD_TYPES)

EXAMPLES = 3


@attrs.frozen
class Checked:
    """What coverage needs of one face: its result and how many abilities parsed."""

    result: FaceResult
    parsed_abilities: int


def card_type(type_line: str) -> str:
    """The first card type in ``type_line`` ("Legendary Artifact Creature — Golem" ->
    "Artifact"), or "(none)"."""
    for word in type_line.split("\u2014")[0].split():
        if word in _CARD_TYPES:
            return word
    return "(none)"


def _rate(part: int, whole: int) -> float:
    return part / whole if whole else 0.0


def _pct(part: int, whole: int) -> str:
    return f"{100 * _rate(part, whole):.1f}%"


def excerpt(text: str, column: int, width: int = 100) -> str:
    """``text`` cut to about ``width`` characters around ``column`` (1-based)."""
    if len(text) <= width:
        return text
    start = max(0, min(column - 1 - width // 3, len(text) - width))
    out = text[start : start + width]
    return ("..." if start else "") + out + ("..." if start + width < len(text) else "")


def measure(checked: Sequence[Checked], top: int = 20) -> dict[str, Any]:
    """The coverage figures of ``checked`` faces, as plain data (the ``--json`` document)."""
    faces = len(checked)
    status: Counter[str] = Counter({OK: 0, UNSUPPORTED: 0, ERROR: 0})
    grammar_ok = round_trip_ok = abilities = abilities_parsed = 0
    by_type: dict[str, Counter[str]] = defaultdict(Counter)
    by_layout: dict[str, Counter[str]] = defaultdict(Counter)
    clusters: dict[tuple[str, str], list] = {}
    kinds: dict[str, list] = {}
    reasons: Counter[str] = Counter()
    for c in checked:
        r = c.result
        status[r.status] += 1
        for kind, note in zip(r.unsupported_kinds, r.notes, strict=False):
            entry = kinds.setdefault(kind, [0, []])
            entry[0] += 1
            reasons[f"{kind}: {note.hint}" if note.hint else note.message] += 1
            if len(entry[1]) < EXAMPLES:
                entry[1].append({"name": r.name, "source": r.source, "line": note.line,
                                 "column": note.column, "text": note.source_line})  # fmt: skip
        parse_failures = sum(1 for d in r.diagnostics if d.code != ROUND_TRIP)
        abilities += c.parsed_abilities + parse_failures
        abilities_parsed += c.parsed_abilities
        if parse_failures == 0:
            grammar_ok += 1
            if r.status != ERROR:
                round_trip_ok += 1
        for table, key in ((by_type, card_type(r.type_line)), (by_layout, r.layout)):
            table[key]["faces"] += 1
            table[key]["parsed"] += r.status != ERROR
        for d in r.diagnostics:
            entry = clusters.setdefault((d.code, d.message), [0, []])
            entry[0] += 1
            if len(entry[1]) < EXAMPLES:
                entry[1].append(
                    {
                        "name": r.name,
                        "source": r.source,
                        "line": d.line,
                        "column": d.column,
                        "text": d.source_line,
                    }
                )
    parsed = faces - status[ERROR]
    largest = sorted(clusters.items(), key=lambda kv: (-kv[1][0], kv[0]))[:top]

    def breakdown(table: dict[str, Counter[str]]) -> list[dict[str, Any]]:
        rows = [
            {
                "name": key,
                "faces": t["faces"],
                "parsed": t["parsed"],
                "parse_rate": _rate(t["parsed"], t["faces"]),
            }
            for key, t in table.items()
        ]
        return sorted(rows, key=lambda row: (-row["faces"], row["name"]))

    return {
        "faces": faces,
        "parsed": parsed,
        "parse_rate": _rate(parsed, faces),
        "grammar_parsed": grammar_ok,
        "grammar_rate": _rate(grammar_ok, faces),
        "round_trip": round_trip_ok,
        "round_trip_rate": _rate(round_trip_ok, grammar_ok),
        "executable": status[OK],
        "executable_rate": _rate(status[OK], faces),
        "ok_rate": _rate(status[OK], faces),
        "ok_rate_of_parsed": _rate(status[OK], parsed),
        "unsupported_kinds": [
            {"kind": k, "count": n, "examples": ex}
            for k, (n, ex) in sorted(kinds.items(), key=lambda kv: (-kv[1][0], kv[0]))[:top]
        ],
        "unsupported_reasons": [{"message": m, "count": n} for m, n in reasons.most_common(top)],
        "abilities": abilities,
        "abilities_parsed": abilities_parsed,
        "ability_rate": _rate(abilities_parsed, abilities),
        "status": dict(status),
        "clusters": [
            {"code": code, "message": message, "count": count, "examples": examples}
            for (code, message), (count, examples) in largest
        ],
        "clusters_total": len(clusters),
        "by_type": breakdown(by_type),
        "by_layout": breakdown(by_layout),
    }


def render(figures: dict[str, Any], sources: str = "") -> str:
    """The figures as text for people; the parse rate comes first."""
    f = figures
    n = f["faces"]
    lines = [
        f"parse rate:     {_pct(f['parsed'], n):>6}  ({f['parsed']:,} of {n:,} faces parse "
        "and round-trip)",
        f"round trip:     {_pct(f['round_trip'], f['grammar_parsed']):>6}  "
        f"({f['round_trip']:,} of {f['grammar_parsed']:,} faces that parse render back exactly)",
        f"grammar:        {_pct(f['grammar_parsed'], n):>6}  ({f['grammar_parsed']:,} of {n:,} "
        "faces parse, before the round-trip check)",
        f"ability lines:  {_pct(f['abilities_parsed'], f['abilities']):>6}  "
        f"({f['abilities_parsed']:,} of {f['abilities']:,} abilities parse)",
        f"ok rate:        {_pct(f['executable'], n):>6}  ({f['executable']:,} faces ok: every "
        f"node lowers to runtime objects; {_pct(f['executable'], f['parsed'])} of the faces "
        "that parse)",
        "status:         "
        + ", ".join(f"{f['status'].get(s, 0):,} {s}" for s in (OK, UNSUPPORTED, ERROR)),
    ]
    if sources:
        lines.insert(0, f"coverage of {n:,} faces in {sources}")
    lines.append("")
    shown = len(f["clusters"])
    lines.append(
        f"largest failure clusters ({shown} of {f['clusters_total']:,}; code, message, count):"
    )
    if not shown:
        lines.append("  (none)")
    for i, c in enumerate(f["clusters"], 1):
        lines.append(f"{i:>3}. {c['count']:>6,}  {c['code']} {c['message']}")
        for e in c["examples"]:
            text = excerpt(e["text"], e["column"])
            lines.append(f"{'':>13}{e['name']} ({e['source']}:{e['line']}:{e['column']}): {text}")
    lines += ["", "most common unsupported node kinds (count, examples):"]
    if not f["unsupported_kinds"]:
        lines.append("  (none)")
    for i, k in enumerate(f["unsupported_kinds"], 1):
        lines.append(f"{i:>3}. {k['count']:>6,}  {k['kind']}")
        for e in k["examples"]:
            text = excerpt(e["text"], e["column"])
            lines.append(f"{'':>13}{e['name']} ({e['source']}:{e['line']}:{e['column']}): {text}")
    lines += ["", "most common reasons a node cannot run yet:"]
    for r in f["unsupported_reasons"]:
        lines.append(f"  {r['count']:>6,}  {r['message']}")
    for title, key in (("card type", "by_type"), ("layout", "by_layout")):
        lines += ["", f"by {title}:"]
        width = max([len(row["name"]) for row in f[key]] + [len(title)])
        for row in f[key]:
            lines.append(
                f"  {row['name']:<{width}}  {row['faces']:>7,} faces  "
                f"{_pct(row['parsed'], row['faces']):>6} parse"
            )
    return "\n".join(lines)
