"""The ``mtgc`` command line, run as a subprocess the way a user runs it.

Contract (ARCHITECTURE.md, "The command line"): ``check`` prints
``file:line:col: error[CODE]: message``, the source line, a caret under the offending word
and a hint; exit 0 all good, 1 some face failed, 2 bad invocation or unreadable input
(one ``mtgc: error: ...`` line, never a traceback), 3 an internal error.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from mtgc.compiler import cli
from mtgc.compiler.cards import Face, load
from mtgc.compiler.pipeline import ERROR, OK, check_card, check_face

ROOT = Path(__file__).resolve().parents[2]
LIBRARY = ROOT / "cards"
CORPUS = ROOT.parent / "shared" / "corpus" / "oracle-cards.jsonl"

needs_corpus = pytest.mark.skipif(
    not CORPUS.is_file(),
    reason=f"../shared is absent: the corpus {CORPUS} is not available here",
)

TYPO_TEXT = "Whenever an equiped creature you control attacks, draw a card."
TYPO_CARD = f"Test Bear {{1}}{{G}}\nCreature \u2014 Bear\n{TYPO_TEXT}\n2/2\n"


def mtgc(*args: str, stdin: bytes | None = None, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    """Run ``python -m mtgc.compiler.cli ARGS`` and capture its output as text."""
    env = {**os.environ, "NO_COLOR": "1"}
    env.pop("MTGC_DEBUG", None)
    return subprocess.run(
        [sys.executable, "-m", "mtgc.compiler.cli", *args],
        input=stdin if stdin is not None else b"",
        capture_output=True,
        cwd=cwd,
        env=env,
        timeout=300,
    )


def text(stream: bytes) -> str:
    return stream.decode("utf-8")


def library_faces() -> int:
    return sum(len(card.faces) for card in load(str(LIBRARY)))


# --------------------------------------------------------------------------- check


def test_check_library_exits_0_when_every_card_parses():
    """Every card shipped in cards/ must parse and round-trip."""
    run = mtgc("check", "cards/")
    failures = re.findall(r"^(\S+):\d+:\d+: error", text(run.stdout), re.M)
    assert sorted(set(failures)) == [], "these cards in cards/ do not parse yet"
    assert run.returncode == 0
    faces = library_faces()
    assert f"checked {faces} faces: {faces} parsed, 0 errors" in text(run.stderr)


def test_check_typo_reports_place_line_and_caret(tmp_path):
    """A misspelt word is reported as file:line:col with a caret under the whole word."""
    card = tmp_path / "test_bear.txt"
    card.write_text(TYPO_CARD, encoding="utf-8")
    run = mtgc("check", str(card))
    assert run.returncode == 1
    out = text(run.stdout).splitlines()
    column = TYPO_TEXT.index("equiped") + 1
    assert column == 13
    assert out[0] == f"{card}:3:13: error[E100]: unexpected 'equiped'"
    source = next(i for i, line in enumerate(out) if line.endswith(TYPO_TEXT))
    assert out[source] == f"3 | {TYPO_TEXT}"
    caret = out[source + 1]
    assert caret.startswith("  | ")
    assert caret.index("^") - len("3 | ") + 1 == 13
    assert caret.strip(" |") == "^" * len("equiped")
    assert "  = card: Test Bear" in out
    assert any(line.startswith("  = hint: ") for line in out)
    assert "checked 1 face: 0 parsed, 1 error" in text(run.stderr)


def test_check_typo_hint_suggests_the_right_word(tmp_path):
    """Once "an equipped creature you control attacks" is in the grammar, the hint for the
    typo "equiped" names the word the grammar expected there."""
    correct = TYPO_TEXT.replace("equiped", "equipped")
    if check_face(Face("Test Bear", "Creature \u2014 Bear", text=correct)).status == ERROR:
        pytest.skip(f"the grammar does not accept {correct!r} yet, so no word to suggest")
    card = tmp_path / "test_bear.txt"
    card.write_text(TYPO_CARD, encoding="utf-8")
    run = mtgc("check", str(card))
    assert "  = hint: did you mean 'equipped'?" in text(run.stdout).splitlines()


def test_check_hint_suggests_a_close_word(tmp_path):
    """'targte' is one transposition away from 'target', which the grammar expects."""
    card = tmp_path / "typo.txt"
    card.write_text("Typo Spell {B}\nInstant\nDestroy targte creature.\n", encoding="utf-8")
    run = mtgc("check", str(card))
    assert run.returncode == 1
    out = text(run.stdout).splitlines()
    assert out[0] == f"{card}:3:9: error[E100]: unexpected 'targte'"
    assert "  = hint: did you mean 'target'?" in out


def test_check_reads_stdin():
    card = b"Test Elves {G}\nCreature \xe2\x80\x94 Elf Druid\n{T}: Add {G}.\n1/1\n"
    run = mtgc("check", "-", stdin=card)
    assert run.returncode == 0, text(run.stdout)
    assert "checked 1 face: 1 parsed, 0 errors" in text(run.stderr)


def test_check_quiet_prints_no_summary():
    run = mtgc("check", "--quiet", "cards/plains.txt")
    assert run.returncode == 0
    assert text(run.stderr) == ""
    assert text(run.stdout) == ""


def test_check_jsonl_is_one_face_result_per_line(tmp_path):
    card = tmp_path / "typo.txt"
    card.write_text(TYPO_CARD, encoding="utf-8")
    run = mtgc("check", "--format", "jsonl", "cards/plains.txt", str(card))
    assert run.returncode == 1
    rows = [json.loads(line) for line in text(run.stdout).splitlines()]
    assert [r["name"] for r in rows] == ["Plains", "Test Bear"]
    for row in rows:
        assert list(row) == ["name", "status", "diagnostics", "rendered"]
    assert rows[0]["diagnostics"] == []
    assert rows[0]["rendered"] == ""
    assert rows[1]["status"] == "error"
    assert rows[1]["rendered"] is None
    (d,) = rows[1]["diagnostics"]
    assert list(d) == ["code", "message", "line", "column", "hint"]
    assert (d["code"], d["message"], d["line"], d["column"]) == (
        "E100",
        "unexpected 'equiped'",
        3,
        13,
    )
    assert text(run.stderr) == ""  # machine formats print no summary


def test_check_jsonl_matches_face_result_as_dict():
    """jsonl is exactly FaceResult.as_dict(), one line per face, in input order."""
    run = mtgc("check", "--format", "jsonl", "cards/")
    expected = [r.as_dict() for card in load(str(LIBRARY)) for r in check_card(card)]
    assert [json.loads(line) for line in text(run.stdout).splitlines()] == expected


def test_check_json_is_one_document_with_summary():
    run = mtgc("check", "--format", "json", "cards/plains.txt", "cards/shock.txt")
    document = json.loads(text(run.stdout))
    assert [f["name"] for f in document["faces"]] == ["Plains", "Shock"]
    summary = document["summary"]
    assert summary["faces"] == 2
    assert summary["ok"] + summary["unsupported"] + summary["error"] == 2
    assert run.returncode == (1 if summary["error"] else 0)


def test_strict_fails_faces_that_are_not_executable():
    """Without --strict only `error` fails; with it, `unsupported` fails too."""
    (result,) = check_card(load(str(LIBRARY / "plains.txt"))[0])
    assert result.status != ERROR
    assert mtgc("check", "cards/plains.txt").returncode == 0
    strict = mtgc("check", "--strict", "cards/plains.txt")
    assert strict.returncode == (0 if result.status == OK else 1)
    if result.status != OK:
        assert re.match(r"cards/plains\.txt:1:1: error\[E\d+\]: ", text(strict.stdout))
        assert "--strict" in text(strict.stderr)


@pytest.mark.parametrize("fmt", ["text", "jsonl"])
def test_jobs_2_gives_the_same_output_as_jobs_1(fmt):
    one = mtgc("check", "--format", fmt, "--jobs", "1", "cards/")
    two = mtgc("check", "--format", fmt, "--jobs", "2", "cards/")
    assert (two.returncode, two.stdout, two.stderr) == (one.returncode, one.stdout, one.stderr)


@needs_corpus
def test_jobs_keeps_input_order_on_a_corpus_sample(tmp_path):
    sample = tmp_path / "sample.jsonl"
    with CORPUS.open(encoding="utf-8") as corpus:
        sample.write_text("".join(next(corpus) for _ in range(600)), encoding="utf-8")
    one = mtgc("check", "--format", "jsonl", str(sample))
    three = mtgc("check", "--format", "jsonl", "--jobs", "3", str(sample))
    assert three.stdout == one.stdout
    assert len(text(one.stdout).splitlines()) == 600


# --------------------------------------------------------------------------- bad input


def _bad_inputs(tmp: Path) -> dict[str, list[str]]:
    (tmp / "nocards").mkdir()
    (tmp / "nocards" / "notes.md").write_text("not a card file", encoding="utf-8")
    (tmp / "malformed.json").write_text('[{"name": "A", "type": ', encoding="utf-8")
    (tmp / "binary.txt").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    (tmp / "empty.txt").write_bytes(b"")
    (tmp / "long.txt").write_text("x" * 1_000_000 + "\n", encoding="utf-8")
    (tmp / "latin1.txt").write_bytes("Caf\u00e9 {1}\nCreature - Bear\n".encode("latin-1"))
    return {
        "missing file": ["check", str(tmp / "missing.txt")],
        "folder with no cards": ["check", str(tmp / "nocards")],
        "malformed JSON": ["check", str(tmp / "malformed.json")],
        "binary file": ["check", str(tmp / "binary.txt")],
        "empty file": ["check", str(tmp / "empty.txt")],
        "1 MB line": ["check", str(tmp / "long.txt")],
        "invalid UTF-8": ["check", str(tmp / "latin1.txt")],
        "empty stdin": ["check", "-"],
        "coverage of a missing file": ["coverage", str(tmp / "missing.txt")],
        "parse of a binary file": ["parse", str(tmp / "binary.txt")],
        "parse of an unknown card name": ["parse", "Lightnig Bolt"],
        "no command": [],
        "unknown option": ["check", "--frobnicate", "cards/"],
        "bad --jobs": ["check", "--jobs", "0", "cards/"],
        "bad --format": ["check", "--format", "xml", "cards/"],
    }


EXPECTED_MESSAGE = {
    "missing file": "missing.txt: no such file or folder",
    "folder with no cards": "no card files",
    "malformed JSON": "malformed.json:1:",
    "binary file": "binary file",
    "empty file": "it is empty",
    "1 MB line": "line is 1,000,000 characters long",
    "invalid UTF-8": "latin1.txt:1:4: invalid UTF-8",
    "empty stdin": "<stdin>: no cards",
    "coverage of a missing file": "no such file or folder",
    "parse of a binary file": "binary file",
    "parse of an unknown card name": "did you mean 'Lightning Bolt'?",
    "no command": "required: COMMAND",
    "unknown option": "unrecognized arguments: --frobnicate",
    "bad --jobs": "must be at least 1",
    "bad --format": "invalid choice",
}


@pytest.mark.parametrize("case", list(EXPECTED_MESSAGE))
def test_bad_input_is_one_message_and_exit_2(tmp_path, case):
    args = _bad_inputs(tmp_path)[case]
    run = mtgc(*args)
    err = text(run.stderr)
    assert run.returncode == 2, err
    assert "Traceback" not in err
    assert run.stdout == b""
    messages = [line for line in err.splitlines() if line.startswith("mtgc: error: ")]
    assert len(messages) == 1, err
    assert EXPECTED_MESSAGE[case] in messages[0]


def test_internal_error_is_one_line_and_exit_3(monkeypatch, capsys):
    """A defect of mtgc is reported in one line with exit code 3, not a traceback."""

    def broken(args, out, err):
        raise RuntimeError("simulated defect\nsecond line")

    monkeypatch.setattr(cli, "cmd_check", broken)
    monkeypatch.delenv("MTGC_DEBUG", raising=False)
    assert cli.main(["check", str(LIBRARY / "plains.txt")]) == 3
    err = capsys.readouterr().err
    assert err.startswith("mtgc: internal error: RuntimeError: simulated defect ")
    assert len(err.splitlines()) == 1


# --------------------------------------------------------------------------- coverage


def test_coverage_prints_parse_rate_first():
    run = mtgc("coverage", "cards/")
    assert run.returncode == 0
    lines = text(run.stdout).splitlines()
    assert re.match(r"parse rate: +\d+\.\d%  \(\d+ of \d+ faces", lines[1])
    assert any(line.startswith("round trip:") for line in lines[:12])
    assert "by card type:" in lines
    assert "by layout:" in lines


def test_coverage_json_for_machines():
    run = mtgc("coverage", "--json", "--top", "2", "cards/")
    figures = json.loads(text(run.stdout))
    faces = library_faces()
    assert figures["faces"] == faces
    assert sum(figures["status"].values()) == faces
    assert figures["parse_rate"] == figures["parsed"] / faces
    assert len(figures["clusters"]) <= 2
    assert sum(row["faces"] for row in figures["by_type"]) == faces
    assert sum(row["faces"] for row in figures["by_layout"]) == faces


def test_coverage_clusters_group_by_message(tmp_path):
    cards = tmp_path / "typos.txt"
    cards.write_text(
        "One {B}\nInstant\nDestroy targte creature.\n\n"
        "Two {B}\nSorcery\nDestroy targte artifact.\n",
        encoding="utf-8",
    )
    figures = json.loads(text(mtgc("coverage", "--json", str(cards)).stdout))
    (cluster,) = figures["clusters"]
    assert (cluster["code"], cluster["message"], cluster["count"]) == (
        "E100",
        "unexpected 'targte'",
        2,
    )
    assert [e["name"] for e in cluster["examples"]] == ["One", "Two"]
    assert figures["parse_rate"] == 0.0


def test_coverage_ok_rate_by_keyword_and_rules_area(tmp_path):
    """Issue 14: the ok rate by CR 702 keyword ability and by rules area, with the area
    whose node keeps a face from running."""
    cards = tmp_path / "mixed.txt"
    cards.write_text(
        "Sky Bear {1}{W}\nCreature — Bear\nFlying\n2/2\n\n"
        "Sky Diver {U}\nCreature — Bird\nFlying\nSoulbond\n1/1\n",
        encoding="utf-8",
    )
    figures = json.loads(text(mtgc("coverage", "--json", str(cards)).stdout))
    keywords = {row["name"]: row for row in figures["by_keyword"]}
    assert (keywords["flying"]["rule"], keywords["flying"]["faces"]) == ("702.9", 2)
    assert keywords["flying"]["ok"] == 1  # soulbond (CR 702.95) has no runtime yet
    assert (keywords["soulbond"]["faces"], keywords["soulbond"]["ok"]) == (1, 0)
    areas = {row["name"]: row for row in figures["by_area"]}
    assert areas["keywords"]["faces"] == 2 and areas["keywords"]["blocked"] == 1
    printed = text(mtgc("coverage", str(cards)).stdout)
    assert "ok by CR 702 keyword ability" in printed and "ok by rules area" in printed


# --------------------------------------------------------------------------- parse


def test_parse_library_card_by_name_prints_ast_and_rendering():
    run = mtgc("parse", "lIGHTNING bOLT")
    assert run.returncode == 0
    out = text(run.stdout)
    assert out.startswith("Lightning Bolt  (")
    assert "ability 1: " in out
    assert re.search(r"^    \w+: ", out, re.M), "fields are indented below their node"
    assert "rendered:\n  Lightning Bolt deals 3 damage to any target.\n" in out


def test_parse_text_as_cardname():
    run = mtgc("parse", "--text", "CARDNAME deals 2 damage to any target.")
    assert run.returncode == 0, text(run.stdout)
    assert text(run.stdout).startswith("CARDNAME  (<text>:1:1; status ")
    assert "rendered:\n  CARDNAME deals 2 damage to any target.\n" in text(run.stdout)


def test_parse_reports_errors_with_caret():
    run = mtgc("parse", "--text", "Destroy targte creature.")
    assert run.returncode == 1
    assert "<text>:1:9: error[E100]: unexpected 'targte'" in text(run.stdout)


def test_parse_file_and_stdin_agree():
    from_file = mtgc("parse", "cards/shock.txt")
    from_stdin = mtgc("parse", "-", stdin=(LIBRARY / "shock.txt").read_bytes())
    assert from_file.returncode == from_stdin.returncode == 0
    body = text(from_file.stdout).split("\n", 1)[1]
    assert text(from_stdin.stdout).split("\n", 1)[1] == body


def test_mtgc_script_is_installed():
    script = Path(sys.executable).with_name("mtgc")
    if not script.exists():
        pytest.skip(f"no mtgc script next to {sys.executable}")
    run = subprocess.run(
        [str(script), "check", "cards/plains.txt"], capture_output=True, cwd=ROOT, timeout=60
    )
    assert run.returncode == 0
    assert b"checked 1 face: 1 parsed, 0 errors" in run.stderr


def test_an_internal_error_in_lowering_is_e900_and_exit_3(monkeypatch, capsys, tmp_path):
    """A defect of mtgc is never shown as anything else: an exception while lowering a
    face makes it an error with an E900 diagnostic at the face, and ``check`` exits 3."""
    from mtgc.compiler import lower

    def broken(face, abilities):
        raise AttributeError("'Node' object has no attribute 'name'")

    monkeypatch.setattr(lower, "lower_face", broken)
    path = tmp_path / "shock.txt"
    path.write_text((LIBRARY / "shock.txt").read_text())
    (result,) = check_card(load(str(path))[0])
    assert result.status == ERROR and result.notes == ()
    assert [d.code for d in result.diagnostics] == ["E900"]
    assert "internal error lowering the face: AttributeError" in result.diagnostics[0].message
    assert cli.main(["check", "--format", "jsonl", str(path)]) == 3
    assert '"code": "E900"' in capsys.readouterr().out
