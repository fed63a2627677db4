"""Area 4 — mana (CR 106, 605): mana abilities don't use the stack, "could produce"
(CR 106.7), undefined types produce nothing (CR 106.5), tapped-for-mana triggers and
replacements (CR 106.12a-b)."""

import pytest
from rt_cards import (
    fellwar_stone,
    heartbeat_of_spring,
    llanowar_elves,
    mana_reflection,
    reflecting_pool,
    wastes,
)

from mtgc.runtime.agents import ChooseOption
from mtgc.runtime.cards_basic import forest, island, mountain
from mtgc.runtime.errors import CostError
from mtgc.runtime.mana.symbols import ManaType
from mtgc.runtime.scenario import Scenario


def test_mana_ability_resolves_immediately_without_the_stack():
    """CR 605.3b: an activated mana ability resolves immediately."""
    s = Scenario()
    f = s.battlefield(0, forest())[0]
    s.tap_for_mana(0, f)
    assert s.pool(0) == "{G}" and s.stack_names() == [] and s.state.priority == 0


def test_mana_ability_can_be_activated_without_priority_only_while_paying():
    """CR 605.3a: mana abilities with priority or during a payment."""
    s = Scenario()
    f = s.battlefield(1, forest())[0]
    from mtgc.runtime.errors import TimingError

    with pytest.raises(TimingError):
        s.tap_for_mana(1, f)


def test_reflecting_pool_could_produce_types_of_your_lands():
    """CR 106.7: Reflecting Pool adds a type that a land you control could produce."""
    s = Scenario()
    s.battlefield(0, island(), wastes())
    pool = s.battlefield(0, reflecting_pool())[0]
    s.answer(0, ChooseOption, lambda d: d.options.index(ManaType.C))
    s.tap_for_mana(0, pool)
    assert s.pool(0) == "{C}"


def test_reflecting_pools_alone_produce_nothing():
    """CR 106.7, 106.5: two Reflecting Pools and no other land: no type can be defined."""
    s = Scenario()
    a, b = s.battlefield(0, reflecting_pool(), reflecting_pool())
    s.tap_for_mana(0, a)
    assert s.pool(0) == "(empty)" and s.obj(a).tapped


def test_could_produce_ignores_whether_costs_could_be_paid():
    """CR 106.7: a tapped land still "could produce" its mana."""
    s = Scenario()
    s.battlefield(0, mountain(), tapped=True)
    pool = s.battlefield(0, reflecting_pool())[0]
    s.tap_for_mana(0, pool)
    assert s.pool(0) == "{R}"


def test_fellwar_stone_colors_only_of_opponents_lands():
    """CR 106.7: Fellwar Stone: any color an opponent's land could produce (not {C})."""
    s = Scenario()
    stone = s.battlefield(0, fellwar_stone())[0]
    s.battlefield(1, wastes())
    s.tap_for_mana(0, stone)
    assert s.pool(0) == "(empty)"  # colorless isn't a color: nothing (CR 106.5)
    s.obj(stone).tapped = False
    s.battlefield(1, island())
    s.tap_for_mana(0, stone, color=ManaType.U)
    assert s.pool(0) == "{U}"


def test_heartbeat_of_spring_adds_mana_of_a_produced_type():
    """CR 106.12a, 605.1b: "whenever a player taps a land for mana" is a triggered mana
    ability: it resolves at once, for any player."""
    s = Scenario()
    s.battlefield(0, heartbeat_of_spring())
    f = s.battlefield(0, forest())[0]
    s.tap_for_mana(0, f)
    assert s.pool(0) == "{G}{G}" and s.stack_names() == []


def test_heartbeat_does_not_trigger_on_creature_mana():
    """CR 106.12a: only lands tapped for mana."""
    s = Scenario()
    s.battlefield(0, heartbeat_of_spring())
    elf = s.battlefield(0, llanowar_elves())[0]
    s.tap_for_mana(0, elf)
    assert s.pool(0) == "{G}"


def test_mana_reflection_doubles_and_heartbeat_sees_doubled_mana():
    """CR 106.12b (replacement while producing mana) then 106.12a trigger."""
    s = Scenario()
    s.battlefield(0, mana_reflection())
    f = s.battlefield(0, forest())[0]
    s.tap_for_mana(0, f)
    assert s.pool(0) == "{G}{G}"
    s.battlefield(0, heartbeat_of_spring())
    g = s.battlefield(0, forest())[0]
    s.tap_for_mana(0, g)
    # Forest: {G} doubled to {G}{G}; Heartbeat adds {G} — itself not "tapped for mana"
    assert s.pool(0) == "{G}{G}{G}{G}{G}"


def test_mana_reflection_only_for_its_controller():
    """CR 106.12b: Mana Reflection says "you": the opponent's lands aren't affected."""
    s = Scenario()
    s.battlefield(0, mana_reflection())
    f = s.battlefield(1, forest())[0]
    s.pass_priority(0)
    s.tap_for_mana(1, f)
    assert s.pool(1) == "{G}"


def test_summoning_sick_mana_creature_cant_tap():
    """CR 302.6: a {T} mana ability of a creature needs it under control since the turn began."""
    s = Scenario()
    elf = s.battlefield(0, llanowar_elves(), sick=True)[0]
    before = s.state.fingerprint()
    with pytest.raises(CostError):
        s.tap_for_mana(0, elf)
    assert s.state.fingerprint() == before


def contamination():
    """Contamination-like: If a land is tapped for mana, it produces {B} instead of any
    other type."""
    from rt_cards import card

    from mtgc.runtime.events.replacement import ProduceInstead
    from mtgc.runtime.state.abilities import ReplacementAbility
    from mtgc.runtime.state.filters import ObjectFilter

    land = ObjectFilter(card_types=frozenset({"Land"}))
    return card(
        "Contamination",
        {"Enchantment"},
        "{2}{B}",
        ReplacementAbility(ProduceInstead(ManaType.B, land)),
    )


def test_replacement_changes_produced_type():
    """CR 106.12b: a replacement modifies the mana production event."""
    s = Scenario()
    s.battlefield(1, contamination())
    f = s.battlefield(0, forest())[0]
    s.tap_for_mana(0, f)
    assert s.pool(0) == "{B}"


def test_could_produce_takes_replacement_effects_into_account():
    """CR 106.7: "taking into account any applicable replacement effects": with
    Contamination, an opponent's Forest could produce only {B} for Fellwar Stone."""
    s = Scenario()
    s.battlefield(1, forest())
    stone = s.battlefield(0, fellwar_stone())[0]
    s.battlefield(0, contamination())
    s.tap_for_mana(0, stone)
    assert s.pool(0) == "{B}"
