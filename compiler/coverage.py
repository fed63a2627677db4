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
  most common node kinds that cannot run yet (E300 notes), with example cards; the ok
  rate by card type and layout, by rules area (the faces that use a node of the area's
  AST module, and those that a node of that area keeps from running) and by CR 702
  keyword ability (the faces that have it).
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
class Profile:
    """What coverage reads of a face's AST before the AST is dropped: the CR 702 keyword
    abilities it has, the rules areas its nodes belong to (their AST modules, named by
    rules area) and the areas of the nodes that can't run yet."""

    keywords: tuple[str, ...] = ()
    areas: tuple[str, ...] = ()
    blocking: tuple[str, ...] = ()


def profile(result: FaceResult) -> Profile:
    """The :class:`Profile` of a checked face (empty when it has no AST)."""
    from ..grammar.vocabulary_data import KEYWORD_ABILITIES

    keywords: set[str] = set()
    area_of: dict[str, str] = {}
    for ability in result.abilities:
        for node in ability.walk():
            cls = type(node)
            area = area_of.setdefault(cls.__name__, cls.__module__.rsplit(".", 1)[-1])
            if area == "keywords":  # a keyword node names its CR 702 keyword, or is it
                name = getattr(node, "name", None)
                name = name.lower() if isinstance(name, str) else cls.__name__.lower()
                if name in KEYWORD_ABILITIES:
                    keywords.add(name)
    blocking = {area_of[k] for k in result.unsupported_kinds if k in area_of}
    return Profile(tuple(sorted(keywords)), tuple(sorted(set(area_of.values()))),
                   tuple(sorted(blocking)))  # fmt: skip


@attrs.frozen
class Checked:
    """What coverage needs of one face: its result, how many abilities parsed, and its
    :class:`Profile`."""

    result: FaceResult
    parsed_abilities: int
    profile: Profile = Profile()


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
    by_keyword: dict[str, Counter[str]] = defaultdict(Counter)
    by_area: dict[str, Counter[str]] = defaultdict(Counter)
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
            table[key]["ok"] += r.status == OK
        p = c.profile
        for kw in p.keywords:
            by_keyword[kw]["faces"] += 1
            by_keyword[kw]["ok"] += r.status == OK
        for area in p.areas:
            by_area[area]["faces"] += 1
            by_area[area]["ok"] += r.status == OK
        for area in p.blocking:
            by_area[area]["blocked"] += 1
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
                "ok": t["ok"],
                "ok_rate": _rate(t["ok"], t["faces"]),
            }
            for key, t in table.items()
        ]
        return sorted(rows, key=lambda row: (-row["faces"], row["name"]))

    def ok_breakdown(table: dict[str, Counter[str]], blocked: bool = False) -> list[dict]:
        from ..grammar.vocabulary_data import KEYWORD_ABILITIES

        rows = []
        for key, t in table.items():
            row = {"name": key, "faces": t["faces"], "ok": t["ok"],
                   "ok_rate": _rate(t["ok"], t["faces"])}  # fmt: skip
            if blocked:
                row["blocked"] = t["blocked"]
            else:
                row["rule"] = KEYWORD_ABILITIES[key][0]
            rows.append(row)
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
        "by_area": ok_breakdown(by_area, blocked=True),
        "by_keyword": ok_breakdown(by_keyword),
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
                f"{_pct(row['parsed'], row['faces']):>6} parse  "
                f"{_pct(row['ok'], row['faces']):>6} ok"
            )
    lines += ["", "ok by rules area (faces with a node of the area; ok; faces it keeps from"
              " running):"]  # fmt: skip
    width = max([len(row["name"]) for row in f["by_area"]] + [4])
    for row in f["by_area"]:
        lines.append(
            f"  {row['name']:<{width}}  {row['faces']:>7,} faces  "
            f"{_pct(row['ok'], row['faces']):>6} ok  {row['blocked']:>6,} blocked here"
        )
    lines += ["", "ok by CR 702 keyword ability (faces with it; ok):"]
    width = max([len(row["name"]) for row in f["by_keyword"]] + [7])
    for row in f["by_keyword"]:
        lines.append(
            f"  {row['name']:<{width}}  {row['rule']:<8} {row['faces']:>7,} faces  "
            f"{_pct(row['ok'], row['faces']):>6} ok"
        )
    return "\n".join(lines)
