"""The initiative (CR 725), lowered from real cards' text: taking it ventures into
Undercity (CR 725.2, 701.49d; runtime/actions/dungeons.py), whose room abilities are
compiled from their text; its inherent abilities (CR 725.2) pass it on."""

from effects_compile import compile_card

from mtgc.runtime.actions.dungeons import venture_marker
from mtgc.runtime.actions.player_designations import holder
from mtgc.runtime.agents import ChooseObjects, ChooseOption
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone

#: Aarakocra Sneak
SNEAK = compile_card("Flying\nWhen this creature enters, you take the initiative.",
                     "Creature — Bird Rogue", "{3}{U}", ("1", "4"),
                     name="Aarakocra Sneak")  # fmt: skip
#: Passageway Seer (its last line)
SEER = compile_card("At the beginning of your end step, if you have the initiative, put a "
                    "+1/+1 counter on this creature.", "Creature — Human Cleric", "{3}{B}",
                    ("2", "3"), name="Passageway Seer")  # fmt: skip
BEAR = compile_card("", "Creature — Bear", "{1}{G}", ("2", "2"), name="Grizzly Bears")
ISLAND = compile_card("{T}: Add {U}.", "Basic Land — Island", None, name="Island")


def test_taking_the_initiative_ventures_into_undercity():
    """CR 725.1, 725.2: Alice takes the initiative and ventures into Undercity: Secret
    Entrance finds a basic land; CR 725.1: "if you have the initiative" holds at her end
    step (Passageway Seer gets a counter)."""
    s = Scenario()
    s.battlefield(0, *[ISLAND] * 4)
    seer = s.battlefield(0, SEER)[0]
    s.library(0, BEAR, ISLAND, BEAR)
    s.answer(0, ChooseObjects, lambda d: d.options[:1])  # the Island (CR 701.23)
    s.cast(0, s.hand(0, SNEAK)[0])
    s.resolve_stack()
    assert holder(s.game, "initiative") == 0
    assert venture_marker(s.game, 0) == ("Undercity", "Secret Entrance")
    assert s.zone_names(0, Zone.HAND) == ["Island"]
    s.advance_to(Step.END)
    s.resolve_stack()
    assert s.pt(seer) == (3, 4)


def test_upkeep_venture_and_combat_damage_steals_the_initiative():
    """CR 725.2: at the beginning of the upkeep of the player with the initiative, they
    venture into Undercity (Alice chooses Lost Well: scry 2); combat damage to her from
    Bob's creature makes Bob take the initiative, and he ventures into Undercity too."""
    s = Scenario()
    s.battlefield(0, SNEAK, enter=True)
    s.resolve_stack()
    assert venture_marker(s.game, 0) == ("Undercity", "Secret Entrance")
    s.library(0, *[ISLAND] * 4)
    s.library(1, *[BEAR] * 4)
    bear = s.battlefield(1, BEAR)[0]
    s.set_step(Step.END, active=1)  # Bob's turn, then Alice's
    s.answer(0, ChooseOption, 1, about="room")  # Lost Well
    s.advance_to(Step.DRAW)
    s.resolve_stack()
    assert s.state.active == 0
    assert venture_marker(s.game, 0) == ("Undercity", "Lost Well")
    s.advance_to(Step.END)
    s.advance_to(Step.PRECOMBAT_MAIN)  # Bob's next turn
    assert s.state.active == 1
    s.attack({bear: PlayerRef(0)})
    s.advance_to(Step.COMBAT_DAMAGE)
    s.resolve_stack()
    assert holder(s.game, "initiative") == 1
    assert venture_marker(s.game, 1) == ("Undercity", "Secret Entrance")
