"""The public API (issue 13): ``mtgc.load``, ``mtgc.check``, ``mtgc.compile`` and
``mtgc.card``, with the examples of their docstrings and of the README run as doctests."""

from __future__ import annotations

import doctest
import subprocess
import sys
from pathlib import Path

import pytest

import mtgc
from mtgc.compiler.cards import CardNotFound

ROOT = Path(__file__).resolve().parents[2]


def test_the_docstring_examples_run():
    results = doctest.testmod(mtgc, optionflags=doctest.ELLIPSIS)
    assert results.attempted >= 10 and results.failed == 0


def test_the_readme_examples_run(tmp_path, monkeypatch):
    """The README's Python API section: check a card text, write a new card file, check it
    with ``mtgc check``, compile it and play it in a scenario."""
    monkeypatch.chdir(tmp_path)
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## Python API") :]
    # A code fence ends an example's expected output, as a blank line does.
    section = "\n".join("" if line.startswith("```") else line for line in section.split("\n"))
    test = doctest.DocTestParser().get_doctest(section, {}, "README.md", "README.md", 0)
    assert len(test.examples) >= 15
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.summarize(verbose=False).failed == 0
    assert (tmp_path / "ember_shot.txt").exists()


def test_import_mtgc_loads_no_compiler():
    """Start-up: ``import mtgc`` and its API functions import nothing of the compiler."""
    script = (
        "import sys, mtgc\n"
        "assert callable(mtgc.load) and callable(mtgc.compile) and callable(mtgc.card)\n"
        "print(sorted(m for m in sys.modules if m.startswith(('mtgc.compiler', 'lark'))))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_load_reads_text_paths_and_path_objects(tmp_path):
    text = "Shock {R}\nInstant\nShock deals 2 damage to any target.\n"
    path = tmp_path / "shock.txt"
    path.write_text(text, encoding="utf-8")
    from_text, from_str, from_path = mtgc.load(text), mtgc.load(str(path)), mtgc.load(path)
    assert [c.name for c in from_text + from_str + from_path] == ["Shock"] * 3
    assert from_path[0].source == str(path) and from_text[0].source == "<text>"


def test_compile_gives_card_definitions_that_run():
    """CR 120.3: the compiled Shock deals 2 damage."""
    from mtgc.runtime.scenario import PlayerRef, Scenario

    (shock,) = mtgc.compile("Shock {R}\nInstant\nShock deals 2 damage to any target.\n")
    s = Scenario()
    s.battlefield(0, mtgc.card("Mountain"))
    s.cast(0, s.hand(0, shock)[0], targets=(PlayerRef(1),))
    s.resolve()
    assert s.life(1) == 18


def test_compile_names_the_node_that_cant_run_and_where():
    text = "Test Bear {1}{G}\nCreature \u2014 Bear\nFlying\nSoulbond\n2/2\n"
    with pytest.raises(mtgc.NotExecutableError) as info:
        mtgc.compile(text)
    error = info.value
    assert error.face == "Test Bear" and error.status == "unsupported"
    assert error.nodes == ("'Soulbond' (CR 702.95) parses but can't run yet",)
    (note,) = error.diagnostics
    assert (note.code, note.line, note.column) == ("E300", 4, 1)
    assert str(error).startswith("<text>:4:1: Test Bear: 'Soulbond'")
    assert isinstance(error, mtgc.CompileError)


def test_compile_of_a_wrong_card_is_a_card_text_error():
    with pytest.raises(mtgc.CardTextError) as info:
        mtgc.compile("Serra Angel 3WW\nCreature \u2014 Angel\nFlying, vigilance\n4/4\n")
    (d,) = info.value.diagnostics
    assert (d.code, d.line, d.column, d.hint) == ("E410", 1, 13, "write it as {3}{W}{W}")


def test_card_looks_up_the_library_then_a_corpus(tmp_path):
    assert mtgc.card("GRIZZLY BEARS").power == 2
    with pytest.raises(CardNotFound, match="did you mean 'Grizzly Bears'"):
        mtgc.card("Grizly Bears")
    extra = tmp_path / "extra.jsonl"
    extra.write_text(
        '{"name": "Ember Shot", "manaCost": "{1}{R}", "type": "Instant", '
        '"text": "Ember Shot deals 2 damage to any target."}\n'
        '{"name": "Other", "type": "Instant", "text": "Draw a card."}\n',
        encoding="utf-8",
    )
    assert mtgc.card("ember shot", corpus=extra).name == "Ember Shot"
    with pytest.raises(LookupError, match="no card named 'Nothing' in"):
        mtgc.card("Nothing", corpus=extra)
