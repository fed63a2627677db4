"""CR 701 keyword actions, CR 122 counter kinds and "this <noun>" self-references: the
generated vocabulary matches the Comprehensive Rules, every keyword action parses in an
identity fixture line, and cards of recent sets that use them compile."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mtgc.compiler.ast import Node
from mtgc.compiler.ast.actions import (
    KeywordActionClause,
    KeywordActionNumber,
    KeywordActionObject,
    UnlockEvent,
)
from mtgc.compiler.cards import load
from mtgc.compiler.pipeline import check_card, parse_ability, render_ability
from mtgc.grammar import HERE
from mtgc.grammar import vocabulary as gen
from mtgc.grammar import vocabulary_data as vocab

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures"
CR = ROOT.parent / "shared" / "rules" / "comprehensive-rules.txt"
needs_cr = pytest.mark.skipif(not CR.exists(), reason=f"the Comprehensive Rules are not at {CR}")


@needs_cr
def test_generated_keyword_actions_match_the_rules() -> None:
    """The checked-in CR 701 table is what the generator reads from the CR today."""
    assert gen.read_actions(CR) == vocab.KEYWORD_ACTIONS


@needs_cr
def test_generated_terminals_match_the_rules() -> None:
    """vocabulary.lark holds the terminals the generator makes from the CR: the keyword
    actions by parameter shape, the designations, the counter kinds and "this <noun>"."""
    lark = (HERE / "vocabulary.lark").read_text(encoding="utf-8").splitlines()
    actions = gen.read_actions(CR)
    for line in gen.action_terminals(actions):
        assert line in lark
    assert gen.counter_terminal(gen.read_counters(CR)) in lark
    assert gen.self_reference_nouns(CR) == list(vocab.THIS_NOUNS)
    assert gen.designations(CR, actions) == list(vocab.DESIGNATIONS)
    assert gen.read_counters(CR) == list(vocab.KEYWORD_COUNTERS)


def test_every_keyword_action_of_cr_701_has_a_rule_number_from_2_to_68() -> None:
    numbers = {int(rule.split(".")[1]) for rule, *_ in vocab.KEYWORD_ACTIONS.values()}
    assert numbers == set(range(2, 69))
    assert len(vocab.KEYWORD_ACTIONS) == 68  # CR 701.26 "Tap and Untap" is two actions


@pytest.mark.parametrize(
    ("action", "rule", "shape", "third", "past"),
    [
        ("discover", "701.57", "number", "discovers", "discovered"),
        ("collect evidence", "701.59", "number", "collects evidence", "collected evidence"),
        ("manifest dread", "701.62", "none", "manifests dread", "manifested dread"),
        ("the Ring tempts you", "701.54", "clause", "the Ring tempts you", "tempted"),
        ("time travel", "701.56", "none", "time travels", "time traveled"),
        ("open an Attraction", "701.51", "none", "opens an Attraction", "opened an Attraction"),
        ("endure", "701.63", "number", "endures", "endured"),
        ("amass", "701.47", "subtype number", "amasses", "amassed"),
        ("goad", "701.15", "object", "goads", "goaded"),
        ("behold", "701.4", "quality", "beholds", "beheld"),
        ("waterbend", "701.67", "cost", "waterbends", "waterbended"),
        ("face a villainous choice", "701.55", "options", "faces a villainous choice",
         "faced a villainous choice"),
        ("connive", "701.50", "number", "connives", "connived"),
    ],
)  # fmt: skip
def test_inflections_and_parameter_shapes(action, rule, shape, third, past) -> None:
    """Each action's rule, the parameter the CR gives it, and the forms Oracle text uses."""
    assert vocab.KEYWORD_ACTIONS[action] == (rule, shape, action, third, past)


def test_designations_are_the_participles_the_cr_calls_designations() -> None:
    """CR 701.15b goaded, 701.60b suspected, 701.64b harnessed."""
    assert vocab.DESIGNATIONS == ("goaded", "suspected", "harnessed")


def _fixture_lines() -> list[str]:
    text = (FIXTURES / "identity_actions.txt").read_text(encoding="utf-8")
    return [line for line in text.splitlines() if line and not line.startswith("#")]


@pytest.mark.parametrize("action", sorted(vocab.KEYWORD_ACTIONS))
def test_every_keyword_action_parses_in_an_identity_line(action: str) -> None:
    """Issue 11: each CR 701 keyword action parses (and round-trips) in at least one line of
    tests/fixtures/identity_actions.txt that uses one of its forms."""
    _rule, _shape, base, third, past = vocab.KEYWORD_ACTIONS[action]
    verb = base.split(" in ")[0]  # CR 701.32: "set [a scheme] in motion"
    forms = {verb, third.split(" in ")[0], past, base}
    pattern = re.compile(r"\b(?:" + "|".join(map(re.escape, forms)) + r")\b", re.IGNORECASE)
    lines = [line for line in _fixture_lines() if pattern.search(line)]
    assert lines, f"no identity line uses {action!r}"
    for line in lines:
        node = parse_ability(line)
        assert isinstance(node, Node), f"{line!r} does not parse: {node}"
        assert render_ability(node) == line


def _nodes(line: str, kind: type) -> list[Node]:
    node = parse_ability(line)
    assert isinstance(node, Node), node
    return [n for n in node.walk() if isinstance(n, kind)]


def test_discover_is_a_keyword_action_with_a_number() -> None:
    """CR 701.57a: "Discover N"."""
    (found,) = _nodes("When this creature dies, discover 3.", KeywordActionNumber)
    assert (found.action, found.amount.render(), found.cr_rule) == ("discover", "3", "701.57")


def test_endure_agrees_with_its_subject() -> None:
    """CR 701.63a: a permanent endures N; the verb agrees with the subject in the round
    trip ("it endures 1", "Target creature you control endures 2")."""
    for line in ("When this creature enters, it endures 1.",
                 "Target creature you control endures 2."):  # fmt: skip
        (found,) = _nodes(line, KeywordActionNumber)
        assert found.action == "endure"
        assert render_ability(parse_ability(line)) == line


def test_the_ring_tempts_you_is_a_clause_and_a_trigger_event() -> None:
    """CR 701.54a: "the Ring tempts you" as an effect and as a trigger event."""
    assert len(_nodes("Scry 1. The Ring tempts you.", KeywordActionClause)) == 1
    line = "Whenever the Ring tempts you, put a +1/+1 counter on each Wraith you control."
    assert len(_nodes(line, KeywordActionClause)) == 1


def test_suspect_takes_an_object_and_suspected_is_a_designation() -> None:
    """CR 701.60a-b: suspect a creature; "suspected" describes it afterwards."""
    (found,) = _nodes("Suspect it.", KeywordActionObject)
    assert found.action == "suspect"
    line = "Whenever one or more suspected creatures you control attack, surveil 1."
    assert isinstance(parse_ability(line), Node)


def test_unlocking_a_door_is_a_trigger_event() -> None:
    """CR 709.5h: "When you unlock this door"; CR 709.5i: "fully unlock a Room"."""
    (one,) = _nodes("When you unlock this door, draw two cards.", UnlockEvent)
    (two,) = _nodes("Whenever you fully unlock a Room, scry 2.", UnlockEvent)
    assert (one.fully, one.object.render(), two.fully) == (False, "this door", True)


@pytest.mark.parametrize(
    "line",
    [
        "Put a flood counter on target land.",
        "Put an oil counter on this artifact.",
        "Put a stun counter on target creature.",
        "Put a shield counter on target creature.",
        "Put a first strike counter on target creature.",
        "Put two rope counters on this artifact.",
        "Counter target spell.",
        "Remove a counter from target permanent.",
    ],
)
def test_counter_kinds_are_read_and_the_verb_counter_is_not_one(line: str) -> None:
    """CR 122.1: a counter's kind is a keyword (CR 122.1b) or one word before "counter";
    "counter target spell" is the verb of CR 701.6."""
    node = parse_ability(line)
    assert isinstance(node, Node), node
    assert render_ability(node) == line


@pytest.mark.parametrize("noun", ["Spacecraft", "Case", "Room", "Attraction", "Siege", "Saga"])
def test_this_type_self_references(noun: str) -> None:
    """CR 205.3g-h, 205.3q: a card calls itself "this <its type or subtype>"."""
    line = f"When this {noun} enters, draw a card."
    node = parse_ability(line)
    assert isinstance(node, Node), node
    assert render_ability(node) == line


def test_recent_mechanics_on_cards_of_our_own_compile() -> None:
    """Discover (CR 701.57), manifest dread (701.62), the Ring (701.54), collect evidence
    (701.59), suspect (701.60), endure (701.63) and a Room with two doors (CR 709.5) on
    cards written for this test: every face parses and round-trips."""
    cards = load(str(FIXTURES / "cards" / "recent_actions.txt"))
    assert [c.name for c in cards][:3] == ["Cavern Cartographer", "Dread Harbinger",
                                           "Sly Inquisitor"]  # fmt: skip
    results = [r for card in cards for r in check_card(card)]
    assert len(results) == 5
    assert [(r.name, r.status) for r in results if r.status == "error"] == []
