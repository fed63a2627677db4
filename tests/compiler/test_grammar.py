"""The grammar and the AST: identity fixtures (parse then render gives the line back),
text -> AST pairs, and the hygiene rules that keep coverage honest (ARCHITECTURE.md,
"Honest coverage")."""

from __future__ import annotations

import re
from pathlib import Path

import attrs
import pytest
from lark.lexer import PatternStr

from mtgc.compiler.ast import Node, load_all
from mtgc.compiler.ast.costs import ManaCost, ManaSymbol
from mtgc.compiler.ast.keywords import Annihilator, SimpleKeyword
from mtgc.compiler.ast.objects import Number
from mtgc.compiler.pipeline import parse_ability, render_ability
from mtgc.grammar import CORE_FILES, HERE, files, parser

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures"


def identity_lines() -> list[str]:
    """Lines of every ``tests/fixtures/identity*.txt`` (one file per rules area)."""
    lines: list[str] = []
    for path in sorted(FIXTURES.glob("identity*.txt")):
        lines += path.read_text(encoding="utf-8").splitlines()
    # A modal ability spans lines: its fixture line writes each line break as "\\n".
    return [line.replace("\\n", "\n") for line in lines if line and not line.startswith("#")]


@pytest.mark.parametrize("line", identity_lines())
def test_identity(line: str) -> None:
    """render(parse(line)) == line for every fixture line."""
    node = parse_ability(line)
    assert isinstance(node, Node), f"does not parse: {node}"
    assert render_ability(node) == line


MODAL = "Choose one \u2014\n\u2022 Destroy target artifact.\n\u2022 Destroy target enchantment."


def test_identity_fixtures_cover_every_node_class() -> None:
    seen: set[str] = set()
    for line in [*identity_lines(), MODAL]:
        node = parse_ability(line)
        assert isinstance(node, Node)
        seen |= {type(n).__name__ for n in node.walk()}
    classes = {cls.__name__ for cls, _ in load_all().values() if not cls.transient}
    assert sorted(classes - seen) == []


def test_modal_spell_round_trips() -> None:
    """CR 700.2: a modal spell's modes are bullets on their own lines."""
    text = MODAL
    node = parse_ability(text)
    assert isinstance(node, Node)
    assert render_ability(node) == text
    assert type(node).__name__ == "ModalAbility"
    assert len(node.modes.modes) == 2


# ---- text -> AST pairs


def test_annihilator_ast() -> None:
    """CR 702.86: Annihilator N keeps its number."""
    node = parse_ability("Annihilator 2")
    assert node.keywords == (Annihilator(Number("2")),)


def test_keyword_list_ast() -> None:
    node = parse_ability("Flying, vigilance")
    assert node.keywords == (SimpleKeyword("flying"), SimpleKeyword("vigilance"))


def test_mana_symbols() -> None:
    """CR 107.4: hybrid, monocolored hybrid and Phyrexian symbols are kept apart."""
    node = parse_ability("{2/W}{G/P}{W/U}{X}: Draw a card.")
    cost = node.costs.items[0]
    assert cost == ManaCost(
        (ManaSymbol("2/W"), ManaSymbol("G/P"), ManaSymbol("W/U"), ManaSymbol("X"))
    )
    assert [s.phyrexian for s in cost.symbols] == [False, True, False, False]
    assert [s.hybrid for s in cost.symbols] == [True, False, True, False]


def test_activated_ability_costs() -> None:
    """CR 602.1: costs before the colon, effect after."""
    node = parse_ability("{1}, {T}, Sacrifice a creature: Draw a card.")
    assert type(node).__name__ == "ActivatedAbility"
    kinds = [type(c).__name__ for c in node.costs.items]
    assert kinds == ["ManaCost", "TapCost", "Sacrifice"]


def test_triggered_ability_event() -> None:
    """CR 603.1: the trigger event is typed."""
    node = parse_ability("Whenever an opponent sacrifices a nontoken permanent, draw a card.")
    assert type(node).__name__ == "TriggeredAbility"
    assert type(node.event).__name__ == "SacrificeEvent"
    assert node.trigger_word == "whenever"


def test_spans_point_into_the_text() -> None:
    text = "Destroy target creature."
    node = parse_ability(text)
    destroy = next(n for n in node.walk() if type(n).__name__ == "Destroy")
    assert text[destroy.span.start : destroy.span.end] == "Destroy target creature"


def test_nodes_are_frozen_and_repr_reads_like_a_constructor() -> None:
    node = parse_ability("Annihilator 2").keywords[0]
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        node.amount = Number("3")  # type: ignore[misc]
    assert repr(node) == "Annihilator(amount=Number(written='2'))"


# ---- hygiene: what keeps the coverage figures honest


def test_every_grammar_rule_has_an_ast_class() -> None:
    p = parser()
    names = {str(r.alias or r.origin.name) for r in p.rules if not r.options.expand1}
    names |= {str(r.alias) for r in p.rules if r.alias}
    registry = load_all()
    missing = sorted(n for n in names if not n.startswith("_") and n not in registry)
    assert missing == []


def test_no_literal_word_is_shadowed_by_a_word_class() -> None:
    """A literal such as "card" must not also be matched by a class terminal such as KIND:
    the lexer would then give one of them a token type the parser does not expect."""
    p = parser()
    strings = [t for t in p.terminals if isinstance(t.pattern, PatternStr)]
    classes = [t for t in p.terminals if not isinstance(t.pattern, PatternStr)]
    clashes = [
        (s.pattern.value, c.name)
        for s in strings
        for c in classes
        if re.fullmatch(c.pattern.value, s.pattern.value, re.IGNORECASE)
    ]
    assert clashes == []


def test_every_grammar_file_is_loaded() -> None:
    on_disk = {p.name for p in HERE.glob("*.lark")}
    assert set(files()) == on_disk
    assert set(CORE_FILES) <= on_disk


def test_no_catch_all_terminal() -> None:
    """No terminal may accept arbitrary words (ARCHITECTURE.md, honest coverage)."""
    for t in parser().terminals:
        pattern = t.pattern.value
        assert not re.fullmatch(pattern, "zzqx", re.IGNORECASE), t.name
        # Names are the one place for free words: token names (CR 111.4) and the name a
        # "Partner—[text]" ability gives (CR 702.124i)
        if t.name not in ("TOKEN_NAME", "PARTNER_NAME"):
            assert not re.fullmatch(pattern, "Zzqx Qqzz", re.IGNORECASE), t.name


def test_no_card_names_in_grammar_or_compiler() -> None:
    """Templates, not cards: no multi-word card name from the library appears in the
    grammar or the compiler's code."""
    from mtgc.compiler.cards import load_library

    names = {c.name for c in load_library() if " " in c.name}
    sources = [*HERE.glob("*.lark"), *(ROOT / "compiler").rglob("*.py")]
    text = "\n".join(p.read_text(encoding="utf-8") for p in sources)
    assert sorted(n for n in names if n in text) == []
