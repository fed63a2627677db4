"""Disguise (CR 702.168, 708), compiled from a real card's text (Alley Assailant): cast face
down for {3} as a 2/2 with ward {2}, turned face up for its disguise cost."""

import pytest
from kw_compile import compile_card

from mtgc.runtime.agents import ChooseTargets
from mtgc.runtime.errors import CostError
from mtgc.runtime.keywords.morph import TurnFaceUp
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.objects import PlayerRef

SWAMP = "Swamp\nBasic Land — Swamp\n({T}: Add {B}.)"
MOUNTAIN = "Mountain\nBasic Land — Mountain\n({T}: Add {R}.)"
ASSAILANT = """Alley Assailant {2}{B}
Creature — Vampire Rogue
This creature enters tapped.
Disguise {4}{B}{B} (You may cast this card face down for {3} as a 2/2 creature with ward {2}. Turn it face up any time for its disguise cost.)
When this creature is turned face up, target opponent loses 3 life and you gain 3 life.
3/3"""  # noqa: E501
SHOCK = """Shock {R}
Instant
Shock deals 2 damage to any target."""


def _disguised(s: Scenario) -> int:
    s.battlefield(0, *[compile_card(SWAMP)] * 3)
    s.cast(0, s.hand(0, compile_card(ASSAILANT))[0], alternative=0)
    s.resolve()
    [obj] = [i for i in s.state.battlefield if s.obj(i).card.name == ""]
    return obj


def test_disguised_card_is_a_2_2_with_ward_2():
    """CR 702.168a-b: cast for {3}, it's a nameless 2/2 with ward {2} and none of its own
    abilities (it doesn't enter tapped)."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    obj = _disguised(s)
    ch = s.game.view(obj)
    assert (ch.name, ch.power, ch.toughness, ch.mana_cost) == ("", 2, 2, None)
    assert [type(a).__name__ for a in ch.abilities] == ["Ward"]
    assert not s.obj(obj).tapped


def test_ward_counters_an_opponents_spell_unless_paid():
    """CR 702.168a, 702.21a: Bob's Shock targeting the face-down creature is countered
    unless he pays {2}; he can't, so the creature survives."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    obj = _disguised(s)
    s.battlefield(1, compile_card(MOUNTAIN))
    s.pass_priority(0)
    s.cast(1, s.hand(1, compile_card(SHOCK))[0], targets=(obj,))
    s.resolve_stack()
    assert s.zone_of(obj) is Zone.BATTLEFIELD
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Shock"]


def test_turned_face_up_for_its_disguise_cost():
    """CR 702.168d, 708.8: the disguise cost {4}{B}{B} turns it face up (a special action):
    it's Alley Assailant, and its "turned face up" trigger drains 3."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    obj = _disguised(s)
    s.battlefield(0, *[compile_card(SWAMP)] * 5)
    with pytest.raises(CostError):
        s.game.take_action(0, TurnFaceUp(obj))
    s.battlefield(0, compile_card(SWAMP))
    s.answer(0, ChooseTargets, (PlayerRef(1),))
    s.game.take_action(0, TurnFaceUp(obj))
    assert s.game.view(obj).name == "Alley Assailant"
    assert "Ward" not in [type(a).__name__ for a in s.game.view(obj).abilities]
    s.resolve()
    assert (s.life(0), s.life(1)) == (23, 17)
