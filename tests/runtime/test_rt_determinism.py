"""Areas 11-12 — decisions, determinism and replay; property test over seeded random games.

A game is its seed plus the decisions: replaying the record reproduces the same state and
the same event log."""

import pytest
from rt_cards import lightning_bolt
from rt_decks import check_invariants, deck_seeds, new_game

from mtgc.runtime.agents import (
    ChooseObjects,
    ChooseYesNo,
    DeclareAttackers,
    PriorityDecision,
    RandomAgent,
    ReplayAgent,
)  # fmt: skip
from mtgc.runtime.cards_basic import grizzly_bears, mountain
from mtgc.runtime.errors import InvalidInputError, RulesError
from mtgc.runtime.game import Game, replay
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.objects import GameObject, PlayerRef

CASES = [(seed, 16) for seed in range(24)] + [(seed, 80) for seed in range(100, 104)]


@pytest.mark.parametrize(("seed", "turns"), CASES)
def test_random_games_keep_invariants_and_replay(seed, turns):
    """After every action: every card in exactly one zone, the card count unchanged, life
    and mana defined (CR 400.1); replaying seed + decisions gives the same state and log."""
    g = new_game(seed)
    uids = {o.card_uid for o in g.state.objects.values() if isinstance(o, GameObject)}
    checks = []

    def after(game):
        check_invariants(game, uids)
        checks.append(1)

    g.after_action = after
    g.run(max_turns=turns)
    assert len(checks) > 50
    r = replay(lambda: new_game(seed, agents=[None, None]), g.record, max_turns=turns)
    assert r.state.fingerprint() == g.state.fingerprint()
    assert r.log == g.log
    if turns > 16:
        assert g.state.game_over and g.state.winner is not None


@pytest.mark.parametrize("seed", range(6))
def test_random_games_with_seed_ruling_cards(seed):
    """CR 400.1 / 732 properties with decks of every test card (Battle-Mace, Norn's Annex, Rest
    in Peace, Heartbeat of Spring, Mana Reflection, Reflecting Pool, Nahiri, ward...)."""
    decks = (deck_seeds, deck_seeds)
    g = new_game(seed, decks=decks)
    uids = {o.card_uid for o in g.state.objects.values() if isinstance(o, GameObject)}
    g.after_action = lambda game: check_invariants(game, uids)
    g.run(max_turns=22)
    r = replay(lambda: new_game(seed, [None, None], decks), g.record, max_turns=22)
    assert r.log == g.log
    assert r.state.fingerprint() == g.state.fingerprint()


def test_same_seed_same_game():
    """Determinism (CR 103.3 shuffles are seeded): same seeds, same agents -> same logs."""
    a, b = new_game(3), new_game(3)
    a.run(max_turns=6)
    b.run(max_turns=6)
    assert a.log == b.log and a.log


def test_log_is_readable_text():
    """The event log reads as text: CR 500 steps and CR 121 draws appear as lines."""
    g = new_game(5)
    g.run(max_turns=3)
    text = "\n".join(g.log)
    assert "-- turn 1" in text and "draws" in text


def test_invalid_decision_answer_raises_invalid_input_and_changes_nothing():
    """CR 732-style rollback: a malformed decision answer is InvalidInputError (not a rules
    violation) and the state is rolled back."""
    s = Scenario()
    bear = s.battlefield(0, grizzly_bears())[0]
    s.answer(0, DeclareAttackers, "everyone")
    before = s.state.fingerprint()
    with pytest.raises(InvalidInputError):
        s.advance_to(Step.DECLARE_ATTACKERS)
    assert s.state.step == Step.BEGINNING_OF_COMBAT and not s.obj(bear).tapped
    assert s.state.fingerprint() != before  # the earlier passes did happen...
    mid = s.state.fingerprint()
    s.answer(0, DeclareAttackers, {bear: "Bob"})
    with pytest.raises(InvalidInputError):
        s.pass_priority()
    assert s.state.fingerprint() == mid  # ...the failing one did not


def test_choose_objects_validation():
    """CR 701.21a-style choices: ChooseObjects rejects wrong counts and options."""
    d = ChooseObjects(0, (1, 2, 3), 1, 1)
    with pytest.raises(InvalidInputError):
        d.validate((4,))
    with pytest.raises(InvalidInputError):
        d.validate((1, 2))
    assert d.validate([2]) == (2,)
    with pytest.raises(InvalidInputError):
        ChooseYesNo(0).validate("yes")


def test_replay_agent_detects_divergence():
    """CR 732 determinism: a diverging replay raises InvalidInputError, inventing nothing."""
    agent = ReplayAgent([("ChooseYesNo", True)])
    with pytest.raises(InvalidInputError):
        agent.decide(None, PriorityDecision(0))


def test_errors_are_distinct_classes():
    """CR 732: IllegalActionError (rules) and InvalidInputError (malformed) are RulesErrors."""
    from mtgc.runtime.errors import CostError, IllegalActionError

    assert issubclass(CostError, IllegalActionError) and issubclass(IllegalActionError, RulesError)
    assert not issubclass(InvalidInputError, IllegalActionError)


def test_random_agent_plays_cards():
    """CR 117.3: the seeded random agent takes real actions with priority, not only passes."""
    g = Game(agents=[RandomAgent(1), RandomAgent(2)], seed=1)
    g.add_card(mountain(), 0, Zone.BATTLEFIELD)
    g.add_card(lightning_bolt(), 0, Zone.HAND)
    from mtgc.runtime.turns.steps import start_game

    start_game(g, opening_hand=0)
    g.run(max_turns=4)
    assert any("casts Lightning Bolt" in line for line in g.log) or g.state.players[0].hand


def test_scenario_actions_replay_to_the_same_state_and_log():
    """CR 732 / determinism: a scenario's actions and answers are recorded; replaying them
    on the same setup reproduces the state and the log (seed + decisions)."""
    from rt_cards import nazgul_battle_mace

    def setup():
        s = Scenario()
        bear = s.battlefield(0, grizzly_bears())[0]
        s.battlefield(0, nazgul_battle_mace(), attached_to=bear)
        s.battlefield(1, grizzly_bears(), mountain())
        s.battlefield(0, mountain())
        s.hand(0, lightning_bolt())
        return s

    s = setup()
    [bolt] = s.find("Lightning Bolt")
    s.cast(0, bolt, targets=(PlayerRef(1),))
    s.resolve()
    s.answer(1, ChooseObjects, (s.find("Mountain", Zone.BATTLEFIELD, 1)[0],))
    s.attack({s.find("Grizzly Bears", Zone.BATTLEFIELD, 0)[0]: PlayerRef(1)})
    s.resolve_stack()
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 15
    r = replay(lambda: setup().game, s.game.record, strict=True)
    assert r.state.fingerprint() == s.state.fingerprint()
    assert r.log == s.game.log
