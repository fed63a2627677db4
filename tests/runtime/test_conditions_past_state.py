"""Conditions on what an object was (CR 608.2h: its last known information once it has left
its zone): "If that land was nonbasic", "If the sacrificed creature was a Human", "If it
was a creature card" — compiled from real cards' Oracle text."""

from effects_compile import compile_card

from mtgc.runtime.agents import ChooseObjects
from mtgc.runtime.cards_basic import creature, forest, grizzly_bears, swamp
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.state.game_state import Step

HELLDOZER = compile_card(
    "{B}{B}{B}, {T}: Destroy target land. If that land was nonbasic, untap this creature.",
    "Creature — Zombie Giant", "{3}{B}{B}{B}", ("6", "5"), name="Helldozer")  # fmt: skip
FILIGREE_FRACTURE = compile_card(
    "Destroy target artifact or enchantment. If that permanent was blue or black, draw a "
    "card.", "Instant", "{2}{G}", name="Filigree Fracture")  # fmt: skip
FALKENRATH_ARISTOCRAT = compile_card(
    "Flying, haste\nSacrifice a creature: This creature gains indestructible until end of "
    "turn. If the sacrificed creature was a Human, put a +1/+1 counter on this creature.",
    "Creature — Vampire Noble", "{2}{B}{R}", ("4", "1"), name="Falkenrath Aristocrat")  # fmt: skip
SCAVENGING_OOZE = compile_card(
    "{G}: Exile target card from a graveyard. If it was a creature card, put a +1/+1 counter "
    "on this creature and you gain 1 life.", "Creature — Ooze", "{1}{G}", ("2", "2"),
    name="Scavenging Ooze")  # fmt: skip
#: a nonbasic land (CR 205.4c: no basic supertype)
TEMPLE = compile_card("{T}: Add {C}.", "Land", None, name="Temple")
BLUE_AURA = compile_card("Flying", "Enchantment", "{U}", name="Blue Charm")
GREEN_AURA = compile_card("Flying", "Enchantment", "{G}", name="Green Charm")


def test_helldozer_untaps_only_after_a_nonbasic_land():
    """CR 608.2h, 205.4c: the destroyed land's last known information says whether it was
    nonbasic; destroying a basic Forest leaves Helldozer tapped."""
    for land, tapped in ((forest(), True), (TEMPLE, False)):
        s = Scenario()
        s.set_step(Step.PRECOMBAT_MAIN)
        dozer = s.battlefield(0, HELLDOZER)[0]
        s.battlefield(0, swamp(), swamp(), swamp())
        target = s.battlefield(1, land)[0]
        s.activate(0, dozer, targets=(target,))
        s.resolve()
        assert s.zone_of(target) is None  # destroyed: a new object in the graveyard
        assert s.obj(dozer).tapped is tapped


def test_filigree_fracture_draws_for_a_blue_permanent():
    """CR 608.2h, 105.2: "was blue or black" of the destroyed enchantment."""
    for target_card, drawn in ((BLUE_AURA, 1), (GREEN_AURA, 0)):
        s = Scenario()
        s.set_step(Step.PRECOMBAT_MAIN)
        s.library(0, grizzly_bears(), grizzly_bears())
        s.battlefield(0, forest(), forest(), forest())
        target = s.battlefield(1, target_card)[0]
        s.cast(0, s.hand(0, FILIGREE_FRACTURE)[0], targets=(target,))
        s.resolve()
        assert s.zone_names(1, Zone.GRAVEYARD) == [target_card.name]
        assert len(s.zone_names(0, Zone.HAND)) == drawn


def test_sacrificed_human_gives_a_counter():
    """CR 118.3, 608.2h: the creature sacrificed for the cost was a Human — a counter; a
    Bear — none."""
    for victim, counters in ((creature("Villager", "{W}", 1, 1, subtypes=("Human",)), 1),
                             (grizzly_bears(), 0)):  # fmt: skip
        s = Scenario()
        s.set_step(Step.PRECOMBAT_MAIN)
        lord = s.battlefield(0, FALKENRATH_ARISTOCRAT)[0]
        other = s.battlefield(0, victim)[0]
        s.answer(0, ChooseObjects, (other,))
        s.activate(0, lord)
        s.resolve()
        assert s.obj(lord).counters.get("+1/+1", 0) == counters


def test_ooze_grows_only_on_a_creature_card():
    """CR 608.2h: the exiled card was a creature card — a counter and 1 life; a land card —
    nothing."""
    for card, counters, life in ((grizzly_bears(), 1, 21), (forest(), 0, 20)):
        s = Scenario()
        s.set_step(Step.PRECOMBAT_MAIN)
        ooze = s.battlefield(0, SCAVENGING_OOZE)[0]
        s.battlefield(0, forest())
        target = s.graveyard(1, card)[0]
        s.activate(0, ooze, targets=(target,))
        s.resolve()
        assert s.zone_names(1, Zone.EXILE) == [card.name]
        assert s.obj(ooze).counters.get("+1/+1", 0) == counters
        assert s.life(0) == life


RITE_OF_THE_SERPENT = compile_card(
    "Destroy target creature. If that creature had a +1/+1 counter on it, create a 1/1 green "
    "Snake creature token.", "Sorcery", "{4}{B}{B}", name="Rite of the Serpent")  # fmt: skip
PROMISING_DUSKMAGE = compile_card(
    "When this creature dies, if it had a +1/+1 counter on it, draw a card.",
    "Creature — Human Warlock", "{2}{B}", ("2", "3"), name="Promising Duskmage")  # fmt: skip


def test_rite_of_the_serpent_reads_the_destroyed_creatures_counters():
    """CR 608.2h, 122: the counters the creature had as it last existed on the battlefield
    decide the Snake."""
    for counters, snakes in ((None, 0), ({"+1/+1": 1}, 1)):
        s = Scenario()
        s.set_step(Step.PRECOMBAT_MAIN)
        s.battlefield(0, *[swamp() for _ in range(6)])
        target = s.battlefield(1, grizzly_bears(), counters=counters)[0]
        s.cast(0, s.hand(0, RITE_OF_THE_SERPENT)[0], targets=(target,))
        s.resolve()
        assert s.zone_names(0, Zone.BATTLEFIELD).count("Snake Token") == snakes


def test_duskmage_draws_only_if_it_died_with_a_counter():
    """CR 603.4, 603.10a: the intervening "if" looks back at the creature as it died."""
    for counters, drawn in ((None, 0), ({"+1/+1": 1}, 1)):
        s = Scenario()
        s.set_step(Step.PRECOMBAT_MAIN)
        s.library(0, grizzly_bears(), grizzly_bears())
        mage = s.battlefield(0, PROMISING_DUSKMAGE, counters=counters)[0]
        s.battlefield(0, swamp(), swamp())
        s.cast(0, s.hand(0, compile_card("Destroy target creature.", "Instant", "{1}{B}",
                                         name="Murder"))[0], targets=(mage,))  # fmt: skip
        s.resolve_stack()
        assert len(s.zone_names(0, Zone.HAND)) == drawn
