"""Static abilities whose subject is a group of players (CR 109.5 "you", 102.1 "players",
"each player", "your opponents"): "[players] can't cast [spells]", "can't play lands",
"can't cast more than one spell each turn" (CR 101.2: a "can't" overrides a permission).
Real cards compiled from their text."""

import pytest
from kw_compile import bear, compile_card

from mtgc.runtime.cards_basic import forest, grizzly_bears, island, mountain, plains
from mtgc.runtime.errors import IllegalActionError
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.state.objects import PlayerRef

STEEL_GOLEM = "Steel Golem {3}\nArtifact Creature — Golem\nYou can't cast creature spells.\n3/4"
LLAWAN = """Llawan, Cephalid Empress {3}{U}
Legendary Creature — Octopus Noble
When Llawan enters, return all blue creatures your opponents control to their owners' hands.
Your opponents can't cast blue creature spells.
2/3"""
TERRITORIAL_DISPUTE = """Territorial Dispute {4}{R}{R}
Enchantment
At the beginning of your upkeep, sacrifice this enchantment unless you sacrifice a land.
Players can't play lands."""
RULE_OF_LAW = "Rule of Law {2}{W}\nEnchantment\nEach player can't cast more than one spell \
each turn."
SHOCK = "Shock {R}\nInstant\nShock deals 2 damage to any target."
MERFOLK = "Coral Merfolk {1}{U}\nCreature — Merfolk\n2/1"


def test_you_cant_cast_creature_spells():
    """CR 101.2, 109.5: Steel Golem's controller can't cast a creature spell; a
    noncreature spell is fine, and the opponent is unaffected."""
    s = Scenario()
    s.battlefield(0, compile_card(STEEL_GOLEM), forest(), forest(), mountain())
    with pytest.raises(IllegalActionError, match="can't cast"):
        s.cast(0, s.hand(0, grizzly_bears())[0])
    s.cast(0, s.hand(0, compile_card(SHOCK))[0], targets=(s.find("Steel Golem")[0],))
    s.resolve()
    s.set_step(s.state.step, active=1)
    s.battlefield(1, forest(), forest())
    s.cast(1, s.hand(1, grizzly_bears())[0])
    s.resolve()
    assert s.zone_names(1, Zone.BATTLEFIELD)[-1] == "Grizzly Bears"


def test_your_opponents_cant_cast_blue_creature_spells():
    """CR 101.2, 105.2: Llawan's opponents can't cast a blue creature spell; a green one
    they can."""
    s = Scenario()
    s.battlefield(0, compile_card(LLAWAN))
    s.set_step(s.state.step, active=1)
    s.battlefield(1, island(), island(), forest())
    with pytest.raises(IllegalActionError, match="can't cast"):
        s.cast(1, s.hand(1, compile_card(MERFOLK))[0])
    s.cast(1, s.hand(1, grizzly_bears())[0])
    s.resolve()
    assert "Grizzly Bears" in s.zone_names(1, Zone.BATTLEFIELD)


def test_players_cant_play_lands():
    """CR 101.2, 305.1: no player may play a land while Territorial Dispute is out."""
    s = Scenario()
    s.battlefield(0, compile_card(TERRITORIAL_DISPUTE))
    with pytest.raises(IllegalActionError, match="can't play lands"):
        s.play_land(0, s.hand(0, forest())[0])
    assert s.zone_names(0, Zone.HAND) == ["Forest"]


def test_each_player_cant_cast_more_than_one_spell_each_turn():
    """CR 101.2, 500.7: after one spell this turn, Rule of Law forbids Alice a second."""
    s = Scenario()
    s.battlefield(0, compile_card(RULE_OF_LAW), mountain(), mountain())
    s.cast(0, s.hand(0, compile_card(SHOCK))[0], targets=(PlayerRef(1),))
    s.resolve()
    with pytest.raises(IllegalActionError, match="can't cast"):
        s.cast(0, s.hand(0, compile_card(SHOCK))[0], targets=(PlayerRef(1),))
    assert s.life(1) == 18


def test_rule_of_law_counts_each_player_apart():
    """CR 101.2: Alice's spell doesn't use up Bob's one spell of the turn."""
    s = Scenario()
    s.battlefield(0, compile_card(RULE_OF_LAW), mountain())
    s.battlefield(1, mountain())
    s.cast(0, s.hand(0, compile_card(SHOCK))[0], targets=(PlayerRef(1),))
    s.resolve()
    s.pass_priority(0)  # Bob gets priority (CR 117.3d)
    s.cast(1, s.hand(1, compile_card(SHOCK))[0], targets=(PlayerRef(0),))
    s.resolve()
    assert (s.life(0), s.life(1)) == (18, 18)


TRUE_BELIEVER = "True Believer {W}{W}\nCreature — Human Cleric\nYou have shroud.\n2/2"
SPIRIT_OF_THE_HEARTH = "Spirit of the Hearth {4}{W}{W}\nCreature — Cat Spirit\nFlying\nYou \
have hexproof.\n4/5"
GILDED_LIGHT = "Gilded Light {1}{W}\nInstant\nYou gain shroud until end of turn."


def _bob_shocks_alice(s: Scenario) -> None:
    s.battlefield(1, mountain())
    s.pass_priority(0)
    s.cast(1, s.hand(1, compile_card(SHOCK))[0], targets=(PlayerRef(0),))


def test_you_have_shroud():
    """CR 702.18b: with True Believer, Alice can't be the target of Bob's Shock."""
    from mtgc.runtime.errors import TargetError

    s = Scenario()
    s.battlefield(0, compile_card(TRUE_BELIEVER))
    with pytest.raises(TargetError):
        _bob_shocks_alice(s)
    assert s.life(0) == 20


def test_you_have_hexproof_only_against_opponents():
    """CR 702.11d: with Spirit of the Hearth, Bob can't target Alice; Alice can."""
    from mtgc.runtime.errors import TargetError

    s = Scenario()
    s.battlefield(0, compile_card(SPIRIT_OF_THE_HEARTH), mountain())
    s.cast(0, s.hand(0, compile_card(SHOCK))[0], targets=(PlayerRef(0),))
    s.resolve()
    assert s.life(0) == 18
    with pytest.raises(TargetError):
        _bob_shocks_alice(s)


def test_you_gain_shroud_until_end_of_turn():
    """CR 702.18b, 611.2: after Gilded Light resolves, Alice can't be targeted this turn."""
    from mtgc.runtime.errors import TargetError

    s = Scenario()
    s.battlefield(0, island(), plains())
    s.cast(0, s.hand(0, compile_card(GILDED_LIGHT))[0])
    s.resolve()
    with pytest.raises(TargetError):
        _bob_shocks_alice(s)


RUSHBLADE_COMMANDER = "Rushblade Commander {B}{R}\nCreature — Azra Warrior\nWarriors your team \
controls have haste.\n2/2"
MERCADIAS_DOWNFALL = "Mercadia's Downfall {2}{R}\nInstant\nEach attacking creature gets +1/+0 \
until end of turn for each nonbasic land defending player controls."


def test_your_team_is_you_outside_team_games():
    """CR 102.4: in a game that isn't between teams "your team" means "you" — Alice's new
    Warrior has haste, Bob's doesn't."""
    warrior = bear(name="Young Warrior", types="Creature — Human Warrior")
    s = Scenario()
    s.battlefield(0, compile_card(RUSHBLADE_COMMANDER))
    mine = s.battlefield(0, warrior, sick=True)[0]
    theirs = s.battlefield(1, warrior, sick=True)[0]
    assert not s.game.summoning_sick(mine)
    assert s.game.summoning_sick(theirs)


def test_defending_player_of_the_combat():
    """CR 506.2: cast during Alice's combat, "defending player" is Bob, the nonactive
    player — two nonbasic lands of his give each attacker +2/+0."""
    from mtgc.runtime.scenario import Step

    s = Scenario()
    s.battlefield(0, mountain(), mountain(), mountain())
    attacker = s.battlefield(0, grizzly_bears())[0]
    wastes = "Desert Ruin\nLand\n{T}: Add {C}."
    s.battlefield(1, compile_card(wastes), compile_card(wastes), forest())
    s.attack({attacker: PlayerRef(1)})
    assert s.state.step is Step.DECLARE_ATTACKERS
    s.cast(0, s.hand(0, compile_card(MERCADIAS_DOWNFALL))[0])
    s.resolve()
    assert s.pt(attacker) == (4, 2)


STASIS = "Stasis {1}{U}\nEnchantment\nPlayers skip their untap steps.\nAt the beginning of \
your upkeep, sacrifice this enchantment unless you pay {U}."
EON_HUB = "Eon Hub {5}\nArtifact\nPlayers skip their upkeep steps."


def test_players_skip_their_untap_steps():
    """CR 500.11, 502.3: with Stasis out, Bob's tapped land stays tapped in his turn."""
    from mtgc.runtime.scenario import Step

    s = Scenario()
    s.battlefield(0, compile_card(STASIS))
    land = s.battlefield(1, forest(), tapped=True)[0]
    s.library(1, grizzly_bears())
    s.advance_to(Step.UPKEEP)  # Bob's turn 2
    assert s.state.active == 1
    assert s.obj(land).tapped


def test_players_skip_their_upkeep_steps():
    """CR 500.11: with Eon Hub out, Stasis's upkeep trigger never happens — the turn goes
    from untap to draw."""
    from mtgc.runtime.scenario import Step

    s = Scenario()
    s.battlefield(0, compile_card(EON_HUB), compile_card(STASIS))
    s.library(0, grizzly_bears())
    s.library(1, grizzly_bears())
    s.advance_to(Step.DRAW)  # Bob's turn 2: no upkeep
    s.advance_to(Step.DRAW)  # Alice's turn 3
    assert s.state.active == 0
    assert "Stasis" in s.zone_names(0, Zone.BATTLEFIELD)
    assert "skips their upkeep step" in s.log()


SMOKE = "Smoke {R}{R}\nEnchantment\nPlayers can't untap more than one creature during their \
untap steps."


def test_players_cant_untap_more_than_one_creature():
    """CR 502.3: with Smoke out, Bob untaps one of his two tapped creatures (his choice);
    his land untaps as usual."""
    from mtgc.runtime.agents import ChooseObjects
    from mtgc.runtime.scenario import Step

    s = Scenario()
    s.battlefield(0, compile_card(SMOKE))
    first, second = s.battlefield(1, grizzly_bears(), grizzly_bears(), tapped=True)
    land = s.battlefield(1, forest(), tapped=True)[0]
    s.library(1, grizzly_bears())
    s.answer(1, ChooseObjects, (second,))
    s.advance_to(Step.UPKEEP)  # Bob's turn 2
    assert s.state.active == 1
    assert (s.obj(first).tapped, s.obj(second).tapped, s.obj(land).tapped) == (True, False, False)
