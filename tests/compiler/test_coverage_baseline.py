"""The coverage regression gate (issue 5): the shared corpus must keep at least the
checked-in number of parsed and ok faces."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mtgc.compiler.cards import load
from mtgc.compiler.pipeline import ERROR, OK, check_card

ROOT = Path(__file__).resolve().parents[2]
BASELINE = json.loads((ROOT / "tests" / "fixtures" / "coverage_baseline.json").read_text())
CORPUS = ROOT / BASELINE["corpus"]


@pytest.mark.skipif(not CORPUS.exists(), reason=f"shared corpus not found at {CORPUS}")
def test_corpus_coverage_does_not_fall_below_the_baseline() -> None:
    statuses = [r.status for card in load(str(CORPUS)) for r in check_card(card)]
    assert len(statuses) == BASELINE["faces"]
    parsed = sum(s != ERROR for s in statuses)
    ok = sum(s == OK for s in statuses)
    assert parsed >= BASELINE["parsed"], f"parsed faces fell to {parsed}"
    assert ok >= BASELINE["ok"], f"ok faces fell to {ok}"
