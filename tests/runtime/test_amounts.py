"""Amounts on actions (compiler/lowering/amounts.py), compiled from card text and played out: "for
each [X]" on actions (CR 107.1, 608.2h) and "Whenever one or more creatures you control
deal combat damage to a player" (CR 603.2c, 510.2)."""

from kw_compile import bear, compile_card

from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.state.game_state import Step
from mtgc.runtime.state.objects import PlayerRef

BOB = PlayerRef(1)
SWAMP = "Swamp\nBasic Land — Swamp\n({T}: Add {B}.)"

SLUDGE = "Mind Sludge {4}{B}\nSorcery\nTarget player discards a card for each Swamp you control."
RAIDERS = """Rubblebelt Raiders {1}{R}{G}
Creature — Human Warrior
Whenever this creature attacks, put a +1/+1 counter on it for each attacking creature \
you control.
3/3"""
RUIN = """Thoughts of Ruin {2}{B}{B}
Sorcery
Each player sacrifices a land of their choice for each card in your hand."""


def test_discard_a_card_for_each_swamp():
    """CR 107.1, 608.2h: "discards a card for each Swamp you control" — the count of Swamps
    as the spell resolves."""
    s = Scenario()
    s.battlefield(0, *[compile_card(SWAMP)] * 5)
    s.hand(1, *[bear()] * 7)
    s.cast(0, s.hand(0, compile_card(SLUDGE))[0], targets=(BOB,))
    s.resolve()
    assert len(s.zone_names(1, Zone.HAND)) == 2
    assert len(s.zone_names(1, Zone.GRAVEYARD)) == 5


def test_counter_for_each_attacking_creature():
    """CR 107.1, 508.1: "put a +1/+1 counter on it for each attacking creature you control"
    — three attackers, three counters."""
    s = Scenario()
    raiders = s.battlefield(0, compile_card(RAIDERS))[0]
    others = s.battlefield(0, bear(), bear())
    s.attack({raiders: BOB, others[0]: BOB, others[1]: BOB})
    s.resolve()
    assert s.obj(raiders).counters.get("+1/+1") == 3
    assert s.pt(raiders) == (6, 6)


def test_sacrifice_a_land_for_each_card_in_hand():
    """CR 701.21a, 107.1: "Each player sacrifices a land of their choice for each card in
    your hand" — two cards left in hand: each player sacrifices two lands."""
    s = Scenario()
    s.battlefield(0, *[compile_card(SWAMP)] * 4)
    s.battlefield(1, *[compile_card(SWAMP)] * 3)
    s.hand(0, bear(), bear())
    s.cast(0, s.hand(0, compile_card(RUIN))[0])
    s.resolve()
    assert len(s.zone_names(0, Zone.BATTLEFIELD)) == 2
    assert len(s.zone_names(1, Zone.BATTLEFIELD)) == 1
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Swamp", "Swamp"]


SPY_NETWORK = """Thopter Spy Network {2}{U}{U}
Enchantment
Whenever one or more artifact creatures you control deal combat damage to a player, draw a card.
"""
FACE_BREAKER = """Professional Face-Breaker {2}{R}
Creature — Human Warrior
Menace
Whenever one or more creatures you control deal combat damage to a player, create a Treasure token.
2/3"""


def test_one_or_more_creatures_deal_combat_damage_triggers_once():
    """CR 603.2c, 510.2: three creatures deal combat damage to Bob at once — the ability
    triggers once, not three times."""
    s = Scenario()
    breaker = s.battlefield(0, compile_card(FACE_BREAKER))[0]
    others = s.battlefield(0, bear(), bear())
    s.attack({breaker: BOB, others[0]: BOB, others[1]: BOB})
    s.block(1, {})
    s.advance_to(Step.END_OF_COMBAT)
    s.resolve_stack()
    assert s.life(1) == 14
    assert len(s.find("Treasure Token", Zone.BATTLEFIELD, 0)) == 1


def test_one_or_more_once_per_player():
    """CR 603.2c: damage to two players at once — once for each player dealt damage."""
    s = Scenario(players=("Alice", "Bob", "Carol"))
    breaker = s.battlefield(0, compile_card(FACE_BREAKER))[0]
    other = s.battlefield(0, bear())[0]
    s.attack({breaker: BOB, other: PlayerRef(2)})
    s.block(1, {})  # Carol declares no blockers either (the default)
    s.advance_to(Step.END_OF_COMBAT)
    s.resolve_stack()
    assert (s.life(1), s.life(2)) == (18, 18)
    assert len(s.find("Treasure Token", Zone.BATTLEFIELD, 0)) == 2


def test_one_or_more_filter_and_blocked():
    """CR 603.2c: only artifact creatures count; a blocked artifact creature deals no
    damage to the player, so nothing triggers until an unblocked one does."""
    thopter = bear(name="Ornithopter", cost="{0}", pt="2/2",
                   types="Artifact Creature — Thopter")  # fmt: skip
    s = Scenario()
    s.battlefield(0, compile_card(SPY_NETWORK))
    plain = s.battlefield(0, bear())[0]
    art = s.battlefield(0, thopter)[0]
    wall = s.battlefield(1, bear(name="Wall", pt="0/5", types="Creature — Wall"))[0]
    s.library(0, bear(), bear(), bear())
    s.attack({plain: BOB, art: BOB})
    s.block(1, {wall: art})
    s.advance_to(Step.END_OF_COMBAT)
    s.resolve_stack()
    assert s.life(1) == 18
    assert s.zone_names(0, Zone.HAND) == []


def test_one_or_more_artifact_creatures_draw_once():
    """CR 603.2c: two unblocked artifact creatures and a Bear — one card drawn."""
    thopter = bear(name="Ornithopter", cost="{0}", pt="1/1",
                   types="Artifact Creature — Thopter")  # fmt: skip
    s = Scenario()
    s.battlefield(0, compile_card(SPY_NETWORK))
    attackers = s.battlefield(0, thopter, thopter, bear())
    s.library(0, bear(), bear(), bear())
    s.attack({a: BOB for a in attackers})
    s.block(1, {})
    s.advance_to(Step.END_OF_COMBAT)
    s.resolve_stack()
    assert s.life(1) == 16
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]


def test_artifact_creature_needs_both_types():
    """CR 205.2a: "target artifact creature" — a Bear (creature) and a Mind Stone
    (artifact) aren't legal targets; an artifact creature is."""
    import pytest

    from mtgc.runtime.errors import TargetError

    shatter = compile_card("Smash Beast {1}{B}\nInstant\nDestroy target artifact creature.")
    thopter = bear(name="Ornithopter", cost="{0}", pt="0/2",
                   types="Artifact Creature — Thopter")  # fmt: skip
    s = Scenario()
    s.battlefield(0, compile_card(SWAMP), compile_card(SWAMP))
    grizzly = s.battlefield(1, bear())[0]
    stone = s.battlefield(1, compile_card("Mind Stone {2}\nArtifact\n{T}: Add {C}."))[0]
    orni = s.battlefield(1, thopter)[0]
    spell = s.hand(0, shatter)[0]
    for wrong in (grizzly, stone):
        with pytest.raises(TargetError):
            s.cast(0, spell, targets=(wrong,))
    s.cast(0, spell, targets=(orni,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Ornithopter"]


MEGATHERIUM = """Megatherium {2}{G}
Creature — Sloth Beast
Trample
When this creature enters, sacrifice it unless you pay {1} for each card in your hand.
4/4"""
FOREST = "Forest\nBasic Land — Forest\n({T}: Add {G}.)"


def _megatherium(cards_in_hand: int, pay: bool) -> tuple[Scenario, int]:
    from mtgc.runtime.agents import ChooseYesNo

    s = Scenario()
    s.battlefield(0, *[compile_card(FOREST)] * 5)
    s.hand(0, *[bear()] * cards_in_hand)
    sloth = s.hand(0, compile_card(MEGATHERIUM))[0]
    s.answer(0, ChooseYesNo, pay, required=False)
    s.cast(0, sloth)
    s.resolve_stack()
    return s, sloth


def test_unless_pays_one_for_each_card_in_hand():
    """CR 118.12, 107.1: one card in hand — {1} is paid, the creature stays, one land of
    the two left untapped is tapped for it."""
    s, _ = _megatherium(1, True)
    assert s.find("Megatherium", Zone.BATTLEFIELD, 0)
    assert sum(not s.obj(i).tapped for i in s.find("Forest")) == 1


def test_unless_pays_for_each_too_much():
    """CR 118.12, 118.3: three cards in hand — {3} with two untapped lands can't be paid,
    so the creature is sacrificed."""
    s, _ = _megatherium(3, True)
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Megatherium"]
    assert sum(not s.obj(i).tapped for i in s.find("Forest")) == 2


OPPORTUNIST = """Morbid Opportunist {2}{B}
Creature — Human Rogue
Whenever one or more other creatures die, draw a card. This ability triggers only once each turn.
1/3"""
SWEEPER = "Small Quake {0}\nSorcery\nSmall Quake deals 2 damage to each creature."
KILL = "Quick Kill {0}\nInstant\nDestroy target creature."
WIZARD = """Whispering Wizard {3}{U}
Creature — Human Wizard
Whenever you cast a noncreature spell, create a 1/1 white Spirit creature token with flying. \
This ability triggers only once each turn.
3/2"""


def test_one_or_more_die_once_each_turn():
    """CR 603.2c, 603.2: two creatures die at once — one card; another creature dying later
    in the turn draws nothing (the ability triggers only once each turn)."""
    s = Scenario()
    s.battlefield(0, compile_card(OPPORTUNIST))
    bears = s.battlefield(1, bear(), bear(), bear(pt="4/4", name="Big Bear"))
    s.library(0, *[bear(name="Drawn")] * 3)
    s.cast(0, s.hand(0, compile_card(SWEEPER))[0])
    s.resolve_stack()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears", "Grizzly Bears"]
    assert s.zone_names(0, Zone.HAND) == ["Drawn"]
    s.cast(0, s.hand(0, compile_card(KILL))[0], targets=(bears[2],))
    s.resolve_stack()
    assert "Big Bear" in s.zone_names(1, Zone.GRAVEYARD)
    assert s.zone_names(0, Zone.HAND) == ["Drawn"]


def test_trigger_limit_resets_next_turn():
    """CR 603.2, 500.1: "This ability triggers only once each turn." — two noncreature
    spells in one turn make one Spirit; the next turn it triggers again."""
    s = Scenario()
    s.battlefield(0, compile_card(WIZARD))
    target = s.battlefield(1, bear(), bear())
    for t in target:
        s.cast(0, s.hand(0, compile_card(KILL))[0], targets=(t,))
        s.resolve_stack()
    assert len(s.find("Spirit Token", Zone.BATTLEFIELD, 0)) == 1
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    s.set_step(Step.PRECOMBAT_MAIN, active=0)
    s.library(0, bear())
    s.cast(0, s.hand(0, compile_card("Quick Study {0}\nInstant\nDraw a card."))[0])
    s.resolve_stack()
    assert len(s.find("Spirit Token", Zone.BATTLEFIELD, 0)) == 2


WINDREADER = """Aven Windreader {3}{U}{U}
Creature — Bird Soldier Wizard
Flying
{1}{U}: Target player reveals the top card of their library.
3/3"""


def test_target_player_reveals_top_card():
    """CR 701.20a, 401.2: "Target player reveals the top card of their library." — Bob's
    top card is shown to all players and stays on top of his library."""
    island = compile_card("Island\nBasic Land — Island\n({T}: Add {U}.)")
    s = Scenario()
    s.battlefield(0, island, island)
    reader = s.battlefield(0, compile_card(WINDREADER))[0]
    top = s.library(1, bear(name="Top Card"), bear(name="Second Card"))[0]
    s.activate(0, reader, targets=(BOB,))
    s.resolve()
    assert "reveals the top of P1's library: Top Card" in s.log()
    assert s.state.players[1].library[0] == top
    assert len(s.state.players[1].library) == 2
