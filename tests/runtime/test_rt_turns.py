"""Area 2 — turns, priority, stack, state-based actions, game end (CR 500-514, 117, 405,
608, 704, 104)."""

import pytest
from rt_cards import (
    bonesplitter,
    giant_growth,
    legend,
    lightning_bolt,
    pacifism_aura,
    planeswalker,
)

from mtgc.runtime.agents import ChooseObjects
from mtgc.runtime.cards_basic import forest, grizzly_bears, mountain
from mtgc.runtime.errors import IllegalActionError
from mtgc.runtime.mana.symbols import ManaType, ManaUnit
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.objects import PlayerRef


def test_steps_in_order_and_turn_passes():
    """CR 500.1: the turn's steps; 502.3 untap; 504.1 draw (CR 103.8a only turn 1 skips)."""
    s = Scenario()
    s.library(0, forest())
    s.library(1, forest())
    seen = []
    for _ in range(40):
        if not seen or seen[-1] != (s.state.turn, s.state.step):
            seen.append((s.state.turn, s.state.step))
        if s.state.turn == 2 and s.state.step == Step.PRECOMBAT_MAIN:
            break
        s.pass_priority()
    steps = [st for t, st in seen if t == 1]
    assert steps == [
        Step.PRECOMBAT_MAIN,
        Step.BEGINNING_OF_COMBAT,
        Step.DECLARE_ATTACKERS,
        Step.END_OF_COMBAT,
        Step.POSTCOMBAT_MAIN,
        Step.END,
    ]
    assert [st for t, st in seen if t == 2] == [Step.UPKEEP, Step.DRAW, Step.PRECOMBAT_MAIN]
    assert s.state.active == 1 and s.zone_names(1, Zone.HAND) == ["Forest"]


def test_mana_empties_between_steps():
    """CR 500.4, 106.4: mana pools empty at the end of each step and phase."""
    s = Scenario()
    land = s.battlefield(0, forest())[0]
    s.tap_for_mana(0, land)
    assert s.pool(0) == "{G}"
    s.pass_priority()
    assert s.pool(0) == "{G}"  # still the same step: Bob has priority
    s.pass_priority()
    assert s.state.step == Step.BEGINNING_OF_COMBAT and s.pool(0) == "(empty)"


def test_stack_resolves_last_in_first_out_after_all_pass():
    """CR 405.5, 117.4: all players pass in succession -> the top object resolves;
    CR 117.3b: then the active player receives priority."""
    s = Scenario()
    bear = s.battlefield(0, grizzly_bears())[0]
    s.battlefield(0, forest())
    s.battlefield(1, mountain())
    growth = s.hand(0, giant_growth())[0]
    bolt = s.hand(1, lightning_bolt())[0]
    s.state.players[0].pool.append(ManaUnit(ManaType.G))
    s.cast(0, growth, targets=(bear,), auto_pay=False)
    assert s.state.priority == 0  # CR 601.2i: the caster gets priority again
    s.pass_priority()
    s.cast(1, bolt, targets=(bear,))
    assert s.stack_names() == ["Giant Growth", "Lightning Bolt"]
    s.resolve()
    assert s.zone_of(bear) is None  # 3 damage on a 2/2: destroyed (CR 704.5g)
    assert s.state.priority == 0
    s.resolve()  # Giant Growth's only target is gone: removed (CR 608.2b)
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Giant Growth", "Grizzly Bears"]


def test_sba_zero_life_loses_and_game_ends():
    """CR 704.5a: a player with 0 or less life loses; CR 104.2a: the other player wins."""
    s = Scenario()
    s.set_life(1, 3)
    s.battlefield(0, mountain())
    bolt = s.hand(0, lightning_bolt())[0]
    s.cast(0, bolt, targets=(PlayerRef(1),))
    s.resolve()
    assert s.state.game_over and s.state.winner == 0 and s.life(1) == 0
    with pytest.raises(IllegalActionError):
        s.pass_priority(0)


def test_sba_drawing_from_empty_library_loses():
    """CR 704.5b: a player who attempted to draw from an empty library loses."""
    s = Scenario()
    s.set_step(Step.END)
    s.advance_to(Step.DRAW)
    assert s.state.game_over and s.state.winner == 0


def test_sba_zero_toughness_and_legend_rule():
    """CR 704.5f (toughness 0) and 704.5j (legend rule: the controller chooses)."""
    s = Scenario()
    a, b = s.battlefield(0, legend(), legend())
    s.answer(0, ChooseObjects, (b,))
    bear = s.battlefield(0, grizzly_bears())[0]
    s.game.add_counters(bear, "-1/-1", 2)
    s.pass_priority()
    assert s.find("Isamaru", Zone.BATTLEFIELD) == [b]
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Grizzly Bears", "Isamaru"]


def test_sba_unattached_aura_and_equipment():
    """CR 704.5m: an Aura not attached goes to the graveyard; 704.5n: Equipment attached
    to an illegal permanent becomes unattached and stays."""
    s = Scenario()
    bear = s.battlefield(0, grizzly_bears())[0]
    aura = s.battlefield(0, pacifism_aura(), attached_to=bear)[0]
    equip = s.battlefield(0, bonesplitter(), attached_to=bear)[0]
    assert s.pt(bear) == (5, 4)
    s.battlefield(1, mountain())
    bolt = s.hand(1, lightning_bolt())[0]
    s.game.move(bear, Zone.GRAVEYARD)
    s.pass_priority()
    assert s.zone_of(aura) is None and s.zone_names(0, Zone.GRAVEYARD) == [
        "Grizzly Bears",
        "Holy Strength",
    ]
    assert s.zone_of(equip) is Zone.BATTLEFIELD and s.obj(equip).attached_to is None
    assert s.zone_of(bolt) is Zone.HAND


def test_sba_planeswalker_with_zero_loyalty():
    """CR 704.5i, 306.5b: loyalty counters; 0 loyalty -> graveyard; 120.3c damage."""
    s = Scenario()
    pw = s.battlefield(1, planeswalker())[0]
    assert s.obj(pw).counters == {"loyalty": 3}
    s.battlefield(0, mountain())
    bolt = s.hand(0, lightning_bolt())[0]
    s.cast(0, bolt, targets=(pw,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Test Walker"]


def test_cleanup_removes_damage_and_until_end_of_turn_effects():
    """CR 514.2: damage wears off and "until end of turn" effects end in cleanup."""
    s = Scenario()
    bear = s.battlefield(0, grizzly_bears())[0]
    s.state.players[0].pool.append(ManaUnit(ManaType.G))
    s.cast(0, s.hand(0, giant_growth())[0], targets=(bear,))
    s.resolve()
    s.game.deal_damage(bear, bear, 3)
    assert s.pt(bear) == (5, 5) and s.obj(bear).damage == 3
    s.library(1, forest())
    s.advance_to(Step.UPKEEP)
    assert s.state.active == 1 and s.pt(bear) == (2, 2) and s.obj(bear).damage == 0


def test_discard_to_hand_size_in_cleanup():
    """CR 514.1: the active player discards down to seven."""
    s = Scenario()
    s.hand(0, *[forest() for _ in range(9)])
    s.library(1, forest())
    s.advance_to(Step.UPKEEP)
    assert len(s.state.players[0].hand) == 7
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Forest", "Forest"]


def test_three_players_all_must_pass_in_succession():
    """CR 117.4: the top object resolves only after all players pass in succession;
    CR 101.4: turn order continues to the next player (CR 500.7-ish)."""
    s = Scenario(players=("Alice", "Bob", "Carol"))
    s.battlefield(0, mountain())
    bolt = s.hand(0, lightning_bolt())[0]
    s.cast(0, bolt, targets=(PlayerRef(2),))
    s.pass_priority(0)
    s.pass_priority(1)
    assert s.stack_names() == ["Lightning Bolt"] and s.state.priority == 2
    s.pass_priority(2)
    assert s.stack_names() == [] and s.life(2) == 17
    s.library(1, forest())
    s.advance_to(Step.UPKEEP)
    assert s.state.active == 1
