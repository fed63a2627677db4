""""Can't" restrictions (compiler/lowering/permissions.py) compiled from real card text and
played out: "Target creature can't block this creature this turn." (CR 509.1b, 611.2c),
"This creature can't attack [or block] alone." (CR 506.5) and "Your opponents can't gain
life this turn." (CR 119.7)."""

from __future__ import annotations

import pytest
from test_statics_conditions import BOB, compiled

from mtgc.runtime.agents import ChooseTargets, DeclareAttackers
from mtgc.runtime.cards_basic import creature, forest, grizzly_bears, mountain, plains, swamp
from mtgc.runtime.errors import CombatError, IllegalActionError, TargetError
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.objects import PlayerRef

DUCT_CRAWLER = compiled("Duct Crawler {R}\nCreature — Insect\n{1}{R}: Target creature can't "
                        "block this creature this turn.\n1/1")  # fmt: skip
MOGG_FLUNKIES = compiled("Mogg Flunkies {1}{R}\nCreature — Goblin\nThis creature can't attack "
                         "or block alone.\n3/3")  # fmt: skip
MILITIA_RALLIER = compiled("Militia Rallier {2}{W}\nCreature — Human Soldier\nThis creature "
                           "can't attack alone.\n3/3")  # fmt: skip
ATARKA = compiled("Atarka's Command {R}{G}\nInstant\nChoose two —\n• Your opponents can't gain "
                  "life this turn.\n• Atarka's Command deals 3 damage to each opponent.\n• You "
                  "may put a land card from your hand onto the battlefield.\n• Creatures you "
                  "control get +1/+1 and gain reach until end of turn.")  # fmt: skip
NECTAR = compiled("Quick Salve {1}{W}\nInstant\nYou gain 4 life.")


def test_target_creature_cant_block_this_creature():
    """CR 509.1b, 611.2c: "{1}{R}: Target creature can't block this creature this turn." —
    the target can't block the Crawler, but can block another attacker; another creature
    can still block the Crawler."""
    s = Scenario()
    crawler = s.battlefield(0, DUCT_CRAWLER)[0]
    other = s.battlefield(0, grizzly_bears())[0]
    s.battlefield(0, mountain(), mountain())
    b1, b2 = s.battlefield(1, grizzly_bears(), grizzly_bears())
    s.activate(0, crawler, targets=(b1,))
    s.resolve()
    s.attack({crawler: BOB, other: BOB})
    with pytest.raises(CombatError):
        s.block(1, {b1: crawler})
    s.block(1, {b1: other, b2: crawler})
    assert s.state.combat.blocked[crawler] == [b2]
    assert s.state.combat.blocked[other] == [b1]


def test_cant_block_this_creature_ends_with_the_turn():
    """CR 514.2: the restriction ends at the cleanup step; next turn the target can block."""
    s = Scenario()
    crawler = s.battlefield(0, DUCT_CRAWLER)[0]
    s.battlefield(0, mountain(), mountain())
    b1 = s.battlefield(1, grizzly_bears())[0]
    s.activate(0, crawler, targets=(b1,))
    s.resolve()
    s.library(0, mountain(), mountain())
    s.library(1, mountain(), mountain())
    s.advance_to(Step.UPKEEP)  # Bob's turn
    s.advance_to(Step.UPKEEP)  # Alice's next turn
    s.attack({crawler: BOB})
    s.block(1, {b1: crawler})
    assert s.state.combat.blocked[crawler] == [b1]


def test_cant_attack_alone():
    """CR 506.5: "This creature can't attack alone." — it can't be the only attacker, but
    it can attack along with another creature."""
    s = Scenario()
    rallier = s.battlefield(0, MILITIA_RALLIER)[0]
    s.battlefield(0, grizzly_bears())
    s.answer(0, DeclareAttackers, {rallier: BOB})
    with pytest.raises(CombatError):
        s.advance_to(Step.DECLARE_ATTACKERS)

    t = Scenario()
    rallier = t.battlefield(0, MILITIA_RALLIER)[0]
    bear = t.battlefield(0, grizzly_bears())[0]
    t.attack({rallier: BOB, bear: BOB})
    t.advance_to(Step.END)
    assert t.life(1) == 20 - 3 - 2


def test_cant_block_alone():
    """CR 506.5: "This creature can't attack or block alone." — it can't be the only
    blocker, but can block when another creature blocks too."""
    s = Scenario()
    attacker = s.battlefield(0, grizzly_bears())[0]
    flunkies = s.battlefield(1, MOGG_FLUNKIES)[0]
    s.battlefield(1, grizzly_bears())
    s.attack({attacker: BOB})
    with pytest.raises(CombatError):
        s.block(1, {flunkies: attacker})

    t = Scenario()
    attacker = t.battlefield(0, grizzly_bears())[0]
    flunkies = t.battlefield(1, MOGG_FLUNKIES)[0]
    bear = t.battlefield(1, grizzly_bears())[0]
    t.attack({attacker: BOB})
    t.block(1, {flunkies: attacker, bear: attacker})
    assert sorted(t.state.combat.blocked[attacker]) == sorted([flunkies, bear])


def test_cant_gain_life_this_turn():
    """CR 119.7: Atarka's Command, "Your opponents can't gain life this turn." — the
    opponent's "You gain 4 life." gains nothing this turn; its controller still can."""
    s = Scenario()
    s.battlefield(0, mountain(), forest())
    s.battlefield(1, plains(), plains())
    s.battlefield(0, plains(), plains())
    command = s.hand(0, ATARKA)[0]
    nectar_b = s.hand(1, NECTAR)[0]
    s.cast(0, command, modes=(0, 1))
    s.resolve()
    assert s.life(1) == 17
    s.pass_priority(0)
    s.cast(1, nectar_b)
    s.resolve()
    assert s.life(1) == 17  # Bob can't gain life this turn
    nectar_a = s.hand(0, NECTAR)[0]
    s.cast(0, nectar_a)
    s.resolve()
    assert s.life(0) == 24  # the controller isn't affected
    assert PlayerRef(1) == BOB


WANDERING_WOLF = compiled("Wandering Wolf {1}{G}\nCreature — Wolf\nCreatures with power less "
                          "than this creature's power can't block it.\n2/1")  # fmt: skip


def test_creatures_with_power_less_cant_block_it():
    """CR 509.1b: Wandering Wolf (power 2) — a 1/1 can't block it, a 2/2 can; the power is
    read when blockers are declared (CR 611.3a)."""
    s = Scenario()
    wolf = s.battlefield(0, WANDERING_WOLF)[0]
    small = s.battlefield(1, creature("Small", "{W}", 1, 1))[0]
    bear = s.battlefield(1, grizzly_bears())[0]
    s.attack({wolf: BOB})
    with pytest.raises(CombatError):
        s.block(1, {small: wolf})
    s.block(1, {bear: wolf})
    assert s.state.combat.blocked[wolf] == [bear]


SINGE_MIND_OGRE = compiled(
    "Singe-Mind Ogre {2}{B}{R}\nCreature — Ogre Mutant\nWhen this creature enters, target "
    "player reveals a card at random from their hand, then loses life equal to that card's "
    "mana value.\n3/2"
)
MIRTH = compiled("Planeswalker's Mirth {2}{W}\nEnchantment\n{3}{W}: Target opponent reveals a "
                 "card at random from their hand. You gain life equal to that card's mana "
                 "value.")  # fmt: skip


def test_reveal_a_card_at_random_then_lose_life():
    """CR 701.20a, 608.2c: Singe-Mind Ogre — the target player reveals a card at random from
    their hand (the only card: Singe-Mind Ogre, mana value 4) and loses 4 life; the card
    stays in their hand."""
    s = Scenario()
    s.battlefield(0, mountain(), mountain(), mountain(), swamp())
    ogre = s.hand(0, SINGE_MIND_OGRE)[0]
    their = s.hand(1, SINGE_MIND_OGRE)[0]
    s.answer(0, ChooseTargets, (BOB,))
    s.cast(0, ogre)
    s.resolve()
    s.resolve()
    assert s.life(1) == 16
    assert s.zone_of(their) is Zone.HAND


def test_reveal_a_card_at_random_picks_one_of_the_hand():
    """CR 701.20a: Planeswalker's Mirth — with a land (mana value 0) and Grizzly Bears
    (mana value 2) in the opponent's hand, the controller gains 0 or 2 life, as the card
    revealed at random; an empty hand reveals nothing and gains nothing."""
    gains = set()
    for seed in range(6):
        s = Scenario(seed=seed)
        mirth = s.battlefield(0, MIRTH)[0]
        s.battlefield(0, plains(), plains(), plains(), plains())
        s.hand(1, mountain(), grizzly_bears())
        s.activate(0, mirth, targets=(BOB,))
        s.resolve()
        gains.add(s.life(0) - 20)
    assert gains <= {0, 2} and 2 in gains

    t = Scenario()
    mirth = t.battlefield(0, MIRTH)[0]
    t.battlefield(0, plains(), plains(), plains(), plains())
    t.activate(0, mirth, targets=(BOB,))
    t.resolve()
    assert t.life(0) == 20


CEASE_FIRE = compiled("Cease-Fire {2}{W}\nInstant\nTarget player can't cast creature spells this "
                      "turn.\nDraw a card.")  # fmt: skip
SILENCE = compiled("Silence {W}\nInstant\nYour opponents can't cast spells this turn.")
TURF_WOUND = compiled("Turf Wound {2}{R}\nInstant\nTarget player can't play lands this turn.\n"
                      "Draw a card.")  # fmt: skip


def test_target_player_cant_cast_creature_spells_this_turn():
    """CR 101.2: Cease-Fire — the target player can't cast creature spells this turn, but
    can cast other spells; the next turn they can cast creature spells again."""
    s = Scenario()
    s.battlefield(0, plains(), plains(), plains())
    s.battlefield(1, plains(), plains(), forest(), forest(), plains())
    s.library(0, plains(), plains(), plains())
    s.library(1, plains(), plains(), plains())
    cease = s.hand(0, CEASE_FIRE)[0]
    bear = s.hand(1, grizzly_bears())[0]
    salve = s.hand(1, NECTAR)[0]
    s.answer(0, ChooseTargets, (BOB,))
    s.cast(0, cease)
    s.resolve()
    s.pass_priority(0)
    s.cast(1, salve)  # a noncreature spell is fine
    s.resolve()
    assert s.life(1) == 24
    s.advance_to(Step.PRECOMBAT_MAIN)  # Bob's turn: the effect has ended (CR 514.2)
    assert s.state.active == 1
    s.cast(1, bear)
    s.resolve()
    assert s.find("Grizzly Bears", Zone.BATTLEFIELD, player=1)


def test_cant_cast_creature_spells_forbids_the_cast():
    """CR 101.2: after Cease-Fire, casting a creature spell this turn is illegal (Bob's
    creature has flash here so the timing would allow it)."""
    s = Scenario()
    s.battlefield(0, plains(), plains(), plains())
    s.battlefield(1, forest(), forest())
    s.library(0, plains())
    cease = s.hand(0, CEASE_FIRE)[0]
    flash_bear = s.hand(1, compiled("Quick Bear {1}{G}\nCreature — Bear\nFlash\n2/2"))[0]
    s.answer(0, ChooseTargets, (BOB,))
    s.cast(0, cease)
    s.resolve()
    s.pass_priority(0)
    with pytest.raises(IllegalActionError, match="can't cast"):
        s.cast(1, flash_bear)


def test_your_opponents_cant_cast_spells_this_turn():
    """CR 101.2: Silence — the opponent can't cast any spell this turn; its controller can."""
    s = Scenario()
    s.battlefield(0, plains(), plains(), plains())
    s.battlefield(1, plains(), plains())
    silence = s.hand(0, SILENCE)[0]
    salve_b = s.hand(1, NECTAR)[0]
    salve_a = s.hand(0, NECTAR)[0]
    s.cast(0, silence)
    s.resolve()
    s.pass_priority(0)
    with pytest.raises(IllegalActionError, match="can't cast"):
        s.cast(1, salve_b)
    s.pass_priority(1)  # Alice gets priority again in the next step of her turn
    s.cast(0, salve_a)
    s.resolve()
    assert s.life(0) == 24


def test_target_player_cant_play_lands_this_turn():
    """CR 101.2, 305.1: Turf Wound on yourself — no land can be played this turn."""
    s = Scenario()
    s.battlefield(0, mountain(), mountain(), mountain())
    s.library(0, plains())
    wound = s.hand(0, TURF_WOUND)[0]
    land = s.hand(0, forest())[0]
    s.answer(0, ChooseTargets, (PlayerRef(0),))
    s.cast(0, wound)
    s.resolve()
    with pytest.raises(IllegalActionError, match="can't play lands"):
        s.play_land(0, land)
    assert s.zone_of(land) is Zone.HAND


STRIDER = compiled("Karplusan Strider {3}{G}\nCreature — Yeti\nThis creature can't be the "
                   "target of blue or black spells.\n3/4")  # fmt: skip
PLAX = compiled(
    "Shielding Plax {2}{G/U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature can't "
    "be the target of spells or abilities your opponents control."
)
DOOM = compiled("Black Doom {B}\nInstant\nDestroy target creature.")
SHOCK = compiled("Red Shock {R}\nInstant\nRed Shock deals 2 damage to target creature.")


def test_cant_be_the_target_of_black_spells():
    """CR 115.4: Karplusan Strider — a black spell can't target it; a red one can."""
    s = Scenario()
    strider = s.battlefield(1, STRIDER)[0]
    s.battlefield(0, swamp(), mountain())
    doom = s.hand(0, DOOM)[0]
    shock = s.hand(0, SHOCK)[0]
    with pytest.raises(TargetError):
        s.cast(0, doom, targets=(strider,))
    s.cast(0, shock, targets=(strider,))
    s.resolve()
    assert s.obj(strider).damage == 2


def test_cant_be_the_target_of_opponents_spells_or_abilities():
    """CR 115.4: Shielding Plax — the opponent's spell can't target the enchanted creature;
    its controller's own spell can."""
    s = Scenario()
    bear = s.battlefield(1, grizzly_bears())[0]
    s.battlefield(1, PLAX, attached_to=bear)
    s.battlefield(0, swamp())
    s.battlefield(1, swamp())
    doom = s.hand(0, DOOM)[0]
    with pytest.raises(TargetError):
        s.cast(0, doom, targets=(bear,))
    s.pass_priority(0)
    own = s.hand(1, DOOM)[0]
    s.cast(1, own, targets=(bear,))
    s.resolve()
    assert s.zone_of(bear) is not Zone.BATTLEFIELD


def test_cant_be_the_target_of_opponents_abilities():
    """CR 115.4: Shielding Plax — the opponent's activated ability can't target the
    enchanted creature either, but can target another creature."""
    pinger = compiled("Prodigal Pinger {2}{R}\nCreature — Human Wizard\n{T}: This creature "
                      "deals 1 damage to target creature.\n1/1")  # fmt: skip
    s = Scenario()
    bear, other = s.battlefield(1, grizzly_bears(), grizzly_bears())
    s.battlefield(1, PLAX, attached_to=bear)
    pyro = s.battlefield(0, pinger)[0]
    with pytest.raises(TargetError):
        s.activate(0, pyro, targets=(bear,))
    s.activate(0, pyro, targets=(other,))
    s.resolve()
    assert s.obj(other).damage == 1 and s.obj(bear).damage == 0


def test_the_revealed_cards_mana_value():
    """CR 701.20a, 608.2h: Planeswalker's Favor — "Target opponent reveals a card at random
    from their hand. Target creature gets +X/+X until end of turn, where X is the revealed
    card's mana value." — the only card is Grizzly Bears (mana value 2): +2/+2."""
    favor = compiled("Planeswalker's Favor {2}{G}\nEnchantment\n{3}{G}: Target opponent "
                     "reveals a card at random from their hand. Target creature gets +X/+X "
                     "until end of turn, where X is the revealed card's mana value.")  # fmt: skip
    s = Scenario()
    fav = s.battlefield(0, favor)[0]
    s.battlefield(0, forest(), forest(), forest(), forest())
    mine = s.battlefield(0, grizzly_bears())[0]
    s.hand(1, grizzly_bears())
    s.activate(0, fav, targets=(BOB, mine))
    s.resolve()
    assert (s.game.view(mine).power, s.game.view(mine).toughness) == (4, 4)


# CR 101.2, 608.2c: "can't A or B" is "can't A and can't B", whichever verb comes second
FRENZY_LOCK = compiled("Experimental Frenzy {3}{R}\nEnchantment\nYou can't play lands or cast "
                       "spells from your hand.")  # fmt: skip


def test_cant_play_lands_or_cast_spells_from_your_hand():
    """CR 101.2: Experimental Frenzy's restriction — its controller can play neither a land
    nor a spell from their hand; the opponent still can."""
    s = Scenario()
    s.battlefield(0, FRENZY_LOCK)
    s.battlefield(0, plains(), plains())
    s.battlefield(1, plains(), plains())
    land = s.hand(0, plains())[0]
    salve_a = s.hand(0, NECTAR)[0]
    with pytest.raises(IllegalActionError):
        s.play_land(0, land)
    with pytest.raises(IllegalActionError, match="can't cast"):
        s.cast(0, salve_a)
    assert s.find("Plains", Zone.HAND, player=0)
