"""The start-up machinery (issue 2: ``mtgc check`` of one card in under 0.5 s): the parser
cache, the lazy scanners and the cache of attrs-generated code must change nothing but
time."""

from __future__ import annotations

import io
import pickle
from pathlib import Path

import pytest
from lark import Lark
from lark.lexer import BasicLexer

from mtgc import _codecache
from mtgc import grammar as g

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def _lines(limit: int = 400) -> list[str]:
    out = []
    for path in sorted(FIXTURES.glob("identity*.txt")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                out.append(line)
    return out[:limit]


def _trees(hot: int | None) -> list[str]:
    """Parse the identity lines with scanners that compile their unions after ``hot`` uses
    of a (state, first character) pair, or with Lark's own scanners (``None``)."""
    built = g.parser()
    lexers = (*built.parser.lexer.lexers.values(), built.parser.lexer.root_lexer)
    saved = g._LazyScanner.HOT
    try:
        for lexer in lexers:
            lexer._scanner = None
            if hot is None:
                lexer.__class__ = BasicLexer
        g._LazyScanner.HOT = saved if hot is None else hot
        return [built.parse(line).pretty() for line in _lines()]
    finally:
        g._LazyScanner.HOT = saved
        for lexer in lexers:
            lexer._scanner = None
        g._lazy_lexers(built.parser.lexer)


def test_lazy_scanner_tokenizes_exactly_like_larks_union_scanner() -> None:
    theirs = _trees(hot=None)
    assert _trees(hot=10**9) == theirs
    assert _trees(hot=0) == theirs


@pytest.mark.parametrize(
    ("regexp", "first"),
    [
        ("draw", {"d"}),
        ("(?:a|b)?c(?![\\w-])", {"a", "b", "c"}),
        ("[0-9]+/[0-9]+", set("0123456789")),
        ("\\{[WUBRG]\\}", {"{"}),
        (" ", {" "}),
        ("x*", None),  # may match nothing: any character
        ("[^a]b", None),
        ("\u212a", {"k"}),  # the Kelvin sign matches "k" ignoring case
    ],
)
def test_first_characters_of_a_terminal(regexp: str, first: set[str] | None) -> None:
    import re

    found = g._first_chars(regexp, re.IGNORECASE)
    assert (None if found is None else set(found)) == first


def test_parser_is_loaded_from_its_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    built = g.parser()
    path = str(tmp_path / "parser.pickle")
    g._save((built, g._current_analysis()), path)
    loaded = g._load(path, Lark)
    assert loaded is not None
    again, analysis = loaded
    assert isinstance(again, Lark)
    assert analysis == g._current_analysis()
    g._lazy_lexers(again.parser.lexer)
    line = "Equipped creature has menace, deathtouch, and annihilator 1."
    assert again.parse(line) == built.parse(line)


def test_tables_are_cached_apart_and_parse_like_the_whole_parser(tmp_path: Path) -> None:
    """The tables ``mtgc check`` loads on their own give the same AST as the full parser."""
    from mtgc.compiler import ast

    tables = g.tables()
    path = str(tmp_path / "tables.pickle")
    g._save((tables, g._current_analysis()), path)
    loaded = g._load(path, g.Tables)
    assert loaded is not None
    again, analysis = loaded
    assert analysis == g._current_analysis()
    assert [t.name for t in again.terminals] == [t.name for t in tables.terminals]
    assert g._load(path, Lark) is None  # a tables file is not a parser
    for line in _lines(100):
        assert ast.parse(line) == ast.build(g.parser().parse(line))


def test_the_grammar_digest_is_kept_under_the_files_stats(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The cache files' digest of the grammar is read back from the cache directory, and
    made again from the grammar's text when its entry is missing or damaged."""
    expected = g._digest(g.grammar_text())
    monkeypatch.setenv("MTGC_CACHE_DIR", str(tmp_path))
    g._current_digest.cache_clear()
    try:
        assert g._current_digest() == expected
        (stamp,) = tmp_path.glob("grammar-*.digest")
        assert stamp.read_text(encoding="utf-8") == expected
        g._current_digest.cache_clear()
        monkeypatch.setattr(g, "grammar_text", lambda: pytest.fail("the text was read again"))
        assert g._current_digest() == expected
        monkeypatch.undo()
        monkeypatch.setenv("MTGC_CACHE_DIR", str(tmp_path))
        stamp.write_text("damaged", encoding="utf-8")
        g._current_digest.cache_clear()
        assert g._current_digest() == expected
        assert g._current_path("tables") == g._cache_path(g.grammar_text(), "tables")
    finally:
        g._current_digest.cache_clear()


def test_parse_table_rows_decode_to_the_rows_they_packed() -> None:
    """:class:`grammar._Rows` gives back every row as it was, and only on demand."""
    rows = g.tables().parse_table.states
    assert isinstance(rows, g._Rows)
    original = {state: dict(rows[state]) for state in range(len(rows._packed))}
    repacked = g._Rows.pack(original)
    assert len(repacked) == 0  # nothing decoded yet
    assert repacked[7] == original[7]
    assert len(repacked) == 1
    assert all(repacked[state] == row for state, row in original.items())
    again = pickle.loads(pickle.dumps(repacked))  # reduce actions: copies of the rules
    assert len(again) == 0
    assert again[3].keys() == original[3].keys()
    assert [str(a) for a in again[3].values()] == [str(a) for a in original[3].values()]
    with pytest.raises(KeyError):
        repacked[len(original)]


def test_tables_rows_make_each_rule_when_a_row_needs_it() -> None:
    """The tables' rows keep each reduce action's rule as plain data; a decoded row holds
    the same actions as the whole parser's (the same symbols, names, options), one rule
    object per rule."""
    theirs = g.parser().parser.parser.parser.parse_table.states
    rows = g.tables().parse_table.states
    assert rows._rules
    packed = io.BytesIO()
    g._Pickler(packed).dump(rows)
    again = pickle.loads(packed.getvalue())
    assert len(again) == 0 and again._pending == set(again._rules)
    shift = g.lalr_analysis.Shift
    reducing = next(n for n, row in theirs.items() if any(a[0] is not shift for a in row.values()))
    assert [str(a) for a in again[reducing].values()] == [str(a) for a in theirs[reducing].values()]
    assert again._pending < set(again._rules)  # only the rules of that row were unpickled
    made: dict[int, object] = {}  # the parser's rule -> the rows' copy of it
    for state in range(len(again._packed)):
        mine, row = again[state], theirs[state]
        assert [str(a) for a in mine.values()] == [str(a) for a in row.values()]
        for (what, arg), (_, rule) in zip(mine.values(), row.values(), strict=True):
            if what is not shift:
                assert made.setdefault(id(rule), arg) is arg
                assert _rule_parts(arg) == _rule_parts(rule)
    assert not again._pending


def _rule_parts(rule) -> tuple:  # noqa: ANN001
    """What a rule is made of, with the type and place of each name (str or Token)."""

    def name(value) -> tuple:  # noqa: ANN001
        return (type(value), value, getattr(value, "type", None), getattr(value, "line", None),
                getattr(value, "start_pos", None))  # fmt: skip

    return (
        name(rule.origin.name), type(rule.origin), rule.order, rule.alias,
        [(type(s), name(s.name), getattr(s, "filter_out", None)) for s in rule.expansion],
        vars(rule.options),
    )  # fmt: skip


def test_state_lexers_are_made_on_demand_like_larks() -> None:
    """:class:`grammar._StateLexers` makes each parser state's lexer, when first asked for,
    with Lark's terminals in Lark's order, and one object for states sharing a lexer."""
    theirs = g.parser().parser.lexer.lexers
    lexers = g.tables().lexer.lexers
    assert isinstance(lexers, g._StateLexers)
    packed = io.BytesIO()
    g._Pickler(packed).dump(lexers)  # as the cache stores them (the ``re`` module by name)
    again = pickle.loads(packed.getvalue())
    assert len(again) == 0  # nothing made yet
    for state, lexer in theirs.items():
        made = again[state]
        assert [t.name for t in made.terminals] == [t.name for t in lexer.terminals]
        assert (made.newline_types, made.ignore_types) == (lexer.newline_types, lexer.ignore_types)
        assert made.user_callbacks == lexer.user_callbacks
        assert made.g_regex_flags == lexer.g_regex_flags
    assert len(again) == len(theirs)
    first = {}
    for state, lexer in theirs.items():  # the same sharing as Lark's
        assert first.setdefault(id(lexer), again[state]) is again[state]
    with pytest.raises(KeyError):
        again[max(theirs) + 1]


def test_unless_analysis_matches_larks() -> None:
    """Lark's ``_create_unless``: a string terminal wholly matched by a regexp terminal of
    equal priority is recognised through that regexp (e.g. a literal inside a word class)."""
    from lark import lexer

    built = g.parser()
    flags = built.options.g_regex_flags
    _, callbacks = lexer._create_unless(built.terminals, flags, __import__("re"), False)
    theirs = {name: {t.name for t in cb.scanner.terminals} for name, cb in callbacks.items()}
    assert theirs == {name: set(names) for name, names in g._unless(built).items()}


def test_attrs_code_cache_ignores_the_per_process_hash_salt() -> None:
    one = "def __hash__(self):\n        return hash((\n                -72717607098098533,\n"
    two = one.replace("-72717607098098533", "5289179537350732529")
    assert _codecache._SALT.sub("hash((0,", one) == _codecache._SALT.sub("hash((0,", two)


def test_attrs_code_cache_runs_the_code_attrs_generated() -> None:
    import attrs

    @attrs.frozen
    class Probe:
        a: int
        b: str = "x"

    assert Probe(1) == Probe(1, "x")
    assert hash(Probe(1)) == hash(Probe(1))
    assert Probe(1) != Probe(2)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        Probe(1).a = 3  # type: ignore[misc]


def test_attrs_code_cache_unmarshals_a_class_code_only_when_it_is_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The cache file keeps each generated file name's code packed; a process unmarshals
    the code of the classes it makes, and compiles nothing it has."""
    monkeypatch.setenv("MTGC_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(_codecache, "_PACKED", {})
    monkeypatch.setattr(_codecache, "_CODE", {})
    monkeypatch.setattr(_codecache, "_added", False)
    name, script = "<attrs generated methods probe.Probe>", "def answer():\n    return 42\n"
    made: dict = {}
    _codecache._compile_and_eval(script, made, None, name)
    assert made["answer"]() == 42
    assert _codecache._added
    _codecache._save()
    monkeypatch.setattr(_codecache, "_PACKED", {})
    monkeypatch.setattr(_codecache, "_CODE", {})
    monkeypatch.setattr(_codecache, "_added", False)
    _codecache._load()
    assert list(_codecache._PACKED) == [name]
    assert _codecache._CODE == {}  # nothing unmarshalled yet
    again: dict = {}
    _codecache._compile_and_eval(script, again, None, name)
    assert again["answer"]() == 42
    assert not _codecache._added  # found, not compiled


def test_the_ast_index_names_the_module_of_every_rule(tmp_path: Path, monkeypatch) -> None:
    """Node classes are defined when a rule of their module is first needed; the index
    that says which module that is matches what importing every module registers."""
    import importlib

    from mtgc.compiler import ast
    from mtgc.compiler.ast import base

    registry = ast.load_all()
    index = ast._index()
    assert index.keys() == registry.keys()
    for rule, module in index.items():
        assert module.startswith("mtgc.compiler.ast.")
        assert base.SOURCES[rule] == module
        assert importlib.import_module(module)
    monkeypatch.setenv("MTGC_CACHE_DIR", str(tmp_path))
    ast._index.cache_clear()
    try:
        assert ast._index() == index  # rebuilt and written
        assert list(tmp_path.glob("ast-index-*.json"))
        ast._index.cache_clear()
        assert ast._index() == index  # read back
    finally:
        ast._index.cache_clear()
    assert ast.rule_class("no such rule") is None


def test_checking_a_card_defines_only_the_node_classes_it_needs() -> None:
    import json
    import subprocess
    import sys

    script = (
        "import sys\n"
        "from mtgc.compiler.pipeline import parse_ability\n"
        "from mtgc.compiler.ast import Node\n"
        "assert isinstance(parse_ability('Flying'), Node)\n"
        "import json\n"
        "print(json.dumps([m for m in sys.modules if m.startswith('mtgc.compiler.ast.')]))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    loaded = json.loads(done.stdout)
    assert "mtgc.compiler.ast.keywords" in loaded
    assert "mtgc.compiler.ast.digital" not in loaded


def test_a_stale_ast_index_falls_back_to_every_module(monkeypatch) -> None:
    from mtgc.compiler import ast

    rule = "draw"
    found = ast.rule_class(rule)
    monkeypatch.delitem(ast.REGISTRY, rule)
    monkeypatch.setattr(ast, "_index", lambda: {rule: "mtgc.compiler.ast.no_such_module"})
    monkeypatch.setattr(ast, "load_all", lambda: {rule: found})
    assert ast.rule_class(rule) == found


def test_the_cache_keeps_recent_files_and_the_one_in_use(tmp_path: Path) -> None:
    import os

    from mtgc import prune_cache

    keep, stale, recent, other = (
        tmp_path / name
        for name in ("ast-index-a.json", "ast-index-b.json", "ast-index-c.json", "tables-b.pickle")
    )
    for path in (keep, stale, recent, other):
        path.write_text("{}")
    month_ago = os.stat(keep).st_mtime - 30 * 86400
    for path in (keep, stale, other):
        os.utime(path, (month_ago, month_ago))
    prune_cache(str(keep), "ast-index-*.json")
    assert keep.exists() and recent.exists() and other.exists()
    assert not stale.exists()
