"""Keyword abilities (CR 702) read from the vocabulary generated from the Comprehensive
Rules: the generated files are up to date, every keyword has an identity fixture line,
no ``.lark`` file lists keywords by hand, ability and flavor words (CR 207.2c-d), and
cards of recent mechanics written by hand."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mtgc.compiler.ast import Node
from mtgc.compiler.ast.abilities import AbilityWordAbility
from mtgc.compiler.ast.keywords import CostKeyword, NumberKeyword, SimpleKeyword
from mtgc.compiler.cards import load
from mtgc.compiler.pipeline import check_card, parse_ability, render_ability
from mtgc.grammar import HERE, vocabulary
from mtgc.grammar import vocabulary_data as vocab

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures"
RULES = ROOT.parent / "shared" / "rules" / "comprehensive-rules.txt"
KEYWORD_LINES = [
    line.replace("\\n", "\n")  # a modal ability's line breaks, as in identity*.txt
    for line in (FIXTURES / "identity_keywords.txt").read_text(encoding="utf-8").splitlines()
    if line and not line.startswith("#")
]

#: CR 702 keywords the grammar does not read yet, each with the reason. The test below
#: fails when one of them gets a fixture line, so that this list only shrinks.
NOT_YET = {
    "companion": "CR 702.139a: 'Companion — [Condition]', a deck-building condition",
}


@pytest.mark.skipif(not RULES.exists(), reason="../shared/rules (the CR) is absent")
def test_vocabulary_regenerates_from_the_cr(tmp_path: Path) -> None:
    """The checked-in vocabulary.lark and vocabulary_data.py are what the generator
    writes from ../shared/rules today (CR 205.3, 207.2c, 701, 702)."""
    vocabulary.generate(RULES, tmp_path)
    for name in ("vocabulary.lark", "vocabulary_data.py"):
        assert (tmp_path / name).read_text(encoding="utf-8") == (HERE / name).read_text(
            encoding="utf-8"
        ), f"{name} is out of date: run python -m mtgc.grammar.vocabulary {RULES}"


def _has_keyword(name: str) -> bool:
    if name == "cycling":
        pattern = r"\w*cycling"  # CR 702.29e: "[Type]cycling"
    elif name == "landwalk":
        pattern = r"(?:\w+ )?\w*walk"  # CR 702.14a: "[type]walk"
    elif name == "offering":
        pattern = r"\w+ offering"  # CR 702.48a: "[Quality] offering"
    else:
        pattern = re.escape(name)
    return any(re.match(rf"(?i){pattern}(?![\w-])", line) for line in KEYWORD_LINES)


def test_every_cr_keyword_has_an_identity_line() -> None:
    """Each keyword ability of CR 702.2-702.189 (and the variants the CR names) opens
    a line of identity_keywords.txt, except the few listed in NOT_YET."""
    missing = sorted(n for n in vocab.KEYWORD_ABILITIES if not _has_keyword(n))
    assert missing == sorted(NOT_YET)
    rules = {rule for rule, _ in vocab.KEYWORD_ABILITIES.values()}
    assert rules == {f"702.{n}" for n in range(2, 190)}


@pytest.mark.parametrize("line", KEYWORD_LINES)
def test_keyword_line_round_trips(line: str) -> None:
    node = parse_ability(line)
    assert isinstance(node, Node), f"does not parse: {node}"
    assert render_ability(node) == line


def test_no_keyword_list_typed_in_a_lark_file() -> None:
    """Keyword names come from the CR through the generator: no terminal of a hand-written
    .lark file is a list of CR 702 keywords (a list of counter names may hold "fuse" and
    "echo", CR 122.1, and is not one)."""
    names = set(vocab.KEYWORD_ABILITIES)
    for path in sorted(HERE.glob("*.lark")):
        if path.name == "vocabulary.lark":
            continue
        for m in re.finditer(r"^(\w+)(?:\.\d+)?: /(.*)/", path.read_text(), re.M):
            words = set(re.split(r"[|()?:/]+", m[2].lower().replace("\\", "")))
            found = sorted(w for w in words if w in names)
            assert len(found) < 2 or len(found) * 10 < len(words), (
                f"{path.name}: {m[1]} lists the keywords {found}"
            )


def test_keywords_by_shape_cite_their_rule() -> None:
    """The node of each shape names its keyword and its CR rule (generated data)."""
    assert parse_ability("Bargain").keywords == (SimpleKeyword("bargain"),)
    assert SimpleKeyword("bargain").rule == "CR 702.166"
    (saddle,) = parse_ability("Saddle 2").keywords
    assert isinstance(saddle, NumberKeyword) and saddle.rule == "CR 702.171"
    (offspring,) = parse_ability("Offspring {2}").keywords
    assert isinstance(offspring, CostKeyword) and offspring.rule == "CR 702.175"
    (cycling,) = parse_ability("Basic landcycling {1}{G}").keywords
    assert cycling.name == "basic landcycling" and cycling.rule == "CR 702.29"
    assert vocab.CR_TERMS["discover"] == ("701.57", "keyword action")
    assert vocab.CR_TERMS["manifest dread"] == ("701.62", "keyword action")
    assert vocab.CR_TERMS["saddle"] == ("702.171", "keyword ability")


def test_keyword_shapes_read_from_the_cr_text() -> None:
    """CR 702.xa writes each keyword's parameters; the generator keeps them."""
    shapes = {n: s for n, (_, s) in vocab.KEYWORD_ABILITIES.items()}
    assert shapes["bushido"] == ("number",)
    assert shapes["ward"] == ("cost",)
    assert shapes["suspend"] == ("number_cost",)
    assert shapes["affinity"] == ("for",)
    assert shapes["craft"] == ("with",)
    assert shapes["gift"] == ("article",)
    assert shapes["exhaust"] == ("dash_activated",)
    assert shapes["max speed"] == ("dash_ability",)
    assert shapes["mayhem"] == ("cost", "simple")  # CR 702.187b-c
    assert shapes["bargain"] == ("simple",)


# ---- ability words and flavor words (CR 207.2c, 207.2d)


def test_ability_word_is_lowered_as_its_ability() -> None:
    """CR 207.2c: an ability word has no rules meaning."""
    node = parse_ability("Landfall \u2014 Whenever a land you control enters, you gain 1 life.")
    assert isinstance(node, AbilityWordAbility) and not node.flavor
    assert node.word == "landfall"


@pytest.mark.parametrize(
    "line",
    [
        "Allies \u2014 Whenever another creature you control enters, you gain 1 life.",
        "Power-up \u2014 {4}{R}: Draw a card.",
        "Call of the Wild \u2014 Creatures you control get +1/+1.",
        "Death Sickle \u2014 Equip {2}",
    ],
)
def test_flavor_word_keeps_its_name(line: str) -> None:
    """CR 207.2d: a flavor word is a name kept as written; the ability after the dash is
    parsed in full."""
    node = parse_ability(line)
    assert isinstance(node, AbilityWordAbility) and node.flavor
    assert node.word == line.split(" \u2014 ")[0]
    assert render_ability(node) == line


@pytest.mark.parametrize(
    "line",
    [
        "Tempting Gizmo \u2014 florb the widget.",
        "Allies \u2014 Whenever another creature you control enters, zap.",
        "Allies \u2014",
        "allies \u2014 Draw a card.",
    ],
)
def test_flavor_word_is_not_a_catch_all(line: str) -> None:
    """What follows a flavor word must be a whole ability; the name is capitalized."""
    assert not isinstance(parse_ability(line), Node)


def test_flavor_word_mode() -> None:
    """CR 700.2, 207.2d: "• Attack — ..." labels a mode."""
    text = (
        "Choose one \u2014\n\u2022 Attack \u2014 Draw a card.\n"
        "\u2022 Defend \u2014 You gain 3 life."
    )
    node = parse_ability(text)
    assert isinstance(node, Node)
    assert render_ability(node) == text
    assert [type(m).__name__ for m in node.modes.modes] == ["FlavorWordMode"] * 2


def _card(text: str):
    from mtgc.compiler.cards import loads

    (card,) = loads(text)
    return check_card(card)


def test_flavor_word_ability_runs_as_its_ability() -> None:
    """An ability under a flavor word compiles like the same ability alone."""
    plain = _card("Test Bear {1}{G}\nCreature \u2014 Bear\nWhenever this creature attacks, "
                  "you gain 1 life.\n2/2")  # fmt: skip
    flavored = _card("Test Bear {1}{G}\nCreature \u2014 Bear\nHowl of the Pack \u2014 Whenever "
                     "this creature attacks, you gain 1 life.\n2/2")  # fmt: skip
    assert plain[0].status == flavored[0].status == "ok"


# ---- recent mechanics on cards of our own writing


def test_recent_mechanics_cards_parse() -> None:
    """Bargain (CR 702.166), craft (702.167), offspring (702.175), gift (702.174) and
    saddle (702.171), on cards written by hand: each face parses and renders back."""
    cards = load(str(FIXTURES / "cards" / "recent_mechanics.txt"))
    assert len(cards) == 5
    for card in cards:
        for result in check_card(card):
            assert result.status in ("ok", "unsupported"), (card.name, result.diagnostics)


# ---- keyword abilities the CR doesn't define (grammar/vocabulary.py OUTSIDE_CR)


@pytest.mark.skipif(not RULES.exists(), reason="../shared/rules (the CR) is absent")
def test_keywords_outside_the_cr_have_no_cr_section() -> None:
    """Each keyword of OUTSIDE_CR is absent from CR 702 (once the CR gains its section,
    the generator reads it from there and the entry goes)."""
    headers = {name.lower() for _rule, name, _subs in vocabulary.read_sections(RULES, "702")}
    assert sorted(vocab.OUTSIDE_CR_KEYWORDS) == ["double team", "increment", "paradigm",
                                                 "sneak", "specialize", "teamwork"]  # fmt: skip
    assert not headers & set(vocab.OUTSIDE_CR_KEYWORDS)
    assert not set(vocab.KEYWORD_ABILITIES) & set(vocab.OUTSIDE_CR_KEYWORDS)


def test_a_keyword_outside_the_cr_parses_by_its_shape_and_cites_no_rule() -> None:
    """"Sneak [cost]" reads like any keyword with a cost; it names where it comes from
    instead of a CR rule, and can't run yet."""
    (sneak,) = parse_ability("Sneak {1}{B}{B}").keywords
    assert isinstance(sneak, CostKeyword) and sneak.name == "sneak"
    assert sneak.rule == "not in the CR: a mechanic newer than the CR of January 2026"
    (teamwork,) = parse_ability("Teamwork 2").keywords
    assert isinstance(teamwork, NumberKeyword) and teamwork.amount.render() == "2"
    (result,) = _card("Sewer Rat {1}{B}\nCreature \u2014 Rat\nSneak {1}{B}\n1/1")
    assert result.status == "unsupported"
    assert result.notes[0].message == "'Sneak {1}{B}' parses but can't run yet"


def test_a_keyword_outside_the_cr_out_of_place_is_named_not_taken_for_a_typo() -> None:
    problem = parse_ability("Draw a card, then sneak.")
    assert problem.message == (
        "'sneak' is a keyword ability that the CR doesn't define (a mechanic newer than the "
        "CR of January 2026) not supported in this position yet"
    )


def test_keyword_variants_with_a_quality() -> None:
    """CR 702.82c "Devour [quality] N", 702.119b "Emerge from [quality] [cost]", 702.22b
    "bands with other [quality]"."""
    (devour,) = parse_ability("Devour artifact 1").keywords
    assert (devour.name, devour.quality.render(), devour.parameter.render()) == (
        "devour", "artifact", "1")  # fmt: skip
    assert devour.rule == "CR 702.82"
    (emerge,) = parse_ability("Emerge from artifact {5}{U}{U}").keywords
    assert (emerge.preposition, emerge.parameter.render()) == ("from", "{5}{U}{U}")
    (bands,) = parse_ability("Bands with other legendary creatures").keywords
    assert (bands.rule, bands.parameter) == ("CR 702.22", None)


@pytest.mark.parametrize(
    ("text", "hint"),
    [
        ("Test Blade {1}\nArtifact \u2014 Equipment\nEquip {0}. Activate only once each turn.",
         "a restriction on activating a keyword ability (CR 602.5b) is not supported yet"),
        ("Test Blade {1}\nArtifact \u2014 Equipment\nEquip {2} or {B}",
         "the keyword equip (CR 702.6) with a choice of two costs is not supported yet"),
        ("Test Exerter {1}{W}\nCreature \u2014 Human\n{T}, Exert this creature: Draw a "
         "card.\n2/2", "the cost exert cost is not supported yet"),
        ("Test Maw {3}{G}\nCreature \u2014 Beast\nDevour artifact 1\n3/3",
         "the keyword devour with a quality (CR 702.82) has no runtime handler yet"),
    ],
)  # fmt: skip
def test_keyword_forms_that_cannot_run_say_why(text: str, hint: str) -> None:
    """Each of these parses and round-trips, and is unsupported with its reason."""
    (result,) = _card(text)
    assert result.status == "unsupported"
    assert result.notes[0].hint == hint


def test_a_keyword_used_as_a_verb_out_of_place_is_named_as_the_keyword() -> None:
    """CR 702.171c: a creature "saddles" a Mount; the generated KEYWORD_VERB_FORMS lets a
    diagnostic name "saddles" as the keyword saddle, never as a typo."""
    assert vocab.KEYWORD_VERB_FORMS["saddle"] == ("saddled", "saddles")
    assert vocab.KEYWORD_VERB_FORMS["crew"] == ("crewed", "crews")
    # ("saddles Mounts as though its power were 2 greater" is a template now, keywords.lark)
    problem = parse_ability("This creature saddles target Mount.")
    assert problem.message == (
        "'saddle' is a keyword ability (CR 702.171) not supported in this position yet"
    )
    assert (problem.offset, problem.length) == (14, 7)
