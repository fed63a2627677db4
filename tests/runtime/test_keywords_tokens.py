"""Mobilize (CR 702.181), job select (CR 702.182) and backup (CR 702.165), compiled from
real cards' text (Stadium Headliner, Monk's Fist, Saiba Cryptomancer)."""

from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseTargets
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone
from mtgc.runtime.state.abilities import Flash, Hexproof

HEADLINER = """Stadium Headliner {R}
Creature — Goblin Warrior
Mobilize 1 (Whenever this creature attacks, create a tapped and attacking 1/1 red Warrior creature token. Sacrifice it at the beginning of the next end step.)
{1}{R}, Sacrifice this creature: It deals damage equal to the number of creatures you control to target creature.
1/1"""  # noqa: E501
MONKS_FIST = """Monk's Fist {2}
Artifact — Equipment
Job select (When this Equipment enters, create a 1/1 colorless Hero creature token, then attach this to it.)
Equipped creature gets +1/+0 and is a Monk in addition to its other types.
Equip {2} ({2}: Attach to target creature you control. Equip only as a sorcery.)"""  # noqa: E501
CRYPTOMANCER = """Saiba Cryptomancer {1}{U}
Creature — Moonfolk Ninja
Flash
Backup 1 (When this creature enters, put a +1/+1 counter on target creature. If that's another creature, it gains the following ability until end of turn.)
Hexproof
0/1"""  # noqa: E501


def test_mobilize_warrior_attacks_then_is_sacrificed_at_end_step():
    """CR 702.181a: a 1/1 red Warrior enters tapped and attacking; it deals its combat
    damage and is sacrificed at the beginning of the next end step."""
    s = Scenario()
    (goblin,) = s.battlefield(0, compile_card(HEADLINER))
    s.attack({goblin: PlayerRef(1)})
    s.resolve_stack()
    (warrior,) = s.find("Warrior Token", Zone.BATTLEFIELD)
    assert s.obj(warrior).is_token and s.obj(warrior).tapped
    assert s.pt(warrior) == (1, 1)
    assert s.state.combat.attackers[warrior] == PlayerRef(1)
    s.advance_to(Step.POSTCOMBAT_MAIN)
    assert s.life(1) == 18
    s.advance_to(Step.END)
    s.resolve_stack()
    assert s.find("Warrior Token", Zone.BATTLEFIELD) == []
    assert s.find("Stadium Headliner", Zone.BATTLEFIELD) == [goblin]


def test_job_select_makes_a_hero_and_equips_it():
    """CR 702.182a: "create a 1/1 colorless Hero creature token, then attach this
    Equipment to it" — the Hero is a 2/1 Monk Hero."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    (fist,) = s.battlefield(0, compile_card(MONKS_FIST), enter=True)
    s.resolve_stack()
    (hero,) = s.find("Hero Token", Zone.BATTLEFIELD)
    assert s.obj(fist).attached_to == hero
    assert s.pt(hero) == (2, 1)
    assert s.game.view(hero).subtypes >= {"Hero", "Monk"}


def test_backup_on_another_creature_lends_the_abilities_below():
    """CR 702.165a: a +1/+1 counter on another creature, which gains hexproof (printed
    below backup) until end of turn — not flash (printed above)."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    (bear_id,) = s.battlefield(0, bear())
    s.answer(0, ChooseTargets, (bear_id,))
    s.battlefield(0, compile_card(CRYPTOMANCER), enter=True)
    s.resolve_stack()
    assert s.pt(bear_id) == (3, 3)
    ch = s.game.view(bear_id)
    assert ch.has_keyword(Hexproof) and not ch.has_keyword(Flash)
    s.advance_to(Step.CLEANUP)
    assert not s.game.view(bear_id).has_keyword(Hexproof)
    assert s.pt(bear_id) == (3, 3)


def test_backup_on_itself_only_puts_the_counter():
    """CR 702.165a: "If that's another creature" — targeting itself (the only creature), just
    the counter."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    (saiba,) = s.battlefield(0, compile_card(CRYPTOMANCER), enter=True)
    s.resolve_stack()
    assert s.pt(saiba) == (1, 2)
    assert s.obj(saiba).counters == {"+1/+1": 1}
