"""The ``mtgc`` command line: ``check``, ``coverage``, ``parse``, ``explain``, and ``play``
and ``simulate`` (in :mod:`.play`).

Exit codes:

- 0: every face is fine;
- 1: some face failed (``error``; with ``--strict`` also ``unsupported``);
- 2: bad invocation or unreadable input (one ``mtgc: error: ...`` line on stderr);
- 3: an internal error of mtgc: an E900 diagnostic on some face (``check``), or one line
  on stderr (``MTGC_DEBUG=1`` shows the traceback);
- 130: interrupted (Ctrl-C).

Startup is kept short: rich and multiprocessing are imported only when needed, and the
grammar's parser tables come from the on-disk cache of :func:`mtgc.grammar.parser`.
"""

from __future__ import annotations

import argparse
import functools
import gc
import json
import os
import sys
from collections.abc import Iterator, Sequence
from typing import Any, TextIO

from .cards import CardInputError, CardSpec, Face, load, load_library, load_many

#: Inputs with more faces than this get a progress bar (when stderr is a terminal).
PROGRESS_THRESHOLD = 200

EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_INTERNAL, EXIT_INTERRUPTED = 0, 1, 2, 3, 130


class UsageError(Exception):
    """A bad invocation or unreadable input: reported as one line, exit code 2."""


# --------------------------------------------------------------------------- checking


def _check_chunk(cards: Sequence[CardSpec], profiles: bool = False) -> list[tuple[Any, int, Any]]:
    """Check every face of ``cards``; return (result without its AST, abilities parsed,
    its :class:`~mtgc.compiler.coverage.Profile` when ``profiles``, else None).

    The AST is dropped so results cross process boundaries cheaply.
    """
    import attrs

    from .pipeline import check_card

    if profiles:
        from .coverage import profile
    _warm_up(sum(len(card.faces) for card in cards))
    out = []
    for card in cards:
        for result in check_card(card):
            summary = profile(result) if profiles else None
            out.append((attrs.evolve(result, abilities=()), len(result.abilities), summary))
    if _in_worker():
        # A pool's workers end without running ``atexit``: keep the regular expressions
        # compiled for this chunk for the next run now.
        from .._codecache import save_regex

        save_regex()
    return out


def _in_worker() -> bool:
    multiprocessing = sys.modules.get("multiprocessing")
    return multiprocessing is not None and multiprocessing.parent_process() is not None


#: From this many faces on, every node class is defined before checking starts.
_MANY_FACES = 200


def _warm_up(faces: int) -> None:
    """Load what checking ``faces`` faces needs, then settle the collector (:func:`_settle_gc`).

    The parse tables and the lowering's entry are always needed. The AST's and the
    lowering's rules areas are otherwise imported as a card first uses them; for many faces
    most of them will be, so they are all loaded here, before the freeze, and the collector
    never scans them."""
    from ..grammar import tables
    from . import lower  # noqa: F401
    from .ast import load_all
    from .lowering import load_all as load_lowering

    tables()
    if faces >= _MANY_FACES:
        load_all()
        load_lowering()
    _settle_gc()


def _settle_gc() -> None:
    """End of start-up: the grammar tables, node classes and library loaded so far live as
    long as the process, so move them out of the collector's sight (``gc.freeze``) and
    collect as usual from here on. :func:`main` disabled the collector, which would
    otherwise scan those ~10^6 objects again and again while they load."""
    import gc

    if not gc.isenabled():
        gc.freeze()
        gc.set_threshold(*_GC_THRESHOLDS)
        gc.enable()


#: The collector's thresholds once start-up is over. Checking makes ~10^5 short-lived
#: objects a second (tokens, lists, nodes) and few cycles; Python's default (a young
#: collection every 700 allocations) spent 5-8% of a corpus run finding nothing to free.
#: Cycles are still collected, every 50,000 allocations.
_GC_THRESHOLDS = (50_000, 20, 10)


def _init_worker() -> None:
    import signal

    from ..grammar import tables

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to report
    tables()  # each worker builds (or loads) its own parser once


def _chunks(cards: Sequence[CardSpec], jobs: int) -> list[Sequence[CardSpec]]:
    size = max(1, min(250, len(cards) // (jobs * 8) or 1))
    return [cards[i : i + size] for i in range(0, len(cards), size)]


def run_checks(
    cards: Sequence[CardSpec], jobs: int = 1, progress: bool = False, profiles: bool = False
) -> list[tuple[Any, int, Any]]:
    """Check every face of ``cards``, in input order: a list of (FaceResult, abilities
    parsed, coverage profile or None; ``profiles``: read the profiles, which only
    ``mtgc coverage`` needs). With ``jobs`` > 1 the cards are checked in chunks by
    worker processes."""
    total = sum(len(c.faces) for c in cards)
    chunks = _chunks(cards, jobs)
    if jobs > 1 and len(chunks) > 1:
        import multiprocessing

        method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
        if method == "fork":
            # Load (or build and cache) the parser and the node classes once before
            # forking: the workers start with their own copy, and never race to write the
            # grammar cache. The pool is made before any thread (the progress bar) starts.
            _warm_up(total)
        context = multiprocessing.get_context(method)
        with context.Pool(min(jobs, len(chunks)), initializer=_init_worker) as pool:
            check = functools.partial(_check_chunk, profiles=profiles)
            return _collect(pool.imap(check, chunks), total, progress)
    return _collect((_check_chunk(chunk, profiles) for chunk in chunks), total, progress)


def _collect(parts: Iterator[list], total: int, progress: bool) -> list[tuple[Any, int, Any]]:
    out: list[tuple[Any, int, Any]] = []
    if not progress:
        for part in parts:
            out.extend(part)
        return out
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

    columns = (
        "{task.description}",
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
    )
    with Progress(*columns, console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task("checking faces", total=total)
        for part in parts:
            out.extend(part)
            bar.advance(task, len(part))
    return out


def _wants_progress(args: argparse.Namespace, faces: int) -> bool:
    if args.quiet or faces <= PROGRESS_THRESHOLD:
        return False
    return bool(sys.stderr is not None and sys.stderr.isatty())


def _load(paths: Sequence[str]) -> list[CardSpec]:
    if paths.count("-") > 1:
        raise UsageError("'-' (standard input) can be given only once")
    try:
        return load_many(paths)
    except CardInputError as exc:
        raise UsageError(str(exc)) from None


def _faces(cards: Sequence[CardSpec]) -> int:
    return sum(len(c.faces) for c in cards)


# --------------------------------------------------------------------------- commands


def cmd_check(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from . import report

    cards = _load(args.paths)
    checked = run_checks(cards, args.jobs, _wants_progress(args, _faces(cards)))
    results = [r for r, _, _ in checked]
    bad = sum(report.failed(r, args.strict) for r in results)
    if args.format == "jsonl":
        for r in results:
            out.write(json.dumps(r.as_dict(), ensure_ascii=False) + "\n")
    elif args.format == "json":
        c = report.counts(results)
        document = {
            "summary": {**c, "failed": bad, "strict": args.strict},
            "faces": [r.as_dict() for r in results],
        }
        out.write(json.dumps(document, ensure_ascii=False, indent=2) + "\n")
    else:
        style = report.Style.for_stream(out)
        for r in results:
            block = report.format_failure(r, args.strict, style)
            if block is not None:
                out.write(block + "\n\n")
        if not args.quiet:
            out.flush()
            err.write(report.summary_line(results, args.strict) + "\n")
    if any(d.code == "E900" for r in results for d in r.diagnostics):
        return EXIT_INTERNAL  # a defect of mtgc (the E900 diagnostics say where)
    return EXIT_FAILED if bad else EXIT_OK


def cmd_coverage(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from . import coverage

    cards = _load(args.paths)
    checked = run_checks(cards, args.jobs, _wants_progress(args, _faces(cards)), profiles=True)
    figures = coverage.measure([coverage.Checked(r, n, p) for r, n, p in checked], args.top)
    if args.json:
        out.write(json.dumps(figures, ensure_ascii=False, indent=2) + "\n")
    else:
        out.write(coverage.render(figures, ", ".join(args.paths)) + "\n")
    return EXIT_OK


def _find_in_library(name: str) -> list[CardSpec]:
    library = load_library()
    wanted = name.casefold().strip()
    found = [
        c
        for c in library
        if c.name.casefold() == wanted or any(f.name.casefold() == wanted for f in c.faces)
    ]
    if found:
        return found
    import difflib

    names = [c.name for c in library]
    close = difflib.get_close_matches(name, names, n=1, cutoff=0.6)
    lowered = {n.casefold(): n for n in names}
    close = close or [lowered[n] for n in difflib.get_close_matches(wanted, list(lowered), n=1)]
    suggestion = f" (did you mean '{close[0]}'?)" if close else ""
    raise UsageError(
        f"{name!r} is neither a file nor a card in the library{suggestion}; "
        'to parse ability text, use: mtgc parse --text "..."'
    )


def _parse_targets(args: argparse.Namespace) -> list[CardSpec]:
    if args.text is not None:
        if args.target is not None:
            raise UsageError("give either TEXT-or-PATH or --text, not both")
        text = args.text.replace("\\n", "\n")
        if not text.strip():
            raise UsageError("--text is empty; give the ability text to parse")
        face = Face(name="CARDNAME", text=text)
        return [CardSpec(name="CARDNAME", faces=(face,), source="<text>")]
    if args.target is None:
        raise UsageError('give a card file, a card name, "-" for stdin, or --text "..."')
    target = args.target
    if target == "-" or os.path.exists(target):
        try:
            return load(target)
        except CardInputError as exc:
            raise UsageError(str(exc)) from None
    return _find_in_library(target)


def cmd_parse(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from . import report
    from .pipeline import ERROR, check_card
    from .show import show_tree

    cards = _parse_targets(args)
    style = report.Style.for_stream(out)
    failed = False
    first = True
    for card in cards:
        for result in check_card(card):
            if not first:
                out.write("\n")
            first = False
            where = report.where(result)
            out.write(style.bold(f"{result.name}") + f"  ({where}; status {result.status})\n")
            for i, ability in enumerate(result.abilities, 1):
                out.write(f"ability {i}: {show_tree(ability, args.all_fields)}\n")
            if result.rendered == "":
                out.write("rendered: (no rules text)\n")
            elif result.rendered is not None:
                out.write("rendered:\n")
                for line in result.rendered.split("\n"):
                    out.write(f"  {line}\n")
            failed = failed or result.status == ERROR
            for d in (*result.diagnostics, *result.notes):
                out.write(report.format_diagnostic(result, d, style) + "\n")
    return EXIT_FAILED if failed else EXIT_OK


def cmd_explain(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from .explain import explain

    text, ok = explain(_parse_targets(args))
    out.write(text + "\n")
    return EXIT_OK if ok else EXIT_FAILED


# --------------------------------------------------------------------------- arguments


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        self.exit(EXIT_USAGE, f"mtgc: error: {message}\n")


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


class _Version(argparse.Action):
    """``--version``: the installed distribution's version, looked up only when asked
    (``importlib.metadata`` and the email package it loads cost a one-card check 30 ms)."""

    def __call__(self, parser, namespace, values, option_string=None) -> None:  # noqa: ANN001
        from importlib.metadata import PackageNotFoundError, version

        try:
            ver = version("mtgc")
        except PackageNotFoundError:
            ver = "unknown"
        print(f"mtgc {ver}")  # on stdout, as argparse's own version action
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of ``mtgc``."""
    parser = _Parser(
        prog="mtgc",
        description="A compiler for Magic: The Gathering Oracle text.",
        epilog="Exit codes: 0 all good, 1 some face failed, 2 bad invocation or unreadable "
        "input, 3 internal error.",
    )
    parser.add_argument("--version", action=_Version, nargs=0, help="show the version and exit")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    sub.required = True

    inputs = "card files, folders, JSON/JSON-lines files, or - for standard input"
    check = sub.add_parser(
        "check",
        help="check that cards parse and round-trip; report errors with their place",
        description="Check every card face: report each failing face as "
        "file:line:col: error[CODE]: message, with the line, a caret and a hint.",
    )
    check.add_argument("paths", nargs="+", metavar="PATH", help=inputs)
    check.add_argument(
        "--format",
        choices=("text", "json", "jsonl"),
        default="text",
        help="text for people (default); jsonl: one object per face; json: one document",
    )
    check.add_argument(
        "--strict", action="store_true", help="also fail faces that parse but cannot run yet"
    )
    check.add_argument(
        "--jobs", "-j", type=_positive, default=1, metavar="N", help="worker processes"
    )
    check.add_argument(
        "--quiet", "-q", action="store_true", help="no summary line, no progress bar"
    )
    check.set_defaults(run=cmd_check)

    cov = sub.add_parser(
        "coverage",
        help="parse and round-trip rates, failure clusters, breakdowns by type and layout",
        description="How much of the input the front end reads: parse rate first, then "
        "round-trip rate, status counts, the largest failure clusters, and breakdowns by "
        "card type and layout.",
    )
    cov.add_argument("paths", nargs="+", metavar="PATH", help=inputs)
    cov.add_argument("--json", action="store_true", help="one JSON document for machines")
    cov.add_argument(
        "--top", type=_positive, default=20, metavar="N", help="failure clusters to show"
    )
    cov.add_argument(
        "--jobs", "-j", type=_positive, default=1, metavar="N", help="worker processes"
    )
    cov.add_argument("--quiet", "-q", action="store_true", help="no progress bar")
    cov.set_defaults(run=cmd_coverage)

    parse = sub.add_parser(
        "parse",
        help="show the AST of a card and its rendered text",
        description="Print each ability's AST as an indented tree and the rendered text.",
    )
    parse.add_argument(
        "target",
        nargs="?",
        metavar="TEXT-or-PATH",
        help="a card file, a card name from the library (any case), or - for stdin",
    )
    parse.add_argument(
        "--text",
        metavar="TEXT",
        help='ability text to parse as a face named CARDNAME ("\\n" separates lines)',
    )
    parse.add_argument(
        "--all-fields",
        action="store_true",
        help="also show fields that hold their default (None, False, empty)",
    )
    parse.set_defaults(run=cmd_parse)

    explain = sub.add_parser(
        "explain",
        help="show the compiled abilities of a card: kinds, costs, triggers, targets, "
        "effects and their rules",
        description="Compile a card and print each runtime ability: its kind, cost, trigger "
        "event, targets, effect steps and the Comprehensive Rules they follow. Exit 1 if a "
        "face is not ok.",
    )
    explain.add_argument(
        "target",
        nargs="?",
        metavar="CARD-or-PATH",
        help="a card name from the library (any case), a card file, or - for stdin",
    )
    explain.add_argument(
        "--text", metavar="TEXT", help='ability text as a face named CARDNAME ("\\n" between lines)'
    )
    explain.set_defaults(run=cmd_explain)

    from .play import add_commands  # play, simulate

    add_commands(sub, _positive)
    return parser


# --------------------------------------------------------------------------- entry point


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``mtgc``; return the exit code (the console script exits with it)."""
    out, err = _printable(sys.stdout), _printable(sys.stderr)
    gc.disable()  # until start-up is over (_settle_gc)
    try:
        args = build_parser().parse_args(argv)
        return args.run(args, out, err)
    except (UsageError, CardInputError) as exc:
        _say(err, f"mtgc: error: {exc}")
        return EXIT_USAGE
    except KeyboardInterrupt:
        _say(err, "mtgc: interrupted")
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        # The reader went away (``mtgc check ... | head``): stop quietly.
        _silence_stdout()
        return EXIT_OK
    except SystemExit as exc:  # argparse: --help, --version, usage errors
        return exc.code if isinstance(exc.code, int) else EXIT_USAGE
    except Exception as exc:
        if os.environ.get("MTGC_DEBUG"):
            raise
        message = str(exc).splitlines()[0] if str(exc) else ""
        _say(
            err,
            f"mtgc: internal error: {type(exc).__name__}: {message} "
            "(a defect of mtgc; please report it; MTGC_DEBUG=1 shows the traceback)",
        )
        return EXIT_INTERNAL
    finally:
        gc.enable()


def _printable(stream: TextIO | None) -> TextIO | None:
    """``stream``, set to write what its encoding can't (a lone surrogate from a JSON
    escape such as ``"\\ud800"``, which is no character) as a backslash escape instead of
    failing in the middle of a report."""
    reconfigure = getattr(stream, "reconfigure", None)
    if reconfigure is not None:
        try:
            reconfigure(errors="backslashreplace")
        except (ValueError, OSError, TypeError):  # a stream that can't be changed
            pass
    return stream


def _say(stream: TextIO | None, line: str) -> None:
    if stream is None:
        return
    try:
        stream.write(line + "\n")
        stream.flush()
    except (OSError, ValueError):
        pass


def _silence_stdout() -> None:
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


def run() -> None:
    """The ``mtgc`` command: :func:`main`, then exit with its code.

    Before exiting, what the process holds is moved out of the cyclic collector's sight
    (``gc.freeze``): the interpreter's shutdown runs full collections, which would scan
    every node class and table only to free memory the exit frees anyway."""
    code = main()
    gc.freeze()
    sys.exit(code)


if __name__ == "__main__":
    run()
