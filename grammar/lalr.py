"""The LALR(1) table construction, as Lark's, in compact data structures: fast enough and
light enough for a grammar of this size.

Lark's analysis (``lark.parsers.lalr_analysis``) is correct but costly here: with about
6,500 states it took minutes and most of a gigabyte, in objects (``RulePtr`` items, a
frozen set of them per state, a set of rules per state and lookahead terminal) and in
Python-level comparisons of symbols. :class:`Analyzer` runs the same algorithm (DeRemer
and Pennello's, as Lark implements it, step for step) on integers:

- a symbol is a number, an item (a rule with a dot) is a number, a state is its kernel (a
  sorted tuple of items) and its transitions; a state's closure is never stored: its
  nonterminals (the rules predicted at the dot) are computed when its transitions are,
  from each nonterminal's leftmost-reachable nonterminals;
- a set of terminals (the directly-reads, read and follow sets, a reduction's
  lookaheads) is a Python ``int`` used as a bit set, so that a union is one C-level OR;
- the relations (reads, includes, lookback) are lists of transition numbers.

The result is the same parse table as Lark's, row for row, with states numbered in
breadth-first order from the start state; ``tests/grammar/test_lalr.py`` compares it
with Lark's own analysis. It keeps the details of Lark's that decide the table: the
includes relation is followed from every closure item of the transition's nonterminal
(kernel items too, not only those with the dot at the start), a shift/reduce conflict
is a shift, and a reduce/reduce conflict is settled by rule priority or is an error.

It is passed to Lark as its ``LALR_Parser`` plugin (the ``_plugins`` option).
"""

from __future__ import annotations

import logging
from array import array
from collections import Counter

from lark.exceptions import GrammarError
from lark.grammar import NonTerminal, Rule, Symbol
from lark.parsers.lalr_analysis import IntParseTable, Reduce, Shift
from lark.parsers.lalr_parser import LALR_Parser, _Parser

logger = logging.getLogger("lark")


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


def _bits(value: int) -> list[int]:
    """The positions of the set bits of ``value``."""
    out = []
    while value:
        low = value & -value
        out.append(low.bit_length() - 1)
        value ^= low
    return out


def _digraph(relation: list, base: list[int]) -> list[int]:
    """DeRemer and Pennello's ``digraph``: F(x) = G(x) | the F(y) of every y related to x,
    over the strongly connected components of the relation; x and y are numbers, a set is
    an ``int`` bit set (Lark's recursive ``traverse``, without the recursion)."""
    result = list(base)
    depth = [0] * len(base)
    stack: list[int] = []
    for root in range(len(base)):
        if depth[root]:
            continue
        stack.append(root)
        depth[root] = len(stack)
        work = [(root, len(stack), iter(relation[root]))]
        while work:
            x, d, edges = work[-1]
            for y in edges:
                if depth[y] == 0:
                    stack.append(y)
                    depth[y] = len(stack)
                    work.append((y, len(stack), iter(relation[y])))
                    break
                if 0 < depth[y] < depth[x]:
                    depth[x] = depth[y]
                result[x] |= result[y]
            else:
                work.pop()
                if depth[x] == d:  # x is the root of its component: close it
                    f = result[x]
                    while True:
                        z = stack.pop()
                        depth[z] = -1
                        result[z] = f
                        if z == x:
                            break
                if work:
                    parent = work[-1][0]
                    if 0 < depth[x] < depth[parent]:
                        depth[parent] = depth[x]
                    result[parent] |= result[x]
    return result


class Analyzer:
    """Lark's ``LALR_Analyzer`` (the same steps, by the same names, and the same
    ``parse_table``) on numbers and bit sets."""

    def __init__(self, parser_conf, debug: bool = False, strict: bool = False) -> None:  # noqa: ANN001
        self.debug = debug
        self.strict = strict
        self.starts = list(parser_conf.start)
        rules = list(parser_conf.rules)
        if len(rules) != len(set(rules)):
            duplicates = [item for item, count in Counter(rules).items() if count > 1]
            twice = ", ".join(str(i) for i in duplicates)
            raise GrammarError(f"Rules defined twice: {twice}")
        # Lark's LR(0) root rules: ``$root_START: START``.
        roots = [Rule(NonTerminal("$root_" + s), [NonTerminal(s)]) for s in self.starts]
        self.rules = rules = rules + roots
        defined = {(False, r.origin.name) for r in rules}
        for r in rules:
            for s in r.expansion:
                if not (s.is_term or (False, s.name) in defined):
                    raise GrammarError(f"Using an undefined rule: {s}")

        # Symbols: nonterminals first, then terminals (with ``$END``).
        ids: dict[tuple[bool, str], int] = {}
        names: list[str] = []
        for r in rules:
            ids.setdefault((False, r.origin.name), len(ids))
        self.nonterminals = len(ids)
        for r in rules:
            for s in r.expansion:
                ids.setdefault((s.is_term, s.name), len(ids))
        ids.setdefault((True, "$END"), len(ids))
        names = [name for _, name in ids]
        self.names = names
        self.end_symbol = ids[(True, "$END")]
        symbol = ids.__getitem__
        self.origin = array("i", (symbol((False, r.origin.name)) for r in rules))
        self.expansion = [
            array("i", (symbol((s.is_term, s.name)) for s in r.expansion)) for r in rules
        ]
        self.root_rules = range(len(rules) - len(roots), len(rules))

        # Items: rule r with the dot at d is the number base[r] + d.
        base = array("i")
        item_rule = array("i")
        item_next = array("i")  # the symbol after the dot, -1 at the end
        total = 0
        for r, expansion in enumerate(self.expansion):
            base.append(total)
            for d in range(len(expansion) + 1):
                item_rule.append(r)
                item_next.append(expansion[d] if d < len(expansion) else -1)
            total += len(expansion) + 1
        self.base, self.item_rule, self.item_next = base, item_rule, item_next

        rules_of: list[list[int]] = [[] for _ in range(self.nonterminals)]
        for r, origin in enumerate(self.origin):
            rules_of[origin].append(r)
        self.rules_of = rules_of
        self.nullable = self._nullable()
        # rest_nullable[i]: every symbol from item i's dot to the end is nullable.
        nullable = self.nullable
        rest = bytearray(total)
        for r, expansion in enumerate(self.expansion):
            ok = True
            for d in range(len(expansion), -1, -1):
                if d < len(expansion):
                    ok = ok and expansion[d] in nullable
                rest[base[r] + d] = ok
        self.rest_nullable = rest

    def _nullable(self) -> frozenset[int]:
        nullable: set[int] = set()
        changed = True
        while changed:
            changed = False
            for r, expansion in enumerate(self.expansion):
                origin = self.origin[r]
                if origin not in nullable and all(s in nullable for s in expansion):
                    nullable.add(origin)
                    changed = True
        return frozenset(nullable)

    def _leftmost(self) -> list[frozenset[int]]:
        """For each nonterminal, the nonterminals its rules predict when it follows the
        dot (itself, and those beginning its rules, recursively): Lark's ``expand_rule``."""
        first_nt: list[set[int]] = [set() for _ in range(self.nonterminals)]
        for r, expansion in enumerate(self.expansion):
            if expansion and expansion[0] < self.nonterminals:
                first_nt[self.origin[r]].add(expansion[0])
        out: list[frozenset[int] | None] = [None] * self.nonterminals
        for a in range(self.nonterminals):
            seen = {a}
            todo = [a]
            while todo:
                for b in first_nt[todo.pop()]:
                    if b not in seen:
                        seen.add(b)
                        todo.append(b)
            out[a] = frozenset(seen)
        return out

    def compute_lr0_states(self) -> None:
        """The LR(0) automaton: ``kernels[p]`` (sorted items) and ``transitions[p]``
        (symbol -> state), from the start states (numbered first, in Lark's order of
        ``start``)."""
        leftmost = self._leftmost()
        nts = self.nonterminals
        item_next, base = self.item_next, self.base
        # For each nonterminal: (first symbol, the items after it) of its nonempty rules.
        starting: list[list[tuple[int, int]]] = [[] for _ in range(nts)]
        for r, expansion in enumerate(self.expansion):
            if expansion:
                starting[self.origin[r]].append((expansion[0], base[r] + 1))
        kernels: list[tuple[int, ...]] = []
        index: dict[tuple[int, ...], int] = {}
        self.start_states = {}
        for start, r in zip(self.starts, self.root_rules, strict=True):
            kernel = (base[r],)
            self.start_states[start] = index.setdefault(kernel, len(kernels))
            if len(kernels) < len(index):
                kernels.append(kernel)
        transitions: list[dict[int, int]] = []
        p = 0
        while p < len(kernels):
            kernel = kernels[p]
            predicted: set[int] = set()
            groups: dict[int, list[int]] = {}
            for item in kernel:
                s = item_next[item]
                if s >= 0:
                    groups.setdefault(s, []).append(item + 1)
                    if s < nts:
                        predicted |= leftmost[s]
            if p < len(self.starts):  # a start state: its kernel item is a prediction
                predicted.add(self.origin[self.item_rule[kernel[0]]])
                predicted |= leftmost[self.origin[self.item_rule[kernel[0]]]]
            for a in predicted:
                for s, item in starting[a]:
                    groups.setdefault(s, []).append(item)
            row = {}
            for s, items in groups.items():
                key = tuple(sorted(set(items)))
                q = index.get(key)
                if q is None:
                    q = index[key] = len(kernels)
                    kernels.append(key)
                row[s] = q
            transitions.append(row)
            p += 1
        self.kernels = kernels
        self.transitions = transitions

    def compute_reads_relations(self) -> None:
        """Number the nonterminal transitions (p, A); their directly-read terminals (a bit
        set each) and the reads relation."""
        nts, transitions, nullable = self.nonterminals, self.transitions, self.nullable
        bit = self.bit = {s: s - nts for s in range(nts, len(self.names))}
        at: dict[tuple[int, int], int] = {}
        nt_state = array("i")
        nt_symbol = array("i")
        for p, row in enumerate(transitions):
            for s in row:
                if s < nts:
                    at[(p, s)] = len(nt_state)
                    nt_state.append(p)
                    nt_symbol.append(s)
        directly = [0] * len(nt_state)
        reads: list = [()] * len(nt_state)
        for k in range(len(nt_state)):
            q = transitions[nt_state[k]][nt_symbol[k]]
            terminals = 0
            nulls = []
            for s in transitions[q]:
                if s >= nts:
                    terminals |= 1 << bit[s]
                elif s in nullable:
                    nulls.append(at[(q, s)])
            directly[k] = terminals
            if nulls:
                reads[k] = nulls
        for start, r in zip(self.starts, self.root_rules, strict=True):
            k = at[(self.start_states[start], self.expansion[r][0])]
            directly[k] |= 1 << bit[self.end_symbol]
        self.at, self.nt_state, self.nt_symbol = at, nt_state, nt_symbol
        self.directly_reads, self.reads = directly, reads

    def compute_includes_lookback(self) -> None:
        """The includes relation and the lookbacks (state, rule) of every nonterminal
        transition, walking each closure item of the transition's nonterminal along its
        rule (Lark's ``compute_includes_lookback``)."""
        at, transitions, kernels = self.at, self.transitions, self.kernels
        item_rule, base, rest = self.item_rule, self.base, self.rest_nullable
        expansions, origin, rules_of = self.expansion, self.origin, self.rules_of
        includes: list = [None] * len(self.nt_state)
        lookback_nt = array("i")
        lookback_state = array("i")
        lookback_rule = array("i")
        for k in range(len(self.nt_state)):
            p, a = self.nt_state[k], self.nt_symbol[k]
            # The closure items of ``a`` in p: its rules from the start (``a`` is predicted
            # in p) and the kernel items of its rules further on.
            items = [(r, 0) for r in rules_of[a]]
            items += [
                (item_rule[i], i - base[item_rule[i]])
                for i in kernels[p]
                if origin[item_rule[i]] == a and i != base[item_rule[i]]
            ]
            for r, d in items:
                expansion = expansions[r]
                state = p
                for i in range(d, len(expansion)):
                    s = expansion[i]
                    k2 = at.get((state, s))
                    state = transitions[state][s]
                    if k2 is not None and rest[base[r] + i + 1]:
                        if includes[k2] is None:
                            includes[k2] = [k]
                        else:
                            includes[k2].append(k)
                if d == 0:
                    lookback_nt.append(k)
                    lookback_state.append(state)
                    lookback_rule.append(r)
        self.includes = [() if x is None else x for x in includes]
        self.lookback = (lookback_nt, lookback_state, lookback_rule)

    def compute_lookaheads(self) -> None:
        """The follow sets (digraph over reads, then includes) and, from the lookbacks,
        each reduction's lookahead terminals: ``lookaheads[p]`` = {rule: bit set}."""
        read_sets = _digraph(self.reads, self.directly_reads)
        del self.directly_reads, self.reads
        follow = _digraph(self.includes, read_sets)
        del read_sets, self.includes
        lookaheads: list[dict[int, int]] = [{} for _ in self.kernels]
        for k, p, r in zip(*self.lookback, strict=True):
            if follow[k]:
                row = lookaheads[p]
                row[r] = row.get(r, 0) | follow[k]
        del self.lookback
        self.lookaheads = lookaheads

    def compute_lalr1_states(self) -> None:
        """The parse table (Lark's ``IntParseTable``): shifts, gotos and reductions."""
        names, nts, rules = self.names, self.nonterminals, self.rules
        terminal_names = names[nts:]
        shifts = [(Shift, q) for q in range(len(self.kernels))]
        reduces = [(Reduce, rule) for rule in rules]
        states = {}
        reduce_reduce = []
        for p, row in enumerate(self.transitions):
            actions = {names[s]: shifts[q] for s, q in row.items()}
            by_terminal: dict[int, list[int]] = {}
            for r, terminals in self.lookaheads[p].items():
                for t in _bits(terminals):
                    by_terminal.setdefault(t, []).append(r)
            for t, found in by_terminal.items():
                name = terminal_names[t]
                if len(found) > 1:  # settled by priority, as Lark does
                    ranked = [(rules[r].options.priority or 0, r) for r in found]
                    ranked.sort(key=lambda x: x[0], reverse=True)
                    best, second = ranked[:2]
                    if best[0] <= second[0]:
                        reduce_reduce.append((p, name, [rules[r] for r in found]))
                        continue
                    found = [best[1]]
                rule = rules[found[0]]
                if name in actions:
                    if self.strict:
                        raise GrammarError(
                            f"Shift/Reduce conflict for terminal {name}. [strict-mode]\n * {rule}\n"
                        )
                    log = logger.warning if self.debug else logger.debug
                    log("Shift/Reduce conflict for terminal %s: (resolving as shift)", name)
                    log(" * %s", rule)
                else:
                    actions[name] = reduces[found[0]]
            states[p] = actions
        if reduce_reduce:
            raise GrammarError(
                "\n\n".join(
                    f"Reduce/Reduce collision in {name} between the following rules: "
                    + "".join("\n\t- " + str(r) for r in found)
                    for _, name, found in reduce_reduce
                )
            )
        end_states = {}
        for start, r in zip(self.starts, self.root_rules, strict=True):
            done = self.base[r] + len(self.expansion[r])
            (end_states[start],) = [p for p, k in enumerate(self.kernels) if done in k]
        self.parse_table = IntParseTable(states, dict(self.start_states), end_states)

    def compute_lalr(self) -> None:
        self.compute_lr0_states()
        self.compute_reads_relations()
        self.compute_includes_lookback()
        self.compute_lookaheads()
        self.compute_lalr1_states()


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
