"""The normalizer (architecture, pipeline step 2): reminder text out, typography unified,
self-references as one token, and every character mapped back to the original text."""

from __future__ import annotations

import pytest

from mtgc.compiler.normalize import (
    FULL_NAME,
    SHORT_NAME,
    normalize,
    normalize_typography,
    short_name,
    strip_reminders,
)


def test_reminder_text_is_removed() -> None:
    """CR 207.2: reminder text (in parentheses) has no rules meaning."""
    (unit,) = normalize("Flying (This creature can't be blocked except by creatures with flying.)")
    assert unit.text == "Flying"


def test_a_line_of_only_reminder_text_disappears() -> None:
    units = normalize("(Add one mana of any color.)\nFlying")
    assert [u.text for u in units] == ["Flying"]


def test_full_name_becomes_one_token() -> None:
    (unit,) = normalize("Lightning Bolt deals 3 damage to any target.", "Lightning Bolt")
    assert unit.text == f"{FULL_NAME} deals 3 damage to any target."


def test_short_name_of_a_legendary() -> None:
    """CR 201.5: a legendary card may refer to itself by its short name."""
    name = "Rulik Mons, Warren Chief"
    assert short_name(name, legendary=True) == "Rulik Mons"
    assert short_name(name, legendary=False) is None
    (unit,) = normalize("Rulik Mons gets +1/+1.", name, legendary=True)
    assert unit.text == f"{SHORT_NAME} gets +1/+1."


def test_names_are_replaced_as_whole_words_only() -> None:
    (unit,) = normalize("Return Elves to hand.", "Elves")
    assert unit.text == f"Return {FULL_NAME} to hand."
    (unit,) = normalize("Shelves of Elvesdom.", "Elves")
    assert unit.text == "Shelves of Elvesdom."


@pytest.mark.parametrize(
    ("typed", "canonical"),
    [
        ("Target creature gets -1/-1.", "Target creature gets \u22121/\u22121."),
        ("[-2]: Draw a card.", "[\u22122]: Draw a card."),
        ("Choose one --", "Choose one \u2014"),
        ("Equipped creature has \u201cFlying\u201d", 'Equipped creature has "Flying"'),
        ("Rulik\u2019s hat", "Rulik's hat"),
        ("non-Human creatures", "non-Human creatures"),
    ],
)
def test_typography_is_unified_to_oracle_forms(typed: str, canonical: str) -> None:
    assert normalize_typography(typed) == canonical


def test_modal_lines_form_one_unit() -> None:
    """CR 700.2: the modes of a modal spell belong to its "Choose one —" line."""
    text = "Choose one \u2014\n\u2022 Draw a card.\n\u2022 Gain 2 life.\nFlying"
    units = normalize(text)
    assert [u.text for u in units] == [
        "Choose one \u2014\n\u2022 Draw a card.\n\u2022 Gain 2 life.",
        "Flying",
    ]


def test_offsets_map_back_to_the_original_text() -> None:
    text = "Flying (reminder)\nShock deals 2 damage to any target."
    units = normalize(text, "Shock")
    unit = units[1]
    pos = unit.text.index("damage")
    assert text[unit.original_offset(pos) : unit.original_offset(pos) + 6] == "damage"
    # the name token points at the name in the original
    assert text[unit.original_offset(0)] == "S"


def test_strip_reminders_is_the_round_trip_target() -> None:
    text = "Flying (reminder.)\n(Only reminder.)\nVigilance"
    assert strip_reminders(text) == "Flying\nVigilance"


def test_legendary_first_name_is_a_short_name():
    """CR 201.5: a legendary card without a comma in its name is referred to by its first
    name ("Sorin deals 13 damage"); the first name as a planeswalker type isn't."""
    from mtgc.compiler.normalize import normalize, short_name

    assert short_name("Sorin the Mirthless", True) == "Sorin"
    assert short_name("Sorin the Mirthless", False) is None
    assert short_name("The Ur-Dragon", True) is None
    [unit] = normalize("\u22127: Sorin deals 13 damage to any target.", "Sorin the Mirthless", True)
    assert "SHORTNAME deals" in unit.text
    [unit] = normalize("Search for an Ajani planeswalker card.", "Ajani Vengeant", True)
    assert "Ajani planeswalker" in unit.text


# ---- the wording users write (issue 11, item 4): the older forms are read as the current
# ones and render back as written.

OLDER_WORDING = """Gate Warden {1}{W}
Creature \u2014 Human Soldier
Gate Warden enters the battlefield tapped.
When Gate Warden enters the battlefield, you gain 2 life.
Whenever another creature enters the battlefield under your control, scry 1.
2/2
"""


def test_older_enters_wording_is_read_as_enters_and_renders_as_written() -> None:
    """CR 603.6a: "enters the battlefield" (Oracle before 2024) is the event "enters"."""
    from mtgc.compiler.cards import loads
    from mtgc.compiler.pipeline import check_card

    (result,) = check_card(loads(OLDER_WORDING)[0])
    assert result.status != "error", result.diagnostics
    current = check_card(loads(OLDER_WORDING.replace(" the battlefield", ""))[0])[0]
    assert current.status == result.status
    # one AST for both wordings: the older one is a wording of the same node
    assert result.abilities == current.abilities
    assert result.rendered == strip_reminders(OLDER_WORDING.split("\n", 2)[2].rsplit("\n", 2)[0])


def test_older_wording_is_marked_on_its_unit_only() -> None:
    units = normalize("When X enters the battlefield, draw a card.\nX enters tapped.", "X")
    assert [u.text for u in units] == [f"When {FULL_NAME} enters, draw a card.",
                                       f"{FULL_NAME} enters tapped."]  # fmt: skip
    assert [u.battlefield_wording for u in units] == [True, False]
    # the reminder text's wording is no part of the rules text
    units = normalize("Flying (It enters the battlefield flying.)", "X")
    assert [u.battlefield_wording for u in units] == [False]


def test_a_line_mixing_both_wordings_does_not_round_trip() -> None:
    """Honest: one unit renders one wording; a line with both is reported, never dropped."""
    from mtgc.compiler.cards import loads
    from mtgc.compiler.pipeline import check_card

    line = "When this creature enters{} and whenever another creature enters{}, draw a card."
    for first, second, status in (("", "", "ok"), (" the battlefield", " the battlefield", "ok"),
                                  (" the battlefield", "", "error")):  # fmt: skip
        text = f"Test Guy {{1}}{{G}}\nCreature \u2014 Elf\n{line.format(first, second)}\n2/2\n"
        (result,) = check_card(loads(text)[0])
        assert (result.status == "error") == (status == "error"), result.diagnostics


def test_cardname_placeholder_renders_as_written() -> None:
    """CR 201.5: a card's text refers to the card by its name; "CARDNAME" (or "~") written
    for the name is read as the same self-reference and rendered back as written."""
    from mtgc.compiler.cards import loads
    from mtgc.compiler.pipeline import check_card

    for placeholder in ("CARDNAME", "~"):
        text = (f"Test Guy {{1}}{{G}}\nCreature \u2014 Elf\nWhen {placeholder} enters, "
                "draw a card.\n2/2\n")  # fmt: skip
        (result,) = check_card(loads(text)[0])
        assert result.status == "ok", result.diagnostics
        assert result.rendered == f"When {placeholder} enters, draw a card."


def test_had_a_land_enter_the_battlefield_is_current_wording() -> None:
    """CR 603.6a: "if you had a land enter the battlefield under your control this turn"
    is how Oracle still writes the condition: it is kept as written."""
    line = ("Whenever a land enters, if that player had another land enter the battlefield "
            "under their control this turn, draw a card.")  # fmt: skip
    (unit,) = normalize(line, "X")
    assert unit.text == line
    assert not unit.battlefield_wording
    line = "It can't be blocked if you had another Cleric, Rogue, or Wizard enter the battlefield."
    (unit,) = normalize(line, "X")
    assert unit.text == line
