"""Issue 11: every keyword ability of CR 702 and every keyword action of CR 701 in the
generated vocabulary (grammar/vocabulary_data.py) parses, in each parameter shape its CR
rule writes ("Bushido N", "Ward [cost]", "Suspend N—[cost]", "Hexproof from [quality]",
"Behold a [quality]", "Amass [subtype] N", ...), in at least one identity fixture line that
renders back exactly; and the keyword abilities the CR doesn't define are kept apart."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from mtgc.compiler.ast import Node
from mtgc.compiler.pipeline import parse_ability, render_ability
from mtgc.grammar import vocabulary_data as vocab

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures"
RULES = ROOT.parent / "shared" / "rules" / "comprehensive-rules.txt"

#: What follows a keyword ability's name in each shape of grammar/vocabulary.py
#: (_KEYWORD_SHAPES), as a regular expression.
_NUMBER = r"(?:\d+|X)"
_COST = r"(?:\{|\u2014)"
ABILITY_SHAPES = {
    "simple": r"(?=$|[,;.]| \()",
    "number": rf" {_NUMBER}(?![\w/])",
    "cost": rf" ?{_COST}",
    "number_cost": rf" {_NUMBER}\u2014",
    "for": r" for ",
    "from": r" from ",
    "with": r" with ",
    "onto": r" onto ",
    "article": r" an? ",
    "object": r" (?!from\b|for\b)[A-Za-z]",
    "dash_activated": r" \u2014 [^:]+: ",
    "dash_effect": r" \u2014 ",
    "dash_ability": r" \u2014 ",
    "dash_condition": r" \u2014 ",
    "dash_text": r"\u2014",
}
#: What follows a keyword action's verb in each shape of read_actions.
ACTION_SHAPES = {
    "none": r"",
    "number": rf" {_NUMBER}\b",
    "cost": r" \{",
    "quality": r" an? ",
    "options": r" \u2014",
    "object": r" (?!\.)\S",
    "subtype number": rf" [A-Z]\w+ {_NUMBER}\b",
    "clause": r"",
    "object in": r" .+ in ",
}


@cache
def identity_lines() -> tuple[str, ...]:
    lines: list[str] = []
    for path in sorted(FIXTURES.glob("identity*.txt")):
        lines += path.read_text(encoding="utf-8").splitlines()
    return tuple(ln.replace("\\n", "\n") for ln in lines if ln and not ln.startswith("#"))


@cache
def round_trips(line: str) -> bool:
    node = parse_ability(line)
    return isinstance(node, Node) and render_ability(node) == line


def _keyword_name(name: str, shape: str) -> str:
    """The keyword's name as a pattern: "[Type]cycling" (CR 702.29e), "[type]walk" (CR
    702.14a), "[Quality] offering" (CR 702.48a) stand for their forms."""
    if name == "cycling" and shape == "prefix":
        return r"\w+cycling"
    if name == "landwalk":
        return r"(?:\w+ )?\w+walk"
    if name == "offering":
        return r"\w+ offering"
    return re.escape(vocab.KEYWORD_WRITTEN.get(name, name))


def _ability_cases() -> list[tuple[str, str]]:
    return [(n, s) for n, (_r, shapes) in vocab.KEYWORD_ABILITIES.items() for s in shapes]


#: Keywords whose "simple" shape is only the CR naming the ability (the generator reads a
#: bare quoted name as one): their cards always write a parameter, so the test asks for the
#: name in any shape.
NAMED_ONLY = {
    "prototype": "CR 702.160a, 718.2: cards write 'Prototype [cost] — [P/T]'",
    "solved": "CR 702.169: 'solved' is also the Case's designation; 'Solved — [ability]'",
    "∞": "CR 702.186: cards write '∞ — [ability]'",
    "bands with other": "CR 702.22b names it; cards write 'bands with other [quality]'",
}
#: CR 702 keywords with a shape the grammar can't read yet, and why.
NOT_YET: dict[tuple[str, str], str] = {}


@pytest.mark.parametrize(("name", "shape"), _ability_cases())
def test_every_keyword_ability_parses_in_each_cr_shape(name: str, shape: str) -> None:
    """CR 702: a line holding the keyword in that shape parses and round-trips."""
    if (name, shape) in NOT_YET:
        lines = [ln for ln in identity_lines() if ln.lower().startswith(name + " \u2014")
                 and round_trips(ln)]  # fmt: skip
        assert not lines, f"{name!r} parses now: remove it from NOT_YET"
        return
    after = ABILITY_SHAPES.get(shape, "")
    if shape == "prefix" and name == "cycling":
        pattern = _keyword_name(name, shape) + ABILITY_SHAPES["cost"]
    elif shape == "prefix" or (shape == "simple" and name in NAMED_ONLY):
        pattern = _keyword_name(name, shape) + r"(?![\w-])"
    else:
        pattern = _keyword_name(name, shape) + after
    found = re.compile(rf"(?i)(?<![\w-]){pattern}")
    lines = [ln for ln in identity_lines() if found.search(ln)]
    assert any(round_trips(ln) for ln in lines), (
        f"no identity line parses with {name!r} in its shape {shape!r} (CR "
        f"{vocab.KEYWORD_ABILITIES[name][0]})"
    )


@pytest.mark.parametrize("action", sorted(vocab.KEYWORD_ACTIONS))
def test_every_keyword_action_parses_in_its_cr_shape(action: str) -> None:
    """CR 701: a line using one of the action's forms followed by its parameter (a number,
    an object, a cost, "a [quality]", ...) parses and round-trips."""
    rule, shape, base, third, past = vocab.KEYWORD_ACTIONS[action]
    if shape == "object in":  # CR 701.32: "set [a scheme] in motion"
        forms = [f.split(" in ")[0] for f in (base, third)]
    else:
        forms = [base, third] if shape != "none" else [base, third, past]
    verbs = "|".join(re.escape(f) for f in forms)
    found = re.compile(rf"(?i)(?<![\w-])(?:{verbs})(?![\w-]){ACTION_SHAPES[shape]}")
    lines = [ln for ln in identity_lines() if found.search(ln)]
    assert any(round_trips(ln) for ln in lines), (
        f"no identity line parses with {action!r} in its shape {shape!r} (CR {rule})"
    )


def test_the_shapes_cover_every_shape_the_generator_makes() -> None:
    """Each shape of the generated data has a pattern above (a new shape needs one)."""
    ability = {s for _r, shapes in vocab.KEYWORD_ABILITIES.values() for s in shapes}
    action = {shape for _r, shape, *_ in vocab.KEYWORD_ACTIONS.values()}
    assert ability - set(ABILITY_SHAPES) == {"prefix"}
    assert action <= set(ACTION_SHAPES)
