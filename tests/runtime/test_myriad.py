"""Myriad (CR 702.116), compiled from a real card's text, in a three-player game."""

from effects_compile import compile_card

from mtgc.runtime.agents import ChooseYesNo
from mtgc.runtime.scenario import PlayerRef, Scenario, Zone
from mtgc.runtime.state.game_state import Step

#: Genasi Enforcers
ENFORCERS = compile_card("Myriad", "Creature — Elemental Shaman", "{1}{R}", ("1", "3"),
                         name="Genasi Enforcers")  # fmt: skip


def test_myriad_copies_attack_each_other_opponent_then_are_exiled():
    """CR 702.116a: attacking Bob, Alice may create a token copy tapped and attacking Carol
    (the only other opponent, no planeswalker); it deals combat damage to Carol and is exiled
    at end of combat. The copy has myriad too but never "attacked" (CR 508.4): no trigger."""
    s = Scenario(players=("Alice", "Bob", "Carol"))
    (genasi,) = s.battlefield(0, ENFORCERS)
    s.answer(0, ChooseYesNo, True, about="myriad")
    s.attack({genasi: PlayerRef(1)})
    s.resolve_stack()
    copies = [i for i in s.find("Genasi Enforcers", Zone.BATTLEFIELD) if i != genasi]
    assert len(copies) == 1 and s.obj(copies[0]).is_token and s.obj(copies[0]).tapped
    assert s.state.combat.attackers[copies[0]] == PlayerRef(2)
    assert s.stack_names() == []
    s.advance_to(Step.POSTCOMBAT_MAIN)
    assert (s.life(1), s.life(2)) == (19, 19)
    assert s.find("Genasi Enforcers", Zone.BATTLEFIELD) == [genasi]


def test_myriad_declined_and_two_player_game():
    """CR 702.116a: "you may" — declining creates nothing; with one opponent (the defending
    player) there is no other opponent to copy it toward."""
    s = Scenario(players=("Alice", "Bob", "Carol"))
    (genasi,) = s.battlefield(0, ENFORCERS)
    s.answer(0, ChooseYesNo, False, about="myriad")
    s.attack({genasi: PlayerRef(1)})
    s.resolve_stack()
    assert s.find("Genasi Enforcers", Zone.BATTLEFIELD) == [genasi]
    s2 = Scenario()
    (genasi,) = s2.battlefield(0, ENFORCERS)
    s2.attack({genasi: PlayerRef(1)})
    s2.resolve_stack()
    assert s2.find("Genasi Enforcers", Zone.BATTLEFIELD) == [genasi]
