"""Area 7 — continuous effects (CR 611) and layers (CR 613): statics, "until end of turn",
layer 2 (control), 6 (abilities), 7a-7d (P/T), timestamps."""

from rt_cards import (
    bonesplitter,
    card,
    giant_growth,
    glorious_anthem,
    humility_lite,
    nazgul_battle_mace,
    threaten,
)

from mtgc.runtime.cards_basic import forest, grizzly_bears, mountain
from mtgc.runtime.continuous.layers import SwitchPT
from mtgc.runtime.mana.symbols import ManaType, ManaUnit
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.abilities import Annihilator, Haste, Menace, StaticAbility
from mtgc.runtime.state.filters import CREATURE


def test_static_anthem_applies_to_your_creatures_only():
    """CR 611.3a, 613.4c: "Creatures you control get +1/+1" re-evaluated continuously."""
    s = Scenario()
    s.battlefield(0, glorious_anthem())
    mine = s.battlefield(0, grizzly_bears())[0]
    theirs = s.battlefield(1, grizzly_bears())[0]
    assert s.pt(mine) == (3, 3) and s.pt(theirs) == (2, 2)
    later = s.battlefield(0, grizzly_bears())[0]
    assert s.pt(later) == (3, 3)


def test_layer_7b_set_before_7c_modify_regardless_of_timestamp():
    """CR 613.4b-c: setting P/T applies before modifications, even if later."""
    s = Scenario()
    bear = s.battlefield(0, grizzly_bears())[0]
    s.battlefield(0, glorious_anthem())
    s.battlefield(0, humility_lite())
    assert s.pt(bear) == (2, 2)  # 1/1 set, then +1/+1
    s.game.add_counters(bear, "+1/+1", 1)
    assert s.pt(bear) == (3, 3)  # counters are 7c too


def test_layer_7d_switch_after_everything():
    """CR 613.4d: switching applies after 7c."""
    s = Scenario()
    bear = s.battlefield(0, card("Tall", {"Creature"}, "{G}", pt=(1, 4)))[0]
    s.battlefield(0, card("Switcher", {"Enchantment"}, None, StaticAbility(SwitchPT(), CREATURE)))
    s.battlefield(0, glorious_anthem())
    assert s.pt(bear) == (5, 2)


def test_until_end_of_turn_effect_locks_affected_set_and_expires():
    """CR 611.2c: the affected set is locked in on resolution; CR 514.2: ends at cleanup."""
    s = Scenario()
    bear = s.battlefield(0, grizzly_bears())[0]
    s.state.players[0].pool.append(ManaUnit(ManaType.G))
    s.cast(0, s.hand(0, giant_growth())[0], targets=(bear,))
    s.resolve()
    assert s.pt(bear) == (5, 5)
    s.library(1, forest())
    s.advance_to(Step.UPKEEP)
    assert s.pt(bear) == (2, 2)


def test_equipment_grants_pt_and_abilities_layer_6():
    """CR 613.1f: "Equipped creature has menace and annihilator 1 and '...'"."""
    s = Scenario()
    bear = s.battlefield(0, grizzly_bears())[0]
    s.battlefield(0, nazgul_battle_mace(), attached_to=bear)
    s.battlefield(0, bonesplitter(), attached_to=bear)
    ch = s.game.view(bear)
    assert ch.has_keyword(Menace) and ch.keywords_of(Annihilator) == [Annihilator(1)]
    assert s.pt(bear) == (4, 2)


def test_control_change_until_end_of_turn_layer_2():
    """CR 613.1b: gain control until end of turn (and haste, layer 6); the creature can
    attack and then returns at cleanup."""
    s = Scenario()
    s.battlefield(0, mountain(), mountain(), mountain())
    theirs = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, threaten())[0], targets=(theirs,))
    s.resolve()
    assert s.game.view(theirs).controller == 0 and s.game.view(theirs).has_keyword(Haste)
    assert not s.game.summoning_sick(theirs)
    assert s.zone_names(0, Zone.BATTLEFIELD) == [
        "Grizzly Bears",
        "Mountain",
        "Mountain",
        "Mountain",
    ]
    s.library(1, forest())
    s.advance_to(Step.UPKEEP)
    assert s.game.view(theirs).controller == 1
