"""Conditions on casting (CR 601.2) read from the game's history (CR 500.7 "this turn",
"last turn"), compiled from real cards' Oracle text."""

import pytest
from effects_compile import compile_card

from mtgc.runtime.cards_basic import forest, grizzly_bears, island, mountain, plains
from mtgc.runtime.errors import CombatError
from mtgc.runtime.scenario import PlayerRef, Scenario, Zone
from mtgc.runtime.state.game_state import Step

GOBLIN_COHORT = compile_card(
    "This creature can't attack unless you've cast a creature spell this turn.",
    "Creature — Goblin Warrior", "{R}", ("2", "2"), name="Goblin Cohort")  # fmt: skip
COAL_STOKER = compile_card(
    "When this creature enters, if you cast it from your hand, add {R}{R}{R}.",
    "Creature — Elemental", "{3}{R}", ("3", "3"), name="Coal Stoker")  # fmt: skip
SPHINXS_INSIGHT = compile_card(
    "Draw two cards.\nAddendum — If you cast this spell during your main phase, you gain 2 "
    "life.", "Instant", "{2}{W}{U}", name="Sphinx's Insight")  # fmt: skip
DREAM_THIEF = compile_card(
    "Flying\nWhen this creature enters, draw a card if you've cast another blue spell this "
    "turn.", "Creature — Faerie Rogue", "{2}{U}", ("2", "1"), name="Dream Thief")  # fmt: skip
CALL_OF_THE_FULL_MOON = compile_card(
    "Enchant creature\nEnchanted creature gets +3/+2 and has trample.\nAt the beginning of "
    "each upkeep, if a player cast two or more spells last turn, sacrifice this Aura.",
    "Enchantment — Aura", "{1}{R}", name="Call of the Full Moon")  # fmt: skip
IMPATIENCE = compile_card(
    "At the beginning of each player's end step, if that player didn't cast a spell this "
    "turn, this enchantment deals 2 damage to that player.", "Enchantment", "{2}{R}",
    name="Impatience")  # fmt: skip
#: a blue instant to cast first
OPT = compile_card("Draw a card.", "Instant", "{U}", name="Opt")


def _libraries(s: Scenario) -> None:
    for p in (0, 1):
        s.library(p, *[grizzly_bears() for _ in range(6)])


def test_cant_attack_unless_a_creature_spell_was_cast_this_turn():
    """CR 508.1c, 601.2: Goblin Cohort can attack only after its controller cast a creature
    spell this turn."""
    s = Scenario()
    _libraries(s)
    s.set_step(Step.PRECOMBAT_MAIN)
    cohort = s.battlefield(0, GOBLIN_COHORT)[0]
    with pytest.raises(CombatError):
        s.attack({cohort: PlayerRef(1)})
    s2 = Scenario()
    _libraries(s2)
    s2.set_step(Step.PRECOMBAT_MAIN)
    cohort = s2.battlefield(0, GOBLIN_COHORT)[0]
    s2.battlefield(0, forest(), forest())
    s2.cast(0, s2.hand(0, grizzly_bears())[0])
    s2.resolve()
    s2.attack({cohort: PlayerRef(1)})
    assert cohort in s2.state.combat.attackers


def test_cast_from_hand_adds_mana_put_onto_battlefield_doesnt():
    """CR 601.2, 603.4: Coal Stoker's intervening "if you cast it from your hand" holds for
    the permanent its spell became, not for one put onto the battlefield."""
    s = Scenario()
    _libraries(s)
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[mountain() for _ in range(4)])
    s.cast(0, s.hand(0, COAL_STOKER)[0])
    s.resolve()  # the spell resolves; the trigger goes on the stack
    s.resolve()
    assert s.pool(0) == "{R}{R}{R}"
    s2 = Scenario()
    _libraries(s2)
    s2.set_step(Step.PRECOMBAT_MAIN)
    s2.battlefield(0, COAL_STOKER, enter=True)
    s2.resolve_stack()
    assert s2.pool(0) == "(empty)"


def test_addendum_only_in_your_main_phase():
    """CR 505.1, 601.2: Sphinx's Insight cast in your main phase gains 2 life; cast in your
    upkeep it only draws."""
    s = Scenario()
    _libraries(s)
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, plains(), plains(), island(), island())
    s.cast(0, s.hand(0, SPHINXS_INSIGHT)[0])
    s.resolve()
    assert s.life(0) == 22
    assert len(s.zone_names(0, Zone.HAND)) == 2
    s2 = Scenario()
    _libraries(s2)
    s2.set_step(Step.UPKEEP)
    s2.battlefield(0, plains(), plains(), island(), island())
    s2.cast(0, s2.hand(0, SPHINXS_INSIGHT)[0])
    s2.resolve()
    assert s2.life(0) == 20
    assert len(s2.zone_names(0, Zone.HAND)) == 2


def test_another_blue_spell_doesnt_count_dream_thief_itself():
    """CR 601.2, 400.7: Dream Thief's own spell isn't "another blue spell"; a blue instant
    cast before it is."""
    s = Scenario()
    _libraries(s)
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[island() for _ in range(4)])
    s.cast(0, s.hand(0, DREAM_THIEF)[0])
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == []
    s2 = Scenario()
    _libraries(s2)
    s2.set_step(Step.PRECOMBAT_MAIN)
    s2.battlefield(0, *[island() for _ in range(4)])
    s2.cast(0, s2.hand(0, OPT)[0])
    s2.resolve()
    s2.cast(0, s2.hand(0, DREAM_THIEF)[0])
    s2.resolve_stack()
    assert s2.zone_names(0, Zone.HAND) == ["Grizzly Bears", "Grizzly Bears"]


def test_two_spells_last_turn_sacrifices_the_aura():
    """CR 500.7: "last turn" is the turn before this one — two spells cast by one player
    then make Call of the Full Moon be sacrificed in the next upkeep; one spell doesn't."""
    for spells, kept in ((1, True), (2, False)):
        s = Scenario()
        _libraries(s)
        s.set_step(Step.PRECOMBAT_MAIN)
        bear = s.battlefield(0, grizzly_bears())[0]
        s.battlefield(0, island(), island())
        s.battlefield(0, CALL_OF_THE_FULL_MOON, attached_to=bear)
        for _ in range(spells):
            s.cast(0, s.hand(0, OPT)[0])
            s.resolve()
        s.advance_to(Step.UPKEEP)  # Bob's turn
        s.resolve_stack()
        assert ("Call of the Full Moon" in s.zone_names(0, Zone.BATTLEFIELD)) is kept


def test_impatience_punishes_the_player_who_cast_nothing():
    """CR 603.4, 500.7: at each end step, the active player who didn't cast a spell this
    turn is dealt 2 damage; having cast one, they aren't."""
    s = Scenario()
    _libraries(s)
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, IMPATIENCE, island())
    s.advance_to(Step.END)
    s.resolve_stack()
    assert s.life(0) == 18
    s2 = Scenario()
    _libraries(s2)
    s2.set_step(Step.PRECOMBAT_MAIN)
    s2.battlefield(0, IMPATIENCE, island())
    s2.cast(0, s2.hand(0, OPT)[0])
    s2.resolve()
    s2.advance_to(Step.END)
    s2.resolve_stack()
    assert s2.life(0) == 20


WRANGLER = compile_card(
    "At the beginning of your end step, if you haven't cast a spell from your hand this "
    "turn, create a 2/2 white Spirit creature token with flying.",
    "Creature — Human Soldier", "{3}{W}{U}", ("1", "4"), name="Wrangler of the Damned")  # fmt: skip


def test_havent_cast_a_spell_from_your_hand_this_turn():
    """CR 601.2, 500.7: "if you haven't cast a spell from your hand this turn" (present
    perfect of "didn't cast"): a token at the end step of a turn without a spell cast, none
    after Alice cast Opt from her hand."""
    s = Scenario()
    _libraries(s)
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, WRANGLER, island())
    s.advance_to(Step.END)
    s.resolve_stack()
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Spirit Token") == 1
    s2 = Scenario()
    _libraries(s2)
    s2.set_step(Step.PRECOMBAT_MAIN)
    s2.battlefield(0, WRANGLER, island())
    s2.cast(0, s2.hand(0, OPT)[0])
    s2.resolve()
    s2.advance_to(Step.END)
    s2.resolve_stack()
    assert s2.zone_names(0, Zone.BATTLEFIELD).count("Spirit Token") == 0
