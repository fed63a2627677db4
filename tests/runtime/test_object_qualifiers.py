"""Object qualifiers on descriptions (CR 109.2), compiled from real cards' Oracle text
and played out: coordinate negated words (CR 205.4b), "blocking it" (CR 509.1h),
"that shares a color with it" (CR 105.4)."""

import pytest
from effects_compile import compile_card

from mtgc.runtime.cards_basic import creature, grizzly_bears, mountain, plains, swamp
from mtgc.runtime.errors import TargetError
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone

TERROR = compile_card("Destroy target nonartifact, nonblack creature. It can't be regenerated.",
                      cost="{1}{B}", name="Terror")  # fmt: skip
ZOMBIE = compile_card("", "Creature — Zombie", "{1}{B}", ("2", "2"), name="Zombie")
GOLEM = compile_card("", "Artifact Creature — Golem", "{2}", ("2", "2"), name="Golem")


def test_coordinate_negated_words_all_apply():
    """CR 205.4b: "nonartifact, nonblack creature" is a creature that is neither an
    artifact nor black: Terror can't target a black or an artifact creature."""
    s = Scenario()
    s.battlefield(0, swamp(), swamp())
    zombie, golem, bear = s.battlefield(1, ZOMBIE, GOLEM, grizzly_bears())
    spell = s.hand(0, TERROR)[0]
    for illegal in (zombie, golem):
        with pytest.raises(TargetError):
            s.cast(0, spell, targets=(illegal,))
    s.cast(0, spell, targets=(bear,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert sorted(s.zone_names(1, Zone.BATTLEFIELD)) == ["Golem", "Zombie"]


BERSERKER = compile_card("Whenever this creature becomes blocked, it gets +1/+1 until end of "
                         "turn for each creature blocking it.", "Creature — Elf Berserker",
                         "{G}", ("1", "1"), name="Elvish Berserker")  # fmt: skip
RALLY = compile_card("Radiance — Untap target creature and each other creature that shares a "
                     "color with it. Those creatures get +2/+0 until end of turn.",
                     cost="{1}{R}{W}", name="Rally the Righteous")  # fmt: skip


def test_each_creature_blocking_it():
    """CR 509.1h, 509.3c: Elvish Berserker blocked by two creatures gets +1/+1 for each of
    them; a creature that blocks nothing (or another attacker) doesn't count."""
    s = Scenario()
    berserker, bear = s.battlefield(0, BERSERKER, grizzly_bears())
    a, b, c = s.battlefield(1, creature("Squire", "{1}{W}", 1, 2),
                            creature("Ox", "{1}{W}", 2, 5), creature("Page", "{W}", 1, 1))
    s.attack({berserker: PlayerRef(1), bear: PlayerRef(1)})
    s.block(1, {a: berserker, b: berserker, c: bear})
    s.resolve()  # the trigger
    assert s.pt(berserker) == (3, 3)


def test_each_other_creature_that_shares_a_color():
    """CR 105.4, 105.2: Rally the Righteous on a red creature also pumps a red-green one,
    not a green one nor a colorless one (a colorless object shares no color)."""
    s = Scenario()
    s.battlefield(0, mountain(), mountain(), plains())
    red, gold, green, golem = s.battlefield(1, creature("Red", "{R}", 1, 1),
                                            creature("Gold", "{R}{G}", 1, 1),
                                            creature("Green", "{G}", 1, 1), GOLEM)
    spell = s.hand(0, RALLY)[0]
    s.cast(0, spell, targets=(red,))
    s.resolve()
    assert [s.pt(i)[0] for i in (red, gold, green, golem)] == [3, 3, 1, 2]


SYNOD_SANCTUM = compile_card("{2}, {T}: Exile target permanent you control.\n{2}, Sacrifice "
                             "this artifact: Return all cards exiled with this artifact to "
                             "the battlefield under your control.", "Artifact", "{1}",
                             name="Synod Sanctum")  # fmt: skip


def test_cards_exiled_with_this_artifact():
    """CR 607.2a, 406.6: "cards exiled with this artifact" are the ones its linked ability
    exiled: Synod Sanctum returns the creature it exiled, not another card in exile, even
    though it has left the battlefield as a cost (the link is kept by its last object)."""
    s = Scenario()
    sanctum, bear = s.battlefield(0, SYNOD_SANCTUM, grizzly_bears())
    s.battlefield(0, swamp(), swamp(), swamp(), swamp())
    s.exile(0, ZOMBIE)
    s.activate(0, sanctum, 0, targets=(bear,))
    s.resolve()
    assert sorted(s.zone_names(0, Zone.EXILE)) == ["Grizzly Bears", "Zombie"]
    s.activate(0, sanctum, 1)
    s.resolve()
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Grizzly Bears") == 1
    assert s.zone_names(0, Zone.EXILE) == ["Zombie"]
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Synod Sanctum"]


GAUNTLETS = compile_card("Equipped creature gets +1/+0 for each Equipment attached to it.\n"
                         "Equip {2}", "Artifact — Equipment", "{1}",
                         name="Golem-Skin Gauntlets")  # fmt: skip
WOMBAT = compile_card("Vigilance\nThis creature gets +2/+2 for each Aura attached to it.",
                      "Creature — Wombat", "{2}{G}{G}", ("0", "1"), name="Rabid Wombat")
AURA = compile_card("Enchant creature", "Enchantment — Aura", "{W}", name="Pacifism Shell")


def test_for_each_equipment_attached_to_it():
    """CR 613.4c, 301.5: "Equipped creature gets +1/+0 for each Equipment attached to it":
    "it" is the equipped creature; two Gauntlets on one bear give +2/+0 each."""
    s = Scenario()
    bear, other = s.battlefield(0, grizzly_bears(), grizzly_bears())
    s.battlefield(0, GAUNTLETS, GAUNTLETS, attached_to=bear)
    assert s.pt(bear) == (6, 2)
    assert s.pt(other) == (2, 2)


def test_for_each_aura_attached_to_this_creature():
    """CR 613.4c, 303.4: "This creature gets +2/+2 for each Aura attached to it": "it" is
    this creature; an Aura on another creature doesn't count."""
    s = Scenario()
    wombat, bear = s.battlefield(0, WOMBAT, grizzly_bears())
    assert s.pt(wombat) == (0, 1)
    s.battlefield(0, AURA, attached_to=wombat)
    s.battlefield(0, AURA, attached_to=bear)
    assert s.pt(wombat) == (2, 3)


INSOLENCE = compile_card("Enchant creature\nWhenever enchanted creature becomes tapped, this "
                         "Aura deals 2 damage to that creature's controller.",
                         "Enchantment — Aura", "{2}{R}", name="Insolence")  # fmt: skip


def test_that_creature_is_the_enchanted_creature():
    """CR 608.2c, 303.4: in "Whenever enchanted creature becomes tapped, ... that
    creature's controller", "that creature" is the enchanted creature: its controller (not
    the Aura's) is dealt 2 damage when it attacks (CR 508.1f taps it)."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    bear = s.battlefield(1, grizzly_bears())[0]
    s.battlefield(0, INSOLENCE, attached_to=bear)
    s.attack({bear: PlayerRef(0)})
    s.resolve()
    assert s.life(1) == 18 and s.life(0) == 20


#: Hellspur Posse Boss (its first line)
HELLSPUR_POSSE_BOSS = compile_card("Other outlaws you control have haste.",
                                   "Creature — Lizard Rogue", "{2}{R}{R}", ("2", "4"),
                                   name="Hellspur Posse Boss")  # fmt: skip


def test_outlaws_are_assassins_mercenaries_pirates_rogues_and_warlocks():
    """CR 700.12, 700.12a: "outlaws you control" are permanents with one of the Assassin,
    Mercenary, Pirate, Rogue and Warlock creature types; a Bear isn't one, nor is an
    opponent's Pirate."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    (boss,) = s.battlefield(0, HELLSPUR_POSSE_BOSS)
    pirate = creature("Pirate", "{1}{U}", 1, 1, subtypes=("Human", "Pirate"))
    warlock = creature("Warlock", "{1}{B}", 1, 1, subtypes=("Warlock",))
    mine_pirate, mine_warlock, bears = s.battlefield(0, pirate, warlock, grizzly_bears())
    (their_pirate,) = s.battlefield(1, pirate)

    def hasty(obj: int) -> bool:
        return any(type(a).__name__ == "Haste" for a in s.game.view(obj).abilities)

    assert [hasty(o) for o in (mine_pirate, mine_warlock, bears, their_pirate, boss)] == [
        True, True, False, False, False]  # fmt: skip
