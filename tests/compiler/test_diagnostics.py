"""Diagnostics for people (compiler/report.py) and where the pipeline places them.

STYLE.md practice 7: an error a person can act on names the file, line and column, shows
the line with a caret under the offending word, and says what was expected.
"""

from __future__ import annotations

import pytest

from mtgc.compiler.cards import loads
from mtgc.compiler.diagnostics import PARSE_ERROR, UNEXPECTED_END, Diagnostic
from mtgc.compiler.pipeline import ERROR, UNSUPPORTED, FaceResult, check_card
from mtgc.compiler.report import (
    PLAIN,
    UNSUPPORTED_CODE,
    Style,
    counts,
    failed,
    format_diagnostic,
    format_failure,
    summary_line,
)


def result(status: str = ERROR, *diagnostics: Diagnostic, name: str = "Test Bear") -> FaceResult:
    return FaceResult(name, status, diagnostics, None, (), "cards/test.txt", 1)


def check(text: str, source: str = "cards/test.txt") -> FaceResult:
    (face,) = check_card(loads(text, source)[0])
    return face


def caret_column(block: str) -> tuple[int, int]:
    """(1-based column, width) of the caret in a formatted block."""
    lines = block.split("\n")
    source = next(i for i, line in enumerate(lines) if line.startswith(("1 |", "3 |", "4 |")))
    bar = lines[source].index("|") + 2
    caret = lines[source + 1]
    start = caret.index("^")
    return start - bar + 1, len(caret) - start


# --------------------------------------------------------------------------- formatting


def test_block_has_place_code_line_caret_and_hint():
    d = Diagnostic(PARSE_ERROR, "unexpected 'targte'", 3, 9, "did you mean 'target'?",
                   "Destroy targte creature.", 6)  # fmt: skip
    block = format_diagnostic(result(ERROR, d), d)
    assert block == (
        "cards/test.txt:3:9: error[E100]: unexpected 'targte'\n"
        "  |\n"
        "3 | Destroy targte creature.\n"
        "  |         ^^^^^^\n"
        "  = card: Test Bear\n"
        "  = hint: did you mean 'target'?"
    )


def test_caret_width_is_the_diagnostic_length():
    d = Diagnostic(PARSE_ERROR, "unexpected 'creature'", 1, 16, "", "Destroy target creature.", 8)
    assert caret_column(format_diagnostic(result(ERROR, d), d)) == (16, 8)


def test_caret_after_the_end_of_the_line():
    """'the ability ends too early' points just past the last character."""
    d = Diagnostic(UNEXPECTED_END, "the ability ends too early", 1, 16, "", "Destroy target", 1)
    assert caret_column(format_diagnostic(result(ERROR, d), d)) == (16, 1)


def test_tabs_before_the_word_keep_the_caret_aligned():
    d = Diagnostic(PARSE_ERROR, "unexpected 'x'", 1, 3, "", "\t\tx", 1)
    block = format_diagnostic(result(ERROR, d), d)
    assert block.split("\n")[3] == "  | \t\t^"


def test_no_hint_line_without_a_hint_and_no_snippet_without_a_line():
    d = Diagnostic(PARSE_ERROR, "unexpected 'x'", 2, 1)
    assert format_diagnostic(result(ERROR, d), d) == (
        "cards/test.txt:2:1: error[E100]: unexpected 'x'\n  = card: Test Bear"
    )


def test_wide_line_numbers_widen_the_gutter():
    d = Diagnostic(PARSE_ERROR, "unexpected 'x'", 1234, 1, "", "x", 1)
    lines = format_diagnostic(result(ERROR, d), d).split("\n")
    assert lines[1:4] == ["     |", "1234 | x", "     | ^"]


def test_colors_only_when_asked():
    d = Diagnostic(PARSE_ERROR, "unexpected 'x'", 1, 1, "", "x", 1)
    assert "\x1b[" not in format_diagnostic(result(ERROR, d), d, PLAIN)
    assert "\x1b[1;31m" in format_diagnostic(result(ERROR, d), d, Style(True))


def test_unsupported_fails_only_when_strict():
    r = result(UNSUPPORTED)
    assert format_failure(r, strict=False) is None
    assert not failed(r, strict=False)
    block = format_failure(r, strict=True)
    assert block is not None
    assert block.startswith(f"cards/test.txt:1:1: error[{UNSUPPORTED_CODE}]: ")
    assert failed(r, strict=True)


def test_summary_line_counts_faces_by_status():
    results = [result(UNSUPPORTED), result(UNSUPPORTED), result(ERROR)]
    assert counts(results) == {"faces": 3, "parsed": 2, "ok": 0, "unsupported": 2, "error": 1}
    assert summary_line(results) == "checked 3 faces: 2 parsed, 1 error (0 ok, 2 unsupported)"
    assert summary_line(results[:1]) == "checked 1 face: 1 parsed, 0 errors (0 ok, 1 unsupported)"
    assert summary_line(results, strict=True).endswith(
        "; --strict: 2 unsupported count as failures"
    )


# --------------------------------------------------------------------------- placement


def test_typo_is_located_in_the_card_file():
    """Line and column count in the card file, not in the normalized ability."""
    r = check("Typo Spell {B}\nInstant\nDestroy targte creature.\n")
    assert r.status == ERROR
    (d,) = r.diagnostics
    assert (d.code, d.message, d.line, d.column, d.length) == (
        PARSE_ERROR,
        "unexpected 'targte'",
        3,
        9,
        6,
    )
    assert d.source_line == "Destroy targte creature."
    assert d.hint == "did you mean 'target'?"


def test_location_survives_reminder_text_and_self_reference():
    """Reminder text is removed and the card's name replaced before parsing; the column
    still points at the original text."""
    text = "Typo Spell {R}\nInstant\n(Reminder.) Typo Spell deals 2 damage to any targte.\n"
    r = check(text)
    (d,) = r.diagnostics
    line = "(Reminder.) Typo Spell deals 2 damage to any targte."
    assert (d.line, d.column) == (3, line.index("targte") + 1)
    assert d.message == "unexpected 'targte'"
    block = format_diagnostic(r, d)
    assert caret_column(block) == (line.index("targte") + 1, len("targte"))


@pytest.mark.parametrize("text", ["Destroy target", "Draw a card and"])
def test_unfinished_ability_points_past_its_end(text):
    """An ability that stops too early is E101 with the caret just past its end."""
    r = check(f"Short Spell {{B}}\nInstant\n{text}\n")
    (d,) = r.diagnostics
    assert d.code == UNEXPECTED_END
    assert (d.line, d.column) == (3, len(text) + 1)
    assert d.hint.startswith("expected one of: ")


def test_jsonl_diagnostics_point_into_the_record_text():
    record = (
        '{"name": "Typo Spell", "type": "Instant", "manaCost": "{B}", '
        '"text": "Draw a card.\\nDestroy targte creature."}\n'
    )
    r = check(record * 2, "cards.jsonl")
    (d,) = r.diagnostics
    assert (r.line, d.line, d.column) == (1, 1, 9)
    assert d.source_line == "Destroy targte creature."


# ------------------------------------------------- words of the CR (CR 701 and 702)


def test_keyword_action_in_an_unsupported_place_is_named_as_such():
    """A CR 701 keyword action the grammar can't use at that place is reported as one,
    with its rule, never as a typo: here "manifest dread" (CR 701.62), two words, though
    the parser stops at the second."""
    r = check("Dread Spell {B}\nInstant\nTarget creature gains manifest dread.\n")
    assert r.status == ERROR
    (d,) = r.diagnostics
    assert d.message == (
        "'manifest dread' is a keyword action (CR 701.62) not supported in this position yet"
    )
    line = "Target creature gains manifest dread."
    assert (d.line, d.column, d.length) == (3, line.index("manifest") + 1, len("manifest dread"))
    assert "did you mean" not in d.hint


def test_keyword_ability_in_an_unsupported_place_is_named_as_such():
    """A CR 702 keyword ability out of place: "flying" (CR 702.9) after "then"."""
    r = check("Odd Spell {U}\nInstant\nDraw a card, then flying.\n")
    (d,) = r.diagnostics
    assert (
        d.message == "'flying' is a keyword ability (CR 702.9) not supported in this position yet"
    )
    assert d.column == len("Draw a card, then ") + 1


def test_inflected_keyword_action_is_recognized():
    """CR 701.57: "discovers" is discover."""
    from mtgc.compiler.diagnostics import known_term

    text = "Each opponent discovers 3."
    assert known_term(text, text.index("discovers")) == (
        14,
        23,
        "discover",
        "701.57",
        "keyword action",
    )
    assert known_term(text, 0) is None


def test_a_suggestion_is_never_the_word_written():
    """ "did you mean 'create'?" for "create" helps nobody: the word itself is never
    suggested."""
    from mtgc.compiler.diagnostics import _close_match

    assert _close_match("create", ("create",)) is None
    assert _close_match("targte", ("target", "targte")) == "target"


def test_a_word_the_grammar_knows_is_not_called_a_typo():
    """A known word out of place ("or" where the grammar has no "or" yet) is not a typo of
    a look-alike ("did you mean 'orm'?" helps nobody); a misspelling still gets its
    suggestion, and so does a known word in the wrong number ("card" for "cards")."""
    from mtgc.compiler.diagnostics import _grammar_word, _inflection
    from mtgc.compiler.pipeline import parse_ability
    from mtgc.grammar import tables

    assert _grammar_word("or", tables()) and _grammar_word("each", tables())
    assert not _grammar_word("targte", tables()) and not _grammar_word("Targte", tables())
    assert not _inflection("or", "orm") and _inflection("card", "cards")
    assert _inflection("use", "used") and not _inflection("an", "and")
    assert parse_ability("Destroy targte creature.").hint == "did you mean 'target'?"
    assert "did you mean" not in parse_ability("Flying or trample").hint


def test_the_hint_for_a_word_does_not_depend_on_its_case_seen_before():
    """Any capitalized word matches the token-name terminal ("Count"), so a word is judged
    in lower case: looking up one form first must not change the other's answer, or a
    corpus run's hints depend on which face a worker process checked first."""
    from mtgc.compiler import diagnostics
    from mtgc.grammar import tables

    parser = tables()
    upper = diagnostics._grammar_word("Count", parser)
    diagnostics._GRAMMAR_WORDS.clear()
    lower = diagnostics._grammar_word("count", parser)
    assert upper == lower
    diagnostics._GRAMMAR_WORDS.clear()
    assert diagnostics._grammar_word("count", parser) == lower
    assert diagnostics._grammar_word("Count", parser) == upper
    diagnostics._GRAMMAR_WORDS.clear()
    assert diagnostics._grammar_word("Count", parser) == upper
    assert diagnostics._grammar_word("count", parser) == lower


def test_word_caches_are_per_terminal_list_not_per_address():
    """The "is this a word of the grammar" cache belongs to one parser's terminal list and
    keeps it alive: a parser freed and another created (possibly at the same address) never
    sees the first one's answers, so hints don't depend on the order faces are checked."""
    import types

    from mtgc.compiler import diagnostics

    cache: dict = {}
    first = types.SimpleNamespace(terminals=["A"])
    diagnostics._per_terminals(cache, first)["count"] = True
    held = id(first.terminals)
    del first
    for _ in range(50):  # new lists can't take the held list's address
        other = types.SimpleNamespace(terminals=["B"])
        assert id(other.terminals) != held
        assert diagnostics._per_terminals(cache, other) == {}
        cache.pop(id(other.terminals))


def test_expected_words_are_whole_words_of_a_keyword_list():
    """The keyword lists are tries (``b(?:estow|litz)``); "expected one of" names whole
    keywords ("bestow", "blitz"), never the pieces, and a misspelled keyword gets the
    keyword as its suggestion, never a piece of another ("did you mean 'ste'?")."""
    from mtgc.compiler.diagnostics import _pattern_words

    words = _pattern_words(r"(?:(?:aura\ swap|b(?:estow|litz|uyback)|d(?:ash|is(?:guise|turb)))"
                           r"(?![\w-]))")  # fmt: skip
    assert words == ["aura swap", "bestow", "blitz", "buyback", "dash", "disguise", "disturb"]
    assert _pattern_words(r"controls?(?= )") == ["control", "controls"]
    # A repeat without end: the finite runs around it, here the words inside it.
    assert _pattern_words(r"[A-Z]\w*(?: (?:of|the) [A-Z]\w*)*") == ["of", "the"]
