"""The fused LALR driver (``grammar/driver.py``, issue 15) takes Lark's actions over Lark's
table and lexers: the same nodes for every line that parses, and a hand-over to Lark's
parser (for its exception) for a line that doesn't."""

from __future__ import annotations

from pathlib import Path

import attrs
import pytest
from lark.exceptions import UnexpectedInput
from lark.lexer import LexerThread
from lark.parsers.lalr_parser import _Parser

from mtgc.compiler import ast
from mtgc.grammar import tables
from mtgc.grammar.driver import Driver, Fallback

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def _lines() -> list[str]:
    out = []
    for path in sorted(FIXTURES.glob("identity*.txt")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                out.append(line.replace("\\n", "\n"))  # a modal unit's line breaks
    return out


def _spans(value: object) -> list[object]:
    """Every node's kind and source span, depth first (spans are not part of equality)."""
    if isinstance(value, ast.Node):
        out: list[object] = [(type(value).__name__, value.span)]
        for field in attrs.astuple(value, recurse=False):
            out += _spans(field)
        return out
    if isinstance(value, tuple):
        return [span for item in value for span in _spans(item)]
    return []


def _larks(text: str):  # noqa: ANN202
    found = tables()
    lark = _Parser(found.parse_table, ast._Callbacks())
    try:
        return lark.parse(LexerThread.from_text(found.lexer, text), "ability")
    finally:
        ast._CONTAINERS.clear()


def test_the_driver_builds_what_larks_parser_builds_for_every_identity_line() -> None:
    driver = Driver(tables(), ast._Callbacks(), "ability")
    lines = _lines()
    assert len(lines) > 800
    for line in lines:
        try:
            mine = driver.parse(line)
        finally:
            ast._CONTAINERS.clear()
        theirs = _larks(line)
        assert mine == theirs, line
        assert _spans(mine) == _spans(theirs), line


@pytest.mark.parametrize(
    "line",
    ["Destroy target creature and", "Flying, vigilance,", "Draw a card. §", ""],
)
def test_the_driver_hands_a_bad_line_to_lark(line: str) -> None:
    """No terminal matches, no action for a token, or the text ends too early: the driver
    gives up and ``ast.parse`` raises Lark's own exception."""
    driver = Driver(tables(), ast._Callbacks(), "ability")
    with pytest.raises(Fallback):
        driver.parse(line)
    ast._CONTAINERS.clear()
    with pytest.raises(UnexpectedInput):
        ast.parse(line)
