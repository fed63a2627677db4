"""The LALR(1) table construction, as Lark's, made fast enough for a grammar of this size.

Lark's analysis (``lark.parsers.lalr_analysis``) is correct but spends most of its time in
``Symbol.__eq__``: the grammar's rules hold many equal but distinct symbol objects, so every
set and dictionary lookup falls through to a Python-level comparison, and
``compute_includes_lookback`` scans each state's whole closure once per nonterminal
transition. With about 5,000 states that took minutes. This module changes neither the
algorithm (DeRemer and Pennello's, as Lark implements it) nor the result, only its cost:

- every symbol of the grammar is interned before the analysis (keeping apart a terminal
  that one rule keeps in the tree and another drops), so lookups succeed on identity and
  the comparison methods are rarely called;
- ``compute_includes_lookback`` groups each state's closure items by the rule's origin and
  keeps each state's completed rules in a set, instead of rescanning the closure.

``tests/grammar/test_lalr.py`` checks that the tables are the same as Lark's own.
It is passed to Lark as its ``LALR_Parser`` plugin (the ``_plugins`` option).
"""

from __future__ import annotations

from collections import defaultdict

from lark.grammar import NonTerminal, Symbol
from lark.parsers.lalr_analysis import LALR_Analyzer
from lark.parsers.lalr_parser import LALR_Parser, _Parser


def intern_symbols(rules: list) -> None:
    """Make equal symbols of ``rules`` the same object (in place).

    A terminal's ``filter_out`` (whether the tree keeps the token) is not part of its
    equality but is read from the rule's own symbols when the tree is built, so it is part
    of the key: a keyword kept by one rule and dropped by another stays two objects."""
    canonical: dict[tuple[bool, str, bool], Symbol] = {}

    def one(symbol: Symbol) -> Symbol:
        key = (symbol.is_term, symbol.name, getattr(symbol, "filter_out", False))
        return canonical.setdefault(key, symbol)

    for rule in rules:
        rule.origin = one(rule.origin)
        rule.expansion = [one(s) for s in rule.expansion]


class Analyzer(LALR_Analyzer):
    """Lark's LALR(1) analyzer with an indexed ``compute_includes_lookback``."""

    def compute_includes_lookback(self) -> None:
        by_origin: dict = {}
        completed: dict = {}

        def items_of(state, origin: NonTerminal) -> list:  # noqa: ANN001
            groups = by_origin.get(state)
            if groups is None:
                groups = defaultdict(list)
                for rp in state.closure:
                    groups[rp.rule.origin].append(rp)
                by_origin[state] = groups
            return groups.get(origin, ())

        def completed_in(state) -> set:  # noqa: ANN001
            rules = completed.get(state)
            if rules is None:
                rules = {rp.rule for rp in state.closure if rp.is_satisfied}
                completed[state] = rules
            return rules

        reads, nullable = self.reads, self.NULLABLE
        for nt in self.nonterminal_transitions:
            state, nonterminal = nt
            includes = []
            lookback = self.lookback[nt]
            for rp in items_of(state, nonterminal):
                expansion = rp.rule.expansion
                state2 = state
                for i in range(rp.index, len(expansion)):
                    s = expansion[i]
                    nt2 = (state2, s)
                    state2 = state2.transitions[s]
                    if nt2 not in reads:
                        continue
                    if all(expansion[j] in nullable for j in range(i + 1, len(expansion))):
                        includes.append(nt2)
                if rp.index == 0 and rp.rule in completed_in(state2):
                    lookback.add((state2, rp.rule))
            for nt2 in includes:
                self.includes[nt2].add(nt)


class Parser(LALR_Parser):
    """Lark's LALR(1) parser, with its table built by :class:`Analyzer`."""

    def __init__(self, parser_conf, debug: bool = False, strict: bool = False):  # noqa: ANN001
        intern_symbols(parser_conf.rules)
        analysis = Analyzer(parser_conf, debug=debug, strict=strict)
        analysis.compute_lalr()
        self._parse_table = analysis.parse_table
        self.parser_conf = parser_conf
        self.parser = _Parser(analysis.parse_table, parser_conf.callbacks, debug)


#: The ``_plugins`` option that makes Lark build its LALR table with this module.
PLUGINS = {"LALR_Parser": Parser}

__all__ = ["PLUGINS", "Analyzer", "Parser", "intern_symbols"]
