"""The coverage regression gate: each shared corpus (the faces to April 2022 and those
printed since) must keep at least the checked-in number of parsed and ok faces."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mtgc.compiler.cards import load
from mtgc.compiler.pipeline import ERROR, OK, check_card

ROOT = Path(__file__).resolve().parents[2]
BASELINE = json.loads((ROOT / "tests" / "fixtures" / "coverage_baseline.json").read_text())


@pytest.mark.parametrize(
    "gate", BASELINE["corpora"], ids=[Path(g["corpus"]).stem for g in BASELINE["corpora"]]
)
def test_corpus_coverage_does_not_fall_below_the_baseline(gate: dict) -> None:
    corpus = ROOT / gate["corpus"]
    if not corpus.exists():
        pytest.skip(f"shared corpus not found at {corpus}")
    statuses = [r.status for card in load(str(corpus)) for r in check_card(card)]
    assert len(statuses) == gate["faces"]
    parsed = sum(s != ERROR for s in statuses)
    ok = sum(s == OK for s in statuses)
    assert parsed >= gate["parsed"], f"parsed faces fell to {parsed}"
    assert ok >= gate["ok"], f"ok faces fell to {ok}"
