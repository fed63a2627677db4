"""A card's parts checked against the rules that define them: the mana cost (CR 107.4,
202), the type line (CR 205), power/toughness (CR 208), loyalty (CR 306.5b) and defense
(CR 310.4). Each kind of problem has a diagnostic code of its own (``E410``-``E432``,
documented in the README).

The word lists come from the CR: card types, supertypes, planar, dungeon and battle types
from :mod:`.card_types_data`, the other subtypes (CR 205.3g-205.3m) from
:mod:`mtgc.grammar.vocabulary_data`.

A card file is the author's work: its problems are errors. A face built in code is
checked the same way, but its problems are notes. A JSON record (MTGJSON, Scryfall) is
trusted data, which may be newer than the CR (a creature type printed after
it) or an Un-card's joke: the same checks run, but what they find is only a note.
"""

from __future__ import annotations

import difflib
import functools
import re
from collections.abc import Iterator
from typing import NamedTuple

from ..grammar import vocabulary_data as vocabulary
from . import card_types_data as data
from . import diagnostics as diag

EM_DASH = "\u2014"

#: Kinds of subtype (CR 205.3g-205.3q) with the rule that lists them.
_KINDS = {
    "artifact": ("CR 205.3g", vocabulary.ARTIFACT_WORDS),
    "enchantment": ("CR 205.3h", vocabulary.ENCHANTMENT_WORDS),
    "land": ("CR 205.3i", vocabulary.LAND_WORDS),
    "planeswalker": ("CR 205.3j", vocabulary.PLANESWALKER_WORDS),
    "spell": ("CR 205.3k", vocabulary.SPELL_WORDS),
    "creature": ("CR 205.3m", vocabulary.CREATURE_WORDS),
    "planar": ("CR 205.3n", data.PLANAR_TYPES),
    "dungeon": ("CR 205.3p", data.DUNGEON_TYPES),
    "battle": ("CR 205.3q", data.BATTLE_TYPES),
}
#: The kind of subtype each card type takes (CR 205.3c; kindred: CR 308.3).
_KIND_OF_TYPE = {
    "Artifact": "artifact", "Enchantment": "enchantment", "Land": "land",
    "Planeswalker": "planeswalker", "Instant": "spell", "Sorcery": "spell",
    "Creature": "creature", "Kindred": "creature", "Plane": "planar", "Dungeon": "dungeon",
    "Battle": "battle",
}  # fmt: skip
CARD_TYPES = frozenset(data.CARD_TYPES)
SUPERTYPES = frozenset(data.SUPERTYPES)
_TYPE_WORDS = CARD_TYPES | SUPERTYPES | frozenset(data.OBSOLETE_CARD_TYPES)

#: CR 107.4: the symbols a mana cost may hold.
_COLORS = "WUBRG"
_HYBRID_ORDER = ("WU", "UB", "BR", "RG", "GW", "WB", "UR", "BG", "RW", "GU")  # CR 107.4e
_HYBRID = "|".join(f"{a}/{b}" for a, b in _HYBRID_ORDER)
_MANA_SYMBOL = re.compile(
    rf"\{{(?:\d+|X|C|S|[{_COLORS}]"  # CR 107.4a-d, 107.4h, 107.3
    rf"|{_HYBRID}|[C2]/[{_COLORS}]"  # hybrid, monocolored hybrid (CR 107.4e)
    rf"|(?:{_HYBRID}|[{_COLORS}])/P)\}}"  # Phyrexian, hybrid Phyrexian (CR 107.4f)
)
_ANY_SYMBOL = re.compile(r"\{[^{}]*\}")
#: A mana cost written without braces ("3WW"), as the last word of a name line.
BARE_COST = re.compile(rf"\d*[{_COLORS}CXS]*[{_COLORS}C][{_COLORS}CXS]*")


class Problem(NamedTuple):
    """A problem with one part of a face, before it is placed in the source."""

    code: str
    message: str
    part: str  # "cost", "type" or "stats"
    offset: int = 0
    length: int = 1
    hint: str = ""


# --------------------------------------------------------------------------- mana cost


def braced(bare: str) -> str:
    """``3WW`` as symbols: ``{3}{W}{W}``."""
    return "".join(f"{{{s}}}" for s in re.findall(r"\d+|.", bare))


def check_mana_cost(cost: str) -> Iterator[Problem]:
    """CR 107.4, 202.1: a mana cost is a sequence of mana symbols."""
    pos = 0
    while pos < len(cost):
        m = _ANY_SYMBOL.match(cost, pos)
        if m is None:
            end = cost.find("{", pos + 1)
            end = len(cost) if end == -1 else end
            bare = cost[pos:end].strip()
            hint = f"write it as {braced(bare)}" if BARE_COST.fullmatch(bare) else ""
            yield Problem(
                diag.MANA_COST, f"mana cost without braces: '{bare}' (CR 202.1)", "cost",
                pos, max(1, len(bare)), hint or "each mana symbol goes in braces, e.g. {2}{W}",
            )  # fmt: skip
            pos = end
            continue
        symbol = m.group(0)
        if not _MANA_SYMBOL.fullmatch(symbol):
            yield Problem(
                diag.MANA_COST, f"{symbol} is not a mana symbol (CR 107.4)", "cost",
                pos, len(symbol), _symbol_hint(symbol),
            )  # fmt: skip
        pos = m.end()


def _symbol_hint(symbol: str) -> str:
    inner = symbol[1:-1].upper()
    if inner != symbol[1:-1] and _MANA_SYMBOL.fullmatch("{" + inner + "}"):
        return f"mana symbols are written in capitals: {{{inner}}}"
    parts = inner.split("/")
    if len(parts) == 2 and all(p in _COLORS for p in parts):
        pair = next((p for p in _HYBRID_ORDER if set(p) == set(parts)), "")
        if pair:
            return f"a hybrid symbol is written {{{pair[0]}/{pair[1]}}}"
    return (
        "the mana symbols are {W} {U} {B} {R} {G} {C} {S} {X}, numbers such as {2}, "
        "hybrid {W/U} {2/W}, and Phyrexian {W/P} (CR 107.4)"
    )


# --------------------------------------------------------------------------- type line


def split_type_line(type_line: str) -> tuple[str, str]:
    """(card types and supertypes, subtypes) of a type line."""
    left, _, right = type_line.partition(EM_DASH)
    return left, right


def looks_like_type_line(line: str) -> bool:
    """Whether ``line`` is a type line: its words before the dash are all card types and
    supertypes (CR 205.2a, 205.4a), at least one a card type."""
    left, _ = split_type_line(dash_as_em_dash(line)[0])
    words = left.split()
    return (
        bool(words)
        and all(w in _TYPE_WORDS for w in words)
        and any(w in CARD_TYPES or w in data.OBSOLETE_CARD_TYPES for w in words)
    )


_LOOSE_DASH = re.compile(r"\s(?:--|-|\u2013)\s")


def dash_as_em_dash(type_line: str) -> tuple[str, int]:
    """A type line written with a hyphen or en dash where the long dash belongs, read as
    the long dash; and the offset of the dash replaced (-1 if none)."""
    if EM_DASH in type_line:
        return type_line, -1
    m = _LOOSE_DASH.search(type_line)
    if m is None:
        return type_line, -1
    return type_line[: m.start()] + f" {EM_DASH} " + type_line[m.end() :], m.start() + 1


@functools.lru_cache(maxsize=1)
def _subtypes_by_kind() -> dict[str, frozenset[str]]:
    return {kind: frozenset(words) for kind, (_, words) in _KINDS.items()}


def _kinds_of(word: str) -> list[str]:
    return [k for k, words in _subtypes_by_kind().items() if word in words]


#: Longest word looked up for a "did you mean": the longest type word of the CR is 12
#: letters ("Planeswalker"); comparing a much longer one with every subtype only costs time.
_LONGEST_GUESS = 40

#: Most problems reported for one type line: a line of thousands of bad words is one
#: mistake, and looking each up would keep the check busy for seconds.
MAX_TYPE_PROBLEMS = 12


@functools.lru_cache(maxsize=4096)
def _close(word: str, candidates: frozenset[str]) -> str | None:
    if len(word) > _LONGEST_GUESS:
        return None
    found = difflib.get_close_matches(word, sorted(candidates), n=1, cutoff=0.75)
    return found[0] if found else None


def _words(text: str, start: int) -> Iterator[tuple[str, int]]:
    for m in re.finditer(r"\S+", text):
        yield m.group(0), start + m.start()


def check_type_line(type_line: str) -> Iterator[Problem]:
    """CR 205: card types and supertypes in their case, then subtypes of a kind that one
    of the card types takes (CR 205.3c-d)."""
    left, right = split_type_line(type_line)
    types: list[str] = []
    problems: list[Problem] = []
    anything_known = False
    for word, at in _words(left, 0):
        if len(problems) >= MAX_TYPE_PROBLEMS:
            break
        if word in CARD_TYPES or word in SUPERTYPES:
            types.append(word)
            anything_known = True
        elif word in data.OBSOLETE_CARD_TYPES:
            new = data.OBSOLETE_CARD_TYPES[word]
            types.append(new)
            anything_known = True
            problems.append(Problem(
                diag.CARD_TYPE, f"'{word}' is the obsolete name of the card type {new.lower()}",
                "type", at, len(word), f"write '{new}'", ))  # fmt: skip
        elif word.capitalize() in _TYPE_WORDS:
            anything_known = True
            right_case = word.capitalize()
            types.append(data.OBSOLETE_CARD_TYPES.get(right_case, right_case))
            problems.append(Problem(
                diag.CARD_TYPE, f"card types and supertypes are capitalized: '{word}' "
                f"should be '{right_case}' (CR 205.2a, 205.4a)", "type", at, len(word),
                f"write '{right_case}'"))  # fmt: skip
        else:
            close = _close(word.capitalize(), _TYPE_WORDS)
            if close is not None:  # read as meant, so that its subtypes are checked
                anything_known = True
                types.append(data.OBSOLETE_CARD_TYPES.get(close, close))
            hint = f"did you mean '{close}'?" if close else (
                "the card types are " + ", ".join(data.CARD_TYPES) + " (CR 205.2a); the "
                "supertypes " + ", ".join(data.SUPERTYPES) + " (CR 205.4a)")  # fmt: skip
            problems.append(
                Problem(diag.CARD_TYPE, f"unknown card type '{word}'", "type", at, len(word), hint)
            )
    if not anything_known:
        yield Problem(
            diag.NO_TYPE_LINE,
            f"expected a type line such as 'Creature {EM_DASH} Bear', found '{type_line:.60}'",
            "type", 0, max(1, len(type_line)),
            "is the type line missing? It goes right after the name line, before the "
            "rules text (CR 205)",
        )  # fmt: skip
        return
    yield from problems
    if not (set(types) & (CARD_TYPES | frozenset(data.OBSOLETE_CARD_TYPES))) and not problems:
        yield Problem(
            diag.CARD_TYPE,
            "the type line has no card type (CR 205.2a)",
            "type",
            0,
            max(1, len(left.strip())),
            "e.g. 'Creature' or 'Legendary Artifact'",
        )
    if right.strip():
        yield from _check_subtypes(types, right, len(left) + 1)


def _check_subtypes(types: list[str], right: str, start: int) -> Iterator[Problem]:
    kinds = [_KIND_OF_TYPE[t] for t in types if t in _KIND_OF_TYPE]
    known = _subtypes_by_kind()
    if "planar" in kinds:  # CR 205.3b: all words after the dash are one planar type
        name = right.strip()
        if name not in known["planar"]:
            close = _close(name, known["planar"])
            yield Problem(diag.SUBTYPE, f"unknown planar type '{name}' (CR 205.3n)", "type",
                          start + right.find(name), len(name),
                          f"did you mean '{close}'?" if close else "")  # fmt: skip
        return
    what = " ".join(types) or "card"
    if not kinds:
        yield Problem(
            diag.SUBTYPE, f"{_article(what)} {what} has no subtypes (CR 205.3r)",
            "type", start, max(1, len(right)), "remove the dash and what follows it",
        )  # fmt: skip
        return
    allowed = frozenset().union(*(known[k] for k in kinds))
    words = list(_words(right, start))
    i = found = 0
    while i < len(words) and found < MAX_TYPE_PROBLEMS:
        word, at = words[i]
        if i + 1 < len(words) and f"{word} {words[i + 1][0]}" in allowed:  # "Time Lord"
            i += 2
            continue
        i += 1
        if word in allowed:
            continue
        found += 1
        yield _subtype_problem(word, at, types, kinds, allowed)


def _subtype_problem(word, at, types, kinds, allowed) -> Problem:
    what = " ".join(types)
    wanted = " or ".join(f"{k} type ({_KINDS[k][0]})" for k in dict.fromkeys(kinds))
    fixed = next((w for w in allowed if w.casefold() == word.casefold()), None)
    if fixed:
        return Problem(diag.SUBTYPE, f"subtypes are capitalized: '{word}' should be '{fixed}'"
                       " (CR 205.3)", "type", at, len(word), f"write '{fixed}'")  # fmt: skip
    other = _kinds_of(word)
    if other:
        kind = other[0]
        return Problem(
            diag.SUBTYPE, f"'{word}' is {_article(kind)} {kind} type ({_KINDS[kind][0]}); a "
            f"{what} can't have it (CR 205.3d)", "type", at, len(word),
            f"{_article(what)} {what}'s subtypes are each {_article(wanted)} {wanted}",
        )  # fmt: skip
    close = _close(word, allowed) or _close(word.capitalize(), allowed)
    each = f"{_article(what)} {what}'s subtypes are each {_article(wanted)} {wanted}"
    hint = f"did you mean '{close}'?" if close else each
    message = f"unknown subtype '{word}' for {_article(what)} {what}"
    return Problem(diag.SUBTYPE, message, "type", at, len(word), hint)


def _article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


# --------------------------------------------------------------------------- stats


def read_types(left: str) -> set[str]:
    """The card types and supertypes of the part of a type line before the dash, each read
    as meant where a problem is reported (case, a misspelling, an obsolete name)."""
    out = set()
    guesses = 0
    for word in left.split():
        word = word if word in _TYPE_WORDS else word.capitalize()
        if word not in _TYPE_WORDS and guesses < MAX_TYPE_PROBLEMS:
            guesses += 1
            word = _close(word, _TYPE_WORDS) or word
        out.add(data.OBSOLETE_CARD_TYPES.get(word, word))
    return out


def check_stats(type_line: str, power, toughness, loyalty, defense) -> Iterator[Problem]:
    """CR 208.1 (creatures have power and toughness; Vehicles and Spacecraft print them,
    CR 301.7a), CR 306.5b (planeswalkers, loyalty), CR 310.4 (battles, defense)."""
    left, right = split_type_line(type_line)
    types = read_types(left)
    subtypes = set(right.split())
    has_pt = power is not None or toughness is not None
    if "Creature" in types and not has_pt:
        yield Problem(diag.POWER_TOUGHNESS, "a creature needs its power/toughness (CR 208.1)",
                      "type", 0, max(1, len(left.strip())),
                      "add it as the card's last line, e.g. 2/2")  # fmt: skip
    elif has_pt and "Creature" not in types and not subtypes & {"Vehicle", "Spacecraft"}:
        yield Problem(
            diag.POWER_TOUGHNESS, "only a creature (or a Vehicle or Spacecraft) has a "
            "power/toughness (CR 208.1, 301.7a)", "stats", 0, 1,
            "remove the power/toughness line, or add the card type Creature",
        )  # fmt: skip
    if "Planeswalker" in types and loyalty is None:
        yield Problem(
            diag.LOYALTY,
            "a planeswalker needs its loyalty (CR 306.5b)",
            "type",
            0,
            max(1, len(left.strip())),
            "add 'Loyalty: N' as the card's last line",
        )
    elif loyalty is not None and "Planeswalker" not in types:
        yield Problem(diag.LOYALTY, "only a planeswalker has a loyalty (CR 306.5b)", "stats",
                      0, 1, "remove the 'Loyalty:' line, or fix the type line")  # fmt: skip
    if "Battle" in types and defense is None:
        yield Problem(
            diag.DEFENSE,
            "a battle needs its defense (CR 310.4)",
            "type",
            0,
            max(1, len(left.strip())),
            "add 'Defense: N' as the card's last line",
        )
    elif defense is not None and "Battle" not in types:
        yield Problem(diag.DEFENSE, "only a battle has a defense (CR 310.4)", "stats", 0, 1,
                      "remove the 'Defense:' line, or fix the type line")  # fmt: skip


def check_parts(face) -> list[Problem]:
    """Every problem of ``face``'s mana cost, type line and stats."""
    out: list[Problem] = []
    if face.mana_cost:
        out.extend(check_mana_cost(face.mana_cost))
    if not face.type_line.strip():  # a face given without characteristics (``--text``)
        return out
    type_problems = list(check_type_line(face.type_line))
    out.extend(type_problems)
    if not any(p.code == diag.NO_TYPE_LINE for p in type_problems):
        out.extend(check_stats(face.type_line, face.power, face.toughness, face.loyalty,
                               face.defense))  # fmt: skip
    return out


def face_diagnostics(face) -> list[diag.Diagnostic]:
    """The problems found reading ``face`` and those of its parts, placed in the source.

    In a card text file they are errors (a note for a dash read as the long dash). In a
    JSON record, trusted data, and in a face built in code (no file to point into: a
    test's fixture), they are notes and leave the face's status alone."""
    out = list(face.issues)
    if any(d.code in (diag.CARD_UNREADABLE, diag.NO_TYPE_LINE) for d in out):
        return out
    trusted = face.text_inline or not face.type_line_number
    for p in check_parts(face):
        line, column, text = _place(face, p)
        severity = "note" if trusted else "error"
        out.append(diag.Diagnostic(p.code, p.message, line, column, p.hint, text, p.length,
                                   severity))  # fmt: skip
    return out


def _place(face, p: Problem) -> tuple[int, int, str]:
    """(line, column, source line) of a part problem."""
    if face.text_inline or not face.type_line_number:
        return face.line, 1, ""
    if p.part == "cost":
        name_line = f"{face.name} {face.mana_cost}"
        return face.line, face.cost_column + p.offset, _as_written(face, name_line)
    if p.part == "stats" and face.stats_line:
        return face.stats_line, 1, _stats_text(face)
    return face.type_line_number, p.offset + 1, face.type_line


def _as_written(face, fallback: str) -> str:
    # The name line is not kept; the cost column says where the cost starts in it.
    gap = max(1, face.cost_column - 1 - len(face.name))
    return face.name + " " * gap + (face.mana_cost or "") if face.cost_column else fallback


def _stats_text(face) -> str:
    if face.loyalty is not None:
        return f"Loyalty: {face.loyalty}"
    if face.defense is not None:
        return f"Defense: {face.defense}"
    return f"{face.power or ''}/{face.toughness or ''}"
