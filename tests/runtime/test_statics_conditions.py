"""Conditions compiled from real card text and played out: intervening "if" clauses
(CR 603.4), "If [condition], [effect]." and "[effect] if / unless [condition]" (CR 608.2c),
"as long as" statics (CR 611.3a), conditional restrictions (CR 508.1c, 509.1b) and
conditional "enters tapped" replacements (CR 614.1c)."""

from __future__ import annotations

import pytest

from mtgc.compiler.cards import loads
from mtgc.compiler.lower import lower_face
from mtgc.compiler.pipeline import OK, check_face
from mtgc.runtime.cards_basic import forest, grizzly_bears, island, mountain, plains, swamp
from mtgc.runtime.errors import CombatError
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.objects import CardDefinition, PlayerRef

BOB = PlayerRef(1)


def compiled(text: str) -> CardDefinition:
    """The definition the real pipeline compiles from a card in the library's text format
    (status must be ``ok``)."""
    face = loads(text)[0].faces[0]
    result = check_face(face)
    assert result.status == OK, (result.status, result.diagnostics, result.notes)
    lowered = lower_face(face, result.abilities)
    assert lowered.definition is not None
    return lowered.definition


def test_intervening_if_checked_when_the_trigger_event_occurs():
    """CR 603.4: "At the beginning of your upkeep, if you control an artifact, draw a
    card." — without an artifact the ability doesn't trigger at all."""
    text = ("Upkeep Scholar {1}{U}\nCreature — Human\nAt the beginning of your upkeep, if you "
            "control an artifact, draw a card.\n1/1")  # fmt: skip
    s = Scenario()
    s.battlefield(0, compiled(text))
    s.library(0, island(), island(), island())
    s.set_step(Step.UNTAP, active=0)
    s.advance_to(Step.UPKEEP)
    assert s.stack_names() == []
    s.resolve_stack()
    assert len(s.zone_names(0, Zone.HAND)) == 0

    t = Scenario()
    t.battlefield(0, compiled(text))
    t.battlefield(0, compiled("Ornament {2}\nArtifact\n{T}: Add {C}."))
    t.library(0, island(), island(), island())
    t.set_step(Step.UNTAP, active=0)
    t.advance_to(Step.UPKEEP)
    assert t.stack_names() == ["ability of Upkeep Scholar"]
    t.resolve_stack()
    assert t.zone_names(0, Zone.HAND) == ["Island"]


def test_conditional_sentence_in_a_spell():
    """CR 608.2c: "Draw a card. If you have 5 or less life, draw two cards." — the
    condition is checked as that part of the spell is followed."""
    text = ("Desperate Study {U}\nSorcery\nDraw a card. If you have 5 or less life, draw two "
            "cards.")  # fmt: skip
    for life, drawn in ((20, 1), (5, 3)):
        s = Scenario()
        s.set_life(0, life)
        s.battlefield(0, island())
        s.library(0, island(), island(), island(), island())
        spell = s.hand(0, compiled(text))[0]
        s.cast(0, spell)
        s.resolve()
        assert len(s.zone_names(0, Zone.HAND)) == drawn


def test_trailing_unless_condition_in_a_triggered_ability():
    """CR 608.2c: "At the beginning of your upkeep, you lose 1 life unless an opponent has
    10 or less life." (Vampire Lacerator)."""
    text = ("Vampire Lacerator {B}\nCreature — Vampire Warrior\nAt the beginning of your "
            "upkeep, you lose 1 life unless an opponent has 10 or less life.\n2/2")  # fmt: skip
    for bob_life, alice_life in ((20, 19), (10, 20)):
        s = Scenario()
        s.set_life(1, bob_life)
        s.battlefield(0, compiled(text))
        s.set_step(Step.UNTAP, active=0)
        s.advance_to(Step.UPKEEP)
        s.resolve_stack()
        assert s.life(0) == alice_life


def test_enters_tapped_unless_you_control_two_basic_lands():
    """CR 614.1c, 614.12: "This land enters tapped unless you control two or more basic
    lands." — checked as the land would enter."""
    text = ("Cinder Glade\nLand — Mountain Forest\nThis land enters tapped unless you control "
            "two or more basic lands.")  # fmt: skip
    s = Scenario()
    s.battlefield(0, mountain())
    glade = s.hand(0, compiled(text))[0]
    s.play_land(0, glade)
    assert s.obj(s.find("Cinder Glade")[0]).tapped

    t = Scenario()
    t.battlefield(0, mountain(), forest())
    glade = t.hand(0, compiled(text))[0]
    t.play_land(0, glade)
    assert not t.obj(t.find("Cinder Glade")[0]).tapped


def test_cant_block_unless_you_control_another_zombie():
    """CR 509.1b: "This creature can't block unless you control another Zombie." — a
    blocking restriction that applies only while the condition fails."""
    text = ("Marauding Boneslasher {2}{B}\nCreature — Zombie Minotaur\nThis creature can't "
            "block unless you control another Zombie.\n3/3")  # fmt: skip
    zombie = compiled("Walking Corpse {1}{B}\nCreature — Zombie\n2/2")
    s = Scenario()
    slasher = s.battlefield(1, compiled(text))[0]
    bear = s.battlefield(0, grizzly_bears())[0]
    s.attack({bear: BOB})
    with pytest.raises(CombatError):
        s.block(1, {slasher: bear})

    t = Scenario()
    slasher = t.battlefield(1, compiled(text))[0]
    t.battlefield(1, zombie)
    bear = t.battlefield(0, grizzly_bears())[0]
    t.attack({bear: BOB})
    t.block(1, {slasher: bear})
    assert slasher in t.state.combat.blockers


def test_as_long_as_static_applies_while_the_condition_holds():
    """CR 611.3a: "This creature gets +2/+2 as long as you control three or more
    artifacts." — re-evaluated continuously."""
    text = ("Tin Soldier {1}{W}\nArtifact Creature — Soldier\nThis creature gets +2/+2 as "
            "long as you control three or more artifacts.\n1/1")  # fmt: skip
    trinket = compiled("Trinket {1}\nArtifact\n{T}: Add {C}.")
    s = Scenario()
    soldier = s.battlefield(0, compiled(text))[0]
    s.battlefield(0, trinket)
    assert s.pt(soldier) == (1, 1)
    s.battlefield(0, trinket)  # the Soldier is an artifact too: three artifacts
    assert s.pt(soldier) == (3, 3)


def test_as_long_as_sentence_grants_while_you_control_a_forest():
    """CR 611.3a: "As long as you control a Forest, this creature gets +1/+1." """
    text = ("Kird Pup {R}\nCreature — Dog\nAs long as you control a Forest, this creature gets "
            "+1/+1.\n1/1")  # fmt: skip
    s = Scenario()
    pup = s.battlefield(0, compiled(text))[0]
    s.battlefield(0, swamp(), plains())
    assert s.pt(pup) == (1, 1)
    s.battlefield(0, forest())
    assert s.pt(pup) == (2, 2)
    s.battlefield(1, forest())
    assert s.pt(pup) == (2, 2)


def test_as_long_as_equipped_it_gets_a_bonus():
    """CR 611.3a: "As long as this creature is equipped, it gets +1/+1 and has first
    strike." — "it" is this creature; the bonus lasts while an Equipment is attached."""
    text = ("Squire {1}{W}\nCreature — Human Knight\nAs long as this creature is equipped, it "
            "gets +1/+1 and has first strike.\n2/2")  # fmt: skip
    blade = compiled("Blade {1}\nArtifact — Equipment\nEquip {1}")
    s = Scenario()
    squire = s.battlefield(0, compiled(text))[0]
    assert s.pt(squire) == (2, 2)
    s.battlefield(0, blade, attached_to=squire)
    assert s.pt(squire) == (3, 3)
    assert any(type(a).__name__ == "FirstStrike" for a in s.game.view(squire).abilities)


IF_YOU_DO = ("Scrapper {1}{B}\nCreature — Human\nWhen this creature enters, you may sacrifice "
             "an artifact. If you do, each opponent loses 2 life.\n2/2")  # fmt: skip


@pytest.mark.parametrize(("artifacts", "yes", "bob_life"), [(1, True, 18), (1, False, 20),
                                                            (0, True, 20)])  # fmt: skip
def test_if_you_do_follows_the_optional_action(artifacts, yes, bob_life):
    """CR 608.2c: "you may sacrifice an artifact. If you do, ..." — the second part
    happens only if the player chose to and really sacrificed one."""
    from mtgc.runtime.agents import ChooseYesNo

    s = Scenario()
    for _ in range(artifacts):
        s.battlefield(0, compiled("Trinket {1}\nArtifact\n{T}: Add {C}."))
    s.battlefield(0, swamp(), swamp())
    scrapper = s.hand(0, compiled(IF_YOU_DO))[0]
    s.answer(0, ChooseYesNo, yes, required=False)
    s.cast(0, scrapper)
    s.resolve()
    s.resolve()
    assert s.life(1) == bob_life
    assert len(s.find("Trinket", Zone.GRAVEYARD)) == (1 if artifacts and yes else 0)


# ---- "this turn" conditions (CR 500.7)

BOLT = "Lightning Bolt {R}\nInstant\nLightning Bolt deals 3 damage to any target."


def test_morbid_a_creature_died_this_turn():
    """CR 700.4, 603.4: "At the beginning of your end step, if a creature died this turn,
    draw a card." — only on a turn a creature died."""
    text = ("Morbid Watcher {1}{B}\nCreature — Human\nAt the beginning of your end step, if a "
            "creature died this turn, draw a card.\n1/1")  # fmt: skip
    for kill, cards in ((False, 0), (True, 1)):
        s = Scenario()
        s.battlefield(0, compiled(text), mountain())
        s.library(0, island(), island())
        bear = s.battlefield(1, grizzly_bears())[0]
        if kill:
            s.cast(0, s.hand(0, compiled(BOLT))[0], targets=(bear,))
            s.resolve()
            assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
        s.advance_to(Step.END)
        s.resolve_stack()
        assert len(s.zone_names(0, Zone.HAND)) == cards


def test_raid_you_attacked_this_turn():
    """CR 508.1, 603.4: "When this creature enters, if you attacked this turn, draw a
    card." — cast after combat on a turn you attacked."""
    text = ("Raider {1}{R}\nCreature — Human Pirate\nWhen this creature enters, if you attacked "
            "this turn, draw a card.\n2/2")  # fmt: skip
    for attack, cards in ((False, 0), (True, 1)):
        s = Scenario()
        bear = s.battlefield(0, grizzly_bears())[0]
        s.battlefield(0, mountain(), mountain())
        s.library(0, island(), island())
        raider = s.hand(0, compiled(text))[0]
        if attack:
            s.attack({bear: BOB})
        s.advance_to(Step.POSTCOMBAT_MAIN)
        s.cast(0, raider)
        s.resolve_stack()
        assert s.zone_names(0, Zone.HAND) == ["Island"] * cards


def test_you_gained_life_this_turn_counts_only_this_turn():
    """CR 119.3, 500.7: "if you gained 3 or more life this turn" — 2 life isn't enough;
    the count starts over each turn."""
    text = ("Sunmare {3}{W}\nCreature — Horse\nAt the beginning of your end step, if you gained "
            "3 or more life this turn, draw a card.\n4/4")  # fmt: skip
    heal = compiled("Heal {W}\nInstant\nYou gain 2 life.")
    s = Scenario()
    s.battlefield(0, compiled(text), plains(), plains())
    s.library(0, island(), island(), island())
    s.cast(0, s.hand(0, heal)[0])
    s.resolve()
    s.advance_to(Step.END)
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == [] and s.life(0) == 22
    t = Scenario()
    t.battlefield(0, compiled(text), plains(), plains())
    t.library(0, island(), island(), island())
    for _ in range(2):
        t.cast(0, t.hand(0, heal)[0])
        t.resolve()
    t.advance_to(Step.END)
    t.resolve_stack()
    assert t.zone_names(0, Zone.HAND) == ["Island"]


def test_delirium_static_counts_card_types_in_your_graveyard():
    """CR 205.2a, 611.3a: "This creature gets +2/+2 as long as there are four or more card
    types among cards in your graveyard." — an artifact creature counts twice; Bob's
    graveyard doesn't count."""
    text = ("Flayer {1}{B}{G}\nCreature — Horror\nThis creature gets +2/+2 as long as there are "
            "four or more card types among cards in your graveyard.\n2/2")  # fmt: skip
    golem = compiled("Golem {3}\nArtifact Creature — Golem\n3/3")
    bolt = compiled(BOLT)
    s = Scenario()
    flayer = s.battlefield(0, compiled(text))[0]
    s.graveyard(0, golem, island())
    s.graveyard(1, bolt)
    assert s.pt(flayer) == (2, 2)  # artifact, creature, land: three types
    s.graveyard(0, bolt)
    assert s.pt(flayer) == (4, 4)  # and instant: four


def test_has_a_counter_condition():
    """CR 122, 611.3a: "As long as it has a +1/+1 counter on it, this creature has
    flying." """
    text = ("Lightwalker {1}{W}\nCreature — Human Warrior\nAs long as it has a +1/+1 counter on "
            "it, this creature has flying.\n2/1")  # fmt: skip
    s = Scenario()
    plain = s.battlefield(0, compiled(text))[0]
    boosted = s.battlefield(0, compiled(text), counters={"+1/+1": 1})[0]
    names = [[type(a).__name__ for a in s.game.view(i).abilities] for i in (plain, boosted)]
    assert "Flying" not in names[0] and "Flying" in names[1]


def test_if_condition_on_a_static_ability():
    """CR 611.3a: "If you control an artifact, this creature gets +1/+1." — a static
    ability whose effect applies while the condition holds."""
    text = ("Tinkerer {1}{U}\nCreature — Human\nIf you control an artifact, this creature gets "
            "+1/+1.\n1/1")  # fmt: skip
    s = Scenario()
    tinkerer = s.battlefield(0, compiled(text))[0]
    assert s.pt(tinkerer) == (1, 1)
    trinket = s.battlefield(0, compiled("Trinket {1}\nArtifact\n{T}: Add {C}."))[0]
    assert s.pt(tinkerer) == (2, 2)
    s.game.move(trinket, Zone.GRAVEYARD)
    assert s.pt(tinkerer) == (1, 1)


def test_opponent_controls_more_lands_than_you():
    """CR 603.4: "At the beginning of your upkeep, if an opponent controls more lands than
    you, draw a card." — equal numbers aren't more."""
    text = ("Land Scout {W}\nCreature — Human\nAt the beginning of your upkeep, if an opponent "
            "controls more lands than you, draw a card.\n1/1")  # fmt: skip
    for bob_lands, cards in ((1, 0), (2, 1)):
        s = Scenario()
        s.battlefield(0, compiled(text), plains())
        s.battlefield(1, *[island() for _ in range(bob_lands)])
        s.library(0, island(), island())
        s.library(1, island(), island())
        s.advance_to(Step.UPKEEP)  # Bob's turn
        s.advance_to(Step.UPKEEP)  # Alice's
        s.resolve_stack()
        assert s.state.active == 0 and len(s.zone_names(0, Zone.HAND)) == cards


def test_destroy_target_creature_if_it_has_mana_value_two_or_less():
    """CR 608.2c, 202.3: "Destroy target creature if it has mana value 2 or less." — the
    condition is checked as the spell resolves."""
    push = compiled("Push {B}\nInstant\nDestroy target creature if it has mana value 2 or less.")
    ogre = compiled("Ogre {2}{R}\nCreature — Ogre\n3/3")
    s = Scenario()
    s.battlefield(0, swamp(), swamp())
    bear, big = s.battlefield(1, grizzly_bears(), ogre)
    s.cast(0, s.hand(0, push)[0], targets=(bear,))
    s.resolve()
    s.cast(0, s.hand(0, push)[0], targets=(big,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Ogre"]


def test_during_your_turn_static_applies_only_on_your_turn():
    """CR 611.3a, 500.7: Hookblade Veteran — "During your turn, this creature has flying."
    It has flying during its controller's turn, not during the opponent's."""
    from kw_compile import compile_card as compile_text

    from mtgc.runtime.scenario import Scenario, Step
    from mtgc.runtime.state.abilities import Flying

    veteran = compile_text("Hookblade Veteran {U}\nCreature — Human Assassin\nDuring your "
                           "turn, this creature has flying.\n1/2")  # fmt: skip
    s = Scenario()
    v = s.battlefield(0, veteran)[0]
    assert s.game.view(v).has_keyword(Flying)
    s.advance_to(Step.UPKEEP)  # the opponent's turn
    assert s.state.active == 1 and not s.game.view(v).has_keyword(Flying)


def test_during_turns_other_than_yours_static_applies_only_on_other_turns():
    """CR 611.3a, 500.7: Mesa Lynx — "During turns other than yours, this creature gets
    +0/+2." It is 2/1 during its controller's turn and 2/3 during the opponent's."""
    from kw_compile import compile_card as compile_text

    from mtgc.runtime.scenario import Scenario, Step

    lynx = compile_text("Mesa Lynx {1}{W}\nCreature — Cat\nDuring turns other than yours, "
                        "this creature gets +0/+2.\n2/1")  # fmt: skip
    s = Scenario()
    c = s.battlefield(0, lynx)[0]
    assert (s.game.view(c).power, s.game.view(c).toughness) == (2, 1)
    s.advance_to(Step.UPKEEP)  # the opponent's turn
    assert s.state.active == 1
    assert (s.game.view(c).power, s.game.view(c).toughness) == (2, 3)
