"""Conditions counting objects (CR 608.2c): "if no creatures are on the battlefield", "as
long as a Warrior card is in your graveyard", "unless you control a Mountain or a Plains",
"if you control an artifact and an enchantment", and totals ("creatures you control have
total power 8 or greater", CR 208) — compiled from real cards' Oracle text."""

import pytest
from effects_compile import compile_card

from mtgc.runtime.cards_basic import creature, forest, grizzly_bears, mountain, plains
from mtgc.runtime.errors import IllegalActionError
from mtgc.runtime.mana.symbols import ManaCost
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.state.game_state import Step
from mtgc.runtime.state.objects import CardDefinition

ATARKA_BEASTBREAKER = compile_card(
    "Formidable — {4}{G}: This creature gets +4/+4 until end of turn. Activate only if "
    "creatures you control have total power 8 or greater.", "Creature — Human Warrior",
    "{1}{G}", ("2", "2"), name="Atarka Beastbreaker")  # fmt: skip
CLIFFTOP_RETREAT = compile_card(
    "This land enters tapped unless you control a Mountain or a Plains.\n{T}: Add {R} or "
    "{W}.", "Land", None, name="Clifftop Retreat")  # fmt: skip
KAMI_OF_TERRIBLE_SECRETS = compile_card(
    "When this creature enters, if you control an artifact and an enchantment, you draw a "
    "card and you gain 1 life.", "Creature — Spirit", "{3}{B}", ("3", "4"),
    name="Kami of Terrible Secrets")  # fmt: skip
PESTILENCE = compile_card(
    "At the beginning of the end step, if no creatures are on the battlefield, sacrifice "
    "this enchantment.\n{B}: This enchantment deals 1 damage to each creature and each "
    "player.", "Enchantment", "{2}{B}{B}", name="Pestilence")  # fmt: skip
VENGEFUL_FIREBRAND = compile_card(
    "This creature has haste as long as a Warrior card is in your graveyard.\n{R}: This "
    "creature gets +1/+0 until end of turn.", "Creature — Elemental Warrior", "{3}{R}",
    ("5", "2"), name="Vengeful Firebrand")  # fmt: skip
ARTIFACT_ENCHANTMENT = compile_card("Flying", "Artifact Enchantment", "{2}", name="Relic")


def _has_haste(s: Scenario, obj: int) -> bool:
    return any(type(a).__name__ == "Haste" for a in s.game.view(obj).abilities)


def test_formidable_needs_total_power_eight():
    """CR 208, 602.5b: with total power 4 the ability can't be activated; with a 6/6 beside
    it (total 8) it can."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    breaker = s.battlefield(0, ATARKA_BEASTBREAKER)[0]
    s.battlefield(0, grizzly_bears(), *[forest() for _ in range(5)])
    with pytest.raises(IllegalActionError):
        s.activate(0, breaker)
    s.battlefield(0, creature("Giant", "{4}", 4, 4))
    s.activate(0, breaker)
    s.resolve()
    assert s.pt(breaker) == (6, 6)


def test_checkland_enters_tapped_without_a_mountain_or_plains():
    """CR 614.1c, 608.2c: "a Mountain or a Plains" — either one lets it enter untapped."""
    for lands, tapped in (((forest(),), True), ((plains(),), False), ((mountain(),), False)):
        s = Scenario()
        s.battlefield(0, *lands)
        land = s.battlefield(0, CLIFFTOP_RETREAT, enter=True)[0]
        assert s.obj(land).tapped is tapped


def test_kami_needs_both_an_artifact_and_an_enchantment():
    """CR 603.4, 608.2c: an artifact alone doesn't satisfy it; an artifact enchantment is
    both (ruling: "The artifact and the enchantment may be the same permanent")."""
    for perms, drawn in (((compile_card("Flying", "Artifact", "{1}", name="Bauble"),), 0),
                         ((ARTIFACT_ENCHANTMENT,), 1)):  # fmt: skip
        s = Scenario()
        s.library(0, grizzly_bears(), grizzly_bears())
        s.battlefield(0, *perms)
        s.battlefield(0, KAMI_OF_TERRIBLE_SECRETS, enter=True)
        s.resolve_stack()
        assert len(s.zone_names(0, Zone.HAND)) == drawn
        assert s.life(0) == 20 + drawn


def test_pestilence_is_sacrificed_when_no_creatures_remain():
    """CR 603.4: at the end step with no creatures on the battlefield, it's sacrificed;
    with a creature there, it stays."""
    for creatures, kept in (((), False), ((grizzly_bears(),), True)):
        s = Scenario()
        s.library(0, grizzly_bears())
        s.library(1, grizzly_bears())
        s.set_step(Step.PRECOMBAT_MAIN)
        s.battlefield(0, PESTILENCE, *creatures)
        s.advance_to(Step.END)
        s.resolve_stack()
        assert ("Pestilence" in s.zone_names(0, Zone.BATTLEFIELD)) is kept


def test_firebrand_has_haste_with_a_warrior_card_in_your_graveyard():
    """CR 611.3a, 404: a Warrior card in your graveyard gives haste; in an opponent's it
    doesn't."""
    s = Scenario()
    firebrand = s.battlefield(0, VENGEFUL_FIREBRAND)[0]
    warrior = creature("Raider", "{R}", 1, 1, subtypes=("Warrior",))
    s.graveyard(1, warrior)
    assert not _has_haste(s, firebrand)
    s.graveyard(0, creature("Raider", "{R}", 1, 1, subtypes=("Warrior",)))
    assert _has_haste(s, firebrand)


BLEEDING_WOODS = compile_card(
    "This land enters tapped unless a player has 13 or less life.\n{T}: Add {R} or {G}.",
    "Land", None, name="Bleeding Woods")  # fmt: skip


def test_a_player_in_a_condition_is_any_player():
    """CR 608.2c, 119: "unless a player has 13 or less life" — either player's life counts."""
    for life, tapped in ((20, True), (13, False)):
        s = Scenario()
        s.set_life(1, life)
        land = s.battlefield(0, BLEEDING_WOODS, enter=True)[0]
        assert s.obj(land).tapped is tapped


FIRST_TIME_FLYER = compile_card(
    "Flying\nThis creature gets +1/+1 as long as there's a Lesson card in your graveyard.",
    "Creature — Human Pilot Ally", "{1}{U}", ("1", "2"), name="First-Time Flyer")  # fmt: skip


def test_as_long_as_theres_a_card_in_your_graveyard():
    """CR 608.2c, 611.3a: "there's" is "there is": the bonus applies only while a Lesson
    card is in its controller's graveyard (not an opponent's)."""
    lesson = CardDefinition("Lesson", frozenset({"Sorcery"}), ManaCost.parse("{1}"),
                            frozenset({"Lesson"}))  # fmt: skip
    s = Scenario()
    (flyer,) = s.battlefield(0, FIRST_TIME_FLYER)
    s.graveyard(1, lesson)
    assert s.pt(flyer) == (1, 2)
    s.graveyard(0, lesson)
    assert s.pt(flyer) == (2, 3)
