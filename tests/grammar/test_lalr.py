"""The fast LALR(1) table construction (grammar/lalr.py) builds exactly Lark's tables."""

from __future__ import annotations

import pytest
from lark import Lark
from lark.exceptions import GrammarError
from lark.parsers.lalr_analysis import Shift

from mtgc.grammar import lalr

#: Grammars with what the analysis has to get right: nullable rules and optional items
#: (lookaheads through them), left and right recursion, inlined and aliased rules,
#: priorities that resolve a reduce/reduce choice, and a contextual lexer.
GRAMMARS = {
    "arithmetic": r"""
        ?start: sum
        ?sum: product | sum "+" product -> add | sum "-" product -> sub
        ?product: atom | product "*" atom -> mul | product "/" atom -> div
        ?atom: NUMBER | "-" atom -> neg | "(" sum ")"
        %import common.NUMBER
        %ignore " "
    """,
    "nullable": r"""
        start: item* tail?
        item: WORD [modifier] ("," WORD)* ";"
        modifier: "very"? "big" | empty
        empty:
        tail: "end" [WORD] opt opt
        opt: "!"?
        WORD: /[a-z]+/
        %ignore " "
    """,
    "sentences": r"""
        start: sentence+
        sentence: clause ("," "then" clause)* "."
        clause: subject verb object? | "if" clause "," clause
        subject: "you" | det noun
        object: det adjective* noun | "it"
        verb: "draw" | "destroy" | "exile" | VERB
        det: "a" | "target" | "each" | "another"
        adjective: "tapped" | "attacking" | NON
        noun.2: "creature" | "card" | "player" | NOUN
        noun2.1: NOUN
        NON: /non[a-z]+/
        NOUN: /[A-Z][a-z]+/
        VERB: /[a-z]+s/
        %ignore " "
    """,
    # Reduce/reduce choices settled by rule priority, nullable rules in the middle and at
    # the end of a rule (lookaheads through them), and a kernel item whose rule's origin
    # is also predicted in its state (``list: list "," item`` after ``list``).
    "priorities": r"""
        start: list | pair
        list: item | list "," item | list ";" tail
        pair: item opt "=" item opt
        item: name | number
        name.2: WORD
        number.1: WORD | DIGITS
        tail: "end" opt opt
        opt: "?"?
        WORD: /[a-z0-9]+/
        DIGITS: /[0-9]+/
        %ignore " "
    """,
}


def _tables(text: str, plugins: dict):
    parser = Lark(text, parser="lalr", lexer="contextual", _plugins=plugins)
    return parser.parser.parser.parser.parse_table


def _same_tables(a, b) -> int:
    """Walk both tables from their start states in step; return the number of states."""
    todo = [(a.start_states[k], b.start_states[k]) for k in a.start_states]
    seen: dict[int, int] = {}
    while todo:
        x, y = todo.pop()
        if x in seen:
            assert seen[x] == y
            continue
        seen[x] = y
        ax, by = a.states[x], b.states[y]
        assert ax.keys() == by.keys()
        for token, (action, arg) in ax.items():
            action2, arg2 = by[token]
            assert action is action2
            if action is Shift:
                todo.append((arg, arg2))
            else:
                assert str(arg) == str(arg2)
    assert {seen[s] for s in a.end_states.values()} == set(b.end_states.values())
    return len(seen)


@pytest.mark.parametrize("name", sorted(GRAMMARS))
def test_same_table_as_lark(name: str) -> None:
    text = GRAMMARS[name]
    states = _same_tables(_tables(text, lalr.PLUGINS), _tables(text, {}))
    assert states > 5


def test_same_tables_with_several_start_rules() -> None:
    text = GRAMMARS["sentences"]

    def tables(plugins: dict):
        built = Lark(text, parser="lalr", start=["sentence", "clause"], _plugins=plugins)
        return built.parser.parser.parser.parse_table

    fast, lark = tables(lalr.PLUGINS), tables({})
    assert _same_tables(fast, lark) > 5
    assert fast.start_states.keys() == lark.start_states.keys() == {"sentence", "clause"}


def test_a_reduce_reduce_conflict_is_an_error_as_in_lark() -> None:
    text = """
        start: a | b
        a: WORD
        b: WORD
        WORD: /[a-z]+/
    """
    for plugins in (lalr.PLUGINS, {}):
        with pytest.raises(GrammarError, match="Reduce/Reduce collision"):
            Lark(text, parser="lalr", _plugins=plugins)


def test_parses_like_lark() -> None:
    text = GRAMMARS["arithmetic"]
    fast = Lark(text, parser="lalr", _plugins=lalr.PLUGINS)
    assert fast.parse("1 + 2 * (3 - -4)") == Lark(text, parser="lalr").parse("1 + 2 * (3 - -4)")


def test_symbols_are_interned() -> None:
    parser = Lark(GRAMMARS["sentences"], parser="lalr", _plugins=lalr.PLUGINS)
    by_name: dict[tuple[bool, str, bool], set[int]] = {}
    for rule in parser.rules:
        for symbol in (rule.origin, *rule.expansion):
            key = (symbol.is_term, symbol.name, getattr(symbol, "filter_out", False))
            by_name.setdefault(key, set()).add(id(symbol))
    assert all(len(ids) == 1 for ids in by_name.values())


def test_kept_and_dropped_keyword_stay_apart() -> None:
    """A keyword written as a string in one rule (dropped from the tree) and by its
    terminal's name in another (kept) keeps its ``filter_out`` in each rule: the AST
    builder (compiler/ast, ``_reducer``) reads it from the rule's own symbols."""
    text = r"""
        start: dropped | kept
        dropped: "to" WORD "?"
        kept: TO WORD "!"
        TO: "to"
        WORD: /[a-z]+/
        %ignore " "
    """

    def symbols(parser: Lark) -> list:
        return [
            [(s.name, getattr(s, "filter_out", None)) for s in rule.expansion]
            for rule in parser.rules
        ]

    fast = Lark(text, parser="lalr", _plugins=lalr.PLUGINS)
    assert symbols(fast) == symbols(Lark(text, parser="lalr"))
    assert {s for rule in symbols(fast) for s in rule} >= {("TO", True), ("TO", False)}
