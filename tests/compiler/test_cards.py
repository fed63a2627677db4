"""Card loaders (compiler/cards.py): every input format, positions, and bad input.

Bad input must never escape as a traceback: each case raises ``CardInputError`` with a
message naming the file (and line/column where known).
"""

from __future__ import annotations

import io
import json
import os
import re
import shutil
import sys
import unicodedata
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtgc.compiler.cards import (
    MAX_LINE_LENGTH,
    CardInputError,
    CardSpec,
    Face,
    format_card,
    iter_faces,
    load,
    load_library,
    load_many,
    loads,
)

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures" / "loaders"
LIBRARY = ROOT / "cards"
SHARED = ROOT.parent / "shared"
CORPUS = SHARED / "corpus" / "oracle-cards.jsonl"

needs_corpus = pytest.mark.skipif(
    not CORPUS.is_file(),
    reason=f"../shared is absent: the corpus {CORPUS} is not available here",
)


def fixture(name: str) -> str:
    return str(FIXTURES / name)


def only_face(card: CardSpec) -> Face:
    assert len(card.faces) == 1, card
    return card.faces[0]


def source_lines(path: str) -> list[str]:
    return Path(path).read_text(encoding="utf-8-sig").split("\n")


def write(tmp_path: Path, name: str, data: bytes | str) -> str:
    path = tmp_path / name
    if isinstance(data, str):
        data = data.encode("utf-8")
    path.write_bytes(data)
    return str(path)


# --------------------------------------------------------------------------- card text files


def test_text_file_holds_several_cards_separated_by_blank_lines():
    path = fixture("set.txt")
    cards = load(path)
    assert [c.name for c in cards] == [
        "Lightning Bolt",
        "Grizzly Bears",
        "Lim-Dûl's High Guard",
        "Reflecting Pool",
        "Ajani Goldmane",
    ]
    assert [c.line for c in cards] == [1, 5, 10, 16, 20]
    assert all(c.source == path and c.layout == "normal" for c in cards)

    bolt = only_face(cards[0])
    assert bolt.mana_cost == "{R}"
    assert bolt.type_line == "Instant"
    assert bolt.text == "Lightning Bolt deals 3 damage to any target."
    assert (bolt.power, bolt.toughness, bolt.loyalty, bolt.defense) == (None, None, None, None)
    assert (bolt.line, bolt.text_line, bolt.text_column, bolt.text_inline) == (1, 3, 1, False)


def test_vanilla_creature_has_no_text_and_its_pt_from_the_last_line():
    bears = only_face(load(fixture("set.txt"))[1])
    assert bears.text == ""
    assert (bears.mana_cost, bears.type_line) == ("{1}{G}", "Creature \u2014 Bear")
    assert (bears.power, bears.toughness) == ("2", "2")
    assert bears.text_line == 7  # where text would start: after the type line


def test_name_with_non_ascii_and_apostrophe_and_multi_line_text():
    guard = only_face(load(fixture("set.txt"))[2])
    assert guard.name == "Lim-Dûl's High Guard"
    assert guard.text == "First strike\n{1}{B}: Regenerate this creature."
    assert (guard.power, guard.toughness) == ("2", "1")
    assert guard.text_line == 12


def test_land_without_mana_cost_and_planeswalker_loyalty_line():
    cards = load(fixture("set.txt"))
    pool = only_face(cards[3])
    assert (pool.name, pool.mana_cost, pool.type_line) == ("Reflecting Pool", None, "Land")
    ajani = only_face(cards[4])
    assert ajani.loyalty == "4"
    assert ajani.power is None and ajani.toughness is None
    assert ajani.text.splitlines()[1].startswith("[\u22121]: Put a +1/+1 counter")
    assert ajani.legendary


@pytest.mark.parametrize(
    ("last_line", "expected"),
    [
        ("5/4", {"power": "5", "toughness": "4"}),
        ("*/*", {"power": "*", "toughness": "*"}),
        ("1+*/1+*", {"power": "1+*", "toughness": "1+*"}),
        ("X/X", {"power": "X", "toughness": "X"}),
        ("0/1", {"power": "0", "toughness": "1"}),
        ("Loyalty: 3", {"loyalty": "3"}),
        ("Defense: 5", {"defense": "5"}),
    ],
)
def test_last_line_gives_power_toughness_loyalty_or_defense(last_line, expected):
    face = only_face(loads(f"Test Card {{2}}\nCreature \u2014 Test\nFlying\n{last_line}\n")[0])
    assert face.text == "Flying"
    got = {k: getattr(face, k) for k in ("power", "toughness", "loyalty", "defense")}
    assert got == {"power": None, "toughness": None, "loyalty": None, "defense": None, **expected}


def test_stats_fixture_star_pt_x_cost_and_x_loyalty():
    goyf, endless, nissa = load(fixture("stats.txt"))
    assert (only_face(goyf).power, only_face(goyf).toughness) == ("*", "1+*")
    assert only_face(endless).mana_cost == "{X}"
    assert (only_face(endless).power, only_face(endless).toughness) == ("0", "0")
    assert only_face(nissa).loyalty == "X"
    assert only_face(nissa).name == "Nissa, Steward of Elements"


def test_leveler_keeps_pt_lines_inside_its_text():
    """Only the LAST line of a face is power/toughness; level bands stay in the text."""
    echo = load(fixture("multiface.txt"))[1]
    face = only_face(echo)
    assert face.name == "Echo Mage"
    assert (face.power, face.toughness) == ("2", "3")
    assert face.text.split("\n") == [
        "Level up {1}{U} ({1}{U}: Put a level counter on this. Level up only as a sorcery.)",
        "LEVEL 2-3",
        "2/4",
        "{U}{U}, {T}: Copy target instant or sorcery spell. You may choose new targets for "
        "the copy.",
        "LEVEL 4+",
        "2/5",
        "{U}{U}, {T}: Copy target instant or sorcery spell twice. You may choose new targets "
        "for the copies.",
    ]


def test_multi_faced_card_faces_are_separated_by_dashes():
    delver, _, siege = load(fixture("multiface.txt"))
    assert delver.name == "Delver of Secrets // Insectile Aberration"
    assert delver.layout == "transform"
    front, back = delver.faces
    assert (front.name, front.mana_cost, front.power, front.toughness) == (
        "Delver of Secrets",
        "{U}",
        "1",
        "1",
    )
    assert (back.name, back.mana_cost, back.type_line) == (
        "Insectile Aberration",
        None,
        "Creature \u2014 Human Insect",
    )
    assert (back.text, back.power, back.toughness) == ("Flying", "3", "2")
    assert (front.line, front.text_line, back.line, back.text_line) == (1, 3, 6, 8)
    assert delver.line == 1


def test_blank_lines_around_face_separator_do_not_split_the_card():
    cards = load(fixture("multiface.txt"))
    assert len(cards) == 3
    siege = cards[2]
    assert siege.line == 22
    assert [f.name for f in siege.faces] == ["Siege of Testing", "Tested Victor"]
    assert siege.faces[0].defense == "4"
    assert siege.faces[0].type_line == "Battle \u2014 Siege"
    assert (siege.faces[1].line, siege.faces[1].text_line) == (29, 31)


@pytest.mark.parametrize(
    ("text", "layout"),
    [
        ("Fire {1}{R}\nInstant\nDeal 2.\n----\nIce {1}{U}\nInstant\nTap it.", "split"),
        (
            "Giant {5}{W}{W}\nCreature \u2014 Giant\n7/7\n----\n"
            "Cast Off {3}{W}{W}\nSorcery \u2014 Adventure\nDestroy all non-Giant creatures.",
            "adventure",
        ),
        (
            "Halvar {2}{W}{W}\nLegendary Creature \u2014 God\n4/4\n----\n"
            "Sword {1}{W}\nLegendary Artifact \u2014 Equipment\nEquip {1}",
            "modal_dfc",
        ),
        (
            "Delver {U}\nCreature \u2014 Human\n1/1\n----\nAberration\nCreature \u2014 Insect\n3/2",
            "transform",
        ),
    ],
)
def test_layout_of_multi_faced_text_card_is_inferred(text, layout):
    assert loads(text)[0].layout == layout


def test_crlf_line_endings_are_accepted():
    bears, growth = load(fixture("crlf.txt"))
    assert only_face(bears).type_line == "Creature \u2014 Bear"
    assert (only_face(bears).power, only_face(bears).toughness) == ("2", "2")
    assert only_face(growth).text == "Target creature gets +3/+3 until end of turn."
    assert growth.line == 5


def test_utf8_byte_order_mark_is_not_part_of_the_name():
    shock = only_face(load(fixture("bom.txt"))[0])
    assert shock.name == "Shock"
    assert shock.position(0) == (3, 1)


# --------------------------------------------------------------------------- positions


@pytest.mark.parametrize("name", ["set.txt", "multiface.txt", "stats.txt", "crlf.txt"])
def test_face_position_points_at_the_same_character_in_the_file(name):
    """Face.position maps every offset of the text to (line, column) of that character."""
    path = fixture(name)
    lines = source_lines(path)
    checked = 0
    for _, face in iter_faces(load(path)):
        for offset, char in enumerate(face.text):
            line, column = face.position(offset)
            if char == "\n":
                assert column == len(lines[line - 1].rstrip("\r")) + 1
            else:
                assert lines[line - 1][column - 1] == char
            checked += 1
    assert checked > 40


def test_face_position_of_a_word_in_the_second_line():
    guard = only_face(load(fixture("set.txt"))[2])
    offset = guard.text.index("Regenerate")
    assert guard.position(offset) == (13, 9)
    assert guard.text_line_at(offset) == "{1}{B}: Regenerate this creature."


def test_json_faces_are_inline_on_the_record_line():
    cards = load(fixture("records.jsonl"))
    ajani = only_face(cards[3])
    assert (ajani.text_inline, ajani.text_line, ajani.line) == (True, 5, 5)
    offset = ajani.text.index("Put a")
    assert ajani.position(offset) == (5, 7)
    assert ajani.text_line_at(offset).startswith("[\u22121]: Put a +1/+1")


# --------------------------------------------------------------------------- JSON lines


def test_json_lines_one_card_per_line_with_its_line_number():
    path = fixture("records.jsonl")
    cards = load(path)
    assert [c.line for c in cards] == [1, 2, 4, 5]
    assert all(c.source == path and len(c.faces) == 1 for c in cards)
    front, back, bears, ajani = cards
    assert front.name == "Delver of Secrets // Insectile Aberration"
    assert only_face(front).name == "Delver of Secrets"
    assert front.layout == "transform"
    assert (back.name, only_face(back).name, only_face(back).mana_cost) == (
        "Insectile Aberration",
        "Insectile Aberration",
        None,
    )
    assert only_face(bears).text == ""
    assert only_face(ajani).loyalty == "4"


def test_json_file_holding_json_lines_is_read_as_json_lines(tmp_path):
    text = Path(fixture("records.jsonl")).read_text(encoding="utf-8")
    path = write(tmp_path, "records.json", text)
    assert [c.line for c in load(path)] == [1, 2, 4, 5]


# --------------------------------------------------------------------------- JSON documents


def test_mtgjson_atomic_cards():
    path = fixture("AtomicCards.json")
    delver, forest, nazgul = load(path)
    assert delver.name == "Delver of Secrets // Insectile Aberration"
    assert (delver.source, delver.line, delver.layout) == (path, 7, "transform")
    front, back = delver.faces
    assert (front.name, back.name) == ("Delver of Secrets", "Insectile Aberration")
    assert (front.line, back.line) == (8, 19)
    assert (front.text_line, front.text_inline) == (8, True)
    assert (back.mana_cost, back.power, back.toughness, back.text) == (None, "3", "2", "Flying")
    assert (forest.line, only_face(forest).mana_cost) == (30, None)
    assert only_face(forest).text == "({T}: Add {G}.)"
    assert only_face(nazgul).name == "Nazgûl"
    assert only_face(nazgul).text.endswith("up to nine cards named Nazgûl.")


def test_minified_atomic_cards_is_one_line():
    data = json.loads(Path(fixture("AtomicCards.json")).read_text(encoding="utf-8"))
    cards = loads(json.dumps(data), "AtomicCards.json")
    assert [c.name for c in cards] == [
        "Delver of Secrets // Insectile Aberration",
        "Forest",
        "Nazgûl",
    ]
    assert {c.line for c in cards} == {1}


def test_scryfall_oracle_cards():
    path = fixture("scryfall-oracle-cards.json")
    bolt, orchard, fire_ice, ajani, bears = load(path)
    assert [c.line for c in (bolt, orchard, fire_ice, ajani, bears)] == [2, 3, 4, 15, 16]
    assert only_face(bolt).text == "Lightning Bolt deals 3 damage to any target."
    assert only_face(orchard).mana_cost is None  # Scryfall writes "" for no mana cost
    assert (fire_ice.name, fire_ice.layout) == ("Fire // Ice", "split")
    fire, ice = fire_ice.faces
    assert (fire.name, fire.mana_cost, ice.name, ice.mana_cost) == (
        "Fire",
        "{1}{R}",
        "Ice",
        "{1}{U}",
    )
    assert ice.text == "Tap target permanent.\nDraw a card."
    assert only_face(ajani).loyalty == "4"
    assert (only_face(bears).power, only_face(bears).text) == ("2", "")


def test_scryfall_list_object_and_single_card_object():
    listing = {
        "object": "list",
        "data": [
            {
                "object": "card",
                "name": "Shock",
                "mana_cost": "{R}",
                "type_line": "Instant",
                "oracle_text": "Zap.",
            }
        ],
    }
    (shock,) = loads(json.dumps(listing, indent=1), "list.json")
    assert (shock.name, shock.line, only_face(shock).text) == ("Shock", 4, "Zap.")
    single = {"name": "Divination", "manaCost": "{2}{U}", "type": "Sorcery", "text": "Draw two."}
    (divination,) = loads("\n" + json.dumps(single), "one.json")
    assert (divination.line, only_face(divination).type_line) == (2, "Sorcery")


def test_json_array_of_mtgjson_records_makes_one_card_per_record():
    records = [
        {"name": "Shock", "manaCost": "{R}", "type": "Instant", "text": "Zap."},
        {
            "name": "Hill Giant",
            "manaCost": "{3}{R}",
            "type": "Creature \u2014 Giant",
            "power": "3",
            "toughness": "3",
            "text": None,
        },
    ]
    shock, giant = loads(json.dumps(records, indent=2), "records.json")
    assert (shock.line, giant.line) == (2, 8)
    assert (only_face(giant).power, only_face(giant).text) == ("3", "")


# --------------------------------------------------------------------------- folders, stdin


def test_folder_loads_card_files_sorted_and_recursive():
    folder = fixture("folder")
    cards = load(folder)
    assert [c.name for c in cards] == [
        "Lightning Bolt",
        "Grizzly Bears",
        "Savannah Lions",
        "Divination",
    ]
    assert [c.source for c in cards] == [
        os.path.join(folder, "a_bolt.txt"),
        os.path.join(folder, "b_bears.txt"),
        os.path.join(folder, "sub", "c_lions.TXT"),
        os.path.join(folder, "sub", "d_records.jsonl"),
    ]


def test_load_many_concatenates_in_order():
    cards = load_many([fixture("folder/b_bears.txt"), fixture("folder/a_bolt.txt")])
    assert [c.name for c in cards] == ["Grizzly Bears", "Lightning Bolt"]


def _stdin(monkeypatch, data: bytes) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"))


def test_stdin_text(monkeypatch):
    _stdin(monkeypatch, "Grizzly Bears {1}{G}\nCreature \u2014 Bear\n2/2\n".encode())
    (bears,) = load("-")
    assert (bears.name, bears.source, bears.line) == ("Grizzly Bears", "<stdin>", 1)


@pytest.mark.parametrize("opening", ["[", "{"])
def test_stdin_json(monkeypatch, opening):
    record = {"name": "Shock", "manaCost": "{R}", "type": "Instant", "text": "Zap."}
    doc = json.dumps([record]) if opening == "[" else json.dumps(record) + "\n" + json.dumps(record)
    _stdin(monkeypatch, doc.encode())
    cards = load("-")
    assert [c.name for c in cards] == ["Shock"] * len(cards)
    assert len(cards) == (1 if opening == "[" else 2)
    assert {c.source for c in cards} == {"<stdin>"}


def test_stdin_empty(monkeypatch):
    _stdin(monkeypatch, b"")
    with pytest.raises(CardInputError, match="empty") as info:
        load("-")
    assert str(info.value).startswith("<stdin>: ")


# --------------------------------------------------------------------------- loads / format


def test_loads_with_explicit_format():
    record = json.dumps({"name": "Shock", "type": "Instant"})
    assert loads(record, "anything", format="jsonl")[0].name == "Shock"
    assert loads("Shock {R}\nInstant\nZap.", "x.json", format="text")[0].name == "Shock"
    with pytest.raises(ValueError, match="unknown card format"):
        loads("Shock", format="yaml")


def test_format_card_round_trips_every_fixture_card():
    for name in ("set.txt", "multiface.txt", "stats.txt"):
        for card in load(fixture(name)):
            again = loads(format_card(card), card.source)
            assert len(again) == 1
            assert again[0].name == card.name
            assert again[0].layout == card.layout
            for before, after in zip(card.faces, again[0].faces, strict=True):
                assert attrs_without_positions(before) == attrs_without_positions(after)


def attrs_without_positions(face: Face) -> tuple:
    return (
        face.name,
        face.type_line,
        face.mana_cost,
        face.text,
        face.power,
        face.toughness,
        face.loyalty,
        face.defense,
    )


# --------------------------------------------------------------------------- bad input


def test_missing_file():
    missing = str(FIXTURES / "no_such_file.txt")
    with pytest.raises(CardInputError) as info:
        load(missing)
    assert str(info.value) == f"{missing}: no such file or folder"


def test_folder_without_card_files(tmp_path):
    (tmp_path / "notes.md").write_text("nothing here")
    with pytest.raises(CardInputError) as info:
        load(str(tmp_path))
    assert str(info.value) == (
        f"{tmp_path}: no card files (*.txt, *.json, *.jsonl) in this folder or below it"
    )


@pytest.mark.parametrize("content", [b"", b"\n\n   \n"])
def test_empty_file(tmp_path, content):
    path = write(tmp_path, "empty.txt", content)
    with pytest.raises(CardInputError) as info:
        load(path)
    assert str(info.value) == f"{path}: no cards in this input (it is empty)"


def test_empty_file_inside_a_folder_is_named(tmp_path):
    write(tmp_path, "a.txt", "Shock {R}\nInstant\nZap.\n")
    empty = write(tmp_path, "b.txt", "")
    with pytest.raises(CardInputError) as info:
        load(str(tmp_path))
    assert info.value.source == empty


def test_binary_file(tmp_path):
    path = write(tmp_path, "image.txt", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    with pytest.raises(CardInputError) as info:
        load(path)
    assert str(info.value) == (
        f"{path}:3: binary file (NUL byte at byte offset 8); expected card text or JSON"
    )


def test_utf16_file_is_named_as_such(tmp_path):
    path = write(tmp_path, "cards.txt", "Shock {R}\nInstant\n".encode("utf-16"))
    with pytest.raises(CardInputError, match="UTF-16 encoded; save it as UTF-8"):
        load(path)


def test_invalid_utf8_says_where(tmp_path):
    path = write(tmp_path, "latin1.txt", "Shock {R}\nInstant\nDéjà vu.\n".encode("latin-1"))
    with pytest.raises(CardInputError) as info:
        load(path)
    error = info.value
    assert (error.source, error.line, error.column) == (path, 3, 2)
    assert str(error) == (
        f"{path}:3:2: invalid UTF-8: byte 0xe9 at byte offset 19 (invalid continuation byte)"
    )


_RECORD_LINE = '{"name": "Shock", "type": "Instant"}\n'


@pytest.mark.parametrize(
    ("name", "content"),
    [
        ("huge.txt", "Shock {R}\nInstant\n" + "x" * 1_000_000 + "\n"),
        ("huge", "Shock {R}\nInstant\n" + "x" * 1_000_000),
        ("huge.jsonl", _RECORD_LINE * 2 + '{"name": "' + "x" * 999_988 + '"}\n'),
    ],
)
def test_line_over_the_limit(tmp_path, name, content):
    """A 1 MB line is refused before any parsing, with the line it is on."""
    path = write(tmp_path, name, content)
    with pytest.raises(CardInputError) as info:
        load(path)
    assert str(info.value) == (
        f"{path}:3: line is 1,000,000 characters long (the limit is {MAX_LINE_LENGTH:,}); "
        "this does not look like card text"
    )


def test_line_at_the_limit_is_accepted(tmp_path):
    text = "Shock {R}\nInstant\n" + "x" * MAX_LINE_LENGTH + "\n"
    assert len(only_face(load(write(tmp_path, "long.txt", text))[0]).text) == MAX_LINE_LENGTH


MALFORMED_JSON = [
    '[{"name": "A"},\n {"name": "B", }]',
    '{"meta": {},\n "data": {"A": [{"name": "A"}]',
    '[{"name": "A"}, {"name": "B"}',
    '{"data": {"A": [{"name": "A"} {"name": "B"}]}}',
    '[{"name": "A"}]\n  x',
    '{"data" {}}',
    '{"data": {"A": [{"name": "A"}], }}',
    "[\n\n  {'name': 'single quotes'}]",
    "{",
    "nope",
]


@pytest.mark.parametrize("doc", MALFORMED_JSON)
def test_malformed_json_reports_line_and_column_like_json_does(tmp_path, doc):
    path = write(tmp_path, "cards.json", doc)
    with pytest.raises(json.JSONDecodeError) as expected:
        json.loads(doc)
    with pytest.raises(CardInputError) as info:
        load(path)
    error = info.value
    assert (error.line, error.column) == (expected.value.lineno, expected.value.colno)
    assert str(error) == (
        f"{path}:{expected.value.lineno}:{expected.value.colno}: malformed JSON: "
        f"{expected.value.msg}"
    )


def test_malformed_json_line(tmp_path):
    good = json.dumps({"name": "Shock", "type": "Instant"})
    path = write(tmp_path, "cards.jsonl", f'{good}\n{good}\n  {{"name": "Bolt",}}\n')
    with pytest.raises(CardInputError) as info:
        load(path)
    assert str(info.value) == (
        f"{path}:3:19: malformed JSON: Expecting property name enclosed in double quotes"
    )


def test_deeply_nested_json_is_an_input_error(tmp_path):
    path = write(tmp_path, "deep.json", "[" * 100_000)
    with pytest.raises(CardInputError, match="nested too deeply"):
        load(path)


@pytest.mark.parametrize(
    ("name", "content", "line"),
    [
        ("a.jsonl", '{"name": "A", "type": "Instant"}\n{"type": "Instant", "text": "x"}\n', 2),
        ("a.json", '[\n {"name": "A"},\n {"manaCost": "{R}"}\n]', 3),
        ("a.json", '[{"object": "card", "type_line": "Instant", "oracle_text": "x"}]', 1),
        ("a.json", '{"meta": {},\n "data": {"A": [\n  {"type": "Instant"}]}}', 3),
        ("a.json", '{"type": "Instant", "text": "x"}', 1),
    ],
)
def test_json_record_without_name(tmp_path, name, content, line):
    path = write(tmp_path, name, content)
    with pytest.raises(CardInputError) as info:
        load(path)
    assert (info.value.source, info.value.line) == (path, line)
    assert "no 'name' field; every card needs a name" in str(info.value)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('["Shock"]', "expected a card record (a JSON object), got a JSON string"),
        ('[{"name": "A", "power": [2]}]', "field 'power' should be a string, got list"),
        ('[{"name": "A", "card_faces": "x", "layout": "split"}]', "'card_faces' should be a list"),
        ('{"data": {"A": {"name": "A"}}}', "AtomicCards entry 'A' should be a list of face"),
        ('{"data": {"A": []}}', "AtomicCards entry 'A' has no faces"),
        ('{"meta": {"version": "5"}}', "neither MTGJSON AtomicCards"),
        ("42", "expected a JSON array of cards or an object with 'data' or 'name'"),
        ('[{"name": ""}]', "card record has 'name' ''; every card needs a name"),
    ],
)
def test_json_that_is_not_cards(tmp_path, content, message):
    path = write(tmp_path, "cards.json", content)
    with pytest.raises(CardInputError) as info:
        load(path)
    assert message in str(info.value)
    assert str(info.value).startswith(f"{path}:1: ")


@pytest.mark.parametrize(
    ("content", "line", "column", "message"),
    [
        ("{1}{G}\nCreature \u2014 Bear\n2/2\n", 1, 0, "this line has no name: '{1}{G}'"),
        ("Shock {R}\nInstant\nZap.\n\n {R}\nInstant\n", 5, 0, "this line has no name"),
        ("Grizzly {Bears} {1}{G}\nCreature\n", 1, 9, "malformed name line"),
        ("Lightning Bolt {R\nInstant\n", 1, 16, "malformed name line"),
        ("Shock {R}\n", 1, 0, "card 'Shock' has no type line; line 2 should be its type line"),
        ("Grizzly Bears {1}{G}\n2/2\n", 2, 0, "expected the type line of 'Grizzly Bears'"),
        (
            "Shock {R}\nShock deals 2 damage to any target.\n",
            2,
            0,
            "found what reads like rules text: 'Shock deals 2 damage to any target.'",
        ),
        ("Sol Ring {1}\n{T}: Add {C}{C}.\n", 2, 0, "expected the type line of 'Sol Ring'"),
        ("----\nShock {R}\nInstant\n", 1, 0, "face separator '----' at the start of a card"),
        ("Shock {R}\nInstant\n----\n----\nB\nC\n", 4, 0, "'----' right after another"),
        ("Shock {R}\nInstant\n----\n", 3, 0, "'----' ends the card; expected another face"),
    ],
)
def test_malformed_card_block(tmp_path, content, line, column, message):
    """Issue 13: a card that can't be read is reported at its place (E400, or E423 for a
    missing type line) and never hides the cards after it."""
    good = "\n\nGrizzly Bears {1}{G}\nCreature \u2014 Bear\n2/2\n"
    if content.endswith("----\n"):
        good = ""  # blank lines after a face separator don't end the card
    path = write(tmp_path, "bad.txt", content + good)
    cards = load(path)
    if good:
        assert cards[-1].name == "Grizzly Bears" and not cards[-1].faces[0].issues
        cards = cards[:-1]
    issues = [d for card in cards for face in card.faces for d in face.issues]
    (issue,) = issues
    assert issue.code in ("E400", "E423") and issue.severity == "error"
    assert (issue.line, issue.column) == (line, max(column, 1))
    assert message in issue.message


def test_card_input_error_formats_location():
    assert str(CardInputError("bad", "f.txt", 3, 7)) == "f.txt:3:7: bad"
    assert str(CardInputError("bad", "f.txt", 3)) == "f.txt:3: bad"
    assert str(CardInputError("bad", "f.txt")) == "f.txt: bad"
    assert str(CardInputError("bad")) == "bad"


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.binary(max_size=300), suffix=st.sampled_from([".txt", ".json", ".jsonl", ""]))
def test_arbitrary_bytes_never_crash(tmp_path_factory, data, suffix):
    """Any file either loads or raises CardInputError, never another exception."""
    folder = tmp_path_factory.mktemp("fuzz")
    path = folder / f"input{suffix}"
    path.write_bytes(data)
    try:
        cards = load(str(path))
    except CardInputError as error:
        assert str(error).startswith(str(path))
    else:
        assert cards and all(isinstance(c, CardSpec) for c in cards)
    shutil.rmtree(folder)


_json_value = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=12,
)
_record = st.dictionaries(
    st.sampled_from(
        [
            "name",
            "type",
            "text",
            "power",
            "manaCost",
            "faceName",
            "layout",
            "card_faces",
            "oracle_text",
            "data",
            "object",
        ]
    ),
    _json_value,
    max_size=5,
)


@settings(max_examples=200, deadline=None)
@given(
    doc=st.lists(_record, max_size=3)
    | _record
    | st.dictionaries(
        st.just("data"), st.dictionaries(st.text(max_size=5), st.lists(_record, max_size=2))
    )
)
def test_arbitrary_json_never_crashes(doc):
    for fmt, text in (("json", json.dumps(doc)), ("jsonl", json.dumps(doc) + "\n")):
        try:
            cards = loads(text, "fuzz", format=fmt)
        except CardInputError as error:
            assert str(error).startswith("fuzz")
        else:
            assert all(isinstance(c, CardSpec) and c.faces for c in cards)


# --------------------------------------------------------------------------- the library

SEEDS_AFTER_CORPUS = {"Nazgûl Battle-Mace", "Nahiri, Forged in Fury"}
"""Seed cards printed after the corpus cut-off (April 2022): their text is not in it."""

REQUIRED_CARDS = {
    "Nazgûl Battle-Mace",
    "Norn's Annex",
    "Nahiri, Forged in Fury",
    "Plains",
    "Island",
    "Swamp",
    "Mountain",
    "Forest",
    "Llanowar Elves",
    "Reflecting Pool",
    "Fellwar Stone",
    "Exotic Orchard",
    "Heartbeat of Spring",
    "Mana Reflection",
    "Pili-Pala",
    "Endless One",
    "Hangarback Walker",
    "Gitaxian Probe",
    "Dismember",
    "Mutagenic Growth",
    "Porcelain Legionnaire",
    "Bonesplitter",
    "Short Sword",
    "Loxodon Warhammer",
    "Ulamog's Crusher",
    "Bloodthrone Vampire",
    "Carrion Feeder",
    "Rest in Peace",
    "Pacifism",
    "Rancor",
    "Holy Strength",
    "Lightning Bolt",
    "Giant Growth",
    "Divination",
    "Counterspell",
    "Grizzly Bears",
    "Savannah Lions",
    "Hill Giant",
    "Serra Angel",
    "Goblin Piker",
}


def library_file_name(card_name: str) -> str:
    ascii_name = unicodedata.normalize("NFKD", card_name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "_", ascii_name.replace("'", "").lower()).strip("_") + ".txt"


def library_files() -> list[Path]:
    return sorted(LIBRARY.glob("*.txt"))


def library_card_problems(path: Path) -> list[str]:
    """What keeps the card file ``path`` out of the library (the README's "Adding a card"):
    one card of one face, in a file named after it (ASCII snake case), whose every part
    and ability checks ``ok`` — no error, no note. Its presence in the shared corpus is
    not required (issue 13)."""
    from mtgc.compiler.pipeline import OK, check_card

    cards = load(str(path))
    if len(cards) != 1 or len(cards[0].faces) != 1:
        return [f"{path.name}: expected one card of one face, found {len(cards)} cards"]
    (card,) = cards
    problems = []
    if path.name != library_file_name(card.name) or not path.name.isascii():
        problems.append(f"{path.name}: should be named {library_file_name(card.name)}")
    if card.line != 1:
        problems.append(f"{path.name}: the card should start on line 1")
    for result in check_card(card):
        if result.status != OK or result.notes:
            found = [f"{d.code} {d.message}" for d in (*result.diagnostics, *result.notes)]
            problems.append(f"{path.name}: status {result.status}: {found}")
    return problems


def test_library_has_one_card_per_file_named_after_it():
    files = library_files()
    assert len(files) >= 38
    assert [p for path in files for p in library_card_problems(path)] == []


def test_a_new_card_not_in_the_corpus_meets_the_library_rules(tmp_path):
    """Issue 13, "Adding a card" works for any card: a card the shared corpus lacks (an
    invented one here) is held to the library's rules, never looked up in the corpus."""
    path = tmp_path / "ember_shot.txt"
    path.write_text(
        "Ember Shot {1}{R}\nInstant\nEmber Shot deals 2 damage to any target.\n",
        encoding="utf-8",
    )
    assert library_card_problems(path) == []
    wrong = tmp_path / "emberShot.txt"
    wrong.write_text("Ember Shot 1R\ninstant\nEmber Shot deals 2 damage to any target.\n")
    problems = library_card_problems(wrong)
    assert len(problems) == 2 and "should be named ember_shot.txt" in problems[0]
    assert "E410" in problems[1] and "E420" in problems[1]


def test_library_holds_the_required_cards():
    names = {card.name for card in load(str(LIBRARY))}
    assert REQUIRED_CARDS <= names


def test_load_library_is_the_cards_folder():
    assert [c.name for c in load_library()] == [c.name for c in load(str(LIBRARY))]


@needs_corpus
def test_library_text_is_the_corpus_text_where_the_corpus_has_the_card():
    """A library card the 2022 corpus also holds has exactly its Oracle text there. A
    card the corpus lacks (printed after it, or a new card an author adds) is not looked
    up in it (issue 13: no bare KeyError); it meets the rules of
    :func:`library_card_problems` like every library card."""
    corpus = {card.name: only_face(card) for card in load(str(CORPUS))}
    compared = 0
    for card in load(str(LIBRARY)):
        theirs = corpus.get(card.name)
        if theirs is None:
            continue
        assert attrs_without_positions(only_face(card)) == attrs_without_positions(theirs)
        compared += 1
    assert compared >= len(REQUIRED_CARDS) - len(SEEDS_AFTER_CORPUS)
    assert not SEEDS_AFTER_CORPUS & corpus.keys()


def test_seed_cards_text():
    mace = only_face(load(str(LIBRARY / "nazgul_battle_mace.txt"))[0])
    assert (mace.mana_cost, mace.type_line) == ("{5}", "Artifact \u2014 Equipment")
    assert mace.text.split("\n")[1] == "Equip {3}"
    assert "unless that player pays 3 life." in mace.text
    nahiri = only_face(load(str(LIBRARY / "nahiri_forged_in_fury.txt"))[0])
    assert (nahiri.mana_cost, nahiri.power, nahiri.toughness) == ("{4}{R}{W}", "5", "4")
    assert nahiri.legendary


# --------------------------------------------------------------------------- the corpus


@needs_corpus
def test_corpus_loads_one_card_per_line():
    """24,017 faces, one per line, each remembering its line (speed is measured by
    benchmarks/parse_corpus.py, not by a timed test)."""
    cards = load(str(CORPUS))
    assert len(cards) == 24_017
    assert [c.line for c in cards[:3]] == [1, 2, 3]
    assert cards[-1].line == 24_017


@needs_corpus
def test_every_corpus_card_survives_the_card_file_format():
    """format_card -> loads keeps every characteristic of every corpus face."""
    for card in load(str(CORPUS)):
        (again,) = loads(format_card(card), "corpus.txt")
        assert attrs_without_positions(only_face(again)) == attrs_without_positions(
            only_face(card)
        ), card.name
