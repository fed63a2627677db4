"""Suite-wide checks: after each test, every answer it queued in a scenario must have
been asked for (runtime/SCENARIO_API.md: an answer queued but never asked for fails the
test)."""

import pytest

from mtgc.runtime.scenario_decisions import RECENT, check_answered


@pytest.fixture(autouse=True)
def _scenario_answers_used():
    RECENT.clear()
    yield
    queued = list(RECENT)
    RECENT.clear()
    check_answered(queued)
