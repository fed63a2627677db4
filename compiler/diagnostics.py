"""Diagnostics: what went wrong, where in the user's file, and what to do about it
(STYLE.md, practice 7)."""

from __future__ import annotations

import difflib
import functools
import re
from typing import TYPE_CHECKING, Any

import attrs
from lark import Lark
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken
from lark.lexer import PatternStr

from .._codecache import compile_regex

try:  # the parser of regular expressions: re._parser from Python 3.11, sre_parse before
    from re import _parser as _sre_parse
except ImportError:  # pragma: no cover - Python 3.10
    import sre_parse as _sre_parse

if TYPE_CHECKING:
    from ..grammar import Tables

#: Diagnostic codes.
PARSE_ERROR = "E100"  # the text does not match any template of the grammar
UNEXPECTED_END = "E101"  # the text stops where more was expected
TOO_LONG = "E102"  # an ability line longer than any card's (MAX_LINE), not parsed
TOO_DEEP = "E103"  # an ability nested deeper than MAX_NESTING (quotes inside quotes, ...)
TOO_BIG = "E104"  # a number with more digits than MAX_DIGITS
ROUND_TRIP = "E200"  # parsed, but rendering the AST does not give the text back
UNSUPPORTED = "E300"  # parsed, but some construct cannot run yet (a failure with --strict)
INTERNAL = "E900"  # a defect of mtgc (reported, never a traceback)

#: Card-file codes: the card's parts checked against the rules that define them.
CARD_UNREADABLE = "E400"  # a card block that can't be read (no name, misplaced '----', ...)
CARDS_RUN_TOGETHER = "E401"  # two cards without a blank line between them
MANA_COST = "E410"  # the mana cost holds something that is not a mana symbol (CR 107.4, 202)
CARD_TYPE = "E420"  # an unknown or miscased card type or supertype (CR 205.2a, 205.4a)
SUBTYPE = "E421"  # an unknown subtype, or one of a kind the card types don't take (CR 205.3)
TYPE_DASH = "E422"  # a note: a hyphen or en dash read as the long dash of the type line
NO_TYPE_LINE = "E423"  # the type line is missing (rules text where it belongs)
POWER_TOUGHNESS = "E430"  # P/T missing on a creature, or on a card that can't have it (CR 208)
LOYALTY = "E431"  # loyalty missing on a planeswalker, or where it can't be (CR 306.5b)
DEFENSE = "E432"  # defense missing on a battle, or where it can't be (CR 310.4)

#: Longest ability line parsed, in characters. The longest of the 29,502 faces of both
#: corpora is 645 (Rules Lawyer); a line past the limit is reported, not parsed, so that
#: no line keeps the parser busy for seconds.
MAX_LINE = 3_000
#: Most levels of nodes in one ability's AST. Real abilities reach about 25 (Evil Twin,
#: Dollhouse of Horrors); quoted abilities inside quoted abilities hundreds deep would
#: overflow the recursion of rendering and lowering.
MAX_NESTING = 100
#: Most digits of a number in rules text (CR 107.1: numbers are whole numbers); real cards
#: need 7 ("1,000,000" is written with commas), Python's int() stops at 4,300.
MAX_DIGITS = 100

_DIGITS = re.compile(rf"\d{{{MAX_DIGITS + 1},}}")

_WORD = re.compile(r"[\w'{}+\u2212/-]+|\S")


@attrs.frozen
class Diagnostic:
    """One problem with a card face, located in the original source."""

    code: str
    message: str
    line: int
    column: int
    hint: str = ""
    source_line: str = ""
    length: int = 1
    severity: str = "error"

    def as_dict(self) -> dict:
        return {
            "code": self.code,
            "message": self.message,
            "line": self.line,
            "column": self.column,
            "hint": self.hint,
        }


@attrs.frozen
class ParseProblem:
    """A parse failure in normalized text, before it is located in the source."""

    code: str
    message: str
    offset: int
    length: int
    hint: str


def beyond_limits(text: str) -> ParseProblem | None:
    """The problem of an ability past a size limit (:data:`MAX_LINE`, :data:`MAX_DIGITS`),
    found before parsing it, or None."""
    start = 0
    for line in text.split("\n"):
        if len(line) > MAX_LINE:
            return ParseProblem(
                TOO_LONG, f"this line is {len(line):,} characters long; the limit for an "
                f"ability is {MAX_LINE:,}", start, 1,
                "an ability is one line; is a line break or a closing quote missing?",
            )  # fmt: skip
        start += len(line) + 1
    m = _DIGITS.search(text)
    if m is not None:
        return ParseProblem(
            TOO_BIG, f"a number with {len(m.group(0)):,} digits; the limit is {MAX_DIGITS}",
            m.start(), len(m.group(0)), "",
        )  # fmt: skip
    return None


def too_deep(offset: int) -> ParseProblem:
    """The problem of an ability whose AST is nested past :data:`MAX_NESTING` levels,
    placed at the first node past the limit."""
    return ParseProblem(
        TOO_DEEP, f"the ability is nested too deeply (more than {MAX_NESTING} levels)",
        offset, 1, "quoted abilities or clauses nested inside each other this deep are "
        "not card text",
    )  # fmt: skip


def describe(exc: UnexpectedInput, text: str, parser: Lark | Tables) -> ParseProblem:
    """Turn a Lark exception into a message and a hint a card author can act on."""
    offset = getattr(exc, "pos_in_stream", None)
    if offset is None:
        offset = len(text)
    # The lexer may stop inside a word ("a" read from "at"): report the whole word.
    while 0 < offset < len(text) and text[offset - 1].isalnum() and text[offset].isalnum():
        offset -= 1
    m = _WORD.match(text, offset)
    at_end = isinstance(exc, UnexpectedToken) and exc.token.type == "$END"
    if isinstance(exc, UnexpectedEOF) or at_end or offset >= len(text):
        expected = _expected_words(getattr(exc, "expected", ()), parser)
        return ParseProblem(
            UNEXPECTED_END, "the ability ends too early", len(text), 1,
            _expected_hint(expected),
        )  # fmt: skip
    word = m.group(0) if m else text[offset]
    if isinstance(exc, UnexpectedToken):
        expected_names = exc.expected
    elif isinstance(exc, UnexpectedCharacters):
        expected_names = exc.allowed or ()
    else:
        expected_names = ()
    expected = _expected_words(expected_names, parser)
    term = known_term(text, offset)
    if term is not None:  # a word of the CR (or of the cards the CR doesn't cover yet)
        start, end, name, rule, kind = term
        cited = f"(CR {rule})" if rule[:1].isdigit() else f"that the CR doesn't define ({rule})"
        return ParseProblem(
            PARSE_ERROR, f"'{name}' is a {kind} {cited} not supported in this position yet",
            start, end - start, _expected_hint(expected),
        )  # fmt: skip
    close = _close_match(word.lower(), tuple(expected))
    if close and _grammar_word(word, parser) and not _inflection(word.lower(), close):
        close = None  # a word the grammar knows is no misspelling: say what fits here
    hint = f"did you mean '{close}'?" if close else _expected_hint(expected)
    quoted = f'"{word}"' if "'" in word else f"'{word}'"
    return ParseProblem(PARSE_ERROR, f"unexpected {quoted}", offset, len(word), hint)


def _term_regex(name: str, kind: str) -> str:
    """A CR term as written in a sentence: a keyword action's verb may be inflected
    ("discovers", "manifested dread"); a keyword ability as it is, or as the verb its rules
    make of it ("crews", "saddles": ``KEYWORD_VERB_FORMS``, generated from the CR)."""
    if kind != "keyword action":
        from ..grammar.vocabulary_data import KEYWORD_VERB_FORMS

        forms = KEYWORD_VERB_FORMS.get(name, ())
        return "(?:" + "|".join(re.escape(f) for f in (*forms, name)) + ")"
    first, _, rest = name.partition(" ")
    return re.escape(first) + r"(?:s|es|ed|d)?" + (r"\ " + re.escape(rest) if rest else "")


@functools.cache
def _all_terms() -> dict[str, tuple[str, str]]:
    """``CR_TERMS`` (CR 701 and 702, generated from the CR) and the keyword abilities the CR
    doesn't define (``OUTSIDE_CR_KEYWORDS``, grammar/vocabulary.py), whose "rule" is where
    they come from: name -> (rule, kind)."""
    from ..grammar.vocabulary_data import CR_TERMS, OUTSIDE_CR_KEYWORDS

    outside = {n: (where, "keyword ability") for n, (_s, where) in OUTSIDE_CR_KEYWORDS.items()}
    return {**outside, **CR_TERMS}


@functools.lru_cache(maxsize=1)
def _terms() -> tuple[re.Pattern[str], dict[str, re.Pattern[str]]]:
    """The terms of :func:`_all_terms`: one pattern finding any of them (longest first),
    and one per term."""
    terms = _all_terms()
    names = sorted(terms, key=len, reverse=True)
    # Made from the cache of compiled regular expressions (:func:`compile_regex`): compiling
    # these ~280 patterns and their union was a tenth of a second of the first run with
    # an error (issue 15).
    each = {n: compile_regex(_term_regex(n, terms[n][1]), re.IGNORECASE) for n in names}
    alts = "|".join(_term_regex(n, terms[n][1]) for n in names)
    return compile_regex(rf"(?<![\w'-])(?:{alts})(?![\w'-])", re.IGNORECASE), each


def known_term(text: str, offset: int) -> tuple[int, int, str, str, str] | None:
    """The CR 701/702 term of ``text`` that covers ``offset`` as (start, end, name, rule,
    kind), or None: "manifest dread" when the parser stopped at "dread"."""
    anywhere, each = _terms()
    line_start = text.rfind("\n", 0, offset) + 1
    for m in anywhere.finditer(text, line_start, min(len(text), offset + 60)):
        if m.start() > offset:
            break
        if offset < m.end():
            name = next(n for n, p in each.items() if p.fullmatch(m.group(0)))
            rule, kind = _all_terms()[name]
            return m.start(), m.end(), name, rule, kind
    return None


@functools.lru_cache(maxsize=4096)
def _close_match(word: str, expected: tuple[str, ...]) -> str | None:
    """The expected word a misspelling most likely meant (same first letter, similar
    length: a typo rarely changes either)."""
    candidates = [
        w for w in expected
        if " " not in w and w != word and w[:1] == word[:1] and abs(len(w) - len(word)) <= 3
    ]  # fmt: skip
    close = difflib.get_close_matches(word, candidates, n=1, cutoff=0.75)
    return close[0] if close else None


def _expected_hint(expected: list[str]) -> str:
    if not expected:
        return ""
    shown = ", ".join(f"'{w}'" for w in expected[:8])
    more = f" (or {len(expected) - 8} more)" if len(expected) > 8 else ""
    return f"expected one of: {shown}{more}"


_TERMINAL_WORDS: dict[int, tuple[list, dict[str, list[str]]]] = {}

#: Terminals for open-ended word classes, described instead of listed.
_CLASS_NAMES = {
    "SUBTYPE": "a subtype (CR 205.3)",
    "ABILITY_WORD": "an ability word (CR 207.2c)",
    "MANA": "a mana cost such as {2}{W}",
    "INT": "a number",
    "NUMBER_WORD": "a number",
    "PT": "a power/toughness such as 2/2",
    "PT_MOD": "a change such as +1/+1",
    "CARD_NAME": "the card's name",
    "SHORT_NAME": "the card's short name",
    "THIS_NOUN": "'this creature', 'this spell', ...",
    "LOYALTY_COST": "a loyalty cost such as [+1]",
}


def _grammar_word(word: str, parser: Lark | Tables) -> bool:
    """Whether ``word`` is a whole word of the grammar's own, a keyword ("or", "each") or
    a word one of its terminals matches by itself ("attacks", "Zombie"): a known word in a
    place the grammar doesn't take it is not a typo of another word."""
    known = _per_terminals(_GRAMMAR_WORDS, parser)
    # The word is judged in lower case, as it is keyed: a capitalized word matches the
    # token-name terminal whatever it is ("Count", "Targte"), and judging the word as
    # written made the answer for "count" depend on whether "Count" was looked up first.
    key = word.lower()
    if not known:  # every word a terminal spells out, lookarounds aside ("and(?= you)")
        _expected_words((), parser)
        spelled = _per_terminals(_TERMINAL_WORDS, parser)
        for name, phrases in spelled.items():
            if name not in _CLASS_NAMES:
                known.update(dict.fromkeys((w for p in phrases for w in p.split()), True))
    found = known.get(key)
    if found is None:
        found = False
        for t in parser.terminals:
            if isinstance(t.pattern, PatternStr):
                found = key in t.pattern.value.lower().split()
            else:
                flags = re.I if "i" in t.pattern.flags else 0
                found = _terminal_pattern(t.pattern.value, flags).fullmatch(key) is not None
            if found:
                break
        known[key] = found
    return found


def _inflection(word: str, other: str) -> bool:
    """Whether one word is the other with an ending added ("card" and "cards", "tap" and
    "tapped"): a known word in the wrong number or tense is worth the suggestion."""
    short, long = sorted((word, other), key=len)
    ending = long[len(short):]
    if ending == "d":  # "use" and "used"; "an" and "and" are two words
        return long.startswith(short) and short.endswith("e")
    return long.startswith(short) and ending in ("s", "es", "ed", "ped", "ted")


@functools.cache
def _terminal_pattern(regexp: str, flags: int) -> re.Pattern[str]:
    """A terminal's pattern, compiled once per process (from the cache of compiled
    regular expressions): the grammar has more terminals than ``re``'s own cache holds,
    so :func:`_grammar_word` compiled them again for every word it looked up."""
    return compile_regex(regexp, flags)


#: per terminal list: word -> whether the grammar knows the word (:func:`_grammar_word`)
_GRAMMAR_WORDS: dict[int, tuple[list, dict[str, bool]]] = {}


def _per_terminals(cache: dict[int, tuple[list, Any]], parser: Lark | Tables) -> Any:
    """The entry of ``cache`` for ``parser``'s terminals. The entry holds the terminal list
    itself, so its id can't be reused by another list while the entry lives (a cache keyed
    by a bare ``id()`` gave a stale answer once a parser was freed and a new one took its
    address, and hints then depended on the order faces were checked in)."""
    terms = parser.terminals
    entry = cache.get(id(terms))
    if entry is None or entry[0] is not terms:
        entry = cache[id(terms)] = (terms, {})
    return entry[1]


#: Most strings a terminal's pattern is spelled out into for the expected words: the
#: largest keyword list of the CR is under 200 words, each with its inflections.
_MOST_SPELLED = 2_000


def _pattern_words(pattern: str) -> list[str]:
    """The words a terminal's pattern matches, for "expected one of": the strings of each
    longest finite run of the pattern (the keyword lists are tries, ``b(?:estow|litz)``,
    whose pieces are no words; a run ends where the pattern repeats without end)."""
    try:
        items = _sre_parse.parse(pattern)
    except re.error:
        return []
    found: set[str] = set()
    _finite_runs(items, found)
    return sorted({w.strip().lower() for w in found if any(c.isalpha() for c in w)})


def _finite_runs(items, found: set[str]) -> None:
    """Add to ``found`` the strings of every longest run of ``items`` that matches a finite
    set of strings, looking inside the items that don't."""
    run: list = []
    for op, arg in items:
        try:
            finite = _spell([(op, arg)]) is not None
        except _TooMany:
            finite = False
        if finite:
            run.append((op, arg))
            continue
        _spell_into(run, found)
        run = []
        name = str(op)
        if name == "BRANCH":
            for branch in arg[1]:
                _finite_runs(branch, found)
        elif name == "SUBPATTERN":
            _finite_runs(arg[-1], found)
        elif name in ("MAX_REPEAT", "MIN_REPEAT"):
            _finite_runs(arg[2], found)
    _spell_into(run, found)


def _spell_into(run: list, found: set[str]) -> None:
    try:
        found |= _spell(run) or set()
    except _TooMany:
        pass


class _TooMany(Exception):
    """A pattern spells out into more strings than :data:`_MOST_SPELLED`."""


def _spell(items) -> set[str] | None:
    """Every string the parsed pattern ``items`` matches (lookarounds and anchors match
    the empty string), or None when it matches without end (a repeat, a class)."""
    out = {""}
    for op, arg in items:
        name = str(op)
        if name == "LITERAL":
            part = {chr(arg)}
        elif name == "BRANCH":
            part = set()
            for branch in arg[1]:
                got = _spell(branch)
                if got is None:
                    return None
                part |= got
        elif name == "SUBPATTERN":
            part = _spell(arg[-1])
        elif name in ("MAX_REPEAT", "MIN_REPEAT") and arg[1] == 1:
            inner = _spell(arg[2])
            part = None if inner is None else inner | ({""} if arg[0] == 0 else set())
        elif name in ("AT", "ASSERT", "ASSERT_NOT"):
            part = {""}
        elif name == "IN" and all(str(o) == "LITERAL" for o, _a in arg):
            part = {chr(a) for _o, a in arg}
        else:
            return None
        if part is None:
            return None
        out = {a + b for a in out for b in part}
        if len(out) > _MOST_SPELLED:
            raise _TooMany
    return out


def _spelled_terminals(parser: Lark | Tables) -> dict[str, list[str]]:
    """Terminal name -> the words it stands for (:func:`_pattern_words`), kept in the cache
    directory beside the parser tables: spelling out the 641 patterns takes a third of a
    second, which a process checking one card with an error would pay every time."""
    import hashlib
    import json
    import os

    from .. import cache_dir, prune_cache, write_cache

    terms = [(t.name, type(t.pattern).__name__, t.pattern.value) for t in parser.terminals]
    digest = hashlib.sha256(repr(terms).encode("utf-8")).hexdigest()[:16]
    path = os.path.join(cache_dir(), f"terminal-words-{digest}.json")
    try:
        with open(path, encoding="utf-8") as f:
            table = json.load(f)
        if isinstance(table, dict) and all(isinstance(v, list) for v in table.values()):
            return table
    except (OSError, ValueError):  # missing or damaged: make it again
        pass
    table = {}
    for t in parser.terminals:
        if isinstance(t.pattern, PatternStr):
            table[t.name] = [t.pattern.value]
        elif t.name in _CLASS_NAMES:
            table[t.name] = [_CLASS_NAMES[t.name]]
        else:
            words = _pattern_words(t.pattern.value)
            table[t.name] = words or [t.name.lower().strip("_").replace("_", " ")]
    try:
        write_cache(path, lambda f: f.write(json.dumps(table).encode("utf-8")))
        prune_cache(path, "terminal-words-*.json")
    except OSError:  # an unwritable cache only costs time
        pass
    return table


def _expected_words(names, parser: Lark | Tables) -> list[str]:
    table = _per_terminals(_TERMINAL_WORDS, parser)
    if not table:
        table.update(_spelled_terminals(parser))
    out: list[str] = []
    for name in sorted(names):
        out.extend(table.get(name, [name]))
    return sorted(dict.fromkeys(w for w in out if w.strip()))
