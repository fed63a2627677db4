"""Phasing and "phases out" (CR 702.26), compiled from real cards' text (Blink Dog,
Vodalian Illusionist, Vanishing, Teferi's Drake): a phased-out permanent is treated as though
it doesn't exist (702.26b), doesn't change zones (702.26d), takes what is attached to it along
indirectly (702.26g), and phases in during its controller's next untap step (702.26a)."""

import pytest
from kw_compile import bear, compile_card

from mtgc.runtime.cards_basic import island, plains
from mtgc.runtime.errors import TargetError
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone

DOG = """Blink Dog {2}{W}
Creature — Dog
Double strike
Teleport — {3}{W}: This creature phases out. (Treat it and anything attached to it as though they don't exist until your next turn.)
1/1"""  # noqa: E501

ILLUSIONIST = """Vodalian Illusionist {2}{U}
Creature — Merfolk Wizard
{U}{U}, {T}: Target creature phases out. (While it's phased out, it's treated as though it doesn't exist. It phases in before its controller untaps during their next untap step.)
2/2"""  # noqa: E501

VANISHING = """Vanishing {U}
Enchantment — Aura
Enchant creature
{U}{U}: Enchanted creature phases out. (While it's phased out, it's treated as though it doesn't exist. It phases in before its controller untaps during their next untap step.)"""  # noqa: E501


def _scenario() -> Scenario:
    """A game whose players have cards to draw for a few turns."""
    s = Scenario()
    for p in (0, 1):
        s.library(p, *[bear()] * 4)
    return s


DRAKE = """Teferi's Drake {2}{U}
Creature — Drake
Flying
Phasing (This phases in or out before you untap during each of your untap steps. While it's phased out, it's treated as though it doesn't exist.)
3/2"""  # noqa: E501


def test_a_phased_out_creature_doesnt_exist_until_its_controllers_next_untap_step():
    """CR 702.26b, d, a: Blink Dog phases out: it's not on the battlefield's list (no zone
    change, its counters stay), and it phases in as Alice's next turn begins, not Bob's."""
    s = _scenario()
    (dog,) = s.battlefield(0, compile_card(DOG), counters={"+1/+1": 1})
    s.battlefield(0, plains(), plains(), plains(), plains())
    s.set_step(Step.PRECOMBAT_MAIN)
    s.activate(0, dog)
    s.resolve()
    assert dog not in s.state.battlefield and s.obj(dog).phased_out
    assert s.obj(dog).zone is Zone.BATTLEFIELD and s.obj(dog).counters == {"+1/+1": 1}
    s.advance_to(Step.UPKEEP)  # Bob's turn: still phased out
    assert s.state.active == 1 and dog not in s.state.battlefield
    s.advance_to(Step.END)
    s.advance_to(Step.UPKEEP)  # Alice's turn
    assert s.state.active == 0 and dog in s.state.battlefield and not s.obj(dog).phased_out
    assert s.pt(dog) == (2, 2)


def test_a_phased_out_creature_cant_be_targeted_and_leaves_combat():
    """CR 702.26b, 506.4: Vodalian Illusionist phases out an attacking Grizzly Bears: it is
    removed from combat (no damage to Bob) and no longer a legal target."""
    s = _scenario()
    (bears,) = s.battlefield(0, bear())
    illusionist, other = s.battlefield(1, compile_card(ILLUSIONIST), compile_card(ILLUSIONIST))
    s.battlefield(1, island(), island(), island(), island())
    s.attack({bears: PlayerRef(1)})
    s.pass_priority(0)
    s.activate(1, illusionist, targets=(bears,))
    s.resolve()
    assert bears not in s.state.combat.attackers and bears not in s.state.battlefield
    s.pass_priority(0)
    with pytest.raises(TargetError):
        s.activate(1, other, targets=(bears,))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 20


def test_an_aura_phases_out_indirectly_and_phases_in_with_its_creature():
    """CR 702.26g: Vanishing's creature phases out and Vanishing with it; both phase in
    together, still attached (702.26i)."""
    s = _scenario()
    (bears,) = s.battlefield(0, bear())
    (aura,) = s.battlefield(0, compile_card(VANISHING), attached_to=bears)
    s.battlefield(0, island(), island())
    s.set_step(Step.PRECOMBAT_MAIN)
    s.activate(0, aura)
    s.resolve()
    assert bears not in s.state.battlefield and aura not in s.state.battlefield
    assert s.obj(aura).phased_out
    s.advance_to(Step.UPKEEP)
    s.advance_to(Step.END)
    s.advance_to(Step.UPKEEP)
    assert bears in s.state.battlefield and aura in s.state.battlefield
    assert s.obj(aura).attached_to == bears


def test_phasing_phases_out_and_in_on_alternate_untap_steps():
    """CR 702.26a: Teferi's Drake phases out during Alice's untap step and phases in during
    her next one."""
    s = _scenario()
    (drake,) = s.battlefield(0, compile_card(DRAKE))
    s.advance_to(Step.UPKEEP)  # Bob's turn
    assert drake in s.state.battlefield
    s.advance_to(Step.END)
    s.advance_to(Step.UPKEEP)  # Alice's
    assert s.state.active == 0 and drake not in s.state.battlefield
    s.advance_to(Step.END)
    s.advance_to(Step.UPKEEP)  # Bob's
    s.advance_to(Step.END)
    s.advance_to(Step.UPKEEP)  # Alice's again: it phases in
    assert s.state.active == 0 and drake in s.state.battlefield
