"""Triggers at the beginning of a main phase (CR 505.1, 603.2), compiled from real cards'
text: "your first main phase" is the precombat one (CR 505.1a), "your second main phase"
and "each of your postcombat main phases" the postcombat one."""

from effects_compile import compile_card

from mtgc.runtime.agents import ChooseTargets
from mtgc.runtime.cards_basic import forest, grizzly_bears
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.state.game_state import Step

#: Cautious Survivor
CAUTIOUS_SURVIVOR = compile_card(
    "Survival — At the beginning of your second main phase, if this creature is tapped, you "
    "gain 2 life.", "Creature — Elf Survivor", "{3}{G}", ("4", "4"), name="Cautious Survivor")
#: Kirri, Talented Sprout (its second ability)
KIRRI = compile_card(
    "At the beginning of each of your postcombat main phases, return target Plant, Treefolk, "
    "or land card from your graveyard to your hand.", "Legendary Creature — Plant Druid",
    "{1}{R}{G}{W}", ("0", "3"), name="Kirri")  # fmt: skip
#: Crack in Time
CRACK_IN_TIME = compile_card(
    "Vanishing 3\nWhen this enchantment enters and at the beginning of your first main phase, "
    "exile target creature an opponent controls until this enchantment leaves the "
    "battlefield.", "Enchantment", "{3}{W}", name="Crack in Time")  # fmt: skip


def test_second_main_phase_trigger_with_intervening_if():
    """CR 505.1a, 603.4: the survivor attacked (tapped), so at the beginning of the second
    main phase its controller gains 2 life; an untapped one does nothing."""
    s = Scenario()
    (survivor,) = s.battlefield(0, CAUTIOUS_SURVIVOR)
    s.set_step(Step.PRECOMBAT_MAIN)
    s.obj(survivor).tapped = True
    s.advance_to(Step.POSTCOMBAT_MAIN)
    s.resolve_stack()
    assert s.life(0) == 22
    s.obj(survivor).tapped = False
    s.advance_to(Step.END)
    s.advance_to(Step.POSTCOMBAT_MAIN)  # the opponent's turn: not "your" main phase
    s.resolve_stack()
    assert s.life(0) == 22


def test_first_main_phase_is_the_precombat_one():
    """CR 505.1a: Crack in Time's trigger goes on the stack at the beginning of the
    precombat main phase of its controller's turn, and not at the postcombat one."""
    s = Scenario()
    s.battlefield(0, CRACK_IN_TIME)
    first, second = s.battlefield(1, grizzly_bears(), grizzly_bears())
    s.set_step(Step.DRAW)
    s.answer(0, ChooseTargets, (first,))
    s.advance_to(Step.PRECOMBAT_MAIN)
    s.resolve_stack()
    assert s.zone_of(first) is None and s.find("Grizzly Bears", Zone.EXILE) != []
    s.advance_to(Step.POSTCOMBAT_MAIN)
    assert s.stack_names() == [] and s.zone_of(second) is Zone.BATTLEFIELD


def test_each_of_your_postcombat_main_phases():
    """CR 505.1a: Kirri returns a land card from the graveyard at the postcombat main
    phase."""
    s = Scenario()
    s.battlefield(0, KIRRI)
    s.graveyard(0, grizzly_bears(), forest())
    s.set_step(Step.PRECOMBAT_MAIN)
    s.advance_to(Step.POSTCOMBAT_MAIN)
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == ["Forest"]
