"""Benchmark: wall time of ``mtgc check`` on one card file, from a cold interpreter.

    python benchmarks/startup.py [CARD_FILE] [RUNS]
    python benchmarks/startup.py --steps [CARD_FILE]
    python benchmarks/startup.py --baseline CHECKOUT [CARD_FILE] [RUNS]

CARD_FILE defaults to the Nazgûl Battle-Mace file of ``cards/`` (three ability lines,
one of them a quoted trigger); RUNS to 10. The first run fills the caches a fresh
checkout builds once (the parser tables, the generated attrs methods, Python's ``.pyc``
files) and is reported on its own; then each run starts a new interpreter, as a user
typing the command does. Prints the minimum and the median.

``--baseline CHECKOUT`` times another checkout of mtgc (a ``git worktree`` of the commit to
compare with, its own ``.venv`` installed and its cache in ``.venv/mtgc-cache``) on the
same machine, one run of each in turn, so that the load other work puts on the cores
falls on both alike; prints both medians of CPU seconds and their ratio.

Target (issue 2): under 0.5 s; issue 15: within 4x of phase.rs's whole process
(``benchmarks/compare_phase.py``). ``--steps`` prints the CPU time of each step of one
check in a new interpreter (the profile in ``compare_phase.py``'s docs).

Where the one-card time goes (profiled 2026-12-02 at cb2ec01 with ``--steps`` and
``python -X importtime -c "from mtgc.compiler import lower"``, self times summed by
package; one run on the shared machine, so read the shares, not the milliseconds):
``from mtgc.compiler import lower`` is the largest step (0.15 s of ~0.40 s CPU). Of the
import time under it, ``mtgc.compiler.ast`` is ~92 ms (ten areas imported eagerly:
effects 21, events 18, combat 14, objects 11, lists 10, triggers 9, costs 7 ms; attrs
building the node classes), ``mtgc.compiler.lowering`` ~31 ms (``conditions`` alone
26 ms, most of it the AST and runtime areas it imports), lark ~29 ms, attrs ~18 ms,
runtime packages the lowering reaches (state, events, actions) ~32 ms. So the next
lever is importing an AST area only when a card's tree has one of its nodes (the
lowering already names areas lazily through ``ast_area``; the eager imports come from
``lowering.conditions`` and ``ast.objects``/``ast.lists`` importing their siblings).

Issue 15, 2026-12-02 (branch r2startup against main e53e668, ``--baseline``: 10 runs of
each in turn on the shared machine, CPU seconds, medians): 0.346 s -> 0.258 s (0.77x).
``--steps`` before -> after: importing the lowering's entry 0.133 -> 0.091 s (249 -> 243
modules), the check itself 0.096 -> 0.055 s (291 -> 258 modules); the other steps are
unchanged (~0.11 s: interpreter, attrs and lark, mtgc, the tables). What did it:

- ``@lowers("area.Class")`` registers a lowering by the class's qualified name without
  importing its AST area (the decorators read ``ae.X`` from the lazy stand-ins, which
  imported every area a lowering module names); alone ~0 here, since this card's tree
  has nodes of all but four of those areas anyway.
- Tests for a class of a lazy module (``isinstance_of(node, al, "IsType")``,
  ``imported(durations)``) answer False without importing it, and the face-level passes
  (level striations, overload, CDA P/T) run only when their runtime module is imported:
  no AST area (layers, choices, statics, permissions, digital, zones) or runtime module
  (morph and the casting it imports, static prevention, damage triggers, replacement
  kinds, damage assignment, leveler, overload, CDA) is imported for a card without one
  of its constructs: 0.346 -> 0.270 s.
- ``import mtgc`` no longer imports tempfile (with shutil, bz2, lzma, random): the cache
  directory's probe opens its file with ``os.open``: 0.270 -> 0.258 s.

Left: attrs building the classes of the AST areas the card uses (ast.effects, events,
objects, combat, lists, triggers: the largest part of both remaining steps), lark, and
the runtime the lowering's entry imports eagerly (``lower.py``: actions.effects with
continuous.layers and state.abilities). Regular expressions are ~70 compilations per
run, each of a module-level pattern (the diagnostics' term patterns are built only on
an error); rich is not imported by a plain check.

Issue 15, 2026-12-03 (branch speedstart against main 973c091, the same card; ``--steps``
of both taking turns, 5 runs each, CPU seconds, medians; 2 shared cores under a load of
1-3; ``--baseline``, 10 runs each: 0.477 -> 0.428 s; ``compare_phase.py``: 0.42 -> 0.34 s):

=============================================== ======= =======
step                                             main    this
=============================================== ======= =======
interpreter start                                  0.037   0.034
import attrs and lark                              0.079   0.071
import mtgc (its caches of generated code)         0.031   0.016
import the command line and the pipeline           0.022   0.017
load the parser tables                             0.055   0.022
load the card file                                 0.004   0.003
import the lowering's entry (and what it uses)     0.169   0.103
check: normalize, parse, render, lower             0.108   0.104
total                                              0.505   0.370
=============================================== ======= =======

What did it (each measured side by side, kept only when it won):

- The contextual lexer's 7,300 per-state lexers (1,400 distinct) are made when the
  parser first reaches their state (``grammar._StateLexers``), and the parse table's
  3,500 rules are kept as plain data and made when a row holding one is first decoded
  (``_Rows.rules_apart``; unpickling one rule alone was ~50 us, making it ~14 us, so a
  1,000-face run that needs 1,236 of them pays what loading all did); the grammar's
  cache digest is kept under the ``.lark`` files' names, sizes and modification times,
  so a run no longer reads and joins the grammar (~10 ms): tables 0.055 -> 0.022 s.
- The attrs code cache keeps each generated file name's code marshalled apart and
  unmarshals it when a class of that name is made (it loaded the code of every class any
  run had made): ``import mtgc`` 0.031 -> 0.016 s.
- The lowering asks whether a node is of a class of the combat, events or lists AST areas,
  of ``lowering.replacements``, ``state.references`` or ``combat.requirements`` without
  importing them (``isinstance_of``, ``imported``): this card no longer defines ast.combat,
  ast.events and ast.lists (135 node classes; ``tests/compiler/test_lazy_lowering.py``).

Left, and why issue 15's 4x of phase.rs (0.12 s) is out of reach this way: the
interpreter, attrs and lark alone are ~0.1 s; then ~640 attrs classes are made (attrs
builds each slotted class twice, writes and evaluates its methods: ~120-150 us a class,
about half of what remains), and the ~100 parse-table rows this card visits are decoded
whole (21,000 entries, ~10 ms) though the parser reads two or three entries of each.
The runtime modules the lowering's entry imports for every card
(``runtime.actions.effects`` with agents, events and add_mana: ~65 classes this card
never makes) are the next small lever.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT = ROOT / "cards" / "nazgul_battle_mace.txt"


def run_once(path: Path, checkout: Path = ROOT, cache: str | None = None) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of one ``mtgc check`` by the checkout ``checkout``
    (its ``.venv``'s interpreter, run in its folder, with the cache folder ``cache``);
    CPU time tells what the wall time would be on an idle machine when other work shares
    the cores."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    python = sys.executable
    if checkout != ROOT:
        python = str(checkout / ".venv" / "bin" / "python")
    if cache is not None:
        env["MTGC_CACHE_DIR"] = cache
    start = time.perf_counter()
    done = subprocess.run(
        [python, "-m", "mtgc.compiler.cli", "check", str(path)],
        capture_output=True,
        env=env,
        cwd=checkout,
        check=False,
    )
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if done.returncode != 0:
        sys.stderr.write(done.stdout.decode() + done.stderr.decode())
        raise SystemExit(f"startup: mtgc check {path} exited {done.returncode}")
    return elapsed, cpu


def compare(baseline: Path, path: Path, runs: int) -> None:
    """Time this checkout and ``baseline`` in turn (CPU seconds, new interpreters)."""
    cache = str(baseline / ".venv" / "mtgc-cache")
    run_once(path)
    run_once(path, baseline, cache)
    ours, theirs = [], []
    for _ in range(runs):
        ours.append(run_once(path)[1])
        theirs.append(run_once(path, baseline, cache)[1])
    a, b = statistics.median(ours), statistics.median(theirs)
    print(f"mtgc check {path.name}, {runs} runs each, in turn (CPU seconds):")
    print(f"  baseline {baseline}: median {b:.3f} s, min {min(theirs):.3f} s")
    print(f"  this checkout:      median {a:.3f} s, min {min(ours):.3f} s  ({a / b:.2f}x)")


#: The steps of one ``mtgc check`` of a card file, timed one after the other in a new
#: interpreter (CPU seconds, ``time.process_time``); ``--steps`` prints them.
STEPS = r"""
import gc, sys, time
gc.disable()
lap = 0.0  # the process's CPU time so far is the interpreter's start
def step(what):
    global lap
    now = time.process_time()
    print(f"{what:44s} {now - lap:6.3f} s  ({len(sys.modules)} modules)")
    lap = now
step("interpreter start")
import attrs, lark
step("import attrs and lark")
import mtgc
step("import mtgc (its caches of generated code)")
from mtgc.compiler import cli, pipeline
step("import the command line and the pipeline")
from mtgc.grammar import tables
tables()
step("load the parser tables")
from mtgc.compiler.cards import load
cards = load(sys.argv[1])
step("load the card file")
from mtgc.compiler import lower
step("import the lowering's entry (and what it uses)")
results = [r for card in cards for r in pipeline.check_card(card)]
step("check: normalize, parse, render, lower")
"""


def steps(path: Path) -> None:
    """Print the time of each step of checking ``path`` in a new interpreter."""
    subprocess.run([sys.executable, "-c", STEPS, str(path)], check=True)


def main(argv: list[str]) -> int:
    if argv[:1] == ["--steps"]:
        steps(Path(argv[1]) if len(argv) > 1 else DEFAULT)
        return 0
    baseline = None
    if argv[:1] == ["--baseline"] and len(argv) > 1:
        baseline, argv = Path(argv[1]).resolve(), argv[2:]
    path = (Path(argv[0]) if argv else DEFAULT).resolve()
    runs = int(argv[1]) if len(argv) > 1 else 10
    if not path.is_file():
        print(f"startup: no such card file: {path}", file=sys.stderr)
        return 2
    if baseline is not None:
        compare(baseline, path, runs)
        return 0
    first, _ = run_once(path)
    walls, cpus = zip(*(run_once(path) for _ in range(runs)), strict=True)
    print(f"mtgc check {path.name}: first run {first:.2f} s (fills the caches)")
    print(f"cold interpreter, {runs} runs: wall min {min(walls):.3f} s, "
          f"median {statistics.median(walls):.3f} s (target < 0.5 s); "
          f"CPU min {min(cpus):.3f} s, median {statistics.median(cpus):.3f} s")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
