"""Commanders (CR 903.3): "commander" in an object description, and "you own" (CR 108.3),
compiled from real cards' text (Bastion Protector; Inspiring Leader, a Background)."""

from kw_compile import bear, compile_card

from mtgc.runtime.scenario import Scenario
from mtgc.runtime.state.abilities import Indestructible
from mtgc.runtime.state.commanders import designate_commander

PROTECTOR = """Bastion Protector {2}{W}
Creature — Human Soldier
Commander creatures you control get +2/+2 and have indestructible.
3/3"""
LEADER = """Inspiring Leader {2}{W}
Legendary Enchantment — Background
Commander creatures you own have "Creature tokens you control get +2/+2." """


def test_commander_creatures_you_control():
    """CR 903.3: only the creature whose card is a commander gets +2/+2 and indestructible;
    in a game without commanders nothing does."""
    s = Scenario()
    cmd, other = s.battlefield(0, bear(name="Captain"), bear())
    s.battlefield(0, compile_card(PROTECTOR))
    assert s.pt(cmd) == (2, 2)
    designate_commander(s.game, cmd)
    assert s.pt(cmd) == (4, 4) and s.game.view(cmd).has_keyword(Indestructible)
    assert s.pt(other) == (2, 2) and not s.game.view(other).has_keyword(Indestructible)


def test_commander_creatures_you_own():
    """CR 108.3, 903.3: a commander you own has the quoted ability; an opponent's doesn't."""
    s = Scenario()
    (mine,) = s.battlefield(0, bear(name="Captain"))
    (theirs,) = s.battlefield(1, bear(name="Rival"))
    designate_commander(s.game, mine)
    designate_commander(s.game, theirs)
    s.battlefield(0, compile_card(LEADER))
    (token,) = s.battlefield(0, bear(name="Soldier Token", pt="1/1"), token=True)
    (their_token,) = s.battlefield(1, bear(name="Goblin Token", pt="1/1"), token=True)
    assert s.pt(token) == (3, 3)
    assert s.pt(their_token) == (1, 1)


DRAKE = """Loyal Drake {2}{U}
Creature — Drake
Flying
Lieutenant — At the beginning of combat on your turn, if you control your commander, draw a card.
2/2"""
KRAKEN = """Stormsurge Kraken {3}{U}{U}
Creature — Kraken
Hexproof
Lieutenant — As long as you control your commander, this creature gets +2/+2 and has \
"Whenever this creature becomes blocked, you may draw two cards."
5/5"""
PHOENIX = """Skyfire Phoenix {2}{R}{R}
Creature — Phoenix
Flying, haste
When you cast your commander, return this card from your graveyard to the battlefield.
3/3"""
LOTUS = """Jeweled Lotus {0}
Artifact
{T}, Sacrifice this artifact: Add three mana of any one color. \
Spend this mana only to cast your commander."""
SULTAI = """Will of the Sultai {4}{G}
Sorcery
Choose one. If you control a commander as you cast this spell, you may choose both instead.
• Target player mills three cards. Return all land cards from your graveyard to the \
battlefield tapped.
• Put X +1/+1 counters on target creature, where X is the number of lands you control. \
It gains trample until end of turn."""


def test_lieutenant_trigger_needs_your_commander_on_the_battlefield():
    """CR 903.3d, 603.4: "if you control your commander" — Loyal Drake draws a card at the
    beginning of combat only while Alice controls her commander; Bob's commander doesn't
    count ("your commander" is the one she owns, CR 903.3)."""
    from mtgc.runtime.scenario import Step

    s = Scenario()
    s.library(0, *[bear() for _ in range(3)])
    s.battlefield(0, compile_card(DRAKE))
    (theirs,) = s.battlefield(1, bear(name="Rival"))
    designate_commander(s.game, theirs)
    s.advance_to(Step.BEGINNING_OF_COMBAT)
    s.resolve_stack()
    assert len(s.state.players[0].hand) == 0
    (mine,) = s.battlefield(0, bear(name="Captain"))
    designate_commander(s.game, mine)
    s.set_step(Step.UPKEEP)
    s.advance_to(Step.BEGINNING_OF_COMBAT)
    s.resolve_stack()
    assert len(s.state.players[0].hand) == 1


def test_lieutenant_static_applies_while_you_control_your_commander():
    """CR 611.3a, 903.3d: Stormsurge Kraken is 7/7 while Alice controls her commander,
    5/5 once it's gone."""
    from mtgc.runtime.scenario import Zone

    s = Scenario()
    (kraken,) = s.battlefield(0, compile_card(KRAKEN))
    (mine,) = s.battlefield(0, bear(name="Captain"))
    assert s.pt(kraken) == (5, 5)
    designate_commander(s.game, mine)
    assert s.pt(kraken) == (7, 7)
    s.game.move(mine, Zone.GRAVEYARD, cause="test")
    assert s.pt(kraken) == (5, 5)


def test_casting_your_commander_triggers_from_the_graveyard():
    """CR 903.3d ("casting a commander": a spell that is one), 113.6k: Skyfire Phoenix
    returns from Alice's graveyard when she casts her commander, not another creature."""
    from mtgc.runtime.cards_basic import forest
    from mtgc.runtime.scenario import Zone

    s = Scenario()
    s.graveyard(0, compile_card(PHOENIX))
    s.battlefield(0, *[forest() for _ in range(4)])
    other, captain = s.hand(0, bear(), bear(name="Captain"))
    designate_commander(s.game, captain)
    s.cast(0, other)
    s.resolve_stack()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Skyfire Phoenix"]
    s.cast(0, captain)
    s.resolve_stack()
    assert "Skyfire Phoenix" in s.zone_names(0, Zone.BATTLEFIELD)


def test_mana_spent_only_on_your_commander():
    """CR 106.6, 903.3d: Jeweled Lotus's mana pays for Alice's commander, not another
    creature spell."""
    import pytest

    from mtgc.runtime.agents import ChooseOption
    from mtgc.runtime.errors import RulesError
    from mtgc.runtime.scenario import Zone

    s = Scenario()
    (lotus,) = s.battlefield(0, compile_card(LOTUS))
    other, captain = s.hand(0, bear(), bear(name="Captain"))
    designate_commander(s.game, captain)
    s.answer(0, ChooseOption, 4)  # green
    s.tap_for_mana(0, lotus)
    with pytest.raises(RulesError):
        s.cast(0, other)
    s.cast(0, captain)
    s.resolve_stack()
    assert s.zone_names(0, Zone.BATTLEFIELD) == ["Captain"]


def test_both_modes_only_if_you_control_a_commander_as_you_cast():
    """CR 700.2, 601.2b: Will of the Sultai — choosing both modes is allowed only if Alice
    controls a commander as she casts it."""
    import pytest

    from mtgc.runtime.agents import ChooseTargets
    from mtgc.runtime.cards_basic import forest
    from mtgc.runtime.errors import RulesError
    from mtgc.runtime.scenario import PlayerRef

    s = Scenario()
    s.battlefield(0, *[forest() for _ in range(5)])
    (captain,) = s.battlefield(0, bear(name="Captain"))
    s.library(1, *[forest() for _ in range(3)])
    (will,) = s.hand(0, compile_card(SULTAI))
    with pytest.raises(RulesError):
        s.cast(0, will, modes=(0, 1))
    designate_commander(s.game, captain)
    s.answer(0, ChooseTargets, (PlayerRef(1), captain))
    s.cast(0, will, modes=(0, 1))
    s.resolve_stack()
    assert len(s.state.players[1].graveyard) == 3
    assert s.pt(captain) == (7, 7)


DAGGER = """Search for Dagger {1}{R}
Enchantment
Whenever your commander enters or attacks, look at the top six cards of your library. \
You may reveal a legendary creature card from among them and put it into your hand. Put \
the rest on the bottom of your library in a random order."""


def test_your_commander_enters_or_attacks():
    """CR 603.2, 903.3d: Search for Dagger triggers when Alice's commander enters (cast
    from her hand) and when it attacks, not when another creature enters."""
    from mtgc.runtime.cards_basic import forest
    from mtgc.runtime.scenario import PlayerRef

    s = Scenario()
    s.library(0, *[bear() for _ in range(12)])
    s.battlefield(0, compile_card(DAGGER), forest(), forest())
    (captain,) = s.hand(0, bear(name="Captain"))
    designate_commander(s.game, captain)
    s.battlefield(0, bear(), enter=True)
    assert s.stack_names() == []
    s.cast(0, captain)
    s.resolve()
    assert s.stack_names() == ["ability of Search for Dagger"]
    s.resolve_stack()
    (veteran,) = s.battlefield(0, bear(name="Veteran"))
    designate_commander(s.game, veteran)
    s.attack({veteran: PlayerRef(1)})
    assert s.stack_names() == ["ability of Search for Dagger"]


BEACON = """Command Beacon
Land
{T}: Add {C}.
{T}, Sacrifice this land: Put your commander into your hand from the command zone."""


def test_casting_a_commander_from_the_command_zone_costs_more_each_time():
    """CR 903.6, 903.8: Alice's commander starts in the command zone; she may cast it from
    there for its mana cost, and {2} more for each earlier cast from there."""
    import pytest

    from mtgc.runtime.cards_basic import forest
    from mtgc.runtime.errors import RulesError
    from mtgc.runtime.scenario import Zone
    from mtgc.runtime.state.commanders import (
        castable_from_command_zone,
        command_zone_casts,
        put_commander_in_command_zone,
    )

    s = Scenario()
    lands = s.battlefield(0, *[forest() for _ in range(5)])
    cmd = put_commander_in_command_zone(s.game, 0, bear(name="Captain"))
    assert not castable_from_command_zone(s.game, s.obj(cmd), 1)  # CR 903.8: its owner's
    s.cast(0, cmd)
    s.resolve_stack()
    (captain,) = s.find("Captain", Zone.BATTLEFIELD)
    assert command_zone_casts(s.game, s.obj(captain)) == 1
    assert sum(s.obj(i).tapped for i in lands) == 2
    s.game.move(captain, Zone.COMMAND, cause="test")  # CR 903.9a: back to the command zone
    (again,) = s.state.command
    with pytest.raises(RulesError):  # {1}{G} + {2}: five mana, three left
        s.cast(0, again)
    assert s.zone_of(again) is Zone.COMMAND


def test_command_beacon_puts_your_commander_into_your_hand():
    """CR 400.6, 903.3d: Command Beacon's second ability moves Alice's commander from the
    command zone to her hand (Bob's stays)."""
    from mtgc.runtime.scenario import Zone
    from mtgc.runtime.state.commanders import put_commander_in_command_zone

    s = Scenario()
    (beacon,) = s.battlefield(0, compile_card(BEACON))
    put_commander_in_command_zone(s.game, 0, bear(name="Captain"))
    put_commander_in_command_zone(s.game, 1, bear(name="Rival"))
    s.activate(0, beacon, 1)
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == ["Captain"]
    assert [s.obj(i).card.name for i in s.state.command] == ["Rival"]


def test_a_dead_commander_may_return_to_the_command_zone():
    """CR 903.9a, 704.6d: Alice's commander dies; as state-based actions are checked she
    chooses to put it into the command zone, from where she may cast it again."""
    from mtgc.runtime.agents import ChooseYesNo
    from mtgc.runtime.scenario import Zone
    from mtgc.runtime.stack.resolution import give_priority

    s = Scenario()
    (captain,) = s.battlefield(0, bear(name="Captain"))
    designate_commander(s.game, captain)
    s.answer(0, ChooseYesNo, True)
    s.game.move(captain, Zone.GRAVEYARD, cause="test")
    give_priority(s.game, 0)  # CR 117.5: state-based actions
    assert [s.obj(i).card.name for i in s.state.command] == ["Captain"]
    assert s.zone_names(0, Zone.GRAVEYARD) == []


def test_twenty_one_combat_damage_from_one_commander_loses_the_game():
    """CR 903.10a, 704.6c: Bob, dealt 21 combat damage by Alice's commander over the
    game, loses though his life total is still 19."""
    from mtgc.runtime.scenario import PlayerRef, Step

    s = Scenario()
    s.set_life(1, 40)
    (giant,) = s.battlefield(0, bear(name="Captain", pt="21/21"))
    designate_commander(s.game, giant)
    s.attack({giant: PlayerRef(1)})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 19 and s.state.players[1].lost
