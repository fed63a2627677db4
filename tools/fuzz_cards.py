"""A long fuzz run of ``mtgc check`` over mutated real card files (issue 13, robustness).

Every input is a real card, in the card text format (from ``cards/`` and the shared
corpora) or as a JSON record, JSON-lines file or MTGJSON ``AtomicCards`` document, with
one to four mutations: characters inserted, deleted or replaced (random Unicode with
lone surrogates, control characters, BOMs, line separators), lines duplicated, deleted
or swapped (the card's fields in the wrong place), quotes or parentheses nested hundreds
deep, thousands of unclosed parentheses, huge numbers, very long lines, truncation,
blank lines lost between cards, JSON values swapped or of the wrong type, deep JSON.

Each input is written to a file and checked in process through :func:`mtgc.compiler.cli.main`
(``mtgc check --format text|jsonl|json FILE``: the very path the command takes), with its
standard output and error streams strict UTF-8 as a terminal's are. An input fails when
it makes mtgc report an internal error (exit 3, an ``E900`` diagnostic), raise, write
output that can't be encoded, or take over 1 s (an input over 1 s wall time is timed
again alone, after the parse memo is cleared, and counted only if it is still over 1 s;
one over ``--timeout`` s is stopped). A sample (``--subprocess-every``) also runs through
the real ``mtgc`` command in a subprocess. Failing inputs are written to ``--out`` with a
``.json`` note each, for ``--replay``.

Inputs are reproducible: input ``i`` of seed ``s`` depends only on ``(s, i)``, so a run
split over ``--jobs`` workers makes the same inputs as one.

Usage::

    python tools/fuzz_cards.py --inputs 100000 --jobs 2 --seed 13 --out /tmp/fuzz-failures
    python tools/fuzz_cards.py --replay /tmp/fuzz-failures

Result on the final code of issue 13, ``python tools/fuzz_cards.py --inputs 100000
--seed 13 --jobs 4 --timeout 30 --subprocess-every 1000`` on the shared 2-core machine
(load average about 12): 100,000 inputs (100 also through the ``mtgc`` subprocess), exit
codes 0: 16,001, 1: 57,290, 2: 26,709; **0 internal errors, 0 inputs over 1 s** (20 were
over 1 s wall under load; each took under 1 s timed again alone); 3.03 ms CPU and
19.07 ms wall per input (mean), the slowest 0.783 s CPU; 113 inputs/s. Before the fixes,
2,000 inputs of the same seed gave 20 exits 3 (RecursionError rendering nested quotes,
lone surrogates the printer could not encode) and 10 inputs past 5 s (nested reminder
text), and a later run found a comma list taking minutes (an exponential lookahead).
"""

from __future__ import annotations

import argparse
import functools
import io
import json
import os
import random
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus"
CORPORA = [CORPUS / "oracle-cards.jsonl", CORPUS / "oracle-new-a.jsonl"]
LIBRARY = ROOT / "cards"

#: Inputs slower than this (wall seconds, confirmed alone) count as failures.
SLOW = 1.0

# --------------------------------------------------------------------------- seeds


def seeds(corpus_sample: int, rng: random.Random) -> list[dict]:
    """The real cards mutated: every library card and a sample of the corpora, each as
    its JSON record (MTGJSON field names) and its card-file text."""
    from mtgc.compiler.cards import format_card, load

    out = []
    for path in sorted(LIBRARY.glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        for card in load(str(path)):
            out.append({"text": format_card(card), "record": _record(card)})
        out.append({"text": text.rstrip("\n"), "record": None})
    lines: list[str] = []
    for corpus in CORPORA:
        if corpus.exists():
            lines.extend(corpus.read_text(encoding="utf-8").splitlines())
    for line in rng.sample(lines, min(corpus_sample, len(lines))):
        record = json.loads(line)
        out.append({"text": _record_text(record), "record": record})
    return out


def _record(card) -> dict:
    f = card.faces[0]
    return {
        "name": f.name, "manaCost": f.mana_cost, "type": f.type_line, "text": f.text,
        "power": f.power, "toughness": f.toughness, "loyalty": f.loyalty,
        "layout": card.layout,
    }  # fmt: skip


def _record_text(r: dict) -> str:
    first = r["name"] + (f" {r['manaCost']}" if r.get("manaCost") else "")
    lines = [first, r.get("type") or ""]
    if r.get("text"):
        lines.append(r["text"])
    if r.get("power") is not None or r.get("toughness") is not None:
        lines.append(f"{r.get('power') or ''}/{r.get('toughness') or ''}")
    elif r.get("loyalty") is not None:
        lines.append(f"Loyalty: {r['loyalty']}")
    elif r.get("defense") is not None:
        lines.append(f"Defense: {r['defense']}")
    return "\n".join(lines)


# --------------------------------------------------------------------------- mutations

SPECIAL = list("{}()[]\"'.,:;\u2014\u2013-\u2212\u2022*+/\n\t ") + [
    "\u00a0", "\ufeff", "\u200b", "\u2028", "\u2029", "\x85", "\r", "\x0b", "\x0c", "\x1b",
    "\x7f", "\u202e", "\u0301", "\U0001f600", "\uffff", "\U0010ffff",
]  # fmt: skip
GRANTS = [
    'Target creature gains "{}" until end of turn.',
    'Creatures you control have "{}"',
    'Equipped creature has "{}"',
    '"{}"',
    'It gains "{}"',
]


def random_char(rng: random.Random) -> str:
    kind = rng.random()
    if kind < 0.35:
        return rng.choice(SPECIAL)
    if kind < 0.45:
        return chr(rng.randrange(0xD800, 0xE000))  # a lone surrogate
    if kind < 0.55:
        return chr(rng.randrange(0, 0x20))  # a control character
    if kind < 0.75:
        return chr(rng.randrange(0x20, 0x7F))
    return chr(rng.randrange(0x80, 0x110000))


def _lines_op(text: str, rng: random.Random, op: str) -> str:
    lines = text.split("\n")
    i = rng.randrange(len(lines))
    if op == "dup":
        lines.insert(i, lines[i])
    elif op == "delete" and len(lines) > 1:
        del lines[i]
    elif op == "swap":
        j = rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    elif op == "blank":
        lines.insert(i, "")
    elif op == "separator":
        lines.insert(i, rng.choice(["----", "---", "----", " ----", "-----"]))
    return "\n".join(lines)


def _some_line(text: str, rng: random.Random) -> tuple[list[str], int]:
    lines = text.split("\n")
    # Rules text lines (after the name and type lines) are the interesting ones.
    i = rng.randrange(min(2, len(lines) - 1), len(lines)) if len(lines) > 2 else len(lines) - 1
    return lines, i


def mutate_text(text: str, rng: random.Random, names: list[str]) -> str:
    """Apply one mutation to card text; its name is appended to ``names``."""
    kinds = [
        ("insert", 8), ("delete", 6), ("replace", 6), ("unicode", 3), ("lines", 6),
        ("quotes", 2), ("parens", 2), ("unclosed", 2), ("number", 3), ("long", 2),
        ("truncate", 3), ("words", 3), ("merge", 1), ("whitespace", 2),
    ]  # fmt: skip
    kind = rng.choices([k for k, _ in kinds], [w for _, w in kinds])[0]
    names.append(kind)
    n = len(text)
    if kind == "insert":
        i = rng.randint(0, n)
        return text[:i] + "".join(random_char(rng) for _ in range(rng.randint(1, 3))) + text[i:]
    if kind == "delete":
        i = rng.randint(0, max(n - 1, 0))
        return text[:i] + text[i + rng.randint(1, 4) :]
    if kind == "replace":
        i = rng.randint(0, max(n - 1, 0))
        return text[:i] + random_char(rng) + text[i + 1 :]
    if kind == "unicode":
        i = rng.randint(0, n)
        junk = "".join(random_char(rng) for _ in range(rng.randint(5, 60)))
        return text[:i] + junk + text[i:]
    if kind == "lines":
        op = rng.choice(["dup", "delete", "swap", "swap", "blank", "separator"])
        names[-1] = f"lines-{op}"
        return _lines_op(text, rng, op)
    if kind == "quotes":
        depth = rng.choice([rng.randint(2, 40), rng.randint(100, 400), rng.randint(400, 1500)])
        lines, i = _some_line(text, rng)
        inner = lines[i] or "Draw a card."
        if rng.random() < 0.5:
            template = rng.choice(GRANTS)
            for _ in range(depth):
                inner = template.replace("{}", inner)
                if len(inner) > 200_000:
                    break
        else:
            inner = '"' * depth + inner + '"' * rng.choice([depth, depth - 1, 0])
        lines[i] = inner
        return "\n".join(lines)
    if kind == "parens":
        depth = rng.choice([rng.randint(2, 50), rng.randint(100, 1000), rng.randint(1000, 5000)])
        lines, i = _some_line(text, rng)
        open_, close = rng.choice([("(", ")"), (" (", ")"), ("(a ", " b)"), ("[", "]"), ("{", "}")])
        lines[i] = lines[i] + " " + open_ * depth + "reminder" + close * depth
        return "\n".join(lines)
    if kind == "unclosed":
        count = rng.choice([rng.randint(10, 500), rng.randint(1000, 20000)])
        lines, i = _some_line(text, rng)
        piece = rng.choice(["(", " (", "(x ", ")", "((", '"', "{", "[", "(-"])
        at = rng.randint(0, len(lines[i]))
        lines[i] = lines[i][:at] + piece * count + lines[i][at:]
        return "\n".join(lines)
    if kind == "number":
        digits = rng.choice([rng.randint(5, 30), rng.randint(300, 6000)])
        big = str(rng.randint(1, 9)) + "".join(rng.choice("0123456789") for _ in range(digits))
        spots = [k for k, c in enumerate(text) if c.isdigit() or c == "X"]
        if spots and rng.random() < 0.8:
            k = rng.choice(spots)
            return text[:k] + big + text[k + 1 :]
        return text + f"\n{big}/{big}"
    if kind == "long":
        lines, i = _some_line(text, rng)
        size = rng.choice(
            [rng.randint(700, 3000), rng.randint(3000, 30_000), rng.randint(30_000, 150_000)]
        )
        line = lines[i] or "Flying"
        sep = rng.choice([", ", " and ", " ", "", ". ", "\u2014"])
        unit = rng.choice([line, line.split(" ")[0] or "x", "target creature", "a"])
        out = [line]
        total = len(line)
        while total < size:
            out.append(unit)
            total += len(unit) + len(sep)
        lines[i] = sep.join(out)
        return "\n".join(lines)
    if kind == "truncate":
        return text[: rng.randint(0, n)]
    if kind == "words":
        words = text.split(" ")
        op = rng.choice(["swap", "dup", "delete", "case"])
        a, b = rng.randrange(len(words)), rng.randrange(len(words))
        if op == "swap":
            words[a], words[b] = words[b], words[a]
        elif op == "dup":
            words.insert(a, words[b])
        elif op == "delete" and len(words) > 1:
            del words[a]
        else:
            words[a] = words[a].swapcase()
        return " ".join(words)
    if kind == "merge":
        return text + "\n" + text  # two cards without the blank line between them
    # whitespace
    i = rng.randint(0, n)
    return text[:i] + rng.choice(["\t", "  ", "\r\n", "\n\n", " \n", "\u3000", "\n \n"]) + text[i:]


JSON_VALUES = [None, 0, -1, 1.5, True, "", [], {}, ["x"], {"a": 1}, "\ud800", "x" * 50, 10**30]


def mutate_record(record: dict, rng: random.Random, names: list[str]) -> dict:
    """A JSON-level mutation: a field's value swapped with another's, of the wrong type,
    deleted, or its text mutated as card text is."""
    record = dict(record)
    keys = list(record) or ["name"]
    op = rng.choice(["swap", "type", "delete", "text", "text", "text", "extra"])
    names.append(f"json-{op}")
    k = rng.choice(keys)
    if op == "swap":
        j = rng.choice(keys)
        record[k], record[j] = record.get(j), record.get(k)
    elif op == "type":
        record[k] = rng.choice(JSON_VALUES)
    elif op == "delete":
        record.pop(k, None)
    elif op == "extra":
        record[rng.choice(["faceName", "side", "defense", "loyalty", "card_faces"])] = rng.choice(
            JSON_VALUES
        )
    else:
        field = rng.choice(["text", "text", "name", "type", "manaCost", "power"])
        value = record.get(field)
        record[field] = mutate_text(value if isinstance(value, str) else "", rng, names)
    return record


def make_input(seed: int, index: int, pool: list[dict]) -> tuple[str, str, list[str], str]:
    """Input ``index`` of run ``seed``: (file suffix, content, mutations, --format)."""
    rng = random.Random(seed * 1_000_003 + index)
    names: list[str] = []
    base = rng.choice(pool)
    fmt = rng.choice(["text", "text", "jsonl", "json"])
    if base["record"] is None or rng.random() < 0.7:
        text = base["text"]
        if rng.random() < 0.15:  # a set file: several cards
            text += "\n\n" + rng.choice(pool)["text"]
        for _ in range(rng.choice([1, 1, 1, 2, 2, 3, 4])):
            text = mutate_text(text, rng, names)
        if rng.random() < 0.02:
            text = "\ufeff" + text
        return ".txt", text, names, fmt
    record = base["record"]
    for _ in range(rng.choice([1, 1, 2, 3])):
        record = mutate_record(record, rng, names)
    shape = rng.choice(["jsonl", "jsonl", "array", "atomic", "deep", "raw"])
    names.append(f"shape-{shape}")
    ascii_ = rng.random() < 0.7  # \ud800 escapes reach the pipeline as lone surrogates
    dump = lambda v: json.dumps(v, ensure_ascii=ascii_)  # noqa: E731
    if shape == "jsonl":
        other = rng.choice(pool)["record"] or record
        return ".jsonl", dump(record) + "\n" + dump(other) + "\n", names, fmt
    if shape == "array":
        return ".json", dump([record, record]), names, fmt
    if shape == "atomic":
        name = record.get("name") if isinstance(record.get("name"), str) else "x"
        return ".json", dump({"meta": {}, "data": {name: [record]}}), names, fmt
    if shape == "deep":
        depth = rng.choice([50, 500, 5000, 100_000])
        return ".json", "[" * depth + dump(record) + "]" * rng.choice([depth, 0]), names, fmt
    text = dump(record) + "\n" + dump(record)
    text = mutate_text(text, rng, names)  # character damage to the JSON itself
    return rng.choice([".jsonl", ".json"]), text, names, fmt


# --------------------------------------------------------------------------- checking


class Timeout(BaseException):
    """An input ran past ``--timeout`` (a BaseException: mtgc's own handlers let it by)."""


def _alarm(signum, frame):
    raise Timeout


def check_in_process(path: str, fmt: str, timeout: float) -> dict:
    """``mtgc check --format FMT PATH`` in this process: exit code, times, and what went
    wrong (None when nothing did)."""
    from mtgc.compiler import cli

    out_buf, err_buf = io.BytesIO(), io.BytesIO()
    out = io.TextIOWrapper(out_buf, encoding="utf-8", errors="strict")
    err = io.TextIOWrapper(err_buf, encoding="utf-8", errors="strict")
    saved = sys.stdout, sys.stderr
    problem = None
    code = None
    signal.signal(signal.SIGALRM, _alarm)
    wall, cpu = time.perf_counter(), time.process_time()
    try:
        sys.stdout, sys.stderr = out, err
        signal.setitimer(signal.ITIMER_REAL, timeout)
        try:
            code = cli.main(["check", "--format", fmt, path])
            out.flush()
            err.flush()
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
    except Timeout:
        problem = f"timeout: over {timeout} s"
    except BaseException as exc:  # noqa: BLE001 - the point is to catch anything
        problem = f"raised {type(exc).__name__}: {str(exc)[:300]}"
    finally:
        sys.stdout, sys.stderr = saved
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    if problem is None and code == 3:
        problem = "exit 3: " + _first_internal(out_buf.getvalue(), err_buf.getvalue())
    elif problem is None and code not in (0, 1, 2):
        problem = f"exit {code}"
    if problem is None and b"E900" in out_buf.getvalue():
        problem = "E900 in the output"
    return {"code": code, "wall": wall, "cpu": cpu, "problem": problem}


def _first_internal(out: bytes, err: bytes) -> str:
    for line in (err + b"\n" + out).decode("utf-8", "replace").splitlines():
        if "internal error" in line or "E900" in line:
            return line.strip()[:300]
    return "(no message)"


def check_subprocess(path: str, fmt: str) -> dict:
    """The real ``mtgc`` command on the input: exit code and strict UTF-8 output."""
    exe = shutil.which("mtgc", path=str(Path(sys.executable).parent)) or "mtgc"
    env = {**os.environ, "LC_ALL": "C.UTF-8", "PYTHONIOENCODING": ""}
    try:
        done = subprocess.run(
            [exe, "check", "--format", fmt, path], capture_output=True, timeout=120, env=env
        )
    except subprocess.TimeoutExpired:
        return {"problem": "subprocess: timeout over 120 s"}
    problem = None
    if done.returncode not in (0, 1, 2):
        problem = f"subprocess exit {done.returncode}: " + _first_internal(done.stdout, done.stderr)
    else:
        try:
            done.stdout.decode("utf-8")
            done.stderr.decode("utf-8")
        except UnicodeDecodeError as exc:
            problem = f"subprocess output is not UTF-8: {exc}"
    return {"problem": problem, "code": done.returncode}


# --------------------------------------------------------------------------- the run

_POOL: list[dict] = []
_ARGS: argparse.Namespace | None = None


def _init(pool: list[dict], args: argparse.Namespace) -> None:
    global _POOL, _ARGS
    _POOL, _ARGS = pool, args
    from mtgc.compiler import cli

    # ``mtgc`` builds its argument parser once per process; so does this long process
    # (building it, with the package's version looked up, would be half of each input's
    # time). Everything after the arguments are parsed is the command's own path.
    if not hasattr(cli.build_parser, "cache_info"):
        cli.build_parser = functools.cache(cli.build_parser)


def _input_path(workdir: str, index: int, suffix: str) -> str:
    return os.path.join(workdir, f"fuzz-{index}{suffix}")


def run_chunk(indices: range) -> dict:
    """Check the inputs ``indices``: counts, times and the failing inputs."""
    args = _ARGS
    assert args is not None
    workdir = tempfile.mkdtemp(prefix="mtgc-fuzz-")
    stats = {"n": 0, "wall": 0.0, "cpu": 0.0, "failures": [], "slow": [], "subprocess": 0,
             "codes": Counter(), "max_wall": 0.0, "max_cpu": 0.0, "rss": 0}  # fmt: skip
    try:
        for index in indices:
            suffix, content, names, fmt = make_input(args.seed, index, _POOL)
            path = _input_path(workdir, index, suffix)
            with open(path, "wb") as f:
                f.write(content.encode("utf-8", "surrogatepass"))
            r = check_in_process(path, fmt, args.timeout)
            if args.subprocess_every and index % args.subprocess_every == 0:
                stats["subprocess"] += 1
                sub = check_subprocess(path, fmt)
                if sub["problem"] and not r["problem"]:
                    r["problem"] = sub["problem"]
            stats["n"] += 1
            stats["wall"] += r["wall"]
            stats["cpu"] += r["cpu"]
            stats["max_wall"] = max(stats["max_wall"], r["wall"])
            stats["max_cpu"] = max(stats["max_cpu"], r["cpu"])
            stats["codes"][str(r["code"])] += 1
            note = {"index": index, "seed": args.seed, "mutations": names, "format": fmt,
                    "suffix": suffix, **r}  # fmt: skip
            if r["problem"]:
                stats["failures"].append(note)
                _save(args.out, path, note)
            elif r["wall"] > SLOW:
                stats["slow"].append(note)
                _save(args.out, path, note)
            os.unlink(path)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    stats["rss"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KB on Linux
    return stats


def _save(folder: str, path: str, note: dict) -> None:
    os.makedirs(folder, exist_ok=True)
    stem = os.path.join(folder, f"{note['seed']}-{note['index']}")
    shutil.copyfile(path, stem + note["suffix"])
    with open(stem + ".json", "w", encoding="utf-8") as f:
        json.dump(note, f, indent=1)


def retime(folder: str, note: dict, timeout: float) -> dict:
    """Time a slow input again, alone, with the parse memo empty."""
    from mtgc.compiler import pipeline

    pipeline._MEMO.clear()
    path = os.path.join(folder, f"{note['seed']}-{note['index']}{note['suffix']}")
    return check_in_process(path, note["format"], timeout)


def replay(target: str, timeout: float) -> int:
    """Check saved failing inputs again; exit 1 if any still fails."""
    files = [Path(target)] if Path(target).is_file() else sorted(Path(target).glob("*.json"))
    bad = 0
    for note_path in files:
        try:
            note = json.loads(note_path.read_text(encoding="utf-8"))
            data = note_path.with_suffix(note["suffix"])
            fmt = note["format"]
        except (ValueError, KeyError):
            continue  # an input file itself, not a note
        r = check_in_process(str(data), fmt, timeout)
        status = r["problem"] or ("slow" if r["wall"] > SLOW else "fine")
        bad += status != "fine"
        print(f"{data.name}: {status} (exit {r['code']}, {r['wall']:.3f} s wall, "
              f"{r['cpu']:.3f} s CPU; mutations {', '.join(note['mutations'])})")  # fmt: skip
    print(f"{len(files)} replayed, {bad} still failing")
    return 1 if bad else 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--inputs", type=int, default=100_000)
    p.add_argument("--seed", type=int, default=13)
    p.add_argument("--start", type=int, default=0, help="first input index")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--corpus-sample", type=int, default=3000, help="corpus cards mutated")
    p.add_argument("--timeout", type=float, default=30.0, help="stop an input after this")
    p.add_argument("--subprocess-every", type=int, default=1000, help="0: never")
    p.add_argument("--out", default="fuzz-failures", help="folder for failing inputs")
    p.add_argument("--replay", metavar="DIR_OR_NOTE", help="check saved failures again")
    args = p.parse_args(argv)
    os.environ.setdefault("MTGC_CACHE_DIR", str(ROOT / ".venv" / "mtgc-cache"))
    if args.replay:
        from mtgc.compiler.cli import _warm_up

        _warm_up(10_000)  # as in a run: the tables and node classes are loaded first
        return replay(args.replay, args.timeout)

    from mtgc.compiler.cli import _warm_up

    pool = seeds(args.corpus_sample, random.Random(args.seed))
    _warm_up(10_000)  # tables and every node class, before forking
    started = time.perf_counter()
    step = 500
    chunks = [range(i, min(i + step, args.start + args.inputs))
              for i in range(args.start, args.start + args.inputs, step)]  # fmt: skip
    total = {"n": 0, "wall": 0.0, "cpu": 0.0, "failures": [], "slow": [], "subprocess": 0,
             "codes": Counter(), "max_wall": 0.0, "max_cpu": 0.0, "rss": 0}  # fmt: skip
    if args.jobs > 1:
        import multiprocessing

        ctx = multiprocessing.get_context("fork")
        pool_ = ctx.Pool(args.jobs, initializer=_init, initargs=(pool, args))
        parts = pool_.imap_unordered(run_chunk, chunks)
    else:
        _init(pool, args)
        pool_ = None
        parts = map(run_chunk, chunks)
    try:
        _gather(parts, total, started)
    except KeyboardInterrupt:  # Ctrl-C (or kill -INT): the summary of the inputs done
        print("interrupted: the figures below are of the inputs checked so far", file=sys.stderr)
        if pool_ is not None:
            pool_.terminate()
            pool_ = None
    if pool_ is not None:
        pool_.close()
        pool_.join()
    elapsed = time.perf_counter() - started
    return _summary(args, pool, total, elapsed)


def _gather(parts, total: dict, started: float) -> None:
    for part in parts:
        for key in ("n", "wall", "cpu", "subprocess"):
            total[key] += part[key]
        for key in ("max_wall", "max_cpu", "rss"):
            total[key] = max(total[key], part[key])
        total["failures"] += part["failures"]
        total["slow"] += part["slow"]
        total["codes"].update(part["codes"])
        elapsed = time.perf_counter() - started
        print(f"{total['n']:>7,} inputs  {len(total['failures'])} internal errors  "
              f"{len(total['slow'])} over {SLOW:g} s (not yet re-timed)  "
              f"{total['n'] / elapsed:.0f} inputs/s", file=sys.stderr, flush=True)  # fmt: skip


def _summary(args: argparse.Namespace, pool: list[dict], total: dict, elapsed: float) -> int:
    _init(pool, args)
    slow = []
    for note in total["slow"]:
        again = retime(args.out, note, args.timeout)
        if again["problem"] or again["wall"] > SLOW:
            slow.append({**note, "retimed_wall": again["wall"], "retimed_cpu": again["cpu"]})
    kinds = Counter(f["problem"].split(":")[0] for f in total["failures"])
    n = max(total["n"], 1)
    print(f"\nmtgc fuzz run: seed {args.seed}, inputs {args.start}..{args.start + total['n'] - 1}")
    print(f"inputs checked:        {total['n']:,} ({total['subprocess']} also as a subprocess)")
    print(f"exit codes:            {dict(sorted(total['codes'].items()))}")
    print(f"internal errors:       {len(total['failures'])} {dict(kinds) if kinds else ''}")
    print(f"inputs over {SLOW:g} s:       {len(slow)} (of {len(total['slow'])} timed again alone)")
    print(f"time per input:        {total['wall'] / n * 1000:.2f} ms wall, "
          f"{total['cpu'] / n * 1000:.2f} ms CPU (mean); slowest {total['max_wall']:.3f} s wall, "
          f"{total['max_cpu']:.3f} s CPU")  # fmt: skip
    print(f"throughput:            {total['n'] / elapsed:.0f} inputs/s over {elapsed:.0f} s "
          f"with {args.jobs} job(s); largest worker {total['rss'] / 1024:.0f} MB")  # fmt: skip
    for f in total["failures"][:20] + slow[:20]:
        print(f"  {f['seed']}-{f['index']}{f['suffix']}: {f['problem'] or 'slow'} "
              f"({f['wall']:.2f} s; {', '.join(f['mutations'])})")  # fmt: skip
    if total["failures"] or slow:
        print(f"failing inputs are in {args.out}/ (replay: --replay {args.out})")
    return 1 if total["failures"] or slow else 0


if __name__ == "__main__":
    sys.exit(main())
