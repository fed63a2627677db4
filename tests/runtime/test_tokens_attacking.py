"""Tokens created attacking (CR 508.4, 506.3), compiled from real cards' text: they are
attacking though never declared as attackers, so they deal combat damage and can be blocked,
but don't trigger "whenever ... attacks"."""

from effects_compile import compile_card

from mtgc.runtime.agents import ChooseOption
from mtgc.runtime.cards_basic import creature
from mtgc.runtime.scenario import PlayerRef, Scenario, Zone
from mtgc.runtime.state.game_state import Step
from mtgc.runtime.state.objects import CardDefinition

#: Hero of Bladehold
HERO = compile_card("Battle cry\nWhenever this creature attacks, create two 1/1 white "
                    "Soldier creature tokens that are tapped and attacking.",
                    "Creature — Human Knight", "{2}{W}{W}", ("3", "4"),
                    name="Hero of Bladehold")  # fmt: skip
#: Sigiled Sword of Valeron
SWORD = compile_card("Equipped creature gets +2/+0, has vigilance, and is a Knight in addition "
                     "to its other types.\nWhenever equipped creature attacks, create a 2/2 "
                     "white Knight creature token with vigilance that's attacking.\nEquip {3}",
                     "Artifact — Equipment", "{3}", name="Sigiled Sword of Valeron")  # fmt: skip
#: Pugnacious Pugilist (its first ability)
PUGILIST = compile_card("Whenever this creature attacks, create a tapped and attacking 1/1 "
                        "red Devil creature token with \"When this token dies, it deals 1 "
                        "damage to any target.\"", "Creature — Ogre Warrior", "{3}{R}{R}",
                        ("4", "4"), name="Pugnacious Pugilist")  # fmt: skip


def test_hero_of_bladehold_tokens_attack_and_deal_damage():
    """CR 508.4: the two Soldiers enter tapped and attacking Bob (the only defender); battle
    cry (CR 702.91a) triggers on the declared attack only, so whether the Soldiers get +1/0
    depends on trigger order — both deal combat damage either way (CR 510.1)."""
    s = Scenario()
    (hero,) = s.battlefield(0, HERO)
    s.attack({hero: PlayerRef(1)})
    s.resolve_stack()
    soldiers = s.find("Soldier Token", Zone.BATTLEFIELD)
    assert len(soldiers) == 2
    assert all(s.obj(i).tapped for i in soldiers)
    assert set(s.state.combat.attackers) == {hero, *soldiers}
    assert all(s.state.combat.attackers[i] == PlayerRef(1) for i in soldiers)
    s.advance_to(Step.POSTCOMBAT_MAIN)
    assert 20 - s.life(1) in (5, 7)  # 3 + 1 + 1, or +1/+0 each from battle cry


def test_tokens_that_are_attacking_enter_untapped_and_can_be_blocked():
    """CR 508.4, 509.1a: a token "that's attacking" enters untapped (not "tapped and
    attacking"), an attacking creature a defender may block."""
    s = Scenario()
    (bear,) = s.battlefield(0, creature("Bear", "{1}{G}", 2, 2))
    s.battlefield(0, SWORD, attached_to=bear)
    (wall,) = s.battlefield(1, creature("Wall", "{1}", 0, 8))
    s.attack({bear: PlayerRef(1)})
    s.resolve_stack()
    [knight] = s.find("Knight Token", Zone.BATTLEFIELD)
    assert not s.obj(knight).tapped and s.state.combat.attackers[knight] == PlayerRef(1)
    s.block(1, {wall: knight})
    s.advance_to(Step.POSTCOMBAT_MAIN)
    assert s.life(1) == 20 - 4  # the equipped 2/2 gets +2/+0; the Knight is blocked
    assert s.obj(wall).damage == 2


def test_attacking_token_chooses_a_planeswalker():
    """CR 508.4: its controller chooses which defending player or planeswalker it attacks."""
    walker = CardDefinition("Walker", frozenset({"Planeswalker"}), loyalty=5)
    s = Scenario()
    (pug,) = s.battlefield(0, PUGILIST)
    (pw,) = s.battlefield(1, walker)
    s.answer(0, ChooseOption, lambda d: list(d.options).index(pw), about="attacks")
    s.attack({pug: PlayerRef(1)})
    s.resolve_stack()
    [devil] = s.find("Devil Token", Zone.BATTLEFIELD)
    assert s.obj(devil).tapped and s.state.combat.attackers[devil] == pw
    s.advance_to(Step.POSTCOMBAT_MAIN)
    assert s.life(1) == 16 and s.obj(pw).counters["loyalty"] == 4
