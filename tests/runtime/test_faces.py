"""Face-down permanents and morph (CR 708, 702.37), compiled from card text: casting a card
face down for {3}, the face-down 2/2, turning it face up as a special action (CR 116.2b),
"when turned face up" triggers, megamorph's counter."""

import pytest
from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseTargets
from mtgc.runtime.errors import CostError, IllegalActionError, TimingError
from mtgc.runtime.keywords.morph import TurnFaceUp
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.objects import PlayerRef

MOUNTAIN = "Mountain\nBasic Land — Mountain\n({T}: Add {R}.)"
FOREST = "Forest\nBasic Land — Forest\n({T}: Add {G}.)"
PLAINS = "Plains\nBasic Land — Plains\n({T}: Add {W}.)"
SKIRK = """Skirk Marauder {1}{R}
Creature — Goblin
Morph {2}{R} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)
When this creature is turned face up, it deals 2 damage to any target.
2/1"""  # noqa: E501
BOWMASTERS = """Aerie Bowmasters {2}{G}{G}
Creature — Dog Archer
Reach
Megamorph {5}{G}
3/4"""
FARSEER = """Aven Farseer {1}{W}
Creature — Bird Soldier
Flying
Whenever a permanent is turned face up, put a +1/+1 counter on this creature.
1/1"""


def _face_down(s: Scenario, text: str, player: int = 0, land: str = MOUNTAIN) -> int:
    """Cast ``text`` face down for {3} (CR 702.37c) and let it resolve; its new id."""
    s.battlefield(player, *[compile_card(land)] * 3)
    card = s.hand(player, compile_card(text))[0]
    s.cast(player, card, alternative=0)
    s.resolve()
    [obj] = [i for i in s.state.battlefield if s.obj(i).card.name == ""]
    return obj


def test_morph_cast_face_down_is_a_nameless_2_2():
    """CR 702.37c, 708.2a, 708.4: cast face down for {3}, the spell and the permanent are
    2/2 creatures with no name, color, subtypes, mana cost or abilities."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    lands = s.battlefield(0, *[compile_card(MOUNTAIN)] * 3)
    card = s.hand(0, compile_card(SKIRK))[0]
    s.cast(0, card, alternative=0)
    assert all(s.obj(i).tapped for i in lands)  # {3}, not {1}{R}
    [sid] = s.state.stack
    ch = s.game.view(sid)
    assert (ch.name, ch.types, ch.subtypes, ch.colors, ch.mana_cost) == (
        "", frozenset({"Creature"}), frozenset(), frozenset(), None)  # fmt: skip
    s.resolve()
    [obj] = s.state.battlefield[3:]
    ch = s.game.view(obj)
    assert (ch.name, ch.power, ch.toughness) == ("", 2, 2)
    assert (ch.subtypes, ch.abilities) == (frozenset(), ())
    assert s.find("Skirk Marauder") == []


def test_face_down_spell_needs_sorcery_timing():
    """CR 708.4, 307.1: the face-down creature spell has no flash — not in the opponent's
    turn."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(1, *[compile_card(MOUNTAIN)] * 3)
    card = s.hand(1, compile_card(SKIRK))[0]
    s.pass_priority(0)
    with pytest.raises(TimingError):
        s.cast(1, card, alternative=0)
    assert s.zone_of(card) is Zone.HAND


def test_turning_face_up_is_a_special_action_and_triggers():
    """CR 702.37e, 116.2b: pay the morph cost any time you have priority; it doesn't use the
    stack. CR 708.8: same permanent, now Skirk Marauder 2/1, and "when this creature is
    turned face up" triggers."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    obj = _face_down(s, SKIRK)
    s.battlefield(0, *[compile_card(MOUNTAIN)] * 3)
    s.answer(0, ChooseTargets, (PlayerRef(1),))
    s.game.take_action(0, TurnFaceUp(obj))
    assert s.zone_of(obj) is Zone.BATTLEFIELD  # not a new object
    assert s.game.view(obj).name == "Skirk Marauder"
    assert s.pt(obj) == (2, 1)
    assert s.stack_names() == ["ability of Skirk Marauder"]  # the trigger, not the action
    s.resolve()
    assert s.life(1) == 18


def test_turn_face_up_needs_the_morph_cost():
    """CR 702.37e: the morph cost must be paid; only the controller may turn it up."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    obj = _face_down(s, SKIRK)
    with pytest.raises(CostError):
        s.game.take_action(0, TurnFaceUp(obj))
    assert s.game.view(obj).name == ""
    s.battlefield(1, *[compile_card(MOUNTAIN)] * 3)
    s.pass_priority(0)
    with pytest.raises(IllegalActionError):
        s.game.take_action(1, TurnFaceUp(obj))


def test_face_down_permanent_dies_as_its_real_card():
    """CR 708.9: a face-down permanent put into a graveyard is revealed (it's the card)."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    obj = _face_down(s, SKIRK)
    s.game.destroy(obj)
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Skirk Marauder"]
    assert s.stack_names() == []  # turned face up only by the special action


def test_megamorph_adds_a_counter():
    """CR 702.37b: turned face up for its megamorph cost, it gets a +1/+1 counter."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    obj = _face_down(s, BOWMASTERS, land=FOREST)
    s.battlefield(0, *[compile_card(FOREST)] * 6)
    s.game.take_action(0, TurnFaceUp(obj))
    assert s.game.view(obj).name == "Aerie Bowmasters"
    assert s.pt(obj) == (4, 5)


def test_whenever_a_permanent_is_turned_face_up():
    """CR 708.8: another permanent's "whenever a permanent is turned face up" triggers."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    [farseer] = s.battlefield(1, compile_card(FARSEER))
    obj = _face_down(s, BOWMASTERS, land=FOREST)
    s.battlefield(0, *[compile_card(FOREST)] * 6, bear())
    s.game.take_action(0, TurnFaceUp(obj))
    s.resolve()
    assert s.pt(farseer) == (2, 2)


IGUANAR = """Hissing Iguanar {2}{R}
Creature — Lizard
Whenever another creature dies, you may have this creature deal 1 damage to target player or planeswalker.
2/1"""  # noqa: E501
BOLT = "Lightning Bolt {R}\nInstant\nLightning Bolt deals 3 damage to any target."
LIFELINK_IGUANAR = IGUANAR.replace("Lizard\n", "Lizard\nLifelink\n")


def test_have_this_creature_deal_damage():
    """CR 120.1, 120.3: "you may have this creature deal 1 damage" — the creature is the
    source (its lifelink applies, CR 702.15b); declining deals nothing."""
    from mtgc.runtime.agents import ChooseYesNo

    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, compile_card(LIFELINK_IGUANAR), *[compile_card(MOUNTAIN)] * 2)
    bears = s.battlefield(1, bear(), bear())
    bolts = s.hand(0, compile_card(BOLT), compile_card(BOLT))
    s.cast(0, bolts[0], targets=(bears[0],))
    s.answer(0, ChooseYesNo, True)
    s.answer(0, ChooseTargets, (PlayerRef(1),))
    s.resolve_stack()
    assert (s.life(0), s.life(1)) == (21, 19)
    s.cast(0, bolts[1], targets=(bears[1],))
    s.answer(0, ChooseYesNo, False)
    s.resolve_stack()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears", "Grizzly Bears"]
    assert (s.life(0), s.life(1)) == (21, 19)


STUDENT = """Student of Warfare {W}
Creature — Human Knight
Level up {W} ({W}: Put a level counter on this. Level up only as a sorcery.)
LEVEL 2-6
3/3
First strike
LEVEL 7+
4/4
Double strike
1/1"""


def test_leveler_striations_follow_level_counters():
    """CR 702.87a: level up puts a level counter (as a sorcery); CR 711.2a-b, 711.5: the
    striation's P/T and abilities apply while the counters are in its range."""
    from mtgc.runtime.state.abilities import DoubleStrike, FirstStrike

    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    [student] = s.battlefield(0, compile_card(STUDENT))
    s.battlefield(0, *[compile_card(PLAINS)] * 2)
    s.activate(0, student, 0)
    s.resolve()
    assert s.obj(student).counters == {"level": 1}
    assert s.pt(student) == (1, 1)  # CR 711.5: below the first symbol
    assert not s.game.view(student).has_keyword(FirstStrike)
    s.activate(0, student, 0)
    s.resolve()
    assert s.pt(student) == (3, 3)
    assert s.game.view(student).has_keyword(FirstStrike)
    s.game.add_counters(student, "level", 5)
    assert s.pt(student) == (4, 4)
    ch = s.game.view(student)
    assert ch.has_keyword(DoubleStrike) and not ch.has_keyword(FirstStrike)


def test_level_up_only_as_a_sorcery():
    """CR 702.87a: "Activate only as a sorcery" — not with a spell on the stack."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    [student] = s.battlefield(0, compile_card(STUDENT))
    s.battlefield(0, *[compile_card(PLAINS)] * 2)
    s.activate(0, student, 0)
    with pytest.raises(TimingError):
        s.activate(0, student, 0)
    s.resolve()
    assert s.obj(student).counters == {"level": 1}


RIFT_BOLT = """Rift Bolt {2}{R}
Sorcery
Rift Bolt deals 3 damage to any target.
Suspend 1—{R} (Rather than cast this card from your hand, you may pay {R} and exile it with a time counter on it. At the beginning of your upkeep, remove a time counter. When the last is removed, you may cast it without paying its mana cost.)"""  # noqa: E501
HALBERDIER = """Keldon Halberdier {4}{R}
Creature — Human Warrior
First strike
Suspend 2—{R}
4/1"""


def _to_upkeep_of(s: Scenario, player: int) -> None:
    s.advance_to(Step.UPKEEP)
    while s.state.active != player:
        s.advance_to(Step.UPKEEP)


def test_suspend_exiles_with_time_counters_and_casts_for_free():
    """CR 116.2f, 702.62a: pay {R}, exile with one time counter; at its owner's upkeep the
    last counter is removed and it's cast without paying its mana cost."""
    from mtgc.runtime.agents import ChooseYesNo
    from mtgc.runtime.keywords.suspend import SuspendCard

    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    for p in (0, 1):
        s.library(p, *[bear()] * 5)
    lands = s.battlefield(0, *[compile_card(MOUNTAIN)] * 3)
    bolt = s.hand(0, compile_card(RIFT_BOLT))[0]
    s.game.take_action(0, SuspendCard(bolt))
    [exiled] = s.find("Rift Bolt", Zone.EXILE)
    assert s.obj(exiled).counters == {"time": 1}
    assert [s.obj(i).tapped for i in lands].count(True) == 1
    assert s.stack_names() == []  # a special action: nothing on the stack (CR 116.2f)
    s.answer(0, ChooseYesNo, True)
    s.answer(0, ChooseTargets, (PlayerRef(1),))
    _to_upkeep_of(s, 0)
    s.resolve_stack()
    assert s.life(1) == 17
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Rift Bolt"]


def test_suspend_needs_sorcery_timing_for_a_sorcery():
    """CR 116.2f: only if you could begin to cast it — a sorcery not with a spell on the
    stack (or in the opponent's turn)."""
    from mtgc.runtime.keywords.suspend import SuspendCard

    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(1, *[compile_card(MOUNTAIN)] * 3)
    bolt = s.hand(1, compile_card(RIFT_BOLT))[0]
    s.pass_priority(0)
    with pytest.raises(TimingError):
        s.game.take_action(1, SuspendCard(bolt))
    assert s.zone_of(bolt) is Zone.HAND


def test_suspended_creature_counts_down_and_has_haste():
    """CR 702.62a: one counter per upkeep of its owner; cast this way, the creature has
    haste (it can attack the turn it enters, CR 302.6)."""
    from mtgc.runtime.agents import ChooseYesNo
    from mtgc.runtime.keywords.suspend import SuspendCard
    from mtgc.runtime.state.abilities import Haste

    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    for p in (0, 1):
        s.library(p, *[bear()] * 8)
    s.battlefield(0, compile_card(MOUNTAIN))
    card = s.hand(0, compile_card(HALBERDIER))[0]
    s.game.take_action(0, SuspendCard(card))
    [exiled] = s.find("Keldon Halberdier", Zone.EXILE)
    _to_upkeep_of(s, 0)
    s.resolve_stack()
    assert s.obj(exiled).counters == {"time": 1}
    s.answer(0, ChooseYesNo, True)
    _to_upkeep_of(s, 0)
    s.resolve_stack()
    [k] = s.find("Keldon Halberdier", Zone.BATTLEFIELD)
    assert s.game.view(k).has_keyword(Haste)
    s.attack({k: PlayerRef(1)})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 16


ISLAND = "Island\nBasic Land — Island\n({T}: Add {U}.)"
NAIAD = """Nimbus Naiad {2}{U}
Enchantment Creature — Nymph
Bestow {4}{U} (If you cast this card for its bestow cost, it's an Aura spell with enchant creature. It becomes a creature again if it's not attached.)
Flying
Enchanted creature gets +2/+2 and has flying.
2/2"""  # noqa: E501


def test_bestowed_aura_then_a_creature_again():
    """CR 702.103a-b: cast for its bestow cost it's an Aura spell with enchant creature
    (not a creature); CR 702.103f: when the enchanted creature dies it stays on the
    battlefield as an enchantment creature."""
    from mtgc.runtime.state.abilities import Flying

    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[compile_card(ISLAND)] * 5, *[compile_card(MOUNTAIN)] * 2)
    [bears] = s.battlefield(0, bear())
    naiad, bolt, bolt2 = s.hand(0, compile_card(NAIAD), compile_card(BOLT), compile_card(BOLT))
    s.cast(0, naiad, alternative=0, targets=(bears,))
    [sid] = s.state.stack
    ch = s.game.view(sid)
    assert (ch.types, ch.subtypes) == (frozenset({"Enchantment"}), frozenset({"Aura"}))
    s.resolve()
    [aura] = s.find("Nimbus Naiad", Zone.BATTLEFIELD)
    assert s.obj(aura).attached_to == bears
    assert s.pt(bears) == (4, 4) and s.game.view(bears).has_keyword(Flying)
    assert not s.game.view(aura).is_creature
    s.cast(0, bolt, targets=(bears,))
    s.cast(0, bolt2, targets=(bears,))
    s.resolve_stack()
    assert sorted(s.zone_names(0, Zone.GRAVEYARD)) == ["Grizzly Bears", "Lightning Bolt",
                                                       "Lightning Bolt"]  # fmt: skip
    assert s.find("Nimbus Naiad", Zone.BATTLEFIELD) == [aura]
    ch = s.game.view(aura)
    assert ch.is_creature and (ch.power, ch.toughness) == (2, 2) and ch.has_keyword(Flying)
    assert s.obj(aura).attached_to is None


def test_bestowed_spell_with_illegal_target_resolves_as_creature():
    """CR 702.103e: its target gone as it resolves, it isn't countered — it ceases to be
    bestowed and enters as a creature."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[compile_card(ISLAND)] * 5, compile_card(MOUNTAIN))
    [bears] = s.battlefield(1, bear())
    naiad, bolt = s.hand(0, compile_card(NAIAD), compile_card(BOLT))
    s.cast(0, naiad, alternative=0, targets=(bears,))
    s.cast(0, bolt, targets=(bears,))
    s.resolve()
    s.resolve()
    [n] = s.find("Nimbus Naiad", Zone.BATTLEFIELD)
    assert s.game.view(n).is_creature and s.pt(n) == (2, 2)
    assert s.obj(n).attached_to is None


SWAMP = "Swamp\nBasic Land — Swamp\n({T}: Add {B}.)"
PROWLER = """Fourth Bridge Prowler {B}
Creature — Human Rogue
When this creature enters, you may have target creature get -1/-1 until end of turn.
1/1"""


def test_have_target_creature_get_until_end_of_turn():
    """CR 611.2a: "you may have target creature get -1/-1 until end of turn" — the target
    gets -1/-1 until the cleanup step (CR 514.2)."""
    from mtgc.runtime.agents import ChooseYesNo

    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    for p in (0, 1):
        s.library(p, *[bear()] * 3)
    s.battlefield(0, compile_card(SWAMP))
    [bears] = s.battlefield(1, bear())
    s.cast(0, s.hand(0, compile_card(PROWLER))[0])
    s.answer(0, ChooseTargets, (bears,))
    s.answer(0, ChooseYesNo, True)
    s.resolve_stack()
    assert s.pt(bears) == (1, 1)
    s.advance_to(Step.UPKEEP)
    assert s.pt(bears) == (2, 2)


SECRET_PLANS = """Secret Plans {G}{U}
Enchantment
Face-down creatures you control get +0/+1.
Whenever a permanent you control is turned face up, draw a card."""
BREAK_OPEN = """Break Open {1}{R}
Instant
Turn target face-down creature an opponent controls face up."""
DREAM_CHISEL = """Dream Chisel {2}
Artifact
Face-down creature spells you cast cost {1} less to cast."""
WALL_OF_DECEIT = """Wall of Deceit {1}{U}
Creature — Wall
Defender (This creature can't attack.)
{3}: Turn this creature face down.
Morph {U} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)
0/5"""  # noqa: E501
FATAL_MUTATION = """Fatal Mutation {B}
Enchantment — Aura
Enchant creature
When enchanted creature is turned face up, destroy it. It can't be regenerated."""


def test_face_down_quality_and_turned_up_by_you():
    """CR 708: "face-down creatures you control get +0/+1" applies only while face down;
    "whenever a permanent you control is turned face up, draw a card" (CR 708.8)."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.library(0, bear())
    s.battlefield(0, compile_card(SECRET_PLANS))
    obj = _face_down(s, BOWMASTERS, land=FOREST)
    assert s.pt(obj) == (2, 3)
    s.battlefield(0, *[compile_card(FOREST)] * 6)
    s.game.take_action(0, TurnFaceUp(obj))
    s.resolve()
    assert s.pt(obj) == (4, 5)  # 3/4 with megamorph's counter, no longer +0/+1
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]


def test_effect_turns_face_up_an_opponents_creature():
    """CR 708.8: "Turn target face-down creature an opponent controls face up" — no cost is
    paid, and its "when turned face up" ability triggers for its controller."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    obj = _face_down(s, SKIRK)
    s.pass_priority(0)  # Bob casts the instant in Alice's main phase
    s.battlefield(1, *[compile_card(MOUNTAIN)] * 2)
    s.answer(0, ChooseTargets, (PlayerRef(1),))
    s.cast(1, s.hand(1, compile_card(BREAK_OPEN))[0], targets=(obj,))
    s.resolve_stack()
    assert s.game.view(obj).name == "Skirk Marauder"
    assert s.life(1) == 18  # Alice's trigger dealt 2 damage to Bob


def test_face_down_spell_cost_reduction():
    """CR 708.4, 601.2f: the face-down spell's total cost sees a face-down creature spell —
    "face-down creature spells you cast cost {1} less": {3} becomes {2}."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, compile_card(DREAM_CHISEL))
    lands = s.battlefield(0, *[compile_card(MOUNTAIN)] * 3)
    s.cast(0, s.hand(0, compile_card(SKIRK))[0], alternative=0)
    assert [s.obj(i).tapped for i in lands].count(True) == 2


def test_turn_this_creature_face_down_then_up_again():
    """CR 708.2a: "{3}: Turn this creature face down" — the same permanent becomes a 2/2;
    with morph it can be turned face up again for its morph cost (CR 702.37e)."""
    from mtgc.runtime.state.abilities import Defender

    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    [wall] = s.battlefield(0, compile_card(WALL_OF_DECEIT))
    s.battlefield(0, *[compile_card(ISLAND)] * 4)
    s.activate(0, wall, 0)
    s.resolve()
    ch = s.game.view(wall)
    assert (ch.name, ch.power, ch.toughness, ch.has_keyword(Defender)) == ("", 2, 2, False)
    s.game.take_action(0, TurnFaceUp(wall))
    assert s.game.view(wall).name == "Wall of Deceit" and s.pt(wall) == (0, 5)


def test_when_enchanted_creature_is_turned_face_up():
    """CR 708.8: the Aura's "when enchanted creature is turned face up, destroy it"."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    obj = _face_down(s, SKIRK)
    s.battlefield(0, compile_card(SWAMP), *[compile_card(MOUNTAIN)] * 3)
    s.cast(0, s.hand(0, compile_card(FATAL_MUTATION))[0], targets=(obj,))
    s.resolve()
    s.answer(0, ChooseTargets, (PlayerRef(1),))
    s.game.take_action(0, TurnFaceUp(obj))
    s.resolve_stack()
    assert sorted(s.zone_names(0, Zone.GRAVEYARD)) == ["Fatal Mutation", "Skirk Marauder"]
    assert s.life(1) == 18


DEMON_BOLT = """Demon Bolt {2}{R}
Instant
Demon Bolt deals 4 damage to target creature or planeswalker.
Foretell {R} (During your turn, you may pay {2} and exile this card from your hand face down. Cast it on a later turn for its foretell cost.)"""  # noqa: E501


def test_foretell_exiles_face_down_and_casts_later_for_its_foretell_cost():
    """CR 116.2h, 702.143a: pay {2}, exile it face down (no characteristics, CR 406.3a);
    not castable the same turn; on a later turn cast for its foretell cost {R}."""
    from mtgc.runtime.keywords.foretell import ForetellCard

    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    for p in (0, 1):
        s.library(p, *[bear()] * 5)
    lands = s.battlefield(0, *[compile_card(MOUNTAIN)] * 2)
    [big] = s.battlefield(1, compile_card(BOWMASTERS))
    card = s.hand(0, compile_card(DEMON_BOLT))[0]
    s.game.take_action(0, ForetellCard(card))
    assert all(s.obj(i).tapped for i in lands)
    [exiled] = s.state.exile
    assert s.game.view(exiled).name == "" and s.game.view(exiled).types == frozenset()
    s.battlefield(0, compile_card(MOUNTAIN))
    with pytest.raises(IllegalActionError):
        s.cast(0, exiled, targets=(big,))  # not until the turn has ended
    s.advance_to(Step.UPKEEP)  # Bob's turn: Alice casts the instant in his upkeep
    assert s.state.active == 1
    s.pass_priority(1)
    s.cast(0, exiled, targets=(big,))
    # paid with the one untapped Mountain: {R}, not {2}{R} (Alice's untap step hasn't come)
    assert [s.obj(i).tapped for i in s.state.battlefield if i in lands or i > big] == [
        True, True, True]
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Aerie Bowmasters"]
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Demon Bolt"]


def test_foretell_only_during_your_turn():
    """CR 116.2h: a card is foretold only during its owner's turn."""
    from mtgc.runtime.keywords.foretell import ForetellCard

    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(1, *[compile_card(MOUNTAIN)] * 2)
    card = s.hand(1, compile_card(DEMON_BOLT))[0]
    s.pass_priority(0)
    with pytest.raises(TimingError):
        s.game.take_action(1, ForetellCard(card))
    assert s.zone_of(card) is Zone.HAND


NINJA = """Ninja of the Deep Hours {3}{U}
Creature — Human Ninja
Ninjutsu {1}{U} ({1}{U}, Return an unblocked attacker you control to hand: Put this card onto the battlefield from your hand tapped and attacking.)
Whenever this creature deals combat damage to a player, you may draw a card.
2/2"""  # noqa: E501


def test_ninjutsu_swaps_an_unblocked_attacker():
    """CR 702.49a, 702.49c: after blockers, pay {1}{U} and return an unblocked attacker to
    hand; the Ninja enters tapped and attacking the same player, and deals its damage."""
    from mtgc.runtime.agents import ChooseYesNo

    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    for p in (0, 1):
        s.library(p, *[bear()] * 3)
    s.battlefield(0, *[compile_card(ISLAND)] * 2)
    [attacker] = s.battlefield(0, bear())
    ninja = s.hand(0, compile_card(NINJA))[0]
    with pytest.raises(CostError):
        s.activate(0, ninja, 0)  # no unblocked attacker yet
    s.attack({attacker: PlayerRef(1)})
    with pytest.raises(CostError):
        s.activate(0, ninja, 0)  # not blocked or unblocked before blockers (CR 509.1h)
    s.block(1, {})
    s.activate(0, ninja, 0)  # the Ninja stays in hand, revealed, until it resolves
    assert sorted(s.zone_names(0, Zone.HAND)) == ["Grizzly Bears", "Ninja of the Deep Hours"]
    s.resolve()
    [n] = s.find("Ninja of the Deep Hours", Zone.BATTLEFIELD)
    assert s.obj(n).tapped and s.state.combat.attackers[n] == PlayerRef(1)
    s.answer(0, ChooseYesNo, True)
    s.advance_to(Step.END_OF_COMBAT)
    s.resolve_stack()
    assert s.life(1) == 18
    assert sorted(s.zone_names(0, Zone.HAND)) == ["Grizzly Bears", "Grizzly Bears"]


SWEET_OBLIVION = """Sweet Oblivion {1}{U}
Sorcery
Target player mills four cards.
Escape—{3}{U}, Exile four other cards from your graveyard. (You may cast this card from your graveyard for its escape cost.)"""  # noqa: E501


def test_escape_casts_from_the_graveyard_exiling_other_cards():
    """CR 702.138a: cast from your graveyard for {3}{U} and exiling four other cards from
    it; unlike flashback the spell then goes back to the graveyard (CR 608.2n)."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.library(1, *[bear()] * 5)
    s.battlefield(0, *[compile_card(ISLAND)] * 4)
    [card] = s.graveyard(0, compile_card(SWEET_OBLIVION))
    s.graveyard(0, *[bear()] * 3)
    with pytest.raises(CostError):
        s.cast(0, card, targets=(PlayerRef(1),))  # only three other cards
    s.graveyard(0, bear())
    s.cast(0, card, targets=(PlayerRef(1),))
    assert s.zone_names(0, Zone.EXILE) == ["Grizzly Bears"] * 4
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"] * 4
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Sweet Oblivion"]


ABUNAS_CHANT = """Abuna's Chant {3}{W}
Instant
Choose one —
• You gain 5 life.
• Prevent the next 5 damage that would be dealt to target creature this turn.
Entwine {2} (Choose both if you pay the entwine cost.)"""


def test_entwine_chooses_all_modes_for_its_additional_cost():
    """CR 702.42a-b: paying the entwine cost {2} as well, both modes are chosen; without
    it only one may be."""
    from mtgc.runtime.errors import InvalidInputError

    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    lands = s.battlefield(0, *[compile_card(PLAINS)] * 6)
    [bears] = s.battlefield(0, bear())
    chant = s.hand(0, compile_card(ABUNAS_CHANT))[0]
    with pytest.raises(InvalidInputError):
        s.cast(0, chant, modes=(0, 1), targets=(bears,))
    s.cast(0, chant, modes=(0, 1), optional=(0,), targets=(bears,))
    assert all(s.obj(i).tapped for i in lands)  # {3}{W} + {2}
    s.resolve()
    assert s.life(0) == 25
    s.game.deal_damage(lands[0], bears, 3)  # the second mode: prevented
    assert s.obj(bears).damage == 0


GRIM_HARVEST = """Grim Harvest {1}{B}
Instant
Return target creature card from your graveyard to your hand.
Recover {2}{B} (When a creature is put into your graveyard from the battlefield, you may pay {2}{B}. If you do, return this card from your graveyard to your hand. Otherwise, exile this card.)"""  # noqa: E501


@pytest.mark.parametrize("pay", [True, False])
def test_recover_returns_or_exiles_from_the_graveyard(pay):
    """CR 702.59a: a creature put into its owner's graveyard triggers recover in that
    graveyard: pay {2}{B} to return it to hand, otherwise it's exiled."""
    from mtgc.runtime.agents import ChooseYesNo

    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[compile_card(SWAMP)] * 3, compile_card(MOUNTAIN))
    [bears] = s.battlefield(0, bear())
    s.graveyard(0, compile_card(GRIM_HARVEST))
    s.cast(0, s.hand(0, compile_card(BOLT))[0], targets=(bears,))
    s.answer(0, ChooseYesNo, pay)
    s.resolve_stack()
    where = Zone.HAND if pay else Zone.EXILE
    assert s.zone_names(0, where) == ["Grim Harvest"]
    assert sorted(s.zone_names(0, Zone.GRAVEYARD)) == ["Grizzly Bears", "Lightning Bolt"]


VANDALBLAST = """Vandalblast {R}
Sorcery
Destroy target artifact you don't control.
Overload {4}{R} (You may cast this spell for its overload cost. If you do, change "target" in its text to "each.")"""  # noqa: E501
ORNITHOPTER = "Ornithopter {0}\nArtifact Creature — Thopter\nFlying\n0/2"


def test_overload_replaces_target_with_each():
    """CR 702.96a-b: cast for its overload cost {4}{R}, "target artifact you don't control"
    reads "each artifact you don't control": no target, every such artifact is destroyed."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[compile_card(MOUNTAIN)] * 6)
    [mine] = s.battlefield(0, compile_card(ORNITHOPTER))
    theirs = s.battlefield(1, compile_card(ORNITHOPTER), compile_card(ORNITHOPTER))
    blast, blast2 = s.hand(0, compile_card(VANDALBLAST), compile_card(VANDALBLAST))
    s.cast(0, blast, alternative=0)
    assert s.state.objects[s.state.stack[-1]].targets == ()
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Ornithopter", "Ornithopter"]
    assert s.zone_of(mine) is Zone.BATTLEFIELD
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Vandalblast"]
    [g] = s.find("Vandalblast", Zone.GRAVEYARD)
    assert s.obj(g).card == compile_card(VANDALBLAST)  # its own text again off the stack
    assert len(theirs) == 2
    with pytest.raises(IllegalActionError):
        s.cast(0, blast2, targets=(mine,))  # normally: one target you don't control


COASTAL_DISCOVERY = """Coastal Discovery {3}{U}
Sorcery
Draw two cards.
Awaken 4—{5}{U} (If you cast this spell for {5}{U}, also put four +1/+1 counters on target land you control and it becomes a 0/0 Elemental creature with haste. It's still a land.)"""  # noqa: E501


def test_awaken_animates_a_land():
    """CR 702.113a-b: cast for its awaken cost it also targets a land you control, which
    gets four +1/+1 counters and becomes a 0/0 Elemental creature with haste, still a land;
    cast normally it has no such target."""
    from mtgc.runtime.state.abilities import Haste

    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.library(0, *[bear()] * 4)
    islands = s.battlefield(0, *[compile_card(ISLAND)] * 6)
    s.cast(0, s.hand(0, compile_card(COASTAL_DISCOVERY))[0], alternative=0,
           targets=(islands[0],))  # fmt: skip
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"] * 2
    ch = s.game.view(islands[0])
    assert ch.types == frozenset({"Land", "Creature"})
    assert "Elemental" in ch.subtypes and "Island" in ch.subtypes
    assert (ch.power, ch.toughness) == (4, 4) and ch.has_keyword(Haste)
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Coastal Discovery"]
    [g] = s.find("Coastal Discovery", Zone.GRAVEYARD)
    assert s.obj(g).card == compile_card(COASTAL_DISCOVERY)
    t = Scenario()
    t.set_step(Step.PRECOMBAT_MAIN)
    t.library(0, *[bear()] * 4)
    lands = t.battlefield(0, *[compile_card(ISLAND)] * 4)
    t.cast(0, t.hand(0, compile_card(COASTAL_DISCOVERY))[0])
    assert t.state.objects[t.state.stack[-1]].targets == ()
    t.resolve()
    assert not any(t.game.view(i).is_creature for i in lands)


PYROMATICS = """Pyromatics {1}{R}
Instant
Replicate {1}{R} (When you cast this spell, copy it for each time you paid its replicate cost. You may choose new targets for the copies.)
Pyromatics deals 1 damage to any target."""  # noqa: E501


def test_replicate_copies_once_per_payment():
    """CR 702.56a: the replicate cost paid twice (announced twice), the cast trigger puts
    two copies on the stack: three damage in all."""
    from mtgc.runtime.agents import ChooseYesNo

    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    lands = s.battlefield(0, *[compile_card(MOUNTAIN)] * 6)
    s.cast(0, s.hand(0, compile_card(PYROMATICS))[0], optional=(0, 0), targets=(PlayerRef(1),))
    assert all(s.obj(i).tapped for i in lands)  # {1}{R} + 2 x {1}{R}
    s.answer(0, ChooseYesNo, False)
    s.answer(0, ChooseYesNo, False)
    s.resolve_stack()
    assert s.life(1) == 17
    t = Scenario()
    t.set_step(Step.PRECOMBAT_MAIN)
    t.battlefield(0, *[compile_card(MOUNTAIN)] * 2)
    t.cast(0, t.hand(0, compile_card(PYROMATICS))[0], targets=(PlayerRef(1),))
    assert t.stack_names() == ["Pyromatics"]  # not replicated: no cast trigger
    t.resolve_stack()
    assert t.life(1) == 19


WATCHER = """Watcher of the Roost {2}{W}
Creature — Bird Soldier
Flying
Morph—Reveal a white card in your hand. (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)
When this creature is turned face up, you gain 2 life.
2/1"""  # noqa: E501


def test_morph_cost_reveal_a_white_card():
    """CR 702.37a, 118.3: "Morph—Reveal a white card in your hand" — payable only with a
    white card in hand, which stays there."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    obj = _face_down(s, WATCHER, land=PLAINS)
    s.hand(0, bear())
    with pytest.raises(CostError):
        s.game.take_action(0, TurnFaceUp(obj))  # a green card only
    s.hand(0, bear("Savannah Lions", "{W}", "2/1", "Creature — Cat"))
    s.game.take_action(0, TurnFaceUp(obj))
    s.resolve()
    assert s.game.view(obj).name == "Watcher of the Roost" and s.life(0) == 22
    assert sorted(s.zone_names(0, Zone.HAND)) == ["Grizzly Bears", "Savannah Lions"]
