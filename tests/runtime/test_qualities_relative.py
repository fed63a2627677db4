"""Relative clauses and participles on object descriptions (CR 109.2): "that was dealt
damage this turn", "dealt damage by this creature this turn" (CR 120.3, 500.7), "that's
attacking or blocking", "that aren't enchanted" — compiled from real cards' Oracle text."""

import pytest
from effects_compile import compile_card

from mtgc.runtime.cards_basic import creature, grizzly_bears, island, mountain, plains, swamp
from mtgc.runtime.errors import TargetError
from mtgc.runtime.scenario import PlayerRef, Scenario, Zone
from mtgc.runtime.state.game_state import Step

SENGIR_VAMPIRE = compile_card(
    "Flying\nWhenever a creature dealt damage by this creature this turn dies, put a +1/+1 "
    "counter on this creature.", "Creature — Vampire", "{3}{B}{B}", ("4", "4"),
    name="Sengir Vampire")  # fmt: skip
FATAL_BLOW = compile_card(
    "Destroy target creature that was dealt damage this turn. It can't be regenerated.",
    "Instant", "{B}", name="Fatal Blow")  # fmt: skip
SURGE_OF_RIGHTEOUSNESS = compile_card(
    "Destroy target black or red creature that's attacking or blocking. You gain 2 life.",
    "Instant", "{1}{W}", name="Surge of Righteousness")  # fmt: skip
WINDS_OF_RATH = compile_card(
    "Destroy all creatures that aren't enchanted. They can't be regenerated.", "Sorcery",
    "{3}{W}{W}", name="Winds of Rath")  # fmt: skip
PACIFISM = compile_card(
    "Enchant creature\nEnchanted creature can't attack or block.", "Enchantment — Aura",
    "{1}{W}", name="Pacifism")  # fmt: skip
SPIDER = compile_card("Reach", "Creature — Spider", "{1}{G}", ("2", "2"), name="Spider")
SHOCK = compile_card("This spell deals 2 damage to any target.", "Instant", "{R}",
                     name="Shock")  # fmt: skip


def test_fatal_blow_targets_only_a_creature_dealt_damage_this_turn():
    """CR 115.1, 120.3: an undamaged creature isn't a legal target; after Shock deals it 2
    damage it is."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, swamp(), mountain())
    ogre = s.battlefield(1, creature("Ogre", "{2}{R}", 3, 3))[0]
    blow = s.hand(0, FATAL_BLOW)[0]
    with pytest.raises(TargetError):
        s.cast(0, blow, targets=(ogre,))
    s.cast(0, s.hand(0, SHOCK)[0], targets=(ogre,))
    s.resolve()
    s.cast(0, blow, targets=(ogre,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Ogre"]


def test_damage_marked_earlier_this_turn_counts():
    """CR 120.3e, 500.7: damage marked earlier this turn (scenario history) counts too."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, swamp())
    ogre = s.battlefield(1, creature("Ogre", "{2}{R}", 3, 3))[0]
    s.mark_damage(ogre, 1)
    s.cast(0, s.hand(0, FATAL_BLOW)[0], targets=(ogre,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Ogre"]


def test_sengir_vampire_grows_when_a_creature_it_damaged_dies():
    """CR 120.3, 603.10a: the reach blocker Sengir Vampire dealt combat damage to dies — a
    +1/+1 counter; a creature that dies without its damage gives none."""
    s = Scenario()
    s.library(0, grizzly_bears())
    s.library(1, grizzly_bears())
    s.set_step(Step.PRECOMBAT_MAIN)
    vampire = s.battlefield(0, SENGIR_VAMPIRE)[0]
    spider = s.battlefield(1, SPIDER)[0]
    s.attack({vampire: PlayerRef(1)})
    s.block(1, {spider: vampire})
    s.advance_to(Step.END_OF_COMBAT)
    s.resolve_stack()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Spider"]
    assert s.obj(vampire).counters.get("+1/+1", 0) == 1
    s2 = Scenario()
    s2.set_step(Step.PRECOMBAT_MAIN)
    vampire = s2.battlefield(0, SENGIR_VAMPIRE)[0]
    s2.battlefield(0, mountain())
    bear = s2.battlefield(1, grizzly_bears())[0]
    s2.cast(0, s2.hand(0, SHOCK)[0], targets=(bear,))
    s2.resolve_stack()
    assert s2.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s2.obj(vampire).counters.get("+1/+1", 0) == 0


def test_surge_needs_an_attacking_or_blocking_creature():
    """CR 508.4, 509.1: "that's attacking or blocking" — a black creature at rest isn't a
    legal target."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, plains(), plains())
    knight = s.battlefield(1, creature("Knight", "{B}", 2, 2))[0]
    with pytest.raises(TargetError):
        s.cast(0, s.hand(0, SURGE_OF_RIGHTEOUSNESS)[0], targets=(knight,))


def test_winds_of_rath_spares_enchanted_creatures():
    """CR 303.4: "creatures that aren't enchanted" — the Pacified bear survives."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[plains() for _ in range(5)])
    kept, lost = s.battlefield(1, grizzly_bears(), grizzly_bears())
    s.battlefield(0, PACIFISM, attached_to=kept)
    s.cast(0, s.hand(0, WINDS_OF_RATH)[0])
    s.resolve()
    assert s.zone_of(kept) is Zone.BATTLEFIELD
    assert s.zone_of(lost) is None


BILE_BLIGHT = compile_card(
    "Target creature and all other creatures with the same name as that creature get -3/-3 "
    "until end of turn.", "Instant", "{B}{B}", name="Bile Blight")  # fmt: skip
ECHOING_TRUTH = compile_card(
    "Return target nonland permanent and all other permanents with the same name as that "
    "permanent to their owners' hands.", "Instant", "{1}{U}", name="Echoing Truth")  # fmt: skip
TURN_TO_SLAG = compile_card(
    "Turn to Slag deals 5 damage to target creature. Destroy all Equipment attached to that "
    "creature.", "Sorcery", "{3}{R}{R}", name="Turn to Slag")  # fmt: skip
DEVOUT_HARPIST = compile_card(
    "{T}: Destroy target Aura attached to a creature.",
    "Creature — Human",
    "{W}",
    ("1", "1"),
    name="Devout Harpist",
)
BLADE = compile_card("Equipped creature gets +1/+1.\nEquip {1}", "Artifact — Equipment", "{1}",
                     name="Blade")  # fmt: skip
WARD = compile_card("Enchant land\nEnchanted land has shroud.", "Enchantment — Aura", "{W}",
                    name="Land Ward")  # fmt: skip


def test_bile_blight_gives_the_target_minus_three_once():
    """CR 201.2, 608.2b: the target and each other creature with its name get −3/−3 — the
    target once, not twice; a creature with another name is untouched."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, swamp(), swamp())
    ogre, twin = s.battlefield(1, creature("Ogre", "{3}", 5, 5), creature("Ogre", "{3}", 5, 5))
    bear = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, BILE_BLIGHT)[0], targets=(ogre,))
    s.resolve()
    assert s.pt(ogre) == (2, 2)
    assert s.pt(twin) == (2, 2)
    assert s.pt(bear) == (2, 2)


def test_echoing_truth_returns_every_permanent_with_that_name():
    """CR 201.2: both Bears (either player's) go to their owners' hands; the Ogre stays."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, island(), island())
    target = s.battlefield(1, grizzly_bears())[0]
    s.battlefield(0, grizzly_bears())
    ogre = s.battlefield(1, creature("Ogre", "{3}", 5, 5))[0]
    s.cast(0, s.hand(0, ECHOING_TRUTH)[0], targets=(target,))
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]
    assert s.zone_names(1, Zone.HAND) == ["Grizzly Bears"]
    assert s.zone_of(ogre) is Zone.BATTLEFIELD


def test_turn_to_slag_destroys_the_equipment_on_that_creature():
    """CR 301.5: the Equipment attached to the target is destroyed; one attached to another
    creature isn't."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[mountain() for _ in range(5)])
    ogre, other = s.battlefield(1, creature("Ogre", "{3}", 5, 5), grizzly_bears())
    on_ogre = s.battlefield(1, BLADE, attached_to=ogre)[0]
    on_bear = s.battlefield(1, BLADE, attached_to=other)[0]
    s.cast(0, s.hand(0, TURN_TO_SLAG)[0], targets=(ogre,))
    s.resolve()
    assert s.zone_of(on_ogre) is None
    assert s.zone_of(on_bear) is Zone.BATTLEFIELD


def test_harpist_targets_only_an_aura_on_a_creature():
    """CR 303.4, 115.1: an Aura on a land isn't "attached to a creature"."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    harpist = s.battlefield(0, DEVOUT_HARPIST)[0]
    land = s.battlefield(1, plains())[0]
    bear = s.battlefield(1, grizzly_bears())[0]
    on_land = s.battlefield(1, WARD, attached_to=land)[0]
    on_bear = s.battlefield(1, PACIFISM, attached_to=bear)[0]
    with pytest.raises(TargetError):
        s.activate(0, harpist, targets=(on_land,))
    s.activate(0, harpist, targets=(on_bear,))
    s.resolve()
    assert s.zone_of(on_bear) is None


SOULQUAKE = compile_card(
    "Return all creatures on the battlefield and all creature cards in graveyards to their "
    "owners' hands.", "Sorcery", "{3}{U}{U}{U}", name="Soulquake")  # fmt: skip
FAERIE_MACABRE = compile_card(
    "Discard this card: Exile up to two target cards from graveyards.", "Creature — Faerie",
    "{1}{B}", ("2", "2"), name="Faerie Macabre")  # fmt: skip


def test_soulquake_returns_creature_cards_from_every_graveyard():
    """CR 404.1, 400.1: "creature cards in graveyards" — each player's; a land card stays."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[island() for _ in range(6)])
    s.battlefield(1, grizzly_bears())
    s.graveyard(0, grizzly_bears(), plains())
    s.graveyard(1, creature("Ogre", "{3}", 5, 5))
    s.cast(0, s.hand(0, SOULQUAKE)[0])
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]
    assert s.zone_names(1, Zone.HAND) == ["Grizzly Bears", "Ogre"]
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Plains", "Soulquake"]


def test_faerie_macabre_exiles_cards_from_any_graveyards():
    """CR 115.1, 404.1: targets in two different graveyards."""
    s = Scenario()
    macabre = s.hand(0, FAERIE_MACABRE)[0]
    mine = s.graveyard(0, grizzly_bears())[0]
    theirs = s.graveyard(1, plains())[0]
    s.activate(0, macabre, targets=(mine, theirs))
    s.resolve()
    assert s.zone_names(0, Zone.EXILE) == ["Grizzly Bears"]
    assert s.zone_names(1, Zone.EXILE) == ["Plains"]
