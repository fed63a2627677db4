"""Detain (CR 701.35) and suspect (CR 701.60), compiled from real cards' text (Azorius
Arrester, It Doesn't Add Up)."""

import pytest
from effects_compile import compile_card

from mtgc.runtime.agents import ChooseTargets
from mtgc.runtime.cards_basic import grizzly_bears
from mtgc.runtime.combat.combat import attack_candidates
from mtgc.runtime.errors import CombatError, IllegalActionError
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone

ARRESTER = compile_card("When this creature enters, detain target creature an opponent "
                        "controls.", "Creature — Human Soldier", "{0}", ("2", "1"),
                        name="Azorius Arrester")  # fmt: skip
PINGER = compile_card("{T}: This creature deals 1 damage to any target.",
                      "Creature — Human Wizard", "{1}{R}", ("1", "1"),
                      name="Prodigal Pyromancer")  # fmt: skip
ADD_UP = compile_card("Return target creature card from your graveyard to the battlefield. "
                      "Suspect it.", "Instant", "{0}", name="It Doesn't Add Up")  # fmt: skip


def _turn_of(s: Scenario, player: int) -> None:
    s.advance_to(Step.UPKEEP)
    while s.game.state.active != player:
        s.advance_to(Step.DRAW)
        s.advance_to(Step.UPKEEP)
    s.advance_to(Step.PRECOMBAT_MAIN)


def test_detained_creature_cant_attack_block_or_activate_until_your_next_turn():
    """CR 701.35a: in Bob's turn the detained Pyromancer can't attack or use its {T}
    ability; it can't block either; it's free again once Alice's next turn begins."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    (pinger,) = s.battlefield(1, PINGER)
    (bear,) = s.battlefield(0, grizzly_bears())
    s.library(0, *(grizzly_bears() for _ in range(3)))
    s.library(1, *(grizzly_bears() for _ in range(3)))
    s.answer(0, ChooseTargets, (pinger,))
    s.cast(0, s.hand(0, ARRESTER)[0])
    s.resolve_stack()
    s.attack({bear: PlayerRef(1)})
    with pytest.raises(CombatError):
        s.block(1, {pinger: bear})
    _turn_of(s, 1)
    assert pinger not in attack_candidates(s.game, 1)
    with pytest.raises(IllegalActionError):
        s.activate(1, pinger, targets=(PlayerRef(0),))
    _turn_of(s, 0)
    s.pass_priority(0)
    s.activate(1, pinger, targets=(PlayerRef(0),))
    s.resolve()
    assert s.life(0) == 19


def test_suspected_creature_has_menace_and_cant_block():
    """CR 701.60c: the creature returned by It Doesn't Add Up ("it": the new permanent,
    CR 400.7) is suspected: menace, and it can't block."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    (card,) = s.graveyard(0, grizzly_bears())
    s.cast(0, s.hand(0, ADD_UP)[0], targets=(card,))
    s.resolve()
    [bear] = s.find("Grizzly Bears", Zone.BATTLEFIELD, 0)
    assert "Menace" in {type(a).__name__ for a in s.game.view(bear).abilities}
    assert s.obj(bear).choices.get("suspected") is True
    (attacker,) = s.battlefield(1, grizzly_bears())
    s.library(0, grizzly_bears())
    s.library(1, grizzly_bears())
    _turn_of(s, 1)
    s.attack({attacker: PlayerRef(0)})
    with pytest.raises(CombatError):
        s.block(0, {bear: attacker})
