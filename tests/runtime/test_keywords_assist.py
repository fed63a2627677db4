"""Assist (CR 702.132), compiled from a real card's text (Skystreamer): another player pays
part of the generic mana; the mana they spend is spent to cast the spell (CR 601.2h)."""

import pytest
from kw_compile import compile_card

from mtgc.runtime.agents import ChooseNumber, ChooseOption, ChooseTargets
from mtgc.runtime.errors import RulesError
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone
from mtgc.runtime.stack.mana_spent import MANA_SPENT

SKYSTREAMER = """Skystreamer {4}{W}
Creature — Griffin
Assist (Another player can pay up to {4} of this spell's cost.)
Flying
When this creature enters, target player gains 4 life.
3/2"""
PLAINS = "Plains\nBasic Land — Plains\n({T}: Add {W}.)"
ISLAND = "Island\nBasic Land — Island\n({T}: Add {U}.)"


def test_another_player_pays_part_of_the_generic_mana():
    """CR 702.132a: Alice chooses Bob, who pays {3}; Alice pays {1}{W} with her two lands.
    Bob's blue mana was spent to cast it too."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    mine = s.battlefield(0, *[compile_card(PLAINS)] * 2)
    bobs = s.battlefield(1, *[compile_card(ISLAND)] * 3)
    s.answer(0, ChooseOption, 1, about="assist")
    s.answer(1, ChooseNumber, 3, about="assist")
    s.answer(0, ChooseTargets, (PlayerRef(0),), required=False)
    s.cast(0, s.hand(0, compile_card(SKYSTREAMER))[0])
    (spell,) = s.find("Skystreamer", Zone.STACK)
    assert sorted(t.value for t in s.obj(spell).choices[MANA_SPENT]) == ["U", "U", "U", "W", "W"]
    assert all(s.obj(i).tapped for i in (*mine, *bobs))
    s.resolve_stack()
    assert s.find("Skystreamer", Zone.BATTLEFIELD, 0)
    assert s.life(0) == 24
    s.check_answers()


def test_without_assist_the_caster_pays_everything():
    """CR 702.132a: "you may choose another player" — choosing no one, two lands can't
    pay {4}{W}."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[compile_card(PLAINS)] * 2)
    s.battlefield(1, *[compile_card(ISLAND)] * 3)
    s.answer(0, ChooseOption, 0, about="assist")
    card = s.hand(0, compile_card(SKYSTREAMER))[0]
    with pytest.raises(RulesError):
        s.cast(0, card)
    assert s.zone_of(card) is Zone.HAND
