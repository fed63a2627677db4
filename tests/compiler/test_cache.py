"""The cache directory and what mtgc keeps in it (issue 13, item 7; issue 15): where it is,
what happens when it can't be written, the caches of compiled code, and the bounded memo
of parsed lines."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
from pathlib import Path

import mtgc
from mtgc import _codecache
from mtgc.compiler import pipeline

PROBE = "import mtgc, mtgc.compiler; print(mtgc.cache_dir()); print(mtgc.cache_dir())"


def _env(tmp_path: Path, **extra: str) -> dict[str, str]:
    """An environment whose home, cache home and temp directory are under ``tmp_path``,
    without ``MTGC_CACHE_DIR`` unless given."""
    env = {k: v for k, v in os.environ.items() if k != "MTGC_CACHE_DIR"}
    for name in ("home", "cache", "tmp"):
        (tmp_path / name).mkdir(exist_ok=True)
    env.update(
        HOME=str(tmp_path / "home"),
        XDG_CACHE_HOME=str(tmp_path / "cache"),
        TMPDIR=str(tmp_path / "tmp"),
    )
    env.update(extra)
    return env


def _python(code: str, env: dict[str, str], cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", code], env=env, cwd=cwd, capture_output=True, text=True
    )


def test_the_default_cache_is_in_the_users_cache_directory_and_never_shadows_the_package(
    tmp_path: Path,
) -> None:
    """The cache is in the user's cache directory, in a folder whose name is not a Python
    identifier: Python run from the folder that holds it still imports the installed
    package (a folder named ``mtgc`` there would be imported instead, as an empty
    namespace package), and nothing named ``mtgc`` is made in the temp directory."""
    env = _env(tmp_path, PYTHONDONTWRITEBYTECODE="1")  # the bytecode cache writes too
    done = _python(PROBE, env, tmp_path / "tmp")
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    where = Path(done.stdout.splitlines()[0])
    assert where == tmp_path / "cache" / "mtgc-cache"
    assert where.is_dir()
    assert not where.name.isidentifier()
    assert not (tmp_path / "tmp" / "mtgc").exists()
    assert not (tmp_path / "cache" / "mtgc").exists()
    again = _python("import mtgc.compiler.pipeline; print('imported')", env, where.parent)
    assert again.returncode == 0, again.stderr
    assert again.stdout == "imported\n"


def test_mtgc_cache_dir_overrides_the_default(tmp_path: Path) -> None:
    chosen = tmp_path / "chosen"
    done = _python(PROBE, _env(tmp_path, MTGC_CACHE_DIR=str(chosen)), tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [str(chosen), str(chosen)]
    assert chosen.is_dir()


def test_an_unwritable_cache_is_reported_once_and_a_private_one_kept_between_runs(
    tmp_path: Path,
) -> None:
    """A cache directory that can't be written (here: below a regular file, which fails
    for root too) is reported once per process, and a private directory in the temp
    directory is used instead: the same one in the next process, so what was built there
    is found again rather than rebuilt on every run."""
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    env = _env(tmp_path, MTGC_CACHE_DIR=str(blocker / "cache"))
    first = _python(PROBE, env, tmp_path)
    second = _python(PROBE, env, tmp_path)
    assert first.returncode == 0 and second.returncode == 0, first.stderr + second.stderr
    for done in (first, second):
        warnings = done.stderr.splitlines()
        assert len(warnings) == 1
        assert warnings[0].startswith("mtgc: warning: the cache directory ")
        assert str(blocker / "cache") in warnings[0]
    private = first.stdout.splitlines()
    assert private[0] == private[1] == second.stdout.splitlines()[0]
    assert Path(private[0]).parent == tmp_path / "tmp"
    assert Path(private[0]).name.startswith("mtgc-cache-")
    assert os.access(private[0], os.W_OK)


def test_the_cache_paths_of_the_tables_follow_an_unwritable_cache_to_the_private_one(
    tmp_path: Path,
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    env = _env(tmp_path, MTGC_CACHE_DIR=str(blocker / "cache"))
    code = (
        "import mtgc\nfrom mtgc import grammar\n"
        "print(grammar._cache_path(grammar.grammar_text(), 'tables'))\nprint(mtgc.cache_dir())"
    )
    done = _python(code, env, tmp_path)
    assert done.returncode == 0, done.stderr
    tables, private = done.stdout.splitlines()
    assert os.path.dirname(tables) == private


def test_module_bytecode_is_kept_in_the_cache_when_python_writes_none(tmp_path: Path) -> None:
    """With ``PYTHONDONTWRITEBYTECODE`` mtgc's modules' bytecode goes to the cache
    directory (not beside the sources); a damaged cached file is compiled again."""
    cache = tmp_path / "cache"
    env = _env(tmp_path, MTGC_CACHE_DIR=str(cache), PYTHONDONTWRITEBYTECODE="1")
    code = (
        "import mtgc.compiler.pipeline as p\n"
        "print(type(p.__spec__.loader).__name__)\n"
        "print(p.MEMO_SIZE)"
    )
    first = _python(code, env, tmp_path)
    assert first.returncode == 0, first.stderr
    assert first.stdout.splitlines() == ["_CachedSourceLoader", str(pipeline.MEMO_SIZE)]
    written = list((cache / "bytecode").glob("*.pyc"))
    assert len(written) >= 3
    for pyc in written:
        pyc.write_bytes(pyc.read_bytes()[:20])  # truncated
    second = _python(code, env, tmp_path)
    assert second.returncode == 0, second.stderr
    assert second.stdout == first.stdout


def test_cached_regular_expressions_are_the_patterns_re_compiles(tmp_path: Path, monkeypatch):
    """A pattern made from the cached compiled code equals ``re.compile``'s (same code,
    flags and groups) and matches the same way, for the lexer's kind of patterns: a union
    of named groups, case-insensitive."""
    monkeypatch.setenv("MTGC_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(_codecache, "_REGEX", None)
    patterns = [
        ("(?P<FLYING>flying)|(?P<WORD>[a-z]+(?:'s)?)|(?P<NUMBER>\\d+)", re.IGNORECASE),
        ("\\{(?:[wubrgcsx]|\\d+)(?:/[wubrgp])?\\}", re.IGNORECASE),
        ("(?:time lord|human|elf)(?![a-z])", 0),
    ]
    first = [_codecache.compile_regex(p, f) for p, f in patterns]
    _codecache.save_regex()
    assert list(tmp_path.glob("regex-*.marshal"))
    monkeypatch.setattr(_codecache, "_REGEX", None)  # as a new process: read the file
    again = [_codecache.compile_regex(p, f) for p, f in patterns]
    assert _codecache._REGEX is not None and len(_codecache._REGEX) == 3
    for (pattern, flags), a, b in zip(patterns, first, again, strict=True):
        expected = re.compile(pattern, flags)
        assert a == expected and b == expected
        assert b.groupindex == expected.groupindex
    assert again[0].match("Flying").lastgroup == "FLYING"
    assert again[0].match("GOBLIN's").group(0) == "GOBLIN's"
    assert again[1].fullmatch("{2/W}") and not again[1].fullmatch("{Z}")


def test_the_line_memo_is_bounded_and_keeps_the_lines_used_last(monkeypatch) -> None:
    """A long-running process checking ever new text keeps at most MEMO_SIZE parsed lines,
    dropping the least recently used: a line used again stays."""
    monkeypatch.setattr(pipeline, "MEMO_SIZE", 3)
    monkeypatch.setattr(pipeline, "_MEMO", type(pipeline._MEMO)())
    lines = ["Flying", "Vigilance", "Trample", "Haste", "Reach"]
    for line in lines[:3]:
        pipeline.parse_ability(line)
    pipeline.parse_ability("Flying")  # used again: now the most recent
    for line in lines[3:]:
        pipeline.parse_ability(line)
    assert list(pipeline._MEMO) == ["Flying", "Haste", "Reach"]
    assert pipeline.parse_ability("Trample") is pipeline._MEMO["Trample"]
    assert len(pipeline._MEMO) == 3


def test_the_first_run_says_what_it_builds_and_how_far_it_has_got() -> None:
    from mtgc import grammar
    from mtgc.grammar import lalr

    out = io.StringIO()
    progress = grammar._Progress(out)
    before = {name: lalr.Analyzer.__dict__.get(name) for name, _ in progress.STEPS}
    assert all(before.values())  # every step is the analyzer's own (grammar/lalr.py)
    progress.step("reading the grammar")
    with progress.analysis(lalr.Analyzer):
        for name, _ in progress.STEPS:  # each step is reported
            assert lalr.Analyzer.__dict__[name] is not before[name]
    after = {name: lalr.Analyzer.__dict__.get(name) for name, _ in progress.STEPS}
    assert after == before  # the analysis is left as it was
    progress.finish()
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("mtgc: building the parser tables from the grammar, once")
    assert mtgc.cache_dir() in lines[0]
    assert re.fullmatch(r"mtgc: \[1/8\] reading the grammar \(\d+ s\)", lines[1])
    assert re.fullmatch(r"mtgc: parser tables built in \d+ s", lines[2])


def test_the_lowering_cache_is_bounded_and_lets_dropped_trees_go(monkeypatch) -> None:
    """The lowering cache holds each ability node it has lowered (keyed by identity); it
    is bounded too, so the trees the parse memo drops are freed."""
    from mtgc.compiler import lower
    from mtgc.compiler.cards import Face

    monkeypatch.setattr(lower, "CACHE_SIZE", 2)
    monkeypatch.setattr(lower, "_CACHE", type(lower._CACHE)())
    lines = ["Flying", "Vigilance", "Trample"]
    nodes = [pipeline.parse_ability(line) for line in lines]
    for node in nodes:
        lower.lower_face(Face("Test Bear", "Creature \u2014 Bear", "{1}{G}", "", "2", "2"), [node])
    assert len(lower._CACHE) == 2
    assert [entry[0] for entry in lower._CACHE.values()] == nodes[1:]
