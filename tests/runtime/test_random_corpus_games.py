"""Property checks with real corpus cards compiled from their text (issues 12 and 14): a
sample of ``tools/random_games.py`` (seeded random games between 60-card decks of ``ok``
corpus faces) and of ``tools/play_every_card.py`` (each ``ok`` face cast, resolved, its
abilities activated, a turn with combat). The whole runs are the tools' to do."""

from __future__ import annotations

import importlib.util
import os

import pytest

TOOLS = os.path.join(os.path.dirname(__file__), "..", "..", "tools")
CORPUS = os.path.join(TOOLS, "..", "..", "shared", "corpus")
NEW = os.path.join(CORPUS, "oracle-new-a.jsonl")
OLD = os.path.join(CORPUS, "oracle-cards.jsonl")

pytestmark = pytest.mark.skipif(
    not (os.path.exists(NEW) and os.path.exists(OLD)), reason="the shared corpus is absent"
)


def _tool(name: str):
    spec = importlib.util.spec_from_file_location(name, os.path.join(TOOLS, f"{name}.py"))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def random_games():
    return _tool("random_games")


@pytest.fixture(scope="module")
def pool(random_games):
    return random_games.CorpusDecks([OLD, NEW])


def test_random_corpus_games_keep_the_invariants(random_games, pool):
    """CR 400.1 (one zone per object), 704.5f-g (state-based actions), 119.1 (life):
    no violation, no exception, and every game ends (win, draw or a limit)."""
    ended = []
    for seed in range(24):
        out = random_games.play_one(pool, seed, max_turns=6, distinct=6, seconds=120.0)
        assert out.violations == [], (seed, out.violations)
        ended.append(out.ended)
    assert set(ended) <= {"win", "draw", "turn-limit", "action-limit"}
    assert len(ended) == 24


def test_random_agent_turn_cap_bounds_actions(random_games, pool):
    """A random player takes at most ``actions_per_turn`` actions in a turn, then passes:
    with a cap of 1 a six-turn game has at most a handful of actions per turn."""
    out = random_games.play_one(pool, 3, max_turns=6, actions_per_turn=1, distinct=6)
    assert out.violations == []
    assert out.actions < 6 * 2 * 40


def test_sampled_ok_faces_play_without_exceptions():
    """Issue 14: each sampled ok face is cast or played, resolves, has its activated
    abilities activated and goes through a turn with combat, without an exception."""
    tool = _tool("play_every_card")
    faces = tool.ok_faces([NEW], sample=25, seed=7)
    assert len(faces) == 25
    failures = [r for r in (tool.play_face(f, k) for k, f in enumerate(faces)) if r.failure]
    assert failures == []


def test_play_harness_reports_a_spell_that_changed_nothing():
    """Issue 14 item 2: a resolving spell must change something observable (CR 608.2).
    Shock at a creature changes the game; "Destroy all nonland permanents with mana value
    1 or less" among Grizzly Bears (mana value 2) changes nothing and is reported silent,
    with what its effect is made of."""
    from effects_compile import compile_card

    tool = _tool("play_every_card")
    shock = compile_card("This spell deals 2 damage to any target.", "Instant", "{R}")
    sweep = compile_card(
        "Destroy all nonland permanents with mana value 1 or less.", "Sorcery", "{W}"
    )
    assert tool.play_face(shock, 1).silent == []
    quiet = tool.play_face(sweep, 1)
    assert quiet.failure == ""
    assert quiet.silent and quiet.silent[0].startswith("spell: Destroy")


def test_play_harness_plays_schemes_and_planes_in_their_variant():
    """Issue 14, CR 904.9, 901.5, 311.7: a scheme is set in motion by its archenemy, a plane
    is planeswalked to and chaos ensues; what their abilities do must be observable — a
    scheme whose ability destroys nothing among Grizzly Bears is reported silent."""
    from effects_compile import compile_card

    tool = _tool("play_every_card")
    evil = compile_card(
        "When you set this scheme in motion, create seven 0/1 green Plant creature tokens.",
        "Scheme",
        None,
        name="Evil Comes to Fruition",
    )
    quiet = compile_card(
        "When you set this scheme in motion, destroy all nonland "
        "permanents with mana value 1 or less.",
        "Scheme",
        None,
    )
    krosa = compile_card(
        "All creatures get +2/+2.\nWhenever chaos ensues, you may add {W}{U}{B}{R}{G}.",
        "Plane — Dominaria",
        None,
        name="Krosa",
    )
    played = tool.play_face(evil, 1)
    assert (played.failure, played.silent) == ("", [])
    assert played.steps[0] == "set in motion"
    assert tool.play_face(krosa, 1).steps[:2] == ["planeswalk", "chaos"]
    silent = tool.play_face(quiet, 1)
    assert silent.failure == "" and silent.silent[0].startswith("scheme: TriggeredAbility")
