"""The AST is built while the parser reduces (:func:`mtgc.compiler.ast.parse`); it must
be exactly the AST that :func:`mtgc.compiler.ast.build` makes from Lark's parse tree with
positions: the same nodes and the same source spans (spans locate E300 notes)."""

from __future__ import annotations

from pathlib import Path

import attrs
import pytest
from lark.exceptions import UnexpectedInput

from mtgc.compiler.ast import Node, build, parse
from mtgc.grammar import parser

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def _lines() -> list[str]:
    out = []
    for path in sorted(FIXTURES.glob("identity*.txt")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                out.append(line.replace("\\n", "\n"))  # a modal unit's line breaks
    return out


def _spans(node: object) -> list[tuple[str, object]]:
    """Every node's kind and span, depth first (spans are not part of node equality)."""
    out: list[tuple[str, object]] = []

    def visit(value: object) -> None:
        if isinstance(value, Node):
            out.append((type(value).__name__, value.span))
            for field in attrs.astuple(value, recurse=False):
                visit(field)
        elif isinstance(value, tuple):
            for item in value:
                visit(item)

    visit(node)
    return out


def test_direct_ast_equals_the_tree_built_ast_with_spans() -> None:
    lines = _lines()
    assert len(lines) > 800
    for line in lines:
        direct = parse(line)
        from_tree = build(parser().parse(line))
        assert direct == from_tree, line
        assert _spans(direct) == _spans(from_tree), line


@pytest.mark.parametrize(
    "line",
    [
        "Whenever an equiped creature you control attacks, draw a card.",
        "Destroy target creature and",
        "Flying, vigilance,",
    ],
)
def test_direct_parse_raises_the_same_error_as_lark(line: str) -> None:
    with pytest.raises(UnexpectedInput) as direct:
        parse(line)
    with pytest.raises(UnexpectedInput) as lark:
        parser().parse(line)
    assert type(direct.value) is type(lark.value)
    assert getattr(direct.value, "pos_in_stream", None) == getattr(
        lark.value, "pos_in_stream", None
    )
