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


def passthrough(children: list) -> Any:
    """The callback of a rule of one symbol whose value is that symbol's (a ``?rule``
    with one child kept): :class:`Driver` then only changes the parser's state."""
    return children[0]


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
        """What the loop needs of the lexer of parser ``state``: (the scanner's hot
        segments by character and its way to get those of a character, or None and None
        for a scanner of Lark's own; the scanner's match at a position; token callbacks;
        ignored and newline types; whether a space is always one ignored token)."""
        lexer = self.contextual.lexers[state]
        found = self._lexers.get(id(lexer))
        if found is None:
            scanner = lexer.scanner  # builds the scanner and lexer.callback
            at = getattr(scanner, "match_at", None)
            hot = getattr(scanner, "_hot", None)
            segments_for = getattr(scanner, "_segments_for", None)
            if at is None or hot is None or segments_for is None:  # a scanner of Lark's own
                hot = segments_for = None
                if at is None:

                    def at(source: str, pos: int, end: int, _match: Any = scanner.match) -> Any:
                        from lark.utils import TextSlice

                        return _match(TextSlice(source, 0, end), pos)

            found = (hot, segments_for, at, lexer.callback, lexer.ignore_types,
                     lexer.newline_types, _space_is_ignored(lexer, scanner))  # fmt: skip
            self._lexers[id(lexer)] = found
        self._by_state[state] = found
        return found

    def _rule(self, rule: Any) -> tuple[int, str, Callable[[list], Any] | None]:
        """(length, the symbol it makes, its callback, or None for :func:`passthrough`)
        of a reduce rule."""
        make = self.callbacks[rule]
        size = len(rule.expansion)
        if make is passthrough and size == 1:
            make = None
        found = self._rules[rule] = (size, rule.origin.name, make)
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
                char = text[pos]
                if char == " " and info[6]:  # the space between words: an ignored token
                    pos += 1
                    continue
                hot = info[0]
                if hot is not None:  # the scanner's match_at, inlined
                    segments = hot.get(char)
                    if segments is None:
                        segments = info[1](char)
                    for pattern, name in segments:
                        m = pattern.match(text, pos, end)
                        if m is not None:
                            value = m.group()
                            kind = name or m.lastgroup
                            break
                    else:
                        raise Fallback
                else:
                    found = info[2](text, pos, end)
                    if found is None:
                        raise Fallback
                    value, kind = found
                callback, ignored, newlines = info[3], info[4], info[5]
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
                if make is None:  # a one-symbol rule whose value is its child's
                    del states[-1]
                    goto, new_state = rows[states[-1]][origin]
                    states.append(new_state)
                    if last and new_state == self.end_state:
                        return values[-1]
                    continue
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


def _space_is_ignored(lexer: Any, scanner: Any) -> bool:
    """Whether, in this lexer, a space always lexes as one ignored token that no callback
    sees: the only terminal that may begin with a space is an ignored one matching a
    single space (``%ignore " "``). The loop then steps over it without matching."""
    starting = getattr(scanner, "_starting_with", None)
    if starting is None:
        return False
    found = starting(" ")
    if len(found) != 1:
        return False
    name, regexp = found[0]
    return name in lexer.ignore_types and name not in lexer.callback and regexp in ("\\ ", " ")
