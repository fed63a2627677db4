"""State-based actions (CR 704.5) with cards compiled from their Oracle text: the world
rule (704.5k), Auras attached illegally (704.5m), Equipment attached illegally (704.5n),
creatures attached to something (704.5p) and the legend rule per controller (704.5j)."""

from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseTargets
from mtgc.runtime.scenario import Scenario, Zone

FOREST = "Forest\nBasic Land — Forest\n({T}: Add {G}.)"
PLAINS = "Plains\nBasic Land — Plains\n({T}: Add {W}.)"
ISLAND = "Island\nBasic Land — Island\n({T}: Add {U}.)"
CROSSROADS = "Concordant Crossroads {G}\nWorld Enchantment\nAll creatures have haste."
AVIARY = "Serra Aviary {3}{W}\nWorld Enchantment\nCreatures with flying get +1/+1."
PACIFISM = """Pacifism {1}{W}
Enchantment — Aura
Enchant creature
Enchanted creature can't attack or block."""
SWORD = """Sword of Light and Shadow {3}
Artifact — Equipment
Equipped creature gets +2/+2 and has protection from white and from black.
Whenever equipped creature deals combat damage to a player, you gain 3 life and you may \
return up to one target creature card from your graveyard to your hand.
Equip {2}"""
BONESPLITTER = "Bonesplitter {1}\nArtifact — Equipment\nEquipped creature gets +2/+0.\nEquip {1}"
DEFIANCE = """Tel-Jilad Defiance {1}{G}
Instant
Target creature gains protection from artifacts until end of turn.
Draw a card."""
ENSOUL = """Ensoul Artifact {1}{U}
Enchantment — Aura
Enchant artifact
Enchanted artifact is a creature with base power and toughness 5/5 in addition to its \
other types."""
ISAMARU = "Isamaru, Hound of Konda {W}\nLegendary Creature — Dog\n2/2"


def test_world_rule_keeps_the_newest_world_permanent():
    """CR 704.5k: when Serra Aviary enters while Concordant Crossroads is on the
    battlefield, Crossroads (the world permanent that has been one longer) goes to its
    owner's graveyard."""
    s = Scenario()
    s.battlefield(1, compile_card(CROSSROADS))
    s.battlefield(0, *[compile_card(PLAINS)] * 4)
    s.cast(0, s.hand(0, compile_card(AVIARY))[0])
    s.resolve()
    assert s.zone_names(0, Zone.BATTLEFIELD) == ["Plains"] * 4 + ["Serra Aviary"]
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Concordant Crossroads"]


def test_world_rule_tie_puts_all_into_graveyards():
    """CR 704.5k: with a tie for the shortest time, all of them go to the graveyard."""
    s = Scenario()
    a = s.battlefield(0, compile_card(CROSSROADS))[0]
    b = s.battlefield(1, compile_card(AVIARY))[0]
    s.obj(b).timestamp = s.obj(a).timestamp  # they became world permanents together
    s.pass_priority()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Concordant Crossroads"]
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Serra Aviary"]


def test_aura_falls_off_a_creature_that_gains_protection_from_its_color():
    """CR 704.5m, 702.16c: Pacifism (white) on a creature that gets protection from white
    (Sword of Light and Shadow equipped) is attached illegally and goes to the graveyard."""
    s = Scenario()
    b = s.battlefield(0, bear())[0]
    s.battlefield(1, compile_card(PACIFISM), attached_to=b)
    sword = s.battlefield(0, compile_card(SWORD))[0]
    s.battlefield(0, compile_card(FOREST), compile_card(FOREST))
    s.activate(0, sword, targets=(b,))
    s.resolve()
    assert s.obj(sword).attached_to == b
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Pacifism"]
    assert s.pt(b) == (4, 4)


def test_equipment_becomes_unattached_from_a_creature_with_protection_from_artifacts():
    """CR 704.5n, 702.16d: Bonesplitter on a creature that gains protection from artifacts
    becomes unattached and stays on the battlefield."""
    s = Scenario()
    b = s.battlefield(0, bear())[0]
    eq = s.battlefield(0, compile_card(BONESPLITTER), attached_to=b)[0]
    assert s.pt(b) == (4, 2)
    s.battlefield(0, compile_card(FOREST), compile_card(FOREST))
    s.library(0, bear())
    s.cast(0, s.hand(0, compile_card(DEFIANCE))[0], targets=(b,))
    s.resolve()
    assert s.zone_of(eq) is Zone.BATTLEFIELD and s.obj(eq).attached_to is None
    assert s.pt(b) == (2, 2)


def test_equipment_that_becomes_a_creature_becomes_unattached():
    """CR 704.5p, 301.5c: Ensoul Artifact makes an attached Bonesplitter a 5/5 creature;
    a creature can't stay attached, so it becomes unattached and remains on the
    battlefield (Ensoul Artifact stays on it)."""
    s = Scenario()
    b = s.battlefield(0, bear())[0]
    eq = s.battlefield(0, compile_card(BONESPLITTER), attached_to=b)[0]
    s.battlefield(0, compile_card(ISLAND), compile_card(ISLAND))
    s.answer(0, ChooseTargets, (eq,))
    s.cast(0, s.hand(0, compile_card(ENSOUL))[0])
    s.resolve()
    [ensoul] = s.find("Ensoul Artifact", Zone.BATTLEFIELD)
    assert s.obj(ensoul).attached_to == eq
    assert s.obj(eq).attached_to is None and s.zone_of(eq) is Zone.BATTLEFIELD
    assert s.pt(eq) == (5, 5) and s.pt(b) == (2, 2)


def test_legend_rule_is_per_controller():
    """CR 704.5j: the legend rule looks at each player's permanents: Alice's and Bob's
    Isamaru both stay."""
    s = Scenario()
    a = s.battlefield(0, compile_card(ISAMARU))[0]
    b = s.battlefield(1, compile_card(ISAMARU))[0]
    s.pass_priority()
    assert s.zone_of(a) is Zone.BATTLEFIELD and s.zone_of(b) is Zone.BATTLEFIELD
