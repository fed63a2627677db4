"""Loops of mandatory actions end the game in a draw (CR 104.4b, 731.4-731.5), with cards
compiled from their Oracle text."""

from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseTargets, ChooseYesNo
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.stack import loops

MOUNTAIN = "Mountain\nBasic Land — Mountain\n({T}: Add {R}.)"
SHOCK = "Shock {R}\nInstant\nShock deals 2 damage to any target."
RAPTOR = """Needletooth Raptor {3}{R}
Creature — Dinosaur
Enrage — Whenever this creature is dealt damage, it deals 5 damage to target creature an \
opponent controls.
2/2"""
INDESTRUCTIBILITY = """Indestructibility {3}{W}
Enchantment — Aura
Enchant permanent
Enchanted permanent has indestructible. (Effects that say "destroy" don't destroy that \
permanent. A creature with indestructible can't be destroyed by damage.)"""


def _raptors(s: Scenario) -> tuple[int, int]:
    a = s.battlefield(0, compile_card(RAPTOR))[0]
    b = s.battlefield(1, compile_card(RAPTOR))[0]
    s.battlefield(0, compile_card(INDESTRUCTIBILITY), attached_to=a)
    s.battlefield(1, compile_card(INDESTRUCTIBILITY), attached_to=b)
    return a, b


def test_two_enrage_triggers_that_trigger_each_other_forever_are_a_draw():
    """CR 104.4b, 731.4: two indestructible Needletooth Raptors, each the only creature
    its opponent could target, deal damage to each other forever; nobody has a choice to
    make but passing priority (CR 731.5), so the game is a draw — it doesn't hang."""
    s = Scenario()
    a, b = _raptors(s)
    s.battlefield(0, compile_card(MOUNTAIN))
    s.cast(0, s.hand(0, compile_card(SHOCK))[0], targets=(a,))
    for _ in range(loops.MANDATORY_CHAIN_LIMIT + 10):
        if s.state.game_over:
            break
        s.resolve()
    assert s.state.game_over and s.state.winner is None
    assert "a loop of mandatory actions" in s.state.extra["draw_reason"]
    assert "CR 104.4b" in s.log()
    assert s.zone_of(a) is Zone.BATTLEFIELD and s.zone_of(b) is Zone.BATTLEFIELD


def test_a_loop_with_a_choice_in_it_is_not_a_draw():
    """CR 104.4b: "loops that contain an optional action don't result in a draw" — with a
    second creature Bob's Raptor has a choice of target; choosing the bear ends the loop."""
    s = Scenario()
    a, b = _raptors(s)
    other = s.battlefield(0, bear())[0]
    s.answer(1, ChooseTargets, (other,))
    s.battlefield(0, compile_card(MOUNTAIN))
    s.cast(0, s.hand(0, compile_card(SHOCK))[0], targets=(a,))
    s.resolve_stack()
    assert not s.state.game_over
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Grizzly Bears", "Shock"]
    assert s.obj(b).damage == 5 and s.obj(a).damage == 2


def test_fingerprint_leaves_out_object_identity():
    """CR 400.7: a card that changes zones is a new object, but the game state is the
    same: a card moved to the graveyard and back to hand gives the same fingerprint."""
    s = Scenario()
    card = s.hand(0, bear())[0]
    before = loops.fingerprint(s.game)
    new = s.game.move(card, Zone.GRAVEYARD)
    assert loops.fingerprint(s.game) != before
    s.game.move(new, Zone.HAND)
    assert s.find("Grizzly Bears", Zone.HAND) != [card]
    assert loops.fingerprint(s.game) == before


def test_a_repeated_state_in_a_mandatory_chain_is_a_draw():
    """CR 104.4b: the watch sees the same state again within one chain of resolutions
    with no choice made in between: a draw at once."""
    s = Scenario()
    _raptors(s)
    s.battlefield(0, compile_card(MOUNTAIN))
    s.cast(0, s.hand(0, compile_card(SHOCK))[0], targets=(s.find("Needletooth Raptor")[0],))
    for _ in range(loops._QUIET_START + 1):  # short chains are only counted
        assert loops.mandatory_loop(s.game) is None
    reason = loops.mandatory_loop(s.game)  # the same state, nothing chosen since
    assert reason is not None and "repeated" in reason


def test_a_choice_resets_the_watch():
    """CR 731.5: a real choice (here a "may") between two looks ends the watched chain."""
    s = Scenario()
    _raptors(s)
    s.battlefield(0, compile_card(MOUNTAIN))
    s.cast(0, s.hand(0, compile_card(SHOCK))[0], targets=(s.find("Needletooth Raptor")[0],))
    for _ in range(loops._QUIET_START + 1):
        assert loops.mandatory_loop(s.game) is None
    loops.note_decision(s.game, ChooseYesNo(0, "may"), True)
    assert loops.mandatory_loop(s.game) is None
    assert s.state.extra["loop_watch"][3] == 1  # a new chain
