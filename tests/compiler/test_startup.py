"""The start-up machinery (issue 2: ``mtgc check`` of one card in under 0.5 s): the parser
cache, the lazy scanners and the cache of attrs-generated code must change nothing but
time."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest
from lark import Lark

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


def _trees(hot: int) -> list[str]:
    """Parse the identity lines with scanners that compile their union after ``hot`` uses
    (0: Lark's own behaviour from the first token)."""
    built = g.parser()
    lexers = (*built.parser.lexer.lexers.values(), built.parser.lexer.root_lexer)
    saved = g._LazyScanner.HOT
    try:
        g._LazyScanner.HOT = hot
        for lexer in lexers:
            lexer._scanner = None
        return [built.parse(line).pretty() for line in _lines()]
    finally:
        g._LazyScanner.HOT = saved
        for lexer in lexers:
            lexer._scanner = None


def test_lazy_scanner_tokenizes_exactly_like_larks_union_scanner() -> None:
    assert _trees(hot=10**9) == _trees(hot=0)


def test_parser_is_loaded_from_its_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    built = g.parser()
    path = str(tmp_path / "parser.pickle")
    g._save(built, dict(g._UNLESS), path)
    loaded = g._load(path)
    assert loaded is not None
    again, unless = loaded
    assert isinstance(again, Lark)
    assert unless == g._UNLESS
    line = "Equipped creature has menace, deathtouch, and annihilator 1."
    assert g._lazy_lexers(again).parse(line) == built.parse(line)


@pytest.mark.parametrize("content", [b"", b"not a pickle", pickle.dumps({"a": 1})])
def test_a_damaged_parser_cache_is_rebuilt_not_trusted(tmp_path: Path, content: bytes):
    path = tmp_path / "parser.pickle"
    path.write_bytes(content)
    assert g._load(str(path)) is None


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
