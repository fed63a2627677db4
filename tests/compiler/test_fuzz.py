"""Fuzzing the front end: no card text, however broken, makes ``check_face`` raise or hang
(STYLE.md, practice 8: never crash, never drop).

Inputs are arbitrary text and real card lines from ``cards/`` with characters and words
inserted, deleted and replaced. Each example must finish within the hypothesis deadline
and give a well-formed result: a known status, and for ``error`` at least one diagnostic
that points inside the text.
"""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from mtgc.compiler.cards import Face, load
from mtgc.compiler.pipeline import ERROR, OK, UNSUPPORTED, FaceResult, check_face
from mtgc.compiler.report import format_failure

LIBRARY = Path(__file__).resolve().parents[2] / "cards"

FUZZ = settings(
    max_examples=200,
    deadline=timedelta(seconds=2),
    suppress_health_check=[HealthCheck.too_slow],
    derandomize=True,
)


def _library() -> tuple[list[str], list[str], list[tuple[str, str]]]:
    lines: list[str] = []
    faces: list[tuple[str, str]] = []
    for card in load(str(LIBRARY)):
        for face in card.faces:
            faces.append((face.name, face.type_line))
            lines.extend(line for line in face.text.split("\n") if line.strip())
    words = sorted({w for line in lines for w in line.split()})
    return lines, words, faces


LINES, WORDS, FACES = _library()

# Characters that matter to the normalizer and the grammar, plus some that never occur.
SPECIAL = list("{}()[]\"'.,:;\u2014\u2013-\u2212\u2022*+/\n\t ") + ["\u00a0", "\ufeff", "\x00"]
chars = st.one_of(st.characters(), st.sampled_from(SPECIAL))


def assert_well_formed(face: Face, result: FaceResult) -> None:
    assert result.status in (OK, UNSUPPORTED, ERROR)
    if result.status == ERROR:
        assert result.diagnostics
        assert result.rendered is None or isinstance(result.rendered, str)
    else:
        assert result.diagnostics == ()
        assert isinstance(result.rendered, str)
    lines = face.text.split("\n")
    for d in result.diagnostics:
        assert d.code and d.message
        assert 1 <= d.line <= max(len(lines), 1), d
        assert d.column >= 1, d
        assert d.length >= 1, d
    format_failure(result, strict=True)  # the report renders every result


@st.composite
def mutated_lines(draw) -> str:
    """A real card line with random edits of characters and words."""
    text = draw(st.sampled_from(LINES))
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(["insert", "delete", "replace", "word", "drop word"]))
        i = draw(st.integers(0, len(text)))
        if kind == "insert":
            text = text[:i] + draw(chars) + text[i:]
        elif kind == "delete":
            text = text[:i] + text[i + 1 :]
        elif kind == "replace":
            text = text[:i] + draw(chars) + text[i + 1 :]
        else:
            words = text.split(" ")
            k = draw(st.integers(0, max(len(words) - 1, 0)))
            if kind == "word":
                words.insert(k, draw(st.sampled_from(WORDS)))
            elif len(words) > 1:
                del words[k]
            text = " ".join(words)
    return text


@FUZZ
@given(text=st.text(alphabet=chars, max_size=300), face=st.sampled_from(FACES))
def test_arbitrary_text_never_raises(text, face):
    name, type_line = face
    f = Face(name=name, type_line=type_line, text=text)
    assert_well_formed(f, check_face(f, "<fuzz>", 1))


@FUZZ
@given(
    lines=st.lists(mutated_lines(), min_size=1, max_size=3),
    face=st.sampled_from(FACES),
)
@example(lines=["Add {01}"], face=("Air Elemental", "Creature \u2014 Elemental"))  # once raised
@example(lines=["(Flying)", ")(", "\u2022"], face=("Air Elemental", "Creature"))
def test_mutated_card_text_never_raises(lines, face):
    name, type_line = face
    f = Face(name=name, type_line=type_line, text="\n".join(lines))
    assert_well_formed(f, check_face(f, "<fuzz>", 1))


@FUZZ
@given(line=st.sampled_from(LINES), name=st.text(min_size=1, max_size=40))
def test_any_card_name_never_raises(line, name):
    """Card names are regex-escaped into the normalizer; odd names must not break it."""
    f = Face(name=name, type_line="Legendary Creature \u2014 Human", text=line)
    assert_well_formed(f, check_face(f, "<fuzz>", 1))
