"""CR 702.171: Saddle N and "whenever this creature attacks while saddled", compiled from
real cards' text (Alacrian Jaguar)."""

import pytest
from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseObjects
from mtgc.runtime.errors import CostError, TimingError
from mtgc.runtime.keywords.saddle import is_saddled
from mtgc.runtime.scenario import Scenario, Step
from mtgc.runtime.state.objects import PlayerRef

BOB = PlayerRef(1)
JAGUAR = """Alacrian Jaguar {4}{G}
Creature — Cat Mount
Vigilance
Whenever this creature attacks while saddled, it gets +2/+2 until end of turn.
Saddle 1
4/4"""


def test_attacking_unsaddled_doesnt_trigger():
    """CR 702.171b: the trigger needs the saddled designation: an unsaddled Jaguar deals 4."""
    s = Scenario()
    (jaguar,) = s.battlefield(0, compile_card(JAGUAR))
    s.attack({jaguar: BOB})
    assert s.stack_names() == []
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 16


def test_saddled_jaguar_gets_plus_two_when_it_attacks():
    """CR 702.171a-c: saddling taps another creature with power 1 or more (a summoning-sick
    one too, CR 302.6 restricts only {T} costs); the saddled Jaguar's attack trigger gives
    +2/+2: 6 damage. The designation ends with the turn (CR 702.171b)."""
    s = Scenario()
    (jaguar,) = s.battlefield(0, compile_card(JAGUAR))
    (elf,) = s.battlefield(0, bear(name="Elf", pt="1/1"), sick=True)
    s.answer(0, ChooseObjects, (elf,))
    s.activate(0, jaguar)
    assert s.obj(elf).tapped
    s.resolve()
    s.attack({jaguar: BOB})
    assert s.stack_names() == ["ability of Alacrian Jaguar"]
    s.resolve()
    assert (s.game.view(jaguar).power, s.game.view(jaguar).toughness) == (6, 6)
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 14
    s.library(0, bear())
    s.library(1, bear())
    s.advance_to(Step.UPKEEP)  # Bob's turn
    s.advance_to(Step.PRECOMBAT_MAIN)
    s.advance_to(Step.UPKEEP)  # Alice's next turn
    assert s.game.state.active == 0 and not is_saddled(s.game, jaguar)
    s.attack({jaguar: BOB})
    assert s.stack_names() == []


def test_saddle_taps_only_other_creatures_as_a_sorcery():
    """CR 702.171a: the Mount can't tap itself to saddle; saddling is sorcery-speed."""
    s = Scenario()
    (jaguar,) = s.battlefield(0, compile_card(JAGUAR))
    with pytest.raises(CostError):
        s.activate(0, jaguar)
    s.battlefield(0, bear(name="Elf", pt="1/1"))
    s.set_step(Step.BEGINNING_OF_COMBAT)
    with pytest.raises(TimingError):
        s.activate(0, jaguar)
