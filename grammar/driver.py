"""A faster driver for the grammar's LALR(1) table and contextual lexer (issue 15).

Lark's parser runs two layers for every token: the contextual lexer (a generator asking
the parser for its state, then a per-state ``BasicLexer`` that keeps a line counter and
builds the token) and the parser state's ``feed_token`` (which looks up the actions and
calls the callbacks). Together they were a third of a corpus run. :class:`Driver` is the
same two loops fused into one function over the same objects: Lark's table (its rows and
reduce actions), Lark's per-state lexers and their scanners and callbacks, the same
callbacks for the reductions. It takes the same actions in the same order, so it builds
the same values; Lark and the grammar stay the source of truth.

Only a text that parses goes all the way through here. At the first problem (no terminal
matches, no action for a token) :class:`Fallback` is raised and the caller parses the text
again with Lark's own parser, which raises Lark's exception, with its expected terminals
and its interactive parser for the diagnostics (``compiler/diagnostics.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lark.lexer import Token
from lark.parsers.lalr_analysis import Shift

#: ``Token(type, value, start_pos, line, column, end_line, end_column, end_pos)`` without
#: the check of Lark's constructor for a deprecated keyword argument.
_new_token: Callable[..., Token] = getattr(Token, "_future_new", Token)


class Fallback(Exception):
    """The text does not parse here: Lark's parser is to say why."""


class Driver:
    """Parse texts with a :class:`~mtgc.grammar.Tables`' LALR table and contextual lexer,
    calling ``callbacks[rule](children)`` for every reduction (as Lark's ``_Parser``)."""

    def __init__(self, tables: Any, callbacks: Any, start: str) -> None:
        table = tables.parse_table
        self.rows = table.states
        self.start_state = table.start_states[start]
        self.end_state = table.end_states[start]
        self.contextual = tables.lexer
        self.callbacks = callbacks
        #: Lark's lexer of a parser state -> what the loop needs of it (:meth:`_lexer`).
        self._lexers: dict[int, tuple] = {}
        #: Parser state -> the same, for the lexer of that state.
        self._by_state: dict[int, tuple] = {}
        #: Reduce rule -> (its length, the symbol it makes, its callback).
        self._rules: dict[Any, tuple[int, str, Callable[[list], Any]]] = {}

    def _lexer(self, state: int) -> tuple:
        """(scanner's match at a position, token callbacks, ignored and newline types)
        of the lexer of parser ``state``."""
        lexer = self.contextual.lexers[state]
        found = self._lexers.get(id(lexer))
        if found is None:
            scanner = lexer.scanner  # builds the scanner and lexer.callback
            at = getattr(scanner, "match_at", None)
            if at is None:  # a scanner of Lark's own: give it the text as it expects

                def at(source: str, pos: int, end: int, _match: Any = scanner.match) -> Any:
                    from lark.utils import TextSlice

                    return _match(TextSlice(source, 0, end), pos)

            found = (at, lexer.callback, lexer.ignore_types, lexer.newline_types, lexer)
            self._lexers[id(lexer)] = found
        self._by_state[state] = found
        return found

    def _rule(self, rule: Any) -> tuple[int, str, Callable[[list], Any]]:
        found = self._rules[rule] = (len(rule.expansion), rule.origin.name, self.callbacks[rule])
        return found

    def parse(self, text: str) -> Any:
        """The value of the start rule for ``text``; :class:`Fallback` if it doesn't
        parse."""
        rows, rules, lexers = self.rows, self._rules, self._by_state
        states: list[int] = [self.start_state]
        values: list[Any] = []
        end = len(text)
        pos, line, line_start = 0, 1, 0
        token: Token | None = None
        while True:
            if pos < end:  # the next token, lexed in the parser's state
                state = states[-1]
                info = lexers.get(state) or self._lexer(state)
                at, callback, ignored, newlines = info[0], info[1], info[2], info[3]
                found = at(text, pos, end)
                if found is None:
                    raise Fallback
                value, kind = found
                start, column = pos, pos - line_start + 1
                start_line = line
                pos += len(value)
                if kind in newlines:
                    count = value.count("\n")
                    if count:
                        line += count
                        line_start = start + value.rindex("\n") + 1
                skip = kind in ignored
                if skip and kind not in callback:
                    continue
                token = _new_token(kind, value, start, start_line, column, line,
                                   pos - line_start + 1, pos)  # fmt: skip
                if kind in callback:
                    token = callback[kind](token)
                if skip:
                    continue
                last = False
            else:  # the end of the text
                if token is None:
                    token = _new_token("$END", "", 0, 1, 1)
                else:
                    token = _new_token("$END", "", token.start_pos, token.line, token.column,
                                       token.end_line, token.end_column, token.end_pos)  # fmt: skip
                last = True
            kind = token.type
            while True:  # reduce as often as the table says, then shift the token
                row = rows[states[-1]]
                action = row.get(kind)
                if action is None:
                    raise Fallback
                what, arg = action
                if what is Shift:
                    if last:
                        raise Fallback
                    states.append(arg)
                    values.append(token)
                    break
                size, origin, make = rules.get(arg) or self._rule(arg)
                if size:
                    children = values[-size:]
                    del states[-size:]
                    del values[-size:]
                else:
                    children = []
                made = make(children)
                goto, new_state = rows[states[-1]][origin]
                states.append(new_state)
                values.append(made)
                if last and new_state == self.end_state:
                    return values[-1]
