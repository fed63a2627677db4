"""The Oracle-text grammar: one ``.lark`` file per rules area, joined into one LALR(1)
grammar and built once per process.

The built parser is cached on disk (a pickle keyed by the grammar, the Lark version and
the Python version), so a cold interpreter loads it instead of rebuilding it, and its
lexer compiles its regular expressions lazily (:class:`_LazyScanner`).
"""

from __future__ import annotations

import array
import contextlib
import copy
import functools
import gc
import hashlib
import importlib
import os
import pickle
import re
import sys
import time
import types
from collections.abc import Iterator
from operator import itemgetter
from pathlib import Path
from typing import Any, NamedTuple

from lark import Lark, lexer
from lark.grammar import NonTerminal, Rule, RuleOptions, Terminal
from lark.parsers import lalr_analysis

from .. import cache_dir, prune_cache, write_cache
from .._codecache import compile_regex

HERE = Path(__file__).parent

#: The core grammar files, which define the rules every area builds on; ``abilities.lark``
#: holds the start rule. Every other ``*.lark`` file here is a rules-area extension; it adds
#: alternatives to rules of other files with ``%extend`` (e.g. ``%extend predicate:
#: regenerate``), so that an area can grow in a file of its own. See :func:`files` for the
#: order they are joined in.
CORE_FILES = (
    "abilities.lark",
    "keywords.lark",
    "costs.lark",
    "mana.lark",
    "triggers.lark",
    "statics.lark",
    "replacements.lark",
    "effects.lark",
    "objects.lark",
    "common.lark",
    "vocabulary.lark",
)


_DEFINES = re.compile(r"^[?!]?(\w+)(?:\.-?\d+)?\s*:", re.M)
_EXTENDS = re.compile(r"^%(?:extend|override)\s+[?!]?(\w+)", re.M)


def files() -> tuple[str, ...]:
    """The grammar files in the order they are joined.

    Lark reads ``%extend name`` (and ``%override``) only after ``name`` is defined, so a
    file comes after the files defining the rules and terminals it extends; otherwise the
    core files come first, in their order, then the rules-area files in name order. The
    order changes no rule: the parser is the same whatever the order that satisfies this.
    """
    names = [*CORE_FILES, *sorted(p.name for p in HERE.glob("*.lark") if p.name not in CORE_FILES)]
    texts = {name: (HERE / name).read_text(encoding="utf-8") for name in names}
    defined_in: dict[str, str] = {}
    for name in names:
        for rule in _DEFINES.findall(texts[name]):
            defined_in.setdefault(rule, name)
    needs = {
        name: {defined_in[r] for r in _EXTENDS.findall(texts[name]) if r in defined_in} - {name}
        for name in names
    }
    order: list[str] = []
    while len(order) < len(names):
        ready = next((n for n in names if n not in order and needs[n] <= set(order)), None)
        if ready is None:  # files extending each other's rules: no order can load them
            raise ValueError(f"grammar files extend each other: {sorted(set(names) - set(order))}")
        order.append(ready)
    return tuple(order)


def grammar_text() -> str:
    """The whole grammar, as Lark reads it."""
    return "\n".join(
        f"// ---- {name}\n" + (HERE / name).read_text(encoding="utf-8") for name in files()
    )


def _cache_path(text: str, kind: str = "parser") -> str:
    return os.path.join(cache_dir(), f"{kind}-{_digest(text)}.pickle")


def _digest(text: str) -> str:
    """What the cache files of the grammar ``text`` are named by (with the Lark and
    Python versions and the cache's format)."""
    import lark

    key = f"{text}\0{lark.__version__}\0{sys.version}\0{_FORMAT}"
    return hashlib.sha256(key.encode()).hexdigest()[:16]


def _current_path(kind: str) -> str:
    """:func:`_cache_path` of the grammar as it is (:func:`_current_digest`)."""
    return os.path.join(cache_dir(), f"{kind}-{_current_digest()}.pickle")


@functools.cache
def _current_digest() -> str:
    """:func:`_digest` of :func:`grammar_text`. Reading and joining the grammar files
    for it was ~10 ms of every run (issue 15), so the digest is kept in the cache
    directory too, under the files' names, sizes and modification times: a changed or
    added file makes a new entry, and an entry that can't be read is made again."""
    files = sorted((e for e in os.scandir(HERE) if e.name.endswith(".lark")), key=lambda e: e.name)
    stats = [(e.name, e.stat().st_size, e.stat().st_mtime_ns) for e in files]
    key = hashlib.sha256(f"{stats!r}\0{_digest('')}".encode()).hexdigest()[:16]
    path = os.path.join(cache_dir(), f"grammar-{key}.digest")
    try:
        with open(path, encoding="utf-8") as f:
            found = f.read()
        if re.fullmatch(r"[0-9a-f]{16}", found):
            return found
    except (OSError, ValueError):  # missing or damaged: make it again
        pass
    found = _digest(grammar_text())
    try:
        write_cache(path, lambda f: f.write(found.encode("utf-8")))
        prune_cache(path, "grammar-*.digest")
    except OSError:  # an unwritable cache only costs time
        pass
    return found


#: Bumped when what is cached changes shape (not only the grammar).
_FORMAT = 7


class _Rows(dict):
    """The parse table's states (state -> {terminal: action}), each row decoded on first
    use from a packed form.

    The table has about 5,000 rows and 550,000 entries; unpickling them as dictionaries
    was most of the time to load the parser, while checking one card visits a few dozen
    rows. Here the cache holds the terminal names, the distinct actions and one ``bytes``
    per row (pairs of indexes); :meth:`__missing__` makes a row a dictionary when
    the parser first looks at it. Lark only indexes the table (``states[state]``), so it
    sees an ordinary dictionary.

    In the tables' cache (:meth:`rules_apart`) each reduce action's rule (3,500 of them,
    with their symbols and options) is kept as plain data (:func:`_described`) and made
    when a row holding it is first decoded: unpickling them all, as Lark's objects, was
    most of what was left of loading the table (issue 15).
    """

    __slots__ = ("_terminals", "_actions", "_packed", "_typecode", "_rules", "_pending")

    @classmethod
    def pack(cls, states: dict[int, dict[str, tuple]]) -> _Rows:
        terminals: dict[str, int] = {}
        actions: dict[tuple, int] = {}
        index = {}
        for state, row in states.items():
            index[state] = [
                (terminals.setdefault(name, len(terminals)), actions.setdefault(a, len(actions)))
                for name, a in row.items()
            ]
        typecode = "H" if max(len(terminals), len(actions)) <= 0xFFFF else "I"
        packed = [b""] * (max(states) + 1)
        for state, pairs in index.items():
            packed[state] = array.array(typecode, [i for pair in pairs for i in pair]).tobytes()
        return cls.unpack(tuple(terminals), tuple(actions), tuple(packed), typecode)

    def rules_apart(self) -> _Rows:
        """These rows (none decoded yet) with the rules of their reduce actions kept as
        plain data (see above)."""
        actions = list(self._actions)
        rules = {}
        for i, (what, rule) in enumerate(actions):
            if what is lalr_analysis.Reduce:
                rules[i] = _described(rule)
                actions[i] = (what, None)
        return _Rows.unpack(self._terminals, tuple(actions), self._packed, self._typecode, rules)

    @classmethod
    def unpack(
        cls,
        terminals: tuple,
        actions: tuple,
        packed: tuple,
        typecode: str,
        rules: dict[int, tuple] | None = None,
    ) -> _Rows:
        rules = rules or {}
        rows = cls()
        rows._terminals, rows._packed, rows._typecode = terminals, packed, typecode
        #: Action index -> its rule as plain data; ``_pending``: those not made yet.
        rows._rules, rows._pending = rules, set(rules)
        rows._actions = list(actions) if rules else actions
        return rows

    def __reduce__(self) -> tuple:
        actions = tuple(
            (a[0], None) if i in self._rules else a for i, a in enumerate(self._actions)
        )
        return _Rows.unpack, (self._terminals, actions, self._packed, self._typecode, self._rules)

    def __missing__(self, state: int) -> dict[str, tuple]:
        if not (type(state) is int and 0 <= state < len(self._packed)):
            raise KeyError(state)
        pairs = array.array(self._typecode, self._packed[state])
        names, actions = pairs[0::2], pairs[1::2]
        pending = self._pending
        if pending:  # the rules of this row's reductions, made once each
            for i in pending.intersection(actions):
                self._actions[i] = (lalr_analysis.Reduce, _rule_of(self._rules[i]))
                pending.discard(i)
        if len(names) > 1:  # itemgetter of many indexes: one C call each (issue 15)
            keys = itemgetter(*names)(self._terminals)
            row = dict(zip(keys, itemgetter(*actions)(self._actions), strict=True))
        else:
            indexes = zip(names, actions, strict=True)
            row = {self._terminals[i]: self._actions[a] for i, a in indexes}
        self[state] = row
        return row


class _Reduction(Rule):
    """A grammar rule as the parse table's reduce actions hold it: one object per rule,
    hashed and compared by identity. The parser looks its callback up on every reduction;
    Lark's rules hash and compare in Python, this is a C-level dictionary hit."""

    __slots__ = ()
    __hash__ = object.__hash__
    __eq__ = object.__eq__


def _described(rule: Rule) -> tuple:
    """A grammar rule as plain data (names, flags, numbers), from which :func:`_rule_of`
    makes it again; a name that Lark keeps as a ``Token`` (the grammar's own token for the
    rule's name) stays one, with its position."""
    options = rule.options
    return (
        _name_data(rule.origin.name),
        tuple((_name_data(s.name), s.is_term, getattr(s, "filter_out", False))
              for s in rule.expansion),  # fmt: skip
        rule.order,
        rule.alias,
        (options.keep_all_tokens, options.expand1, options.priority, options.template_source,
         options.empty_indices),  # fmt: skip
    )


def _name_data(name: str) -> str | tuple:
    if isinstance(name, lexer.Token):
        return (name.type, name.value, name.start_pos, name.line, name.column, name.end_line,
                name.end_column, name.end_pos)  # fmt: skip
    return name


def _name(data: str | tuple) -> str:
    return data if isinstance(data, str) else lexer.Token(*data)


def _rule_of(data: tuple) -> _Reduction:
    """The rule :func:`_described` described (a :class:`_Reduction`, as the table holds)."""
    origin, expansion, order, alias, options = data
    rule = _Reduction.__new__(_Reduction)
    rule.origin = NonTerminal(_name(origin))
    rule.expansion = [
        Terminal(_name(name), filter_out) if is_term else NonTerminal(_name(name))
        for name, is_term, filter_out in expansion
    ]
    rule.order, rule.alias, rule.options = order, alias, RuleOptions(*options)
    rule._hash = hash((rule.origin, tuple(rule.expansion)))
    return rule


def _identity_rules(built: Lark) -> None:
    """Replace the rules in the table's reduce actions by one :class:`_Reduction` each,
    and give Lark's callbacks the same keys."""
    lalr = built.parser.parser.parser
    made: dict[Rule, _Reduction] = {}
    for actions in lalr.parse_table.states.values():
        for token, (action, rule) in actions.items():
            if action is lalr_analysis.Reduce:
                reduction = made.get(rule)
                if reduction is None:
                    reduction = made[rule] = _Reduction.__new__(_Reduction)
                    for slot in Rule.__slots__:
                        setattr(reduction, slot, getattr(rule, slot))
                actions[token] = (action, reduction)
    callbacks = lalr.callbacks
    for rule, reduction in made.items():
        callbacks[reduction] = callbacks[rule]


class _Pickler(pickle.Pickler):
    """Pickles a built :class:`Lark` object: modules (the lexer's ``re``) and Lark's two
    parser actions (compared by identity) are stored by name."""

    def reducer_override(self, obj: object) -> object:
        if isinstance(obj, types.ModuleType):
            return importlib.import_module, (obj.__name__,)
        if obj is lalr_analysis.Shift or obj is lalr_analysis.Reduce:
            return getattr, (lalr_analysis, "Shift" if obj is lalr_analysis.Shift else "Reduce")
        return NotImplemented


def _save(value: object, path: str) -> None:
    """Pickle ``value`` to ``path`` (atomically: a concurrent reader sees the old file or
    the new one)."""
    write_cache(path, lambda f: _Pickler(f, protocol=pickle.HIGHEST_PROTOCOL).dump(value))
    prune_cache(path, "*-*.pickle")


def _load(path: str, kind: type) -> tuple | None:
    """The ``(value, analysis)`` pickled at ``path`` (see :func:`_analysis`), or None when
    it is missing, truncated, from another version or not a ``kind``."""
    try:
        with open(path, "rb") as f:
            loaded = pickle.loads(f.read())  # one read: faster than load(f)
    except Exception:  # missing, truncated or from another version: rebuild
        return None
    if not (isinstance(loaded, tuple) and len(loaded) == 2):
        return None
    value, analysis = loaded
    if not (isinstance(analysis, dict) and analysis.keys() == {"unless", "first"}):
        return None
    return loaded if isinstance(value, kind) else None


class _LazyScanner(lexer.Scanner):
    """Lark's scanner, equivalent but cheaper to build and to run.

    Lark compiles, for every lexer state, one regular expression joining all the
    terminals the state accepts (``(?P<A>...)|(?P<B>...)``) and takes the first
    alternative that matches. Compiling those unions (10-17 kB each, with the subtype trie
    in every one) costs 20-80 ms per state, and the grammar has over 800 distinct states;
    and matching one tries every alternative in turn, even for the space between words.

    This scanner keeps the same order and takes the same first match, but:

    - it only tries the terminals that can begin with the next character
      (:func:`_first_chars`, worked out from each regular expression), so a space tries
      the space terminal alone and a word the terminals that may start with its letter;
    - for a (state, character) pair used fewer than :attr:`HOT` times, or with at most
      :attr:`FEW` terminals, it tries them one by one, with one compiled pattern per
      terminal shared by all states;
    - a hot pair matches segment by segment (:func:`_segments`): each big terminal (the
      subtype trie, the counter names, ...) is one shared pattern, and the runs of small
      terminals between them are unions, cached by their terminals, so pairs that share a
      run share it.
    """

    HOT = 8
    #: A hot pair with at most this many terminals keeps trying them one by one.
    FEW = 3

    def __init__(self, terminals, g_regex_flags, re_, use_bytes):  # noqa: ANN001
        self.terminals = terminals
        self.g_regex_flags = g_regex_flags
        self.re_ = re_
        self.use_bytes = use_bytes
        self.allowed_types = {t.name for t in terminals}
        self._hot: dict[str, list] = {}
        self._cold: dict[str, tuple] = {}
        self._uses: dict[str, int] = {}
        #: (name, regexp, first characters) of each terminal, in order, made on first use.
        self._entries: list[tuple[str, str, frozenset[str] | None]] | None = None
        #: First character -> (pattern, name) of the terminals :meth:`fullmatch` tries.
        self._full: dict[str, list] = {}
        #: :func:`_by_first` of the entries, made on first use.
        self._first_index: tuple[list, list[int], dict[str, list[int]]] | None = None

    def _starting_with(self, char: str) -> tuple[tuple[str, str], ...]:
        """(name, regexp) of the terminals, in order, that may match text starting with
        ``char`` (all of them for a character outside ASCII)."""
        entries = getattr(self, "_entries", None)  # None too in a scanner pickled before
        if entries is None:
            flags = self.g_regex_flags
            entries = self._entries = [_terminal_info(t, flags) for t in self.terminals]
        if not char.isascii():
            return tuple((name, regexp) for name, regexp, _ in entries)
        index = getattr(self, "_first_index", None)
        if index is None:
            index = self._first_index = _by_first(entries)
        pairs, anywhere, by_char = index
        found = by_char.get(char.lower())
        positions = anywhere if found is None else sorted(found + anywhere)
        return tuple(map(pairs.__getitem__, positions))

    def _segments_for(self, char: str) -> list:
        uses = self._uses[char] = self._uses.get(char, 0) + 1
        cold = self._cold.get(char)
        if cold is None:
            flags = self.g_regex_flags
            terminals = self._starting_with(char)
            one_by_one = [(_compiled(regexp, flags), name) for name, regexp in terminals]
            cold = self._cold[char] = (terminals, one_by_one)
        terminals, one_by_one = cold
        if uses < self.HOT:
            return one_by_one
        del self._cold[char]
        if len(one_by_one) <= self.FEW:  # a union would not be faster
            segments = one_by_one
        else:
            segments = _segments(terminals, self.g_regex_flags)
        self._hot[char] = segments
        return segments

    def match(self, text, pos):  # noqa: ANN001
        return self.match_at(text.text, pos, text.end)

    def match_at(self, source: str, pos: int, end: int) -> tuple[str, str] | None:
        """(value, terminal) of the first terminal matching ``source`` at ``pos`` (not
        beyond ``end``), as :meth:`match` for a text slice (``grammar/driver.py``)."""
        segments = self._hot.get(source[pos])
        if segments is None:
            segments = self._segments_for(source[pos])
        for pattern, name in segments:
            m = pattern.match(source, pos, end)
            if m:
                return m.group(0), name or m.lastgroup
        return None

    def fullmatch(self, text: str) -> str | None:
        char = text[:1]
        full = getattr(self, "_full", None)
        if full is None:
            full = self._full = {}
        candidates = full.get(char)
        if candidates is None:  # compiled once per first character (Lark's "unless")
            flags = self.g_regex_flags
            candidates = full[char] = [
                (_compiled(regexp, flags), name) for name, regexp in self._starting_with(char)
            ]
        for pattern, name in candidates:
            if pattern.fullmatch(text):
                return name
        return None


def _by_first(
    entries: list[tuple[str, str, frozenset[str] | None]],
) -> tuple[list[tuple[str, str]], list[int], dict[str, list[int]]]:
    """(name, regexp) of a scanner's terminals, the positions of those that may begin
    with any character, and of those that may begin with each (lower-cased ASCII)
    character: the terminals a character tries are then found without going through all
    of the state's (that was 2% of a corpus run, issue 15)."""
    anywhere: list[int] = []
    by_char: dict[str, list[int]] = {}
    for i, (_name, _regexp, first) in enumerate(entries):
        if first is None:
            anywhere.append(i)
        else:
            for char in first:
                by_char.setdefault(char, []).append(i)
    return [entry[:2] for entry in entries], anywhere, by_char


#: Terminals whose regular expression is at least this long match on their own.
_BIG = 1000
#: Python's re module allows at most this many named groups in one pattern.
_MAX_GROUPS = 90


@functools.cache
def _segments(terminals: tuple[tuple[str, str], ...], flags: int) -> list:
    """The terminals (name, regexp), in order, as a few patterns: each big one on its own,
    the runs of small ones between them as one union each."""
    segments: list = []
    run: list[tuple[str, str]] = []
    for name, regexp in terminals:
        if len(regexp) >= _BIG or len(run) == _MAX_GROUPS:
            if run:
                segments.append((_union(tuple(run), flags), None))
                run = []
        if len(regexp) >= _BIG:
            segments.append((_compiled(regexp, flags), name))
        else:
            run.append((name, regexp))
    if run:
        segments.append((_union(tuple(run), flags), None))
    return segments


@functools.cache
def _union(terminals: tuple[tuple[str, str], ...], flags: int) -> re.Pattern:
    union = "|".join(f"(?P<{name}>{regexp})" for name, regexp in terminals)
    return compile_regex(union, flags)


@functools.cache
def _compiled(regexp: str, flags: int) -> re.Pattern:
    """The terminal's pattern, from the cache of compiled regular expressions
    (:func:`mtgc._codecache.compile_regex`): compiling them was most of a cold
    process's lexing."""
    return compile_regex(regexp, flags)


def _terminal_info(
    terminal: lexer.TerminalDef, flags: int
) -> tuple[str, str, frozenset[str] | None]:
    """(name, regexp, :func:`_first_of_terminal`) of a terminal, worked out once per
    process (the lexers of many states share each terminal)."""
    found = _INFO.get(terminal.name)
    if found is None:
        regexp = terminal.pattern.to_regexp()
        found = _INFO[terminal.name] = (terminal.name, regexp, _first_of_terminal(terminal, flags))
    return found


_INFO: dict[str, tuple[str, str, frozenset[str] | None]] = {}


def _first_of_terminal(terminal: lexer.TerminalDef, flags: int) -> frozenset[str] | None:
    """:func:`_first_chars` of a terminal, as cached with the parser (:data:`_FIRST`)."""
    first = _FIRST.get(terminal.name, _MISSING)
    if first is _MISSING:
        first = _first_chars(terminal.pattern.to_regexp(), flags)
    return first


_MISSING = object()
_ASCII = frozenset(chr(i) for i in range(128))
_CATEGORIES = {
    "CATEGORY_DIGIT": frozenset("0123456789"),
    "CATEGORY_WORD": frozenset(c for c in _ASCII if c.isalnum() or c == "_"),
    "CATEGORY_SPACE": frozenset(" \t\n\r\f\v"),
}
_CATEGORIES["CATEGORY_NOT_DIGIT"] = _ASCII - _CATEGORIES["CATEGORY_DIGIT"]
_CATEGORIES["CATEGORY_NOT_WORD"] = _ASCII - _CATEGORIES["CATEGORY_WORD"]
_CATEGORIES["CATEGORY_NOT_SPACE"] = _ASCII - _CATEGORIES["CATEGORY_SPACE"]


@functools.cache
def _first_chars(regexp: str, flags: int) -> frozenset[str] | None:
    """The ASCII characters, lower-cased, that a match of ``regexp`` may begin with; None
    when that isn't worked out (any character then). A superset is always safe: it only
    costs a useless try. Case is folded whatever the flags (the grammar ignores case), and
    a non-ASCII character that matches an ASCII one ignoring case (the Kelvin sign)
    counts as that one."""
    from re import _parser

    try:
        first, nullable = _first_of(_parser.parse(regexp, flags))
    except Exception:  # an unusual construct: try the terminal on every character
        return None
    return None if nullable or first is None else frozenset(first)


def _fold(code: int) -> set[str]:
    """The ASCII characters, lower-cased, that the character ``code`` matches ignoring
    case."""
    from re import _casefix

    char = chr(code)
    variants = {char, char.lower(), char.upper(), char.casefold()}
    variants.update(chr(c) for c in _casefix._EXTRA_CASES.get(ord(char.lower()), ()))
    return {v.lower() for v in variants if len(v) == 1 and v.isascii()}


def _first_of(items) -> tuple[set[str] | None, bool]:  # noqa: ANN001
    """(first characters, can match empty) of a parsed sequence of ``re`` items."""
    from re import _constants as c

    first: set[str] = set()
    for op, arg in items:
        if op is c.LITERAL:
            return first | _fold(arg), False
        if op in (c.AT, c.ASSERT, c.ASSERT_NOT):  # zero-width: look further
            continue
        if op is c.IN:
            chars: set[str] = set()
            for kind, value in arg:
                if kind is c.LITERAL:
                    chars |= _fold(value)
                elif kind is c.RANGE and value[1] - value[0] <= 256:
                    for code in range(value[0], value[1] + 1):
                        chars |= _fold(code)
                elif kind is c.CATEGORY and str(value) in _CATEGORIES:
                    chars |= {x.lower() for x in _CATEGORIES[str(value)]}
                else:  # NEGATE, a wide range, another category
                    return None, False
            return first | chars, False
        if op is c.SUBPATTERN:
            inner, nullable = _first_of(arg[-1])
        elif op is c.ATOMIC_GROUP:
            inner, nullable = _first_of(arg)
        elif op is c.BRANCH:
            inner, nullable = set(), False
            for branch in arg[1]:
                got, empty = _first_of(branch)
                if got is None:
                    return None, False
                inner |= got
                nullable = nullable or empty
        elif op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT):
            inner, nullable = _first_of(arg[2])
            nullable = nullable or arg[0] == 0
        else:  # ANY, NOT_LITERAL, GROUPREF, ...
            return None, False
        if inner is None:
            return None, False
        first |= inner
        if not nullable:
            return first, False
    return first, True


class _LazyBasicLexer(lexer.BasicLexer):
    """Lark's per-state lexer with a :class:`_LazyScanner`, and Lark's "unless" analysis
    (which string terminals a regexp terminal also matches, e.g. a keyword inside a word
    class) read from :data:`_UNLESS` instead of recomputed by 50,000 regexp matches."""

    def _build_scanner(self) -> lexer.Scanner:
        by_name = {t.name: t for t in self.terminals}
        embedded, self.callback = set(), {}
        for name, matched in _UNLESS.items():
            retok = by_name.get(name)
            unless = [t for t in self.terminals if t.name in matched]  # in Lark's order
            if retok is None or not unless:
                continue
            embedded.update(s for s in unless if s.pattern.flags <= retok.pattern.flags)
            scanner = _LazyScanner(unless, self.g_regex_flags, self.re, self.use_bytes)
            self.callback[name] = lexer.UnlessCallback(scanner)
        for type_, f in self.user_callbacks.items():
            if type_ in self.callback:
                self.callback[type_] = lexer.CallChain(
                    self.callback[type_], f, lambda t, type_=type_: t.type == type_
                )
            else:
                self.callback[type_] = f
        terminals = [t for t in self.terminals if t not in embedded]
        return _LazyScanner(terminals, self.g_regex_flags, self.re, self.use_bytes)


#: Regexp terminal -> the string terminals of equal priority it matches whole (Lark's
#: ``_create_unless``, computed once over all terminals when the parser is built).
_UNLESS: dict[str, frozenset[str]] = {}
#: Terminal -> :func:`_first_chars` of its regexp, computed when the parser is built.
_FIRST: dict[str, frozenset[str] | None] = {}


def _analysis(built: Lark) -> dict[str, dict]:
    """What the lexers need beyond Lark's objects, worked out once and cached with them:
    ``unless`` (:func:`_unless`) and ``first`` (:data:`_FIRST`)."""
    flags = built.options.g_regex_flags
    first = {t.name: _first_chars(t.pattern.to_regexp(), flags) for t in built.terminals}
    return {"unless": _unless(built), "first": first}


def _current_analysis() -> dict[str, dict]:
    return {"unless": dict(_UNLESS), "first": dict(_FIRST)}


def _unless(built: Lark) -> dict[str, frozenset[str]]:
    flags = built.options.g_regex_flags
    strings = [t for t in built.terminals if isinstance(t.pattern, lexer.PatternStr)]
    out = {}
    for retok in built.terminals:
        if not isinstance(retok.pattern, lexer.PatternRE):
            continue
        pattern = _compiled(retok.pattern.to_regexp(), flags)
        matched = frozenset(
            s.name
            for s in strings
            if s.priority == retok.priority
            and (m := pattern.match(s.pattern.value))
            and m.group(0) == s.pattern.value
        )
        if matched:
            out[retok.name] = matched
    return out


def _lazy_lexers(contextual: lexer.ContextualLexer) -> None:
    for state_lexer in (*contextual.lexers.values(), contextual.root_lexer):
        if type(state_lexer) is lexer.BasicLexer:
            state_lexer.__class__ = _LazyBasicLexer


class Tables(NamedTuple):
    """What parsing needs of the built parser: the contextual lexer, the LALR table (its
    reduce actions hold the grammar's rules) and the terminals (for diagnostics).

    Cached on its own, beside the whole :class:`Lark` object: loading only these is what
    lets ``mtgc check`` of one card start fast; the rest (the grammar's definitions, Lark's
    tree-building callbacks) is loaded only when :func:`parser` is asked for."""

    lexer: lexer.ContextualLexer
    parse_table: Any
    terminals: list


class _StateLexers(dict):
    """The contextual lexer's lexers (parser state -> its ``BasicLexer``), each made on
    first use from a packed form, as :class:`_Rows` does for the table.

    The grammar has about 7,300 parser states sharing 1,400 distinct lexers; unpickling
    all of them was half the time to load the tables, while checking one card visits a
    few dozen states. Here the cache holds what every lexer shares (the terminals by
    name, the ignored terminals, the flags) once, then each distinct lexer's terminal
    names (in its order) and newline terminals, and each state's lexer by number.
    :meth:`__missing__` makes a state's lexer (a :class:`_LazyBasicLexer`, the same
    object for states that share one, as Lark makes them). Lark only indexes the mapping
    (``lexers[state]``), so it sees an ordinary dictionary.
    """

    __slots__ = ("_shared", "_kinds", "_kind_of", "_made")

    @classmethod
    def pack(cls, lexers: dict[int, Any]) -> _StateLexers:
        first = next(iter(lexers.values()))
        shared = {name: getattr(first, name) for name in _StateLexers.SHARED}
        kinds: dict[tuple, int] = {}
        kind_of = {}
        for state, one in lexers.items():
            if any(getattr(one, name) != value for name, value in shared.items()):
                raise ValueError("the per-state lexers differ in more than their terminals")
            kind = (tuple(t.name for t in one.terminals), tuple(sorted(one.newline_types)))
            kind_of[state] = kinds.setdefault(kind, len(kinds))
        return cls.unpack(shared, tuple(kinds), kind_of)

    #: What every per-state lexer of the grammar has alike.
    SHARED = ("re", "ignore_types", "user_callbacks", "g_regex_flags", "use_bytes",
              "terminals_by_name")  # fmt: skip

    @classmethod
    def unpack(cls, shared: dict, kinds: tuple, kind_of: dict[int, int]) -> _StateLexers:
        lexers = cls()
        lexers._shared, lexers._kinds, lexers._kind_of = shared, kinds, kind_of
        lexers._made = {}
        return lexers

    def __reduce__(self) -> tuple:
        return _StateLexers.unpack, (self._shared, self._kinds, self._kind_of)

    def __missing__(self, state: int) -> lexer.BasicLexer:
        kind = self._kind_of[state]  # a KeyError for a state the grammar doesn't have
        made = self._made.get(kind)
        if made is None:
            names, newlines = self._kinds[kind]
            made = self._made[kind] = _LazyBasicLexer.__new__(_LazyBasicLexer)
            made.__dict__.update(self._shared)
            by_name = self._shared["terminals_by_name"]
            made.terminals = [by_name[name] for name in names]
            made.newline_types = frozenset(newlines)
            made._scanner = None
        self[state] = made
        return made


def _tables_of(built: Lark) -> Tables:
    contextual = copy.copy(built.parser.lexer)
    contextual.lexers = _StateLexers.pack(contextual.lexers)
    table = copy.copy(built.parser.parser.parser.parse_table)
    table.states = table.states.rules_apart()
    return Tables(contextual, table, built.terminals)


class _Progress:
    """Tells the person waiting what the first run builds and how far it has got (on
    stderr: one line updated in place on a terminal, a line per step otherwise)."""

    #: Lark's LALR analysis, step by step.
    STEPS = (
        ("compute_lr0_states", "the LR(0) states"),
        ("compute_reads_relations", "the reads relation"),
        ("compute_includes_lookback", "the includes and lookback relations"),
        ("compute_lookaheads", "the lookaheads"),
        ("compute_lalr1_states", "the parse table"),
    )
    TOTAL = len(STEPS) + 3  # + reading the grammar, the lexer's analysis, saving

    def __init__(self, stream: Any = None) -> None:
        self.stream = sys.stderr if stream is None else stream
        self.done = 0
        self.start = time.perf_counter()
        try:
            self.tty = self.stream.isatty()
        except (AttributeError, ValueError):
            self.tty = False
        self._say(
            f"mtgc: building the parser tables from the grammar, once for this version "
            f"(about a minute; kept in {cache_dir()})"
        )

    def _say(self, line: str, end: str = "\n") -> None:
        try:
            self.stream.write(line + end)
            self.stream.flush()
        except (OSError, ValueError, AttributeError):
            pass

    def step(self, what: str) -> None:
        self.done += 1
        line = f"mtgc: [{self.done}/{self.TOTAL}] {what} ({time.perf_counter() - self.start:.0f} s)"
        if self.tty:
            self._say("\r\x1b[K" + line, end="")
        else:
            self._say(line)

    def finish(self) -> None:
        took = time.perf_counter() - self.start
        self._say(("\r\x1b[K" if self.tty else "") + f"mtgc: parser tables built in {took:.0f} s")

    @contextlib.contextmanager
    def analysis(self, cls: type) -> Iterator[None]:
        """Report each step of the LALR analysis (by ``cls``, Lark's analyzer or a
        subclass) as it starts."""
        saved = {}
        for name, what in self.STEPS:
            method = getattr(cls, name, None)
            if method is None:
                continue
            saved[name] = cls.__dict__.get(name)

            def wrapper(analyzer: Any, *a: Any, _m: Any = method, _w: str = what, **k: Any) -> Any:
                self.step(f"computing {_w}")
                return _m(analyzer, *a, **k)

            setattr(cls, name, wrapper)
        try:
            yield
        finally:
            for name, method in saved.items():
                if method is None:
                    delattr(cls, name)
                else:
                    setattr(cls, name, method)


def _build(text: str) -> tuple[Lark, dict]:
    """Build the parser from the grammar and cache it and its :class:`Tables`."""
    from . import lalr  # the table construction: only needed when the cache is cold

    progress = _Progress()
    progress.step("reading the grammar")
    from lark import load_grammar

    meta = getattr(load_grammar, "_get_parser", None)
    if meta is not None:  # Lark's parser of .lark files: built first, not reported
        meta()
    with progress.analysis(lalr.Analyzer):
        built = Lark(
            text,
            parser="lalr",
            lexer="contextual",
            start="ability",
            propagate_positions=True,
            maybe_placeholders=True,
            g_regex_flags=re.IGNORECASE,
            _plugins=lalr.PLUGINS,
        )
    # What Lark made on the way (the grammar's trees, which refer to each other) is
    # garbage now, which only the cyclic collector frees, and ``mtgc`` runs with it off
    # until start-up is over: free it before the tables are packed and pickled.
    gc.collect()
    progress.step("working out the lexer's analysis")
    analysis = _analysis(built)
    _identity_rules(built)
    table = built.parser.parser.parser.parse_table
    table.states = _Rows.pack(table.states)
    progress.step("saving the tables")
    try:
        _save((built, analysis), _cache_path(text))
        _save((_tables_of(built), analysis), _cache_path(text, "tables"))
    except OSError:  # an unwritable cache directory only costs time
        pass
    progress.finish()
    return built, analysis


def _use_analysis(analysis: dict[str, dict]) -> None:
    _UNLESS.clear()
    _UNLESS.update(analysis["unless"])
    _FIRST.clear()
    _INFO.clear()
    _FIRST.update(analysis["first"])


@functools.cache
def parser() -> Lark:
    """The LALR(1) parser with the contextual lexer, built once and then loaded from the
    on-disk cache (keyed by the grammar, the Lark version and the Python version)."""
    loaded = _load(_current_path("parser"), Lark)
    built, analysis = loaded if loaded is not None else _build(grammar_text())
    _use_analysis(analysis)
    _lazy_lexers(built.parser.lexer)
    return built


@functools.cache
def tables() -> Tables:
    """The :class:`Tables` of :func:`parser`, loaded from their own cache file (built with
    the parser when missing)."""
    path = _current_path("tables")
    loaded = _load(path, Tables)
    if loaded is None:
        found = _tables_of(parser())
        try:
            _save((found, _current_analysis()), path)
        except OSError:  # an unwritable cache directory only costs time
            pass
        return found
    found, analysis = loaded
    _use_analysis(analysis)
    _lazy_lexers(found.lexer)
    return found
