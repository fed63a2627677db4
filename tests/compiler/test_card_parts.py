"""A card's parts checked against the rules that define them (issue 13): the mana cost
(CR 107.4, 202), the type line (CR 205), power/toughness (CR 208), loyalty (CR 306.5b),
defense (CR 310.4); one bad card never hides the rest; unsupported nodes said in the
card's words, at their place. Each bullet of the issue's first list is one test; the
command-line ones run ``mtgc`` as a subprocess, as a user does."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from mtgc.compiler import card_parts, card_types
from mtgc.compiler import card_types_data as data
from mtgc.compiler.cards import load, loads
from mtgc.compiler.lower import lower_face
from mtgc.compiler.pipeline import ERROR, OK, UNSUPPORTED, check_card

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT.parent / "shared" / "rules" / "comprehensive-rules.txt"


def mtgc(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    env = {**os.environ, "NO_COLOR": "1"}
    env.pop("MTGC_DEBUG", None)
    return subprocess.run(
        [sys.executable, "-m", "mtgc.compiler.cli", *args],
        input=b"", capture_output=True, cwd=cwd, env=env, timeout=300,
    )  # fmt: skip


# The issue's malformed cards, each after a good one, in one file (line numbers matter).
SET = """\
Grizzly Bears {1}{G}
Creature \u2014 Bear
2/2

Serra Angel 3WW
Creature - Angel
Flying, vigilance
4/4

Bad Bear {1}{Z}
creature \u2014 bear
2/2

Angel Typo {3}{W}
Creture \u2014 Angel
Flying
4/4

Vigilant Angel {3}{W}
Flying, vigilance
4/4

Statless Elf {G}
Creature \u2014 Elf

Jace Test {1}{U}{U}
Legendary Planeswalker \u2014 Jace
[+1]: Draw a card.

Siege Test {2}{R}
Battle \u2014 Siege
When Siege Test enters, it deals 2 damage to any target.

Sol Ring {1}
Artifact
{T}: Add {C}{C}.
1/1
Shock {R}
Instant
Shock deals 2 damage to any target.

Soulbond Bear {1}{G}
Creature \u2014 Bear
Soulbond
2/2

Lightning Bolt {R}
Instant
Lightning Bolt deals 3 damage to any target.
"""


@pytest.fixture(scope="module")
def checked(tmp_path_factory) -> tuple[subprocess.CompletedProcess, str]:
    folder = tmp_path_factory.mktemp("set")
    (folder / "set.txt").write_text(SET, encoding="utf-8")
    run = mtgc("check", "set.txt", cwd=folder)
    return run, run.stdout.decode("utf-8")


def block(out: str, place: str) -> str:
    """The diagnostic block starting at ``place`` (``set.txt:L:C: severity[CODE]``)."""
    start = out.index(place)
    end = out.find("\n\n", start)
    return out[start : end if end != -1 else len(out)]


def test_every_card_is_checked_and_the_run_fails(checked):
    """One bad card never hides the rest: exit 1, and the good cards are checked too."""
    run, _ = checked
    assert run.returncode == 1
    assert b"checked 12 faces: 3 parsed, 9 errors (2 ok, 1 unsupported)" in run.stderr


def test_a_hyphen_for_the_long_dash_is_read_as_it_with_a_note(checked):
    """CR 205.3b: 'Creature - Angel' is a Creature with the subtype Angel, not the card
    types '-' and 'Angel'."""
    _, out = checked
    note = block(out, "set.txt:6:10: note[E422]: read '-' as the long dash")
    assert "= hint: write 'Creature \u2014 Angel'" in note
    face = load_set()[1].faces[0]
    assert face.type_line == "Creature \u2014 Angel"


def load_set():
    return loads(SET, "set.txt")


def test_a_mana_cost_without_braces_is_reported_with_the_braced_form(checked):
    """CR 202.1: '3WW' is the cost, not part of the name; the card is not free."""
    _, out = checked
    error = block(out, "set.txt:5:13: error[E410]: mana cost without braces: '3WW'")
    assert "5 | Serra Angel 3WW\n  |             ^^^" in error
    assert "= hint: write it as {3}{W}{W}" in error
    assert load_set()[1].name == "Serra Angel"


def test_a_symbol_that_is_no_mana_symbol_is_an_error_at_the_symbol(checked):
    """CR 107.4: {Z} is no mana symbol."""
    _, out = checked
    assert "set.txt:10:13: error[E410]: {Z} is not a mana symbol (CR 107.4)" in out


def test_card_types_and_subtypes_in_their_case(checked):
    """CR 205.2a, 205.3m: 'creature \u2014 bear' is an error at each word."""
    _, out = checked
    first = block(out, "set.txt:11:1: error[E420]: card types and supertypes are capitalized")
    assert "= hint: write 'Creature'" in first
    second = block(out, "set.txt:11:12: error[E421]: subtypes are capitalized: 'bear'")
    assert "= hint: write 'Bear'" in second


def test_a_misspelled_card_type_gets_did_you_mean(checked):
    """CR 205.2a: 'Creture' is no card type; its subtypes are still read as a creature's,
    and its P/T is not reported as a noncreature's."""
    _, out = checked
    error = block(out, "set.txt:15:1: error[E420]: unknown card type 'Creture'")
    assert "= hint: did you mean 'Creature'?" in error
    assert "set.txt:15:10" not in out and "set.txt:17:" not in out


def test_a_missing_type_line_is_caught(checked):
    """CR 205: rules text right after the name line is not read as card types."""
    _, out = checked
    error = block(out, "set.txt:20:1: error[E423]: expected a type line such as")
    assert "found 'Flying, vigilance'" in error and "is the type line missing?" in error


@pytest.mark.parametrize(
    ("place", "rule"),
    [
        ("set.txt:24:1: error[E430]: a creature needs its power/toughness", "CR 208.1"),
        ("set.txt:27:1: error[E431]: a planeswalker needs its loyalty", "CR 306.5b"),
        ("set.txt:31:1: error[E432]: a battle needs its defense", "CR 310.4"),
        ("set.txt:37:1: error[E430]: only a creature (or a Vehicle or Spacecraft)", "CR 208.1"),
    ],
)
def test_stats_are_required_where_the_rules_print_them_and_only_there(checked, place, rule):
    _, out = checked
    assert rule in block(out, place)


def test_two_cards_without_a_blank_line_are_both_read(checked):
    _, out = checked
    error = block(out, "set.txt:38:1: error[E401]: missing blank line between cards?")
    assert "= card: Shock" in error
    assert [c.name for c in load_set()][8:10] == ["Sol Ring", "Shock"]


def test_unsupported_nodes_are_notes_in_the_cards_words(checked):
    """Text mode says why a face is unsupported, at the node, naming no internal class."""
    _, out = checked
    note = block(out, "set.txt:44:1: note[E300]: 'Soulbond' (CR 702.95) parses but can't run yet")
    assert "= hint: the keyword soulbond (CR 702.95) has no runtime handler yet" in note
    assert not re.search(r"\b(?:Simple|Number)Keyword\b|DescAlternatives|ObjectPhrase", out)


def test_strict_turns_the_notes_into_errors(tmp_path):
    (tmp_path / "bear.txt").write_text(
        "Soulbond Bear {1}{G}\nCreature \u2014 Bear\nSoulbond\n2/2\n", encoding="utf-8"
    )
    assert mtgc("check", "bear.txt", cwd=tmp_path).returncode == 0
    run = mtgc("check", "--strict", "bear.txt", cwd=tmp_path)
    assert run.returncode == 1
    assert b"bear.txt:3:1: error[E300]: 'Soulbond' (CR 702.95)" in run.stdout


def test_one_unreadable_card_in_a_folder_hides_nothing(tmp_path):
    """Exit 1 (not 2): the unreadable card is reported at its place, the others checked."""
    (tmp_path / "a.txt").write_text("Shock {R}\n", encoding="utf-8")
    (tmp_path / "b.txt").write_text(
        "Lightning Bolt {R}\nInstant\nLightning Bolt deals 3 damage to any target.\n",
        encoding="utf-8",
    )
    run = mtgc("check", ".", cwd=tmp_path)
    assert run.returncode == 1
    assert b"a.txt:1:1: error[E423]: card 'Shock' has no type line" in run.stdout
    assert b"checked 2 faces: 1 parsed, 1 error (1 ok, 0 unsupported)" in run.stderr


def test_parse_and_explain_label_each_face_with_its_own_line(tmp_path):
    card = (
        "Front Bear {1}{G}\nCreature \u2014 Bear\nSoulbond\n2/2\n----\n"
        "Back Bear\nCreature \u2014 Bear\nFlying\n3/3\n"
    )
    (tmp_path / "two.txt").write_text(card, encoding="utf-8")
    parse = mtgc("parse", "two.txt", cwd=tmp_path).stdout.decode()
    assert "Front Bear  (two.txt:1:1; status unsupported)" in parse
    assert "Back Bear  (two.txt:6:1; status ok)" in parse
    explain = mtgc("explain", "two.txt", cwd=tmp_path).stdout.decode()
    assert "Front Bear  (two.txt:1; status unsupported)" in explain
    assert "Back Bear  (two.txt:6; status ok)" in explain
    assert "note[E300] 3:1: 'Soulbond' (CR 702.95) parses but can't run yet" in explain
    assert "SimpleKeyword" not in explain


@pytest.mark.parametrize(
    ("line", "code", "message", "hint"),
    [
        ("flying", "E200", "'flying' should be capitalized as Oracle text writes it: 'Flying'",
         "write: Flying"),
        ("Flying,\tvigilance", "E100", "a tab between words",
         "Oracle text separates words with a single space; replace it with one space"),
    ],
)  # fmt: skip
def test_slips_get_a_specific_hint(line, code, message, hint):
    (card,) = loads(f"Test Bird {{1}}{{W}}\nCreature \u2014 Bird\n{line}\n1/1\n", "bird.txt")
    (result,) = check_card(card)
    (d,) = result.diagnostics
    assert (d.code, d.line, d.message, d.hint) == (code, 3, message, hint)


# --------------------------------------------------------------------------- the parts


@pytest.mark.parametrize(
    "cost",
    ["{0}", "{X}{R}", "{2/W}{W/U}", "{W/P}", "{G/U/P}", "{C}", "{S}", "{16}", "{C/W}"],
)
def test_real_mana_symbols_pass(cost):
    """CR 107.3-107.4: the symbols a mana cost holds."""
    assert list(card_parts.check_mana_cost(cost)) == []


@pytest.mark.parametrize(
    ("cost", "offset", "hint"),
    [
        ("{1}{w}", 3, "mana symbols are written in capitals: {W}"),
        ("{U/W}", 0, "a hybrid symbol is written {W/U}"),
        ("2GG", 0, "write it as {2}{G}{G}"),
    ],
)
def test_bad_mana_symbols_are_placed_and_hinted(cost, offset, hint):
    (problem,) = card_parts.check_mana_cost(cost)
    assert (problem.code, problem.offset, problem.hint) == ("E410", offset, hint)


@pytest.mark.parametrize(
    "type_line",
    [
        "Legendary Artifact Creature \u2014 Time Lord Doctor",
        "Kindred Instant \u2014 Goblin",
        "Land Creature \u2014 Forest Dryad",
        "Basic Snow Land \u2014 Island",
        "Enchantment \u2014 Aura Curse",
        "Plane \u2014 Bolas's Meditation Realm",
        "Battle \u2014 Siege",
        "Sorcery \u2014 Adventure",
    ],
)
def test_real_type_lines_pass(type_line):
    """CR 205.3b-d: two-word creature types, several card types' subtypes, planar types."""
    assert list(card_parts.check_type_line(type_line)) == []


def test_a_subtype_of_the_wrong_kind_is_an_error():
    """CR 205.3d: an object can't have a subtype that doesn't correspond to its types."""
    (problem,) = card_parts.check_type_line("Creature \u2014 Aura")
    assert problem.code == "E421" and problem.offset == 11
    assert problem.message.startswith("'Aura' is an enchantment type (CR 205.3h)")


def test_json_records_are_trusted_their_problems_are_notes():
    """A record of the corpus (an Un-card's 'Host') never changes its face's status."""
    card = loads('{"name": "Odd", "type": "Host Creature \u2014 Bear", "text": "Flying",'
                    ' "power": "1", "toughness": "1"}\n{"name": "B", "type": "Instant"}\n',
                    "odd.jsonl")[0]  # fmt: skip
    (result,) = check_card(card)
    assert result.status == OK and result.diagnostics == ()
    assert [(n.code, n.severity) for n in result.notes] == [("E420", "note")]


def test_a_face_built_in_code_gets_notes_not_errors():
    """No file to point into: a planeswalker fixture without loyalty still compiles, with
    the E431 note (CR 306.5b) saying what a card file would be told."""
    from mtgc.compiler.cards import Face
    from mtgc.compiler.pipeline import check_face

    result = check_face(Face("Walker", "Planeswalker \u2014 Jace", "{2}", ""))
    assert result.status == OK and [n.code for n in result.notes] == ["E431"]


def test_the_corrected_type_line_reaches_the_runtime():
    """'Creature - Angel' compiles to a Creature with the subtype Angel."""
    face = load_set()[1].faces[0]
    face = type(face)(**{**{f: getattr(face, f) for f in face.__slots__ if f != "__weakref__"},
                         "mana_cost": "{3}{W}{W}"})  # fmt: skip
    (result,) = check_card(type(load_set()[1])(face.name, (face,)))
    assert result.status in (OK, UNSUPPORTED) and result.status != ERROR
    definition = lower_face(face, result.abilities).definition
    assert definition is not None
    assert definition.types == frozenset({"Creature"}) and definition.subtypes == {"Angel"}


@pytest.mark.skipif(not RULES.is_file(), reason=f"the CR is not at {RULES}")
def test_the_checked_in_lists_are_the_crs():
    lists = card_types.read_cr(RULES)
    assert tuple(lists["card_types"]) == data.CARD_TYPES
    assert tuple(lists["supertypes"]) == data.SUPERTYPES
    assert tuple(lists["planar_types"]) == data.PLANAR_TYPES
    assert tuple(lists["battle_types"]) == data.BATTLE_TYPES == ("Siege",)
    assert lists["obsolete_card_types"] == data.OBSOLETE_CARD_TYPES == {"Tribal": "Kindred"}


def test_the_library_loads_without_issues():
    assert [f.issues for c in load(str(ROOT / "cards")) for f in c.faces if f.issues] == []
