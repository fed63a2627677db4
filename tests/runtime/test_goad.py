"""Goad (CR 701.15): "you may goad target creature" — until its controller's next turn the
creature attacks each combat if able and attacks a player other than the goading player if
able (CR 701.15a-b, 508.1d); "Enchanted creature ... is goaded" for as long as the Aura's
static ability applies. Compiled from Jeering Homunculus's and Coercive Impetus's Oracle
text."""

import pytest
from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseTargets, ChooseYesNo
from mtgc.runtime.cards_basic import swamp
from mtgc.runtime.errors import CombatError
from mtgc.runtime.scenario import PlayerRef, Scenario, Step

HOMUNCULUS = """Jeering Homunculus {1}{U}
Creature — Homunculus
When this creature enters, you may goad target creature.
0/4"""

IMPETUS = """Coercive Impetus {2}{B}
Enchantment — Aura
Enchant creature
Enchanted creature gets +1/+1 and is goaded.
Whenever enchanted creature attacks, you draw a card and lose 1 life."""


def _goad_carols_bear(s: Scenario) -> int:
    target = s.battlefield(2, bear())[0]
    s.answer(0, ChooseYesNo, True)
    s.battlefield(0, compile_card(HOMUNCULUS), enter=True)
    s.top().resolve()
    s.set_step(Step.BEGINNING_OF_COMBAT, active=2)
    return target


def test_a_goaded_creature_attacks_a_player_other_than_the_goader():
    """CR 701.15b, 508.1d: Carol's goaded bear must attack, and must attack Bob rather than
    Alice, who goaded it; attacking Bob is accepted."""
    s = Scenario(players=("Alice", "Bob", "Carol"))
    target = _goad_carols_bear(s)
    with pytest.raises(CombatError):
        s.attack({})
    with pytest.raises(CombatError):
        s.attack({target: PlayerRef(0)})
    s.attack({target: PlayerRef(1)})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 18 and s.life(0) == 20


def test_with_only_the_goader_to_attack_it_attacks_the_goader():
    """CR 508.1d: in a two-player game the bear can't attack anyone but Alice; it still
    must attack."""
    s = Scenario()
    target = s.battlefield(1, bear())[0]
    s.answer(0, ChooseYesNo, True)
    s.battlefield(0, compile_card(HOMUNCULUS), enter=True)
    s.top().resolve()
    s.set_step(Step.BEGINNING_OF_COMBAT, active=1)
    with pytest.raises(CombatError):
        s.attack({})
    s.attack({target: PlayerRef(0)})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(0) == 18


def _next_combat_of(s: Scenario, player: int) -> None:
    s.advance_to(Step.BEGINNING_OF_COMBAT)
    while s.state.active != player:
        s.advance_to(Step.BEGINNING_OF_COMBAT)


def test_goad_ends_as_the_goaders_next_turn_begins():
    """CR 701.15a: goaded until Alice's next turn — on Carol's first turn her bear must
    attack (Bob); after Alice's next turn began, on Carol's second turn it need not."""
    s = Scenario(players=("Alice", "Bob", "Carol"))
    for p in range(3):
        s.library(p, *[swamp() for _ in range(3)])
    target = s.battlefield(2, bear())[0]
    s.answer(0, ChooseYesNo, True)
    s.battlefield(0, compile_card(HOMUNCULUS), enter=True)
    s.top().resolve()
    _next_combat_of(s, 2)
    with pytest.raises(CombatError):
        s.attack({})
    s.attack({target: PlayerRef(1)})
    _next_combat_of(s, 2)
    s.attack({})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 18 and s.life(0) == 20


def test_an_aura_keeps_the_creature_goaded():
    """CR 701.15b, 611.3a: Bob's bear enchanted by Alice's Coercive Impetus must attack
    (Carol, not Alice); Alice draws a card and loses 1 life as it attacks."""
    s = Scenario(players=("Alice", "Bob", "Carol"))
    s.battlefield(0, swamp(), swamp(), swamp())
    s.library(0, swamp())
    target = s.battlefield(1, bear())[0]
    s.cast(0, s.hand(0, compile_card(IMPETUS))[0], targets=(target,))
    s.resolve_stack()
    s.set_step(Step.BEGINNING_OF_COMBAT, active=1)
    with pytest.raises(CombatError):
        s.attack({target: PlayerRef(0)})
    s.attack({target: PlayerRef(2)})
    s.resolve_stack()
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(2) == 17 and s.life(0) == 19 and len(s.state.players[0].hand) == 1


ANCESTOR = """Vengeful Ancestor {2}{R}{R}
Creature — Spirit Dragon
Flying
Whenever this creature enters or attacks, goad target creature.
Whenever a goaded creature attacks, it deals 1 damage to its controller.
3/4"""

QUASIT = """Bothersome Quasit {2}{R}
Creature — Demon
Menace
Goaded creatures your opponents control can't block.
Whenever you cast a noncreature spell, goad target creature an opponent controls.
3/2"""


def test_a_goaded_creature_attacking_hurts_its_controller():
    """CR 701.15b: "a goaded creature" — Bob's goaded bear attacks Alice (the only
    player it can attack) and deals 1 damage to Bob."""
    s = Scenario()
    target = s.battlefield(1, bear())[0]
    s.battlefield(0, compile_card(ANCESTOR), enter=True)
    s.top().resolve()
    s.set_step(Step.BEGINNING_OF_COMBAT, active=1)
    s.attack({target: PlayerRef(0)})
    s.resolve_stack()
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 19 and s.life(0) == 18


def test_goaded_creatures_of_opponents_cant_block():
    """CR 701.15b: Bob's bear goaded by the Ancestor can't block Alice's Quasit (menace:
    two blockers), so the two bears can't block it together."""
    s = Scenario()
    goaded, other = s.battlefield(1, bear(), bear())
    quasit = s.battlefield(0, compile_card(QUASIT))[0]
    s.answer(0, ChooseTargets, (goaded,))
    s.battlefield(0, compile_card(ANCESTOR), enter=True)
    s.top().resolve()
    s.attack({quasit: PlayerRef(1)})
    with pytest.raises(CombatError):
        s.block(1, {goaded: quasit, other: quasit})
    s.block(1, {})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 17
