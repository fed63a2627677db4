"""The Oracle-text grammar: one ``.lark`` file per rules area, joined into one LALR(1)
grammar and built once per process.

The built parser is cached on disk (a pickle keyed by the grammar, the Lark version and
the Python version), so a cold interpreter loads it instead of rebuilding it, and its
lexer compiles its regular expressions lazily (:class:`_LazyScanner`).
"""

from __future__ import annotations

import functools
import hashlib
import importlib
import os
import pickle
import re
import sys
import tempfile
import types
from pathlib import Path

from lark import Lark, lexer
from lark.grammar import Rule
from lark.parsers import lalr_analysis

HERE = Path(__file__).parent

#: The core grammar files, in the order they are joined; ``abilities.lark`` holds the start
#: rule. Every other ``*.lark`` file here is a rules-area extension, joined after them in
#: name order; it adds alternatives to core rules with ``%extend`` (e.g.
#: ``%extend predicate: regenerate``), so that an area can grow in a file of its own.
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


def files() -> tuple[str, ...]:
    """The grammar files in the order they are joined."""
    extensions = sorted(p.name for p in HERE.glob("*.lark") if p.name not in CORE_FILES)
    return (*CORE_FILES, *extensions)


def grammar_text() -> str:
    """The whole grammar, as Lark reads it."""
    return "\n".join(
        f"// ---- {name}\n" + (HERE / name).read_text(encoding="utf-8") for name in files()
    )


def _cache_path(text: str) -> str:
    import lark

    key = f"{text}\0{lark.__version__}\0{sys.version}\0{_FORMAT}"
    digest = hashlib.sha256(key.encode()).hexdigest()[:16]
    base = os.environ.get("MTGC_CACHE_DIR") or os.path.join(tempfile.gettempdir(), "mtgc")
    return os.path.join(base, f"parser-{digest}.pickle")


#: Bumped when what is cached changes shape (not only the grammar).
_FORMAT = 2


class _Reduction(Rule):
    """A grammar rule as the parse table's reduce actions hold it: one object per rule,
    hashed and compared by identity. The parser looks its callback up on every reduction;
    Lark's rules hash and compare in Python, this is a C-level dictionary hit."""

    __slots__ = ()
    __hash__ = object.__hash__
    __eq__ = object.__eq__


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


def _save(built: Lark, unless: dict, path: str) -> None:
    """Write the built parser to ``path`` (atomically: a concurrent reader sees the old
    file or the new one). The table's 200,000 actions are about 4,500 distinct (action,
    argument) pairs; sharing them halves the file and the load time."""
    canonical: dict = {}
    for actions in built.parser.parser.parser.parse_table.states.values():
        for token, action in actions.items():
            actions[token] = canonical.setdefault(action, action)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            _Pickler(f, protocol=pickle.HIGHEST_PROTOCOL).dump((built, unless))
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise
    _prune(os.path.dirname(path), keep=path)


def _prune(directory: str, keep: str, days: float = 7) -> None:
    """Remove parsers cached for other grammars and left unused for ``days``."""
    import time

    horizon = time.time() - days * 86400
    for old in Path(directory).glob("parser-*.pickle"):
        try:
            if str(old) != keep and old.stat().st_atime < horizon:
                old.unlink()
        except OSError:
            pass


def _load(path: str) -> tuple[Lark, dict] | None:
    try:
        with open(path, "rb") as f:
            built, unless = pickle.loads(f.read())  # one read: faster than load(f)
    except Exception:  # missing, truncated or from another version: rebuild
        return None
    return (built, unless) if isinstance(built, Lark) and isinstance(unless, dict) else None


class _LazyScanner(lexer.Scanner):
    """Lark's scanner, equivalent but cheaper to build.

    Lark compiles, for every lexer state, one regular expression joining all the
    terminals the state accepts (``(?P<A>...)|(?P<B>...)``) and takes the first
    alternative that matches. Compiling those unions (10-17 kB each, with the subtype trie
    in every one) costs 20-80 ms per state, and the grammar has over 800 distinct states:
    that was most of the time of checking one card, and a third of checking the corpus.

    This scanner keeps the same order and takes the same first match, but:

    - a state used fewer than :attr:`HOT` times tries the terminals one by one, with one
      compiled pattern per terminal shared by all states;
    - a hot state matches segment by segment: each big terminal (the subtype trie, the
      counter names, ...) is one shared pattern, and the runs of small terminals between
      them are unions, cached by their terminals, so states that share a run share it.
    """

    HOT = 8
    #: Terminals whose regular expression is at least this long match on their own.
    BIG = 1000
    #: Python's re module allows at most this many named groups in one pattern.
    MAX_GROUPS = 90

    def __init__(self, terminals, g_regex_flags, re_, use_bytes):  # noqa: ANN001
        self.terminals = terminals
        self.g_regex_flags = g_regex_flags
        self.re_ = re_
        self.use_bytes = use_bytes
        self.allowed_types = {t.name for t in terminals}
        self._segments: list | None = None
        self._one_by_one: list | None = None
        self._uses = 0

    def _patterns(self) -> list:
        """(pattern, name) of each terminal in order, built once per state."""
        if self._one_by_one is None:
            self._one_by_one = [(_compiled(t.pattern.to_regexp(), self.g_regex_flags), t.name)
                                for t in self.terminals]  # fmt: skip
        return self._one_by_one

    def _build_segments(self) -> list:
        segments: list = []
        run: list[tuple[str, str]] = []
        for t in self.terminals:
            regexp = t.pattern.to_regexp()
            if len(regexp) >= self.BIG or len(run) == self.MAX_GROUPS:
                if run:
                    segments.append((_union(tuple(run), self.g_regex_flags), None))
                    run = []
            if len(regexp) >= self.BIG:
                segments.append((_compiled(regexp, self.g_regex_flags), t.name))
            else:
                run.append((t.name, regexp))
        if run:
            segments.append((_union(tuple(run), self.g_regex_flags), None))
        return segments

    def match(self, text, pos):  # noqa: ANN001
        segments = self._segments
        if segments is None:
            self._uses += 1
            if self._uses < self.HOT:
                segments = self._patterns()
            else:
                segments = self._segments = self._build_segments()
        for pattern, name in segments:
            m = pattern.match(text.text, pos, text.end)
            if m:
                return m.group(0), name or m.lastgroup
        return None

    def fullmatch(self, text: str) -> str | None:
        for pattern, name in self._patterns():
            if pattern.fullmatch(text):
                return name
        return None


@functools.cache
def _union(terminals: tuple[tuple[str, str], ...], flags: int) -> re.Pattern:
    return re.compile("|".join(f"(?P<{name}>{regexp})" for name, regexp in terminals), flags)


@functools.cache
def _compiled(regexp: str, flags: int) -> re.Pattern:
    return re.compile(regexp, flags)


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


def _lazy_lexers(built: Lark) -> Lark:
    contextual = built.parser.lexer
    for state_lexer in (*contextual.lexers.values(), contextual.root_lexer):
        if type(state_lexer) is lexer.BasicLexer:
            state_lexer.__class__ = _LazyBasicLexer
    return built


@functools.cache
def parser() -> Lark:
    """The LALR(1) parser with the contextual lexer, built once and then loaded from the
    on-disk cache (keyed by the grammar, the Lark version and the Python version)."""
    text = grammar_text()
    path = _cache_path(text)
    loaded = _load(path)
    if loaded is not None:
        built, unless = loaded
    else:
        built = Lark(
            text,
            parser="lalr",
            lexer="contextual",
            start="ability",
            propagate_positions=True,
            maybe_placeholders=True,
            g_regex_flags=re.IGNORECASE,
        )
        unless = _unless(built)
        _identity_rules(built)
        try:
            _save(built, unless, path)
        except OSError:  # an unwritable cache directory only costs time
            pass
    _UNLESS.clear()
    _UNLESS.update(unless)
    return _lazy_lexers(built)
